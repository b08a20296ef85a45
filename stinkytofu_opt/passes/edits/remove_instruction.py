"""RemoveInstructionPass: delete every instruction with a listed mnemonic."""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.passes.registry import Pass, PassOptionError


class RemoveInstructionPass(Pass):
    NAME = "RemoveInstructionPass"
    SUMMARY = "Delete every instruction whose mnemonic is listed (--RemoveInstructionPass=m1,m2)"

    @classmethod
    def parse_options(cls, words: list[str]) -> dict:
        if not words:
            raise PassOptionError(f"{cls.NAME} needs the mnemonics to remove "
                                  f"(--{cls.NAME}=s_nop,v_nop)")
        return {"mnemonics": frozenset(words)}

    def run(self, function, ctx) -> bool:
        doomed = self.options["mnemonics"]
        changed = False
        for block in function.blocks:
            kept = [i for i in block.items
                    if not (isinstance(i, Instruction) and i.opcode in doomed)]
            changed |= len(kept) != len(block.items)
            block.items = kept
        return changed
