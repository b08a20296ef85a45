"""Diagnostics in the ``file:line:col: level: message`` form, with the
source line and a caret under the column."""

from __future__ import annotations

import re
import sys
from bisect import bisect_right
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from stinkytofu_opt.ir.core import SourceLoc

# This module is imported by every run, `--version` included: it imports
# neither the IR nor `dataclasses` (which imports `inspect`, ~7 ms).


class Diagnostic:
    __slots__ = ("level", "message", "loc", "source_line")

    def __init__(self, level: str, message: str, loc: SourceLoc | None = None,
                 source_line: str | None = None):
        self.level = level          # error, warning, remark, note
        self.message = message
        self.loc = loc
        self.source_line = source_line

    def __eq__(self, other) -> bool:
        return isinstance(other, Diagnostic) and (
            (self.level, self.message, self.loc, self.source_line)
            == (other.level, other.message, other.loc, other.source_line))

    __hash__ = None  # mutable, as the dataclass it replaces

    def __repr__(self) -> str:
        return (f"Diagnostic(level={self.level!r}, message={self.message!r}, "
                f"loc={self.loc!r}, source_line={self.source_line!r})")

    def render(self) -> str:
        where = f"{self.loc}: " if self.loc is not None else ""
        text = f"{where}{self.level}: {self.message}"
        if self.source_line is not None and self.loc is not None:
            line = self.source_line.rstrip("\r\n")
            # Keep tabs in the caret line so the caret lines up under them.
            pad = "".join(c if c == "\t" else " " for c in line[: max(self.loc.col - 1, 0)])
            text += f"\n{line}\n{pad}^"
        return text


class InputError(Exception):
    """The input cannot be processed; carries the diagnostics to report."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__(diagnostics[0].message if diagnostics else "input error")
        self.diagnostics = diagnostics


# What ends a line of input, as LLVM's assembler lexer ends a statement: LF, CRLF or a lone
# CR. Not str.splitlines(), which also breaks at form feeds, \x1c-\x1e and U+2028, so that
# the reader's line numbers and the diagnostics' source lines would disagree.
_LINE_BREAK = re.compile(r"\r\n?|\n")


_LINE_WITH_END = re.compile(r"[^\r\n]*(?:\r\n?|\n)|[^\r\n]+")


def split_lines(text: str, keepends: bool = False) -> list[str]:
    """``text``'s lines, as ``str.splitlines`` gives them but broken only at LF, CRLF, CR."""
    if keepends:
        return _LINE_WITH_END.findall(text)
    lines = _LINE_BREAK.split(text)
    if lines[-1] == "":
        lines.pop()   # the text ends with a line break (or is empty)
    return lines


class SourceText:
    """A source file's text with fast offset -> line/column lookup."""

    def __init__(self, name: str, text: str):
        from stinkytofu_opt.ir.core import SourceLoc

        self._source_loc = SourceLoc
        self.name = name
        self.text = text
        self._line_starts = [0]
        self._line_starts.extend(m.end() for m in _LINE_BREAK.finditer(text))

    def loc(self, offset: int) -> SourceLoc:
        line = bisect_right(self._line_starts, offset)
        return self._source_loc(self.name, line, offset - self._line_starts[line - 1] + 1)

    def line_text(self, line: int) -> str | None:
        if not 0 < line <= len(self._line_starts):
            return None
        start = self._line_starts[line - 1]
        end = _LINE_BREAK.search(self.text, start)
        return self.text[start:] if end is None else self.text[start:end.start()]


class DiagnosticEngine:
    """Collects diagnostics; errors abort at the end of a phase."""

    def __init__(self, stream=None) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.stream = stream
        self._source: tuple[str, str] | SourceText | None = None
        # (file, line) of every warning reported: a line is warned about once, however
        # many passes meet it (each unknown mnemonic used to be warned by four)
        self._warned_lines: set[tuple[str, int]] = set()

    def attach_source(self, name: str, text: str) -> None:
        """The input text, so that diagnostics a pass reports at an
        instruction's location show its source line and a caret too."""
        self._source = (name, text)

    def _line_at(self, loc: SourceLoc) -> str | None:
        if isinstance(self._source, tuple):  # indexed on first use only
            self._source = SourceText(*self._source)
        if self._source is None or loc.file != self._source.name:
            return None
        return self._source.line_text(loc.line)

    def report(self, level: str, message: str, loc: SourceLoc | None = None,
               source_line: str | None = None) -> Diagnostic:
        if source_line is None and loc is not None:
            source_line = self._line_at(loc)
        diag = Diagnostic(level, message, loc, source_line)
        self.diagnostics.append(diag)
        return diag

    def error(self, message, loc=None, source_line=None):
        return self.report("error", message, loc, source_line)

    def warning(self, message, loc=None, source_line=None):
        """A warning, unless one was already reported about the same source line (the
        first says what is wrong with it; it is returned either way, not recorded twice)."""
        if loc is not None:
            line = (loc.file, loc.line)
            if line in self._warned_lines:
                return Diagnostic("warning", message, loc, source_line)
            self._warned_lines.add(line)
        return self.report("warning", message, loc, source_line)

    def remark(self, message, loc=None, source_line=None):
        return self.report("remark", message, loc, source_line)

    def write_report(self, text: str, matched: bool = True) -> None:
        """A report in the reference tool's own format (a check pass's list of
        violations), written after the diagnostics so far. A check pass records each
        violation as a diagnostic too, so an engine that verifies diagnostics
        (``--verify-diagnostics``) leaves the report out; ``matched=False`` says
        the violations are in the report alone, so it is written anyway."""
        self.flush()
        stream = self.stream or sys.stderr
        stream.write(text)
        stream.flush()

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.level == "error"]

    def flush(self) -> None:
        """Write the diagnostics collected so far to the stream (stderr)."""
        stream = self.stream or sys.stderr
        for diag in self.diagnostics:
            stream.write(diag.render() + "\n")
        self.diagnostics.clear()
