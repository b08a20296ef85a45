"""``stinkytofu-check``: the reference project's test runner, in Python.

    stinkytofu-check FILE|DIR... [--stinkytofu-opt CMD]

Each file runs as the reference runner runs it (see :mod:`.reference`): its
messages and its ``<file>: PASSED`` / ``<file>: FAILED`` line go to stderr. What
the reference cannot do, and this one does:

* several files and directories in one call. A directory is searched
  recursively for ``*.stir`` and ``*.s`` files, in sorted order, skipping
  ``Inputs``, ``Output`` and hidden directories (lit's conventions) and LLVM-style
  files (see :mod:`.styles`), which are named on stderr and left to lit;
* the last line on stdout is ``N passed, N failed``;
* the exit status is 0 when every file passed, 1 when one failed, and 2 for a
  command-line mistake (a path that does not exist, nothing to run), with a
  one-line message and no Python traceback.

``--stinkytofu-opt`` takes shell text, so ``--stinkytofu-opt 'python -m
stinkytofu_opt'`` works; by default the stinkytofu-opt installed with this Python
runs.
"""

from __future__ import annotations

import argparse
import os
import sys

from .reference import ReferenceTest, read_test, run_shell, verdict_line
from .styles import classify
from .tools import opt_command

TEST_SUFFIXES = (".stir", ".s")
SKIPPED_DIRS = ("Inputs", "Output")


class UsageError(Exception):
    """A mistake on the command line: reported in one line, exit status 2."""


def _say(*lines: str) -> None:
    for line in lines:
        print(line, file=sys.stderr, flush=True)


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="stinkytofu-check",
        description="Run stinkytofu FileCheck-style tests the way the reference "
                    "runner does: one RUN command each, its stdout checked "
                    "against the file's CHECK lines.")
    parser.add_argument("paths", nargs="+", metavar="FILE|DIR",
                        help="test files, or directories searched for *.stir and *.s")
    parser.add_argument("--stinkytofu-opt", dest="opt", metavar="CMD",
                        help="command substituted for %%stinkytofu-opt "
                             "(default: the installed stinkytofu-opt)")
    return parser.parse_args(argv)


def _tests_under(directory: str) -> tuple[list[str], list[str]]:
    """The reference-style test files under `directory`, and the LLVM-style
    ones that are skipped; both sorted."""
    found = []
    for root, dirs, files in os.walk(directory):
        dirs[:] = [d for d in dirs if d not in SKIPPED_DIRS and not d.startswith(".")]
        found.extend(os.path.join(root, name) for name in files
                     if name.endswith(TEST_SUFFIXES) and not name.startswith("."))
    run, skipped = [], []
    for path in sorted(found):
        try:
            reference = classify(read_test(path)).reference
        except OSError:
            reference = True  # let the run report why it cannot be read
        (run if reference else skipped).append(path)
    return run, skipped


def collect(paths: list[str]) -> list[str]:
    """The files to run, in order. Files named on the command line always run."""
    tests = []
    for path in paths:
        if os.path.isdir(path):
            run, skipped = _tests_under(path)
            for name in skipped:
                _say(f"{name}: skipped (an LLVM-style lit test: run it with lit)")
            tests.extend(run)
        elif os.path.exists(path):
            tests.append(path)
        else:
            raise UsageError(f"no such file or directory: {path}")
    return tests


def check_file(path: str, opt: str) -> bool:
    """Run one test file and print its messages; True if it passed."""
    try:
        test = ReferenceTest(path, read_test(path))
    except OSError as err:
        _say(f"Error: cannot open {path}: {err.strerror}", verdict_line(path, False))
        return False
    _say(*test.warnings())
    error = test.error()
    if error:
        _say(error, verdict_line(path, False))
        return False
    try:
        result = run_shell(test.command(opt))
    except OSError as err:
        _say(f"Error: failed to execute: {test.command(opt)}: {err.strerror}",
             verdict_line(path, False))
        return False
    passed, messages = test.judge(result.status, result.stdout)
    _say(*messages)
    return passed


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    opt = opt_command() if args.opt is None else args.opt
    try:
        tests = collect(args.paths)
        if not tests:
            raise UsageError("no reference-style *.stir or *.s test files to run")
        passed = sum(check_file(path, opt) for path in tests)
    except UsageError as err:
        _say(f"stinkytofu-check: error: {err}")
        return 2
    except KeyboardInterrupt:
        _say("stinkytofu-check: interrupted")
        return 130
    print(f"{passed} passed, {len(tests) - passed} failed", flush=True)
    return 0 if passed == len(tests) else 1


if __name__ == "__main__":
    sys.exit(main())
