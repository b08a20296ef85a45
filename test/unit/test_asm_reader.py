"""Unit tests of the raw assembly reader: symbol evaluation, operand and
modifier splitting, operand forms, and what becomes text."""

import pytest

from stinkytofu_opt.ir.core import Directive, Instruction
from stinkytofu_opt.ir.operands import FloatLit, HexLit, Ident, IntLit, Register, StrLit
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.asm_expr import ExprError, evaluate
from stinkytofu_opt.text.asm_operands import split_comment, split_operands
from stinkytofu_opt.text.asm_reader import parse_asm
from stinkytofu_opt.text.diagnostics import DiagnosticEngine, InputError


def read(text, **kw):
    diags = DiagnosticEngine()
    module = parse_asm(text, "t.s", get_target("gfx1250"), diags, **kw)
    return module.functions[0].blocks[0].items, diags.diagnostics


def only(text, **kw):
    items, diags = read(text, **kw)
    assert len(items) == 1, items
    return items[0], diags


# ---- symbol evaluator
@pytest.mark.parametrize("text,value", [
    ("42", 42), ("0x10", 16), ("-3", -3), ("A+1", 11), ("A - B - 1", 6),
    ("A*2+B", 23), ("(A+B)*2", 26), ("A/3", 3), ("A%3", 1), ("1<<4", 16),
    ("0xff&0x0f", 15), ("A|1", 11), ("~0", -1), ("-A+B", -7), ("-7/2", -3),
])
def test_evaluate(text, value):
    assert evaluate(text, {"A": 10, "B": 3}) == value


@pytest.mark.parametrize("text,message", [
    ("C+1", "unknown symbol 'C'"), ("1/0", "division by zero"), ("(1+2", "missing ')'"),
    ("", "empty expression"), ("1+", "incomplete expression"), ("1 2", "unexpected '2'"),
])
def test_evaluate_errors(text, message):
    with pytest.raises(ExprError) as info:
        evaluate(text, {"A": 1})
    assert message in str(info.value)


def test_set_symbols_are_live_and_ordered():
    items, diags = read(".set A, 4\n.set B, A+2\nv_mov_b32 v[B], v[A]\n.set A, 100\n"
                        "v_mov_b32 v[A], v0\n")
    assert [i.args for i in items if isinstance(i, Directive)] == [
        [".set", "A", "4"], [".set", "B", "A+2"], [".set", "A", "100"]]
    insts = [i for i in items if isinstance(i, Instruction)]
    assert insts[0].dests == (Register("v", 6, symbol="B"),)
    assert insts[0].srcs == (Register("v", 4, symbol="A"),)
    assert insts[1].dests == (Register("v", 100, symbol="A"),)
    assert diags == []


def test_a_line_read_again_after_a_set_sees_the_new_value():
    items, _ = read(".set A, 4\nv_mov_b32 v[A], v0\nv_mov_b32 v[A], v0\n.set A, 9\n"
                    "v_mov_b32 v[A], v0\n")
    assert [i.dests[0].index for i in items if isinstance(i, Instruction)] == [4, 4, 9]


def test_lines_spelled_alike_are_distinct_instructions():
    items, _ = read("ds_load_b32 v1, v2 offset:8\nds_load_b32 v1, v2 offset:8 // st.token:5\n"
                    "ds_load_b32 v1, v2 offset:8\n")
    first, second, third = items
    assert first is not third and first.loc.line == 1 and third.loc.line == 3
    assert first.tokens == [] and second.tokens == [5] and third.tokens == []
    assert str(first.mod("ds")) == str(third.mod("ds")) and "offset = 8" in str(first.mod("ds"))


@pytest.mark.parametrize("text,value", [("0", 0), ("010", 8), ("7", 7), ("0x1F", 31)])
def test_evaluate_number_spellings(text, value):
    assert evaluate(f" {text} ", {}) == value


def test_evaluate_octal_digits_out_of_range():
    with pytest.raises(ExprError, match="invalid octal number '09'"):
        evaluate("09", {})


