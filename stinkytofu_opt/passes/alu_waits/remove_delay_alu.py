"""RemoveDelayAluPass: erase every ``s_delay_alu`` (spec parity-2.md 5.1).

The first step of the gfx1250 ``-O`` pipeline at OptLevel 1 or more (or with EnableESM2):
InsertDelayAluPass rebuilds the hints after scheduling, so stale ones from the input go first.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.passes.registry import Pass


class RemoveDelayAluPass(Pass):
    NAME = "RemoveDelayAluPass"
    SUMMARY = "Erase every s_delay_alu (InsertDelayAluPass rebuilds them)"

    def run(self, function, ctx) -> bool:
        changed = False
        for block in function.blocks:
            kept = [i for i in block.items
                    if not (isinstance(i, Instruction) and i.opcode == "s_delay_alu")]
            if len(kept) != len(block.items):
                block.items = kept
                changed = True
        return changed
