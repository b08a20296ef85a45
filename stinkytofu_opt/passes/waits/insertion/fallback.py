"""The always-sound plan used when the solver or the finalize replay hits its
iteration cap: a wait of 0 at every anchor.

The state per counter is the *set* of ops possibly in flight (union at
joins). An instruction that ever needs a wait on a counter becomes a sticky
anchor that waits 0 on it; anchors only accumulate and, between two new
anchors, the set dataflow is monotone, so the sweep converges.
"""

from __future__ import annotations

from stinkytofu_opt.passes.waits.insertion.classify import TENSOR, UNUSED
from stinkytofu_opt.passes.waits.insertion.plan import Plan, WaitSpec
from stinkytofu_opt.passes.waits.insertion.provenance import Binding
from stinkytofu_opt.passes.waits.insertion.queues import Queue

def safe_plan(df) -> tuple[Plan, bool]:
    """(plan, converged)."""
    RANGE = df.crange
    anchors: dict = {}                 # inst -> set of counters
    exits: dict = {}
    rpo = df.rpo
    limit = max(1000, 20 * len(rpo))
    plan_tokens: dict = {}
    converged = False
    for _ in range(limit):
        changed = False
        for bb in rpo:
            sets = [dict() for _ in RANGE]
            for p in df.preds[bb]:
                st = exits.get(p)
                if st is None:
                    continue
                for c in RANGE:
                    sets[c].update(dict.fromkeys(st[c]))
            for inst, info, reads, _checks in df.body[bb]:
                if info.is_wait:
                    for c, w in df.decoded.get(inst, ()):
                        if w == 0:
                            sets[c] = {}
                    continue
                queues = [(Queue(None, tuple(s)),) if s else () for s in sets]
                req = df.required(inst, info, queues, None, reads or ())
                mine = anchors.get(inst)
                for c in RANGE:
                    if req[c] >= 0 and (mine is None or c not in mine):
                        mine = anchors.setdefault(inst, set())
                        mine.add(c)
                        changed = True
                if mine:
                    toks = set()
                    for c in mine:
                        if c == TENSOR:
                            for op in sets[c]:
                                toks.update(df.info[op].tokens)
                        sets[c] = {}
                    plan_tokens[inst] = tuple(sorted(toks))
                for c in info.counters:
                    sets[c][inst] = True
            out = tuple(tuple(s) for s in sets)
            if exits.get(bb) != out:
                exits[bb] = out
                changed = True
        if not changed:
            converged = True
            break
    plan = Plan()
    for bb in rpo:
        for inst, _info, _reads, _checks in df.body[bb]:
            counters = anchors.get(inst)
            if counters:
                spec = WaitSpec([0 if c in counters else UNUSED for c in RANGE], df.n)
                spec.tokens = plan_tokens.get(inst, ())
                for c in counters:
                    spec.notes[c] = [Binding(None, None, 0, "iteration cap fallback")]
                plan.anchors[inst] = spec
    return plan, converged
