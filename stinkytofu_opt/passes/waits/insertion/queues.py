"""In-flight FIFOs of one counter, tagged by the CFG predecessor they came in on.

Queues are immutable: every operation returns a new queue, so block states
share their queues (and the op tuples inside them) instead of copying them.
An op tuple never exceeds ``MAX_IN_FLIGHT`` entries, so each operation is
bounded.

A queue is normally exact: ``ops`` in issue order, the distance of an op
from the tail (``count_from``) being its position. When too many distinct
queues reach one block, they are merged into a *summary* queue whose ops
carry explicit distances (``dists``): each op's distance is the smallest it
has on any merged path. That is sound: a wait computed from the smallest
distance drains the op on every path, and a trim keeps an op whenever some
path still has it in flight.

Ops older than ``MAX_IN_FLIGHT`` move to ``sat`` (the saturated set) and are
reported at distance 64 (wait 63). Past ``SAT_LIMIT`` entries the set is
replaced by ``SAT_ALL``: every op of the counter not in ``ops`` is then
reported at distance 64, which is conservative.

Two more per-op facts serve the loop-carried and LDS-ring rules and the
wait provenance:

* ``ages``: trip ages, how many loop back edges an entry crossed since it was
  issued (``None`` when all are 0), capped (``MAX_TRIP_AGE`` where
  loop-carried or ring annotations use them; see dataflow); an entry at the
  cap is "that many trips back or more".
* ``frames``: per entry, the frame deltas of the op's ``mod.lds_ring``
  accesses (``()`` for an op without ring data; ``None`` for the whole queue
  when every delta is 0). A back edge whose source block ends with ring
  advances rotates them (``lds_ring.advance``).

Identity (``key``, used to deduplicate queues at joins) leaves the ages out:
two queues that differ only in trip ages are merged, keeping each entry's
larger age. Loop-carried scans match "at least d trips back", so the larger
age is the stricter (sound) one, and mainline code keeps exactly the queues
it had without trip ages. Equality (the fixed point) includes the ages.
"""

from __future__ import annotations

from stinkytofu_opt.passes.waits.insertion.classify import MAX_IN_FLIGHT

UNKNOWN_FRAMES = "unknown"
SAT_LIMIT = 256
MAX_TRIP_AGE = 16
EMPTY = frozenset()
_INC = (1).__add__


class _SatAll:
    """Sentinel saturated set: every op is (possibly) saturated."""

    __slots__ = ()

    def __contains__(self, op) -> bool:
        return True

    def __len__(self) -> int:
        return SAT_LIMIT + 1

    def __iter__(self):
        return iter(())

    def __repr__(self) -> str:
        return "SAT_ALL"


SAT_ALL = _SatAll()


