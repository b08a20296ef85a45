"""How assembly shows a VGPR above v255 once InsertVgprMsbPass has given it its bank.

LLVM 22 (``clang -S``, ``llvm-objdump``) prints the in-bank register and then the full one in
a C comment: ``v44 /*v300*/``, ``v[26:27] /*v[282:283]*/``. llvm-mc-22 reads the comment as a
comment, so the line assembles to the in-bank index the preceding ``s_set_vgpr_msb`` extends.
A register kept with its ``.set`` symbol (``--preserve-symbolic-regs``) is written as the
reference emitter writes it, the offset appended inside the brackets (``v[vgprAcc+44-256]``),
which the assembler evaluates to the same in-bank index. A register the raw-assembly reader
read after ``s_set_vgpr_msb`` is written back as it was read (``msb_spelling``: the low form
alone, or with the comment). This is the one place that spells these forms.
"""

from __future__ import annotations

from stinkytofu_opt.ir.operands import Register


def format_high_vgpr(op: Register, symbolic: bool) -> str:
    """``op`` is at v256 or above and carries its ``msb_offset`` (minus 256 times its bank).
    (The reader's other use of the offset, a negative index wrapped to v255 and below, is
    not printed here.)"""
    sign = "-" if op.negated else ""
    if symbolic and op.symbol is not None:
        return f"{sign}{op.kind}[{op.symbol}{op.msb_offset:+d}]"
    low, high = op.index + op.msb_offset, op.last + op.msb_offset
    if op.count == 1:
        return f"{sign}{op.kind}{low} /*{op.kind}{op.index}*/"
    return f"{sign}{op.kind}[{low}:{high}] /*{op.kind}[{op.index}:{op.last}]*/"


def format_read_high_vgpr(op: Register) -> str:
    """``op`` as the assembly it was read from spelled it (``op.msb_spelling``)."""
    low = str(Register(op.kind, op.index % 256, op.count, op.negated, half=op.half))
    if op.msb_spelling == "low":
        return low
    return f"{low} /*{Register(op.kind, op.index, op.count, half=op.half)}*/"
