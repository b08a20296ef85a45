"""--verify-diagnostics, --split-input-file and --dot-cfg: the annotation
parser, the matcher, and the driver's behaviour around them."""

from __future__ import annotations

import os

import pytest

from stinkytofu_opt.driver import main
from stinkytofu_opt.ir.core import SourceLoc
from stinkytofu_opt.text.diagnostics import Diagnostic
from stinkytofu_opt.text.split_input import join_outputs, split_input
from stinkytofu_opt.verify_diagnostics import parse_expectations, verify

F = "t.stir"


def warning(line, message, level="warning"):
    return Diagnostic(level, message, SourceLoc(F, line, 3))


def check(text, diagnostics):
    expectations, problems = parse_expectations(text, F)
    lines = text.split("\n")
    return problems + verify(diagnostics, expectations, F, lambda n: lines[n - 1])


# -- annotations ------------------------------------------------------------

def test_designators_resolve_to_lines():
    text = "\n".join([
        "a",                                          # 1
        "// expected-warning {{here}}",               # 2: same line
        "// expected-warning @+2 {{plus}}",           # 3 -> 5
        "// expected-warning @-3 {{minus}}",          # 4 -> 1
        "b",                                          # 5
        "// expected-remark @above {{above}}",        # 6 -> 5
        "// expected-note @below {{below}}",          # 7 -> 9 (8 is annotated)
        "// expected-error @unknown {{nowhere}}",     # 8 -> no location
        "c",                                          # 9
    ])
    expectations, problems = parse_expectations(text, F)
    assert problems == []
    assert [(e.level, e.line, e.message) for e in expectations] == [
        ("warning", 2, "here"), ("warning", 5, "plus"), ("warning", 1, "minus"),
        ("remark", 5, "above"), ("note", 9, "below"), ("error", None, "nowhere")]


@pytest.mark.parametrize("line, message", [
    ("// expected-error @+1 missing braces", "malformed expected-error annotation"),
    ("// expected-error @next {{x}}", "unknown designator '@next'"),
    ("// expected-error @+5 {{x}}", "designates line 6, outside the input (lines 1-3)"),
    ("// expected-error-re {{a{{[}}}}", "invalid regular expression"),
    ("// expected-error @above {{x}}", "'@above' with no line above it"),
])
def test_malformed_annotations_are_reported(line, message):
    text = f"{line}\nx\n// expected-warning @below {{{{never}}}}" if "below" not in line else line
    expectations, problems = parse_expectations(text, F)
    assert any(message in p.message for p in problems), [p.message for p in problems]
    assert problems[0].loc.line == 1


def test_below_without_a_line_is_reported():
    _, problems = parse_expectations("x\n// expected-warning @below {{never}}\n", F)
    assert [p.message for p in problems] == ["'@below' with no line below it"]


def test_prose_mentioning_annotations_is_not_an_annotation():
    expectations, problems = parse_expectations(
        "// expected-error annotations are checked under --verify-diagnostics\n", F)
    assert expectations == [] and problems == []


# -- matching ---------------------------------------------------------------

def test_everything_matches():
    text = "x // expected-warning {{unknown mnemonic}}\n"
    assert check(text, [warning(1, "unknown mnemonic 'x'")]) == []


def test_substring_level_and_line_must_all_agree():
    text = "x // expected-warning {{unknown mnemonic}}\ny\n"
    for diag in (warning(1, "something else"), warning(2, "unknown mnemonic"),
                 warning(1, "unknown mnemonic", level="error")):
        failures = check(text, [diag])
        assert [f.message.split(":")[0] for f in failures] == [
            f"unexpected {diag.level}", "expected warning on line 1 was not produced"]
        assert failures[0].loc == diag.loc          # reported where it was emitted
        assert failures[1].loc.line == 1            # ... and at the annotation


