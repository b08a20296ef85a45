"""The instruction tables against the committed LLVM 22 inventory (no LLVM needed).

Every instruction llvm-mc-22 has for a target (inventory/<arch>.txt, utils/gen_inventory.py)
must get a description, and every table entry must be an LLVM instruction of that target
unless the target's `not_in_llvm` keeps it on purpose.
"""
import shutil

import pytest

from stinkytofu_opt.target import get_target
from stinkytofu_opt.target.inventory import INVENTORY_DIR, inventory_problems, read_inventory
from stinkytofu_opt.target.loader import DATA_DIR, TargetLibrary
from stinkytofu_opt.text.asm_reader import parse_asm
from stinkytofu_opt.text.diagnostics import DiagnosticEngine

ARCHS = sorted(path.stem for path in INVENTORY_DIR.glob("*.txt"))


def test_every_supported_target_has_an_inventory():
    assert set(ARCHS) >= {"gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1150", "gfx1200",
                          "gfx1250"}


@pytest.mark.parametrize("arch", ARCHS)
def test_tables_and_inventory_agree(arch):
    assert inventory_problems(get_target(arch)) == []


@pytest.mark.parametrize("arch", ARCHS)
def test_every_sample_line_reads_as_a_known_instruction(arch):
    entries = [e for e in read_inventory(INVENTORY_DIR / f"{arch}.txt") if e.encoding != "ALIAS"]
    diags = DiagnosticEngine()
    parse_asm("".join(f"{entry.sample}\n" for entry in entries), "inventory.s",
              get_target(arch), diags)
    unknown = [d.message for d in diags.diagnostics if "unknown mnemonic" in d.message]
    assert unknown == []


def _library(tmp_path, edit):
    """A copy of the built-in targets with gfx942.yaml edited by ``edit(text)``."""
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data, ignore=shutil.ignore_patterns("__pycache__"))
    path = data / "gfx942.yaml"
    path.write_text(edit(path.read_text()))
    return TargetLibrary(data)


def test_an_llvm_instruction_without_a_description_fails(tmp_path):
    # without the catch-all VALU rule, the VALU instructions no batch lists are undescribed
    library = _library(tmp_path, lambda text: text.replace(
        '  - {match: "v_*", format: VOP3}\n', ""))
    problems = inventory_problems(library.get("gfx942"))
    assert any("'v_bfe_i32' has no description" in p for p in problems), problems


def test_a_table_entry_llvm_lacks_fails(tmp_path):
    library = _library(tmp_path, lambda text: text.replace(
        "v_cvt_f32_ubyte3]", "v_cvt_f32_ubyte3, v_cvt_f32_ubyte4]"))
    problems = inventory_problems(library.get("gfx942"))
    assert problems == ["gfx942: table entry 'v_cvt_f32_ubyte4': LLVM 22 has no such "
                        "instruction for gfx942"]


@pytest.mark.parametrize("arch,mnemonic,flags,counter,dests", [
    ("gfx942", "ds_append", {"DSAtomic", "ImplicitReadM0"}, "lgkmcnt", 1),
    ("gfx942", "s_cmpk_eq_i32", {"SALU", "ImplicitWriteSCC"}, None, 0),
    ("gfx942", "s_andn2_saveexec_b64", {"ImplicitReadEXEC", "ImplicitWriteEXEC"}, None, 1),
    ("gfx942", "scratch_store_dwordx4", {"GLOBALStore"}, "vmcnt", 0),
    ("gfx942", "v_div_fmas_f32", {"VALU", "ImplicitReadVCC"}, None, 1),
    ("gfx942", "s_movrels_b32", {"SALU", "ImplicitReadM0"}, None, 1),
    ("gfx90a", "ds_min_u32", {"DSAtomic"}, "lgkmcnt", 0),
    ("gfx1100", "ds_store_2addr_stride64_b32", {"DSStore"}, "lgkmcnt", 0),
    ("gfx1100", "global_load_d16_b16", {"GLOBALLoad"}, "vmcnt", 1),
    ("gfx1200", "scratch_store_b128", {"GLOBALStore"}, "storecnt", 0),
    ("gfx1200", "ds_cmpstore_rtn_b32", {"DSAtomic"}, "dscnt", 1),
    ("gfx1250", "v_mad_u32", {"VALU"}, None, 1),
    ("gfx1250", "s_set_pc_i64", {"Branch", "IndirectBranch"}, None, 0),
])
def test_described_by_family(arch, mnemonic, flags, counter, dests):
    desc = get_target(arch).lookup(mnemonic)
    assert desc is not None and flags <= desc.flags
    assert desc.counter == counter and desc.num_dest_fields == dests


def test_an_instruction_the_target_lacks_is_named_in_the_warning():
    diags = DiagnosticEngine()
    module = parse_asm("tensor_load_to_lds s[0:3], s[4:11]\n", "t.s", get_target("gfx1200"),
                       diags)
    item, = module.functions[0].blocks[0].items
    assert item.desc is None
    warning, = diags.diagnostics
    assert warning.level == "warning" and warning.loc.line == 1
    assert warning.message.startswith("unknown mnemonic 'tensor_load_to_lds' for gfx1200: "
                                      "LLVM 22 has no such instruction for gfx1200;")
