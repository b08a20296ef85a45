"""The .stir lexer, parser and printer."""

from __future__ import annotations

import pathlib

import pytest

from stinkytofu_opt.ir import HexLit, HwReg, Ident, IntLit, Register, StrLit
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine, InputError
from stinkytofu_opt.text.lexer import IDENT, INT, NL, LexError, tokenize
from stinkytofu_opt.text.stir_parser import parse_stir
from stinkytofu_opt.text.stir_printer import print_module

TARGET = get_target("gfx1250")
CORPUS = pathlib.Path(__file__).resolve().parents[3] / "shared" / "conformance"


def parse(text: str, diags: DiagnosticEngine | None = None):
    return parse_stir(text, "t.stir", TARGET, diags or DiagnosticEngine())


def errors_of(text: str) -> list[str]:
    with pytest.raises(InputError) as info:
        parse(text)
    return [d.render() for d in info.value.diagnostics]


def body(*lines: str) -> str:
    return "st.func @f() {\n^entry:\n" + "".join(f"  {l}\n" for l in lines) + "}\n"


def only_instruction(text: str):
    (function,) = parse(text).functions
    return function.blocks[0].items[0]


# -- lexer ---------------------------------------------------------------------

def test_glued_register_and_negation_are_single_identifiers():
    kinds = [(k, t) for k, t, _ in tokenize("acc10 -v0 vgprA+1\n")]
    assert kinds[:3] == [(IDENT, "acc10"), (IDENT, "-v0"), (IDENT, "vgprA+1")]
    assert kinds[3][0] == NL


def test_negative_numbers_and_hex_and_float_tokens():
    assert [(k, t) for k, t, _ in tokenize("-12 0x1F -2.5e3")][:3] == [
        (INT, "-12"), ("hex", "0x1F"), ("float", "-2.5e3")]


def test_comments_are_dropped_but_lines_still_count():
    tokens = tokenize("/* a\nb */ v1 // x\n# y\nv2")
    idents = [(t, off) for k, t, off in tokens if k == IDENT]
    assert [t for t, _ in idents] == ["v1", "v2"]


@pytest.mark.parametrize("text, message", [
    ('"abc\n', "unterminated string literal"),
    ("/* never closed", "unterminated '/*' comment"),
    ("v1 ; v2", "unexpected character ';'"),
    ("v1 \x00", "unexpected character byte 0x00"),
])
def test_lexer_errors_name_the_problem(text, message):
    with pytest.raises(LexError, match=message.replace("*", r"\*")):
        tokenize(text)


# -- operands --------------------------------------------------------------------

def test_operand_forms():
    inst = only_instruction(body(
        'v[0:3], s5 = "st.v_add_f32"(v 7, v[9], -v2, acc3, 0x10, "lbl", label_X, off, vcc, '
        'hwreg(26, 0, 2), -5)'))
    assert inst.dests == (Register("v", 0, 4), Register("s", 5))
    assert inst.srcs == (Register("v", 7), Register("v", 9), Register("v", 2, negated=True),
                         Register("acc", 3), HexLit("0x10"), StrLit("lbl"), Ident("label_X"),
                         Ident("off"), Ident("vcc"), HwReg(26, 0, 2), IntLit(-5))


def test_longest_register_kind_wins():
    inst = only_instruction(body('"st.v_add_f32"(acc10, vcc_lo0, exec_hi0)'))
    assert [(r.kind, r.index) for r in inst.srcs] == [("acc", 10), ("vcc_lo", 0), ("exec_hi", 0)]


def test_reversed_register_range_is_an_error_with_a_caret():
    (message,) = errors_of(body('v0 = "st.v_add_f32"(v[3:1], v2)'))
    assert message.startswith("t.stir:3:23: error: invalid register range v[3:1]")
    assert message.splitlines()[2] == " " * 22 + "^"


def test_register_beyond_the_register_file_is_an_error():
    (message,) = errors_of(body('v0 = "st.v_add_f32"(v99999, v2)'))
    assert "beyond the gfx1250 register file" in message


def test_unknown_register_type_is_an_error():
    (message,) = errors_of(body('v0 = "st.v_add_f32"(qreg5, v2)'))
    assert "unknown register type or operand 'qreg5'" in message


