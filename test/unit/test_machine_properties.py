"""One machine model (stinkytofu_opt/machine): wait insertion and the validator agree about
every instruction, on generated programs of gfx1250 (stir_gen, simulator gpu_sim), gfx1200
(stir_gen mapped by benchmarks/gfx12_programs.py, gpu_sim as gfx12) and gfx942 (lgkm_gen,
lgkm_sim); test/support/machine_props.py runs them. Per target:

* the validator accepts insertion's output, a second insertion run adds nothing, and the
  independent simulator (which shares no code with the passes) finds no hazard;
* an instruction replaced by an unknown spelling, keeping its result or naming it as a
  source (an unknown instruction without a result register), is waited for so that the
  validator accepts the output, and once the real instruction is put back the simulator and
  the validator find no hazard.

Before the machine model (40 seeds, 3 substitutions per program and wave mode), the
validator rejected insertion's output with an unknown spelling in 10/240 (gfx1250), 53/240
(gfx1200) and 23/120 (gfx942) cases, and a substitution left a hazard in 2, 19 and 6.
STINKYTOFU_MACHINE_SEEDS=N checks N seeds per target (default 40).
"""

import os

import pytest
from machine_props import ARCHS, check

SEEDS = int(os.environ.get("STINKYTOFU_MACHINE_SEEDS", "40"))
_TALLIES: dict = {}


def tally(arch):
    found = _TALLIES.get(arch)
    if found is None:
        waves = (0,) if arch == "gfx942" else (0, 1)
        found = _TALLIES[arch] = check(arch, range(SEEDS), num_waves=waves, substitutions=3)
    return found


@pytest.mark.parametrize("arch", ARCHS)
def test_the_validator_accepts_insertions_output(arch):
    t = tally(arch)
    assert t.runs and t.rejected == []


@pytest.mark.parametrize("arch", ARCHS)
def test_insertion_is_idempotent(arch):
    assert tally(arch).not_idempotent == []


@pytest.mark.parametrize("arch", ARCHS)
def test_the_simulator_finds_no_hazard(arch):
    assert tally(arch).hazards == []


@pytest.mark.parametrize("arch", ARCHS)
def test_the_validator_accepts_the_waits_of_an_unknown_spelling(arch):
    t = tally(arch)
    assert t.substitutions and t.unknown_rejected == [], t.unknown_rejected[:3]


@pytest.mark.parametrize("arch", ARCHS)
def test_an_unknown_spelling_leaves_no_hazard(arch):
    t = tally(arch)
    assert t.substitution_hazards == [], t.substitution_hazards[:3]


def test_both_substitutions_are_exercised():
    # with and without a result register, on instructions that have one
    from machine_props import unknown_spelling
    line = '  v0 = "st.ds_load_b32"(v250) { mod.ds = { na = 1, offset = 0, gds = false } }'
    assert unknown_spelling(line, True).startswith('  v0 = "st.ds_load_b32_unknown"(v250)')
    assert unknown_spelling(line, False).startswith('  "st.ds_load_b32_unknown"(v0, v250)')


def _waited_and_checked(text, arch, filename):
    import stinkytofu_opt as st
    module = st.parse(text, arch=arch, filename=filename)
    module.run(["StinkyWaitCntInsertionPass", "WaitCntValidationCheckPass"])
    return module.to_asm() if filename.endswith(".s") else module.to_stir()


def test_an_unknown_store_that_may_write_what_it_names_gets_the_storecnt_wait():
    # gfx1250: before, the validator asked for s_wait_storecnt 0 (the unknown store may
    # write v[0:1], read by the next store), which insertion never emitted
    text = ("  global_store_b32_unknown v[0:1], v2, off\n  global_store_b32 v[0:1], v3, off\n"
            "  s_endpgm\n")
    lines = [line.strip() for line in _waited_and_checked(text, "gfx1250", "t.s").splitlines()]
    assert lines[1] == "s_wait_storecnt 0"
    # a store of the table writes no register: no storecnt wait anywhere
    known = text.replace("_unknown", "")
    assert "storecnt" not in _waited_and_checked(known, "gfx1250", "t.s")


def test_a_tensor_load_writes_lds_on_a_target_without_a_tensor_counter():
    # gfx1200 has no tensorcnt: an unknown tensor_load_to_lds still overwrites the LDS a
    # DS read of its token is reading (before: the validator said so, insertion did not)
    text = """st.func @t() {
^e:
  v0 = "st.ds_load_b32"(v250) { mod.memtoken = { tokens = [0] } }
  "st.tensor_load_to_lds"(s[4:7], s[8:15]) { mod.memtoken = { tokens = [0] } }
  "st.s_endpgm"()
}
"""
    out = _waited_and_checked(text, "gfx1200", "t.stir")
    assert '"st.s_wait_dscnt"(0)' in out
