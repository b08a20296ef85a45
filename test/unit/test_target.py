"""The target descriptions: lookup, costs, classification, counters and the YAML schema."""
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from stinkytofu_opt.target import (LEGACY_WAIT, TargetDataError, TargetLibrary, UnknownArchError,
                                   available_archs, get_target)

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "conformance"
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(),
                                  reason=f"conformance corpus not found at {CORPUS}")


@pytest.fixture(scope="module")
def gfx1250():
    return get_target("gfx1250")


# ---------------------------------------------------------------- architectures

def test_available_archs_lists_the_data_files():
    assert {"gfx1250", "gfx1250v0"} <= set(available_archs())


def test_unknown_arch_names_the_available_ones():
    with pytest.raises(UnknownArchError) as caught:
        get_target("gfx908")
    assert caught.value.arch == "gfx908"
    assert "gfx1250" in caught.value.available
    assert "gfx1250" in str(caught.value)


def test_a_target_is_built_once(gfx1250):
    assert get_target("gfx1250") is gfx1250


def test_importing_the_package_does_not_import_yaml():
    probe = "import sys, stinkytofu_opt.target; print('yaml' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "False"


def test_arch_facts(gfx1250):
    assert gfx1250.name == "gfx1250"
    assert gfx1250.wave_size == 32


# ---------------------------------------------------------------- mnemonics

def _corpus_mnemonics() -> set[str]:
    names = set()
    for path in CORPUS.rglob("*.stir"):
        names.update(re.findall(r'"st\.(\w+)"', path.read_text()))
    for path in CORPUS.rglob("*.s"):
        text = re.sub(r"/\*.*?\*/", "", path.read_text(), flags=re.DOTALL)
        for line in text.splitlines():
            line = re.split(r"//|;", line)[0].strip()
            if not line or line[0] in ".#" or re.fullmatch(r"[\w.$]+:", line):
                continue
            names.add(line.split()[0])
    names.discard("asm_directive")   # a parser pseudo, not an instruction
    return names


@needs_corpus
def test_every_corpus_mnemonic_is_known(gfx1250):
    names = _corpus_mnemonics()
    assert len(names) > 50
    assert sorted(name for name in names if gfx1250.lookup(name) is None) == []


def test_tensile_gemm_instructions_are_known(gfx1250):
    wanted = """ds_load_b32 ds_load_b64 ds_load_b96 ds_load_b128 ds_load_2addr_b32
        ds_load_2addr_b64 ds_load_tr4_b64 ds_load_tr6_b96 ds_load_tr8_b64 ds_load_tr16_b128
        ds_store_b32 ds_store_b64 ds_store_b128 ds_store_2addr_b64 buffer_load_b32
        buffer_load_b128 buffer_store_b128 flat_load_b128 flat_store_b32 global_load_tr_b128
        s_load_b32 s_load_b512 s_buffer_load_b32 s_buffer_load_b512 s_wait_dscnt s_wait_loadcnt
        s_wait_storecnt s_wait_kmcnt s_wait_tensorcnt s_wait_asynccnt s_wait_xcnt
        s_wait_loadcnt_dscnt s_wait_storecnt_dscnt s_wait_alu s_waitcnt s_barrier
        s_barrier_signal s_barrier_wait s_cbranch_scc0 s_cbranch_vccnz s_cbranch_execz s_branch
        s_setpc_b64 s_swappc_b64 s_getpc_b64 v_wmma_f32_16x16x32_f16 v_swmmac_f32_16x16x64_bf16
        v_wmma_scale16_f32_16x16x128_f8f6f4 tensor_load_to_lds global_store_async_from_lds_b128
        s_nop s_endpgm s_sleep s_setprio s_delay_alu s_set_vgpr_msb s_clause v_nop
        s_prefetch_inst_pc_rel global_prefetch_b8 flat_prefetch_b8 global_wb global_inv
        v_cmpx_lt_u32 v_exp_f32 v_rcp_f32""".split()
    assert [name for name in wanted if gfx1250.lookup(name) is None] == []


def test_unknown_mnemonic_has_no_description(gfx1250):
    assert gfx1250.lookup("v_does_not_exist") is None
    assert gfx1250.lookup("V_ADD_F32") is None       # mnemonics are case-sensitive
    assert "v_add_f32" in gfx1250.mnemonics


# ---------------------------------------------------------------- costs

