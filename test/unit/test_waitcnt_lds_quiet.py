"""DS accesses checked by their RAW/WAW pairs alone while no tensor or async operation
is in flight (walk.IfLdsQuiet): the same waits as the full requirement, and the LDS
rules (rule 7: an untagged DS access waits for untagged tensor loads) still fire when
one is in flight."""

from __future__ import annotations

from test_waitcnt_insertion import TARGET, parse

from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.passes.waits.insertion import insert_waits
from stinkytofu_opt.passes.waits.insertion.classify import CounterModel
from stinkytofu_opt.passes.waits.insertion.dataflow import WaitDataflow
from stinkytofu_opt.passes.waits.insertion.walk import IfLdsQuiet

BODY = '''st.func @f() {
  ^bb0:
%s    v3 = "st.flat_load_b32"(v[0:1])
    "st.ds_store_b32"(v1, v3)
    v4 = "st.ds_load_b32"(v1)
    "st.s_endpgm"()
}
'''
TENSOR = '    "st.tensor_load_to_lds"(s[0:3], s[8:15])\n'


def waits_before(function):
    """opcode -> the waits right before it."""
    out, pending = {}, []
    for inst in function.instructions():
        if inst.opcode.startswith("s_wait"):
            pending.append((inst.opcode, inst.srcs[0].value))
        else:
            out[inst.opcode] = pending
            pending = []
    return out


def test_ds_accesses_hold_quiet_checks():
    function = parse(BODY % "")
    flow = WaitDataflow(function, CFGInfo(function), model=CounterModel(TARGET))
    body = {inst.opcode: checks for inst, _info, _reads, checks in
            flow.body[function.blocks[0]]}
    assert body["ds_store_b32"].__class__ is IfLdsQuiet and len(body["ds_store_b32"]) == 1
    assert body["ds_load_b32"].__class__ is IfLdsQuiet and body["ds_load_b32"] == ()


def test_quiet_checks_wait_for_the_load_only():
    function = parse(BODY % "")
    insert_waits(function, TARGET)
    before = waits_before(function)
    assert before["ds_store_b32"] == [("s_wait_loadcnt", 0)]
    assert before["ds_load_b32"] == []


def test_an_untagged_tensor_load_in_flight_still_makes_them_wait():
    function = parse(BODY % TENSOR)
    insert_waits(function, TARGET)
    before = waits_before(function)
    assert ("s_wait_tensorcnt", 0) in before["ds_store_b32"]
    assert ("s_wait_loadcnt", 0) in before["ds_store_b32"]
