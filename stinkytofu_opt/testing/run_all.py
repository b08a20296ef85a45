"""Run the whole test suite and print one summary: the project's test command.

    python -m stinkytofu_opt.testing.run_all      (from the repository root)

It runs ``lit -q -v test/`` (the .stir/.s tests, both conventions) and
``pytest -q test/unit``, each with this Python, shows their output, and counts
their results from the JUnit XML files they write, which is sturdier than
reading their summaries. The last line is exactly ``N passed, N failed``; the
exit status is 1 if anything failed.

Skipped tests (lit UNSUPPORTED, pytest skip/xfail) count as neither; lit's
XFAIL (an expected failure that happened) counts as passed. A suite that ends
with an error but records no failing test (a broken lit.cfg.py, pytest finding
no tests, a crash) counts as one failure, so a broken suite never reads as
green.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass

from .tools import lit_argv, precompile_package


@dataclass
class Tally:
    passed: int = 0
    failed: int = 0
    skipped: int = 0


def count_junit(path: str) -> Tally:
    """Count the testcases of a JUnit XML file (lit's or pytest's)."""
    tally = Tally()
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        outcomes = {child.tag for child in case}
        if outcomes & {"failure", "error"}:
            tally.failed += 1
        elif "skipped" in outcomes:
            tally.skipped += 1
        else:
            tally.passed += 1
    return tally


def run_suite(name: str, argv: list[str], xml_path: str) -> Tally:
    """Run one suite, letting its output through, and count its results."""
    print(f"==> {name}", flush=True)
    status = subprocess.run(argv).returncode
    try:
        tally = count_junit(xml_path)
    except (OSError, ElementTree.ParseError) as err:
        print(f"{name}: no readable results ({err})", flush=True)
        tally = Tally()
    if status != 0 and tally.failed == 0:
        print(f"{name}: exited with status {status} but recorded no failing test; "
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
        lit_xml = os.path.join(scratch, "lit.xml")
        pytest_xml = os.path.join(scratch, "pytest.xml")
        suites = {
            "lit": run_suite("lit", [*lit_argv(), "-q", "-v",
                                     f"--xunit-xml-output={lit_xml}", "test"], lit_xml),
            "pytest": run_suite("pytest", [sys.executable, "-m", "pytest", "-q",
                                           f"--junitxml={pytest_xml}", "test/unit"],
                                pytest_xml),
        }
    for name, tally in suites.items():
        print(f"{name}: {tally.passed} passed, {tally.failed} failed, "
              f"{tally.skipped} skipped")
    passed = sum(t.passed for t in suites.values())
    failed = sum(t.failed for t in suites.values())
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
