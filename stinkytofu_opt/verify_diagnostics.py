"""``--verify-diagnostics``: check the tool's diagnostics against annotations.

The annotation syntax is MLIR's (mlir/docs/Diagnostics.md), in any comment
(``//``, ``#`` or ``;``)::

    // expected-error {{message}}            on this line
    // expected-warning @+1 {{message}}      on the next line (@-2: two lines up)
    # expected-remark @above {{message}}     on the closest line above that holds
                                             no expected-* annotation
    # expected-note @below {{message}}       ... below
    // expected-error @unknown {{message}}   a diagnostic without a location
    // expected-error-re @+1 {{needs {{[0-9]+}} slots}}   regular expressions
                                             between the inner {{ }}

An expectation matches a diagnostic of the same level on the designated line
whose message contains the expected text (or matches the -re pattern); each
expectation matches one diagnostic. Every diagnostic that matches no
expectation is reported as unexpected, at its own location; every
expectation that matched nothing is reported as not produced, at the
annotation. The run succeeds when there are neither.
"""

from __future__ import annotations

import re
import sys

from stinkytofu_opt.ir.core import SourceLoc
from stinkytofu_opt.records import record
from stinkytofu_opt.text.diagnostics import Diagnostic, DiagnosticEngine

LEVELS = ("error", "warning", "remark", "note")
_KIND = r"expected-(error|warning|remark|note)(-re)?"
_ANNOTATION = re.compile(_KIND + r"(?:[ \t]*@(\S*))?[ \t]*\{\{(.*)\}\}[ \t]*$")
# Something that starts like an annotation (a designator or braces follow)
# but is not one: reported, so a typo cannot silently disable a check.
_LOOKS_LIKE = re.compile(_KIND + r"(?=[ \t]*[@{])")
_DESIGNATOR = re.compile(r"[+-]\d+|above|below|unknown")


class CollectingDiagnosticEngine(DiagnosticEngine):
    """A diagnostic engine that keeps what it would print."""

    def __init__(self):
        super().__init__()
        self.collected: list[Diagnostic] = []

    def flush(self) -> None:
        self.collected.extend(self.diagnostics)
        self.diagnostics.clear()

    def write_report(self, text: str, matched: bool = True) -> None:
        """The check passes' reference-format reports repeat their diagnostics,
        which are what is verified: left out, so a verified run prints nothing.
        A report with no diagnostics behind it (``matched=False``) is printed."""
        self.flush()
        if not matched and sys.stderr is not None:   # None: the caller closed it (2>&-)
            sys.stderr.write(text)


@record
class Expectation:
    level: str
    line: int | None      # None: @unknown
    message: str
    pattern: re.Pattern | None
    loc: SourceLoc        # where the annotation is written
    source_line: str
    matched: bool = False

    def accepts(self, diag: Diagnostic, filename: str) -> bool:
        if self.matched or diag.level != self.level:
            return False
        if self.line is None:
            if diag.loc is not None:
                return False
        elif diag.loc is None or diag.loc.line != self.line or diag.loc.file != filename:
            return False
        if self.pattern is not None:
            return self.pattern.search(diag.message) is not None
        return self.message in diag.message


def _regex(text: str) -> re.Pattern:
    """The pattern of an -re expectation: literal text, with regular
    expressions between ``{{`` and ``}}``."""
    parts = []
    pos = 0
    while True:
        start = text.find("{{", pos)
        if start < 0:
            parts.append(re.escape(text[pos:]))
            break
        end = text.find("}}", start + 2)
        if end < 0:
            raise ValueError("'{{' without a closing '}}'")
        parts.append(re.escape(text[pos:start]))
        parts.append("(?:" + text[start + 2:end] + ")")
        pos = end + 2
    return re.compile("".join(parts))


def parse_expectations(text: str, filename: str, first_line: int = 1,
                       last_line: int | None = None) -> tuple[list[Expectation], list[Diagnostic]]:
    """The annotations of lines ``first_line..last_line`` of ``text``, and a
    diagnostic for each malformed one."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()  # the text's final newline ends the last line
    if last_line is None:
        last_line = len(lines)
    expectations: list[Expectation] = []
    problems: list[Diagnostic] = []
    last_plain = None          # closest line above without annotations
    waiting_below: list[Expectation] = []
    for number in range(first_line, min(last_line, len(lines)) + 1):
        line = lines[number - 1].rstrip("\r")
        found_any = False
        for start in _LOOKS_LIKE.finditer(line):
            found_any = True
            col = start.start() + 1
            loc = SourceLoc(filename, number, col)
            match = _ANNOTATION.match(line, start.start())
            # The message runs to the last '}}' of the line: another
            # annotation cannot follow on the same line.
            if match is None:
                problems.append(Diagnostic(
                    "error", f"malformed expected-{start.group(1)} annotation: expected "
                    "'{{message}}' after the optional @designator", loc, line))
                break
            level, is_re, designator, message = match.groups()
            target: int | None = number
            if designator is not None:
                if not _DESIGNATOR.fullmatch(designator):
                    problems.append(Diagnostic(
                        "error", f"unknown designator '@{designator}' (expected @+N, @-N, "
                        "@above, @below or @unknown)", loc, line))
                    break
                if designator == "unknown":
                    target = None
                elif designator == "above":
                    target = last_plain
                    if target is None:
                        problems.append(Diagnostic(
                            "error", "'@above' with no line above it", loc, line))
                        break
                elif designator == "below":
                    target = -1  # resolved at the next plain line
                else:
                    target = number + int(designator)
                    if not first_line <= target <= last_line:
                        problems.append(Diagnostic(
                            "error", f"'@{designator}' designates line {target}, outside "
                            f"the input (lines {first_line}-{last_line})", loc, line))
                        break
            pattern = None
            if is_re:
                try:
                    pattern = _regex(message)
                except (ValueError, re.error) as exc:
                    problems.append(Diagnostic(
                        "error", f"invalid regular expression in expected-{level}-re: {exc}",
                        loc, line))
                    break
            expectation = Expectation(level, target, message, pattern, loc, line)
            expectations.append(expectation)
            if target == -1:
                waiting_below.append(expectation)
            break  # one annotation per line
        if not found_any:
            last_plain = number
            for expectation in waiting_below:
                expectation.line = number
            waiting_below.clear()
    for expectation in waiting_below:
        problems.append(Diagnostic("error", "'@below' with no line below it",
                                   expectation.loc, expectation.source_line))
        expectations.remove(expectation)
    return expectations, problems


def verify(diagnostics: list[Diagnostic], expectations: list[Expectation],
           filename: str, source_line) -> list[Diagnostic]:
    """Match ``diagnostics`` against ``expectations``; the failures, as
    error diagnostics (empty when everything matched).
    ``source_line(n)`` gives line n of the input, for carets."""
    failures: list[Diagnostic] = []
    for diag in diagnostics:
        for expectation in expectations:
            if expectation.accepts(diag, filename):
                expectation.matched = True
                break
        else:
            line = None
            if diag.loc is not None and diag.loc.file == filename:
                line = diag.source_line or source_line(diag.loc.line)
            failures.append(Diagnostic("error", f"unexpected {diag.level}: {diag.message}",
                                       diag.loc, line))
    for expectation in expectations:
        if not expectation.matched:
            where = ("without a location" if expectation.line is None
                     else f"on line {expectation.line}")
            failures.append(Diagnostic(
                "error", f"expected {expectation.level} {where} was not produced: "
                f"\"{expectation.message}\"", expectation.loc, expectation.source_line))
    return failures
