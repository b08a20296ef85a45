"""Unit tests of StinkyWaitCntInsertionPass: the queue model, the module API,
the command line's exit status, and bounded work on pathological CFGs."""

from __future__ import annotations

import io
import time
from contextlib import redirect_stderr

import pytest

from stinkytofu_opt.driver import main
from stinkytofu_opt.passes.waitcnt import insert_waits
from stinkytofu_opt.passes.waitcnt.queues import SAT_ALL, Queue, summarize
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
    f = parse(diamonds(n))
    start = time.perf_counter()
    result = insert_waits(f, TARGET)
    elapsed = time.perf_counter() - start
    assert elapsed < 20, elapsed
    assert not result.cap_hit
    assert any("conservative summar" in m for m, _, _ in result.remarks)
    # every consumer of a DS load got a DS wait before it (the loads are live)
    insts = list(f.instructions())
    for k, inst in enumerate(insts):
        if inst.opcode == "v_add_f32":
            assert insts[k - 1].opcode == "s_wait_dscnt" or k and any(
                x.opcode == "s_wait_dscnt" for x in insts[max(0, k - 3):k])
