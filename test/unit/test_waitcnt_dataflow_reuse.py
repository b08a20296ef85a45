"""The wait dataflow's work savings change no result: PHI leaves per strongly connected
component equal plain reachability, splicing a walk's suffix from the previous walk (any
checkpoint spacing) gives the same output as walking every instruction, and ``annotate``
(the last sweep's specs with provenance) equals a final walk of every block."""

from __future__ import annotations

import pytest

from soundness import IMPLICIT, _Sink, parse, run_insertion, target
from stir_gen import generate
from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.analysis.usedef import PHI
from stinkytofu_opt.passes.waits.insertion import walk
from stinkytofu_opt.passes.registry import load_pass
from stinkytofu_opt.passes.waits.insertion.dataflow import WaitDataflow
from stinkytofu_opt.pipeline import PassContext, TileConfig
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_printer import print_function

SEEDS = range(60)


def _program(seed):
    # Deeper nests and longer runs than the soundness slice: loops with joins inside.
    return generate(seed, max_depth=3, block_size=10)


def _solved(seed, num_waves=0):
    """A solved WaitDataflow of the seed's program, set up as insert_waits does."""
    function = parse(_program(seed))
    ctx = PassContext(target(), TileConfig(NumWaves=num_waves), DiagnosticEngine(_Sink()))
    load_pass(IMPLICIT)({}).run(function, ctx)
    df = WaitDataflow(function, CFGInfo(function), num_waves=num_waves)
    df.solve()
    return df


def _reachable_leaves(df, phi):
    """Counter -> memops reachable from ``phi`` through PHI sources (plain DFS)."""
    out, seen, stack = {}, {phi}, [phi]
    while stack:
        for s in stack.pop().sources:
            if s is None or s in seen:
                continue
            seen.add(s)
            if s.opcode == PHI:
                stack.append(s)
            elif s in df.info:
                for c in df.info[s].counters:
                    out.setdefault(c, set()).add(s)
    return {c: frozenset(v) for c, v in out.items()}


@pytest.mark.parametrize("seed", SEEDS)
def test_phi_leaves_are_reachability(seed):
    df = _solved(seed)
    phis = [p for bb in df.rpo for p in df.phis[bb]]
    for phi in phis:
        assert df.phi_leaves(phi) == _reachable_leaves(df, phi)


def _output(seed, num_waves):
    function = parse(_program(seed))
    run_insertion(function, num_waves)
    return print_function(function)


@pytest.mark.parametrize("seed", SEEDS)
def test_splicing_changes_nothing(seed, monkeypatch):
    num_waves = seed % 2
    monkeypatch.setattr(walk, "CHECKPOINT_EVERY", 10 ** 9)     # never splice
    whole = _output(seed, num_waves)
    for every in (1, 3):
        monkeypatch.setattr(walk, "CHECKPOINT_EVERY", every)
        assert _output(seed, num_waves) == whole


def _spec_facts(spec):
    return (spec.counts, spec.tokens, spec.notes, spec.drained)


@pytest.mark.parametrize("seed", SEEDS)
def test_annotate_equals_a_final_walk(seed):
    df = _solved(seed, num_waves=seed % 2)
    if df.cap_hit:
        return
    annotated = {inst: _spec_facts(s) for inst, s in df.annotate().anchors.items()}
    walked = {}
    for bb in df.rpo:
        entry = df.entry_state.get(bb)
        if entry is not None:
            for inst, spec in df.walk(bb, list(entry.queues), None, True):
                walked[inst] = _spec_facts(spec)
    assert annotated == walked


def _insertion_output(text, num_waves, options, monkeypatch, resume):
    """(printed output, the finalized plan's facts, whether the replay resumed)."""
    from stinkytofu_opt.passes.waits.insertion.finalize import Finalize
    taken, plans = [], []
    original_resume, original_finalize = Finalize._resume, Finalize.finalize

    def spy_resume(df, planned, adjust):
        found = original_resume(df, planned, adjust) if resume else None
        taken.append(found is not None)
        return found

    def spy_finalize(df, plan, explain=True):
        ok = original_finalize(df, plan, explain)
        order = {inst: i for i, inst in enumerate(df.info)}
        plans.append({order[inst]: repr(_spec_facts(s)) for inst, s in plan.anchors.items()})
        return ok
    monkeypatch.setattr(Finalize, "_resume", spy_resume)
    monkeypatch.setattr(Finalize, "finalize", spy_finalize)
    function = parse(text)
    run_insertion(function, num_waves, options)
    monkeypatch.undo()
    return print_function(function), plans, any(taken)


def _benchmarks():
    import os
    import sys
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "benchmarks")
    if path not in sys.path:
        sys.path.insert(0, path)


def _pair_programs(monkeypatch):
    """Small programs of benchmarks/llvm_pair.py's shape (straight-line and self-looping
    blocks, no tensor operations): promotion relaxes the waits at their loop headers."""
    _benchmarks()
    import llvm_pair
    monkeypatch.setattr(llvm_pair, "BLOCK", 40)
    texts = [llvm_pair.to_stir(llvm_pair.blocks_of(400 + 40 * seed, seed)) for seed in range(30)]
    monkeypatch.undo()
    return texts


