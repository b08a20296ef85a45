"""The in-process API: the same results as the command line, errors as
StinkyError with located diagnostics, nothing printed, no state shared."""

from __future__ import annotations

import gc
import logging
import os
import subprocess
import sys
import threading

import pytest

import stinkytofu_opt as st

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "ds_reads_feed_wmma.stir")
REGION_S = os.path.join(ROOT, "test", "asm", "Inputs", "wait_region.s")
WAITS = ["StinkyBuildImplicitDependencyPass", "StinkyWaitCntInsertionPass"]

MISSING_WAIT = ('st.func @f() {\n^entry:\n  v0 = "st.ds_load_b32"(v10)\n'
                '  v1 = "st.v_add_f32"(v0, v0)\n}\n')


def read(path: str) -> str:
    with open(path) as f:
        return f.read()


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "stinkytofu_opt", *args],
                          capture_output=True, text=True, cwd=ROOT)


def test_run_gives_the_command_lines_output():
    module = st.parse(read(EXAMPLE), filename=EXAMPLE)
    assert module.run(WAITS, num_waves=1) == []
    proc = cli(EXAMPLE, *(f"--{p}" for p in WAITS), "--NumWaves=1", "--print-output")
    assert proc.returncode == 0
    assert module.to_stir() == proc.stdout
    assert "s_wait_tensorcnt" in module.to_stir()


def test_assembly_region_and_to_asm_match_the_command_line():
    module = st.parse(read(REGION_S), filename=REGION_S, from_label="label_LoopBeginL",
                      to_label="label_LoopEndL")
    assert module.source_format == "asm"
    module.run(["CFGBuilderPass", *WAITS])
    proc = cli(REGION_S, "--from-label", "label_LoopBeginL", "--to-label", "label_LoopEndL",
               "--CFGBuilderPass", *(f"--{p}" for p in WAITS))
    assert module.to_asm() == proc.stdout
    assert "s_wait_dscnt 0" in module.to_asm()


def test_pass_specs_with_typed_options_equal_the_option_syntax():
    by_text = st.parse(read(EXAMPLE))
    by_text.run(["StinkyBuildImplicitDependencyPass",
                 "StinkyWaitCntInsertionPass=enableLoopCarriedTokenDeps,disablePromotion"])
    by_spec = st.parse(read(EXAMPLE))
    by_spec.run([st.PassSpec("StinkyBuildImplicitDependencyPass"),
                 st.PassSpec("StinkyWaitCntInsertionPass",
                             {"enableLoopCarriedTokenDeps": True, "disablePromotion": True})])
    plain = st.parse(read(EXAMPLE))
    plain.run(WAITS)
    assert by_spec.to_stir() == by_text.to_stir()
    assert st.PassSpec("X", {"a": True, "b": 3}).spelling() == "X{a,b=3}"


def test_a_parse_error_is_a_stinky_error_with_the_located_diagnostic():
    text = 'st.func @f() {\n^entry:\n  v0 = "st.v_add_f32"(v[3:1])\n}\n'
    with pytest.raises(st.StinkyError) as info:
        st.parse(text, filename="bad.stir")
    (diag,) = info.value.errors
    assert (diag.file, diag.line, diag.column, diag.severity) == ("bad.stir", 3, 23, "error")
    assert "invalid register range" in diag.message
    assert str(info.value).splitlines() == [
        "bad.stir:3:23: error: " + diag.message, '  v0 = "st.v_add_f32"(v[3:1])',
        " " * 22 + "^"]


@pytest.mark.parametrize("passes, message", [
    (["StinkyWaitCntInsertionPas"], "did you mean 'StinkyWaitCntInsertionPass'"),
    (["StinkyWaitCntInsertionPass=banana"], "unknown option 'banana'"),
    ([st.PassSpec("StinkyWaitCntInsertionPass", {"enableLoopCarriedTokenDeps": 1})],
     "expects bool"),
    ([st.PassSpec("StinkyWaitCntInsertionPass", {"iterationCap": True})], "expects int"),
    ([42], "a pass is a name or a PassSpec"),
])
def test_bad_passes_and_options_raise(passes, message):
    module = st.parse(read(EXAMPLE))
    with pytest.raises(st.StinkyError) as info:
        module.run(passes)
    assert message in str(info.value)


def test_a_failing_check_raises_with_its_violations_and_report():
    module = st.parse(MISSING_WAIT, filename="f.stir")
    with pytest.raises(st.StinkyError) as info:
        module.run(["WaitCntValidationCheckPass"])
    errors = info.value.errors
    assert errors and errors[0].line == 4 and "missing s_wait_dscnt" in errors[0].message
    assert any(d.severity == "note" and d.line == 3 for d in info.value.diagnostics)
    assert "MISSING" in info.value.report


