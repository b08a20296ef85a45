"""Which counted memory events an instruction produces, read from the target's tables.

One function, ``counter_events(inst, target)``, answers for every target: per counter the
instruction increments, the event kind it counts as, the ordered class that capacity
backpressure may use, and whether it completes out of issue order there. The wait-count
validator uses it; the insertion pass can consume it the same way (see README "Targets").

Rules (spec targets.md sections 1-3):

* the counters are the instruction's counter (a VMEM atomic that returns nothing counts on
  ``counter_without_return``) and, on a target with an event table, its secondary counters:
  FLAT counts on both the VMEM and the LDS counter;
* a target without an event table (gfx1250, the reference model) has one event kind per
  counter, named after it; an in-order counter is its own ordered class; secondary counters
  are not tracked there, as in the reference passes;
* an event is out of order if its kind is (scalar memory, gfx9 FLAT, GDS, messages) or its
  counter is; an event may count as another kind on some counter (gfx10+ FLAT is an LDS
  access on the LDS counter and a VMEM access on the VMEM counter, in order with them);
* a mnemonic missing from the table is classified from its family (``ds_*``, ``*_load_*``,
  ...) with the target's own rules, so an unknown memory operation is still tracked.
"""

from __future__ import annotations

from stinkytofu_opt.machine.registers import returns_data
from stinkytofu_opt.records import record

# Mnemonic family -> classification flag (model.PREDICATE_FLAGS names), for mnemonics
# the target table lacks; first match wins. The one guess the insertion pass and the
# validator share: soundness first, an unknown memory operation is tracked on its
# family's counter rather than ignored (an unknown ds_* op counts as an LDS atomic).
_FAMILY_FLAGS = (
    (("ds_load", "ds_read"), "DSRead"),
    (("ds_store", "ds_write"), "DSStore"),
    (("ds_",), "DSAtomic"),
    (("buffer_load", "tbuffer_load", "image_load"), "MUBUFLoad"),
    (("buffer_store", "tbuffer_store", "image_store"), "MUBUFStore"),
    (("buffer_atomic", "image_atomic"), "MUBUFAtomic"),
    (("global_load", "scratch_load"), "GLOBALLoad"),
    (("global_store_async_from_lds",), "GLOBALStoreAsyncFromLds"),
    (("global_store", "scratch_store"), "GLOBALStore"),
    (("global_atomic",), "GLOBALAtomic"),
    (("flat_load",), "FLATLoad"),
    (("flat_store",), "FLATStore"),
    (("flat_atomic",), "FLATAtomic"),
    # Scalar memory returns data on the scalar counter: loads, the time reads (gfx11+
    # read the clock through s_sendmsg_rtn), atomics with return (SMemAtomic alone only
    # describes), cache maintenance.
    (("s_load", "s_buffer_load", "s_scratch_load", "s_memtime", "s_memrealtime",
      "s_atomic", "s_buffer_atomic", "s_dcache", "s_atc_probe", "s_sendmsg_rtn"), "SMemLoad"),
    (("s_store", "s_buffer_store", "s_scratch_store"), "SMemStore"),
    (("image_sample", "image_gather"), "ImageSample"),
    (("image_bvh",), "ImageBVH"),
    (("image_",), "MUBUFLoad"),    # resource queries and the rest return data on VMEM
    (("tensor_load_to_lds",), "TENSORLoadToLds"),
    (("s_barrier",), "Barrier"),
    (("s_wait_alu", "s_wait_event"), None),     # no memory counter to wait on
    (("s_wait",), "WaitCnt"),
    (("s_branch", "s_cbranch", "s_setpc"), "Branch"),
)


@record(frozen=True, slots=True)
class CounterEvent:
    """One counter increment of an instruction."""

    counter: str
    kind: str            # event kind: a name of the target's event table, or the counter's
    order: str | None    # ordered class for capacity backpressure; None proves nothing
    unordered: bool      # completes out of issue order: only a wait of 0 is exact
    # register writes land in issue order with the other events of this class on this
    # counter (None: in no order; the write-after-write rule's exemption)
    write_order: str | None = None


def family_flags(mnemonic: str) -> frozenset[str]:
    """The classification flags of a mnemonic the table lacks, from its family."""
    for prefixes, flag in _FAMILY_FLAGS:
        if mnemonic.startswith(prefixes):
            return frozenset((flag,)) if flag else frozenset()
    return frozenset()


def family_desc(mnemonic: str, target):
    """What the passes read of an instruction description (predicates, counters,
    event), for a mnemonic ``target``'s table lacks: its family's flags classified
    by the target's own rules; all false for an unknown family."""
    return _Classified(target.classify_flags(family_flags(mnemonic)))


def is_lds_dma(inst) -> bool:
    """Whether ``inst`` is a VMEM load into LDS (`buffer_load_dword ... lds`,
    `global_load_lds_*`): it writes LDS, not registers, and counts on the VMEM counter,
    so a later DS access of LDS needs that counter drained."""
    desc = inst.desc
    if desc is None or not desc.is_vmem_load:
        return False
    if "LDSDMA" in desc.flags:
        return True
    for kind in ("mubuf", "flat"):
        m = inst.mod(kind)
        if m is not None and m.get("lds"):
            return True
    return False


def counter_events(inst, target) -> tuple[CounterEvent, ...]:
    """Every counter ``inst`` increments, with the event it counts as (empty for anything
    that is not a counted memory operation)."""
    desc = inst.desc if inst.desc is not None else family_desc(inst.opcode, target)
    counter = desc.counter
    if desc.is_vmem_atomic and not returns_data(inst):
        counter = desc.counter_without_return
    if counter is None:
        return ()
    events = target.events
    if not events:
        info = target.counters[counter]
        ordered = counter if info.in_order else None
        return (CounterEvent(counter, counter, ordered, not info.in_order, ordered),)
    event = events.get(desc.event) if desc.event is not None else None
    out = []
    for name in (counter, *desc.secondary_counters):
        info = target.counters[name]
        unordered = not info.in_order or (event is not None and event.unordered)
        kind = (event.counts_as.get(name, event.name)) if event is not None else name
        order = None if unordered else (event.order if event is not None else name)
        if event is not None and event.write_order is not None:
            write_order = event.write_order or None    # "": its writes land in no order
        else:
            write_order = None if unordered else kind
        out.append(CounterEvent(name, kind, order, unordered, write_order))
    return tuple(out)


class _Classified:
    """A flag classification seen through InstrDesc's attribute names."""

    def __init__(self, classification: dict):
        self.__dict__.update(classification)
