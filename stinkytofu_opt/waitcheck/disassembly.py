"""Glue between llvm-objdump's lines and the assembly reader: a kernel's lines
become assembly text (one instruction or label per line), read by
``stinkytofu_opt.text.asm_reader`` like any ``.s`` file, so whatever spellings
the reader learns apply here unchanged. Line N of the text is the Nth entry of
``positions``: where that instruction sits in its section.

Nothing is dropped silently: a word llvm-objdump could not decode (printed as
a ``.long`` directive) and a line the reader keeps as text (it warns) are
returned as ``unread`` with the reason; the kernel is then not fully checked.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.records import record


@record
class ReadKernel:
    function: object                 # the reader's Function, one flat block
    texts: list[str]                 # line N-1: the disassembled text of line N
    positions: list                  # line N-1: the position (section offset) of line N
    instructions: int
    unread: list[tuple[object, str, str]]   # (position, text, why)


def kernel_text(lines, section_addr: int) -> tuple[str, list[str], list[int]]:
    """Reader text for one kernel's objdump lines, with each line's text and
    section offset."""
    texts, offsets = [], []
    for line in lines:
        texts.append(line.text + ":" if line.is_label else line.text)
        offsets.append(line.address - section_addr)
    return "\n".join(texts) + "\n", texts, offsets


def read(text: str, filename: str, target, texts: list[str], positions: list,
         disassembled: bool = True) -> ReadKernel:
    """Read ``text`` with the assembly reader; every warning it gives marks its line
    as not read (the reader keeps such lines as text). In ``disassembled`` text every
    line is an instruction word or a label, so a directive is an undecoded word."""
    from stinkytofu_opt.text.asm_reader import parse_asm
    from stinkytofu_opt.text.diagnostics import DiagnosticEngine

    diags = DiagnosticEngine()
    module = parse_asm(text, filename, target, diags)
    function = module.functions[0]
    unread = {}
    for diag in diags.diagnostics:
        if diag.loc is not None and diag.level in ("warning", "error"):
            unread.setdefault(diag.loc.line, diag.message)
    read_lines = 0
    for item in function.blocks[0].items:
        if isinstance(item, Instruction):
            read_lines += item.loc.line not in unread
        elif disassembled and item.loc is not None and item.loc.line not in unread \
                and texts[item.loc.line - 1].startswith("."):
            unread[item.loc.line] = "llvm-objdump could not decode this word"
    return ReadKernel(function, texts, positions, read_lines + len(unread),
                      [(positions[n - 1], texts[n - 1], why) for n, why in sorted(unread.items())])
