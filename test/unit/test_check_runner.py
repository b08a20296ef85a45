"""Tests of the test harness: the reference directive semantics, the rule that
tells reference-style files from LLVM-style ones, and the stinkytofu-check CLI.

The engine tests use small synthetic outputs; the CLI tests run
``python -m stinkytofu_opt.testing.check`` on files written to tmp_path, with a
fake stinkytofu-opt that prints fixed text, so none of them needs the real
driver.
"""

import os
import subprocess
import sys
import textwrap

import pytest
from hypothesis import given, strategies as st

from stinkytofu_opt.testing.directives import (
    Directive, Pattern, parse_test, split_output, verify)
from stinkytofu_opt.testing.styles import classify

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def checks(text):
    return parse_test(textwrap.dedent(text)).checks


def failures(check_text, output):
    """The rendered failure lines of `check_text` against `output`."""
    found = verify(checks(check_text), split_output(textwrap.dedent(output)))
    return [line for failure in found for line in failure.render("t.stir")]


# --- reading directives -----------------------------------------------------

def test_directives_are_hash_lines_matched_by_prefix():
    spec = parse_test(
        "  \t#\tCHECK: indented\n"
        "#CHECK-NEXT:no space\n"
        "// CHECK: not a reference directive\n"
        "x # CHECK: not first on the line\n"
        "# CHECK-LABEL: @f\n")
    assert [(d.kind, d.pattern, d.line) for d in spec.checks] == [
        ("CHECK", "indented", 1), ("CHECK-NEXT", "no space", 2),
        ("CHECK-LABEL", "@f", 5)]


def test_pattern_keeps_trailing_blanks_and_all_blank_patterns():
    spec = parse_test("# CHECK: a b  \n# CHECK:   \n")
    assert [d.pattern for d in spec.checks] == ["a b  ", "   "]


def test_last_run_wins_and_the_others_are_reported():
    spec = parse_test("# RUN: first\n# CHECK: x\n# RUN:   second  \n")
    assert spec.run == "second  "
    assert [(n.line, "ignored" in n.text) for n in spec.warnings] == [(1, True)]


def test_empty_run_counts_as_no_run():
    assert parse_test("# RUN: real\n# RUN:\n").run is None
    assert parse_test("# CHECK: x\n").run is None


def test_xfail_is_a_prefix_with_any_text_after_it():
    assert parse_test("# XFAIL: aborts on purpose\n").xfail
    assert parse_test("#XFAIL\n").xfail
    assert not parse_test("# this test has no XFAIL\n").xfail


def test_unknown_check_kinds_are_ignored_with_a_warning():
    spec = parse_test("# CHECK-EMPTY:\n# CHECK-COUNT-2: x\n# CHECKS below\n")
    assert spec.checks == []
    assert [n.line for n in spec.warnings] == [1, 2]
    assert "'CHECK-EMPTY:'" in spec.warnings[0].text


def test_output_splits_like_getline():
    assert split_output("a\nb\n") == ["a", "b"]
    assert split_output("a\nb") == ["a", "b"]
    assert split_output("") == []
    assert split_output("\n\n") == ["", ""]


# --- patterns -----------------------------------------------------------------

@pytest.mark.parametrize("pattern, line, expected", [
    ("v[0:7]", '  v[0:7] = "st.v_mov_b32"(0)', True),          # plain substring
    ("s_nop", "s_nop_x", True),
    ("s_nop", "s_no", False),
    ("v{{[0-9]+}} = ", "v12 = x", True),                        # regex block
    ("v{{[0-9]+}} = ", "vx = x", False),
    ("tokens = [{{[0-9,]+}}]", "tokens = [0,1]", True),         # literal [ ] escaped
    ("a.c{{.*}}", "abc", False),                                # literal . escaped
    ("{{^}}label_x:", "label_x:", True),                        # ^ anchors the line
    ("{{^}}label_x:", "  label_x:", False),
    ("keep{{ dropped", "keep", True),                           # unterminated {{
    ("keep{{ dropped", "kee", False),
])
def test_pattern_matching(pattern, line, expected):
    assert Pattern(pattern).matches(line) is expected


def test_invalid_regex_fails_its_directive_without_raising():
    result = failures("# CHECK-LABEL: fine\n# CHECK-NOT: {{(}}\n", "fine\n")
    assert result[0].startswith("t.stir:2: CHECK-NOT failed: invalid regular expression")
    assert result[1:] == ["  expected: {{(}}"]


