"""The fixed point of the wait-count dataflow (spec waitcnt-passes.md 4.3-4.4): the
entry state of a block from its predecessors' exits (retagged, aged over back edges,
capped and, at loop headers that keep changing, widened) and the sweeps over the RPO.

``FixedPoint`` is a part of ``WaitDataflow`` (dataflow.py), which sets the attributes
read here: ``rpo``, ``preds``, ``back_edges``, ``loop_headers``, ``age_cap``, ``cap``,
``info``, ``crange``, ``loop_carried``, ``keep_live``, ``widened``, ``widen_sites``,
``queue_cap_sites``, ``overflow_sites``, ``entry_state``/``exit_state``/``block_plans``
and ``walk_traced`` (walk.py).
"""

from __future__ import annotations

from stinkytofu_opt.passes.waits.insertion.classify import TENSOR, UNUSED
from stinkytofu_opt.passes.waits.insertion.plan import State
from stinkytofu_opt.passes.waits.insertion.queues import summarize

# Distinct per-predecessor queues one counter may hold at a block entry before
# they are merged into sound summaries (sequential diamonds double them).
MAX_QUEUES = 16
# Sweeps in which a loop header's entry state may change before the queues arriving
# over its back edges are widened (WaitDataflow.merge). Loops that settle sooner keep
# exact queues; one whose queues grow every trip would otherwise run to the cap.
WIDEN_AFTER = 8


