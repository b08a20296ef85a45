"""Soundness of InsertWaitAluPass against an independent model (test/support/alu_sim.py).

First the simulator is shown able to fail on hand-written programs with a known missing
wait, and to accept the same programs once the wait is there. Then the pass runs on random
CFG programs with loops: the simulator must find no violation in its output, the unwaited
programs must give it something to find, and a second run must change nothing.

STINKYTOFU_ALU_SOUNDNESS_PROGRAMS=N sets how many programs (default 2000);
benchmarks/alu_waits_soundness.py runs more.
"""

import os

import pytest

from alu_gen import check_seed, parse
from alu_sim import simulate

DS = "{ mod.ds = { na = 1, offset = 0, gds = false } }"


def sim(body, track=False):
    return sorted((v.kind, v.consumer.opcode, v.producer.opcode)
                  for v in simulate(parse("st.func @t() {\n^e:\n" + body + "}\n"), track))


def test_sim_finds_a_valu_result_read_too_early():
    body = ('  v1 = "st.v_add_f32"(v2, v3)\n'
            '  v4 = "st.v_mov_b32"(v5)\n'
            '  "st.buffer_store_b32"(v1, v6)\n')
    assert sim(body) == [("RAW", "buffer_store_b32", "v_add_f32")]
    waited = body.replace('  "st.buffer', '  "st.s_wait_alu"() { mod.waitalu = { va_vdst = 1 } }\n'
                                         '  "st.buffer')
    assert sim(waited) == []
    too_weak = waited.replace("va_vdst = 1", "va_vdst = 2")
    assert sim(too_weak) == [("RAW", "buffer_store_b32", "v_add_f32")]


def test_sim_finds_a_source_overwritten_while_read():
    body = (f'  v9 = "st.ds_load_b32"(v1) {DS}\n'
            f'  v8 = "st.ds_load_b32"(v2) {DS}\n'
            '  v1 = "st.v_mov_b32"(v5)\n')
    assert sim(body) == [("VM-WAR", "v_mov_b32", "ds_load_b32")]
    one = body.replace('  v1 = "st.v_mov', '  "st.s_wait_alu"() { mod.waitalu = { vm_vsrc = 1 } }\n'
                                         '  v1 = "st.v_mov')
    assert sim(one) == []


def test_sim_trans_breaks_the_shared_order():
    body = ('  v1 = "st.v_add_f32"(v2, v3)\n'
            '  v4 = "st.v_exp_f32"(v5)\n'
            '  "st.s_wait_alu"() { mod.waitalu = { va_vdst = 1 } }\n'
            '  "st.ds_store_b32"(v7, v1) ' + DS + '\n')
    assert sim(body) == [("RAW", "ds_store_b32", "v_add_f32")]


def test_sim_exec_write_makes_followers_uncountable():
    body = ('  "st.v_cmpx_eq_u32"(v3, v4)\n'
            '  v5 = "st.v_add_f32"(v6, v6)\n'
            '  "st.s_wait_alu"() { mod.waitalu = { va_vdst = 1 } }\n'
            '  v3 = "st.buffer_load_b32"(v7)\n')
    assert sim(body, track=True) == [("VA-WAR", "buffer_load_b32", "v_cmpx_eq_u32")]
    assert sim(body, track=False) == []


def test_sim_follows_back_edges():
    text = ('st.func @t() {\n^e:\n  v1 = "st.v_mov_b32"(v0)\n  Successors: ^l\n'
            '^l:\n  v1 = "st.v_mov_b32"(v2)\n  "st.buffer_store_b32"(v9, v1)\n'
            '  "st.s_cbranch_scc1"("l")\n  Successors: ^l, ^x\n^x:\n  "st.s_endpgm"()\n}\n')
    kinds = sorted({(v.kind, v.consumer.opcode) for v in simulate(parse(text))})
    assert kinds == [("RAW", "buffer_store_b32"), ("VM-WAR", "v_mov_b32")]


PROGRAMS = int(os.environ.get("STINKYTOFU_ALU_SOUNDNESS_PROGRAMS", "2000"))


@pytest.mark.parametrize("chunk", range(10))
def test_insert_wait_alu_is_sound_on_random_programs(chunk):
    size = PROGRAMS // 10
    unwaited = 0
    for seed in range(chunk * size, (chunk + 1) * size):
        verdict = check_seed(seed)
        assert not verdict.violations, (
            f"seed {seed} options {verdict.options}: "
            + "; ".join(map(str, verdict.violations[:3])) + "\n" + verdict.text)
        assert verdict.idempotent, f"seed {seed}: a second run changed the output"
        unwaited += verdict.unwaited > 0
    # the generator makes hazards: most programs need waits
    assert unwaited > size // 2
