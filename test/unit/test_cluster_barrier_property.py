"""Property test of InsertClusterBarrierPass over generated Tensile-like kernels.

Each kernel is run, before and after the pass, by a small interpreter of the
scalar instructions the kernels and the pass use. For several loop counts and
for wave 0 and wave 1 it checks that

* the original instructions run in the same order (control flow unchanged),
  and every original SCC reader sees the same SCC value as before the pass;
* wave 0 issues cluster signals and waits in strict signal/wait alternation,
  ending balanced; another wave issues the same waits and no signal;
* a second run of the pass changes nothing.

The four-rule design (4R) is run on its own generated kernels (prefetch
depth, GSU, StreamK fixup, ping-pong XOR, cooperative load groups, SCC live
across the protect barrier, tail loop) under every Rule 3 mode, several
leads, producer drains and StreamK multicast on and off; on top of the
checks above, whenever producer drains are on, no tensor load is still in
flight when a back edge is taken.
"""

from __future__ import annotations

import random

import pytest

from stinkytofu_opt.ir.core import Instruction, Label
from stinkytofu_opt.ir.operands import HexLit, IntLit, Register, label_name
from stinkytofu_opt.passes.barriers.cluster_barrier import InsertClusterBarrierPass
from stinkytofu_opt.passes.barriers.scan import reads_scc
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir
from stinkytofu_opt.text.stir_printer import print_function

WAVE, LCL = 2, 3
MASK = 0xFFFFFFFF


class Ctx:
    def __init__(self, target, seed=0):
        self.target = target
        self.seed = seed
        self.remarks_seen: list[str] = []

    def remark(self, message, loc=None):
        self.remarks_seen.append(message)

    def error(self, message, loc=None):
        raise AssertionError(message)


def generate(rng: random.Random) -> tuple[str, dict]:
    shape = {
        "gsu": rng.random() < 0.7,
        "pgr2": rng.random() < 0.5,
        "streamk": rng.random() < 0.5,
        "hoisted": rng.random() < 0.4,
        "carry": False,
        "tail": rng.random() < 0.6,
        "tail_wait": rng.random() < 0.7,
        "cselect": rng.random() < 0.5,
    }
    # A carry live across the barrier, unless the exit compare is hoisted
    # above it (the carry would clobber that compare's SCC).
    shape["carry"] = not shape["hoisted"] and rng.random() < 0.5
    lines = ['"st.asm_directive"(".set", "sgprWaveIdx", "2")',
             '"st.asm_directive"(".set", "sgprLoopCounterL", "3")']
    if shape["gsu"]:
        lines += ['SCC0 = "st.s_cmp_eq_u32"(s10, 1)', '"st.s_cbranch_scc1"(label_GSU_1, SCC0)',
                  's11 = "st.s_mov_b32"(5)', "label_GSU_1:"]
    lines += ['SCC0 = "st.s_cmp_eq_u32"(s3, 0)', '"st.s_cbranch_scc1"(label_SkipPrefetch, SCC0)',
              'v0 = "st.v_mov_b32"(v1)', '"st.tensor_load_to_lds"(s[60:63], s[64:71])']
    if shape["pgr2"]:
        lines += ['SCC0 = "st.s_cmp_eq_u32"(s3, 1)', '"st.s_cbranch_scc1"(label_skipPGR2_0, SCC0)',
                  '"st.s_barrier_signal"(-1)', '"st.s_barrier_wait"(-1)',
                  '"st.tensor_load_to_lds"(s[60:63], s[64:71])', "label_skipPGR2_0:"]
    if shape["streamk"]:
        lines += ['SCC0 = "st.s_cmp_eq_u32"(s12, 0)', '"st.s_cbranch_scc1"(label_SK_Fixup, SCC0)',
                  's14 = "st.s_mov_b32"(1)', "label_SK_Fixup:"]
    lines += ["label_openLoopL:", "label_LoopBeginL:", 'v0 = "st.v_mov_b32"(v2)']
    if shape["hoisted"]:
        lines += ['s3, SCC0 = "st.s_sub_u32"(s3, 1)', 'SCC0 = "st.s_cmp_eq_u32"(s3, 0)']
    if shape["carry"]:
        lines += ['s20, SCC0 = "st.s_add_u32"(s20, s21)']
    lines += ['"st.s_barrier_signal"(-1)', '"st.s_barrier_wait"(-1)']
    if shape["carry"]:
        lines += ['s22, SCC0 = "st.s_addc_u32"(s22, s23, SCC0)']
    lines += ['"st.tensor_load_to_lds"(s[0:3], s[4:11])']
    if not shape["hoisted"]:
        if shape["cselect"]:
            lines += ['SCC0 = "st.s_cmp_lt_u32"(s3, 4)', 's24 = "st.s_cselect_b32"(1, 2, SCC0)']
        lines += ['s3, SCC0 = "st.s_sub_u32"(s3, 1)', 'SCC0 = "st.s_cmp_eq_u32"(s3, 0)']
    lines += ['"st.s_cbranch_scc0"(label_LoopBeginL, SCC0)', "label_LoopEndL:",
              "label_SkipPrefetch:"]
    if shape["tail"]:
        lines += ['"st.asm_directive"("", "/* Tail Loop */")']
        if shape["tail_wait"]:
            lines += ['"st.s_barrier_signal"(-1)', '"st.s_barrier_wait"(-1)']
        lines += ["label_TailReset:", 's6 = "st.s_mov_b32"(0)',
                  '"st.tensor_load_to_lds"(s[0:3], s[4:11])']
    lines += ['"st.s_endpgm"()']
    body = "\n".join(line if line.endswith(":") else "    " + line for line in lines)
    return f"st.func @kernel() {{\n  ^entry:\n{body}\n}}\n", shape


