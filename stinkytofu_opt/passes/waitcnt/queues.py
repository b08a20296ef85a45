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

A queue record has room for more per-op facts (``dists`` today); later
extensions (loop-carried trip counts, provenance) can be added the same way.
"""

from __future__ import annotations

from stinkytofu_opt.passes.waitcnt.classify import MAX_IN_FLIGHT

SAT_LIMIT = 256
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
    __slots__ = ("pred", "ops", "dists", "sat", "wild", "_key")

    def __init__(self, pred, ops: tuple = (), dists: tuple | None = None, sat=EMPTY,
                 wild: int = 0):
        self.pred = pred
        self.ops = ops
        self.dists = dists
        self.sat = sat
        # wild > 0: unlisted ops (of unknown tokens) may be in flight, the newest at
        # distance ``wild`` (only in summaries that overflowed; see summarize).
        self.wild = wild
        self._key = None

    # -- identity -------------------------------------------------------------------
    def key(self):
        k = self._key
        if k is None:
            sat = self.sat
            skey = "ALL" if sat is SAT_ALL else sat
            k = self._key = (id(self.pred) if self.pred is not None else 0,
                             self.ops, self.dists, skey, self.wild)
        return k

    def __eq__(self, other) -> bool:
        return self is other or (isinstance(other, Queue) and self.pred is other.pred
                                 and self.key() == other.key())

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

    def distance_at(self, idx: int) -> int:
        return self.dists[idx] if self.dists is not None else len(self.ops) - idx

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
        return Queue(pred, self.ops, self.dists, self.sat, self.wild)

    def append(self, op) -> tuple["Queue", bool]:
        """The queue with ``op`` issued; and whether an op saturated."""
        ops = self.ops + (op,)
        dists = self.dists
        sat = self.sat
        saturated = False
        if dists is None:
            if len(ops) > MAX_IN_FLIGHT:
                saturated = True
                over = len(ops) - MAX_IN_FLIGHT
                sat = _sat_add(sat, ops[:over])
                ops = ops[over:]
        else:
            dists = tuple(map(_INC, dists)) + (1,)
            if dists[0] > MAX_IN_FLIGHT:
                saturated = True
                cut = 0
                while dists[cut] > MAX_IN_FLIGHT:
                    cut += 1
                sat = _sat_add(sat, ops[:cut])
                ops, dists = ops[cut:], dists[cut:]
            dists = _normalize(dists)
        wild = self.wild
        if wild:
            wild += 1
            if wild > MAX_IN_FLIGHT:
                wild, sat = 0, SAT_ALL
        return Queue(self.pred, ops, dists, sat, wild), saturated

    def trim(self, keep: int) -> "Queue":
        """Model ``s_wait_* keep``: only the ``keep`` newest stay in flight."""
        if keep <= 0:
            if not self.ops and not self.sat and not self.wild:
                return self
            return Queue(self.pred)
        if self.wild:
            wild = self.wild if self.wild <= keep else 0
            kept = [(o, d) for o, d in self.newest_first() if d <= keep][::-1]
            return Queue(self.pred, tuple(o for o, _ in kept),
                         _normalize(tuple(d for _, d in kept)), EMPTY, wild)
        if self.dists is None:
            if len(self.ops) <= keep and not self.sat:
                return self
            return Queue(self.pred, self.ops[-keep:] if len(self.ops) > keep else self.ops)
        kept = [(o, d) for o, d in zip(self.ops, self.dists) if d <= keep]
        return Queue(self.pred, tuple(o for o, _ in kept),
                     _normalize(tuple(d for _, d in kept)))


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


def summarize(queues, pred) -> Queue:
    """One sound summary of several queues: each op at its smallest distance.

    Ops of different paths can share a distance, so a summary may list more ops
    than one path could hold. Past ``SUMMARY_LIMIT`` listed ops, the older ones
    become a wildcard: any unlisted op counts at the smallest distance among them
    (stricter, so sound), which bounds every queue's size.
    """
    best: dict = {}
    sats = []
    wild = 0
    for q in queues:
        for op, d in q.newest_first():
            old = best.get(op)
            if old is None or d < old:
                best[op] = d
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
    order = sorted(best.items(), key=lambda kv: kv[1])      # newest first
    if len(order) > SUMMARY_LIMIT:
        d = order[SUMMARY_LIMIT][1]
        wild = d if not wild or d < wild else wild
        order = order[:SUMMARY_LIMIT]
    order.reverse()                                           # oldest first
    ops = tuple(o for o, _ in order)
    dists = _normalize(tuple(d for _, d in order))
    return Queue(pred, ops, dists, sat, wild)
