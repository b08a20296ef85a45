"""The ALU-dependency passes' building blocks: target data, DEPCTR encoding, the delay
encoding, the wait scoreboard's join, implied CFG edges and malformed-wait reports."""
import random
import textwrap

import pytest

from stinkytofu_opt.ir.core import Block, Function, Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.passes.alu_waits import common, delay_alu, wait_state
from stinkytofu_opt.target import TargetDataError, TargetLibrary, get_target


# ---------------------------------------------------------------- target data

def test_gfx1250_has_both_sections():
    t = get_target("gfx1250")
    assert t.delay_alu.rules == "reference"
    assert (t.wait_alu.xdl_va_vdst, t.wait_alu.csmacc_va_vdst) == (12, 13)
    assert t.wait_alu.sched_mode == (26, 0, 2, 2)


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1150", "gfx1200"])
def test_rdna_has_llvm_delay_rules_and_no_mode_2(arch):
    t = get_target(arch)
    assert t.delay_alu.rules == "llvm" and t.delay_alu.matrix_is_producer
    assert t.wait_alu is None


def test_cdna_has_neither():
    t = get_target("gfx942")
    assert t.delay_alu is None and t.wait_alu is None


def _library(tmp_path, section: str):
    doc = textwrap.dedent("""\
        name: toy
        wave_size: 32
        default_cost: [1, 1]
        registers: {v: 256}
        counters: {}
        formats: {SOPP: {microcode: SOPP}}
        instructions: [{format: SOPP, mnemonics: [s_nop]}]
        """) + section
    (tmp_path / "toy.yaml").write_text(doc)
    return TargetLibrary(tmp_path)


def test_a_missing_key_is_named(tmp_path):
    lib = _library(tmp_path, "alu_waits:\n  delay_alu: {rules: llvm}\n")
    with pytest.raises(TargetDataError, match="missing keys .*valu_depth"):
        lib.get("toy")


def test_an_unknown_rule_set_is_rejected(tmp_path):
    lib = _library(tmp_path, textwrap.dedent("""\
        alu_waits:
          delay_alu: {rules: guess, valu_depth: 5, trans_depth: 4, salu_cycle_max: 4,
                      max_skip: 5, clears_state: [], matrix_is_producer: false,
                      trans64_is_trans: false, ignored: []}
        """))
    with pytest.raises(TargetDataError, match="'guess' is not 'reference' or 'llvm'"):
        lib.get("toy")


def test_an_unknown_flag_is_rejected(tmp_path):
    lib = _library(tmp_path, textwrap.dedent("""\
        alu_waits:
          delay_alu: {rules: llvm, valu_depth: 5, trans_depth: 4, salu_cycle_max: 4,
                      max_skip: 5, clears_state: [NotAFlag], matrix_is_producer: false,
                      trans64_is_trans: false, ignored: []}
        """))
    with pytest.raises(TargetDataError, match="unknown flags .*NotAFlag"):
        lib.get("toy")


# ---------------------------------------------------------------- DEPCTR immediates

@pytest.mark.parametrize("fields, value", [
    ({"va_vdst": 0}, 0x0F9F),                     # llvm-mc-19 -mcpu=gfx1200
    ({"va_vdst": 3, "vm_vsrc": 1}, 0x3F87),
    ({"va_vdst": 0, "vm_vsrc": 0}, 0x0F83),
    ({}, 0xFF9F),                                 # bits 6:5 are unused
])
def test_depctr_decoding_matches_llvm(fields, value):
    assert common.decode_depctr(value) == fields


def test_depctr_fields_read_the_literal_form():
    t = get_target("gfx1250")
    from stinkytofu_opt.ir.operands import HexLit
    inst = Instruction("s_wait_alu", srcs=[HexLit("0x3f87")], desc=t.lookup("s_wait_alu"))
    assert common.depctr_fields(inst) == {"va_vdst": 3, "vm_vsrc": 1}


# ---------------------------------------------------------------- delay encoding

def test_a_trans_wait_covers_an_older_valu_one():
    lim = delay_alu._Limits(get_target("gfx1250").delay_alu)
    # VALU producer 3 VALUs back, TRANS producer with 1 VALU after it: VALU is older
    slots, dropped = delay_alu.encode((3, 2, 1, 1, 4, 0), lim)
    assert slots == [(delay_alu.TRANS, 1)] and not dropped


def test_three_kinds_drop_the_salu_part():
    lim = delay_alu._Limits(get_target("gfx1250").delay_alu)
    slots, dropped = delay_alu.encode((1, 2, 1, 1, 4, 2), lim)
    assert slots == [(delay_alu.TRANS, 1), (delay_alu.VALU, 1)] and dropped


def test_records_expire_by_count_and_by_cycles():
    lim = delay_alu._Limits(get_target("gfx1250").delay_alu)
    state = {("v", 0): delay_alu._fresh(delay_alu.VALU, 5, lim)}
    for _ in range(4):
        state = delay_alu._advance(state, delay_alu.OTHER, 1, lim)
    assert state                         # 5 cycles, 4 elapsed
    assert not delay_alu._advance(state, delay_alu.OTHER, 1, lim)