# -- structure -------------------------------------------------------------------

def test_several_functions_blocks_labels_and_successors():
    module = parse(
        "st.func @a() {\n^entry:\n  \"st.s_branch\"(\"loop\")\n  Successors: ^loop\n"
        "^loop:\nlabel_Inner:\n  \"st.s_cbranch_scc1\"(\"loop\", SCC0)\n"
        "  Successors: ^loop, ^exit\n^exit:\n}\n\nst.func @b() {\n^entry:\n}\n")
    a, b = module.functions
    assert [blk.name for blk in a.blocks] == ["entry", "loop", "exit"]
    loop = a.blocks[1]
    assert [s.name for s in loop.successors] == ["loop", "exit"]
    assert [p.name for p in loop.predecessors] == ["entry", "loop"]
    assert loop.items[0].name == "label_Inner"
    assert b.name == "b" and b.blocks[0].items == []


def test_flat_body_becomes_one_unnamed_function():
    (function,) = parse('^top:\n  v0 = "st.v_mov_b32"(1)\n').functions
    assert function.name == "" and [b.name for b in function.blocks] == ["entry"]
    assert function.blocks[0].items[0].name == "top"


def test_duplicate_block_label_is_an_error():
    (message,) = errors_of("st.func @f() {\n^entry:\n^entry:\n}\n")
    assert "t.stir:3:1: error: duplicate block label '^entry'" in message


def test_successor_naming_no_block_is_an_error():
    (message,) = errors_of("st.func @f() {\n^entry:\n  Successors: ^nowhere\n}\n")
    assert "successor '^nowhere' names no block" in message


def test_every_bad_line_is_reported_not_just_the_first():
    messages = errors_of(body('v0 = "st.v_add_f32"(v[3:1])', 'v1 = "st.v_add_f32"(qreg1)'))
    assert len(messages) == 2


def test_unknown_mnemonic_is_kept_with_a_warning():
    diags = DiagnosticEngine()
    module = parse(body('v0 = "st.v_frobnicate"(v1)'), diags)
    inst = module.functions[0].blocks[0].items[0]
    assert inst.opcode == "v_frobnicate" and inst.desc is None
    (warning,) = diags.diagnostics
    assert warning.level == "warning" and "unknown mnemonic 'v_frobnicate'" in warning.message
    assert '"st.v_frobnicate"(v1)' in print_module(module)


def test_empty_input_is_an_error():
    (message,) = errors_of("  \n\n")
    assert "input is empty" in message


# -- modifiers -------------------------------------------------------------------

def test_known_modifier_fields_are_typed_and_defaults_fill_the_print():
    inst = only_instruction(body('"st.s_wait_dscnt"(2) { mod.swaitcnt = { dlcnt = 2 } }'))
    assert inst.mod("swaitcnt").get("dlcnt") == 2
    assert inst.mod("swaitcnt").get("vlcnt") == -1
    assert str(inst.mod("swaitcnt")) == (
        "mod.swaitcnt = { vlcnt = -1, vscnt = -1, dlcnt = 2, dscnt = -1, kmcnt = -1 }")


def test_unknown_modifier_kind_is_kept_verbatim():
    inst = only_instruction(body('"st.s_nop"(0) { mod.future = { a = X, b = [1, 2], c = "q" } }'))
    assert str(inst.mod("future")) == 'mod.future = { a = X, b = [1,2], c = "q" }'


def test_modifier_field_of_the_wrong_type_is_an_error():
    (message,) = errors_of(body('"st.s_nop"(0) { mod.memtoken = { tokens = 3 } }'))
    assert "mod.memtoken field 'tokens': expected an array" in message


def test_last_duplicate_field_wins_and_source_order_of_modifiers_is_kept():
    inst = only_instruction(body(
        'v0 = "st.ds_load_b32"(v1) { mod.memtoken = { tokens = [1] }, '
        'mod.ds = { offset = 4, offset = 8 } }'))
    assert [m.kind for m in inst.mods] == ["memtoken", "ds"]
    assert inst.mod("ds").get("offset") == 8


def test_attribute_block_may_span_lines():
    inst = only_instruction(body('"st.s_nop"(0) {\n    issueCycles = 3,\n    latencyCycles = 4\n  }'))
    assert (inst.issue_cycles, inst.latency_cycles) == (3, 4)