@given(st.text(), st.text())
def test_a_pattern_without_braces_is_a_substring(pattern, line):
    if "{{" not in pattern:
        assert Pattern(pattern).matches(line) is (pattern in line)


@given(st.lists(st.tuples(
           st.sampled_from(["CHECK", "CHECK-NEXT", "CHECK-SAME", "CHECK-NOT",
                            "CHECK-DAG", "CHECK-LABEL"]),
           st.text(alphabet="ab{}()[]^$.*+?\\ ", max_size=8))),
       st.lists(st.text(alphabet="ab{}()[] ", max_size=6)))
def test_verify_never_raises(directives, lines):
    checks = [Directive(kind, pattern, n) for n, (kind, pattern) in enumerate(directives)]
    for failure in verify(checks, lines):
        assert failure.render("f")


# --- matching semantics -----------------------------------------------------------

def test_check_scans_forward_and_a_failure_moves_to_the_end():
    assert failures("# CHECK: b\n# CHECK: c\n", "a\nb\nc\n") == []
    # Order matters: c is after b, so b cannot be found after c.
    assert failures("# CHECK: c\n# CHECK: b\n", "a\nb\nc\n") == [
        "t.stir:2: CHECK failed: pattern not found", "  expected: b"]
    # After a failed CHECK the cursor is at the end: 'a' is not found either.
    assert [line for line in failures("# CHECK: z\n# CHECK: a\n", "a\n")
            if not line.startswith(" ")] == [
        "t.stir:1: CHECK failed: pattern not found",
        "t.stir:2: CHECK failed: pattern not found"]


def test_check_next_must_match_the_very_next_line():
    assert failures("# CHECK: a\n# CHECK-NEXT: b\n", "a\nb\n") == []
    assert failures("# CHECK: a\n# CHECK-NEXT: c\n", "a\nb\nc\n") == [
        "t.stir:2: CHECK-NEXT failed at output line 2",
        "  expected: c", "  got:      b"]
    assert failures("# CHECK: a\n# CHECK-NEXT: b\n", "a\n") == [
        "t.stir:2: CHECK-NEXT failed: no more output", "  expected: b"]


def test_check_next_advances_even_when_it_fails():
    # The failed NEXT consumed line 2, so the following NEXT looks at line 3.
    result = failures("# CHECK: a\n# CHECK-NEXT: x\n# CHECK-NEXT: c\n", "a\nb\nc\n")
    assert result[0] == "t.stir:2: CHECK-NEXT failed at output line 2"
    assert not any(line.startswith("t.stir:3:") for line in result)


def test_check_same_looks_at_the_last_matched_line():
    assert failures("# CHECK: s_wait\n# CHECK-SAME: dscnt = 0\n",
                    "s_wait { dscnt = 0 }\n") == []
    assert failures("# CHECK: s_wait\n# CHECK-SAME: dscnt = 1\n",
                    "s_wait { dscnt = 0 }\ndscnt = 1\n") == [
        "t.stir:2: CHECK-SAME failed at output line 1",
        "  expected: dscnt = 1", "  got:      s_wait { dscnt = 0 }"]
    assert failures("# CHECK-SAME: x\n", "x\n") == [
        "t.stir:1: CHECK-SAME failed: no previous CHECK"]


def test_check_label_searches_from_the_top_and_first_occurrence_wins():
    output = "@foo_accum\nA\n@foo\nB\n"
    # '@foo' is a substring of '@foo_accum', which comes first.
    assert failures("# CHECK-LABEL: @foo\n# CHECK-NEXT: A\n", output) == []
    # A later label goes back to the top instead of continuing.
    assert failures("# CHECK: B\n# CHECK-LABEL: @foo\n# CHECK-NEXT: A\n", output) == []
    assert failures("# CHECK-LABEL: @bar\n", output) == [
        "t.stir:1: CHECK-LABEL failed: pattern not found", "  expected: @bar"]