# ---------------------------------------------------------------- wait scoreboard join

def _random_boundary(rng, lim):
    st = wait_state.WalkState(lim)
    for _ in range(rng.randrange(12)):
        unit = ("v", rng.randrange(6))
        if rng.random() < 0.5:
            st.produce_va(rng.randrange(4), rng.choice((1, 1, 2)), [unit])
        else:
            st.produce_vm(rng.choice(((0,), (1,), (0, 1))), [unit])
        if rng.random() < 0.2:
            st.apply_va(rng.randrange(3))
        if rng.random() < 0.2:
            st.apply_vm(rng.randrange(3))
    return st.boundary()


def test_merge_is_a_join():
    lim = wait_state.Limits(get_target("gfx1250").wait_alu)
    rng = random.Random(7)
    for _ in range(300):
        a, b, c = (_random_boundary(rng, lim) for _ in range(3))
        assert wait_state.merge(a, b) == wait_state.merge(b, a)
        assert wait_state.merge(a, a) == a
        assert wait_state.merge(wait_state.merge(a, b), c) == \
            wait_state.merge(a, wait_state.merge(b, c))
        ab = wait_state.merge(a, b)
        assert wait_state.merge(ab, a) == ab


def test_a_boundary_round_trips_through_a_walk_state():
    lim = wait_state.Limits(get_target("gfx1250").wait_alu)
    rng = random.Random(11)
    for _ in range(200):
        b = _random_boundary(rng, lim)
        assert b.start(lim).boundary() == b


def test_merge_keeps_the_stricter_wait():
    lim = wait_state.Limits(get_target("gfx1250").wait_alu)
    near, far = wait_state.WalkState(lim), wait_state.WalkState(lim)
    for st, fillers in ((near, 0), (far, 3)):
        st.produce_va(wait_state.CSMACC, 1, [("v", 0)])
        for _ in range(fillers):
            st.produce_va(wait_state.CSMACC, 1, [("v", 9)])
    joined = wait_state.merge(near.boundary(), far.boundary()).start(lim)
    assert joined.va_wait(("v", 0), True, False) == 0


# ---------------------------------------------------------------- CFG helpers

def test_implied_edges_follow_branches_and_fall_through():
    t = get_target("gfx1250")
    entry, side, join, end = (Block(n) for n in ("entry", "side", "join", "end"))
    entry.items = [Instruction("s_cbranch_scc1", srcs=[], desc=t.lookup("s_cbranch_scc1"))]
    from stinkytofu_opt.ir.operands import StrLit
    entry.items[0].srcs = [StrLit("join")]
    join.items = [Instruction("s_endpgm", desc=t.lookup("s_endpgm"))]
    f = Function("f", [entry, side, join, end])
    succ = common.implied_successors(f)
    assert succ[id(entry)] == [join, side]
    assert succ[id(side)] == [join]
    assert succ[id(join)] == []


def test_reverse_post_order_visits_unreachable_blocks_last():
    a, b, c = Block("a"), Block("b"), Block("c")
    a.add_successor(b)
    order = common.reverse_post_order([a, c, b], lambda x: x.successors)
    assert order == [a, b, c]


# ---------------------------------------------------------------- malformed waits

def test_malformed_waits_are_reported_with_their_instruction():
    t = get_target("gfx1250")
    good = Instruction("s_wait_alu", mods=[Modifier("waitalu", {"va_vdst": 14})],
                       desc=t.lookup("s_wait_alu"))
    bad = Instruction("s_delay_alu", mods=[Modifier("delayalu", {
        "instid0Type": "TRANS", "instid0Distance": 4})], desc=t.lookup("s_delay_alu"))
    found = common.malformed_alu_waits(Function("f", [Block("b", [good, bad])]))
    assert found == [(bad, "malformed s_delay_alu: instid0Distance 4 is out of range for "
                           "TRANS (0 to 3)")]


# ---------------------------------------------------------------- the visit cap

def test_visit_cap_falls_back_to_drained_loop_headers(monkeypatch, capsys):
    from alu_gen import parse
    from stinkytofu_opt.passes.alu_waits import wait_alu
    from stinkytofu_opt.pipeline import PassContext
    from stinkytofu_opt.text.stir_printer import print_function
    monkeypatch.setattr(wait_alu, "_VISITS_PER_BLOCK", 1)
    function = parse('st.func @t() {\n^e:\n  v1 = "st.v_mov_b32"(v0)\n  Successors: ^l\n'
                     '^l:\n  v2 = "st.buffer_load_b32"(v1)\n  v1 = "st.v_add_f32"(v2, v2)\n'
                     '  "st.s_cbranch_scc1"("l")\n  Successors: ^l, ^x\n^x:\n'
                     '  "st.s_endpgm"()\n}\n')
    ctx = PassContext(get_target("gfx1250"))
    wait_alu.InsertWaitAluPass().run(function, ctx)
    ctx.diags.flush()
    text = print_function(function)
    head = text.split("^l:")[1].splitlines()
    assert "va_vdst = 0, vm_vsrc = 0" in head[1]
    assert "every loop header starts with va_vdst(0) vm_vsrc(0)" in capsys.readouterr().err
