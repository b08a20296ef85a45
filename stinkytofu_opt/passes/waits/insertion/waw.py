"""Write after write on registers: a memory operation still in flight must not land its
result over a later write of the same register.

Before an instruction writes a register unit that an in-flight memory operation will
still write, a wait retires that operation, unless both count on one counter that
completes in order with the same kind of event (two VMEM loads on vmcnt: the later
result lands last). Scalar memory, gfx9 FLAT and any out-of-order counter get the wait.
LLVM's si-insert-waitcnts has the same rule; the reference tool has none (README "How it
differs").

The definitions an instruction overwrites come from the use-def build
(``build_use_def(..., overwritten=...)``); this module filters them to the memory
operations and PHIs the rule can apply to and scans the queues for them.
"""

from __future__ import annotations

from stinkytofu_opt.passes.waits.insertion.classify import MAX_IN_FLIGHT

PHI = "PHI"


def completes_before(flow, info, oi) -> bool:
    """Whether the memory operation ``oi`` is sure to write its registers before
    ``info``'s instruction does: both count on one in-order counter in one write-order
    class (machine.events.CounterEvent.write_order)."""
    if not info.counters:
        return False
    static_ooo = flow.model.static_ooo
    for c in info.counters:
        if c not in oi.counters or static_ooo[c]:
            continue
        if not flow.dynamic:
            return True
        mine = info.write_order.get(c)
        if mine is not None and mine == oi.write_order.get(c):
            return True
    return False


def overwritten_memops(flow, inst, info, defs) -> tuple:
    """The definitions in ``defs`` (what ``inst`` overwrites) the rule checks: memory
    operations not ordered before it, and PHIs that reach memory operations."""
    out = []
    allinfo = flow.info
    for d in defs:
        if d.opcode == PHI:
            # (a leaf ordered before ``inst`` is ordered after anything it overwrote)
            if any(not completes_before(flow, info, allinfo[op])
                   for leaves in flow.phi_leaves(d).values() for op in leaves):
                out.append(d)
            continue
        oi = allinfo.get(d)
        if oi is not None and oi.counters and not completes_before(flow, info, oi):
            out.append(d)
    return tuple(out)


def waw_scan(flow, inst, info, queues, defs, tighten) -> None:
    """Tighten the waits ``inst`` needs so that no operation of ``defs`` (see
    overwritten_memops) is in flight when it writes."""
    allinfo = flow.info
    wait_to_drain = flow.model.wait_to_drain
    for s in defs:
        if s.opcode != PHI:
            for c in allinfo[s].counters:
                for q in queues[c]:
                    n = q.count_from(s)
                    if n > 0:
                        tighten(c, wait_to_drain(c, n), s, q, "WAW", n)
            continue
        for c, leaves in flow.phi_leaves(s).items():
            for q in queues[c]:
                for op, d in q.newest_first():
                    if op in leaves and not completes_before(flow, info, allinfo[op]):
                        tighten(c, wait_to_drain(c, d), op, q, "WAW", d)
                        break
                else:
                    if q.wild:
                        tighten(c, wait_to_drain(c, q.wild), None, q, "WAW (summary)", q.wild)
                    elif q.sat and any(leaf in q.sat and not completes_before(
                            flow, info, allinfo[leaf]) for leaf in leaves):
                        tighten(c, wait_to_drain(c, MAX_IN_FLIGHT), None, q, "WAW",
                                MAX_IN_FLIGHT)
