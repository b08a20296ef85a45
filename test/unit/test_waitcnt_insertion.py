"""Unit tests of StinkyWaitCntInsertionPass: the queue model, the module API,
the command line's exit status, and bounded work on pathological CFGs."""

from __future__ import annotations

import io
from contextlib import redirect_stderr

import pytest

from stinkytofu_opt.driver import main
from stinkytofu_opt.passes.waits.insertion import insert_waits
from stinkytofu_opt.passes.waits.insertion.queues import SAT_ALL, Queue, summarize
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir

TARGET = get_target("gfx1250")


def parse(text):
    diags = DiagnosticEngine()
    module = parse_stir(text, "t.stir", TARGET, diags)
    assert not diags.errors, [d.render() for d in diags.errors]
    return module.functions[0]


def waits(function):
    return [(i.opcode, i.srcs[0].value) for i in function.instructions()
            if i.opcode.startswith("s_wait")]


class Op:  # a stand-in producer: queues only need identity
    def __init__(self, name):
        self.opcode = name


# ----------------------------------------------------------------- queue model
def test_count_from_and_trim():
    a, b, c = Op("a"), Op("b"), Op("c")
    q = Queue(None)
    for op in (a, b, c):
        q, sat = q.append(op)
        assert not sat
    assert [q.count_from(x) for x in (a, b, c)] == [3, 2, 1]
    t = q.trim(1)
    assert t.ops == (c,) and t.count_from(a) == 0
    assert q.trim(0).ops == () and q.ops == (a, b, c)   # immutable


def test_same_op_twice_counts_newest_instance():
    a, b = Op("a"), Op("b")
    q = Queue(None)
    for op in (a, b, a):
        q, _ = q.append(op)
    assert q.count_from(a) == 1


def test_saturation_reports_64_until_a_trim():
    ops = [Op(str(i)) for i in range(70)]
    q = Queue(None)
    saturated = False
    for op in ops:
        q, sat = q.append(op)
        saturated |= sat
    assert saturated and len(q.ops) == 64
    assert q.count_from(ops[0]) == 64 and q.count_from(ops[6]) == 64
    assert q.count_from(ops[69]) == 1
    assert q.trim(63).count_from(ops[0]) == 0


def test_summary_is_never_looser_than_a_path():
    a, b, c, d = (Op(x) for x in "abcd")
    q1, q2 = Queue(None), Queue(None)
    for op in (a, b, c):
        q1, _ = q1.append(op)
    for op in (c, d, a):
        q2, _ = q2.append(op)
    s = summarize([q1, q2], None)
    for op in (a, b, c, d):
        paths = [n for n in (q1.count_from(op), q2.count_from(op)) if n]
        assert 0 < s.count_from(op) <= min(paths)
    # a trim keeps an op if some path keeps it
    for keep in range(4):
        for op in (a, b, c, d):
            if q1.trim(keep).count_from(op) or q2.trim(keep).count_from(op):
                assert s.trim(keep).count_from(op)
        # appending keeps the bound
    s2, _ = s.append(Op("e"))
    assert s2.count_from(a) == s.count_from(a) + 1


def test_summary_overflow_becomes_wildcard():
    paths = []
    for p in range(4):
        q = Queue(None)
        for i in range(40):
            q, _ = q.append(Op(f"{p}.{i}"))
        paths.append(q)
    s = summarize(paths, None)
    assert len(s.ops) == 64 and s.wild > 0
    assert s.count_from(Op("unknown")) == s.wild
    grown = s
    for i in range(70):
        grown, _ = grown.append(Op(f"n{i}"))
    assert grown.wild == 0 and grown.sat is SAT_ALL


# ------------------------------------------------------------------ module API
SEED = """
st.func @f() {
  ^entry:
    v[0:3] = "st.ds_load_b128"(v40)
    v[4:7] = "st.ds_load_b128"(v41)
    v[8:11] = "st.ds_load_b128"(v42)
    v[12:15] = "st.ds_load_b128"(v43)
    v[16:23] = "st.v_wmma_f32_16x16x32_bf16"(v[0:3], v[4:7], v[16:23])
    v[24:31] = "st.v_wmma_f32_16x16x32_bf16"(v[8:11], v[12:15], v[24:31])
}
"""


def test_insert_waits_api_and_phis_removed():
    f = parse(SEED)
    result = insert_waits(f, TARGET)
    assert waits(f) == [("s_wait_dscnt", 2), ("s_wait_dscnt", 0)]
    assert result.inserted == 2 and not result.cap_hit
    assert not any(i.opcode == "PHI" for i in f.instructions())
    comments = [i.comment for i in f.instructions() if i.opcode == "s_wait_dscnt"]
    assert all("ds_load_b128" in c and "v_wmma" in c for c in comments)