class Queue:
    # ``ooo``: (counter, out of order?) cached by WaitDataflow.out_of_order (targets with
    # an event table); a queue belongs to one counter, the counter is kept to be safe.
    # ``untagged``: the newest listed entry without memory tokens, (op, distance) or ()
    # for none, cached by WaitDataflow.newest_untagged.
    __slots__ = ("pred", "ops", "dists", "sat", "wild", "ages", "frames", "_key", "ooo",
                 "untagged")

    def __init__(self, pred, ops: tuple = (), dists: tuple | None = None, sat=EMPTY,
                 wild: int = 0, ages: tuple | None = None, frames: tuple | None = None):
        self.pred = pred
        self.ops = ops
        self.dists = dists
        self.sat = sat
        # wild > 0: unlisted ops (of unknown tokens) may be in flight, the newest at
        # distance ``wild`` (only in summaries that overflowed; see summarize).
        self.wild = wild
        self.ages = ages
        self.frames = frames
        self._key = None
        self.ooo = None
        self.untagged = None

    # -- identity -------------------------------------------------------------------
    def key(self):
        k = self._key
        if k is None:
            sat = self.sat
            skey = "ALL" if sat is SAT_ALL else sat
            k = self._key = (id(self.pred) if self.pred is not None else 0,
                             self.ops, self.dists, skey, self.wild, self.frames)
        return k

    def __eq__(self, other) -> bool:
        return self is other or (isinstance(other, Queue) and self.pred is other.pred
                                 and self.key() == other.key() and self.ages == other.ages)

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:  # pragma: no cover
        return f"Queue({getattr(self.pred, 'name', None)}, {[o.opcode for o in self.ops]})"

    # -- queries ----------------------------------------------------------------------
    def count_from(self, op) -> int:
        """Entries from ``op`` (inclusive) to the tail; 64 if saturated; 0 if absent.

        With the same op in the queue several times (a loop issued it on several
        trips), the *newest* instance counts: it is the one whose result a reader
        sees, and on an in-order counter draining it drains the older ones too.
        (Taking the oldest would leave the newest instance in flight.)"""
        ops = self.ops
        if op in ops:
            n = len(ops)
            idx = n - 1
            while ops[idx] is not op:
                idx -= 1
            return self.dists[idx] if self.dists is not None else n - idx
        if self.wild:
            return self.wild
        if self.sat and op in self.sat:
            return MAX_IN_FLIGHT
        return 0

    def sat_has(self, predicate) -> bool:
        """Whether some saturated op (older than the listed ones) may satisfy
        ``predicate``: always for ``SAT_ALL``, whose members are unknown."""
        sat = self.sat
        if not sat:
            return False
        return sat is SAT_ALL or any(predicate(op) for op in sat)

    def distance_at(self, idx: int) -> int:
        return self.dists[idx] if self.dists is not None else len(self.ops) - idx

    def age_at(self, idx: int) -> int:
        return self.ages[idx] if self.ages is not None else 0

    def frames_at(self, idx: int):
        """The frame deltas of entry ``idx``: a tuple (one per ring access of its
        op), ``None`` when they are all 0, ``UNKNOWN_FRAMES`` when a summary of
        paths that disagree lost them."""
        return self.frames[idx] if self.frames is not None else None

    def newest_first(self):
        """(op, distance) pairs from the tail backwards: a scan for the strictest
        (smallest-distance) match can stop at its first hit."""
        ops = self.ops
        dists = self.dists
        if dists is None:
            return zip(reversed(ops), range(1, len(ops) + 1))
        return zip(reversed(ops), reversed(dists))

    # -- updates (each returns a new queue) --------------------------------------------
    def with_pred(self, pred) -> "Queue":
        if pred is self.pred:
            return self
        return Queue(pred, self.ops, self.dists, self.sat, self.wild, self.ages, self.frames)

    def carried(self, pred, rotate=None, cap: int = MAX_TRIP_AGE) -> "Queue":
        """The queue as it arrives over a loop back edge from ``pred``: every entry
        one trip older (at most ``cap``), and ``rotate(op, frames)`` applied to the
        frame deltas of ring ops when the edge advances ring frames."""
        if not self.ops:
            return self.with_pred(pred)
        ages = self.ages
        n = len(self.ops)
        if ages is None:
            ages = (1,) * n
        else:
            ages = tuple(a + 1 if a < cap else a for a in ages)
        frames = self.frames
        if rotate is not None:
            old = frames if frames is not None else (None,) * n
            frames = _normalize_frames(tuple(rotate(op, f) for op, f in zip(self.ops, old)))
        if len(frozenset(self.ops)) < n:
            return _without_repeats(pred, self, ages, frames)
        return Queue(pred, self.ops, self.dists, self.sat, self.wild, ages, frames)

    def merged_ages(self, other: "Queue") -> "Queue":
        """This queue with each entry at the larger trip age of the two (``other``
        has the same key)."""
        if other.ages is None or other.ages == self.ages:
            return self
        if self.ages is None:
            ages = other.ages
        else:
            ages = tuple(a if a >= b else b for a, b in zip(self.ages, other.ages))
        return Queue(self.pred, self.ops, self.dists, self.sat, self.wild, ages, self.frames)

    def append(self, op) -> tuple["Queue", bool]:
        """The queue with ``op`` issued; and whether an op saturated."""
        ops = self.ops + (op,)
        dists = self.dists
        if (dists is None and self.ages is None and self.frames is None and not self.wild
                and len(ops) <= MAX_IN_FLIGHT):
            return Queue(self.pred, ops, None, self.sat), False    # (most appends)
        sat = self.sat
        ages = self.ages + (0,) if self.ages is not None else None
        frames = self.frames + (None,) if self.frames is not None else None
        saturated = False
        cut = 0
        if dists is None:
            if len(ops) > MAX_IN_FLIGHT:
                cut = len(ops) - MAX_IN_FLIGHT
        else:
            dists = tuple(map(_INC, dists)) + (1,)
            while dists[cut] > MAX_IN_FLIGHT:
                cut += 1
            dists = dists[cut:]
        if cut:
            saturated = True
            sat = _sat_add(sat, ops[:cut])
            ops = ops[cut:]
            if ages is not None:
                ages = _normalize_ages(ages[cut:])
            if frames is not None:
                frames = _normalize_frames(frames[cut:])
        if dists is not None:
            dists = _normalize(dists)
        wild = self.wild
        if wild:
            wild += 1
            if wild > MAX_IN_FLIGHT:
                wild, sat = 0, SAT_ALL
        return Queue(self.pred, ops, dists, sat, wild, ages, frames), saturated

    def append_newest(self, op) -> tuple["Queue", bool]:
        """``append`` for the representative of operations needed by description only
        (anonymous.py): an older entry of ``op`` leaves the queue, the others keep
        their distances (every rule decides on the newest match)."""
        ops = self.ops
        if op not in ops:
            return self.append(op)
        idxs = [i for i, o in enumerate(ops) if o is not op]
        ages = self.ages
        frames = self.frames
        q = Queue(self.pred, tuple(ops[i] for i in idxs),
                  _normalize(tuple(self.distance_at(i) for i in idxs)), self.sat, self.wild,
                  _normalize_ages(tuple(ages[i] for i in idxs)) if ages is not None else None,
                  _normalize_frames(tuple(frames[i] for i in idxs)) if frames is not None
                  else None)
        return q.append(op)

    def trim(self, keep: int) -> "Queue":
        """Model ``s_wait_* keep``: only the ``keep`` newest stay in flight."""
        if keep <= 0:
            if not self.ops and not self.sat and not self.wild:
                return self
            return Queue(self.pred)
        if self.dists is None and not self.wild:
            if len(self.ops) <= keep and not self.sat:
                return self
            start = len(self.ops) - keep
            if start <= 0:
                return Queue(self.pred, self.ops, None, EMPTY, 0, self.ages, self.frames)
            # (an exact queue keeps its newest entries: slices, as _select would build)
            return Queue(self.pred, self.ops[start:], None, EMPTY, 0,
                         _normalize_ages(self.ages[start:]) if self.ages else None,
                         _normalize_frames(self.frames[start:]) if self.frames else None)
        n = len(self.ops)
        kept = [i for i in range(n) if self.distance_at(i) <= keep]
        wild = self.wild if self.wild and self.wild <= keep else 0
        return self._select(kept, _normalize(tuple(self.distance_at(i) for i in kept)), wild)

    def _select(self, idxs, dists, wild) -> "Queue":
        idxs = list(idxs)
        ops = tuple(self.ops[i] for i in idxs)
        ages = _normalize_ages(tuple(self.ages[i] for i in idxs)) if self.ages else None
        frames = (_normalize_frames(tuple(self.frames[i] for i in idxs))
                  if self.frames else None)
        return Queue(self.pred, ops, dists, EMPTY, wild, ages, frames)


