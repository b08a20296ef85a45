"""utils/update_stir_test_checks.py: RUN-line parsing, check generation,
placement, prefixes, idempotence; with a fake tool and with the real one on a
scratch copy of a test."""

from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "utils", "update_stir_test_checks.py")

_spec = importlib.util.spec_from_file_location("update_stir_test_checks", SCRIPT)
utc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(utc)


# -- RUN lines ----------------------------------------------------------------

@pytest.mark.parametrize("command, prefixes", [
    ("%stinkytofu-opt %s --P --print-output | filecheck %s", ["CHECK"]),
    ("%stinkytofu-opt %s | FileCheck %s --check-prefix=X", ["X"]),
    ("%stinkytofu-opt %s | FileCheck --check-prefix X %s", ["X"]),
    ("%stinkytofu-opt %s | FileCheck -check-prefixes=A,B %s --match-full-lines", ["A", "B"]),
])
def test_usable_run_lines(command, prefixes):
    run, reason = utc.parse_run(3, command)
    assert reason is None and run.prefixes == prefixes and run.line_no == 3
    assert run.command == command.split("|")[0].strip()


@pytest.mark.parametrize("command, reason", [
    ("not %stinkytofu-opt %s | filecheck %s", "does not start with %stinkytofu-opt"),
    ("%stinkytofu-opt %s 2>&1 | filecheck %s", "'2>&1': only RUN lines that check"),
    ("%stinkytofu-opt %s -o %t.stir | filecheck %s", "'%t.stir'"),
    ("%stinkytofu-opt %s | filecheck --input-file %t %s", "--input-file"),
    ("%stinkytofu-opt %s | filecheck %S/other.stir", "does not read %s"),
    ("%stinkytofu-opt %s | filecheck %s | cat", "more than one pipe"),
])
def test_skipped_run_lines_say_why(command, reason):
    run, why = utc.parse_run(1, command)
    assert run is None and reason in why


def test_lines_without_filecheck_are_silently_ignored():
    assert utc.parse_run(1, "%stinkytofu-opt %s --print-output") == (None, None)
    assert utc.parse_run(1, "rm -rf %t | cat") == (None, None)


def test_run_line_continuations():
    lines = ["// RUN: %stinkytofu-opt %s \\", "// RUN:   --X | filecheck %s",
             "# RUN: true", "not a run line"]
    assert utc.run_lines(lines) == [(1, "%stinkytofu-opt %s --X | filecheck %s"),
                                    (3, "true")]


def test_strict_whitespace_and_full_lines_make_exact_checks():
    run, _ = utc.parse_run(1, "%stinkytofu-opt %s | filecheck %s --match-full-lines "
                              "--strict-whitespace")
    assert run.exact
    assert utc.check_lines("#", "CHECK", ["  s_nop 0", "", "x"], exact=True) == [
        "# CHECK:  s_nop 0", "# CHECK-EMPTY:", "# CHECK-NEXT:x"]


# -- patterns -----------------------------------------------------------------

def test_escape():
    assert utc.escape('a {{ b [[c]] }}') == "a {{[{][{]}} b {{[[][[]}}c]] }}"
    label = "label_skipCBPreSignal_LCL_" + "aB3" * 5 + "z"
    assert utc.escape(f'"st.s_branch"({label})') == \
        '"st.s_branch"(label_skipCBPreSignal_LCL_{{[0-9A-Za-z]+}})'
    assert utc.escape("label_cbSccSpill_0123456789abcdef:") == \
        "label_cbSccSpill_{{[0-9A-Za-z]+}}:"
    # A label that merely looks alike (15 characters) is kept.
    assert utc.escape("label_cbSccSpill_0123456789abcde:") == "label_cbSccSpill_0123456789abcde:"
    assert utc.escape("// for v_add (line 31): drains x (line 7)") == \
        "// for v_add (line {{[0-9]+}}): drains x (line {{[0-9]+}})"


def test_split_functions():
    out = ("st.func @a() {\n  ^entry:\n}\n// -----\nst.func @b() {\n\n}\n")
    assert utc.split_functions(out) == [("a", ["st.func @a() {", "  ^entry:", "}"]),
                                        ("b", ["st.func @b() {", "", "}"])]
    assert utc.split_functions("s_nop 0\nlabel:\n\n") == [(None, ["s_nop 0", "label:"])]
    assert utc.split_functions("") == []


