"""One instruction as the machine sees it: what every pass that reasons about memory
counters asks (wait insertion, the wait validator, the stall estimate, waitcheck).

``kind_of(inst, target)`` is what the mnemonic and its operand shape decide: the counter
events it produces (``events.counter_events``), its LDS role (DS read/write/atomic, tensor
load, async LDS store, VMEM load into LDS), barrier/fence/wait, and for a wait what it waits
for (``waits.decode_wait``). It is cached per shape (opcode, description, whether it names
a result, barrier id, unreadable operands, LDS DMA), so a kernel of 10^5 instructions
classifies a few hundred shapes. ``facts(inst, target)`` adds the instruction's own
register units (``registers``, register indexing resolved) and memory tokens.

A mnemonic the table lacks takes its family's flags (``events.family_flags``), the same
guess for every pass: an unknown memory instruction counts on its family's counter whether
it names a result or not.
"""

from __future__ import annotations

from stinkytofu_opt.machine.events import CounterEvent, counter_events, family_flags, is_lds_dma
from stinkytofu_opt.machine.registers import (is_unreadable, read_operands, register_units,
                                              returns_data, written_operands)
from stinkytofu_opt.machine.waits import decode_wait, first_int
from stinkytofu_opt.records import record
from stinkytofu_opt.target.model import PREDICATE_FLAGS

ALL_TOKENS = None  # an untagged LDS access may touch any token
CLUSTER_BARRIER = -3   # a split barrier on this id is a cluster handshake, not an LDS fence
ALL_WAVES_BARRIER = -1


def flag(inst, name: str) -> bool:
    """The description's predicate ``name``; for a mnemonic the table lacks, its
    family's."""
    desc = inst.desc
    if desc is not None:
        return bool(getattr(desc, name))
    return not PREDICATE_FLAGS[name].isdisjoint(family_flags(inst.opcode))


def is_wait(inst) -> bool:
    """A wait on memory counters (the table's WaitCnt/WaitTensorCnt, or the family's)."""
    return flag(inst, "is_wait")


def is_wait_instruction(inst) -> bool:
    """Any wait, also one that credits no memory counter (``s_wait_alu``, ``s_wait_idle``
    and the other ``s_wait*`` but ``s_wait_event``): what a report shows as a wait."""
    op = inst.opcode
    return is_wait(inst) or (op.startswith("s_wait") and op != "s_wait_event")


def ends_program(inst) -> bool:
    """``s_endpgm`` and its variants: the wave ends, control reaches no next instruction."""
    return inst.opcode.startswith("s_endpgm")


# Address-translation (XNACK replay) group kinds on gfx1250 (spec gfx1250-guards.md 4.3).
SMEM_GROUP, VMEM_GROUP, OTHER_GROUP, NO_GROUP = "SMEM", "VMEM", "Other", "None"


def translation_group(inst) -> str:
    """The replay group ``inst`` joins: scalar memory, vector memory (prefetches and async
    LDS stores translate addresses too: stricter than the reference), a tensor load (which
    keeps no replay state), or none. A mnemonic the table lacks takes its family's flags."""
    flags = inst.desc.flags if inst.desc is not None else family_flags(inst.opcode)
    if flag(inst, "is_tensor_load"):
        return OTHER_GROUP
    if flag(inst, "is_smem_load") or flag(inst, "is_smem_store") or "SMemAtomic" in flags:
        return SMEM_GROUP
    if (flag(inst, "is_vmem_load") or flag(inst, "is_vmem_store") or flag(inst, "is_vmem_atomic")
            or flag(inst, "is_async_lds_store") or "GLOBALPrefetch" in flags
            or "FLATPrefetch" in flags):
        return VMEM_GROUP
    return NO_GROUP


def _barrier_id(inst) -> int | None:
    srcs = inst.srcs
    if srcs:
        value = getattr(srcs[0], "value", None)
        if isinstance(value, int):
            return value
    return None


@record(frozen=True, slots=True)
class Kind:
    """What the mnemonic and operand shape of an instruction decide (shared, read-only)."""

    events: tuple            # CounterEvent per counter it increments, in counter order
    is_wait: bool            # a wait on memory counters (what for: waits.decode_wait)
    ds_read: bool
    ds_write: bool
    ds_atomic: bool
    tensor_load: bool
    async_store: bool
    barrier: bool
    fence_barrier: bool      # orders LDS between waves: every barrier but the cluster -3
    token_barrier: bool      # its memory tokens become LDS defs: s_barrier, signal/wait -1
    branch: bool
    unreadable: bool         # its registers could not be read: it may touch anything
    lds_dma: bool            # a VMEM load into LDS (events.is_lds_dma)

    @property
    def is_ds(self) -> bool:
        return self.ds_read or self.ds_write or self.ds_atomic

    @property
    def lds_writer(self) -> bool:
        return self.tensor_load or self.ds_write


_KINDS: dict = {}
# Each distinct Kind value once: kind_of returns equal kinds as one object that lives as
# long as the process, so callers may key on its identity (hashing a Kind hashes all
# its fields).
_CANONICAL: dict = {}