@pytest.mark.parametrize("every", (32, 3))
def test_the_resumed_finalize_replay_equals_one_from_no_state(every, monkeypatch):
    # The replay after promotion starts from the solver's fixed point and walks again
    # only what promotion changed; one from no state must reach the same plan, with the
    # same provenance (comments shown: every wait explained).
    programs = [(text, 0, {}) for text in _pair_programs(monkeypatch)]
    for seed in range(100):
        text = generate(seed, max_depth=1 + seed % 3, block_size=4 + seed % 9)
        programs += [(text, seed % 2, {}),
                     (text, seed % 2, {"enableLoopCarriedTokenDeps": "true"})]
    resumed = 0
    for n, (text, num_waves, options) in enumerate(programs):
        monkeypatch.setattr(walk, "CHECKPOINT_EVERY", every)     # splices at more places
        fast, fast_plans, taken = _insertion_output(text, num_waves, options, monkeypatch,
                                                    True)
        monkeypatch.setattr(walk, "CHECKPOINT_EVERY", every)
        cold, cold_plans, _ = _insertion_output(text, num_waves, options, monkeypatch, False)
        assert fast == cold, (n, options)
        assert fast_plans == cold_plans, (n, options)
        resumed += taken
    assert resumed >= 15     # the comparison covers the resumed path


def _emitted_plan(text, monkeypatch):
    """The facts of every wait the insertion emits for ``text`` (provenance included),
    by instruction position."""
    import stinkytofu_opt.passes.waits.insertion as insertion
    seen = []
    original = insertion.emit

    def spy(function, target, plan, infos, *rest):
        order = {inst: i for i, inst in enumerate(infos)}
        seen.append({order[i]: repr(_spec_facts(s)) for i, s in plan.anchors.items()})
        return original(function, target, plan, infos, *rest)
    monkeypatch.setattr(insertion, "emit", spy)
    function = parse(text)
    run_insertion(function, 0)
    monkeypatch.setattr(insertion, "emit", original)
    return print_function(function), seen


def test_splicing_a_walk_whose_extra_queues_copy_recorded_ones(monkeypatch):
    # A self-loop's second sweep carries its back-edge queues beside the entry's: once
    # both drain alike, the rest of the first sweep's walk is taken with the copies.
    shadowed = []
    original = walk.BlockWalk._splice_shadowed

    def spy(*args):
        shadowed.append(True)
        return original(*args)
    for text in _pair_programs(monkeypatch)[:10]:
        monkeypatch.setattr(walk, "CHECKPOINT_EVERY", 10 ** 9)     # never splice
        whole = _emitted_plan(text, monkeypatch)
        for every in (32, 5):
            monkeypatch.setattr(walk, "CHECKPOINT_EVERY", every)
            monkeypatch.setattr(walk.BlockWalk, "_splice_shadowed", spy)
            assert _emitted_plan(text, monkeypatch) == whole
    assert len(shadowed) >= 10


def test_splicing_a_walk_whose_queues_came_in_over_other_edges(monkeypatch):
    # A GEMM loop's second sweep has the DS queue its back edge carries where the first
    # had the one it started itself (same entries once drained, another predecessor).
    _benchmarks()
    import gen_kernel
    relabelled = []
    original = walk.BlockWalk._splice_shadowed

    def spy(flow, bb, previous, i, prev_len, plan, snapshots, points, queues, final,
            layouts):
        old = previous.points[i][0][0]
        relabelled.extend(k for layout, recorded in zip(layouts, old) if layout
                          for k, (j, pred) in enumerate(layout)
                          if j == k and pred is not recorded[j].pred)
        return original(flow, bb, previous, i, prev_len, plan, snapshots, points, queues,
                        final, layouts)
    for variant in ("gemm", "loops", "diamonds"):
        text = gen_kernel.generate(2500, variant)
        monkeypatch.setattr(walk, "CHECKPOINT_EVERY", 10 ** 9)     # never splice
        whole = _emitted_plan(text, monkeypatch)
        monkeypatch.setattr(walk, "CHECKPOINT_EVERY", 32)
        monkeypatch.setattr(walk.BlockWalk, "_splice_shadowed", spy)
        assert _emitted_plan(text, monkeypatch) == whole
    assert relabelled


def test_relaid_queues_are_the_copies_laid_out_when_read():
    # A spliced walk keeps the queues its waits were computed from in the new layout,
    # laid out per counter only when provenance reads them.
    from stinkytofu_opt.passes.waits.insertion.queues import Queue

    class Op:
        opcode = "op"
    a, b = object(), object()
    first, _ = Queue(a).append(Op())
    recorded = ((first,), (), (first,))
    layouts = [((0, a), (0, b)), None, ((0, b),)]
    relaid = walk._Relaid(recorded, layouts)
    assert relaid._done == {}
    eager = walk._with_copies(recorded, layouts)
    assert [relaid[c] for c in range(3)] == list(eager) == list(relaid)
    assert [q.pred for q in relaid[0]] == [a, b] and relaid[0] is relaid[0]
    assert len(relaid) == 3 and relaid[1] is recorded[1]
