"""Inputs the fuzzer (test/fuzz) found crashing, kept as regression tests.

Each runs in-process through stinkytofu_opt.driver.main on standard input
and must keep every fuzz invariant: exit status 0, 1 or 2, no internal
error or traceback, every error located, and the expected message.
"""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "fuzz"))

import harness  # noqa: E402

BIG = "9" * 5000  # more digits than Python converts (4300)

CASES = [
    # (name, input, args, expected status, text expected on stderr)
    ("int-operand-5000-digits",
     f'st.func @f() {{\n^e:\n  v0 = "st.v_mov_b32"({BIG})\n}}\n', ("--print-output",), 1,
     "<stdin>:3:23: error: integer literal out of range"),
    ("register-index-5000-digits",
     f'st.func @f() {{\n^e:\n  v{BIG} = "st.v_mov_b32"(1)\n}}\n', ("--print-output",), 1,
     "<stdin>:3:3: error: register v1000000000000000000000000000000 is beyond"),
    ("register-range-5000-digits",
     f'st.func @f() {{\n^e:\n  v[0:{BIG}] = "st.v_mov_b32"(1)\n}}\n', ("--print-output",), 1,
     "<stdin>:3:3: error: register v1000000000000000000000000000000 is beyond"),
    ("hwreg-5000-digits",
     f'st.func @f() {{\n^e:\n  s0 = "st.s_getreg_b32"(hwreg({BIG}))\n}}\n',
     ("--print-output",), 1, "<stdin>:3:32: error: hwreg id out of range"),
    ("glued-register-5000-digits",
     f'st.func @f() {{\n^e:\n  acc{BIG} = "st.v_mov_b32"(1)\n}}\n', ("--print-output",), 1,
     "<stdin>:3:3: error: register acc1000000000000000000000000000000 is beyond"),
    ("modifier-array-nested-5000-deep",
     'st.func @f() {\n^e:\n  v0 = "st.v_mov_b32"(1) { mod.memtoken = { tokens = '
     + "[" * 5000 + " } }\n}\n", ("--print-output",), 1,
     "<stdin>:3:54: error: expected scalar value in array"),
    ("asm-register-expression-5000-digits",
     f"v_mov_b32 v[{BIG}], 0\n", ("--input-format=asm",), 0,
     "<stdin>:1:11: warning:"),
]


@pytest.mark.parametrize("name, text, args, status, expected", CASES, ids=[c[0] for c in CASES])
def test_fuzz_regression(name, text, args, status, expected):
    got, out, err, escaped = harness.run_main(text.encode(), args)
    assert harness.problems_of(got, out, err, escaped) == [], err
    assert got == status, err
    assert expected in err