def test_each_expectation_matches_one_diagnostic():
    text = "x // expected-warning {{dup}}\n"
    failures = check(text, [warning(1, "dup"), warning(1, "dup")])
    assert [f.message for f in failures] == ["unexpected warning: dup"]
    text = "// expected-warning @+2 {{dup}}\n// expected-warning @+1 {{dup}}\nx\n"
    assert check(text, [warning(3, "dup"), warning(3, "dup")]) == []


def test_regex_expectations():
    text = "x // expected-error-re {{needs {{[0-9]+}} slots (really)}}\n"
    assert check(text, [Diagnostic("error", "op needs 12 slots (really)",
                                   SourceLoc(F, 1, 1))]) == []
    assert len(check(text, [Diagnostic("error", "op needs many slots (really)",
                                       SourceLoc(F, 1, 1))])) == 2


def test_unknown_location():
    text = "// expected-error @unknown {{cannot open}}\n"
    assert check(text, [Diagnostic("error", "cannot open input file")]) == []
    assert len(check(text, [warning(1, "cannot open", level="error")])) == 2


def test_diagnostics_of_another_file_are_unexpected():
    text = "x // expected-warning {{w}}\n"
    other = Diagnostic("warning", "w", SourceLoc("other.stir", 1, 1))
    assert len(check(text, [other])) == 2


# -- split-input-file -------------------------------------------------------

def test_split_keeps_line_numbers_and_markers():
    text = "a\n// -----\nb\nc\n  # -----  \nd"
    chunks = split_input(text)
    assert [(c.first_line, c.last_line, c.marker) for c in chunks] == [
        (1, 1, "// -----"), (3, 4, "# -----"), (6, 6, None)]
    assert chunks[1].text == "\n\nb\nc\n"
    assert chunks[1].body == "b\nc\n"
    assert join_outputs(["A", "B\n", ""], chunks) == "A\n// -----\nB\n# -----\n"
    assert join_outputs(["", "", ""], chunks) == ""


def test_no_marker_means_one_chunk():
    assert len(split_input("a\n// ----- not a marker\n//-----\n")) == 1


# -- the driver -------------------------------------------------------------

SPLIT = """st.func @a() {
^entry:
  "st.s_nop"(0)
}
// -----
st.func @b() {
^entry:
  "st.v_mystery"(0) // expected-warning {{unknown mnemonic 'v_mystery'}}
}
// -----
st.func @c() {
^entry:
  "st.s_nop"( // expected-error {{expected register or literal operand}}
}
"""


def test_split_input_file_end_to_end(tmp_path, capsys):
    path = tmp_path / "s.stir"
    path.write_text(SPLIT)
    assert main([str(path), "--split-input-file", "--print-output"]) == 1
    out, err = capsys.readouterr()
    assert out.count("// -----\n") == 2 and "@a()" in out and "@b()" in out and "@c" not in out
    assert f"{path}:8:3: warning: unknown mnemonic 'v_mystery'" in err
    assert f"{path}:13:73: error: expected register or literal operand" in err
    assert "Traceback" not in err


def test_verify_diagnostics_end_to_end(tmp_path, capsys):
    path = tmp_path / "s.stir"
    path.write_text(SPLIT)
    assert main([str(path), "--split-input-file", "--verify-diagnostics"]) == 0
    assert capsys.readouterr() == ("", "")
    path.write_text(SPLIT.replace("'v_mystery'}}", "'v_other'}}"))
    assert main([str(path), "--split-input-file", "--verify-diagnostics"]) == 1
    err = capsys.readouterr().err
    assert f"{path}:8:3: error: unexpected warning: unknown mnemonic 'v_mystery'" in err
    assert (f"{path}:8:24: error: expected warning on line 8 was not produced: "
            "\"unknown mnemonic 'v_other'\"") in err


def test_verify_without_split_and_without_annotations(tmp_path, capsys):
    path = tmp_path / "w.stir"
    path.write_text('st.func @f() {\n^entry:\n  "st.v_mystery"(0)\n}\n')
    assert main([str(path), "--verify-diagnostics"]) == 1
    assert "3:3: error: unexpected warning: unknown mnemonic" in capsys.readouterr().err


