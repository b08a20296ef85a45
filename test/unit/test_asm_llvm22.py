"""Unit tests of the raw assembly reader on the operands LLVM 22 prints (issue #26):
absolute values before modifiers, AGPRs named like modifiers, true16 halves, special
registers as register units, image address lists, gfx1250 VGPRs above v255, return-th
atomics, modifiers kept as written, and the target a file's .amdgcn_target names."""

import pytest

import stinkytofu_opt as st
from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import Register
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.asm_emitter import emit_module
from stinkytofu_opt.text.asm_operands import split_operands
from stinkytofu_opt.text.asm_reader import parse_asm
from stinkytofu_opt.text.diagnostics import DiagnosticEngine


def read(text, arch="gfx1250"):
    diags = DiagnosticEngine()
    module = parse_asm(text, "t.s", get_target(arch), diags)
    items = [i for i in module.functions[0].blocks[0].items if isinstance(i, Instruction)]
    return items, [d.message for d in diags.diagnostics], module


@pytest.mark.parametrize("rest,operands,mods", [
    ("v234, v80, |v168| clamp mul:2", ["v234", "v80", "|v168|"], ["clamp", "mul:2"]),
    ("v0, -|v1|, |v2| clamp", ["v0", "-|v1|", "|v2|"], ["clamp"]),
    ("v1, s2|s3 clamp", ["v1", "s2|s3"], ["clamp"]),           # a bar inside: an operator
    ("v26 /*v282*/, v1 /*v257*/ clamp", ["v26 /*v282*/", "v1 /*v257*/"], ["clamp"]),
    ("a16, v0", ["a16", "v0"], []),
    ("v[0:3], [v4, v5], s[0:7], s[8:11] dmask:0xf",
     ["v[0:3]", "[v4, v5]", "s[0:7]", "s[8:11]"], ["dmask:0xf"]),
])
def test_split_operands(rest, operands, mods):
    ops, words = split_operands(rest)
    assert [o for o, _ in ops] == operands
    assert [w for w, _ in words] == mods


@pytest.mark.parametrize("arch,line,dests,srcs", [
    ("gfx942", "v_add_f32_e64 v234, v80, |v168| clamp mul:2",
     [Register("v", 234)], [Register("v", 80), Register("v", 168)]),
    ("gfx942", "v_accvgpr_write_b32 a16, v0", [Register("a", 16)], [Register("v", 0)]),
    ("gfx942", "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1 abid:1 blgp:2",
     [Register("a", 0, 16)], [Register("v", 0, 2), Register("v", 2, 2), Register("a", 0, 16)]),
    ("gfx1100", "v_add_f16_e64 v4.h, -v1.l, |v5.h|", [Register("v", 4, half="h")],
     [Register("v", 1, negated=True, half="l"), Register("v", 5, half="h")]),
    ("gfx1250", "s_load_b32 vcc_lo, s[0:1], 0x0", [Register("vcc_lo", 0)], None),
    ("gfx1250", "s_mov_b32 vcc_hi, ttmp5", [Register("vcc_hi", 0)], [Register("ttmp", 5)]),
    ("gfx1250", "global_atomic_add_u32 v1, v[2:3], v4, off th:TH_ATOMIC_NT_RETURN",
     [Register("v", 1)], None),
    ("gfx1250", "global_atomic_add_u32 v[2:3], v4, off th:TH_ATOMIC_NT", [], None),
    ("gfx1100", "image_sample v[0:3], [v4, v5, v6], s[0:7], s[8:11] dmask:0xf "
     "dim:SQ_RSRC_IMG_3D", [Register("v", 0, 4)],
     [Register("v", 4), Register("v", 5), Register("v", 6), Register("s", 0, 8),
      Register("s", 8, 4)]),
])
def test_operands_have_register_effects(arch, line, dests, srcs):
    (inst,), warnings, _ = read(line + "\n", arch)
    assert warnings == []
    assert inst.dests == tuple(dests)
    if srcs is not None:
        assert inst.srcs == tuple(srcs)


def test_special_registers_are_units_of_their_halves():
    assert Register("vcc", 0).units() == [("vcc_lo", 0), ("vcc_hi", 0)]
    assert Register("exec_hi", 0).units() == [("exec_hi", 0)]
    assert Register("flat_scratch", 0).units() == [("flat_scratch_lo", 0),
                                                    ("flat_scratch_hi", 0)]
    # both halves of a VGPR are its one unit
    assert Register("v", 4, half="l").units() == Register("v", 4, half="h").units() == [("v", 4)]


