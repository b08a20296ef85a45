"""What the solved dataflow hands on (spec waitcnt-passes.md 4.9): the converged plan
(``materialize``), the same with provenance (``annotate``), and the finalize replay
that re-solves with the plan promotion rewrote (``finalize``), resumed from the
solver's fixed point where its result cannot depend on the starting point.

``Finalize`` is a part of ``WaitDataflow`` (dataflow.py), which sets the attributes read
here: ``rpo``, ``info``, ``n``, ``crange``, ``body``, ``annotated``, ``loop_carried``,
``block_plans``, ``entry_state``, ``exit_state``, ``cap_hit``, ``traces``, ``explain``,
``widened`` and the ``*_sites`` records, and provides ``required``, ``_explain``,
``with_provenance`` and ``_fixed_point``.
"""

from __future__ import annotations

from stinkytofu_opt.passes.waits.insertion.classify import TENSOR, UNUSED
from stinkytofu_opt.passes.waits.insertion.plan import Plan, WaitSpec


class Finalize:
    """The plan out of the solved dataflow, and its replay after promotion."""

    def materialize(self) -> Plan:
        """The converged plan. Its specs are the solver's own (no walk changes a spec once
        planned): whoever changes one replaces it by a copy first, as promotion does."""
        plan = Plan()
        for bb in self.rpo:
            for inst, spec in self.block_plans.get(bb, ()):
                if self.cap_hit:
                    spec = spec.copy()
                    spec.counts = [0 if v >= 0 else UNUSED for v in spec.counts]
                plan.anchors[inst] = spec
        return plan

    def annotate(self, explain: bool = True) -> Plan:
        """The converged plan with tensor tokens and provenance, when no optimizer
        changed it: one more walk of each block from its converged entry state
        reproduces the last sweep exactly (the full replay would reach the same).
        Without ``explain``, only the waits whose instructions carry provenance get
        it: tensor waits (their tokens) and, under ring annotations, ring drains."""
        plan = Plan()
        for bb in self.rpo:
            trace = self.traces.get(bb)
            if trace is None:
                continue
            # The last sweep's walk of each block is the one a walk from its converged
            # entry state repeats: its specs, with the provenance added from the
            # queues each wait was computed from.
            for (inst, spec), queues in zip(trace.plan, trace.snapshots):
                if explain or self.annotated or spec.counts[TENSOR] >= 0:
                    spec = self._final_spec(inst, spec, queues)
                plan.anchors[inst] = spec
        return plan

    def _final_spec(self, inst, spec, queues) -> WaitSpec:
        """``spec`` (a non-final walk's) with provenance: what a final walk computes
        at ``inst`` from the same ``queues``."""
        info = self.info[inst]
        notes = {}
        self.required(inst, info, queues, notes)
        out = WaitSpec(spec.counts, self.n)
        for c in self.crange:
            w = spec.counts[c]
            if w >= 0:
                self._explain(out, c, w, queues[c], notes, info)
        return out

    def finalize(self, plan: Plan, explain: bool = True) -> bool:
        """Replay every block with the post-optimizer plan: the applied wait is the
        stricter of planned and recomputed; adds waits promotion made necessary,
        drops redundant ones. Returns False on hitting the iteration cap. Without
        ``explain`` the waits get provenance only where every output prints it
        (as ``annotate``): tensor tokens and, under ring annotations, ring drains."""
        self.explain = explain
        adjust = {}
        for td in plan.tail_drains:
            if td.spec.valid() and td.pred not in adjust:
                adjust[td.pred] = td.spec
        planned = plan.anchors
        resumed = self._resume(planned, adjust)
        if resumed is not None:
            entries, exits, plans, resume = resumed
            saved = (dict(self.overflow_sites), dict(self.queue_cap_sites),
                     dict(self.widen_sites))
            ok = self._fixed_point(entries, exits, plans, planned, True, adjust, resume)
            if ok and not self.widened and len(self.queue_cap_sites) == len(saved[1]):
                self._finish_resumed(plans)
            else:
                # Not a plain replay after all (queues capped or widened on the way):
                # what such a replay reaches depends on where it starts; start from none.
                resumed = None
                self.overflow_sites, self.queue_cap_sites, self.widen_sites = saved
        if resumed is None:
            entries, exits, plans = {}, {}, {}
            ok = self._fixed_point(entries, exits, plans, planned, True, adjust)
        # Tail drains trim only the queues tagged with their predecessor.
        self.final_entry, self.final_exit = entries, exits
        anchors = {}
        for bb in self.rpo:
            for inst, spec in plans.get(bb, ()):
                anchors[inst] = spec
        plan.anchors = anchors
        return ok

    def _resume(self, planned, adjust):
        """(entries, exits, plans, resume) to replay from the solver's fixed point, or
        None to replay from no state.

        The replay's fixed point differs from the solver's only downstream of what
        promotion changed: the blocks with a relaxed wait and the successors of the
        blocks given a tail drain. Starting from the solver's states and walks, only
        those are walked again, then whatever their new exits reach; the rest of a
        walk after its last changed wait is the solver's walk wherever the state meets
        it. That needs a replay whose result does not depend on its starting point:
        no trip ages or ring frames (annotations), no queues capped or widened, and no
        tensor queue frozen at its first sweep's value."""
        if (self.annotated or self.queue_cap_sites or self.widen_sites
                or not self.traces.keys() >= set(self.rpo)):
            return None
        if not self.loop_carried:
            for states in (self.entry_state, self.exit_state):
                for st in states.values():
                    if st.queues[TENSOR]:
                        return None
        traces = {}
        changed = set()
        for bb in self.rpo:
            trace = self.traces[bb]
            last_changed = None
            for inst, spec in trace.plan:
                p = planned.get(inst)
                if p is None or p.counts != spec.counts or p.notes or p.tokens:
                    last_changed = inst
            if last_changed is None:
                traces[bb] = trace
                continue
            changed.add(bb)
            index = next(i for i, entry in enumerate(self.body[bb]) if entry[0] is last_changed)
            traces[bb] = trace.usable_after(index)
        dirty = set(changed)
        for pred in adjust:
            dirty.update(pred.successors)
        return (dict(self.entry_state), dict(self.exit_state), {}, (traces, dirty, changed))

    def _finish_resumed(self, plans) -> None:
        """The plans of the blocks the resumed replay did not walk: their solver walks,
        with the provenance a final walk adds."""
        for bb in self.rpo:
            if bb not in plans:
                trace = self.traces[bb]
                plans[bb] = (self.with_provenance(bb, 0, trace.plan, trace.snapshots)
                             if not trace.final else trace.plan)