# ---- splitting
@pytest.mark.parametrize("line,expected", [
    ('s_nop 0 // c // d', ("s_nop 0 ", "c // d")),
    ('.ascii "a//b" ; c', ('.ascii "a//b" ', "c")),
    ("s_nop 0", ("s_nop 0", None)),
    ("s_nop 0 ; a // b", ("s_nop 0 ", "a // b")),
    ("s_nop 0 // a ; b", ("s_nop 0 ", "a ; b")),
    ("s_nop 0;", ("s_nop 0", "")),
    ("//", ("", "")),
    ('.ascii "x;y"', ('.ascii "x;y"', None)),
])
def test_split_comment(line, expected):
    assert split_comment(line) == expected


@pytest.mark.parametrize("rest,operands,mods", [
    ("v1, v2 ,v3", ["v1", "v2", "v3"], []),
    ("v[0:3], v4 offset:64 gds", ["v[0:3]", "v4"], ["offset:64", "gds"]),
    ("s5, MT0 + DepthU - 1", ["s5", "MT0 + DepthU - 1"], []),
    ("scope:SCOPE_DEV", [], ["scope:SCOPE_DEV"]),
    ("instid0(VALU_DEP_1) | instskip(NEXT)", ["instid0(VALU_DEP_1) | instskip(NEXT)"], []),
    ("v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1,0,0] matrix_a_reuse",
     ["v[0:7]", "v[8:15]", "v[16:23]", "v[0:7]"], ["neg_lo:[1,0,0]", "matrix_a_reuse"]),
    ("", [], []),
])
def test_split_operands(rest, operands, mods):
    ops, words = split_operands(rest)
    assert [o for o, _ in ops] == operands
    assert [w for w, _ in words] == mods


# ---- operand forms
@pytest.mark.parametrize("line,dests,srcs", [
    ("v_add_f32 v1, v[2], -v3", [Register("v", 1)],
     [Register("v", 2), Register("v", 3, negated=True)]),
    ("s_mov_b32 s5, 0x1f", [Register("s", 5)], [HexLit("0x1f")]),
    ("v_mov_b32 v1, 1.5", [Register("v", 1)], [FloatLit(1.5)]),
    ("s_mov_b32 s5, -7", [Register("s", 5)], [IntLit(-7)]),
    ("s_mov_b32 s5, MT0", [Register("s", 5)], [StrLit("MT0")]),
    ("s_mul_i32 s6, s5, 34816/2", [Register("s", 6)], [Register("s", 5), StrLit("34816/2")]),
    ("v_cndmask_b32 v1, v2, v3, vcc_lo", [Register("v", 1)],
     [Register("v", 2), Register("v", 3), Register("vcc_lo", 0)]),
    ("s_mov_b32 m0, s1", [Register("m", 0)], [Register("s", 1)]),
    ("s_mov_b32 s1, ttmp5", [Register("s", 1)], [Register("ttmp", 5)]),
    ("s_branch label_X", [], [Ident("label_X")]),
    ("s_branch .LBB0_1", [], [StrLit(".LBB0_1")]),
])
def test_operands(line, dests, srcs):
    inst, diags = only(line + "\n")
    assert isinstance(inst, Instruction)
    assert (inst.dests, inst.srcs) == (tuple(dests), tuple(srcs))
    assert diags == []


def test_negative_vgpr_is_msb_encoded():
    items, _ = read(".set base, 2\nv_mov_b32 v[base-3], v0\n")
    reg = items[1].dests[0]
    assert (reg.index, reg.msb_offset, reg.symbol) == (255, -256, "base-3")


def test_modifiers_by_family():
    inst, _ = only("ds_load_2addr_b64 v[0:3], v4 offset0:4 offset1:8\n")
    assert inst.mod("ds").values == {"na": 2, "offset0": 4, "offset1": 8}
    inst, _ = only("buffer_load_b32 v1, v2, s[4:7], 0 offen offset:16 sc0 th:TH_LOAD_NT\n")
    assert inst.mod("mubuf").values == {"offen": True, "offset12": 16, "glc": True,
                                        "th": "TH_LOAD_NT"}
    inst, _ = only("s_load_b64 s[0:1], s[2:3], 0x8 glc\n")
    assert inst.mod("smem").values == {"glc": True}
    inst, _ = only("v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_b_reuse\n")
    assert inst.mod("mfma").values == {"reuseB": True}


