"""RemoveWaitAluPass: scrub SCHED_MODE-1 ALU waits (spec parity-2.md 5.2).

Runs ahead of InsertWaitAluPass, which re-inserts the mode-2 waits and the mode's
``s_setreg``:

* erases every ``s_setreg_IMM32_b32``/``s_setreg_b32`` whose hwreg is exactly the DEP_MODE
  field of SCHED_MODE (the target's ``alu_waits.wait_alu.sched_mode``); other setregs stay;
* clears the dependency fields of every ``s_wait_alu``; one left with nothing is erased, one
  that also holds ``hold_cnt`` stays where it is with only ``hold_cnt`` (a "survivor": the hold
  is not an ALU dependency, and InsertWaitAluPass does not rebuild it).

A setreg whose hwreg is symbolic (``hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2)``) cannot be matched
to the field; it stays, with a warning.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import HwReg, Ident, StrLit
from stinkytofu_opt.passes.alu_waits.common import depctr_fields, make_wait_alu
from stinkytofu_opt.passes.registry import Pass

TAG = "[RemoveWaitAluPass]"
SETREG_OPCODES = frozenset(("s_setreg_IMM32_b32", "s_setreg_b32"))
# The fields an ALU dependency wait sets; hold_cnt is not one of them.
DEPENDENCY_FIELDS = ("va_vdst", "vm_vsrc", "va_sdst", "va_ssrc", "va_vcc", "sa_sdst")


def _hwreg_operand(inst: Instruction):
    """The setreg's hwreg destination: a HwReg, a symbolic spelling (str), or None."""
    for op in (*inst.dests, *inst.srcs):
        if isinstance(op, HwReg):
            return op
        text = op.text if isinstance(op, (StrLit, Ident)) else None
        if text is not None and text.replace(" ", "").startswith("hwreg("):
            return text
    return None


class RemoveWaitAluPass(Pass):
    NAME = "RemoveWaitAluPass"
    SUMMARY = ("Erase the SCHED_MODE DEP_MODE s_setreg and clear the dependency fields of "
               "every s_wait_alu (hold_cnt survives)")

    def run(self, function, ctx) -> bool:
        wait_alu = getattr(ctx.target, "wait_alu", None)
        dep_mode = (HwReg(*wait_alu.sched_mode[:3]) if wait_alu is not None else None)
        changed = False
        for block in function.blocks:
            kept = []
            for item in block.items:
                if isinstance(item, Instruction):
                    if item.opcode in SETREG_OPCODES and dep_mode is not None:
                        hwreg = _hwreg_operand(item)
                        if hwreg == dep_mode:
                            changed = True
                            continue
                        if isinstance(hwreg, str):
                            ctx.diags.warning(f"{TAG} cannot tell whether {hwreg} is the "
                                              f"SCHED_MODE DEP_MODE field; the setreg stays",
                                              item.loc)
                    elif item.opcode == "s_wait_alu":
                        fields = depctr_fields(item)
                        if any(name in fields for name in DEPENDENCY_FIELDS) \
                                or item.mod("waitalu") is None and not fields:
                            changed = True
                            if "hold_cnt" not in fields:
                                continue
                            survivor = make_wait_alu(ctx.target, {"hold_cnt": fields["hold_cnt"]},
                                                     comment=item.comment)
                            survivor.loc = item.loc
                            item = survivor
                kept.append(item)
            block.items = kept
        return changed