def trimmed(qs: tuple, keep: int) -> tuple:
    """Each queue of ``qs`` after ``s_wait_* keep`` (Queue.trim). (Mostly one queue: no
    generator for it.)"""
    if len(qs) == 1:
        return (qs[0].trim(keep),)
    return tuple([q.trim(keep) for q in qs])


def _without_repeats(pred, q: Queue, ages: tuple, frames) -> Queue:
    """``q`` (carried over a back edge, with ``ages`` and ``frames``) without the
    older instances of an op that a newer instance matches in trip age and frame
    deltas: the widening that lets a loop which never drains reach a fixed point.

    Each trip of such a loop appends its ops once more, so its queue would grow
    by the loop's issue count per sweep until the 64-entry window saturates (and
    nested loops multiply the sweeps past the iteration cap). Every rule
    (``count_from``, the newest-first scans, trims) decides on the newest entry
    it matches, and a matching older instance only ever has a larger distance:
    dropping it changes no wait. The survivors keep their own distances (the
    queue becomes a summary), so what they count is unchanged; an op whose
    newest instance leaves the window still goes to ``sat``."""
    seen = set()
    keep = []
    ops = q.ops
    for idx in range(len(ops) - 1, -1, -1):
        k = (ops[idx], ages[idx], frames[idx] if frames is not None else None)
        if k not in seen:
            seen.add(k)
            keep.append(idx)
    keep.reverse()
    return Queue(pred, tuple(ops[i] for i in keep),
                 _normalize(tuple(q.distance_at(i) for i in keep)), q.sat, q.wild,
                 tuple(ages[i] for i in keep),
                 _normalize_frames(tuple(frames[i] for i in keep)) if frames is not None
                 else None)


