"""Waits and ``s_clause`` (gfx11, gfx12): a wait never lands between an ``s_clause N`` and
the N + 1 instructions it groups, which would break the clause (LLVM forms clauses
after its waits and never puts one inside).

After insertion, a wait that landed right after the ``s_clause`` moves before it (a wait
moved earlier waits for at least as much: sound); a wait after some of the clause's
instructions shortens the clause to those instructions, with a remark.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import HexLit, IntLit

_LENGTH = 0x3F       # simm16 bits 5:0: the clause's length - 1 (bits 11:8: its break span)


def _is_wait(item) -> bool:
    return isinstance(item, Instruction) and item.desc is not None and item.desc.is_wait


def _clause_length(inst) -> int | None:
    if inst.opcode != "s_clause" or len(inst.srcs) != 1 \
            or not isinstance(inst.srcs[0], (IntLit, HexLit)):
        return None
    return (inst.srcs[0].value & _LENGTH) + 1


def _has_clause(items) -> bool:
    for item in items:
        if item.__class__ is Instruction and item.opcode == "s_clause":
            return True
    return False


def keep_clauses_whole(function) -> list[tuple[str, object]]:
    """Move or cut what insertion put inside a clause; returns (remark, location) per
    clause shortened."""
    remarks = []
    for block in function.blocks:
        items = block.items
        if not _has_clause(items):       # (most blocks: one cheap scan)
            continue
        i = 0
        while i < len(items):
            item = items[i]
            length = _clause_length(item) if isinstance(item, Instruction) else None
            if length is None:
                i += 1
                continue
            # waits right after the s_clause go before it
            j = i + 1
            while j < len(items) and _is_wait(items[j]):
                j += 1
            if j > i + 1:
                items[i:j] = items[i + 1:j] + [item]
                i = j - 1
            covered, j = 0, i + 1
            while j < len(items) and covered < length:
                if _is_wait(items[j]):
                    break
                if isinstance(items[j], Instruction):
                    covered += 1
                j += 1
            if covered < length and j < len(items) and _is_wait(items[j]):
                value = (item.srcs[0].value & ~_LENGTH) | (covered - 1)
                item.srcs = (HexLit(f"0x{value:x}") if isinstance(item.srcs[0], HexLit)
                             else IntLit(value),)
                remarks.append((f"s_clause shortened from {length} to {covered} instructions: "
                                f"a wait is needed before the next one", item.loc))
            i = j
        block.items = items
    return remarks
