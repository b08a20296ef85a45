"""The reference runner's directive language: how it reads a test file and how it
matches the CHECK lines against a command's output.

This is a clone of the rules of the reference project's ``stinkytofu-check``, kept
free of I/O so that the command-line runner and the lit format share one
implementation and cannot drift apart. Where the reference has a quirk, the quirk
is kept on purpose, because tests written against the reference rely on it:

* only lines whose first non-blank character is ``#`` are read; after the ``#``
  the keyword is recognised by prefix (``XFAIL`` with anything after it, then
  ``RUN:``, then the CHECK kinds); a later ``RUN:`` replaces an earlier one;
* a pattern is the rest of the line with leading blanks removed (unless it is
  all blanks); trailing blanks are kept;
* a pattern without ``{{`` is a substring; ``{{...}}`` bodies are regular
  expressions, the text around them is literal, and an unterminated ``{{`` drops
  the rest of the pattern;
* a failing ``CHECK`` leaves the cursor at the end of the output, a
  ``CHECK-NEXT`` advances it even when it fails, and a run of ``CHECK-DAG``
  moves it past the *last* line of the rest of the output that any of its
  found patterns matches.

What this module adds, without changing any verdict: warnings for lines that look
like directives but are ignored (an unknown ``CHECK-...:`` kind, an earlier
``RUN:`` overridden by a later one), and an invalid ``{{regex}}`` is reported as a
failure of its directive instead of aborting the run. The regex dialect is
Python's ``re``, which agrees with the ECMAScript subset that CHECK lines use.
"""

from __future__ import annotations

import re

from stinkytofu_opt.records import field, record

# Longest keyword first where one is a prefix of another; CHECK: comes last.
CHECK_KINDS = (
    "CHECK-LABEL",
    "CHECK-SAME",
    "CHECK-NEXT",
    "CHECK-DAG",
    "CHECK-NOT",
    "CHECK",
)

_LOOKS_LIKE_CHECK = re.compile(r"CHECK[-\w{}]*:")


@record(frozen=True)
class Directive:
    """One CHECK line: its kind (``CHECK-NEXT``...), pattern and 1-based line."""

    kind: str
    pattern: str
    line: int


@record(frozen=True)
class Note:
    """A message about one line of the test file, printed as ``file:line: text``."""

    line: int
    text: str

    def render(self, path: str) -> str:
        return f"{path}:{self.line}: {self.text}"


@record
class TestSpec:
    """What the reference runner reads from a test file."""

    runs: list[tuple[int, str]] = field(default_factory=list)
    checks: list[Directive] = field(default_factory=list)
    xfail: bool = False
    warnings: list[Note] = field(default_factory=list)

    @property
    def run(self) -> str | None:
        """The command that runs: the last RUN line's, or None if there is none.

        An empty ``RUN:`` counts as none, as in the reference.
        """
        if not self.runs or not self.runs[-1][1]:
            return None
        return self.runs[-1][1]


def _strip_blanks(text: str) -> str:
    """Leading spaces and tabs removed, unless nothing else is left."""
    stripped = text.lstrip(" \t")
    return stripped if stripped else text


def parse_test(text: str) -> TestSpec:
    """Read the directives of a test file the way the reference runner does."""
    spec = TestSpec()
    for number, line in enumerate(text.split("\n"), start=1):
        body = line.lstrip(" \t")
        if not body.startswith("#"):
            continue
        rest = body[1:].lstrip(" \t")
        if rest.startswith("XFAIL"):
            spec.xfail = True
        elif rest.startswith("RUN:"):
            spec.runs.append((number, _strip_blanks(rest[len("RUN:"):])))
        else:
            kind = next((k for k in CHECK_KINDS if rest.startswith(k + ":")), None)
            if kind is not None:
                pattern = _strip_blanks(rest[len(kind) + 1:])
                spec.checks.append(Directive(kind, pattern, number))
            elif _LOOKS_LIKE_CHECK.match(rest):
                keyword = rest.split(":", 1)[0]
                spec.warnings.append(Note(
                    number, f"warning: '{keyword}:' is not a directive the reference "
                            "runner knows; this line is ignored"))
    if len(spec.runs) > 1:
        last = spec.runs[-1][0]
        spec.warnings.extend(
            Note(number, f"warning: this RUN: line is ignored; only the last one "
                         f"(line {last}) runs")
            for number, _ in spec.runs[:-1])
    spec.warnings.sort(key=lambda note: note.line)
    return spec