def _normalize_ages(ages):
    """None when every entry was issued on the current trip."""
    if ages is None or not any(ages):
        return None
    return ages


def _normalize_frames(frames):
    """None when no entry's frame deltas moved."""
    if frames is None:
        return None
    for f in frames:
        if f is not None:
            return frames
    return None


def _normalize(dists):
    """None when the distances are the plain positions of an exact queue."""
    if dists is None:
        return None
    n = len(dists)
    for i, d in enumerate(dists):
        if d != n - i:
            return dists
    return None


def _sat_add(sat, ops):
    if sat is SAT_ALL:
        return sat
    new = sat.union(ops)
    if len(new) > SAT_LIMIT:
        return SAT_ALL
    return new


SUMMARY_LIMIT = MAX_IN_FLIGHT


def summarize(queues, pred, rank=None) -> Queue:
    """One sound summary of several queues: each op at its smallest distance.

    ``rank`` (op -> int, program order) orders the ops that share a distance;
    without it they keep the order they were first seen in. The solver passes
    it: summaries of the same paths met in another order must be equal, or a
    loop whose paths interleave differently per trip never reaches its fixed
    point.

    Ops of different paths can share a distance, so a summary may list more ops
    than one path could hold. Past ``SUMMARY_LIMIT`` listed ops, the older ones
    become a wildcard: any unlisted op counts at the smallest distance among them
    (stricter, so sound), which bounds every queue's size. Each op keeps its
    largest trip age, and its ring frame deltas when every path agrees on them
    (else they become ``UNKNOWN_FRAMES``, which the ring scans treat as aliasing).
    """
    best: dict = {}
    ages: dict = {}
    frames: dict = {}
    sats = []
    wild = 0
    for q in queues:
        for i, op in enumerate(q.ops):
            d = q.distance_at(i)
            old = best.get(op)
            if old is None or d < old:
                best[op] = d
            a = q.age_at(i)
            if a > ages.get(op, 0):
                ages[op] = a
            f = q.frames_at(i)
            if op not in frames:
                frames[op] = f
            elif frames[op] != f:
                frames[op] = UNKNOWN_FRAMES
        if q.sat:
            sats.append(q.sat)
        if q.wild and (not wild or q.wild < wild):
            wild = q.wild
    sat = EMPTY
    if sats:
        if any(x is SAT_ALL for x in sats):
            sat = SAT_ALL
        else:
            sat = frozenset().union(*sats)
            if len(sat) > SAT_LIMIT:
                sat = SAT_ALL
    if rank is None:
        order = sorted(best.items(), key=lambda kv: kv[1])  # newest first
    else:
        order = sorted(best.items(), key=lambda kv: (kv[1], -rank[kv[0]]))
    if len(order) > SUMMARY_LIMIT:
        d = order[SUMMARY_LIMIT][1]
        wild = d if not wild or d < wild else wild
        order = order[:SUMMARY_LIMIT]
    order.reverse()                                           # oldest first
    ops = tuple(o for o, _ in order)
    dists = _normalize(tuple(d for _, d in order))
    return Queue(pred, ops, dists, sat, wild,
                 _normalize_ages(tuple(ages.get(o, 0) for o in ops)),
                 _normalize_frames(tuple(frames[o] for o in ops)))