@pytest.mark.parametrize("mnemonic, issue, latency", [
    ("ds_load_b32", 1, 52),                  # the DS format default
    ("ds_store_b64", 1, 52),
    ("ds_load_b128", 1, 56),                 # instruction override
    ("buffer_load_b32", 12, 108),
    ("buffer_load_b128", 12, 116),
    ("buffer_store_b32", 1, 1),              # no cost in the chain: the arch default
    ("v_add_f32", 1, 5),
    ("v_exp_f32", 1, 8),                     # transcendental format
    ("s_add_u32", 1, 2),
    ("s_wait_dscnt", 1, 1),
    ("v_wmma_f32_16x16x32_bf16", 1, 8),
    ("v_wmma_i32_16x16x64_iu8", 1, 16),
    ("v_wmma_f32_16x16x64_fp8_fp8", 1, 4),
    ("s_barrier_signal", 1, 11),
])
def test_default_costs(gfx1250, mnemonic, issue, latency):
    desc = gfx1250.lookup(mnemonic)
    assert (desc.issue_cycles, desc.latency_cycles) == (issue, latency)


def test_matrix_format_cost_override(gfx1250):
    desc = gfx1250.lookup("v_wmma_f32_16x16x128_f8f6f4")
    assert desc.cost_for_matrix_fmt("FP4", "FP4") == (1, 4)
    assert desc.cost_for_matrix_fmt("FP8", "FP8") == (1, 8)


def test_the_v0_stepping_changes_only_fp8_matrix_rates(gfx1250):
    v0 = get_target("gfx1250v0")
    assert v0.name == "gfx1250v0"
    assert v0.mnemonics == gfx1250.mnemonics
    for mnemonic in ("v_wmma_f32_16x16x128_f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4"):
        assert v0.lookup(mnemonic).latency_cycles == 16
        assert v0.lookup(mnemonic).cost_for_matrix_fmt("FP4", "FP4") == (1, 8)
    assert v0.lookup("v_wmma_f32_16x16x64_fp8_fp8").latency_cycles == 8
    assert v0.lookup("v_wmma_f32_16x16x32_bf16").latency_cycles == 8
    assert v0.lookup("ds_load_b128").latency_cycles == 56


# ---------------------------------------------------------------- operand fields

@pytest.mark.parametrize("mnemonic, dests, srcs", [
    ("v_add_f32", 1, 2),
    ("v_cmp_eq_u32", 1, 2),          # writes VCC
    ("s_cmp_eq_u32", 0, 2),          # writes SCC only
    ("s_setpc_b64", 0, 1),
    ("s_barrier_signal", 0, 1),
    ("s_endpgm", 0, 0),
    ("buffer_store_b32", 0, 4),
    ("buffer_atomic_add_f32", 1, 3),
    ("v_add_co_u32", 2, 2),
    ("tensor_load_to_lds", 0, 4),
    ("v_wmma_scale_f32_16x16x128_f8f6f4", 1, 5),
])
def test_dest_and_source_field_counts(gfx1250, mnemonic, dests, srcs):
    desc = gfx1250.lookup(mnemonic)
    assert (desc.num_dest_fields, desc.num_src_fields) == (dests, srcs)


def test_operand_fields(gfx1250):
    atomic = gfx1250.lookup("buffer_atomic_cmpswap_b32").fields
    assert [(f.name, f.role, f.size, f.kind) for f in atomic] == [
        ("vdata", "RW", 64, "vgpr"), ("vaddr", "S", 32, "vgpr"), ("rsrc", "S", 128, "sreg"),
        ("soffset", "S", 32, "sreg_m0")]
    compare = gfx1250.lookup("v_cmp_lt_f64").fields
    assert compare[0].lane_mask and compare[0].size == 64
    assert [f.size for f in compare[1:]] == [64, 64]
    assert gfx1250.lookup("s_wait_loadcnt_dscnt").fields[0].kind == "wait_mem_ds"
    assert gfx1250.lookup("ds_load_b128").microcode == "VDS"


# ---------------------------------------------------------------- classification