def test_failure_without_diagnostic_fails_verification(tmp_path, capsys):
    # WmmaHazardPass=check reports in its own format only and fails: nothing to
    # match, so verification must not pass silently.
    path = tmp_path / "w.stir"
    path.write_text('st.func @f() {\n^entry:\n'
                    '  v[0:7] = "st.v_wmma_f32_16x16x16_f16"(v[8:11], v[12:15], v[0:7])\n'
                    '  v[16:23] = "st.v_wmma_f32_16x16x16_f16"(v[0:3], v[12:15], v[16:23])\n}\n')
    assert main(["--arch", "gfx1100", str(path), "--WmmaHazardPass=check",
                 "--verify-diagnostics"]) == 1
    err = capsys.readouterr().err
    assert "MISSING v_nop" in err
    assert err.endswith("stinkytofu-opt: error: the passes failed without an error diagnostic "
                        "that --verify-diagnostics can match (see their report above)\n")


def test_check_pass_violations_are_verified_diagnostics(tmp_path, capsys):
    # The validator records each violation as a located error (and a note at the
    # producer): annotations match them, and the reference report is left out.
    body = ('st.func @f() {\n^entry:\n  v0 = "st.ds_load_b32"(v10)\n'
            '  v1 = "st.v_add_f32"(v0, v0)\n}\n')
    path = tmp_path / "v.stir"
    path.write_text(body)
    assert main([str(path), "--WaitCntValidationCheckPass", "--verify-diagnostics"]) == 1
    err = capsys.readouterr().err
    assert "4:3: error: unexpected error: missing s_wait_dscnt 0: 'v_add_f32' reads v0" in err
    assert "3:3: error: unexpected note: 'ds_load_b32' issued here" in err
    assert "MISSING" not in err and "without an error diagnostic" not in err
    path.write_text(body.replace("(v10)\n", "(v10)  // expected-note {{still in flight}}\n")
                    .replace("(v0, v0)\n", "(v0, v0)  // expected-error {{s_wait_dscnt 0}}\n"))
    assert main([str(path), "--WaitCntValidationCheckPass", "--verify-diagnostics"]) == 0
    assert capsys.readouterr() == ("", "")


def test_split_output_file_not_written_when_a_chunk_fails(tmp_path, capsys):
    path = tmp_path / "s.stir"
    path.write_text(SPLIT)
    out = tmp_path / "out.stir"
    out.write_text("old\n")
    assert main([str(path), "--split-input-file", "--print-output", "-o", str(out)]) == 1
    assert out.read_text() == "old\n"
    good = SPLIT.split("// -----\nst.func @c")[0].rstrip("\n").removesuffix("// -----")
    path.write_text(good)
    assert main([str(path), "--split-input-file", "--print-output", "-o", str(out)]) == 0
    assert out.read_text().count("// -----") == 1


def test_empty_chunk_is_an_error(tmp_path, capsys):
    path = tmp_path / "e.stir"
    path.write_text('st.func @a() {\n^entry:\n  "st.s_nop"(0)\n}\n// -----\n')
    assert main([str(path), "--split-input-file", "--print-output"]) == 1
    assert f"{path}:5:1: error: empty chunk" in capsys.readouterr().err


@pytest.mark.parametrize("flag", ["--print-ir-after", "--print-ir-before"])
def test_print_ir_unknown_pass_is_usage_error(tmp_path, capsys, flag):
    path = tmp_path / "f.stir"
    path.write_text('st.func @f() {\n^entry:\n  "st.s_nop"(0)\n}\n')
    assert main([str(path), f"{flag}=RemoveInstructionPas"]) == 2
    assert "did you mean 'RemoveInstructionPass'?" in capsys.readouterr().err


# -- dot-cfg ----------------------------------------------------------------

