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
"""

from __future__ import annotations

from stinkytofu_opt.ir.operands import HexLit, IntLit, Register
from stinkytofu_opt.text.asm_expr import Unmodelled

SET_MSB = "s_set_vgpr_msb"
_DST, _SRC0 = 3, 0


class VgprMsb:
    """The current mode (the low 8 bits of the last ``s_set_vgpr_msb``)."""

    __slots__ = ("mode", "line")

    def __init__(self):
        self.mode = 0
        self.line = 0

    @staticmethod
    def changes_at(opcode: str) -> bool:
        """Whether a line of ``opcode`` may change the mode (never read from a cache)."""
        return opcode == SET_MSB

    def after(self, inst, lineno: int, warn) -> None:
        """Follow the mode past ``inst``."""
        opcode = inst.opcode
        if opcode == SET_MSB:
            value = inst.srcs[0] if len(inst.srcs) == 1 else None
            if isinstance(value, (IntLit, HexLit)):
                self.mode, self.line = value.value & 0xFF, lineno
            else:
                warn(f"{SET_MSB} without a plain number: the VGPRs of the lines after it "
                     "are read as every bank they may name", lineno, 1)
                self.mode, self.line = 0xFF, lineno
        elif opcode.startswith("s_endpgm"):
            self.mode = 0

    def bank(self, field: int) -> int:
        return (self.mode >> (2 * field)) & 3

    def apply(self, inst, operands: list) -> None:
        """Move the low VGPRs of ``inst`` (operands in text order) by the mode; a register
        written with its real number in a comment must agree with the mode."""
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
        inst.dests, inst.srcs = out[:ndest], out[ndest:]

    def every_bank(self, registers: list) -> list:
        """``registers`` plus, for each low VGPR, the registers the mode's banks could
        make of it: a line whose operand slots are unknown touches all of them."""
        banks = sorted({self.bank(field) for field in range(4)} - {0})
        out = list(registers)
        for reg in registers:
            if reg.kind == "v" and reg.index < 256 and not reg.msb_spelling:
                out += [Register("v", reg.index + 256 * b, reg.count) for b in banks]
        return out