def test_custom_syntax():
    inst, _ = only("s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(NO_DEP)\n")
    assert inst.mod("delayalu").values == {"instid0Type": "TRANS", "instid0Distance": 2,
                                           "instSkip": 2, "instid1Type": "NO_DEP",
                                           "instid1Distance": 0}
    inst, _ = only("s_waitcnt lgkmcnt(3) & vmcnt(0)\n")
    assert list(inst.mod("swaitcnt").values.items()) == [("dscnt", 3), ("vlcnt", 0)]
    inst, _ = only("s_wait_alu depctr_vm_vsrc(0)\n")
    assert inst.mod("waitalu").values == {"vm_vsrc": 0}


def test_memtoken_annotation_and_comments():
    inst, _ = only("ds_load_b32 v1, v2 // st.token:3,4 reads A\n")
    assert inst.tokens == [3, 4] and inst.comment is None
    inst, _ = only("ds_load_b32 v1, v2 // st.token:3\n", preserve_comments=True)
    assert inst.comment == "st.token:3"


def test_kept_and_dropped_lines():
    items, diags = read("# RUN: a test line\n\n// only a comment\n  label_A: // c\n"
                        "label_B: s_nop 0\n/* x */\n")
    assert [type(i).__name__ for i in items] == ["Label", "Label", "Instruction", "Directive"]
    assert items[0].name == "label_A" and items[1].name == "label_B"
    assert diags == []
    items, _ = read("// only a comment\n", preserve_comments=True)
    assert items[0].args == ["", "// only a comment"]


def test_metadata_blocks_are_verbatim():
    text = (".amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n...\n"
            ".end_amdgpu_metadata\ns_endpgm\n")
    items, diags = read(text)
    assert [i.args[1] for i in items[:6]] == text.splitlines()[:6]
    assert isinstance(items[6], Instruction) and diags == []


def test_kernel_name_becomes_function_name():
    diags = DiagnosticEngine()
    module = parse_asm(".amdhsa_kernel my_k\n.end_amdhsa_kernel\n", "t.s",
                       get_target("gfx1250"), diags)
    assert module.functions[0].name == "my_k"
    assert module.source_format == "asm"


@pytest.mark.parametrize("line,fragment,registers,unreadable", [
    ("v_unknown v1", "unknown mnemonic 'v_unknown'", ["v1"], False),
    ("v_add_f32 v1, v2, v3 clampx", "modifier 'clampx' has no field", ["v1", "v2", "v3"], False),
    ("ds_load_b32 v1, v2 quux:X", "modifier 'quux:X' has no field", ["v1", "v2"], False),
    ("v_mov_b32 v[nope], v1", "unknown symbol 'nope'", ["v1"], True),
    ("v_mov_b32 v[3:1], v1", "ends below its start", ["v1"], True),
    ("s_mov_b32 s1, 99999999999", "does not fit in 32 bits", ["s1"], False),
])
def test_unmodelled_lines_read_and_write_every_register(line, fragment, registers, unreadable):
    item, diags = only(line + "\n")
    assert isinstance(item, Instruction) and item.mod("asm").get("text") == line
    assert [str(r) for r in item.dests] == registers == [str(r) for r in item.srcs]
    assert bool(item.mod("asm").get("unreadable")) == unreadable
    assert len(diags) == 1 and diags[0].level == "warning" and fragment in diags[0].message
    assert diags[0].loc.line == 1


def test_modifier_numbers_with_a_leading_zero_are_decimal():
    # Found by fuzzing: int(text, 0) rejects "06" and was an internal error.
    inst, diags = only("ds_load_b32 v1, v2 offset:06\n")
    assert inst.mod("ds").get("offset") == 6 and not diags
    inst, _ = only("ds_load_b32 v1, v2 offset:0x10\n")
    assert inst.mod("ds").get("offset") == 16


def test_a_repeated_line_with_a_diagnostic_reports_it_each_time():
    """Lines read before are not re-read, but only lines that read without a diagnostic."""
    _, diags = read("v_bogus v1, v2\nv_bogus v1, v2\n")
    assert [(d.level, d.loc.line) for d in diags] == [("warning", 1), ("warning", 2)]
    diags = DiagnosticEngine()
    with pytest.raises(InputError) as info:
        parse_asm("v_mov_b32 v9999, v0\nv_mov_b32 v9999, v0\n", "t.s", get_target("gfx1250"),
                  diags)
    assert [(d.level, d.loc.line) for d in info.value.diagnostics] == [("error", 1), ("error", 2)]
