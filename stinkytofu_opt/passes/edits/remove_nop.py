"""StinkyRemoveNopPass: erase ``v_nop`` and ``s_nop`` (spec parity-2.md 5.3).

The hazard passes that follow in the ``-O`` pipeline (InsertCoexecHazardPass's ``v_nop``s,
InsertVgprMsbPass's ``s_nop`` at a branch target) rebuild what they need, so a pipeline
re-run on its own output starts from the same code. ``vNopOnly`` keeps ``s_nop`` (the
pipeline's entry-function step).
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.passes.registry import Option, Pass


class StinkyRemoveNopPass(Pass):
    NAME = "StinkyRemoveNopPass"
    SUMMARY = "Erase every v_nop and s_nop (vNopOnly: only v_nop)"
    OPTIONS = (Option("vNopOnly", "bool", False, "erase only v_nop and keep s_nop"),)

    def run(self, function, ctx) -> bool:
        doomed = {"v_nop"} if self.options["vNopOnly"] else {"v_nop", "s_nop"}
        changed = False
        for block in function.blocks:
            kept = [i for i in block.items
                    if not (isinstance(i, Instruction) and i.opcode in doomed)]
            if len(kept) != len(block.items):
                block.items = kept
                changed = True
        return changed
