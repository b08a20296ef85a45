"""The wait-insertion solver reaches its fixed point on loops whose queues change
every trip (issue 20): repeated ops collapse at back edges, summaries are
canonical, loop headers widen; the iteration-cap fallback stays a last resort.

STINKYTOFU_CONVERGENCE_PROGRAMS=N sets how many generated programs (default 300
seeds with loops nested up to 3 deep)."""

from __future__ import annotations

import os

from gpu_sim import simulate
from soundness import check_seed, fell_back, parse, run_insertion
from stir_gen import generate

from stinkytofu_opt.passes.waits.insertion import insert_waits
from stinkytofu_opt.passes.waits.insertion.queues import Queue, summarize
from stinkytofu_opt.target import get_target

TARGET = get_target("gfx1250")
PROGRAMS = int(os.environ.get("STINKYTOFU_CONVERGENCE_PROGRAMS", "300"))
DS = "mod.ds = { na = 1, offset = 0, gds = false }"


class Op:  # a stand-in producer: queues only need identity
    def __init__(self, name):
        self.opcode = name


def waits(function):
    return [(i.opcode, i.srcs[0].value) for i in function.instructions()
            if i.opcode.startswith("s_wait")]


# ----------------------------------------------------------------- queue model
def test_back_edge_collapses_repeated_ops_of_the_same_trip_age():
    a, b, c = Op("a"), Op("b"), Op("c")
    # [c a b a b]: a and b issued on two trips, c once before the loop
    q = Queue(None, (c, a, b, a, b), ages=(1, 1, 1, 0, 0))
    carried = q.carried("latch", cap=1)
    assert carried.ops == (c, a, b)
    # the survivors keep their own distances from the tail: c is still 5 deep
    assert [carried.count_from(x) for x in (c, a, b)] == [5, 2, 1]
    assert carried.ages == (1, 1, 1)
    # with a higher age cap the two trips stay apart (loop-carried rules tell them apart)
    kept = q.carried("latch", cap=16)
    assert kept.ops == (c, a, b, a, b) and kept.ages == (2, 2, 2, 1, 1)


def test_collapsed_queue_keeps_waiting_for_every_instance():
    a, b = Op("a"), Op("b")
    q = Queue(None, (a, b, a, b), ages=(1, 1, 0, 0)).carried("latch", cap=1)
    assert q.ops == (a, b)
    # a wait that drains the newest a drains the older one too (in-order counter)
    assert q.trim(0).ops == ()
    assert q.trim(1).ops == (b,)


def test_summary_order_does_not_depend_on_the_order_paths_arrive_in():
    a, b, c = Op("a"), Op("b"), Op("c")
    rank = {a: 0, b: 1, c: 2}
    one = Queue("p", (a, c, b), dists=(3, 1, 1))
    two = Queue("p", (a, b, c), dists=(2, 1, 1))
    assert summarize([one, two], "p", rank) == summarize([two, one], "p", rank)
    s = summarize([one, two], "p", rank)
    assert s.ops == (a, b, c) and [s.count_from(x) for x in (a, b, c)] == [2, 1, 1]


# ------------------------------------------------------------ whole functions
# An outer loop that may run an inner loop issuing one DS load per trip, never
# drained: every number of inner trips is another queue, so the exact queues
# kept changing until they saturated, and the nest hit the iteration cap.
REISSUED = f"""st.func @reissued() {{
  ^entry:
    Successors: ^outer
  ^outer:
    "st.s_cbranch_scc1"("latch")
    Successors: ^pre, ^latch
  ^pre:
    Successors: ^inner
  ^inner:
    v13 = "st.ds_load_b32"(v250) {{ {DS} }}
    "st.s_cbranch_scc1"("inner")
    Successors: ^post, ^inner
  ^post:
    Successors: ^latch
  ^latch:
    "st.s_cbranch_scc1"("outer")
    Successors: ^exit, ^outer
  ^exit:
    v20 = "st.v_add_f32"(v13, v13)
    "st.s_endpgm"()
}}
"""