def value(op, regs):
    if isinstance(op, (IntLit, HexLit)):
        return op.value & MASK
    if isinstance(op, Register) and op.kind == "s":
        return regs.get(op.index, 0)
    raise AssertionError(f"operand {op} not modelled")


def signed(x):
    return x - (1 << 32) if x & 0x80000000 else x


COMPARES = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "le": lambda a, b: a <= b,
            "lt": lambda a, b: a < b, "ge": lambda a, b: a >= b, "gt": lambda a, b: a > b}


def execute(function, regs, original_ids, limit=10000, back_edges=None):
    """Run the single flat block; return (trace of original instructions with the
    SCC they read, cluster events, final regs). ``back_edges``, if given, gets
    the number of tensor loads not yet drained at each taken backward branch."""
    items = function.blocks[0].items
    labels = {it.name: i for i, it in enumerate(items) if isinstance(it, Label)}
    regs = dict(regs)
    scc = 0
    trace, events = [], []
    pc, steps = 0, 0
    pending_tensor = 0
    while pc < len(items):
        steps += 1
        assert steps < limit, "runaway loop"
        it = items[pc]
        pc += 1
        if not isinstance(it, Instruction) or it.opcode == "asm_directive":
            continue
        op = it.opcode
        srcs = [s for s in it.srcs if not (isinstance(s, Register) and s.kind == "SCC")]
        if id(it) in original_ids:
            trace.append((id(it), scc if reads_scc(it) else None))
        if op == "s_endpgm":
            break
        if op == "s_mov_b32":
            regs[it.dests[0].index] = value(srcs[0], regs)
        elif op in ("s_add_u32", "s_addc_u32"):
            total = value(srcs[0], regs) + value(srcs[1], regs) + (scc if op == "s_addc_u32" else 0)
            regs[it.dests[0].index] = total & MASK
            scc = int(total > MASK)
        elif op == "s_sub_u32":
            a, b = value(srcs[0], regs), value(srcs[1], regs)
            regs[it.dests[0].index] = (a - b) & MASK
            scc = int(b > a)
        elif op.startswith("s_cmp_"):
            _, _, rel, kind = op.split("_")
            a, b = value(srcs[0], regs), value(srcs[1], regs)
            if kind.startswith("i"):
                a, b = signed(a), signed(b)
            scc = int(COMPARES[rel](a, b))
        elif op == "s_cselect_b32":
            regs[it.dests[0].index] = value(srcs[0] if scc else srcs[1], regs)
        elif op in ("s_cbranch_scc0", "s_cbranch_scc1", "s_branch"):
            taken = op == "s_branch" or scc == (1 if op.endswith("1") else 0)
            if taken:
                target = labels[label_name(srcs[0])]
                if back_edges is not None and target < pc:
                    back_edges.append(pending_tensor)
                pc = target
        elif op == "s_xor_b32":
            regs[it.dests[0].index] = value(srcs[0], regs) ^ value(srcs[1], regs)
            scc = int(regs[it.dests[0].index] != 0)
        elif op == "tensor_load_to_lds":
            pending_tensor += 1
        elif op == "s_wait_tensorcnt":
            pending_tensor = min(pending_tensor, value(srcs[0], regs))
        elif op == "s_barrier_signal" and value(srcs[0], regs) == (-3 & MASK):
            events.append("S")
        elif op == "s_barrier_wait" and value(srcs[0], regs) == (-3 & MASK):
            events.append("W")
    return trace, events, regs


def parse(text, target):
    diags = DiagnosticEngine()
    module = parse_stir(text, "<generated>", target, diags)
    return module.functions[0]


