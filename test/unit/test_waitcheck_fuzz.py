"""The CI slice of the waitcheck and API fuzzer (test/fuzz/waitcheck_fuzz.py): 600 mutated
code objects, bundles and compressed bundles and 2,000 API misuse calls of run 29, in a
process whose address space is limited (RLIMIT_AS). STINKYTOFU_WAITCHECK_FUZZ_CASES,
_API and _SEED explore further; the long mode is the script itself. The other tests
check that the invariants can fail."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

FUZZ = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fuzz")
sys.path.insert(0, FUZZ)

import waitcheck_fuzz  # noqa: E402

CASES = int(os.environ.get("STINKYTOFU_WAITCHECK_FUZZ_CASES", "600"))
API = int(os.environ.get("STINKYTOFU_WAITCHECK_FUZZ_API", "2000"))
SEED = int(os.environ.get("STINKYTOFU_WAITCHECK_FUZZ_SEED", "29"))


@pytest.mark.skipif(not (shutil.which("llvm-mc-19") and shutil.which("llvm-objdump-19")),
                    reason="llvm-mc-19 and llvm-objdump-19 needed")
def test_waitcheck_fuzz_slice():
    proc = subprocess.run([sys.executable, os.path.join(FUZZ, "waitcheck_fuzz.py"),
                           "--seed", str(SEED), "--cases", str(CASES), "--api", str(API)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert proc.stdout.splitlines()[-1].endswith(": 0 failed")


@pytest.mark.parametrize("status, out, err, expected", [
    ("MemoryError: ", "", "", "exception: MemoryError"),
    (3, "summary\n", "f.o: error: internal error: x\n", "exit status 3"),
    (1, "summary\n", "Traceback (most recent call last):\n", "internal error: Traceback"),
    (0, "", "", "no summary"),
    (2, "summary\n", "f.o: warning: w\n", "status 2 without an error line"),
    (0, "summary\n", "f.o: error: e\n", "status 0 with an error line"),
    (0, "k: missing s_waitcnt\nsummary\n", "", "status 0 with reports"),
    (2, "summary\n", "f.o: error: a\nline two\n", "stray stderr line: 'line two'"),
])
def test_the_file_invariants_can_fail(status, out, err, expected):
    assert any(p.startswith(expected) for p in waitcheck_fuzz.problems("f.o", status, out, err))


def test_a_clean_scan_has_no_problems():
    assert waitcheck_fuzz.problems("f.o", 2, "summary\n", "f.o[gfx942]: error: e\n"
                                                         "f.o: warning: w\n") == []


def test_an_escaping_exception_fails_the_api_fuzz(monkeypatch):
    import stinkytofu_opt as st

    def broken(*args, **kwargs):
        raise AttributeError("'PosixPath' object has no attribute 'endswith'")
    monkeypatch.setattr(st, "parse", broken)
    failures = waitcheck_fuzz.fuzz_api(1, 20)
    assert failures and all("AttributeError" in f for f in failures)
