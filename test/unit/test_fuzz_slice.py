"""The CI slice of the fuzzer (test/fuzz): 20,000 inputs by default.

Set STINKYTOFU_FUZZ_INPUTS to run more (or fewer) and STINKYTOFU_FUZZ_SEED
to explore another run; the long mode is ``python test/fuzz/run.py`` (see
test/fuzz/README.md). The other tests here check that the harness can fail.
"""

from __future__ import annotations

import os
import random
import sys
import time

import pytest

FUZZ = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fuzz")
sys.path.insert(0, FUZZ)

import grammar  # noqa: E402
import harness  # noqa: E402
import run as fuzz_run  # noqa: E402
from mutate import MUTATORS, mutate  # noqa: E402

INPUTS = int(os.environ.get("STINKYTOFU_FUZZ_INPUTS", "20000"))
SEED = int(os.environ.get("STINKYTOFU_FUZZ_SEED", "2026"))


def test_fuzz_slice(tmp_path):
    summary = fuzz_run.fuzz(INPUTS, SEED, jobs=2, chunk=INPUTS, cross=4)
    print(summary.report())
    assert summary.inputs >= 20_000 or "STINKYTOFU_FUZZ_INPUTS" in os.environ
    if summary.failed:
        paths = fuzz_run.save_failures(summary, SEED, str(tmp_path))
        details = "\n".join(f"  {f['index']} {f['origin']} {' '.join(f['args'])}: "
                            f"{f['problems'][0][:200]}" for f in summary.failures[:10])
        pytest.fail(f"{summary.failed} failing fuzz inputs (run {SEED}):\n{summary.report()}\n"
                    f"{details}\nsaved: {paths[:5]}\nreplay one with: python "
                    f"test/fuzz/run.py --replay {SEED} INDEX")


# -- the harness detects what it must -------------------------------------------
def _fake(status=0, out="", err="", raise_=None, sleep=0.0):
    def main(argv):
        sys.stdin.read()
        sys.stdout.write(out)
        sys.stderr.write(err)
        if sleep:
            time.sleep(sleep)
        if raise_ is not None:
            raise raise_
        return status
    return main


@pytest.mark.parametrize("fake, expected", [
    (_fake(raise_=RecursionError("deep")), "exception escaped main"),
    (_fake(raise_=SystemExit(3)), "exception escaped main"),
    (_fake(err="stinkytofu-opt: internal error: KeyError: 'x'\n", status=1), "internal error"),
    (_fake(err="Traceback (most recent call last):\n  File ...\n"), "Traceback"),
    (_fake(status=3), "exit status 3"),
    (_fake(status=None), "exit status None"),
    (_fake(err="error: something is wrong\n", status=1), "unlocated error"),
    (_fake(err="stinkytofu-opt: error: cannot parse\n", status=1), "unlocated error"),
    (_fake(out="stinkytofu-opt: internal error: oops\n"), "stdout"),
    (_fake(sleep=5), "hang"),
])
def test_harness_reports(fake, expected):
    status, out, err, escaped = harness.run_main(b"x", (), main=fake, time_limit=0.5)
    problems = harness.problems_of(status, out, err, escaped, b"x")
    assert any(expected in p for p in problems), problems


@pytest.mark.parametrize("fake", [
    _fake(),
    _fake(status=1, err="<stdin>:3:7: error: bad thing\n  v0 = x\n      ^\n"),
    # an echoed source line may say anything, even "error" or "internal error"
    _fake(status=1, err="<stdin>:1:1: error: bad\n// internal error: error\n^\n"),
    _fake(status=2, err="stinkytofu-opt: error: --from-label 'x' not found in assembly\n"),
    _fake(status=1, err="f.stir:2:1: warning: unknown mnemonic\n"),
])
def test_harness_accepts(fake):
    status, out, err, escaped = harness.run_main(b"x", (), main=fake, time_limit=2)
    assert harness.problems_of(status, out, err, escaped, b"x") == []


def test_marker_in_the_input_is_not_a_crash():
    data = b"// CHECK-NOT: stinkytofu-opt: internal error\n"
    fake = _fake(out=data.decode())
    status, out, err, escaped = harness.run_main(data, (), main=fake)
    assert harness.problems_of(status, out, err, escaped, data) == []


def test_digest_sees_every_stream():
    base = harness.digest(0, "a", "b")
    assert base == harness.digest(0, "a", "b")
    assert len({base, harness.digest(1, "a", "b"), harness.digest(0, "a!", "b"),
                harness.digest(0, "a", "b!"), harness.digest(0, "ab", "")}) == 5


# -- generators ---------------------------------------------------------------------
def test_cases_are_reproducible():
    a = harness.make_case(7, 123)
    b = harness.make_case(7, 123)
    assert (a.data, a.args, a.origin) == (b.data, b.args, b.origin)
    assert harness.make_case(7, 124).data != a.data


def test_every_mutator_changes_inputs_deterministically():
    data = b'st.func @f() {\n^e:\n  v0 = "st.v_mov_b32"(1)\n  "st.s_nop"(0)\n}\n'
    for mutator, _ in MUTATORS:
        outs = {mutator(data, random.Random(k), data) for k in range(20)}
        assert any(o != data for o in outs), mutator.__name__
        assert mutator(data, random.Random(5), data) == mutator(data, random.Random(5), data)
    assert mutate(data, random.Random(1)) == mutate(data, random.Random(1))


def test_grammar_programs_are_mostly_valid():
    """Without injected mistakes the generator writes .stir the parser accepts;
    with them, most programs are diagnosed (exit 1) with located errors."""
    clean = [harness.run_main(grammar.stir_program(random.Random(k), wrong=0).encode(),
                              ("--print-output",))[0] for k in range(200)]
    assert clean.count(0) >= 180, clean
    broken = [harness.run_main(grammar.stir_program(random.Random(k), wrong=0.3).encode(),
                               ("--print-output",))[0] for k in range(200)]
    assert broken.count(1) >= 120, broken
    asm = [harness.run_main(grammar.asm_program(random.Random(k)).encode(),
                            ("--input-format=asm",))[0] for k in range(100)]
    assert asm.count(0) >= 90, asm
