"""Which convention a test file follows: the reference runner's or LLVM lit's.

The rule (the lit format and ``stinkytofu-check DIR`` both apply it):

A file is **reference style** when all of these hold:

1. no RUN line calls ``FileCheck``/``filecheck`` (a RUN line is any line lit
   would run: one that contains ``RUN:``);
2. every line that contains ``RUN:`` is a ``#`` comment line (no ``// RUN:`` or
   ``; RUN:``: the reference runner never reads those);
3. it has a ``# RUN:`` directive and at least one ``# CHECK...:`` directive as the
   reference runner reads them;
4. none of its ``# RUN:`` commands uses syntax only lit's shell understands: a
   ``not`` command, a lit substitution other than ``%stinkytofu-opt`` and ``%s``
   (``%t``, ``%T``, ``%S``, ``%p``, ``%{...}``, ``%python``...), or a trailing
   ``\\`` continuation.

Such a file means "run this one command with /bin/sh and check its stdout
against my CHECK lines": the reference semantics, including the last ``RUN:``
winning and ``XFAIL`` being prose. Every other file is **LLVM style** and runs
through lit's ShTest, where ``XFAIL:``/``REQUIRES:`` are feature expressions.

An LLVM-style file that has CHECK lines but no RUN line calling FileCheck is
flagged (:attr:`Style.unread_checks`): nothing would read its CHECK lines, so it
could pass whatever the output is.
"""

from __future__ import annotations

import re

from .directives import parse_test
from stinkytofu_opt.records import record

_FILECHECK = re.compile(r"\b(?:FileCheck|filecheck)\b")
_LIT_ONLY = re.compile(
    r"(?:^|[;&|(]\s*)not\s"          # lit's `not` builtin
    r"|%(?:[tTSp/]|\{)"              # lit substitutions the reference lacks
    r"|\\\s*$")                      # RUN-line continuation
_ANY_CHECK_LINE = re.compile(r"^[ \t]*(?:#|//|;+)[ \t]*CHECK(?:-[A-Z]+)*:", re.M)


@record(frozen=True)
class Style:
    reference: bool
    reason: str
    unread_checks: bool = False


def classify(text: str) -> Style:
    """Tell the convention of a test file from its text (see the module doc)."""
    lines = text.split("\n")
    lit_runs = [(number, line) for number, line in enumerate(lines, start=1)
                if "RUN:" in line]
    for number, line in lit_runs:
        if _FILECHECK.search(line.split("RUN:", 1)[1]):
            return Style(False, f"line {number}: a RUN line calls FileCheck")

    spec = parse_test(text)
    reason = None
    foreign = [number for number, line in lit_runs
               if not line.lstrip(" \t").startswith("#")]
    if foreign:
        reason = f"line {foreign[0]}: a RUN: line that is not a '#' comment"
    elif spec.run is None:
        reason = "no '# RUN:' line"
    elif not spec.checks:
        reason = "no '# CHECK' lines"
    else:
        lit_only = [number for number, command in spec.runs
                    if _LIT_ONLY.search(command)]
        if lit_only:
            reason = (f"line {lit_only[0]}: the RUN line uses lit-only syntax "
                      "(not, %t, %S, %{...}, a trailing \\)")
    if reason is None:
        return Style(True, "'# RUN:' without FileCheck, and '# CHECK' lines")
    return Style(False, reason, unread_checks=bool(_ANY_CHECK_LINE.search(text)))