# -- whole files, with a fake tool ----------------------------------------------

FAKE_OPT = '''
import sys
mode = sys.argv[2]
if mode == "fail":
    sys.stderr.write("boom: bad input\\n"); sys.exit(1)
print("st.func @f() {")
print("  ^entry:")
print("    " + ("v0 = st.a" if mode == "a" else "v0 = st.b"))
print("}")
print("st.func @g() {")
print("  ^entry:")
print("    same")
print("}")
'''

TEST = """// RUN: %stinkytofu-opt %s a | filecheck %s
// RUN: %stinkytofu-opt %s b | filecheck %s --check-prefix=B
// Prose about @f stays.
// CHECK: stale
st.func @f() {
}

st.func @g() {
}
"""


@pytest.fixture
def fake(tmp_path):
    script = tmp_path / "fake_opt.py"
    script.write_text(FAKE_OPT)
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"


def update(path, opt, *extra):
    return utc.main(["--opt-binary", opt, *extra, str(path)])


def test_generated_file(tmp_path, fake):
    path = tmp_path / "t.stir"
    path.write_text(TEST)
    assert update(path, fake) == 0
    assert path.read_text() == """\
// NOTE: Assertions have been autogenerated by utils/update_stir_test_checks.py
// RUN: %stinkytofu-opt %s a | filecheck %s
// RUN: %stinkytofu-opt %s b | filecheck %s --check-prefix=B
// Prose about @f stays.
// CHECK-LABEL: st.func @f() {
// CHECK-NEXT:   ^entry:
// CHECK-NEXT:     v0 = st.a
// CHECK-NEXT: }
// B-LABEL: st.func @f() {
// B-NEXT:   ^entry:
// B-NEXT:     v0 = st.b
// B-NEXT: }
st.func @f() {
}

// CHECK-LABEL: st.func @g() {
// CHECK-NEXT:   ^entry:
// CHECK-NEXT:     same
// CHECK-NEXT: }
// B-LABEL: st.func @g() {
// B-NEXT:   ^entry:
// B-NEXT:     same
// B-NEXT: }
st.func @g() {
}
"""
    first = path.read_text()
    assert update(path, fake) == 0
    assert path.read_text() == first  # idempotent


def test_shared_prefix_with_different_outputs(tmp_path, fake, capsys):
    path = tmp_path / "t.stir"
    path.write_text(TEST.replace("--check-prefix=B", "--check-prefixes=B,CHECK"))
    assert update(path, fake) == 0
    text = path.read_text()
    err = capsys.readouterr().err
    # CHECK is used by both RUN lines, which disagree on @f: only B checks @f;
    # both agree on @g, so CHECK carries it and B adds nothing.
    assert "warning: prefix CHECK: @f differs between RUN lines 1, 2; no CHECK checks" in err
    assert "// CHECK-LABEL: st.func @f" not in text and "// B-LABEL: st.func @f() {" in text
    assert "// CHECK-LABEL: st.func @g() {" in text and "// B-LABEL: st.func @g" not in text


def test_unused_prefix_gets_a_catch_all(tmp_path, fake):
    path = tmp_path / "t.stir"
    path.write_text(TEST.replace("--check-prefix=B", "--check-prefixes=CHECK,B")
                        .replace(" a |", " b |"))
    assert update(path, fake) == 0
    text = path.read_text()
    assert "// B-LABEL" not in text
    assert text.endswith("// NOTE: These prefixes are unused and the list is autogenerated. "
                         "Do not add tests below this line:\n// B: {{.*}}\n")
    first = text
    assert update(path, fake) == 0
    assert path.read_text() == first


def test_failing_command_leaves_the_file_alone(tmp_path, fake, capsys):
    path = tmp_path / "t.stir"
    path.write_text(TEST.replace(" b |", " fail |"))
    assert update(path, fake) == 1
    assert path.read_text() == TEST.replace(" b |", " fail |")
    err = capsys.readouterr().err
    assert "error: RUN line 2: the command failed (exit status 1): boom: bad input" in err
    assert "file left unchanged" in err


