"""Loop-carried LDS dependences named by ``mod.loopcarriedwar`` and
``mod.loopcarriedraw`` (spec waitcnt-passes.md 7.1).

A memtoken names a physical LDS buffer only for the trip that issued the
operation; in a software-pipelined loop that rotates its buffers, an
operation ``d`` trips back may touch the buffer another token names now.
The annotations say so: ``tokens`` are the tags the earlier trip used,
``distance`` how many trips back. The scans match queue entries whose trip
age is at least the distance (the newest such entry sets the wait). Trip
ages saturate at ``MAX_TRIP_AGE``; a larger distance is clamped to it, which
matches more entries (stricter, sound).
"""

from __future__ import annotations

from typing import NamedTuple

from stinkytofu_opt.passes.waits.insertion.classify import DS, MAX_IN_FLIGHT, TENSOR
from stinkytofu_opt.passes.waits.insertion.queues import MAX_TRIP_AGE


class LoopCarried(NamedTuple):
    tokens: frozenset
    distance: int

    @property
    def min_age(self) -> int:
        return max(1, min(self.distance, MAX_TRIP_AGE))


def annotation(inst, kind: str) -> LoopCarried | None:
    m = inst.mod(kind)
    if m is None:
        return None
    return LoopCarried(frozenset(m.get("tokens") or ()), m.get("distance"))


def _scan(c, queues, inst, lc, infos, accept, tighten, wait_to_drain, why) -> None:
    min_age = lc.min_age

    def matches(op):
        oi = infos[op]
        return accept(oi) and (not oi.tagged or bool(oi.tokens & lc.tokens))
    for q in queues[c]:
        for idx in range(len(q.ops) - 1, -1, -1):
            op = q.ops[idx]
            if op is inst or q.age_at(idx) < min_age or not matches(op):
                continue
            d = q.distance_at(idx)
            tighten(c, wait_to_drain(c, d), op, q, why, d)
            break
        else:
            # Older entries of unknown trip age.
            if q.wild:
                tighten(c, wait_to_drain(c, q.wild), None, q, "summary of many paths", q.wild)
            elif q.sat_has(matches):
                tighten(c, wait_to_drain(c, MAX_IN_FLIGHT), None, q, why + " (saturated queue)",
                        MAX_IN_FLIGHT)


def war_scan(inst, info, queues, infos, tighten, wait_to_drain) -> None:
    """An LDS writer or barrier annotated with ``mod.loopcarriedwar``: drain the
    earlier trips' DS reads of the named buffers before they are overwritten.
    (A DS writer is ordered after every DS op already.)"""
    if info.is_ds:
        return
    _scan(DS, queues, inst, info.lc_war, infos,
          lambda oi: oi.is_ds_read or oi.is_ds_atomic, tighten, wait_to_drain,
          "loop-carried WAR")


def raw_scan(inst, info, queues, infos, tighten, wait_to_drain) -> None:
    """A reader annotated with ``mod.loopcarriedraw``: drain the earlier trips'
    tensor fills of the named buffers (where this instruction may wait on
    tensorcnt at all: a fence, or a single-wave kernel)."""
    if not info.gate_tensor:
        return
    _scan(TENSOR, queues, inst, info.lc_raw, infos, lambda oi: oi.is_tensor_load,
          tighten, wait_to_drain, "loop-carried RAW")


def covers_text(lc: LoopCarried) -> str:
    tokens = ",".join(f"LDS{t}" for t in sorted(lc.tokens))
    trips = "trip" if lc.distance == 1 else "trips"
    return f"covers loop-carried WAR on {tokens} ({lc.distance} {trips} back)"