def test_rerun_on_own_output_adds_nothing():
    f = parse(SEED)
    insert_waits(f, TARGET)
    before = waits(f)
    insert_waits(f, TARGET)
    assert waits(f) == before


LOOP = """
st.func @f() {
  ^entry:
    Successors: ^loop
  ^loop:
    v0 = "st.ds_load_b32"(v10)
    v1 = "st.ds_load_b32"(v10)
    v2 = "st.v_add_f32"(v0, v0)
    "st.s_cbranch_scc1"("loop")
    Successors: ^loop, ^exit
  ^exit:
    v20 = "st.v_add_f32"(v1, v1)
}
"""


def test_iteration_cap_falls_back_to_zero():
    text = LOOP
    f = parse(text)
    result = insert_waits(f, TARGET)
    assert not result.cap_hit
    assert waits(f) == [("s_wait_dscnt", 1), ("s_wait_dscnt", 0)]
    f = parse(text)
    result = insert_waits(f, TARGET, iteration_cap=1)
    assert result.cap_hit
    # every anchor waits 0; the exit's load was drained by the loop's wait
    assert waits(f) == [("s_wait_dscnt", 0)]
    assert any("iteration cap 1 hit" in m for m, _, _ in result.remarks)


# -------------------------------------------------------------- command line
def test_unknown_option_exits_2(tmp_path):
    src = tmp_path / "f.stir"
    src.write_text(SEED)
    err = io.StringIO()
    with redirect_stderr(err):
        status = main(["--arch", "gfx1250", str(src), "--StinkyWaitCntInsertionPass=nope"])
    assert status == 2
    assert "unknown option 'nope'" in err.getvalue()


