"""The non-gfx1250 targets: counters and encodings from YAML, the event classification,
packed wait decoding, and the loader's schema errors for the new keys."""

import pytest

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import IntLit
from stinkytofu_opt.machine.events import counter_events
from stinkytofu_opt.machine.waits import decode_wait
from stinkytofu_opt.passes.waits.validation.validator import validate_function
from stinkytofu_opt.target import TargetDataError, TargetLibrary, get_target
from stinkytofu_opt.target.loader import DATA_DIR
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir


def parse(text, name, target):
    diags = DiagnosticEngine()
    function = parse_stir(text, name, target, diags).functions[0]
    assert not diags.errors
    return function

COUNTERS = {
    "gfx942": {"vmcnt": 6, "lgkmcnt": 4, "expcnt": 3},
    "gfx950": {"vmcnt": 6, "lgkmcnt": 4, "expcnt": 3},
    "gfx1100": {"vmcnt": 6, "expcnt": 3, "lgkmcnt": 6, "vscnt": 6},
    "gfx1151": {"vmcnt": 6, "expcnt": 3, "lgkmcnt": 6, "vscnt": 6},
    "gfx1201": {"dscnt": 6, "loadcnt": 6, "samplecnt": 6, "bvhcnt": 3, "kmcnt": 5,
                "storecnt": 6, "expcnt": 3},
}


@pytest.mark.parametrize("arch", sorted(COUNTERS))
def test_counter_widths(arch):
    target = get_target(arch)
    assert {name: c.bits for name, c in target.counters.items()} == COUNTERS[arch]


@pytest.mark.parametrize("arch, literal, expected", [
    ("gfx942", 0xC07F, {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 0}),
    ("gfx942", 3953, {"vmcnt": 1, "expcnt": 7, "lgkmcnt": 15}),     # LLVM's vmcnt(1)
    ("gfx942", 0, {"vmcnt": 0, "expcnt": 0, "lgkmcnt": 0}),
    ("gfx1100", 7, {"vmcnt": 0, "expcnt": 7, "lgkmcnt": 0}),          # LLVM's gfx11 probe
    ("gfx1100", 1015, {"vmcnt": 0, "expcnt": 7, "lgkmcnt": 63}),
])
def test_packed_literals_decode_with_the_generation_layout(arch, literal, expected):
    target = get_target(arch)
    inst = Instruction("s_waitcnt", srcs=[IntLit(literal)], desc=target.lookup("s_waitcnt"))
    assert decode_wait(inst, target) == expected


def test_gfx1250_legacy_waitcnt_still_bounds_nothing():
    target = get_target("gfx1250")
    inst = Instruction("s_waitcnt", srcs=[IntLit(0)], desc=target.lookup("s_waitcnt"))
    assert decode_wait(inst, target) == {}


@pytest.mark.parametrize("arch, mnemonic, expected", [
    ("gfx942", "ds_read_b32", [("lgkmcnt", "lds", "Lds", False)]),
    ("gfx942", "global_store_dword", [("vmcnt", "vmem", "Vmem", False)]),
    ("gfx942", "s_load_dword", [("lgkmcnt", "smem", None, True)]),
    ("gfx942", "flat_load_dword", [("vmcnt", "flat", None, True), ("lgkmcnt", "flat", None, True)]),
    ("gfx1100", "flat_load_b32", [("vmcnt", "vmem", None, False), ("lgkmcnt", "lds", None, False)]),
    ("gfx1100", "global_store_b32", [("vscnt", "vmem", "Vmem", False)]),
    ("gfx1200", "image_sample", [("samplecnt", "sample", "Sample", False)]),
    ("gfx1250", "flat_load_b32", [("loadcnt", "loadcnt", "loadcnt", False)]),
    ("gfx1250", "s_load_b32", [("kmcnt", "kmcnt", None, True)]),
])
def test_counter_events(arch, mnemonic, expected):
    target = get_target(arch)
    inst = Instruction(mnemonic, desc=target.lookup(mnemonic))
    assert [(e.counter, e.kind, e.order, e.unordered)
            for e in counter_events(inst, target)] == expected