class FixedPoint:
    """Block entry states and the sweeps until no exit state changes."""

    def merge(self, bb, exits, adjust=None, prev=None) -> State:
        """Entry state: every predecessor's exit queues retagged with the predecessor
        (aged and rotated over back edges), identical queues deduplicated; optional
        tail-drain trims per predecessor. ``prev``, the block's previous entry
        state, keeps trip ages from going down between sweeps (they only grow to
        their cap, so the sweeps converge)."""
        crange = self.crange
        queues = [[] for _ in crange]
        seen = [{} for _ in crange]
        back_edges = self.back_edges
        age_cap = self.age_cap
        for p in self.preds[bb]:
            st = exits.get(p)
            if st is None:
                continue
            drain = adjust.get(p) if adjust else None
            edge = (p, bb)
            back = edge in back_edges
            rotate = back_edges.get(edge)
            for c in crange:
                out, s = queues[c], seen[c]
                keep = drain.counts[c] if drain is not None else UNUSED
                for q in st.queues[c]:
                    q = q.carried(p, rotate, age_cap) if back else q.with_pred(p)
                    if keep >= 0:
                        q = q.trim(keep)
                    k = q.key()
                    at = s.get(k)
                    if at is None:
                        s[k] = len(out)
                        out.append(q)
                    else:
                        out[at] = out[at].merged_ages(q)
        if prev is not None and bb in self.widened:
            self._widen(bb, queues, prev)
        cap_sites = self.queue_cap_sites
        for c in crange:
            # Once a block's queues overflowed they stay summarized: re-expanding them
            # on a later sweep would regrow the same chain and oscillate.
            if len(queues[c]) > MAX_QUEUES or (len(queues[c]) > 1 and (bb, c) in cap_sites):
                queues[c] = self._cap_queues(bb, c, queues[c])
        if prev is not None:
            _keep_ages(queues, prev)
        return State([tuple(q) for q in queues])

    def _program_rank(self) -> dict:
        """op -> its place in RPO program order: summaries order ops that share a
        distance by it (queues.summarize)."""
        if self._rank is None:
            self._rank = {op: i for i, op in enumerate(self.info)}
        return self._rank

    def _widen(self, bb, queues, prev: State) -> None:
        """Join, per back-edge predecessor and counter, the queues arriving over the
        edge with the ones the previous entry state had from it: one summary each
        (smallest distance per op, largest trip age, every op either had in flight).

        The join only adds ops and lowers distances, both bounded, so the header's
        entry stops changing: this is the widening for loops whose queues change
        every trip (an op issued before an inner loop that never drains drifts one
        trip's issue count deeper per sweep until it saturates, 64 entries later).
        Sound: the summary covers the old state, which covers the earlier trips,
        and the new arrivals, and a smaller distance only waits more."""
        rank = self._program_rank()
        back_edges = self.back_edges
        for c in self.crange:
            qs = queues[c]
            groups: dict = {}
            for q in qs:
                if (q.pred, bb) in back_edges:
                    groups.setdefault(q.pred, []).append(q)
            if not groups:
                continue
            for q in prev.queues[c]:
                if q.pred in groups:
                    groups[q.pred].append(q)
            joined = {p: summarize(g, p, rank) for p, g in groups.items()}
            out = []
            for q in qs:
                if q.pred not in joined:
                    out.append(q)
                elif joined[q.pred] is not None:   # the summary takes the first's place
                    out.append(joined[q.pred])
                    joined[q.pred] = None
            queues[c] = out

    def _cap_queues(self, bb, c, qs):
        self.queue_cap_sites[(bb, c)] = True
        groups: dict = {}
        for q in qs:
            groups.setdefault(q.pred, []).append(q)
        rank = self._program_rank()
        merged = [g[0] if len(g) == 1 else summarize(g, pred, rank)
                  for pred, g in groups.items()]
        if len(merged) > MAX_QUEUES:
            merged = [summarize(qs, None, rank)]
        return merged

    def _freeze(self, state: State, stored: State | None) -> None:
        state.queues[TENSOR] = stored.queues[TENSOR] if stored is not None else ()

    def _fixed_point(self, entries, exits, plans, planned=None, final=False,
                     tail_adjust=None, resume=None) -> bool:
        """Sweeps over the RPO until no exit state changes (or the cap).

        ``resume`` (the finalize replay, ``Finalize._resume``): (traces, dirty, changed)
        to start from the states already in ``entries`` and ``exits`` instead of none:
        the walks of the blocks so far, the blocks to visit first, and the blocks to
        walk again even if their entry state is the stored one (their plan changed).
        The stored states count as a first sweep's (their tensor queues stay frozen)."""
        succs = {bb: list(dict.fromkeys(bb.successors)) for bb in self.rpo}
        if resume is None:
            dirty, traces, changed_plan = set(self.rpo), {}, set()
        else:
            traces, dirty, changed_plan = resume
        headers = self.loop_headers
        widened = self.widened
        widened.clear()
        entry_changes = dict.fromkeys(headers, 0)
        for it in range(self.cap):
            changed = False
            for bb in self.rpo:
                if bb not in dirty:
                    continue
                dirty.discard(bb)
                entry = self.merge(bb, exits, tail_adjust, entries.get(bb))
                if bb in headers and bb not in widened and bb in entries \
                        and entry != entries[bb]:
                    entry_changes[bb] += 1
                    if entry_changes[bb] >= WIDEN_AFTER:
                        widened.add(bb)
                        self.widen_sites[bb] = True
                freeze = (not self.loop_carried and (it > 0 or resume is not None)
                          and not self.keep_live[bb])
                if freeze:
                    self._freeze(entry, entries.get(bb))
                if bb in changed_plan:
                    changed_plan.discard(bb)
                elif bb in traces and entry == entries[bb]:
                    # The walk would repeat the last one: same plan, and an exit state
                    # equal to the stored one (frozen or not, its tensor queue is the
                    # stored exit's). Nothing changes.
                    continue
                working = entry.copy()
                plans[bb], traces[bb] = self.walk_traced(bb, working.queues, planned, final,
                                                         traces.get(bb))
                if freeze and bb in exits:
                    self._freeze(working, exits.get(bb))
                entries[bb] = entry
                old = exits.get(bb)
                if old is None or old != working:
                    exits[bb] = working
                    changed = True
                    for s in succs[bb]:
                        dirty.add(s)
            if not changed:
                self.converged_sweeps = it + 1
                self.traces = traces
                return True
        self.traces = traces
        return False

    def solve(self) -> bool:
        self.overflow_sites.clear()
        ok = self._fixed_point(self.entry_state, self.exit_state, self.block_plans)
        self.cap_hit = not ok
        return ok


def _keep_ages(queues, prev: State) -> None:
    for c in range(len(queues)):
        old = prev.queues[c]
        if not old:
            continue
        by_key = {q.key(): q for q in old if q.ages is not None}
        if not by_key:
            continue
        qs = queues[c]
        for i, q in enumerate(qs):
            o = by_key.get(q.key())
            if o is not None:
                qs[i] = q.merged_ages(o)