def test_check_not_is_bounded_by_the_next_positive_match():
    output = "head\nbad\nmark\nbad again\nend\n"
    # The NOT only looks between the cursor and the next CHECK's match.
    assert failures("# CHECK: mark\n# CHECK-NOT: bad\n# CHECK: end\n", output) == [
        "t.stir:2: CHECK-NOT failed: found 'bad' at output line 4",
        "  output: bad again"]
    assert failures("# CHECK: head\n# CHECK-NOT: bad again\n# CHECK: mark\n",
                    output) == []
    # The line the next CHECK matches is outside the bound.
    assert failures("# CHECK: mark\n# CHECK-NOT: bad\n# CHECK: again\n", output) == []
    assert failures("# CHECK: head\n# CHECK-NOT: bad\n# CHECK: mark\n", output) == [
        "t.stir:2: CHECK-NOT failed: found 'bad' at output line 2",
        "  output: bad"]


def test_consecutive_nots_share_the_bound_and_the_last_one_scans_to_the_end():
    output = "a\nx\ny\nb\nz\n"
    assert failures("# CHECK: a\n# CHECK-NOT: z\n# CHECK-NOT: w\n# CHECK: b\n",
                    output) == []
    assert [line for line in failures(
        "# CHECK: a\n# CHECK-NOT: x\n# CHECK-NOT: y\n# CHECK: b\n# CHECK-NOT: z\n",
        output) if not line.startswith(" ")] == [
        "t.stir:2: CHECK-NOT failed: found 'x' at output line 2",
        "t.stir:3: CHECK-NOT failed: found 'y' at output line 3",
        "t.stir:5: CHECK-NOT failed: found 'z' at output line 5"]


def test_check_not_before_a_label_is_bounded_by_the_labels_first_match():
    output = "@f\nbad\n@g\nbad\n"
    assert failures("# CHECK-LABEL: @g\n# CHECK-NOT: bad\n# CHECK-LABEL: @f\n",
                    output) == []  # bound is @f at line 1: nothing in between
    assert failures("# CHECK-LABEL: @f\n# CHECK-NOT: bad\n# CHECK-LABEL: @g\n",
                    output)[0] == "t.stir:2: CHECK-NOT failed: found 'bad' at output line 2"


def test_check_dag_matches_in_any_order_and_moves_past_the_furthest_line():
    assert failures("# CHECK-DAG: v_a\n# CHECK-DAG: v_b\n# CHECK-NEXT: mid\n",
                    "v_b\nv_a\nmid\n") == []
    # The cursor moves past the last line of the output that a DAG pattern
    # matches (the second v_a), not past the first match: 'mid' is behind it.
    output = "v_b\nv_a\nmid\nv_a\nend\n"
    assert failures("# CHECK-DAG: v_a\n# CHECK-DAG: v_b\n# CHECK-NEXT: end\n",
                    output) == []
    assert failures("# CHECK-DAG: v_a\n# CHECK-DAG: v_b\n# CHECK: mid\n",
                    output)[0] == "t.stir:3: CHECK failed: pattern not found"
    assert failures("# CHECK-DAG: v_a\n# CHECK-DAG: v_c\n", output) == [
        "t.stir:2: CHECK-DAG failed: pattern not found", "  expected: v_c"]


def test_every_directive_is_evaluated():
    # The label fails, the CHECK passes, the NEXT fails and still consumes
    # line 2, so the SAME compares against line 2 and fails too.
    result = failures("# CHECK-LABEL: @nope\n# CHECK: a\n# CHECK-NEXT: zz\n"
                      "# CHECK-SAME: a\n", "a\nb\n")
    assert [line.split(":")[1] for line in result if line.startswith("t.stir:")] == [
        "1", "3", "4"]


# --- telling the two conventions apart ---------------------------------------------

@pytest.mark.parametrize("text, reference", [
    ("# RUN: %stinkytofu-opt --arch gfx1250 %s --print-output\n# CHECK: x\n", True),
    ("# XFAIL: aborts on purpose\n# RUN: %stinkytofu-opt %s 2>&1\n# CHECK: x\n", True),
    ("# RUN: a %s\n# RUN: b %s\n# CHECK: x\n", True),            # last RUN wins
    ("// RUN: %stinkytofu-opt %s | FileCheck %s\n// CHECK: x\n", False),
    ("# RUN: %stinkytofu-opt %s | filecheck %s\n# CHECK: x\n", False),
    ("# RUN: not %stinkytofu-opt %s\n# CHECK: x\n", False),
    ("# RUN: %stinkytofu-opt %s -o %t\n# CHECK: x\n", False),
    ("# RUN: %python %S/Inputs/x.py\n# CHECK: x\n", False),
    ("# RUN: %stinkytofu-opt \\\n# RUN:   %s\n# CHECK: x\n", False),
    ("// RUN: %stinkytofu-opt %s\n# CHECK: x\n", False),
    ("# RUN: %stinkytofu-opt %s\n", False),                        # no CHECK lines
])
def test_classify(text, reference):
    assert classify(text).reference is reference