DIAMOND = """st.func @d() {
  ^entry:
    v0 = "st.ds_load_b32"(v10)
    "st.s_cbranch_scc1"("right")
    Successors: ^left, ^right
  ^left:
    v1 = "st.ds_load_b32"(v10)
    Successors: ^join
  ^right:
    Successors: ^join
  ^join:
    v2 = "st.v_add_f32"(v0, v1)
}
"""


def test_dot_cfg_depths_and_highlight(tmp_path, monkeypatch, capsys):
    import shutil
    monkeypatch.setattr(shutil, "which", lambda name, *a, **k: None)
    src = tmp_path / "d.stir"
    src.write_text(DIAMOND)
    out_dir = tmp_path / "deep" / "cfg"
    monkeypatch.chdir(tmp_path)
    before = sorted(os.listdir(tmp_path))
    assert main([str(src), "--StinkyWaitCntInsertionPass", f"--dot-cfg={out_dir}"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("st.func @d() {") and "digraph" not in out   # the IR, no graph
    assert err == (f"stinkytofu-opt: note: Graphviz 'dot' not found; wrote .dot files only "
                   f"into '{out_dir}'\n")
    assert sorted(os.listdir(tmp_path)) == sorted(before + ["deep"])
    assert os.listdir(out_dir) == ["d.dot"]
    dot = (out_dir / "d.dot").read_text()
    assert 'b0 -> b1 [label="dscnt 1"];' in dot
    assert 'b1 -> b3 [label="dscnt 2"];' in dot
    assert 'b2 -> b3 [label="dscnt 1"];' in dot
    assert 'BGCOLOR="#ffcc80"><B>s_wait_dscnt 0</B>' in dot
    assert dot.count("#ffcc80") == 1  # the inserted wait only


def test_dot_cfg_names_are_sanitised_and_unique(tmp_path, monkeypatch, capsys):
    import shutil
    monkeypatch.setattr(shutil, "which", lambda name, *a, **k: None)
    src = tmp_path / "s.stir"
    body = '() {\n^entry:\n  "st.s_nop"(0)\n}\n'
    src.write_text(f"st.func @same{body}// -----\nst.func @same{body}")
    assert main([str(src), "--split-input-file", f"--dot-cfg={tmp_path / 'o'}"]) == 0
    assert sorted(os.listdir(tmp_path / "o")) == ["same.2.dot", "same.dot"]
    from stinkytofu_opt.dot_cfg import _file_stem
    assert _file_stem("../../etc/passwd") == "_.._etc_passwd"
    assert _file_stem("") == "function"


def test_dot_cfg_into_a_file_is_an_error(tmp_path, capsys):
    src = tmp_path / "d.stir"
    src.write_text(DIAMOND)
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert main([str(src), f"--dot-cfg={blocker}"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"stinkytofu-opt: error: --dot-cfg: cannot write into '{blocker}'")


def test_dot_cfg_abridges_long_blocks():
    from stinkytofu_opt.dot_cfg import abridge
    rows = [(f"i{n}", None) for n in range(40)]
    rows[20] = ("wait", "#ffcc80")
    shown = abridge(rows, max_rows=24, keep_ends=3)
    assert shown == [("i0", None), ("i1", None), ("i2", None), (None, 16),
                     ("i19", None), ("wait", "#ffcc80"), ("i21", None), (None, 15),
                     ("i37", None), ("i38", None), ("i39", None)]
    assert abridge(rows[:24]) == rows[:24]


@pytest.mark.skipif(__import__("shutil").which("dot") is None, reason="Graphviz not installed")
def test_dot_cfg_renders_svg_when_dot_is_installed(tmp_path, capsys):
    src = tmp_path / "d.stir"
    src.write_text(DIAMOND)
    assert main([str(src), "--StinkyWaitCntInsertionPass", f"--dot-cfg={tmp_path / 'o'}"]) == 0
    assert capsys.readouterr() == ("", "")
    assert sorted(os.listdir(tmp_path / "o")) == ["d.dot", "d.svg"]
    assert (tmp_path / "o" / "d.svg").read_text().lstrip().startswith("<?xml")
