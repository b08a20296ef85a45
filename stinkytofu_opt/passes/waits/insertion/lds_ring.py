"""Multi-buffered LDS rings (``mod.lds_ring``, spec waitcnt-passes.md 7.2).

A ring access names a buffer slot by (buffer class, frame, ring size,
gdelta, kind): the slot the access touches on the current trip is
``gdelta mod ring``, and a frame advances by a fixed amount on every loop
back edge whose source block ends with ``advances = [frame, amount, ...]``.
A queued op keeps one frame delta per access: after n advances of ``a`` its
slot is ``(gdelta - n*a) mod ring``. Two accesses alias when they name the
same buffer (class, frame, ring > 0) and the same slot.

An instruction with ring accesses is a *ring anchor*: each access kind
selects one scan of the in-flight producers (``SCANS``), and the anchor
then skips the matching memtoken scan, because the static tokens of a
rotating buffer name a physical buffer only for the trip they were
written on.
"""

from __future__ import annotations

from typing import NamedTuple

from stinkytofu_opt.passes.waits.insertion.classify import DS, MAX_IN_FLIGHT, TENSOR
from stinkytofu_opt.passes.waits.insertion.queues import UNKNOWN_FRAMES

READ, WRITE, PUBLISH, PROTECT = range(4)
KIND_NAMES = ("Read", "Write", "Publish", "Protect")


class Access(NamedTuple):
    cls: int
    frame: int
    ring: int
    gdelta: int
    kind: int

    def slot(self, delta: int) -> int | None:
        return (self.gdelta + delta) % self.ring if self.ring > 0 else None


class RingFacts(NamedTuple):
    accesses: tuple[Access, ...]
    advances: tuple[tuple[int, int], ...]
    anchor_kinds: frozenset


# Anchor access kind -> (counter scanned, producer access kind, reason).
SCANS = {
    PUBLISH: (TENSOR, WRITE, "ring RAW (publish)"),
    READ: (TENSOR, WRITE, "ring RAW (read)"),
    PROTECT: (DS, READ, "ring WAR (protect)"),
    WRITE: (DS, READ, "ring WAR (write)"),
}
# Which token scans a ring anchor replaces.
SKIPS_TENSOR_RAW = frozenset({PUBLISH, PROTECT, READ})
SKIPS_DS_WRITER_SCAN = frozenset({PROTECT, WRITE})
SKIPS_DS_BARRIER_SCAN = frozenset({PROTECT})


class RingDataError(ValueError):
    pass


def ring_facts(inst) -> RingFacts | None:
    """The ring accesses and advances of ``inst``; None without ``mod.lds_ring``.
    Raises RingDataError for values that do not form whole tuples."""
    m = inst.mod("lds_ring")
    if m is None:
        return None
    flat = m.get("accesses") or []
    adv = m.get("advances") or []
    if len(flat) % 5:
        raise RingDataError(f"mod.lds_ring accesses hold {len(flat)} values, not a whole "
                            f"number of (bufferClass, frame, ring, gdelta, kind) tuples")
    if len(adv) % 2:
        raise RingDataError(f"mod.lds_ring advances hold {len(adv)} values, not a whole "
                            f"number of (frame, amount) pairs")
    accesses = tuple(Access(*flat[i:i + 5]) for i in range(0, len(flat), 5))
    for a in accesses:
        if a.kind not in (READ, WRITE, PUBLISH, PROTECT):
            raise RingDataError(f"mod.lds_ring access kind {a.kind} is not one of "
                                f"0 (Read), 1 (Write), 2 (Publish), 3 (Protect)")
    advances = tuple((adv[i], adv[i + 1]) for i in range(0, len(adv), 2))
    return RingFacts(accesses, advances, frozenset(a.kind for a in accesses))


def rotate(accesses, frames, advances):
    """Frame deltas of one queued op after a back edge with ``advances``."""
    if frames is UNKNOWN_FRAMES:
        return frames
    old = frames if frames is not None else (0,) * len(accesses)
    new = []
    moved = False
    for a, d in zip(accesses, old):
        for frame, amount in advances:
            if a.frame == frame and a.ring > 0:
                d = (d - amount) % a.ring
        new.append(d)
        moved = moved or d != 0
    return tuple(new) if moved else None


def delta_of(frames, j: int) -> int:
    return frames[j] if frames is not None else 0


def aliases(producer: Access, delta: int, consumer: Access) -> bool:
    return (producer.cls == consumer.cls and producer.frame == consumer.frame
            and producer.ring == consumer.ring and producer.ring > 0
            and (producer.gdelta + delta) % producer.ring == consumer.gdelta % consumer.ring)


def unique_slot(accesses, frames) -> int | None:
    """The one ring slot an op's accesses occupy, or None if unknown or several."""
    if frames is UNKNOWN_FRAMES or not accesses:
        return None
    slots = {a.slot(delta_of(frames, j)) for j, a in enumerate(accesses)}
    if len(slots) != 1:
        return None
    return next(iter(slots))


def ring_scans(inst, info, queues, infos, tighten, wait_to_drain) -> None:
    """Every ring scan of anchor ``inst``: the newest in-flight producer whose
    access aliases one of the anchor's accesses sets the wait. A producer of
    the scanned kind without ring data cannot be proved disjoint: it is
    drained (the rotating tokens cannot decide it either)."""
    ring = info.ring
    for consumer in ring.accesses:
        scan = SCANS.get(consumer.kind)
        if scan is None:
            continue
        c, producer_kind, why = scan
        if c == TENSOR and not info.gate_tensor:
            continue  # a wave's tensorcnt cannot publish another wave's fill
        def may_alias(op, producer_kind=producer_kind, consumer=consumer):
            # A saturated entry's frames are unknown: any slot of the same buffer.
            oi = infos[op]
            return _produces(oi, producer_kind) and (oi.ring is None or any(
                p.kind == producer_kind and p.cls == consumer.cls and p.frame == consumer.frame
                and p.ring == consumer.ring and p.ring > 0 for p in oi.ring.accesses))
        for q in queues[c]:
            for idx in range(len(q.ops) - 1, -1, -1):
                op = q.ops[idx]
                if op is inst:
                    continue
                oi = infos[op]
                if not _produces(oi, producer_kind):
                    continue
                d = q.distance_at(idx)
                if oi.ring is None:
                    tighten(c, wait_to_drain(c, d), op, q, why + ", producer without ring data", d)
                    break
                frames = q.frames_at(idx)
                if frames is UNKNOWN_FRAMES:
                    tighten(c, wait_to_drain(c, d), op, q, why + ", frames unknown", d)
                    break
                if any(p.kind == producer_kind and aliases(p, delta_of(frames, j), consumer)
                       for j, p in enumerate(oi.ring.accesses)):
                    tighten(c, wait_to_drain(c, d), op, q, why, d)
                    break
            else:
                # Older producers whose frames were not tracked.
                if q.wild:
                    tighten(c, wait_to_drain(c, q.wild), None, q, "summary of many paths", q.wild)
                elif q.sat_has(may_alias):
                    tighten(c, wait_to_drain(c, MAX_IN_FLIGHT), None, q,
                            why + " (saturated queue)", MAX_IN_FLIGHT)


def _produces(oi, producer_kind: int) -> bool:
    if producer_kind == WRITE:
        return oi.is_tensor_load
    return oi.is_ds_read or oi.is_ds_atomic