def test_file_without_usable_run_lines(tmp_path, fake, capsys):
    path = tmp_path / "t.stir"
    path.write_text("# RUN: %stinkytofu-opt %s --print-output\n# CHECK: x\n")
    assert update(path, fake) == 1
    assert "no RUN line of the form" in capsys.readouterr().err
    assert path.read_text() == "# RUN: %stinkytofu-opt %s --print-output\n# CHECK: x\n"


def test_update_only(tmp_path, fake):
    path = tmp_path / "t.stir"
    path.write_text(TEST)
    assert update(path, fake, "-u") == 0
    assert path.read_text() == TEST
    assert update(path, fake) == 0
    changed = path.read_text().replace("v0 = st.a", "v0 = old")
    path.write_text(changed)
    assert update(path, fake, "-u") == 0
    assert "v0 = st.a" in path.read_text()


def test_assembly_output_is_one_block_before_the_code(tmp_path):
    opt = tmp_path / "asm_opt.py"
    opt.write_text("print('s_nop 0')\nprint()\nprint('s_endpgm')\n")
    path = tmp_path / "t.s"
    path.write_text("# RUN: %stinkytofu-opt %s | filecheck %s\n# About it.\ns_nop 0\n")
    assert update(path, f"{shlex.quote(sys.executable)} {shlex.quote(str(opt))}") == 0
    assert path.read_text() == (
        "# NOTE: Assertions have been autogenerated by utils/update_stir_test_checks.py\n"
        "# RUN: %stinkytofu-opt %s | filecheck %s\n# About it.\n"
        "# CHECK: s_nop 0\n# CHECK-EMPTY:\n# CHECK-NEXT: s_endpgm\ns_nop 0\n")


# -- the real tool on a scratch copy of a test ---------------------------------

def test_real_tool_on_a_copy_of_a_test(tmp_path):
    source = os.path.join(ROOT, "test", "waitcnt", "diamond-promotion.stir")
    path = tmp_path / "diamond-promotion.stir"
    shutil.copy(source, path)
    env_opt = os.environ.get("STINKYTOFU_OPT")
    args = ["--opt-binary", env_opt] if env_opt else []
    assert utc.main([*args, str(path)]) == 0
    text = path.read_text()
    assert text.startswith("// NOTE: Assertions have been autogenerated")
    assert ("// PROMO-NEXT:     \"st.s_wait_tensorcnt\"(2) { issueCycles = {{[0-9]+}}, "
            "latencyCycles = {{[0-9]+}}, mod.swaittensorcnt = { tlcnt = 2 }, "
            "mod.memtoken = { tokens = [11] } }") in text
    assert "latencyCycles = 1" not in text.split("st.func @multi_anchor_diamond")[0]
    assert "// BASE-LABEL: st.func @multi_anchor_diamond() {" in text
    assert "// With promotion, the shallow predecessor drains at its tail" in text
    assert utc.main([*args, str(path)]) == 0
    assert path.read_text() == text
    # --keep-costs: the values themselves, for a test about them.
    assert utc.main([*args, "--keep-costs", str(path)]) == 0
    kept = path.read_text()
    assert ("// PROMO-NEXT:     \"st.s_wait_tensorcnt\"(2) { issueCycles = 1, latencyCycles = 1,"
            " mod.swaittensorcnt = { tlcnt = 2 }, mod.memtoken = { tokens = [11] } }") in kept
    assert "{{[0-9]+}}" not in kept


def test_cost_attributes_become_patterns_unless_kept():
    line = '    v1 = "st.v_add_f32"(v2, v3) { issueCycles = 1, latencyCycles = 52 }'
    assert utc.escape(line) == ('    v1 = "st.v_add_f32"(v2, v3) { issueCycles = {{[0-9]+}}, '
                                'latencyCycles = {{[0-9]+}} }')
    assert utc.escape(line, keep_costs=True) == line
    # only the attributes: other numbers and names that merely contain the words stay
    assert utc.escape("myissueCycles = 3, n = 52") == "myissueCycles = 3, n = 52"