def test_unknown_mnemonic_is_classified_by_family_with_the_target_rules():
    target = get_target("gfx942")
    inst = Instruction("ds_read_u8_d16", desc=None)
    assert [e.counter for e in counter_events(inst, target)] == ["lgkmcnt"]


def _lds_chain(younger: int, wait: str = "", load: str = "ds_read_b32") -> str:
    reads = "".join(f'  v{10 + i} = "st.{load}"(v2)\n' for i in range(younger))
    return (f'st.func @t() {{\n^entry:\n  v3 = "st.{load}"(v2)\n{reads}{wait}'
            f'  v4 = "st.v_add_u32"(v3, v3)\n}}\n')


@pytest.mark.parametrize("younger, violations", [(13, 1), (14, 1), (15, 0), (40, 0)])
def test_lds_backpressure_boundary_on_cdna(younger, violations):
    function = parse(_lds_chain(younger), "t.stir", get_target("gfx942"))
    assert len(validate_function(function, target=get_target("gfx942"))) == violations


def test_no_backpressure_on_rdna3_six_bit_lgkmcnt():
    function = parse(_lds_chain(15, load="ds_load_b32"), "t.stir", get_target("gfx1100"))
    (violation,) = validate_function(function, target=get_target("gfx1100"))
    assert violation.render().count("missing s_waitcnt lgkmcnt(15)") == 1


@pytest.mark.parametrize("doc, message", [
    ("events: {x: {flags: [DSRead], colour: red}}", "unknown keys ['colour']"),
    ("events: {x: {flags: [DSRead], counts_as: {nocnt: lds}}}", "unknown counters ['nocnt']"),
    ("wmma_hazard: {separator: v_nope}", "is no instruction"),
])
def test_schema_errors_of_the_new_keys(tmp_path, doc, message):
    base = ("name: t\nwave_size: 32\ndefault_cost: [1, 1]\nregisters: {v: 256}\n"
            "counters: {dscnt: {bits: 6, in_order: true, wait: s_wait_dscnt}}\n"
            "formats: {F: {microcode: SOPP}}\n"
            "instructions: [{format: F, mnemonics: [{s_wait_dscnt: {flags: [WaitCnt], "
            "waits: [dscnt]}}]}]\n")
    (tmp_path / "t.yaml").write_text(base + doc + "\n")
    with pytest.raises(TargetDataError, match=message.replace("[", r"\[").replace("]", r"\]")):
        TargetLibrary(tmp_path).get("t")


def test_removed_pattern_that_matches_nothing_is_an_error(tmp_path):
    (tmp_path / "d.yaml").write_text("name: d\nbase: gfx1250\ninstructions_removed: [v_nothing_*]\n")
    library = TargetLibrary(tmp_path)
    (tmp_path / "gfx1250.yaml").write_text((DATA_DIR / "gfx1250.yaml").read_text())
    with pytest.raises(TargetDataError, match="match no instruction"):
        library.get("d")


def test_removing_an_instruction_drops_the_base_override_of_it(tmp_path):
    (tmp_path / "gfx1250.yaml").write_text((DATA_DIR / "gfx1250.yaml").read_text())
    (tmp_path / "b.yaml").write_text("name: b\nbase: gfx1250\n"
                                     "instruction_overrides: {s_mul_f32: {cost: [1, 4]}}\n")
    (tmp_path / "d.yaml").write_text("name: d\nbase: b\ninstructions_removed: [s_mul_f32]\n")
    library = TargetLibrary(tmp_path)
    assert library.get("b").lookup("s_mul_f32") is not None
    assert library.get("d").lookup("s_mul_f32") is None


def test_gfx1150_has_the_salu_float_instructions_gfx1100_lacks():
    from stinkytofu_opt.target import get_target

    for mnemonic in ("s_add_f32", "s_mul_f32", "s_cvt_f32_i32"):
        assert get_target("gfx1100").lookup(mnemonic) is None
        desc = get_target("gfx1150").lookup(mnemonic)
        assert desc is not None and desc.is_salu