def test_vgprs_above_v255_comment_form_and_mode():
    text = ("s_set_vgpr_msb 0x41\n"                     # src0 and dst in bank 1
            "v_fma_f32 v[26:27] /*v[282:283]*/, v2, v3, v4\n"
            "v_add_f32_e32 v1, v2, v3\n"                 # written without the comment
            "s_set_vgpr_msb 0x4100\n"
            "v_add_f32_e32 v1, v2, v3\n")
    (_, fma, add_high, _, add_low), warnings, module = read(text)
    assert warnings == []
    assert fma.dests == (Register("v", 282, 2, msb_spelling="comment"),)
    assert fma.srcs[0].index == 258 and fma.srcs[1].index == 3
    assert [d.index for d in add_high.dests] == [257]
    assert [s.index for s in add_high.srcs] == [258, 3]
    assert [d.index for d in add_low.dests] == [1]
    assert emit_module(module) == text                  # written back as read


def test_vgpr_mode_on_an_unknown_line_is_every_bank():
    (_, inst), warnings, _ = read("s_set_vgpr_msb 0x80\nv_unknown_op v1, v2\n")
    assert any("unknown mnemonic" in w for w in warnings)
    assert {r.index for r in inst.dests} == {1, 2, 513, 514}


def test_a_comment_that_disagrees_with_the_mode_is_unmodelled():
    (_, inst), warnings, _ = read("s_set_vgpr_msb 0x40\nv_mov_b32_e32 v1 /*v513*/, v2\n")
    assert any("disagrees" in w for w in warnings)
    assert inst.mod("asm") is not None


@pytest.mark.parametrize("arch,line", [
    ("gfx942", "buffer_load_dword v1, v2, s[0:3], 0 offen sc0 nt sc1"),
    ("gfx942", "flat_load_dword v1, v[2:3] sc1"),
    ("gfx942", "s_load_dwordx4 s[8:11], s[4:5], s6 offset:0x0"),
    ("gfx1250", "global_load_b32 v1, v[2:3], off offset:0 scope:SCOPE_SYS th:TH_LOAD_NT"),
    ("gfx1250", "ds_load_b32 v4, v5 offset:0"),
])
def test_modifiers_are_written_as_read(arch, line):
    _, warnings, module = read(line + "\n", arch)
    assert warnings == []
    assert emit_module(module) == line + "\n"


def test_api_chooses_the_declared_target():
    text = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-"\n'
            "v_accvgpr_write_b32 a16, v0\n")
    module = st.parse(text, filename="k.s")
    assert module.arch == "gfx942" and module.diagnostics == []
    module = st.parse(text, arch="gfx950", filename="k.s")
    (warning,) = module.diagnostics
    assert warning.severity == "warning" and warning.line == 1
    assert "names 'gfx942'" in warning.message
    with pytest.raises(st.StinkyError, match="'gfx1030'"):
        st.parse(text.replace("gfx942:sramecc+:xnack-", "gfx1030"), filename="k.s")
    assert st.parse("s_nop 0\n", filename="k.s").arch == "gfx1250"


def test_setreg_of_mode_keeps_or_loses_the_vgpr_mode():
    # MODE's bits 19:12 hold the mode rotated (dst, src0, src1, src2): 0x41 is 0x05 there
    text = ("s_set_vgpr_msb 0x41\n"
            "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 0, 4), 0x5003\n"
            "v_add_f32_e32 v1, v2, v3\n"
            "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 0, 4), 3\n"
            "v_add_f32_e32 v1, v2, v3\n")
    (_, _, kept, _, lost), warnings, _ = read(text)
    assert [d.index for d in kept.dests] == [257] and kept.srcs[0].index == 258
    assert any("leaves the VGPR MSB mode unknown" in w for w in warnings)
    assert lost.mod("asm") is not None
    assert {r.index for r in lost.dests} >= {1, 257, 513, 769, 2, 258, 514, 770}
    # targets without s_set_vgpr_msb have no mode
    (_, _, plain, _, _), _, _ = read(text, "gfx942")
    assert [d.index for d in plain.dests] == [1]


def test_an_unknown_line_touches_the_special_registers_it_names():
    (inst,), warnings, _ = read("s_load_bogus vcc_lo, ttmp[4:7], exec\n")
    assert any("unknown mnemonic" in w for w in warnings)
    assert {str(r) for r in inst.dests} >= {"vcc_lo0", "ttmp[4:7]", "exec0"}
