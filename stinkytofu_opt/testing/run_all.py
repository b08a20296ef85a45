"""Run the whole test suite and print one summary: the project's test command.

    python -m stinkytofu_opt.testing.run_all      (from the repository root)

It runs ``lit -q -v test/`` (the .stir/.s tests, both conventions) and
``pytest -q -rsx test/unit`` (over every core with pytest-xdist when it is
installed: ``-n auto``), each with this Python, shows their output, and
counts their results from the result files they write (lit's JSON, pytest's
JUnit XML), which is sturdier than reading their summaries. When LLVM's
FileCheck is installed (``FileCheck`` on PATH or /usr/lib/llvm-19/bin), lit.cfg.py
checks with it, and unless FILECHECK already names a checker, lit runs a second
time with the Python ``filecheck`` package, as the LLVM-style tests must pass with
both checkers. The last line is exactly
``N passed, N failed``; the exit status is 1 if anything failed.

Expected failures (lit XFAIL, pytest xfail) and skipped tests (lit
UNSUPPORTED, pytest skip) count as neither; the per-suite lines give their
numbers and the summary lists why each was skipped. A suite that ends with an
error but records no failing test (a broken lit.cfg.py, pytest finding no
tests, a crash) counts as one failure, so a broken suite never reads as green.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

from .tools import lit_argv, llvm_filecheck, precompile_package, python_filecheck
from stinkytofu_opt.records import field, record

LIT_PASSED = {"PASS", "FLAKYPASS"}
LIT_EXPECTED_FAILURES = {"XFAIL"}
LIT_SKIPPED = {"UNSUPPORTED", "SKIPPED", "EXCLUDED"}


@record
class Tally:
    passed: int = 0
    failed: int = 0
    expected_failures: int = 0
    skipped: int = 0
    # "test: why", for each skipped test and expected failure
    reasons: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (f"{self.passed} passed, {self.failed} failed, {self.expected_failures} "
                f"expectedly failed, {self.skipped} skipped")


def count_lit_json(path: str) -> Tally:
    """Count the tests of lit's ``-o`` results file by their result codes."""
    tally = Tally()
    with open(path, encoding="utf-8") as results:
        tests = json.load(results)["tests"]
    for test in tests:
        code = test["code"]
        if code in LIT_PASSED:
            tally.passed += 1
        elif code in LIT_EXPECTED_FAILURES:
            tally.expected_failures += 1
            tally.reasons.append(f"{test['name']}: expectedly failed (XFAIL)")
        elif code in LIT_SKIPPED:
            tally.skipped += 1
            tally.reasons.append(f"{test['name']}: {code} (its REQUIRES/UNSUPPORTED "
                                 "features are not available)")
        else:
            tally.failed += 1
    return tally


def count_junit(path: str) -> Tally:
    """Count the testcases of pytest's JUnit XML file."""
    tally = Tally()
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        outcomes = {child.tag: child for child in case}
        name = f"{case.get('classname', '')}::{case.get('name', '')}"
        if outcomes.keys() & {"failure", "error"}:
            tally.failed += 1
        elif "skipped" in outcomes:
            skipped = outcomes["skipped"]
            why = skipped.get("message", "") or "no reason given"
            if skipped.get("type") == "pytest.xfail":
                tally.expected_failures += 1
                tally.reasons.append(f"{name}: expectedly failed ({why})")
            else:
                tally.skipped += 1
                tally.reasons.append(f"{name}: skipped ({why})")
        else:
            tally.passed += 1
    return tally


@record
class Suite:
    name: str
    argv: list[str]
    results: str                      # the file the suite writes its results to
    count: object                     # results file -> Tally
    env: dict | None = None           # None: this process's environment


def suites(scratch: str, environ=os.environ) -> list[Suite]:
    """The suites to run, writing their results under ``scratch``."""
    lit = lit_argv()

    def lit_suite(name: str, env=None) -> Suite:
        results = os.path.join(scratch, f"{name.replace(' ', '-')}.json")
        return Suite(name, [*lit, "-q", "-v", "-o", results, "test"], results,
                     count_lit_json, env)

    chosen = [lit_suite("lit")]
    package = python_filecheck()
    if llvm_filecheck() and package and not environ.get("FILECHECK"):
        chosen.append(lit_suite("lit with the Python filecheck",
                                {**environ, "FILECHECK": package}))
    pytest_xml = os.path.join(scratch, "pytest.xml")
    chosen.append(Suite("pytest", [sys.executable, "-m", "pytest", "-q", "-rsx",
                                   *pytest_workers(), f"--junitxml={pytest_xml}", "test/unit"],
                        pytest_xml, count_junit))
    return chosen


def pytest_workers() -> list[str]:
    """pytest-xdist's options to spread the tests over every core, when it is installed
    (the property tests dominate the suite's time and are independent)."""
    import importlib.util

    return ["-n", "auto"] if importlib.util.find_spec("xdist") is not None else []


def run_suite(suite: Suite) -> Tally:
    """Run one suite, letting its output through, and count its results."""
    print(f"==> {suite.name}", flush=True)
    status = subprocess.run(suite.argv, env=suite.env).returncode
    try:
        tally = suite.count(suite.results)
    except (OSError, ValueError, KeyError, ElementTree.ParseError) as err:
        print(f"{suite.name}: no readable results ({err})", flush=True)
        tally = Tally()
    if status != 0 and tally.failed == 0:
        print(f"{suite.name}: exited with status {status} but recorded no failing test; "
              "counting that as a failure", flush=True)
        tally.failed = 1
    return tally


def main(argv: list[str] | None = None) -> int:
    if argv:
        print("usage: python -m stinkytofu_opt.testing.run_all", file=sys.stderr)
        return 2
    if not (os.path.isfile("lit.cfg.py") and os.path.isdir(os.path.join("test", "unit"))):
        print("run_all: run this from the repository root (lit.cfg.py and test/unit "
              "are not here)", file=sys.stderr)
        return 2
    precompile_package()
    with tempfile.TemporaryDirectory(prefix="stinkytofu-tests-") as scratch:
        tallies = {suite.name: run_suite(suite) for suite in suites(scratch)}
    for name, tally in tallies.items():
        for reason in tally.reasons:
            print(f"{name}: {reason}")
    for name, tally in tallies.items():
        print(f"{name}: {tally.line()}")
    passed = sum(t.passed for t in tallies.values())
    failed = sum(t.failed for t in tallies.values())
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