def test_unread_check_lines_are_flagged_only_without_filecheck():
    assert classify("// RUN: %stinkytofu-opt %s\n// CHECK: x\n").unread_checks
    assert classify("# RUN: not %stinkytofu-opt %s\n# CHECK: x\n").unread_checks
    assert not classify("// RUN: a %s | FileCheck %s\n// CHECK: x\n").unread_checks
    assert not classify("// RUN: not %stinkytofu-opt %s\n").unread_checks


# --- the stinkytofu-check command line ------------------------------------------------

@pytest.fixture
def fake_opt(tmp_path):
    """A stand-in for stinkytofu-opt: prints its arguments and two fixed lines
    on stdout, one line on stderr, and exits with $FAKE_STATUS (default 0)."""
    script = tmp_path / "fake-opt"
    script.write_text(textwrap.dedent(f"""\
        #!{sys.executable}
        import os, sys
        print("args:", *sys.argv[1:])
        print("s_wait_dscnt 0")
        print("s_endpgm")
        print("diagnostic on stderr", file=sys.stderr)
        sys.exit(int(os.environ.get("FAKE_STATUS", "0")))
        """))
    script.chmod(0o755)
    return str(script)


def write(directory, name, text):
    path = directory / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))
    return str(path)


def run_check(*args, env=None):
    environment = dict(os.environ, PYTHONPATH=REPO, **(env or {}))
    return subprocess.run(
        [sys.executable, "-m", "stinkytofu_opt.testing.check", *args],
        capture_output=True, text=True, env=environment, timeout=60)


def assert_no_traceback(result):
    assert "Traceback" not in result.stderr + result.stdout


def test_cli_passing_file(tmp_path, fake_opt):
    test = write(tmp_path, "pass.stir", """\
        # RUN: %stinkytofu-opt --arch gfx1250 %s --print-output
        # CHECK: args: --arch gfx1250 {{.*}}pass.stir --print-output
        # CHECK-NEXT: s_wait_dscnt {{[0-9]}}
        # CHECK-NOT: diagnostic
        """)
    result = run_check(test, "--stinkytofu-opt", fake_opt)
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines()[-1] == f"{test}: PASSED"
    assert result.stdout.splitlines()[-1] == "1 passed, 0 failed"


def test_cli_failing_file_reports_each_directive(tmp_path, fake_opt):
    test = write(tmp_path, "fail.stir", """\
        # RUN: %stinkytofu-opt %s
        # CHECK: s_endpgm
        # CHECK-NEXT: more
        # CHECK-LABEL: @absent
        """)
    result = run_check(test, "--stinkytofu-opt", fake_opt)
    assert result.returncode == 1
    assert f"{test}:3: CHECK-NEXT failed: no more output" in result.stderr
    assert f"{test}:4: CHECK-LABEL failed: pattern not found" in result.stderr
    assert result.stderr.splitlines()[-1] == f"{test}: FAILED"
    assert result.stdout.splitlines()[-1] == "0 passed, 1 failed"


def test_cli_exit_status_is_a_warning_and_xfail_a_note(tmp_path, fake_opt):
    plain = write(tmp_path, "a.stir", "# RUN: %stinkytofu-opt %s\n# CHECK: s_endpgm\n")
    noted = write(tmp_path, "b.stir",
                  "# XFAIL: exits 3\n# RUN: %stinkytofu-opt %s\n# CHECK: s_endpgm\n")
    result = run_check(plain, noted, "--stinkytofu-opt", fake_opt,
                       env={"FAKE_STATUS": "3"})
    assert result.returncode == 0, result.stderr
    assert "Warning: command exited with status 3" in result.stderr
    assert f"{noted}: note: command exited non-zero (expected by XFAIL)" in result.stderr
    assert result.stdout.splitlines()[-1] == "2 passed, 0 failed"


def test_cli_xfail_does_not_invert_the_verdict(tmp_path, fake_opt):
    test = write(tmp_path, "x.stir",
                 "# XFAIL: exits 3\n# RUN: %stinkytofu-opt %s\n# CHECK: absent\n")
    result = run_check(test, "--stinkytofu-opt", fake_opt, env={"FAKE_STATUS": "3"})
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1] == f"{test}: FAILED"