# A loop of diamonds: one arm stores to LDS, another loads, a third reads the
# load. Each trip through the load arm pushes the store one entry deeper, so
# its queue changes on every sweep until the store saturates (64 entries).
DRIFT = f"""st.func @drift() {{
  ^entry:
    Successors: ^head
  ^head:
    "st.s_cbranch_scc1"("right")
    Successors: ^left, ^right
  ^left:
    "st.s_cbranch_scc1"("load")
    Successors: ^store, ^load
  ^right:
    "st.s_cbranch_scc1"("use")
    Successors: ^untagged, ^use
  ^latch:
    "st.s_cbranch_scc1"("head")
    Successors: ^tail, ^head
  ^store:
    "st.ds_store_b32"(v250, v251) {{ {DS}, mod.memtoken = {{ tokens = [1] }} }}
    "st.s_barrier_wait"(-1) {{ mod.memtoken = {{ tokens = [4] }} }}
    "st.s_branch"("left_join")
    Successors: ^left_join
  ^load:
    v[0:3] = "st.ds_load_b128"(v250) {{ {DS}, mod.memtoken = {{ tokens = [3] }} }}
    Successors: ^left_join
  ^left_join:
    "st.s_branch"("latch")
    Successors: ^latch
  ^untagged:
    v[58:59] = "st.ds_load_b64"(v250) {{ {DS} }}
    "st.s_branch"("right_join")
    Successors: ^right_join
  ^use:
    v219 = "st.v_add_f32"(v1, v72)
    Successors: ^right_join
  ^right_join:
    Successors: ^latch
  ^tail:
    "st.s_endpgm"()
}}
"""


def test_a_loop_reissuing_an_op_reaches_its_fixed_point():
    f = parse(REISSUED)
    result = insert_waits(f, TARGET)
    assert not result.cap_hit
    assert result.sweeps < 10
    assert not any("loop header" in m for m, _, _ in result.remarks)
    assert waits(f) == [("s_wait_dscnt", 0)]
    assert simulate(f, 0) == []


def test_widening_settles_a_queue_that_drifts_deeper_every_trip(monkeypatch):
    f = parse(DRIFT)
    result = insert_waits(f, TARGET)
    assert not result.cap_hit and result.sweeps < 20
    assert simulate(f, 0) == [] and simulate(f, 1) == []
    remarks = [m for m, _, always in result.remarks if "loop header" in m and not always]
    assert remarks == ["wait insertion: the in-flight queues entering 1 loop header(s) of "
                       "@drift ('head') still changed after 8 sweeps; those arriving over "
                       "back edges were joined into summaries (waits may be stricter than "
                       "needed there)"]
    widened = waits(f)
    # without widening the same loop takes a sweep per entry of drift
    import stinkytofu_opt.passes.waits.insertion.fixed_point as fixed_point
    monkeypatch.setattr(fixed_point, "WIDEN_AFTER", 10 ** 9)
    f = parse(DRIFT)
    result = insert_waits(f, TARGET)
    assert result.sweeps > 50
    # ... and the widened plan is the same one
    assert waits(f) == widened


def test_the_cap_fallback_is_still_there_as_a_last_resort():
    f = parse(DRIFT)
    result = insert_waits(f, TARGET, iteration_cap=3)
    assert result.cap_hit
    assert any("iteration cap 3 hit" in m for m, _, _ in result.remarks)
    assert waits(f) and all(n == 0 for _, n in waits(f))
    assert simulate(f, 0) == []


def test_generated_loop_nests_converge_without_the_fallback():
    fallbacks = []
    for seed in range(PROGRAMS):
        function = parse(generate(seed, max_depth=3))
        blocks = len(function.blocks)
        if fell_back(run_insertion(function, seed % 2)):
            fallbacks.append((seed, blocks))
    # issue 20: at most 1 in 1,000, never on a nest of 10 blocks or fewer
    assert [s for s in fallbacks if s[1] <= 10] == []
    assert len(fallbacks) <= PROGRAMS // 1000, fallbacks


def test_generated_loop_nests_stay_sound():
    bad = []
    for seed in range(PROGRAMS // 2):
        v = check_seed(seed, seed % 2, max_depth=3)
        if not v.ok:
            bad.append(v.explain())
    assert not bad, bad[0]
