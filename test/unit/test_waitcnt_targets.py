"""Wait insertion on the targets with an event table (gfx9, gfx11, gfx12): the counter
layout, decoding of existing waits, capacity retirement, and a seeded soundness property
judged by the validator (test/support/gpu_sim.py models gfx1250's counters only)."""

from __future__ import annotations

import importlib.util
import pathlib
import sys

import pytest

from stinkytofu_opt.passes.waits.remove_waitcnt import rebuilt_by_insertion
from stinkytofu_opt.passes.waits.insertion.classify import DS, LOAD, CounterModel
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _gen():
    spec = importlib.util.spec_from_file_location("gen_crosscheck",
                                                  ROOT / "utils" / "gen_crosscheck.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_gfx1250_keeps_the_reference_layout():
    model = CounterModel(get_target("gfx1250"))
    assert not model.dynamic
    # the reference's five counters in its order, then storecnt: an unmodelled
    # store-family instruction may write what it names, waited for there as the
    # validator requires (machine model: one answer for both passes)
    assert model.names == ("dscnt", "loadcnt", "kmcnt", "tensorcnt", "asynccnt", "storecnt")


@pytest.mark.parametrize("arch, lds, load, caps", [
    ("gfx942", "lgkmcnt", "vmcnt", {"lgkmcnt": 15, "vmcnt": 63, "expcnt": 7}),
    ("gfx950", "lgkmcnt", "vmcnt", {"lgkmcnt": 15, "vmcnt": 63}),
    ("gfx1100", "lgkmcnt", "vmcnt", {"lgkmcnt": 63, "vscnt": 63}),
    ("gfx1150", "lgkmcnt", "vmcnt", {"lgkmcnt": 63}),
    ("gfx1200", "dscnt", "loadcnt", {"dscnt": 63, "kmcnt": 31, "bvhcnt": 7}),
])
def test_layout_keeps_the_role_indices(arch, lds, load, caps):
    model = CounterModel(get_target(arch))
    assert model.dynamic
    assert model.names[DS] == lds and model.names[LOAD] == load
    assert model.names[3] is None and model.names[4] is None   # no tensor/async there
    for name, cap in caps.items():
        c = model.index[name]
        assert model.cap[c] == cap and model.max_wait[c] == cap - 1


def test_no_wait_encodings_bound_nothing():
    model = CounterModel(get_target("gfx942"))
    fn = _gen()._parse("""st.func @f() {
  ^entry:
    "st.s_waitcnt"() { mod.swaitcnt = { vlcnt = 63, dscnt = 15 } }
    "st.s_waitcnt"() { mod.swaitcnt = { vlcnt = 62, dscnt = 14 } }
    "st.s_endpgm"()
}
""", "gfx942")
    waits = [i for b in fn.blocks for i in b.items if getattr(i, "opcode", "") == "s_waitcnt"]
    assert model.decode(waits[0]) == []
    assert sorted(model.decode(waits[1])) == sorted([(model.index["vmcnt"], 62),
                                                     (model.index["lgkmcnt"], 14)])


def test_removal_keeps_store_and_export_counters():
    assert rebuilt_by_insertion(get_target("gfx942")) == {"lgkmcnt"}
    assert rebuilt_by_insertion(get_target("gfx1100")) == {"vmcnt", "lgkmcnt"}
    assert rebuilt_by_insertion(get_target("gfx1200")) == {
        "dscnt", "loadcnt", "kmcnt", "samplecnt", "bvhcnt"}


@pytest.mark.parametrize("arch", ["gfx942", "gfx1200"])
@pytest.mark.parametrize("shape", ["straight", "loop", "diamond"])
def test_insertion_is_sound_on_random_programs(arch, shape):
    """The validator (capacities, out-of-order rules, FLAT on two counters) accepts the
    insertion's waits on random programs of loads, stores, FLAT, LDS and scalar memory."""
    gen = _gen()
    for seed in range(100, 140):
        stir = gen.to_stir(gen.random_program(seed, shape), arch)
        violations = gen._validate(gen._insert(stir, arch), arch)
        assert not violations, (seed, [v.render() for v in violations])


def _fake_llc(tmp_path, fail_batches: bool) -> str:
    """An llc stand-in that echoes its MIR file back as the pass output would
    (a module document first), or fails on a file of several functions."""
    script = tmp_path / "llc"
    script.write_text(
        "#!" + sys.executable + "\n"
        "import sys\n"
        "text = open(sys.argv[-1]).read()\n"
        f"if {fail_batches!r} and text.count('name:') > 1:\n"
        "    sys.exit('too many')\n"
        "print('--- |\\n  ; module\\n...')\n"
        "print(text)\n")
    script.chmod(0o755)
    return str(script)


@pytest.mark.parametrize("shape", ["loop", "diamond"])
@pytest.mark.parametrize("fail_batches", [False, True])
def test_llvm_waits_maps_each_program_to_its_function(tmp_path, fail_batches, shape):
    """One llc run for many programs, each output taken by its function name; a
    failing batch falls back to one run per program."""
    gen = _gen()
    programs = [gen.random_program(seed, shape) for seed in range(4)]
    outputs = gen.llvm_waits(_fake_llc(tmp_path, fail_batches), "gfx1200", programs)
    assert len(outputs) == 4
    for blocks, out in zip(programs, outputs):
        assert isinstance(out, str)
        assert gen.mir_to_stir(out, blocks, "gfx1200") == gen.to_stir(blocks, "gfx1200")


def test_llvm_waits_reports_a_failing_program(tmp_path):
    script = tmp_path / "llc"
    script.write_text("#!" + sys.executable + "\nimport sys\nsys.exit('llc: bad')\n")
    script.chmod(0o755)
    gen = _gen()
    (out,) = gen.llvm_waits(str(script), "gfx1200", [gen.random_program(0, "loop")])
    assert out.returncode != 0 and "llc: bad" in out.stderr


# Mnemonics no target table has, one per family of machine.events._FAMILY_FLAGS; the
# consumer reads the result (or, for a store, overwrites what it stored from).
UNKNOWN_PRODUCERS = [
    ('v1 = "st.ds_load_future"(v9)', True),
    ('v1 = "st.ds_swizzle_future"(v9)', True),
    ('v1 = "st.global_load_future"(v[10:11])', True),
    ('v1 = "st.image_load_future"(v[10:11])', True),
    ('v1 = "st.buffer_atomic_future"(v[10:11])', True),
    ('s1 = "st.s_load_future"(s[10:11])', False),
    ('v1 = "st.tbuffer_load_format_x"(v[10:11])', True),
    ('v1 = "st.image_get_resinfo"(v[10:11])', True),
    ('v1 = "st.image_atomic_add"(v[10:11])', True),
    ('s[0:1] = "st.s_memtime"()', False),
    ('s[0:1] = "st.s_memrealtime"()', False),
    ('s1 = "st.s_atomic_add_rtn"(s[10:11])', False),
    ('s[0:1] = "st.s_sendmsg_rtn_b64"(131)', False),
]


@pytest.mark.parametrize("arch", ["gfx1250", "gfx942", "gfx1200"])
@pytest.mark.parametrize("producer, vector", UNKNOWN_PRODUCERS,
                         ids=[p.split('"st.')[1].split('"')[0] for p, _ in UNKNOWN_PRODUCERS])
def test_unknown_mnemonics_are_guessed_alike_by_insertion_and_validation(arch, producer,
                                                                          vector):
    """A memory operation the table lacks is tracked from its family, by the same guess
    in the insertion pass and the validator: insertion waits for it before the read,
    and the validator, which rejects the program without that wait, accepts it."""
    from stinkytofu_opt.passes.waits.insertion import insert_waits
    from stinkytofu_opt.passes.waits.validation.validator import validate_function
    from stinkytofu_opt.text.stir_parser import parse_stir

    consumer = ('v2 = "st.v_add_f32"(v1, v1)' if vector else 's2 = "st.s_add_u32"(s1, s1)')
    text = f"st.func @f() {{\n^entry:\n  {producer}\n  {consumer}\n  \"st.s_endpgm\"()\n}}\n"
    target = get_target(arch)

    def parse():
        return parse_stir(text, "t.stir", target, DiagnosticEngine(_Quiet())).functions[0]

    assert validate_function(parse(), target=target), "the bare program must be rejected"
    function = parse()
    insert_waits(function, target)
    opcodes = [i.opcode for i in function.instructions()]
    assert len(opcodes) == 4 and opcodes[1].startswith("s_wait"), opcodes
    assert validate_function(function, target=target) == []


class _Quiet:
    def write(self, text):
        pass