def test_warnings_are_returned_and_logged_never_printed(capfd, caplog):
    text = 'st.func @f() {\n^entry:\n  "st.s_unheard_of"()\n}\n'
    with caplog.at_level(logging.INFO, logger="stinkytofu_opt"):
        module = st.parse(text, filename="w.stir")
        produced = module.run_pipeline(0, {"NoSuchKey": 1})
    assert [d.severity for d in module.diagnostics[:1]] == ["warning"]
    assert "unknown mnemonic 's_unheard_of'" in module.diagnostics[0].message
    assert any("unknown ModuleOptions key 'NoSuchKey'" in d.message for d in produced)
    assert any("s_unheard_of" in r.getMessage() for r in caplog.records)
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")


@pytest.mark.parametrize("enabled", [True, False])
def test_the_cycle_collector_is_left_as_found(enabled):
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        module = st.parse(read(EXAMPLE))
        module.run(WAITS)
        module.run_pipeline(2)
        with pytest.raises(st.StinkyError):
            st.parse("st.func @f() {", filename="cut.stir")
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()


def test_threads_and_targets_work_independently():
    stir = read(EXAMPLE)
    gfx12 = ".text\nlabel_a:\nds_load_b32 v1, v2\nv_add_f32 v3, v1, v1\ns_endpgm\n"
    gfx9 = gfx12.replace("ds_load_b32", "ds_read_b32")

    def job(arch: str, text: str, name: str):
        module = st.parse(text, arch=arch, filename=name)
        module.run(WAITS if name.endswith(".stir") else ["CFGBuilderPass", *WAITS])
        return module.to_asm()

    jobs = [("gfx1250", stir, "k.stir"), ("gfx942", gfx9, "k.s"),
            ("gfx1200", gfx12, "k.s")] * 4
    expected = [job(*j) for j in jobs]
    results: list = [None] * len(jobs)

    def worker(i: int) -> None:
        results[i] = job(*jobs[i])

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(len(jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == expected
    assert "s_waitcnt lgkmcnt(0)" in expected[1] and "s_wait_dscnt 0" in expected[2]


@pytest.mark.parametrize("text, filename, expected", [
    ("st.func @f() {\n^e:\n}\n", None, "stir"),
    ('  "st.s_nop"(0)\n', None, "stir"),
    ("s_nop 0\n", None, "asm"),
    ("s_nop 0\n", "k.s", "asm"),
    ('st.func @f() {\n^e:\n  "st.s_nop"(0)\n}\n', "k.stir", "stir"),
])
def test_format_from_the_name_or_the_text(text, filename, expected):
    assert st.parse(text, filename=filename).source_format == expected


def test_bad_arguments_are_stinky_errors():
    with pytest.raises(st.StinkyError, match="unknown architecture 'gfx9'"):
        st.parse("s_nop 0\n", arch="gfx9")
    with pytest.raises(st.StinkyError, match="format must be"):
        st.parse("s_nop 0\n", format="elf")
    with pytest.raises(st.StinkyError, match="not found in assembly"):
        st.parse(read(REGION_S), from_label="nope", to_label="label_LoopEndL")
    with pytest.raises(st.StinkyError, match="cannot open input file"):
        st.parse_file("/nonexistent/k.s")
    with pytest.raises(st.StinkyError, match="tile takes integer GemmTileConfig fields"):
        st.parse(read(EXAMPLE)).run(WAITS, tile={"TileZ": 1})


FUZZ_SEEDS = [read(EXAMPLE), read(REGION_S), MISSING_WAIT]


@pytest.mark.parametrize("seed", range(40))
def test_mutated_input_is_a_module_or_a_stinky_error(seed):
    import random

    rng = random.Random(seed)
    text = list(FUZZ_SEEDS[seed % len(FUZZ_SEEDS)])
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(text))
        choice = rng.random()
        if choice < 0.4:
            del text[i]
        elif choice < 0.8:
            text.insert(i, rng.choice('{}()[]",=:^%@-0123456789vsx\n \t\ufeff'))
        else:
            text[i] = chr(rng.randrange(1, 0x3000))
    try:
        module = st.parse("".join(text), filename="fuzz")
        module.run(["CFGBuilderPass", *WAITS])
        module.to_stir()
        module.to_asm()
    except st.StinkyError as exc:
        assert exc.diagnostics and "internal error" not in str(exc)


def test_help_shows_the_docstrings():
    assert "format" in (st.parse.__doc__ or "")
    assert "ModuleOptions" in (st.Module.run_pipeline.__doc__ or "")
    assert st.available_archs()[:3] == ["gfx90a", "gfx942", "gfx950"]
    assert "StinkyWaitCntInsertionPass" in st.available_passes()


def test_the_public_surface_is_mypy_strict_clean():
    mypy = pytest.importorskip("mypy.api")
    files = [os.path.join(ROOT, "stinkytofu_opt", name)
             for name in ("__init__.py", "api.py", "compat.py", "module_options.py")]
    out, err, status = mypy.run(["--strict", "--follow-imports=silent", "--no-incremental",
                                 *files])
    assert status == 0, out + err