CLASSES = {
    "ds_load_b128": {"is_ds_read", "is_ds"},
    "ds_load_tr16_b128": {"is_ds_read", "is_ds"},
    "ds_store_2addr_b64": {"is_ds_write", "is_ds"},
    "ds_bpermute_b32": {"is_ds_write", "is_ds"},
    "buffer_load_b32": {"is_buffer_load", "is_vmem_load"},
    "buffer_store_b128": {"is_buffer_store", "is_vmem_store"},
    "buffer_atomic_add_f32": {"is_buffer_atomic", "is_vmem_atomic"},
    "flat_load_b32": {"is_flat_load", "is_vmem_load"},
    "flat_store_b64": {"is_flat_store", "is_vmem_store"},
    "flat_atomic_dec_u32": {"is_flat_atomic", "is_vmem_atomic"},
    "global_load_tr_b64": {"is_global_load", "is_vmem_load"},
    "global_atomic_inc_u32": {"is_global_atomic", "is_vmem_atomic", "reads_exec"},
    "s_load_b64": {"is_smem_load"},
    "s_buffer_load_b32": {"is_smem_load"},
    "tensor_load_to_lds": {"is_tensor_load"},
    "global_store_async_from_lds_b64": {"is_async_lds_store"},
    "global_prefetch_b8": {"is_prefetch"},
    "flat_prefetch_b8": {"is_prefetch"},
    "s_prefetch_inst_pc_rel": {"is_prefetch"},
    "global_wb": {"has_side_effect"},
    "s_barrier": {"is_barrier"},
    "s_barrier_signal": {"is_barrier", "is_barrier_signal", "is_salu"},
    "s_barrier_wait": {"is_barrier", "is_barrier_wait"},
    "s_wait_dscnt": {"is_wait"},
    "s_wait_tensorcnt": {"is_wait"},
    "s_waitcnt": {"is_wait"},
    "s_wait_alu": {"has_side_effect"},
    "v_wmma_f32_16x16x32_bf16": {"is_wmma", "is_matrix", "is_valu"},
    "v_wmma_scale_f32_16x16x128_f8f6f4": {"is_wmma", "is_matrix", "is_valu"},
    "v_swmmac_f32_16x16x64_f16": {"is_swmmac", "is_matrix", "is_valu"},
    "v_add_f32": {"is_valu"},
    "v_exp_f32": {"is_valu", "is_transcendental"},
    "v_cmpx_eq_u32": {"is_valu", "writes_exec"},
    "v_cndmask_b32": {"is_valu"},
    "s_add_u32": {"is_salu", "writes_scc"},
    "s_addc_u32": {"is_salu", "reads_scc", "writes_scc"},
    "s_cmp_lt_u32": {"is_salu", "writes_scc"},
    "s_cselect_b32": {"is_salu", "reads_scc"},
    "s_and_saveexec_b32": {"is_salu", "reads_exec", "writes_exec", "writes_scc"},
    "s_branch": {"is_branch"},
    "s_cbranch_scc1": {"is_branch", "is_conditional_branch", "reads_scc"},
    "s_cbranch_vccz": {"is_branch", "is_conditional_branch", "reads_vcc"},
    "s_cbranch_execnz": {"is_branch", "is_conditional_branch", "reads_exec"},
    "s_setpc_b64": {"is_branch", "is_indirect_branch", "has_side_effect", "is_salu"},
    "s_swappc_b64": {"is_call", "has_side_effect", "is_salu"},
    "s_endpgm": {"has_side_effect"},
    "s_nop": {"has_side_effect"},
    "s_delay_alu": {"has_side_effect"},
    "v_nop": {"has_side_effect", "is_valu"},
}
ALL_PREDICATES = sorted(set().union(*CLASSES.values()))


@pytest.mark.parametrize("mnemonic", sorted(CLASSES))
def test_classification(gfx1250, mnemonic):
    desc = gfx1250.lookup(mnemonic)
    holds = {name for name in ALL_PREDICATES if getattr(desc, name)}
    assert holds == CLASSES[mnemonic]


# ---------------------------------------------------------------- counters

def test_counters_in_classification_order(gfx1250):
    assert list(gfx1250.counters)[:5] == ["dscnt", "loadcnt", "kmcnt", "tensorcnt", "asynccnt"]
    assert {"storecnt", "xcnt"} <= set(gfx1250.counters)


@pytest.mark.parametrize("name, max_value, in_order, key, field", [
    ("dscnt", 63, True, "swaitcnt", "dlcnt"),
    ("loadcnt", 63, True, "swaitcnt", "vlcnt"),
    ("kmcnt", 31, False, "swaitcnt", "kmcnt"),
    ("tensorcnt", 63, True, "swaittensorcnt", "tlcnt"),
    ("asynccnt", 63, True, "swaitasynccnt", "asynccnt"),
    ("storecnt", 63, True, "swaitstorecnt", "storecnt"),
])
def test_counter_descriptions(gfx1250, name, max_value, in_order, key, field):
    counter = gfx1250.counters[name]
    assert (counter.max_value, counter.in_order) == (max_value, in_order)
    assert (counter.modifier_key, counter.modifier_field) == (key, field)
    assert gfx1250.wait_instruction(name) == f"s_wait_{name}"


