"""What a wait instruction waits for, on every target and in every spelling.

The immediate operand is what the hardware obeys: a single-counter wait (``s_wait_dscnt
3``, ``s_waitcnt_vscnt null, 3``) bounds its counter by it, a packed one (``s_wait_loadcnt_
dscnt``, ``s_wait_storecnt_dscnt``, the gfx9/gfx11 ``s_waitcnt`` with its vmcnt/expcnt/
lgkmcnt fields) is split by the bit pieces of each counter (the description's
``wait_pieces``). Without an immediate, the counter's `.stir` modifier fields are read (the
smallest set one wins); a counter of a packed wait whose fields are all unset is not waited
on, a single-counter wait without any value waits for 0. The gfx1250 ``s_waitcnt``
(``waits: [legacy]``) and waits the table lacks bound nothing.
"""

from __future__ import annotations

from stinkytofu_opt.ir.operands import HexLit, IntLit, Register


def first_int(inst) -> int | None:
    """The first integer operand of ``inst`` (a wait's count, a barrier's id)."""
    for src in inst.srcs:
        if isinstance(src, (IntLit, HexLit)):
            return src.value
    return None


def _mod_field(inst, kind: str, field: str) -> int:
    m = inst.mod(kind)
    if m is None:
        return -1
    value = m.get(field)
    return value if isinstance(value, int) else -1


def _from_pieces(literal: int, pieces) -> int:
    value = at = 0
    for shift, bits in pieces:
        value |= ((literal >> shift) & ((1 << bits) - 1)) << at
        at += bits
    return value


def decode_wait(inst, target) -> dict[str, int]:
    """The counters a wait instruction bounds: counter -> count left in flight."""
    desc = inst.desc
    if desc is None or not desc.wait_counters:
        return {}
    literal = first_int(inst)
    packed = len(desc.wait_counters) > 1
    out = {}
    for counter, pieces in zip(desc.wait_counters, desc.wait_pieces):
        if not pieces:
            continue
        if literal is not None:
            out[counter] = _from_pieces(literal, pieces) if packed else literal
            continue
        values = [value for key, field in target.counters[counter].modifier_fields
                  if (value := _mod_field(inst, key, field)) >= 0]
        if values:
            out[counter] = min(values)
        elif not packed:
            out[counter] = 0
    return out


def waits_on(inst, counter: str) -> bool:
    """Whether ``inst`` is a wait that bounds ``counter`` (its description's waits)."""
    desc = inst.desc
    return desc is not None and counter in desc.wait_counters


# -- the strict reading of a single-counter wait (the gfx1250 guard passes): a malformed
# count is an error there, not a wait for nothing

def literal_value(operand) -> int | None:
    if isinstance(operand, IntLit):
        return operand.value
    if isinstance(operand, HexLit):
        return operand.value
    return None


class OperandProblem(ValueError):
    """A wait or barrier whose operands the hardware cannot encode."""


def hardware_operands(inst) -> list:
    """The operands the encoding holds: without the LDS pseudo registers that
    StinkyBuildImplicitDependencyPass adds for memory tokens."""
    return [op for op in inst.srcs if not (isinstance(op, Register) and op.is_pseudo)]


def wait_count(inst, counter, modifier: tuple[str, str] | None):
    """(literal, modifier value) of a single-counter wait; None where absent.

    Raises OperandProblem for anything but at most one integer literal that fits the
    counter, or a modifier value outside the counter (-1 = not set)."""
    operands = hardware_operands(inst)
    if len(operands) > 1:
        raise OperandProblem(f"'{inst.opcode}' takes one count, got {len(operands)} operands")
    literal = None
    if operands:
        literal = literal_value(operands[0])
        if literal is None:
            raise OperandProblem(f"the count of '{inst.opcode}' must be an integer literal, "
                                 f"not '{operands[0]}'")
        if not 0 <= literal <= counter.max_value:
            raise OperandProblem(f"'{inst.opcode}' count {literal} does not fit the "
                                 f"{counter.bits}-bit {counter.name} counter "
                                 f"(0..{counter.max_value})")
    from_mod = None
    if modifier is not None:
        mod = inst.mod(modifier[0])
        value = mod.get(modifier[1]) if mod is not None else None
        if isinstance(value, int) and value != -1:
            if not 0 <= value <= counter.max_value:
                raise OperandProblem(f"mod.{modifier[0]}.{modifier[1]} = {value} does not "
                                     f"fit the {counter.bits}-bit {counter.name} counter")
            from_mod = value
        elif value is not None and not isinstance(value, int):
            raise OperandProblem(f"mod.{modifier[0]}.{modifier[1]} must be an integer")
    return literal, from_mod
