"""Which table field each operand of an instruction fills.

A destination field (role D or RW) takes the next destination operand, any other field the
next source (the reference's walk over ``HWInstruction`` fields). A VMEM atomic that returns
nothing is written without its destination, so its destination fields take no operand.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.records import record


@record(frozen=True, slots=True)
class FieldOperand:
    field: object          # target.model.OperandField
    is_dest: bool
    index: int             # position in the instruction's dests or srcs
    operand: object        # the operand there, or None when the instruction has none


def field_operands(inst: Instruction) -> list[FieldOperand]:
    """The instruction's table fields in order, each with the operand it designates."""
    desc = inst.desc
    if desc is None:
        return []
    no_return = desc.is_vmem_atomic and not inst.dests
    result = []
    dest_index = src_index = 0
    for field in desc.fields:
        is_dest = field.role in ("D", "RW")
        if is_dest and no_return:
            continue
        if is_dest:
            index, dest_index = dest_index, dest_index + 1
            operands = inst.dests
        else:
            index, src_index = src_index, src_index + 1
            operands = inst.srcs
        result.append(FieldOperand(field, is_dest, index,
                                   operands[index] if index < len(operands) else None))
    return result
