"""Instruction facts the wait-count validator needs, for any target.

Which counters an instruction increments, as which event, comes from the target's tables
through ``memory_events.counter_events``; which counters a wait bounds, and to what, from
the wait instruction's description (``waits``, the bit pieces of each counter in the
literal, the counter's `.stir` modifier fields). The LDS, barrier and tensor predicates
read the description's flags, or the mnemonic's family's for a mnemonic the table lacks.
"""

from __future__ import annotations

from dataclasses import dataclass

from stinkytofu_opt.ir.effects import is_unreadable, read_operands, written_operands
from stinkytofu_opt.ir.operands import IntLit, Register
from stinkytofu_opt.passes.waits.memory_events import (CounterEvent, counter_events, family_flags,
                                                       is_lds_dma)
from stinkytofu_opt.target.model import PREDICATE_FLAGS

ALL_TOKENS = None  # an untagged LDS access may touch any token

def _flag(inst, name: str) -> bool:
    """The description's predicate ``name``; for a mnemonic the table lacks, its
    family's (memory_events.family_flags: the guess the insertion pass makes too)."""
    desc = inst.desc
    if desc is not None:
        return bool(getattr(desc, name))
    return not PREDICATE_FLAGS[name].isdisjoint(family_flags(inst.opcode))


def is_ds_read(inst) -> bool:
    return _flag(inst, "is_ds_read")


def is_ds_write(inst) -> bool:
    return _flag(inst, "is_ds_write")


def is_ds_atomic(inst) -> bool:
    return _flag(inst, "is_ds_atomic")


def is_tensor_load(inst) -> bool:
    return _flag(inst, "is_tensor_load")


def is_async_lds_store(inst) -> bool:
    return _flag(inst, "is_async_lds_store")


def is_barrier(inst) -> bool:
    return _flag(inst, "is_barrier")


def is_wait(inst) -> bool:
    """The table's flag, or any ``s_wait*`` but ``s_wait_event``: ``s_wait_alu`` waits
    too (on ALU dependencies, so it credits no counter)."""
    op = inst.opcode
    return _flag(inst, "is_wait") or (op.startswith("s_wait") and op != "s_wait_event")


def _barrier_operand(inst) -> int | None:
    for src in inst.srcs:
        if isinstance(src, IntLit):
            return src.value
        break
    return None


def is_fence_barrier(inst) -> bool:
    """A barrier that orders LDS between waves: every barrier except the
    cluster split barrier (signal/wait with operand -3)."""
    if not is_barrier(inst):
        return False
    if inst.opcode in ("s_barrier_signal", "s_barrier_wait"):
        return _barrier_operand(inst) != -3
    return True


def is_token_barrier(inst) -> bool:
    """A barrier whose memory tokens become LDS pseudo-register defs and uses
    (StinkyBuildImplicitDependencyPass): plain barriers and the all-wave
    (-1) signal/wait."""
    if not is_barrier(inst):
        return False
    if inst.opcode in ("s_barrier_signal", "s_barrier_wait"):
        operand = _barrier_operand(inst)
        return operand is None or operand == -1
    return True


def tokens_of(inst):
    """The instruction's memory tokens as a frozenset, or ALL_TOKENS when it
    carries none."""
    toks = inst.tokens
    return frozenset(toks) if toks else ALL_TOKENS


def overlap(a, b) -> bool:
    if a is ALL_TOKENS or b is ALL_TOKENS:
        return True
    return not a.isdisjoint(b)


def register_units(operands) -> frozenset:
    units = []
    for op in operands:
        if isinstance(op, Register) and not op.is_pseudo:
            units.extend(op.units())
    return frozenset(units)