# -- printer ---------------------------------------------------------------------

def test_printed_layout_uses_target_defaults():
    text = print_module(parse(body('v0 = "st.v_add_f32"(v1, v2)')))
    assert text == ("st.func @f() {\n  ^entry:\n"
                    '    v0 = "st.v_add_f32"(v1, v2) { issueCycles = 1, latencyCycles = 5 }\n}\n')


def test_explicit_costs_override_defaults_but_non_positive_ones_do_not():
    text = print_module(parse(body('"st.s_nop"(0) { issueCycles = 7, latencyCycles = -1 }')))
    assert "{ issueCycles = 7, latencyCycles = 1 }" in text


def _corpus_stir_files():
    return sorted(CORPUS.glob("*/*.stir")) if CORPUS.is_dir() else []


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"reference corpus not found at {CORPUS}")
@pytest.mark.parametrize("path", _corpus_stir_files(), ids=lambda p: p.name)
def test_reference_inputs_load_and_print_stably(path):
    printed = print_module(parse_stir(path.read_text(), str(path), TARGET, DiagnosticEngine()))
    again = print_module(parse_stir(printed, "printed.stir", TARGET, DiagnosticEngine()))
    assert again == printed


SAMPLE = body(
    'v[20:21] = "st.ds_load_b64"(v10) { mod.ds = { na = 1, offset = 0, gds = false }, '
    'mod.memtoken = { tokens = [0] } }',
    '"st.s_wait_dscnt"(0) { issueCycles = 1, latencyCycles = 1 }',
    's66, SCC0 = "st.s_add_u32"(s66, s90)',
) + 'st.func @g() {\n^a:\n  "st.s_branch"("b")\n  Successors: ^b\n^b:\n}\n'


def test_every_truncation_of_a_valid_file_parses_or_reports_an_error():
    for end in range(len(SAMPLE) + 1):
        try:
            parse(SAMPLE[:end])
        except InputError as exc:
            assert all(d.loc is not None for d in exc.diagnostics), SAMPLE[:end]


def test_printed_lines_follow_each_instruction_of_shared_spellings():
    """Instructions read from alike lines share operands and modifiers, and the
    printer formats shared parts once: every line must still be that
    instruction's own, after one of them is given a new modifier, and for
    opcodes whose default costs differ under the same attribute text."""
    from stinkytofu_opt.ir.core import Block, Function
    from stinkytofu_opt.ir.modifiers import Modifier
    from stinkytofu_opt.text.stir_printer import print_function

    attrs = "{ mod.ds = { offset = 8 } }"
    module = parse(body(*[f'v{i % 2} = "st.ds_load_b32"(v9) {attrs}' for i in range(4)],
                        f'v3 = "st.ds_load_b64"(v9) {attrs}',
                        f'v4 = "st.v_mov_b32"(v9) {{ latencyCycles = 7 }}',
                        'v4 = "st.v_add_f32"(v9, v9) { latencyCycles = 7 }'))
    function = module.functions[0]
    insts = list(function.instructions())
    insts[2].set_mod(Modifier("ds", {"offset": 16}))
    printed = print_function(function).splitlines()[2:-1]
    alone = [print_function(Function("g", [Block("b", [inst])])).splitlines()[2]
             for inst in insts]
    assert printed == alone
    assert "offset = 16" in printed[2] and "offset = 16" not in printed[1] + printed[3]
    assert len(set(alone)) == 6


@pytest.mark.parametrize("name, kind, index", [
    ("ttmp3", "ttmp", 3), ("flat_scratch_lo0", "flat_scratch_lo", 0),
    ("xnack_mask0", "xnack_mask", 0), ("tba_hi0", "tba_hi", 0), ("vcc_hi0", "vcc_hi", 0)])
def test_special_registers_read_back_as_printed(name, kind, index):
    """The printer writes the assembly reader's special registers as name + index; the
    parser reads them back as the same register (they were 'unknown operand' errors)."""
    inst = only_instruction(body(f's2 = "st.s_mov_b32"({name})'))
    assert inst.srcs == (Register(kind, index),)
    assert print_module(parse(body(f's2 = "st.s_mov_b32"({name})'))).count(name) == 1