@pytest.mark.parametrize("case", range(60))
def test_generated_kernel(case):
    target = get_target("gfx1250")
    rng = random.Random(1000 + case)
    text, shape = generate(rng)
    before = parse(text, target)
    after = parse(text, target)
    ids_before = {id(i) for i in before.instructions()}
    ids_after = {id(i) for i in after.instructions()}
    index_after = {id(i): k for k, i in enumerate(after.instructions())}
    index_before = {id(i): k for k, i in enumerate(before.instructions())}

    ctx = Ctx(target, seed=case)
    assert InsertClusterBarrierPass().run(after, ctx) is True
    printed = print_function(after)
    assert InsertClusterBarrierPass().run(after, Ctx(target, seed=case)) is False
    assert print_function(after) == printed

    for lcl in (0, 1, 2, 5):
        for carry_in in (0, 7):
            base = {LCL: lcl, 10: rng.choice([0, 1]), 12: rng.choice([0, 1]),
                    20: MASK, 21: carry_in, 23: 3}
            tr0, ev0, regs0 = execute(before, {**base, WAVE: 0}, ids_before)
            assert ev0 == []
            for wave in (0, 1):
                tr, ev, regs = execute(after, {**base, WAVE: wave}, ids_after)
                assert [index_after[i] for i, _ in tr] == [index_before[i] for i, _ in tr0]
                assert [s for _, s in tr] == [s for _, s in tr0], (shape, lcl, wave)
                assert {k: v for k, v in regs.items() if k != WAVE} == \
                    {k: v for k, v in regs0.items() if k != WAVE}
                if wave == 0:
                    wave0 = ev
                    seq = ev
                    if not shape["gsu"] and lcl != 0:
                        # No label_GSU_1: Rule 2's wait has no signal to pair
                        # with; the pass says so in a remark.
                        assert seq[:1] == ["W"]
                        assert any("Rule 2" in r for r in ctx.remarks_seen)
                        seq = seq[1:]
                    assert seq == ["S", "W"] * (len(seq) // 2), (shape, lcl, ev)
                else:
                    assert "S" not in ev
                    assert ev == [e for e in wave0 if e == "W"]


def generate_4r(rng: random.Random) -> tuple[str, dict]:
    shape = {
        "gsu": rng.random() < 0.7,
        "pgr": rng.choice([1, 2, 3]),
        "streamk": rng.random() < 0.5,
        "xor": rng.random() < 0.6,
        "groups": rng.choice([1, 1, 2]),
        "group_size": rng.choice([1, 2, 3]),
        "drain": rng.random() < 0.6,
        "live": rng.choice([None, "carry", "cselect"]),
        "tail": rng.random() < 0.6,
        "tail_loads": rng.choice([1, 2]),
        "filler": rng.randrange(0, 30),
    }
    lines = ['"st.asm_directive"(".set", "sgprWaveIdx", "2")',
             '"st.asm_directive"(".set", "sgprLoopCounterL", "3")']
    if shape["gsu"]:
        lines += ['SCC0 = "st.s_cmp_eq_u32"(s10, 1)', '"st.s_cbranch_scc1"(label_GSU_1, SCC0)',
                  's11 = "st.s_mov_b32"(5)', "label_GSU_1:"]
    lines += ['SCC0 = "st.s_cmp_eq_u32"(s3, 0)', '"st.s_cbranch_scc1"(label_SkipPrefetch, SCC0)',
              '"st.s_wait_kmcnt"(0)', '"st.tensor_load_to_lds"(s[60:63], s[64:71])',
              'v0 = "st.v_mov_b32"(v1)']
    if shape["xor"]:
        lines += ['s40, SCC0 = "st.s_xor_b32"(s40, 8192)']
    for depth in range(1, shape["pgr"]):
        lines += [f'SCC0 = "st.s_cmp_eq_u32"(s3, {depth})',
                  f'"st.s_cbranch_scc1"(label_skipPGR{depth + 1}_0, SCC0)',
                  '"st.s_barrier_signal"(-1)', '"st.s_barrier_wait"(-1)',
                  '"st.tensor_load_to_lds"(s[60:63], s[64:71])', f"label_skipPGR{depth + 1}_0:"]
    if shape["streamk"]:
        lines += ['SCC0 = "st.s_cmp_eq_u32"(s12, 0)', '"st.s_cbranch_scc1"(label_SK_Fixup, SCC0)',
                  's14 = "st.s_mov_b32"(1)', "label_SK_Fixup:"]
    lines += ["label_openLoopL:", "label_LoopBeginL:"]
    lines += ['v4 = "st.v_add_f32"(v4, v5)'] * shape["filler"]
    for g in range(shape["groups"]):
        if shape["live"] == "carry":
            lines += ['s20, SCC0 = "st.s_add_u32"(s20, s21)']
        elif shape["live"] == "cselect":
            lines += ['SCC0 = "st.s_cmp_lt_u32"(s3, 4)']
        if shape["drain"]:
            lines += ['"st.s_wait_tensorcnt"(0) { mod.swaittensorcnt = { tlcnt = 0 } }']
        lines += ['"st.s_barrier_signal"(-1)', '"st.s_barrier_wait"(-1)']
        if shape["live"] == "carry":
            lines += ['s22, SCC0 = "st.s_addc_u32"(s22, s23, SCC0)']
        elif shape["live"] == "cselect":
            lines += ['s24 = "st.s_cselect_b32"(1, 2, SCC0)']
        for k in range(shape["group_size"]):
            lines += [f'"st.tensor_load_to_lds"(s[{4 * k}:{4 * k + 3}], s[16:23])']
            if k % 2 == 0:
                lines += ['v6 = "st.v_mul_f32"(v7, v8)']
        lines += ['v4 = "st.v_add_f32"(v4, v5)'] * rng.randrange(0, 6)
    lines += ['s3, SCC0 = "st.s_sub_u32"(s3, 1)', 'SCC0 = "st.s_cmp_eq_u32"(s3, 0)',
              '"st.s_cbranch_scc0"(label_LoopBeginL, SCC0)', "label_LoopEndL:",
              "label_SkipPrefetch:"]
    if shape["tail"]:
        lines += ['"st.asm_directive"("", "/* Tail Loop */")',
                  '"st.s_barrier_signal"(-1)', '"st.s_barrier_wait"(-1)',
                  "label_TailReset:", 's6 = "st.s_mov_b32"(0)']
        lines += ['"st.tensor_load_to_lds"(s[0:3], s[4:11])'] * shape["tail_loads"]
    lines += ['"st.s_endpgm"()']
    body = "\n".join(line if line.endswith(":") else "    " + line for line in lines)
    return f"st.func @kernel() {{\n  ^entry:\n{body}\n}}\n", shape


FOUR_RULE_CONFIGS = [
    {"rule3Mode": mode, "lead": lead, "producerDrain": drain}
    for mode in (0, 1, 2) for lead in (0, 20, 100) for drain in (-1, 1)
] + [{"streamKMulticast": True, "pgr": pgr} for pgr in (1, 2)] + [
    {"streamKMulticast": True, "producerDrain": 0}]


@pytest.mark.parametrize("case", range(80))
def test_generated_kernel_four_rules(case):
    target = get_target("gfx1250")
    rng = random.Random(5000 + case)
    text, shape = generate_4r(rng)
    options = dict(FOUR_RULE_CONFIGS[case % len(FOUR_RULE_CONFIGS)])
    multicast = options.get("streamKMulticast", False)
    drains = options.get("producerDrain", -1) > 0 or (
        multicast and options.get("producerDrain", -1) != 0)
    before = parse(text, target)
    after = parse(text, target)
    ids_before = {id(i) for i in before.instructions()}
    ids_after = {id(i) for i in after.instructions()}
    index_after = {id(i): k for k, i in enumerate(after.instructions())}
    index_before = {id(i): k for k, i in enumerate(before.instructions())}

    ctx = Ctx(target, seed=case)
    changed = InsertClusterBarrierPass(dict(options)).run(after, ctx)
    printed = print_function(after)
    assert changed is (printed != print_function(before))
    assert changed or (multicast and not shape["xor"])
    assert InsertClusterBarrierPass(dict(options)).run(after, Ctx(target, seed=case)) is False
    assert print_function(after) == printed
    if multicast:
        assert "(-3)" not in printed

    for lcl in (0, 1, 2, 5):
        base = {LCL: lcl, 10: rng.choice([0, 1]), 12: rng.choice([0, 1]), 20: MASK, 21: 1,
                23: 3}
        tr0, ev0, regs0 = execute(before, {**base, WAVE: 0}, ids_before)
        for wave in (0, 1):
            back_edges: list[int] = []
            tr, ev, regs = execute(after, {**base, WAVE: wave}, ids_after,
                                   back_edges=back_edges)
            assert [index_after[i] for i, _ in tr] == [index_before[i] for i, _ in tr0]
            assert [s for _, s in tr] == [s for _, s in tr0], (shape, options, lcl, wave)
            assert {k: v for k, v in regs.items() if k != WAVE} == \
                {k: v for k, v in regs0.items() if k != WAVE}
            if wave == 0:
                wave0 = ev
                assert ev == ["S", "W"] * (len(ev) // 2), (shape, options, lcl, ev)
                if not multicast and shape["gsu"] and lcl > 1:
                    # Rule 1/2, one handshake per iteration, the tail pair.
                    assert len(ev) == 2 * (1 + shape["groups"] * lcl + shape["tail"])
            else:
                assert "S" not in ev
                assert ev == [e for e in wave0 if e == "W"]
            if drains:
                assert all(n == 0 for n in back_edges), (shape, options, lcl)
                assert back_edges or lcl < 2