# --------------------------------------------------------------- bounded work
def diamonds(n):
    lines = ["st.func @d() {", "  ^b:", "    Successors: ^l0, ^r0"]
    for i in range(n):
        lines += [f"  ^l{i}:",
                  f'    v{i % 30} = "st.ds_load_b32"(v100) {{ mod.memtoken = {{ tokens = [{i % 3}] }} }}',
                  f"    Successors: ^m{i}", f"  ^r{i}:", f'    s{i % 20} = "st.s_load_b32"(s[40:41], 0)',
                  f"    Successors: ^m{i}", f"  ^m{i}:",
                  f'    v200 = "st.v_add_f32"(v{(i * 7) % 30}, v201)' if i % 10 == 0
                  else '    "st.s_nop"(0)']
        if i + 1 < n:
            lines.append(f"    Successors: ^l{i + 1}, ^r{i + 1}")
    lines.append("}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("n", [600])
def test_sequential_diamonds_are_bounded(n):
    # (Its time is a benchmark's: benchmarks/pathological.py --only diamonds.)
    f = parse(diamonds(n))
    result = insert_waits(f, TARGET)
    assert not result.cap_hit
    assert any("conservative summar" in m for m, _, _ in result.remarks)
    # every consumer of a DS load got a DS wait before it (the loads are live)
    insts = list(f.instructions())
    for k, inst in enumerate(insts):
        if inst.opcode == "v_add_f32":
            assert insts[k - 1].opcode == "s_wait_dscnt" or k and any(
                x.opcode == "s_wait_dscnt" for x in insts[max(0, k - 3):k])


# ------------------------------------------------- trip ages and ring frames
def test_back_edge_ages_entries_up_to_the_cap():
    a, b = Op("a"), Op("b")
    q = Queue(None, (a, b))
    once = q.carried("loop")
    assert once.pred == "loop" and once.ages == (1, 1)
    q2, _ = once.append(Op("c"))
    assert q2.ages == (1, 1, 0)
    aged = q2
    for _ in range(40):
        aged = aged.carried("loop", cap=16)
    assert aged.ages == (16, 16, 16)
    assert q.carried("loop", cap=1).carried("loop", cap=1).ages == (1, 1)
    # a trim keeps the ages of the survivors; a full drain forgets them
    assert q2.trim(1).ages is None and q2.trim(2).ages == (1, 0)


def test_queue_identity_ignores_ages_but_equality_does_not():
    a = Op("a")
    young, old = Queue("p", (a,)), Queue("p", (a,), ages=(3,))
    assert young.key() == old.key()
    assert young != old
    merged = young.merged_ages(old)
    assert merged.ages == (3,) and merged.merged_ages(young) is merged


def test_ring_rotation_alias_and_slot():
    from stinkytofu_opt.passes.waits.insertion import lds_ring
    read = lds_ring.Access(0, 0, 3, 0, lds_ring.READ)
    protect = lds_ring.Access(0, 0, 3, 2, lds_ring.PROTECT)
    other_class = lds_ring.Access(1, 0, 3, 2, lds_ring.PROTECT)
    frames = lds_ring.rotate((read,), None, ((0, 1),))
    assert frames == (2,)
    assert lds_ring.aliases(read, 2, protect) and not lds_ring.aliases(read, 0, protect)
    assert not lds_ring.aliases(read, 2, other_class)
    assert lds_ring.rotate((read,), None, ((5, 1),)) is None  # another frame: no move
    assert lds_ring.unique_slot((read,), frames) == 2
    two = (read, lds_ring.Access(0, 0, 3, 1, lds_ring.READ))
    assert lds_ring.unique_slot(two, None) is None
    ring0 = lds_ring.Access(0, 0, 0, 0, lds_ring.READ)
    assert not lds_ring.aliases(ring0, 0, ring0)


def test_summary_keeps_largest_age_and_marks_disagreeing_frames():
    from stinkytofu_opt.passes.waits.insertion.queues import UNKNOWN_FRAMES
    a = Op("a")
    s = summarize([Queue("p", (a,), ages=(2,), frames=((1,),)),
                   Queue("p", (a,), ages=(5,), frames=((2,),))], "p")
    assert s.ages == (5,) and s.frames == (UNKNOWN_FRAMES,)


# ------------------------------------------------------------ provenance text
class _Info:
    def __init__(self, tokens=(), ring=None):
        self.tokens = frozenset(tokens)
        self.ring = ring


class _Block:
    def __init__(self, name):
        self.name = name


def test_drains_text_formats():
    from stinkytofu_opt.passes.waits.insertion import lds_ring
    from stinkytofu_opt.passes.waits.insertion.provenance import Drained, drains_text
    x, y, z = Op("tensor_load_to_lds"), Op("tensor_load_to_lds"), Op("buffer_load_b32")
    z.loc = None
    entry, loop = _Block("entry"), _Block("loop")
    plain = {x: _Info([1]), y: _Info([2, 0]), z: _Info()}
    assert drains_text([], plain) == ""
    text = drains_text([Drained(y, loop, 1, None, False), Drained(x, entry, 0, None, False),
                        Drained(z, None, 16, None, True)], plain)
    assert text == ("drains LDS0[k-1] via loop,LDS1[k] via entry,LDS2[k-1] via loop,"
                    "buffer_load_b32[k-(16+)] via local")
    ring = lds_ring.RingFacts((lds_ring.Access(0, 0, 3, 0, 1),), (), frozenset({1}))
    ringed = {x: _Info([0], ring), y: _Info([1])}
    text = drains_text([Drained(y, None, 0, None, False), Drained(x, loop, 2, 1, False)],
                       ringed)
    assert text == ("drains token LDS0 from ^loop (frame k-2, ring slot 1); "
                    "token LDS1 from local (frame k)")


def test_drains_text_is_bounded():
    from stinkytofu_opt.passes.waits.insertion.provenance import MAX_LISTED, Drained, drains_text
    ops = [Op("ds_load_b32") for _ in range(MAX_LISTED + 3)]
    infos = {op: _Info([i]) for i, op in enumerate(ops)}
    text = drains_text([Drained(op, None, 0, None, False) for op in ops], infos)
    assert text.endswith(",3 more") and text.count(" via local") == MAX_LISTED


def test_remarks_explain_every_wait_and_tail_drain():
    f = parse("""
st.func @f() {
  ^entry:
    "st.s_cbranch_scc1"("deep")
    Successors: ^shallow, ^deep
  ^shallow:
    v0 = "st.ds_load_b32"(v10) { mod.memtoken = { tokens = [1] } }
    "st.s_branch"("join")
    Successors: ^join
  ^deep:
    v0 = "st.ds_load_b32"(v11) { mod.memtoken = { tokens = [1] } }
    v1 = "st.ds_load_b32"(v12) { mod.memtoken = { tokens = [1] } }
    v2 = "st.ds_load_b32"(v13) { mod.memtoken = { tokens = [1] } }
    Successors: ^join
  ^join:
    v20 = "st.v_add_f32"(v0, v0)
}
""")
    result = insert_waits(f, TARGET, detailed_remarks=True)
    messages = [m for m, _, _ in result.remarks]
    anchor = [m for m in messages if m.startswith("inserted s_wait_dscnt 2 for v_add_f32")]
    assert anchor, messages
    # after promotion the shallow path is drained at its tail: the deep path's
    # first load, three from the tail, fixes the join's wait
    assert anchor[0] == ("inserted s_wait_dscnt 2 for v_add_f32 (line 16): RAW on ds_load_b32 "
                         "(line 11) via ^deep at depth 3; drains LDS1[k] via deep")
    tail = [m for m in messages if "tail drain of ^shallow" in m]
    assert tail and tail[0].startswith("inserted s_wait_dscnt 0: tail drain of ^shallow for "
                                       "v_add_f32")
    quiet = parse("""
st.func @g() {
  ^entry:
    v0 = "st.ds_load_b32"(v10)
    v20 = "st.v_add_f32"(v0, v0)
}
""")
    assert not insert_waits(quiet, TARGET).remarks
