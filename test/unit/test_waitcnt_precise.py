"""StinkyWaitCntInsertionPass=precise against the independent simulator.

The precise rules (insertion/precise.py) drop waits the reference rules insert.
On generated gfx1250 programs (1,000 seeds x 2 wave modes = 2,000 runs by
default) the simulator (test/support/gpu_sim.py, which orders LDS operations of
one wave) must find no hazard, the validator must accept the output and a
second run must change nothing. Over all programs precise mode must insert
fewer waits than the default, or its rules are not exercised. (Per program it
may insert more: a wait the default shared between a DS store and a later
consumer can become two narrower ones.)
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