def _int_operand(inst) -> int | None:
    for src in inst.srcs:
        if isinstance(src, IntLit):
            return src.value
        value = getattr(src, "value", None)
        if isinstance(value, int):
            return value
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
    """The counters a wait instruction bounds: counter -> count left in flight.

    The immediate operand is what the hardware obeys; a packed literal is split by the
    wait's bit pieces. Without an immediate, the counter's `.stir` modifier fields are read
    (the smallest set one wins); a counter of a packed wait whose fields are all unset is
    not waited on, a single-counter wait without any value waits for 0. The gfx1250
    ``s_waitcnt`` (``waits: [legacy]``) and waits the table lacks bound nothing."""
    desc = inst.desc
    if desc is None or not desc.wait_counters:
        return {}
    literal = _int_operand(inst)
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


@dataclass(frozen=True)
class InstFacts:
    """What the validator reads of one instruction, computed once."""

    events: dict[str, CounterEvent]   # counter -> the event this instruction counts there
    wait: dict | None
    reads: frozenset
    writes: frozenset
    tokens: frozenset | None
    ds_read: bool
    ds_write: bool
    ds_atomic: bool
    tensor_load: bool
    async_store: bool
    fence_barrier: bool
    token_barrier: bool
    unreadable: bool = False   # its registers could not be read (ir/effects.py)
    lds_dma: bool = False      # a VMEM load into LDS (memory_events.is_lds_dma)

    @property
    def is_ds(self) -> bool:
        return self.ds_read or self.ds_write or self.ds_atomic

    @property
    def lds_writer(self) -> bool:
        return self.tensor_load or self.ds_write

    @property
    def lds_token_defs(self):
        """Tokens whose LDS contents this instruction (re)defines in the
        implicit-dependency model; None when it defines none."""
        if not self.tagged:
            return None
        if self.tensor_load or self.ds_write or self.token_barrier:
            return self.tokens
        return None

    @property
    def tagged(self) -> bool:
        return self.tokens is not ALL_TOKENS


_KIND_FLAGS: dict = {}   # (opcode, desc, target) -> the flags that ignore the operands


def _kind_flags(inst, target) -> tuple:
    """(ds_read, ds_write, ds_atomic, tensor_load, async_store, barrier, wait, events or
    None): what the mnemonic alone decides. The events depend on the operands only for
    a VMEM atomic (whether it returns data), whose entry is None."""
    key = (inst.opcode, inst.desc, target)
    flags = _KIND_FLAGS.get(key)
    if flags is None:
        desc = inst.desc
        per_operands = desc is None or desc.is_vmem_atomic
        wait = is_wait(inst)
        events = None if per_operands else (
            {} if wait or inst.opcode == "PHI" else
            {event.counter: event for event in counter_events(inst, target)})
        flags = _KIND_FLAGS[key] = (is_ds_read(inst), is_ds_write(inst), is_ds_atomic(inst),
                                    is_tensor_load(inst), is_async_lds_store(inst),
                                    is_barrier(inst), wait, events)
    return flags


def facts(inst, target) -> InstFacts:
    ds_read, ds_write, ds_atomic, tensor_load, async_store, barrier, is_a_wait, events = \
        _kind_flags(inst, target)
    wait = decode_wait(inst, target) if is_a_wait else None
    if events is None:
        events = {} if wait is not None or inst.opcode == "PHI" else {
            event.counter: event for event in counter_events(inst, target)}
    return InstFacts(
        events=events,
        wait=wait,
        reads=register_units(read_operands(inst)),
        writes=register_units(written_operands(inst)),
        tokens=tokens_of(inst),
        ds_read=ds_read,
        ds_write=ds_write,
        ds_atomic=ds_atomic,
        tensor_load=tensor_load,
        async_store=async_store,
        fence_barrier=barrier and is_fence_barrier(inst),
        token_barrier=barrier and is_token_barrier(inst),
        unreadable=is_unreadable(inst),
        lds_dma=is_lds_dma(inst),
    )


def lands_before(later: InstFacts, earlier: InstFacts) -> bool:
    """Whether ``earlier``'s register writes are sure to land before ``later``'s: both
    count on one counter as one kind of event that completes in order (the
    write-after-write exemption; passes/waits/insertion/waw.py applies the same rule)."""
    for counter, event in later.events.items():
        other = earlier.events.get(counter)
        if other is not None and event.write_order and other.write_order == event.write_order:
            return True
    return False
