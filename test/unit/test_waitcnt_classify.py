"""Classifier: instructions that agree on what decides their record share one, and the
lookup by opcode for plain ALU code gives the record the full classification gives."""

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import IntLit, Register
from stinkytofu_opt.passes.waits.insertion.classify import (Classifier, CounterModel,
                                                             describe)
from stinkytofu_opt.target import get_target

TARGET = get_target("gfx1250")
MODEL = CounterModel(TARGET)


def inst(opcode, dests=(), srcs=(), mods=None):
    return Instruction(opcode, list(dests), list(srcs), mods, desc=TARGET.lookup(opcode))


def fields(info) -> dict:
    return {name: getattr(info, name, None) for name in type(info).__slots__}


def test_plain_alu_records_equal_the_full_classification_and_are_shared():
    classify = Classifier(0, MODEL, units=False)
    first = inst("v_add_nc_u32", [Register("v", 1)], [Register("v", 2), Register("v", 3)])
    second = inst("v_add_nc_u32", [Register("v", 7)], [Register("v", 8), IntLit(1)])
    a, b = classify(first), classify(second)
    assert a is b
    assert fields(a) == fields(describe(second, 0, MODEL, units=False))


def test_what_the_opcode_alone_does_not_decide_is_classified_in_full():
    classify = Classifier(0, MODEL, units=False)
    load = inst("ds_load_b32", [Register("v", 1)], [Register("v", 0)])
    tagged = inst("ds_load_b32", [Register("v", 1)], [Register("v", 0)],
                  [Modifier("memtoken", {"tokens": [3]})])
    plain_alu = inst("v_add_nc_u32", [Register("v", 1)], [Register("v", 2), IntLit(1)])
    classify(plain_alu)
    assert classify(load).counters and classify(load).tokens != classify(tagged).tokens
    barrier = inst("s_barrier")
    assert classify(barrier) is classify(inst("s_barrier"))
    for one in (load, tagged, barrier):
        assert fields(classify(one)) == fields(describe(one, 0, MODEL, units=False))


def test_memory_operations_are_looked_up_by_whether_they_write_a_register():
    classify = Classifier(0, MODEL, units=False)
    writing = inst("ds_load_b32", [Register("v", 1)], [Register("v", 0)])
    token_only = inst("ds_load_b32", [Register("LDS", 0)], [Register("v", 0)])
    again = inst("ds_load_b32", [Register("v", 5)], [Register("v", 2)])
    for one in (writing, token_only, again, token_only, writing):
        assert fields(classify(one)) == fields(describe(one, 0, MODEL, units=False))
    assert classify(writing) is classify(again)
    assert classify(writing) is not classify(token_only)