def test_cli_sees_stderr_only_through_2_to_1(tmp_path, fake_opt):
    unseen = write(tmp_path, "a.stir",
                   "# RUN: %stinkytofu-opt %s\n# CHECK: diagnostic on stderr\n")
    folded = write(tmp_path, "b.stir",
                   "# RUN: %stinkytofu-opt %s 2>&1\n# CHECK: diagnostic on stderr\n")
    result = run_check(unseen, folded, "--stinkytofu-opt", fake_opt)
    assert f"{unseen}: FAILED" in result.stderr
    assert f"{folded}: PASSED" in result.stderr
    assert result.stdout.splitlines()[-1] == "1 passed, 1 failed"


def test_cli_runs_the_last_run_line(tmp_path):
    test = write(tmp_path, "t.stir",
                 "# RUN: echo first\n# RUN: echo second\n# CHECK: second\n")
    result = run_check(test)
    assert result.returncode == 0, result.stderr
    assert f"{test}:1: warning: this RUN: line is ignored" in result.stderr


def test_cli_missing_run_or_check(tmp_path):
    no_run = write(tmp_path, "a.stir", "# CHECK: x\n")
    no_check = write(tmp_path, "b.stir", "# RUN: echo x\n")
    result = run_check(no_run, no_check)
    assert result.returncode == 1
    assert f"Error: no RUN: directive found in {no_run}" in result.stderr
    assert f"Error: no CHECK directives found in {no_check}" in result.stderr
    assert result.stdout.splitlines()[-1] == "0 passed, 2 failed"


def test_cli_directories_recurse_sorted_and_skip_inputs_and_llvm_style(tmp_path):
    write(tmp_path, "b.s", "# RUN: echo b\n# CHECK: b\n")
    write(tmp_path, "sub/a.stir", "# RUN: echo a\n# CHECK: nope\n")
    write(tmp_path, "sub/Inputs/c.stir", "# RUN: echo c\n# CHECK: nope\n")
    write(tmp_path, "sub/notes.txt", "# RUN: echo d\n# CHECK: nope\n")
    llvm = write(tmp_path, "d.stir", "// RUN: echo d | FileCheck %s\n// CHECK: d\n")
    result = run_check(str(tmp_path))
    verdicts = [line for line in result.stderr.splitlines()
                if line.endswith(("PASSED", "FAILED"))]
    assert verdicts == [f"{tmp_path}/b.s: PASSED", f"{tmp_path}/sub/a.stir: FAILED"]
    assert f"{llvm}: skipped" in result.stderr
    assert result.stdout.splitlines()[-1] == "1 passed, 1 failed"
    assert result.returncode == 1


@pytest.mark.parametrize("args, message", [
    (["does/not/exist.stir"], "no such file or directory: does/not/exist.stir"),
    ([], "the following arguments are required"),
    (["--bogus", "x.stir"], "unrecognized arguments"),
])
def test_cli_misuse_exits_2_with_a_short_message(args, message):
    result = run_check(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert_no_traceback(result)


def test_cli_nothing_to_run_is_misuse(tmp_path):
    write(tmp_path, "llvm.stir", "// RUN: echo d | FileCheck %s\n// CHECK: d\n")
    write(tmp_path, "notes.txt", "# RUN: echo x\n# CHECK: x\n")
    result = run_check(str(tmp_path))
    assert result.returncode == 2
    assert result.stderr.splitlines()[-1] == \
        "stinkytofu-check: error: no reference-style *.stir or *.s test files to run"


def test_cli_compares_bytes_that_are_not_utf8(tmp_path):
    same = tmp_path / "same.stir"
    same.write_bytes(b"# RUN: printf '\\377x\\n'\n# CHECK: \xffx\n")
    other = tmp_path / "other.stir"
    other.write_bytes(b"# RUN: printf '\\377x\\n'\n# CHECK: \xfex\n")
    result = run_check(str(same), str(other))
    assert f"{same}: PASSED" in result.stderr
    assert f"{other}: FAILED" in result.stderr
    assert_no_traceback(result)


def test_cli_reports_a_bad_regex_as_a_failure(tmp_path):
    test = write(tmp_path, "re.stir", "# RUN: echo x\n# CHECK: {{[}}\n")
    result = run_check(test)
    assert result.returncode == 1
    assert f"{test}:2: CHECK failed: invalid regular expression" in result.stderr
    assert_no_traceback(result)
