"""gfx1250 VGPRs above v255 in raw assembly: the ``s_set_vgpr_msb`` mode (text/asm_reader.py).

``s_set_vgpr_msb N`` gives the high bits of the VGPR numbers of the instructions after it:
bits 1:0 for the operand in slot src0, 3:2 src1, 5:4 src2, 7:6 dst (bits 15:8 record the
previous mode and change nothing). LLVM 22 prints such a register as the low register the
encoding names followed by the real one in a comment (``v[26:27] /*v[282:283]*/``); a
line written without the comment names the low register, which the mode moves up.

Which operand is in which slot, as llvm-objdump-22 prints it for gfx1250 (checked for
VALU, VOPD, WMMA, VGLOBAL, VFLAT, VSCRATCH, VDS, VBUFFER): the destinations take the dst
field and the sources src0, src1, src2 in order; VBUFFER is the exception, whose first
operand (the data, loaded or stored) takes dst and whose address takes src0. The mode
holds in line order (LLVM sets it back to zero before every branch and call and starts
every block that is not fallen into with zero) and is zero again after ``s_endpgm``.

``s_setreg*`` to the MODE register also writes the mode on gfx1250 (its bits 19:12, in
MODE's order dst, src0, src1, src2: LLVM's setreg-vgpr-msb-fixup puts the current mode
there). A new mode it gives that differs from the current one, or any mode that is not a
plain number, is unknown: each low VGPR after it may be in any bank, and the lines that name
one are read as unmodelled, touching every bank (conservative, with a warning).
"""

from __future__ import annotations

import re

from stinkytofu_opt.ir.operands import HexLit, IntLit, Register, StrLit
from stinkytofu_opt.text.asm_expr import Unmodelled

SET_MSB = "s_set_vgpr_msb"
UNKNOWN = -1        # a mode the text does not tell: every bank
_DST, _SRC0 = 3, 0
_MODE_HWREG = re.compile(r"hwreg\(\s*(?:HW_REG_MODE|HW_REG_WAVE_MODE|1)\s*[,)]")


class VgprMsb:
    """The current mode (the low 8 bits of the last ``s_set_vgpr_msb``, or UNKNOWN);
    ``enabled`` on targets that have ``s_set_vgpr_msb``."""

    __slots__ = ("mode", "line", "enabled")

    def __init__(self, enabled: bool = True):
        self.mode = 0
        self.line = 0
        self.enabled = enabled

    @staticmethod
    def changes_at(opcode: str) -> bool:
        """Whether a line of ``opcode`` may change the mode (never read from a cache)."""
        return opcode == SET_MSB or opcode.startswith("s_setreg")

    def after(self, inst, lineno: int, warn) -> None:
        """Follow the mode past ``inst``."""
        opcode = inst.opcode
        if not self.enabled:
            return
        if opcode == SET_MSB:
            value = inst.srcs[0] if len(inst.srcs) == 1 else None
            mode = value.value & 0xFF if isinstance(value, (IntLit, HexLit)) else UNKNOWN
        elif opcode.startswith("s_setreg") and inst.dests and \
                isinstance(inst.dests[0], StrLit) and _MODE_HWREG.match(inst.dests[0].text):
            value = inst.srcs[0] if len(inst.srcs) == 1 else None
            if isinstance(value, (IntLit, HexLit)):
                bits = (value.value >> 12) & 0xFF      # dst, src0, src1, src2 -> ours
                mode = ((bits >> 2) | (bits << 6)) & 0xFF
                if mode == self.mode:
                    return
            mode = UNKNOWN
        else:
            if opcode.startswith("s_endpgm"):
                self.mode = 0
            return
        self.mode, self.line = mode, lineno
        if mode == UNKNOWN:
            warn(f"'{opcode}' leaves the VGPR MSB mode unknown: the lines after it that name "
                 "a VGPR below v256 are read as naming it in every bank", lineno, 1)

    def bank(self, field: int) -> int:
        return (self.mode >> (2 * field)) & 3

    def apply(self, inst, operands: list) -> None:
        """Move the low VGPRs of ``inst`` (operands in text order) by the mode; a register
        written with its real number in a comment must agree with the mode."""
        if self.mode == UNKNOWN and any(isinstance(op, Register) and op.kind == "v"
                                        and not op.msb_spelling for op in operands):
            raise Unmodelled(f"the VGPR MSB mode is unknown here (line {self.line})")
        ndest = len(inst.dests)
        vbuffer = getattr(inst.desc, "microcode", None) == "VBUFFER"
        out = []
        for position, op in enumerate(operands):
            if vbuffer:
                field = _DST if position == 0 else _SRC0 if position == 1 else None
            else:
                source = position - ndest
                field = _DST if source < 0 else source if source <= 2 else None
            if isinstance(op, Register) and op.kind == "v" and field is not None:
                bank = self.bank(field)
                if op.msb_spelling == "comment":
                    if op.index // 256 != bank:
                        raise Unmodelled(f"'{op}' disagrees with {SET_MSB} {self.mode:#x} "
                                         f"(line {self.line})")
                elif bank and op.index < 256:
                    op = Register("v", op.index + 256 * bank, op.count, op.negated, op.symbol,
                                  op.msb_offset, op.half, "low")
            out.append(op)
        inst.dests, inst.srcs = tuple(out[:ndest]), tuple(out[ndest:])

    def every_bank(self, registers: list) -> list:
        """``registers`` plus, for each low VGPR, the registers the mode's banks could
        make of it: a line whose operand slots are unknown touches all of them."""
        banks = (1, 2, 3) if self.mode == UNKNOWN else \
            sorted({self.bank(field) for field in range(4)} - {0})
        out = list(registers)
        for reg in registers:
            if reg.kind == "v" and reg.index < 256 and not reg.msb_spelling:
                out += [Register("v", reg.index + 256 * b, reg.count) for b in banks]
        return out
