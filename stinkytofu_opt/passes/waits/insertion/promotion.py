"""ShallowPredPromotion (spec waitcnt-passes.md 4.8).

At a join, the solver's wait is sized for the shallowest constrained path.
When the shallow predecessors lead only to this block, each gets a tail
drain before its branch instead, and the join wait relaxes to what the
deepest path needs, keeping the deep path's loads in flight.
"""

from __future__ import annotations

from stinkytofu_opt.passes.waits.insertion.classify import UNUSED
from stinkytofu_opt.passes.waits.insertion.plan import Plan, TailDrain, WaitSpec
from stinkytofu_opt.passes.waits.insertion.provenance import Binding


def shallow_pred_promotion(df, plan: Plan) -> int:
    """Rewrite ``plan`` in place; returns the number of relaxed anchor fields. A spec it
    relaxes is replaced by a copy (the plan's specs may be the solver's own)."""
    drains: dict = {}     # pred -> [per-counter min]
    why: dict = {}        # pred -> [(consumer, counter)]
    relaxed = 0
    # (only joins promote: the anchors of other blocks are left out at once)
    join_of = {inst: bb for bb, entries in df.block_plans.items() if len(df.preds[bb]) >= 2
               for inst, _ in entries}
    for inst, spec in plan.anchors.items():
        bb = join_of.get(inst)
        if bb is None:
            continue
        preds = df.preds[bb]
        own = False         # whether ``spec`` is this plan's copy yet
        for c in df.crange:
            cur = spec.counts[c]
            if cur < 0:
                continue
            deps = df.memop_deps(inst, c)
            if not deps:
                continue
            correctable, uncorrectable = [], []
            for p in preds:
                st = df.exit_state.get(p)
                if st is None:
                    continue
                wp = UNUSED
                for q in st.queues[c]:
                    for d in deps:
                        n = q.count_from(d)
                        if n > 0:
                            w = df.need(c, n, st.queues[c])
                            if wp < 0 or w < wp:
                                wp = w
                if wp < 0:
                    continue  # no dependency in flight on this path
                single = len(set(p.successors)) == 1
                if p is not bb and single:
                    correctable.append((p, wp))
                else:
                    uncorrectable.append((p, wp))
            if not correctable and not uncorrectable:
                continue
            if correctable and not uncorrectable:
                anchor = max(w for _, w in correctable)
            elif uncorrectable and not correctable:
                anchor = min(w for _, w in uncorrectable)
            else:
                anchor = min(max(w for _, w in correctable), min(w for _, w in uncorrectable))
            if anchor <= cur:
                continue
            for p, wp in correctable:
                if wp < anchor:
                    slot = drains.setdefault(p, [UNUSED] * df.n)
                    if slot[c] < 0 or wp < slot[c]:
                        slot[c] = wp
                    why.setdefault(p, []).append((inst, c))
            if not own:
                spec = plan.anchors[inst] = spec.copy()
                own = True
            spec.counts[c] = anchor
            spec.notes[c] = [Binding(None, None, 0, f"promoted from {cur}: shallow "
                                     f"predecessor(s) drained at their tail")]
            relaxed += 1
    order = {bb: i for i, bb in enumerate(df.function.blocks)}
    tails = []
    for p in sorted(drains, key=lambda b: (b.name, order.get(b, 0))):
        s = WaitSpec(drains[p], df.n)
        s.notes["tail"] = why.get(p, [])
        if s.valid():
            tails.append(TailDrain(p, s))
    plan.tail_drains = tails
    return relaxed
