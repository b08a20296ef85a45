"""StinkyWaitCntInsertionPass=precise against the independent simulator.

The precise rules (insertion/precise.py) drop waits the reference rules insert.
On generated gfx1250 programs (1,000 seeds x 2 wave modes = 2,000 runs by
default) the simulator (test/support/gpu_sim.py, which orders LDS operations of
one wave) must find no hazard, the validator must accept the output and a
second run must change nothing. Over all programs precise mode must insert
fewer waits than the default, or its rules are not exercised. (Per program it
may insert more: a wait the default shared between a DS store and a later
consumer can become two narrower ones.) On gfx942 and gfx1100 programs with a
shared lgkmcnt (lgkm_gen, lgkm_sim; 500 each by default) the same checks hold,
with the validator in its precise mode.
"""

import os

import pytest

from soundness import check_seed, insertion_available

pytestmark = pytest.mark.skipif(not insertion_available(),
                                reason="StinkyWaitCntInsertionPass does not import")

PROGRAMS = int(os.environ.get("STINKYTOFU_PRECISE_PROGRAMS", "1000"))
PRECISE = {"precise": True}


def shape(seed):
    # Most programs one level deep (the loop fixed point dominates the time).
    if seed % 5 == 0:
        return {}
    return {"max_depth": 1, "block_size": 4, "parts": 2}


@pytest.mark.parametrize("num_waves", [0, 1])
def test_precise_is_sound_and_never_stricter(num_waves):
    failures = []
    precise_waits = default_waits = 0
    for seed in range(PROGRAMS):
        precise = check_seed(seed, num_waves, idempotence=seed % 7 == 0,
                             pass_options=PRECISE, **shape(seed))
        if not precise.ok:
            failures.append(precise.explain())
            continue
        default = check_seed(seed, num_waves, validate=False, idempotence=False,
                             **shape(seed))
        precise_waits += precise.waits
        default_waits += default.waits
    assert not failures, f"{len(failures)} of {PROGRAMS} failed; first:\n" + failures[0]
    assert precise_waits < default_waits, (
        f"precise {precise_waits} waits, default {default_waits}: rules not exercised")


STORE_THEN_LOAD = """st.func @f() {
  ^entry:
    "st.ds_store_b32"(v10, v11) { mod.memtoken = { tokens = [0] } }
    v1 = "st.ds_load_b32"(v10) { mod.memtoken = { tokens = [0] } }
    v2 = "st.v_add_f32"(v1, v1)
}
"""


@pytest.mark.parametrize("spec,waits", [("StinkyWaitCntInsertionPass", 2),
                                        ("StinkyWaitCntInsertionPass=precise", 1)])
def test_api_takes_the_precise_option(spec, waits):
    from stinkytofu_opt import api

    module = api.parse(STORE_THEN_LOAD, arch="gfx1250")
    module.run(["StinkyBuildImplicitDependencyPass", spec])
    out = module.to_stir()
    assert out.count("s_wait_dscnt") == waits
    # The first wait: before the load by default, after it (for the add) in precise mode.
    first_wait_after_load = out.index("s_wait_dscnt") > out.index("ds_load_b32")
    assert first_wait_after_load == (waits == 1)


LGKM_PROGRAMS = int(os.environ.get("STINKYTOFU_PRECISE_LGKM_PROGRAMS", "500"))


def nonzero_lgkm_waits(output: str) -> int:
    """Inserted lgkmcnt waits above 0 (the .stir spelling: mod.swaitcnt's dscnt)."""
    return sum(1 for line in output.splitlines()
               if '"st.s_waitcnt"' in line and "dscnt = 0" not in line
               and "dscnt = -1" not in line)


@pytest.mark.parametrize("arch", ["gfx942", "gfx1100"])
def test_precise_lgkm_class_count_is_sound(arch):
    """Rule lgkm-class-count on a shared lgkmcnt (lgkm_gen's programs, lgkm_sim): sound,
    accepted by the precise validator, idempotent, and it does use lgkmcnt(k > 0) with
    scalar loads pending where the default waits 0."""
    failures = []
    precise_k = default_k = 0
    for seed in range(LGKM_PROGRAMS):
        precise = check_seed(seed, seed % 2, idempotence=seed % 7 == 0, pass_options=PRECISE,
                             arch=arch)
        if not precise.ok:
            failures.append(precise.explain())
            continue
        default = check_seed(seed, seed % 2, idempotence=False, arch=arch)
        if not default.ok:
            failures.append(default.explain())
            continue
        precise_k += nonzero_lgkm_waits(precise.output)
        default_k += nonzero_lgkm_waits(default.output)
    assert not failures, f"{len(failures)} of {LGKM_PROGRAMS} failed; first:\n" + failures[0]
    assert precise_k > default_k, (precise_k, default_k)
