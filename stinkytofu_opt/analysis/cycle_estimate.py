"""Estimated issue cycle of every instruction, from the target's cost table.

A straight-line, in-order model per block: an instruction issues once the
one before it has issued (its ``issue`` cycles) and once every register it
reads has been written (the writer's issue cycle plus its ``latency``).
Branches are not followed and memory counters are not modelled, so the
figures order instructions by time and measure distances within a segment;
they are not a performance prediction.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import Register

_PSEUDO = frozenset({"PHI", "FENCE", "asm_directive"})


def estimate_issue_cycles(function) -> dict[int, int]:
    """``id(instruction) -> estimated issue cycle`` (cycle 0 = block start)."""
    cycles: dict[int, int] = {}
    for block in function.blocks:
        ready: dict = {}
        clock = 0
        for item in block.items:
            if not isinstance(item, Instruction) or item.opcode in _PSEUDO:
                continue
            start = clock
            for src in item.srcs:
                if isinstance(src, Register):
                    for unit in src.units():
                        t = ready.get(unit)
                        if t is not None and t > start:
                            start = t
            cycles[id(item)] = start
            done = start + item.latency_cycles
            for dest in item.dests:
                if isinstance(dest, Register):
                    for unit in dest.units():
                        ready[unit] = done
            clock = start + item.issue_cycles
    return cycles