def split_output(text: str) -> list[str]:
    """Split command output into lines like ``std::getline``: a final newline
    does not start an empty line, and a missing one loses nothing."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


class Pattern:
    """A compiled CHECK pattern: a substring, or a regex built from ``{{...}}``."""

    def __init__(self, text: str):
        self.text = text
        self.error: str | None = None
        self._regex: re.Pattern[str] | None = None
        if "{{" not in text:
            return
        try:
            self._regex = re.compile(self._to_regex(text))
        except (re.error, OverflowError, RecursionError) as err:
            self.error = f"invalid regular expression in pattern: {err}"

    @staticmethod
    def _to_regex(text: str) -> str:
        parts = []
        pos = 0
        while pos < len(text):
            start = text.find("{{", pos)
            if start < 0:
                parts.append(re.escape(text[pos:]))
                break
            parts.append(re.escape(text[pos:start]))
            end = text.find("}}", start + 2)
            if end < 0:
                break  # the reference drops an unterminated {{ and what follows
            parts.append(text[start + 2:end])
            pos = end + 2
        return "".join(parts)

    def matches(self, line: str) -> bool:
        if self.error is not None:
            return False
        if self._regex is None:
            return self.text in line
        return self._regex.search(line) is not None


@record(frozen=True)
class Failure:
    """A failed directive: the first line names it, the details follow indented."""

    line: int
    summary: str
    details: tuple[str, ...] = ()

    def render(self, path: str) -> list[str]:
        return [f"{path}:{self.line}: {self.summary}", *self.details]


class _Matcher:
    """Runs the directives over the output lines with one shared cursor."""

    def __init__(self, checks: list[Directive], lines: list[str]):
        self.checks = checks
        self.patterns = [Pattern(check.pattern) for check in checks]
        self.lines = lines
        self.cursor = 0
        self.failures: list[Failure] = []

    def run(self) -> list[Failure]:
        for check, pattern in zip(self.checks, self.patterns):
            if pattern.error is not None:
                self.failures.append(Failure(
                    check.line, f"{check.kind} failed: {pattern.error}",
                    (f"  expected: {check.pattern}",)))
        handlers = {
            "CHECK-LABEL": self._label,
            "CHECK-SAME": self._same,
            "CHECK-NOT": self._not,
            "CHECK-NEXT": self._next,
            "CHECK": self._check,
        }
        index = 0
        while index < len(self.checks):
            if self.checks[index].kind == "CHECK-DAG":
                index = self._dag_run(index)
            else:
                handlers[self.checks[index].kind](index)
                index += 1
        self.failures.sort(key=lambda failure: failure.line)
        return self.failures

    def _fail(self, index: int, summary: str, *details: str) -> None:
        """Record a failure, unless the pattern is invalid (already reported)."""
        if self.patterns[index].error is None:
            self.failures.append(Failure(self.checks[index].line, summary, details))

    def _first_match(self, pattern: Pattern, start: int, stop: int | None = None
                     ) -> int | None:
        """Index of the first line in [start, stop) that the pattern matches."""
        stop = len(self.lines) if stop is None else stop
        return next((number for number in range(start, stop)
                     if pattern.matches(self.lines[number])), None)

    def _label(self, index: int) -> None:
        check = self.checks[index]
        found = self._first_match(self.patterns[index], 0)
        if found is None:
            self._fail(index, "CHECK-LABEL failed: pattern not found",
                       f"  expected: {check.pattern}")
            return
        self.cursor = found + 1

    def _same(self, index: int) -> None:
        check = self.checks[index]
        if self.cursor == 0:
            self._fail(index, "CHECK-SAME failed: no previous CHECK")
            return
        previous = self.cursor - 1
        if not self.patterns[index].matches(self.lines[previous]):
            self._fail(index, f"CHECK-SAME failed at output line {previous + 1}",
                       f"  expected: {check.pattern}",
                       f"  got:      {self.lines[previous]}")

    def _not(self, index: int) -> None:
        check = self.checks[index]
        found = self._first_match(self.patterns[index], self.cursor,
                                  self._not_bound(index))
        if found is not None:
            self._fail(index, f"CHECK-NOT failed: found '{check.pattern}' at output "
                              f"line {found + 1}",
                       f"  output: {self.lines[found]}")

    def _not_bound(self, index: int) -> int:
        """Where a CHECK-NOT stops looking: the match of the next directive that
        is not a CHECK-NOT (a label's first match anywhere, any other kind's first
        match from the cursor), or the end of the output."""
        for later in range(index + 1, len(self.checks)):
            kind = self.checks[later].kind
            if kind == "CHECK-NOT":
                continue
            start = 0 if kind == "CHECK-LABEL" else self.cursor
            found = self._first_match(self.patterns[later], start)
            return len(self.lines) if found is None else found
        return len(self.lines)

    def _next(self, index: int) -> None:
        check = self.checks[index]
        if self.cursor >= len(self.lines):
            self._fail(index, "CHECK-NEXT failed: no more output",
                       f"  expected: {check.pattern}")
            return
        line = self.lines[self.cursor]
        if not self.patterns[index].matches(line):
            self._fail(index, f"CHECK-NEXT failed at output line {self.cursor + 1}",
                       f"  expected: {check.pattern}",
                       f"  got:      {line}")
        self.cursor += 1

    def _check(self, index: int) -> None:
        check = self.checks[index]
        found = self._first_match(self.patterns[index], self.cursor)
        if found is None:
            self.cursor = len(self.lines)
            self._fail(index, "CHECK failed: pattern not found",
                       f"  expected: {check.pattern}")
            return
        self.cursor = found + 1

    def _dag_run(self, index: int) -> int:
        """Match a run of consecutive CHECK-DAGs; return the index after it."""
        stop = index
        while stop < len(self.checks) and self.checks[stop].kind == "CHECK-DAG":
            stop += 1
        start = self.cursor
        furthest = self.cursor
        for member in range(index, stop):
            pattern = self.patterns[member]
            if self._first_match(pattern, start) is None:
                self._fail(member, "CHECK-DAG failed: pattern not found",
                           f"  expected: {self.checks[member].pattern}")
                continue
            last = next(number for number in reversed(range(start, len(self.lines)))
                        if pattern.matches(self.lines[number]))
            furthest = max(furthest, last + 1)
        self.cursor = furthest
        return stop


def verify(checks: list[Directive], lines: list[str]) -> list[Failure]:
    """Check the output lines against the directives; every directive is
    evaluated, and the failures come back in directive order."""
    return _Matcher(checks, lines).run()
