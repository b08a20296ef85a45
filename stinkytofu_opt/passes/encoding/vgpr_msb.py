"""InsertVgprMsbPass: ``s_set_vgpr_msb`` for VGPRs at or above v256 (spec parity-2.md 2).

gfx1250 has 1024 VGPRs in four banks of 256, but an instruction encodes 8 bits of VGPR index
per operand; the bank of each of four operand slots (src0, src1, src2, dst) comes from the
MODE bits ``s_set_vgpr_msb`` sets. Each block is walked on its own, in layout order, from an
unknown setting: an instruction whose banks differ from the current setting gets a switch
in front of it (after a label, first an ``s_nop 0``: a switch at a branch target needs one),
and each operand at v256 or above is marked to print its in-bank index (text/high_vgpr.py).
A call leaves the setting unknown; the callee expects all-zero banks, so a call gets a
switch to 0 in front of it unless the setting is known to be 0.

Unlike the reference, the pass reads switches already in the input as setting the state,
so it is idempotent (a second run adds nothing) and reads its own output; an ``s_setreg`` of
MODE makes the setting unknown (some steppings rewrite the bank bits from its immediate).
A function that sets non-zero banks itself but names no VGPR above v255 is assembly whose
registers are written in-bank (not raised to full indices): it is left unchanged, with a
warning. What cannot be addressed is an error at the instruction: a range crossing a bank boundary,
a high VGPR in a field with no slot, in an instruction the table does not describe, or in
a line kept as assembly text.

``hoist`` moves a switch up to just after the last ALU instruction before it, above waits,
barriers and other instructions with no bank opinion (the reference fork's planner), so it
sits where XCNT has drained and can co-issue.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.operand_fields import field_operands
from stinkytofu_opt.ir.core import PSEUDO_OPCODES, Directive, Instruction, Label
from stinkytofu_opt.ir.operands import HexLit, HwReg, IntLit, Register
from stinkytofu_opt.passes.registry import Option, Pass, PassOptionError
from stinkytofu_opt.records import replace

TAG = "[InsertVgprMsbPass]"
SWITCH = "s_set_vgpr_msb"
BANK_SIZE = 256
# Operand slot of each encoding field (2.4): 0 src0, 1 src1, 2 src2, 3 dst.
SLOT_OF_FIELD = {"src0": 0, "addr": 0, "vaddr": 0, "vaddr0": 0,
                 "src1": 1, "vsrc1": 1, "data0": 1, "vsrc": 1, "vaddr1": 1,
                 "src2": 2, "data1": 2, "vaddr2": 2,
                 "vdst": 3, "vdata": 3}
SLOT_NAMES = ("src0", "src1", "src2", "dst")
# hwreg id of MODE: a setreg of it may rewrite the bank bits (MODE[19:12]).
MODE_HWREG_ID = 1
SETREG_OPCODES = frozenset(("s_setreg_IMM32_b32", "s_setreg_imm32_b32", "s_setreg_b32"))
# The state when no setting is known (else an int 0..255).
UNKNOWN = "unknown"
MODES = {"target": "target", "0": "target", "none": "none", "msb8": "msb8", "1": "msb8",
         "msb16": "msb16", "2": "msb16"}


class MsbError(Exception):
    """An operand the MSB scheme cannot address."""


def bank(reg: Register) -> int:
    return reg.index // BANK_SIZE


def _high_vgprs(operands):
    return [op for op in operands
            if isinstance(op, Register) and op.kind == "v" and op.last >= BANK_SIZE]


def has_opinion(desc) -> bool:
    """False for the instructions that read no VGPR through the MSB slots (1.1)."""
    if desc is None:
        return True
    return not (desc.is_salu or desc.is_smem_load or desc.is_smem_store
                or "SMemAtomic" in desc.flags or desc.is_branch or desc.is_call
                or desc.is_barrier or desc.is_wait or desc.mnemonic.startswith("s_wait")
                or desc.has_side_effect)


def required_setting(inst: Instruction) -> int | None:
    """The packed bank byte the instruction needs (2.2), or None for no opinion."""
    operands = [*inst.dests, *inst.srcs]
    high = _high_vgprs(operands)
    for reg in high:
        if bank(reg) != reg.last // BANK_SIZE:
            raise MsbError(f"v[{reg.index}:{reg.last}] crosses a VGPR bank boundary: one "
                           f"s_set_vgpr_msb setting cannot address it")
    if inst.desc is None or inst.mod("asm") is not None:
        if high:
            what = ("is kept as assembly text" if inst.desc is not None
                    else "is not in the instruction table")
            raise MsbError(f"'{inst.opcode}' {what}: its operand {high[0]} cannot be given "
                           f"its bank")
        # Every register it names is in bank 0, whatever slot it occupies.
        return 0 if any(isinstance(op, Register) and op.kind == "v" for op in operands) \
            else None
    if not has_opinion(inst.desc):
        return None
    banks = [0, 0, 0, 0]
    slotted = False
    for item in field_operands(inst):
        reg = item.operand
        if not isinstance(reg, Register) or reg.kind != "v":
            continue
        slot = SLOT_OF_FIELD.get(item.field.name)
        if slot is None:
            if reg.last >= BANK_SIZE:
                raise MsbError(f"{reg} is in the '{item.field.name}' field, which has no "
                               f"VGPR-MSB slot: it cannot be addressed above v255")
            continue
        slotted = True
        banks[slot] = bank(reg)             # a later field of the same slot wins
    if not slotted:
        unslotted = _high_vgprs(operands)
        if unslotted:
            raise MsbError(f"{unslotted[0]} has no operand field in the table: its bank "
                           f"cannot be set")
        return None
    return banks[0] | banks[1] << 2 | banks[2] << 4 | banks[3] << 6


def switch_immediate(new: int, previous, mode: str) -> int:
    """msb8: the setting; msb16: the previous known setting in the high byte too."""
    if mode == "msb16" and isinstance(previous, int):
        return previous << 8 | new
    return new


def _switch_comment(setting: int) -> str:
    return ", ".join(f"{name}: {setting >> 2 * slot & 3}" for slot, name in enumerate(SLOT_NAMES))


def _literal(inst: Instruction) -> int | None:
    if len(inst.srcs) == 1 and isinstance(inst.srcs[0], (IntLit, HexLit)):
        return inst.srcs[0].value
    return None


def _writes_mode(inst: Instruction) -> bool:
    return inst.opcode in SETREG_OPCODES and any(
        isinstance(op, HwReg) and op.id == MODE_HWREG_ID for op in (*inst.dests, *inst.srcs))


def rewrite_operands(inst: Instruction) -> None:
    """Mark each VGPR at v256 or above to print its in-bank index."""
    def low(op):
        if isinstance(op, Register) and op.kind == "v" and op.index >= BANK_SIZE:
            offset = -BANK_SIZE * bank(op)
            if op.msb_offset != offset:
                return replace(op, msb_offset=offset)
        return op
    if _high_vgprs(inst.dests) or _high_vgprs(inst.srcs):
        inst.dests = tuple(map(low, inst.dests))
        inst.srcs = tuple(map(low, inst.srcs))


class InsertVgprMsbPass(Pass):
    NAME = "InsertVgprMsbPass"
    SUMMARY = ("Insert s_set_vgpr_msb where an instruction's VGPR banks (v256-v1023) differ "
               "from the current setting, and print such operands in-bank (gfx1250)")
    OPTIONS = (
        Option("hoist", "bool", False, "place a switch right after the last ALU instruction "
                                       "before it (above waits and barriers)"),
        Option("mode", "str", "target", "target (msb16 where the target has s_set_vgpr_msb), "
                                        "none, msb8 or msb16; 0, 1, 2 as VgprMsbMode"),
    )

    @classmethod
    def parse_options(cls, words: list[str]) -> dict:
        values = super().parse_options(words)
        mode = values.get("mode")
        if mode is not None:
            if mode not in MODES and not mode.lstrip("-").isdigit():
                raise PassOptionError(f"invalid value '{mode}' for option 'mode' of {cls.NAME} "
                                      f"(expected target, none, msb8, msb16, 0, 1 or 2)")
            values["mode"] = MODES.get(mode, "target")   # out-of-range VgprMsbMode: 0
        return values

    def target_error(self, target) -> str | None:
        if target.lookup(SWITCH) is not None:
            return None
        return f"{self.NAME}: {target.name} has no {SWITCH} (VGPR-MSB addressing is gfx1250's)"

    def run(self, function, ctx) -> bool:
        mode = self.options["mode"]
        if mode == "target":
            mode = "msb16" if ctx.target.lookup(SWITCH) is not None else "none"
        if mode == "none":
            return False
        managed = _banks_managed_in_bank(function)
        if managed is not None:
            ctx.diags.warning(f"{TAG} @{function.name} sets VGPR banks itself and names no "
                              f"register above v255, so its registers are read as written "
                              f"in-bank: the function is left as it is", managed.loc)
            return False
        walker = _BlockWalker(ctx, mode, self.options["hoist"])
        changed = False
        for block in function.blocks:
            changed |= walker.walk(block)
        return changed


def _banks_managed_in_bank(function) -> Instruction | None:
    """The first switch to a non-zero setting, when the function names no VGPR above v255:
    its code already manages the banks, with registers written in-bank (assembly whose
    registers the reader has not raised to full indices). Changing its switches would
    change which registers it names."""
    first = None
    for inst in function.instructions():
        if inst.opcode == SWITCH:
            if first is None and (_literal(inst) or 0) & 0xFF:
                first = inst
        elif _high_vgprs(inst.dests) or _high_vgprs(inst.srcs):
            return None
    return first


class _BlockWalker:
    def __init__(self, ctx, mode: str, hoist: bool):
        self.ctx = ctx
        self.mode = mode
        self.hoist = hoist
        self.switch_desc = ctx.target.lookup(SWITCH)
        self.nop_desc = ctx.target.lookup("s_nop")

    def _switch(self, setting: int, previous, comment: str | None = None) -> Instruction:
        value = switch_immediate(setting, previous, self.mode)
        return Instruction(SWITCH, srcs=[IntLit(value)], desc=self.switch_desc,
                           comment=comment or _switch_comment(setting))

    def _nop(self) -> Instruction:
        return Instruction("s_nop", srcs=[IntLit(0)], desc=self.nop_desc,
                           comment="s_set_vgpr_msb at a branch target")

    def walk(self, block) -> bool:
        state = UNKNOWN
        from_input = False          # the state was set by a switch of the input
        anchor = None               # hoist: where a switch may go
        out: list = []
        changed = False
        for item in block.items:
            if isinstance(item, Label):
                state, anchor = UNKNOWN, None
                out.append(item)
                continue
            if isinstance(item, Directive) or not isinstance(item, Instruction) \
                    or item.opcode in PSEUDO_OPCODES:
                out.append(item)
                continue
            inst, desc = item, item.desc
            if inst.opcode == SWITCH and _literal(inst) is not None:
                if _follows_label(out, len(out)):
                    out.append(self._nop())
                    changed = True
                out.append(inst)
                state, from_input, anchor = _literal(inst) & 0xFF, True, None
                continue
            if desc is not None and desc.is_call:
                if state != 0:
                    at = _above_waits(out)
                    out[at:at] = self._sequence(out, at, state, 0,
                                                "calls expect all-zero VGPR banks")
                    changed = True
                out.append(inst)
                state, anchor = UNKNOWN, None
                continue
            try:
                required = required_setting(inst)
            except MsbError as exc:
                self.ctx.error(f"{TAG} {exc}", inst.loc)
                required = None
            inserted = False
            if required is not None and required != state:
                if from_input and isinstance(state, int):
                    self.ctx.diags.warning(f"{TAG} the s_set_vgpr_msb in force ({state}) does "
                                           f"not fit '{inst.opcode}'; a corrective switch to "
                                           f"{required} is inserted", inst.loc)
                at = anchor if self.hoist and anchor is not None else _above_waits(out)
                out[at:at] = self._sequence(out, at, state, required)
                state, from_input, inserted, changed = required, False, True, True
            if _writes_mode(inst):
                state = UNKNOWN
            before = (inst.dests, inst.srcs)
            rewrite_operands(inst)
            changed |= before != (inst.dests, inst.srcs)
            out.append(inst)
            if inserted or has_opinion(desc):
                anchor = None
            if self.hoist and desc is not None and (
                    desc.is_valu or desc.is_matrix or (desc.is_salu and not desc.is_barrier)):
                anchor = len(out)
        block.items = out
        return changed

    def _sequence(self, out: list, at: int, state, required: int,
                  comment: str | None = None) -> list:
        """The switch to insert at ``out[at]``, after an ``s_nop 0`` when it would be the
        first instruction after a label."""
        sequence = [self._nop()] if _follows_label(out, at) else []
        return sequence + [self._switch(required, state, comment)]


def _is_wait(item) -> bool:
    return isinstance(item, Instruction) and (
        item.opcode.startswith("s_wait") or (item.desc is not None and item.desc.is_wait))


def _above_waits(out: list) -> int:
    """Where a switch goes: above the waits right in front of the instruction, as LLVM
    places its switches. The wait passes put a wait right before the instruction that
    needs it, so a switch above them stays where it is when the pipeline runs again."""
    at = len(out)
    while at > 0 and _is_wait(out[at - 1]):
        at -= 1
    return at


def _follows_label(out: list, at: int) -> bool:
    for item in reversed(out[:at]):
        if isinstance(item, Label):
            return True
        if isinstance(item, Instruction) and item.opcode not in PSEUDO_OPCODES:
            return False
    return False