def kind_of(inst, target) -> Kind:
    """The shared ``Kind`` of ``inst`` on ``target`` (equal kinds are one object)."""
    desc = inst.desc
    op = inst.opcode
    atomic_like = desc is None or desc.is_vmem_atomic
    barrier_like = desc.is_barrier if desc is not None else op.startswith("s_barrier")
    key = (op, desc, target, returns_data(inst) if atomic_like else None,
           _barrier_id(inst) if barrier_like else None, is_unreadable(inst),
           desc is not None and desc.is_vmem_load and is_lds_dma(inst))
    kind = _KINDS.get(key)
    if kind is None:
        kind = _classify(inst, target, key[4])
        kind = _KINDS[key] = _CANONICAL.setdefault(kind, kind)
    return kind


def _classify(inst, target, barrier_id) -> Kind:
    wait = is_wait(inst)
    events = () if wait or inst.opcode == "PHI" else counter_events(inst, target)
    barrier = flag(inst, "is_barrier")
    split = flag(inst, "is_barrier_signal") or flag(inst, "is_barrier_wait")
    return Kind(
        events=events,
        is_wait=wait,
        ds_read=flag(inst, "is_ds_read"),
        ds_write=flag(inst, "is_ds_write"),
        ds_atomic=flag(inst, "is_ds_atomic"),
        tensor_load=flag(inst, "is_tensor_load"),
        async_store=flag(inst, "is_async_lds_store"),
        barrier=barrier,
        fence_barrier=barrier and not (split and barrier_id == CLUSTER_BARRIER),
        token_barrier=barrier and (not split or barrier_id in (None, ALL_WAVES_BARRIER)),
        branch=flag(inst, "is_branch"),
        unreadable=is_unreadable(inst),
        lds_dma=is_lds_dma(inst),
    )


def tokens_of(inst):
    """The instruction's memory tokens as a frozenset, or ALL_TOKENS when it carries none."""
    toks = inst.tokens
    return frozenset(toks) if toks else ALL_TOKENS


def overlap(a, b) -> bool:
    if a is ALL_TOKENS or b is ALL_TOKENS:
        return True
    return not a.isdisjoint(b)


class InstFacts:
    """One instruction's ``Kind`` (its fields copied, for the validator's hot loops) with
    its own register units and memory tokens."""

    __slots__ = ("kind", "events", "reads", "writes", "tokens", "wait", "ds_read", "ds_write",
                 "ds_atomic", "is_ds", "tensor_load", "async_store", "fence_barrier",
                 "token_barrier", "unreadable", "lds_dma", "lds_writer")

    def __init__(self, kind: Kind, events: dict, reads: frozenset, writes: frozenset,
                 tokens, wait: dict | None):
        self.kind = kind
        self.events = events      # counter -> the CounterEvent this instruction counts there
        self.reads = reads
        self.writes = writes
        self.tokens = tokens
        self.wait = wait          # a wait: counter -> count left in flight; else None
        self.ds_read = kind.ds_read
        self.ds_write = kind.ds_write
        self.ds_atomic = kind.ds_atomic
        self.is_ds = kind.is_ds
        self.tensor_load = kind.tensor_load
        self.async_store = kind.async_store
        self.fence_barrier = kind.fence_barrier
        self.token_barrier = kind.token_barrier
        self.unreadable = kind.unreadable
        self.lds_dma = kind.lds_dma
        self.lds_writer = kind.lds_writer

    @property
    def lds_token_defs(self):
        """Tokens whose LDS contents this instruction (re)defines in the implicit-
        dependency model; None when it defines none."""
        if self.tokens is ALL_TOKENS:
            return None
        if self.tensor_load or self.ds_write or self.token_barrier:
            return self.tokens
        return None

    @property
    def tagged(self) -> bool:
        return self.tokens is not ALL_TOKENS


_EVENT_MAPS: dict = {}


def facts(inst, target) -> InstFacts:
    kind = kind_of(inst, target)
    events = _EVENT_MAPS.get(kind.events)
    if events is None:
        events = _EVENT_MAPS[kind.events] = {e.counter: e for e in kind.events}
    return InstFacts(kind, events, register_units(read_operands(inst)),
                     register_units(written_operands(inst)), tokens_of(inst),
                     decode_wait(inst, target) if kind.is_wait else None)


def lands_before(later: InstFacts, earlier: InstFacts) -> bool:
    """Whether ``earlier``'s register writes are sure to land before ``later``'s: both
    count on one counter as one kind of event that completes in order (the
    write-after-write exemption; wait insertion's waw.py applies the same rule)."""
    for counter, event in later.events.items():
        other = earlier.events.get(counter)
        if other is not None and event.write_order and other.write_order == event.write_order:
            return True
    return False


__all__ = ["ALL_TOKENS", "InstFacts", "Kind", "facts", "first_int", "flag", "is_wait",
           "is_wait_instruction", "kind_of", "lands_before", "overlap", "tokens_of"]
