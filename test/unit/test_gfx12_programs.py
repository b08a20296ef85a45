"""benchmarks/gfx12_programs.py: test/support's gfx1250 programs mapped to gfx1200 for the
LLVM stall comparison keep their CFG and their gfx12 instructions, and LLVM's waits read
back land where LLVM put them."""

import importlib.util
import os
import shutil
import subprocess

import pytest
from stir_gen import generate

import stinkytofu_opt as st
from stinkytofu_opt.passes.waits.validation.validator import validate_function
from stinkytofu_opt.target import get_target

# loaded by path: benchmarks/ on sys.path would shadow test/support's modules (soundness)
_SPEC = importlib.util.spec_from_file_location("gfx12_programs", os.path.join(
    os.path.dirname(__file__), "..", "..", "benchmarks", "gfx12_programs.py"))
_MODULE = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(_MODULE)
Program = _MODULE.Program


def test_the_mapping_keeps_the_cfg_and_the_gfx12_instructions():
    for seed in range(30):
        original = st.parse(generate(seed), arch="gfx1250").ir.functions[0]
        mapped = st.parse(Program(generate(seed)).stir(), arch="gfx1200").ir.functions[0]
        assert [(b.name, [s.name for s in b.successors]) for b in original.blocks] == \
            [(b.name, [s.name for s in b.successors]) for b in mapped.blocks]
        kept = [i.opcode for i in original.instructions() if i.opcode.startswith(
            ("ds_load", "ds_store", "s_load", "s_add"))]
        assert kept == [i.opcode for i in mapped.instructions() if i.opcode.startswith(
            ("ds_load", "ds_store", "s_load", "s_add"))]
        loads = [i for i in original.instructions() if i.opcode == "buffer_load_b32"]
        assert len(loads) == sum(i.opcode == "global_load_b32" for i in mapped.instructions())


def test_waits_read_back_land_before_their_instruction():
    program = Program(generate(5))
    mir = program.mir("x")
    # a wait in front of the first DS read of bb0, and one at the end of the block
    first = next(line for line in mir.splitlines() if "DS_READ" in line)
    out = mir.replace(first, "    S_WAIT_DSCNT 0\n" + first, 1).replace(
        "    S_ENDPGM 0", "    S_WAIT_KMCNT 0\n    S_ENDPGM 0", 1)
    waits = program.llvm_waits(out)
    text = program.stir(waits).splitlines()
    at = next(i for i, line in enumerate(text) if '"st.ds_load' in line)
    assert text[at - 1].strip() == '"st.s_wait_dscnt"(0)'
    end = next(i for i, line in enumerate(text) if '"st.s_endpgm"' in line)
    assert text[end - 1].strip() == '"st.s_wait_kmcnt"(0)'


@pytest.mark.skipif(shutil.which("llc-19") is None, reason="llc-19 not installed")
def test_llvm_takes_the_programs_and_the_validator_its_waits(tmp_path):
    programs = [Program(generate(seed)) for seed in range(10)]
    path = tmp_path / "p.mir"
    path.write_text("".join(p.mir(f"p{i}") for i, p in enumerate(programs)))
    run = subprocess.run(["llc-19", "-mtriple=amdgcn", "-mcpu=gfx1200",
                          "-run-pass=si-insert-waitcnts", "-o", "-", str(path)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    docs = run.stdout.split("\n---")[1:]
    assert len(docs) == len(programs)
    for program, doc in zip(programs, docs):
        waited = st.parse(program.stir(program.llvm_waits(doc)), arch="gfx1200")
        assert not validate_function(waited.ir.functions[0], target=get_target("gfx1200"))