@pytest.mark.parametrize("mnemonic, counter, without_return", [
    ("ds_load_b32", "dscnt", "dscnt"),
    ("ds_store_b128", "dscnt", "dscnt"),
    ("buffer_load_b128", "loadcnt", "loadcnt"),
    ("flat_load_b32", "loadcnt", "loadcnt"),
    ("global_load_tr_b64", "loadcnt", "loadcnt"),
    ("global_atomic_inc_u32", "loadcnt", "storecnt"),
    ("buffer_atomic_add_f32", "loadcnt", "storecnt"),
    ("s_load_b32", "kmcnt", "kmcnt"),
    ("s_buffer_load_b64", "kmcnt", "kmcnt"),
    ("tensor_load_to_lds", "tensorcnt", "tensorcnt"),
    ("global_store_async_from_lds_b64", "asynccnt", "asynccnt"),
    ("buffer_store_b32", "storecnt", "storecnt"),
    ("v_add_f32", None, None),
    ("global_prefetch_b8", None, None),
    ("s_wait_dscnt", None, None),
])
def test_issue_counter(gfx1250, mnemonic, counter, without_return):
    desc = gfx1250.lookup(mnemonic)
    assert (desc.counter, desc.counter_without_return) == (counter, without_return)


def test_flat_also_counts_on_dscnt(gfx1250):
    assert gfx1250.lookup("flat_load_b32").secondary_counters == ("dscnt",)
    assert gfx1250.lookup("buffer_load_b32").secondary_counters == ()


@pytest.mark.parametrize("mnemonic, counters, shifts", [
    ("s_wait_dscnt", ("dscnt",), (0,)),
    ("s_wait_tensorcnt", ("tensorcnt",), (0,)),
    ("s_wait_xcnt", ("xcnt",), (0,)),
    ("s_wait_loadcnt_dscnt", ("loadcnt", "dscnt"), (8, 0)),
    ("s_wait_storecnt_dscnt", ("storecnt", "dscnt"), (8, 0)),
    ("s_waitcnt", (LEGACY_WAIT,), (0,)),
    ("s_wait_alu", (), ()),
    ("v_add_f32", (), ()),
])
def test_wait_counters(gfx1250, mnemonic, counters, shifts):
    desc = gfx1250.lookup(mnemonic)
    assert (desc.wait_counters, desc.wait_shifts) == (counters, shifts)


# ---------------------------------------------------------------- registers

def test_register_limits(gfx1250):
    assert gfx1250.register_limit("v") == 1024
    assert gfx1250.register_limit("s") == 256
    assert gfx1250.register_limit("AGPR") == gfx1250.register_limit("a") == 256
    assert gfx1250.register_limit("m") == 1
    assert gfx1250.register_limit("SCC") is None      # not range checked
    assert gfx1250.register_limit("LDS") is None


@needs_corpus
def test_corpus_registers_fit_the_limits(gfx1250):
    register = re.compile(r"(?<![\w.])(v|s|a|acc|AGPR|m)(?:\[(\d+)(?::(\d+))?\]|(\d+))\b")
    worst = {}
    for path in CORPUS.rglob("*.stir"):
        for line in path.read_text().splitlines():
            if line.lstrip().startswith(("#", "//")):
                continue
            for kind, start, end, glued in register.findall(line):
                last = int(end or start or glued)
                worst[kind] = max(worst.get(kind, 0), last)
    assert worst["v"] >= 256          # the corpus does use VGPR-MSB registers
    assert all(last < gfx1250.register_limit(kind) for kind, last in worst.items()), worst


# ---------------------------------------------------------------- the schema

def _library(tmp_path, **files) -> TargetLibrary:
    for name, text in files.items():
        (tmp_path / f"{name}.yaml").write_text(textwrap.dedent(text))
    return TargetLibrary(tmp_path)


