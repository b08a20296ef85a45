"""``-o FILE`` is written only when the run succeeds: a failed run of any kind leaves the
old file as it was (README "Inputs and outputs")."""

from __future__ import annotations

import pytest

from stinkytofu_opt.driver import main

OLD = "the old output\n"
# a load whose result is read with no wait before it: the validator reports it
MISSING_WAIT = ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n'
                "\tglobal_load_dword v4, v[0:1], off\n\tv_add_u32 v5, v4, v4\n\ts_endpgm\n")
GOOD_STIR = 'st.func @f() {\n^entry:\n  v0 = "st.v_mov_b32"(1)\n  "st.s_nop"(0)\n}\n'
BAD_STIR = 'st.func @f() {\n^entry:\n  v0 = "st.v_add_f32"(v[3:1])\n}\n'


@pytest.mark.parametrize("name, text, passes", [
    # the validator aborts (a failure that stops before any output)
    ("abort.s", MISSING_WAIT, ["--CFGBuilderPass", "--WaitCntValidationCheckPass"]),
    # =noAbort: the run goes on to print, but it failed
    ("noabort.s", MISSING_WAIT, ["--CFGBuilderPass", "--WaitCntValidationCheckPass=noAbort"]),
    # the same in --split-input-file mode, where each chunk fails on its own
    ("split.s", MISSING_WAIT + "// -----\n" + MISSING_WAIT,
     ["--split-input-file", "--CFGBuilderPass", "--WaitCntValidationCheckPass=noAbort"]),
    # input the reader rejects
    ("bad.stir", BAD_STIR, ["--print-output"]),
    ("bad-split.stir", GOOD_STIR + "// -----\n" + BAD_STIR,
     ["--split-input-file", "--print-output"]),
])
def test_failed_run_leaves_the_old_file(tmp_path, capsys, name, text, passes):
    source = tmp_path / name
    source.write_text(text)
    out = tmp_path / "out.txt"
    out.write_text(OLD)
    assert main(["--arch", "gfx942", str(source), *passes, "-o", str(out)]) == 1
    assert out.read_text() == OLD
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([name, "out.txt"])


def test_verify_diagnostics_failure_leaves_the_old_file(tmp_path):
    source = tmp_path / "v.s"
    source.write_text(MISSING_WAIT)   # the violation is not expected: verification fails
    out = tmp_path / "out.txt"
    out.write_text(OLD)
    assert main(["--arch", "gfx942", str(source), "--CFGBuilderPass",
                 "--WaitCntValidationCheckPass=noAbort", "--verify-diagnostics", "--emit-asm",
                 "-o", str(out)]) == 1
    assert out.read_text() == OLD


def test_successful_run_replaces_the_file(tmp_path):
    source = tmp_path / "g.stir"
    source.write_text(GOOD_STIR)
    out = tmp_path / "out.txt"
    out.write_text(OLD)
    assert main([str(source), "--print-output", "-o", str(out)]) == 0
    assert out.read_text().startswith("st.func @f()")
