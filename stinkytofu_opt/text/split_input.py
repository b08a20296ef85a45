"""``--split-input-file``: one input file holding several independent test cases.

As in ``mlir-opt``, a line that reads ``// -----`` (or ``# -----``, the
assembly comment form) ends one chunk and starts the next; surrounding
spaces are allowed, nothing else on the line is. Each chunk is processed on
its own and the outputs are joined with the marker that separated the
chunks in the input.

A chunk's text keeps the chunk's lines at their original line numbers (the
lines before it are blank), so every diagnostic, every source location in
the IR and every ``expected-*`` annotation refers to the original file
without any remapping.
"""

from __future__ import annotations

from stinkytofu_opt.records import record
from stinkytofu_opt.text.diagnostics import split_lines

MARKERS = ("// -----", "# -----")


@record(frozen=True)
class Chunk:
    text: str             # the chunk, preceded by one blank line per earlier line
    first_line: int       # 1-based line number of the chunk's first line
    last_line: int        # 1-based line number of its last line (first_line - 1 if empty)
    marker: str | None    # the marker line that ends the chunk; None for the last one

    @property
    def body(self) -> str:
        """The chunk's own lines, without the leading padding."""
        return self.text[self.first_line - 1:]


def is_marker(line: str) -> bool:
    return line.strip() in MARKERS


def split_input(text: str) -> list[Chunk]:
    """The chunks of ``text``; a text without a marker is one chunk."""
    lines = split_lines(text, keepends=True)
    chunks: list[Chunk] = []
    start = 0  # index of the chunk's first line
    for index, line in enumerate(lines):
        if is_marker(line):
            chunks.append(_chunk(lines, start, index, line.strip()))
            start = index + 1
    chunks.append(_chunk(lines, start, len(lines), None))
    return chunks


def _chunk(lines: list[str], start: int, end: int, marker: str | None) -> Chunk:
    return Chunk("\n" * start + "".join(lines[start:end]), start + 1, end, marker)


def join_outputs(outputs: list[str], chunks: list[Chunk]) -> str:
    """The outputs of the chunks, in order, separated by the input's markers
    (each on its own line); empty when no chunk printed anything."""
    if not any(outputs):
        return ""
    parts: list[str] = []
    for output, chunk in zip(outputs, chunks):
        if output and not output.endswith("\n"):
            output += "\n"
        parts.append(output)
        if chunk.marker is not None:
            parts.append(chunk.marker + "\n")
    return "".join(parts)
