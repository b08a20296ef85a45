"""Unit tests of the assembly emitter, region splitting and CFGBuilderPass
on IR built directly (as passes build it)."""

import pytest

from stinkytofu_opt.ir.core import Block, Directive, Function, Instruction, Label, Module
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import FloatLit, Ident, IntLit, Register, StrLit
from stinkytofu_opt.passes.control_flow.cfg_builder import CFGBuilderPass
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.asm_emitter import emit_module, format_instruction, with_comment
from stinkytofu_opt.text.asm_reader import parse_asm
from stinkytofu_opt.text.diagnostics import DiagnosticEngine, InputError
from stinkytofu_opt.text.regions import split_region

T = get_target("gfx1250")


def inst(op, dests=(), srcs=(), mods=(), comment=None):
    return Instruction(op, list(dests), list(srcs), list(mods), desc=T.lookup(op),
                       comment=comment)


def test_comment_column():
    line = with_comment("s_wait_dscnt 2", "for v_wmma (line 9)")
    assert line.index("//") == 51 and line.startswith("s_wait_dscnt 2 ")
    long = "x" * 60
    assert with_comment(long, "c") == long + " // c"


def test_inserted_instructions():
    assert format_instruction(inst("s_wait_dscnt", srcs=[IntLit(2)])) == "s_wait_dscnt 2"
    signal = inst("s_barrier_signal", srcs=[IntLit(-3)])
    assert format_instruction(signal) == "s_barrier_signal -3"
    assert format_instruction(inst("s_cbranch_scc0", srcs=[Ident("label_X")])) == \
        "s_cbranch_scc0 label_X"
    assert format_instruction(inst("s_cbranch_scc0", srcs=[StrLit("loop")])) == \
        "s_cbranch_scc0 loop"
    wait = inst("s_wait_kmcnt", mods=[Modifier("swaitcnt", {"kmcnt": 0})])
    assert format_instruction(wait) == "s_wait_kmcnt 0"


def test_pseudo_and_implicit_operands_are_not_written():
    load = inst("ds_load_b32", [Register("v", 1), Register("LDS", 3)],
                [Register("v", 2), Register("LDS", 1)], [Modifier("ds", {"offset": 8})])
    assert format_instruction(load) == "ds_load_b32 v1, v2 offset:8"
    branch = inst("s_cbranch_scc1", srcs=[Ident("label_A"), Register("SCC", 0)])
    assert format_instruction(branch) == "s_cbranch_scc1 label_A"


def test_operand_spellings():
    sym = Register("v", 10, 4, symbol="vgprA:vgprA+3")
    assert format_instruction(inst("v_mov_b32", [sym], [FloatLit(2.0)])) == \
        "v_mov_b32 v[10:13], 2.0"
    i = inst("v_mov_b32", [sym], [Register("s", 4, symbol="sgprX")])
    assert format_instruction(i) == "v_mov_b32 v[10:13], s[sgprX]"
    assert format_instruction(i, symbolic=True) == "v_mov_b32 v[vgprA:vgprA+3], s[sgprX]"


def test_labels_directives_phis_and_headers():
    f = Function("k", [Block("entry", [Directive([".set", "A", "1"], comment="c"),
                                       Label("label_L", alignment=16, comment="loop")]),
                       Block("body", [inst("PHI", [Register("v", 1)], [Register("v", 2)]),
                                      Directive(["", "  .byte 1"]),
                                      inst("s_endpgm", comment="end")])])
    m = Module([f])
    assert emit_module(m) == ".set A, 1\n.align 16\nlabel_L:\n  .byte 1\ns_endpgm\n"
    out = emit_module(m, preserve_comments=True).splitlines()
    assert out[0].startswith(".set A, 1 ") and out[0].endswith(" // c")
    assert out[2] == "label_L:  /// loop"
    assert out[4].endswith(" // end")


def read(text):
    return parse_asm(text, "t.s", T, DiagnosticEngine())


KERNEL = "s_nop 1\nlabel_A:\ns_nop 2\nlabel_B:\ns_nop 3\n"


def test_split_region_parts_and_order():
    m = read(KERNEL)
    region = split_region(m, "label_A", "label_B")
    assert [f.name for f in m.functions] == ["_pre", "", "_post"]
    assert region == [m.functions[1]]
    kinds = [type(i).__name__ for i in region[0].blocks[0].items]
    assert kinds == ["Label", "Instruction", "Label"]
    assert emit_module(m) == KERNEL


def test_split_region_without_pre_or_post():
    m = read("label_A:\ns_nop 0\nlabel_B:\n")
    split_region(m, "label_A", "label_B")
    assert [f.name for f in m.functions] == [""]


@pytest.mark.parametrize("frm,to,fragment", [
    ("label_X", "label_B", "--from-label 'label_X' not found in assembly"),
    ("label_A", "label_X", "--to-label 'label_X' not found in assembly"),
    ("label_B", "label_A", "--to-label 'label_A' appears before --from-label 'label_B'"),
])
def test_split_region_errors(frm, to, fragment):
    with pytest.raises(InputError) as info:
        split_region(read(KERNEL), frm, to)
    assert fragment in info.value.diagnostics[0].message


def test_split_region_needs_one_function():
    m = Module([Function("a", [Block("entry")]), Function("b", [Block("entry")])])
    with pytest.raises(InputError, match="exactly one function"):
        split_region(m, "x", "y")


def test_cfg_builder_reports_change_and_is_idempotent():
    m = read("s_nop 0\nlabel_L:\ns_cbranch_scc0 label_L\ns_branch label_E\ns_nop 1\n"
             "label_E:\ns_endpgm\n")
    f = m.functions[0]
    assert CFGBuilderPass().run(f, None) is True
    assert [b.name for b in f.blocks] == ["entry", "label_L", "label_L_1", "label_L_2", "label_E"]
    succ = {b.name: [s.name for s in b.successors] for b in f.blocks}
    assert succ == {"entry": ["label_L"], "label_L": ["label_L", "label_L_1"],
                    "label_L_1": ["label_E"], "label_L_2": ["label_E"], "label_E": []}
    preds = {b.name: [p.name for p in b.predecessors] for b in f.blocks}
    assert preds["label_E"] == ["label_L_1", "label_L_2"]
    assert CFGBuilderPass().run(f, None) is False


def test_cfg_builder_no_labels_is_a_no_op():
    f = read("s_branch label_X\ns_endpgm\n").functions[0]
    assert CFGBuilderPass().run(f, None) is False and len(f.blocks) == 1
