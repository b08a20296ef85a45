"""Precise-mode rules (``--StinkyWaitCntInsertionPass=precise``): waits the reference
rules over-drain and the hardware already orders. The solver consults this module
only when the option is on, so the default output is the reference's.

Rule ``lds-in-order`` (RAW on LDS between DS operations): a DS operation need not
wait for an in-flight ``ds_store``/``ds_write`` of the same LDS token. LDS
instructions of one wave are executed by the LDS unit in issue order (AMD's ISA
guides: "LDS instructions issued by a wavefront are executed in order"; LLVM's
si-insert-waitcnts likewise never waits for a DS store before a DS access), so the
store's data is in the LDS before the later DS operation reads it. A DS store
writes no register, so the token is its only dependence; register results (DS
reads, atomics with return) keep their waits, and non-DS readers of the LDS
(tensor loads, async stores, barriers) keep theirs.

Rule ``lgkm-class-count`` (targets with an event table, gfx9 and gfx11's
``lgkmcnt``): on a counter where events of several kinds are pending (LDS and
scalar loads on ``lgkmcnt``), the reference and LLVM wait for 0. A wait of k
still retires an operation P of an in-order class (the target YAML's ``order``:
LDS, VMEM) when k operations of P's class were issued after it: the operations of
one class complete in issue order (AMD's Vega and RDNA ISA guides on LGKM_CNT: LDS
instructions return in order, scalar memory reads can return out of order; LLVM's
si-insert-waitcnts calls a counter with pending events of several types out of
order, ``counterOutOfOrder``, the conservative form of the same fact), so were P
still outstanding, those k would be too, k + 1 in all, and ``lgkmcnt(k)`` leaves at
most k. Only exact queues are counted (a summary of paths waits 0, as before), and the
wait clamps at the counter's largest effective wait (stricter, sound). After such
a wait the queue keeps every operation it does not prove retired: all of another
class or out of order (scalar loads), and the k newest of each in-order class.
An existing non-zero wait there is credited the same way. The validator checks it
with ``WaitCntValidationCheckPass=precise`` (class ages).

Rule ``barrier-lds-only`` (targets with an event table): the barrier rule for
untagged DS operations drains the LDS counter only when a DS operation is in
flight on it. Scalar loads and messages pending on ``lgkmcnt`` read no LDS, so a
barrier (which orders this wave's LDS accesses before other waves') has nothing
to wait for in them; the reference waits ``lgkmcnt(0)`` for them too.
"""

from __future__ import annotations

from stinkytofu_opt.passes.waits.insertion.queues import (Queue, _normalize_ages,
                                                           _normalize_frames)

LDS_IN_ORDER = "lds-in-order"
LGKM_CLASS_COUNT = "lgkm-class-count"


def lds_ordered(consumer, producer) -> bool:
    """Whether ``consumer`` (a DS operation) may skip its token RAW on ``producer``:
    an in-flight DS write that returns no data, ordered before it by the LDS unit."""
    return (consumer.is_ds and producer.is_ds_write and not producer.is_ds_atomic
            and not producer.is_ds_read)


def _order(infos, op, c):
    """The in-order class of ``op`` on counter ``c``, or None (unordered, none)."""
    kinds = infos[op].kinds
    kind = kinds.get(c) if kinds else None
    if kind is None or kind[2]:
        return None
    return kind[1]


def class_wait(infos, max_wait: int, c: int, op, q) -> int | None:
    """``lgkm-class-count``: the wait on out-of-order counter ``c`` that retires ``op``
    as queue ``q`` has it in flight (the number of operations of ``op``'s class after
    its newest instance), or None where the rule does not apply (``op`` of no
    in-order class, ``q`` a summary or ``op`` not listed in it): wait 0 then."""
    if op is None or q is None or q.dists is not None or q.wild:
        return None
    order = _order(infos, op, c)
    if order is None:
        return None
    ops = q.ops
    idx = len(ops) - 1
    while idx >= 0 and ops[idx] is not op:
        idx -= 1
    if idx < 0:
        return None
    younger = sum(1 for o in ops[idx + 1:] if _order(infos, o, c) == order)
    return younger if younger < max_wait else max_wait


def class_trim(infos, c: int, q: Queue, keep: int) -> Queue:
    """``q`` after a wait of ``keep`` > 0 on out-of-order counter ``c``: the operations of
    an in-order class with ``keep`` younger ones of their class leave; every other one
    stays. A summary keeps everything (stricter, sound)."""
    if q.dists is not None or q.wild or not q.ops:
        return q
    ops = q.ops
    seen: dict = {}
    stay = []
    for i in range(len(ops) - 1, -1, -1):
        order = _order(infos, ops[i], c)
        if order is not None:
            n = seen.get(order, 0)
            seen[order] = n + 1
            if n >= keep:
                continue
        stay.append(i)
    if len(stay) == len(ops):
        return q
    stay.reverse()
    ages = _normalize_ages(tuple(q.ages[i] for i in stay)) if q.ages else None
    frames = _normalize_frames(tuple(q.frames[i] for i in stay)) if q.frames else None
    return Queue(q.pred, tuple(ops[i] for i in stay), None, q.sat, 0, ages, frames)


def lds_in_flight(infos, qs) -> bool:
    """``barrier-lds-only``: whether a DS operation may be in flight on the queues ``qs``
    of the LDS counter (a summary or saturated set may hide one)."""
    for q in qs:
        if q.wild or q.sat:
            return True
        if any(infos[op].is_ds for op in q.ops):
            return True
    return False