TINY = """\
    name: tiny
    aliases: [tiny1, tiny2]
    wave_size: 64
    default_cost: [1, 1]
    registers: {v: 256}
    counters:
      lgkmcnt: {bits: 4, in_order: true, wait: s_wait_lgkm, producers: [DSRead]}
    formats:
      SOPP: {microcode: SOPP}
      DS: {microcode: VDS, cost: [1, 40], flags: [DSRead], fields: [D0 vdst vgpr 32, S0 addr vgpr 32]}
    instructions:
      - format: SOPP
        mnemonics: [s_wait_lgkm: {flags: [WaitCnt], waits: [lgkmcnt]}]
      - format: DS
        mnemonics: [ds_read_b32, ds_read_b64: {fields: {D0: 64}, cost: [1, 44]}]
"""


def test_aliases_name_the_same_target(tmp_path):
    library = _library(tmp_path, tiny=TINY)
    assert library.available_archs() == ["tiny", "tiny1", "tiny2"]
    assert library.get("tiny2") is library.get("tiny")
    desc = library.get("tiny").lookup("ds_read_b64")
    assert (desc.latency_cycles, desc.fields[0].size, desc.counter) == (44, 64, "lgkmcnt")
    assert library.get("tiny").counters["lgkmcnt"].max_value == 15


def test_a_derived_target_patches_its_base(tmp_path):
    library = _library(tmp_path, tiny=TINY, tinyb="""\
        name: tinyb
        base: tiny
        wave_size: 32
        format_overrides: {DS: {cost: [2, 50]}}
        instruction_overrides: {ds_read_b64: {cost: [3, 60]}}
        """)
    derived = library.get("tinyb")
    assert derived.wave_size == 32
    assert derived.lookup("ds_read_b32").latency_cycles == 50
    assert derived.lookup("ds_read_b64").latency_cycles == 60
    assert library.get("tiny").lookup("ds_read_b32").latency_cycles == 40
    assert "tinyb" in library.available_archs() and library.available_archs().count("tiny1") == 1


# a batch whose entries mostly add nothing of their own (they share the batch's values)
SHARED = TINY + """\
      - format: DS
        flags: [ImplicitReadM0]
        mnemonics: [ds_a, ds_b, ds_c: {cost: [2, 2]}, ds_d]
"""


# Descriptions are built when first looked up, but every entry's mistakes are found when
# the target loads (the SHARED ones among the entries that share their batch's values).
@pytest.mark.parametrize("text, mistake, message", [
    (TINY, ("flags: [DSRead]", "flags: [DSReed]"), "unknown flags"),
    (TINY, ("format: DS", "format: DSX"), "unknown format"),
    (TINY, ("fields: {D0: 64}", "fields: {D7: 64}"), "missing field slot D7"),
    (TINY, ("waits: [lgkmcnt]", "waits: [vmcnt]"), "unknown counter"),
    (TINY, ("ds_read_b32,", "ds_read_b64,"), "defined twice"),
    (TINY, ("wait: s_wait_lgkm", "wait: ds_read_b32"), "must be an instruction with `waits"),
    (TINY, ("name: tiny", "name: other"), "`name` must be 'tiny'"),
    (TINY, ("    default_cost: [1, 1]\n", ""), "required key is missing"),
    (SHARED, ("ds_c: {cost: [2, 2]}", "ds_c: {flags: [Nope]}"),
     "instruction ds_c: unknown flags"),
    (SHARED, ("flags: [ImplicitReadM0]", "flags: [Nope]"), "instruction ds_a: unknown flags"),
    (SHARED, ("ds_d]", "ds_b]"), "instruction 'ds_b' is defined twice"),
])
def test_schema_mistakes_are_reported(tmp_path, text, mistake, message):
    old, new = mistake
    assert old in text
    library = _library(tmp_path, tiny=text.replace(old, new, 1))
    with pytest.raises(TargetDataError, match=re.escape(message)):
        library.get("tiny")


def test_the_entries_of_a_batch_get_their_own_descriptions(tmp_path):
    target = _library(tmp_path, tiny=SHARED).get("tiny")
    descs = [target.lookup(m) for m in ("ds_a", "ds_b", "ds_c", "ds_d")]
    assert [desc.mnemonic for desc in descs] == ["ds_a", "ds_b", "ds_c", "ds_d"]
    assert len(set(map(id, descs))) == 4 and target.lookup("ds_b") is descs[1]
    assert [desc.latency_cycles for desc in descs] == [40, 40, 2, 40]
    assert descs[3].flags == {"DSRead", "ImplicitReadM0"} and descs[3].reads_m0
    assert descs[3].counter == "lgkmcnt"
