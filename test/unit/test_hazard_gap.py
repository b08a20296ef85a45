"""HazardGapAnalysisPass agrees with the independent checker (test/support/hazard_gap_check.py)
on generated gfx1250 programs, and reads its rules from the target data."""

from __future__ import annotations

import random

import pytest

from hazard_gap_check import check
from stinkytofu_opt import api
from stinkytofu_opt.passes.hazards.hazard_gap import analyse
from stinkytofu_opt.passes.hazards.hazard_gap_rules import rules_for
from stinkytofu_opt.target import get_target

FORMS = (
    's{a} = "st.s_mov_b32"({n})',
    's{a} = "st.s_add_u32"(s{b}, s{c})',
    's_cmp = "st.s_cmp_eq_u32"(s{b}, s{c})',
    'v{a} = "st.v_add_nc_u32"(v{b}, v{c})',
    'v{a} = "st.v_exp_f32"(v{b})',
    'v{a} = "st.v_cndmask_b32"(v{b}, v{c}, s[{e}:{f}])',
    'v{a}, vcc_lo = "st.v_add_co_u32"(v{b}, v{c})',
    'v{a}, vcc_lo = "st.v_add_co_ci_u32"(v{b}, v{c}, vcc_lo)',
    'v[{a}:{a1}] = "st.buffer_load_b64"(v{b}, s[{e}:{h}], 0) {{ mod.mubuf = {{ offen = true }} }}',
    'v{a} = "st.global_load_b32"(v[{b}:{b1}], off)',
    '"st.global_prefetch_b8"(v[{b}:{b1}], off)',
    's{a} = "st.s_load_b32"(s[{e}:{f}], 0)',
    '"st.s_nop"({n})',
    'v[8:15] = "st.v_wmma_f32_16x16x32_f16"(v[16:23], v[24:31], v[8:15])',
    '"st.s_wait_loadcnt"(0)',
)


def generate(seed: int, blocks: int = 3, length: int = 14) -> str:
    rng = random.Random(seed)
    lines = ["st.func @g() {"]
    for b in range(blocks):
        lines.append(f"^b{b}:")
        for _ in range(length):
            form = rng.choice(FORMS)
            if form.startswith("s_cmp"):
                form = form.split(" = ", 1)[1]
            a, b_, c = rng.randrange(0, 6, 2), rng.randrange(0, 6, 2), rng.randrange(0, 6)
            e = rng.randrange(0, 4, 2)
            lines.append("  " + form.format(a=a, a1=a + 1, b=b_, b1=b_ + 1, c=c, e=e, f=e + 1,
                                            h=e + 3, n=rng.randrange(4)))
    lines.append("}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", range(25))
def test_the_pass_and_the_checker_find_the_same_pairs(seed):
    module = api.parse(generate(seed), "gfx1250", filename=f"g{seed}.stir")
    function = module.ir.functions[0]
    ours = [(p.rule.name, p.block.name, p.producer, p.consumer, p.gap)
            for p in analyse(function, rules_for(get_target("gfx1250")))]
    assert sorted(ours) == sorted(check(function))


def test_generated_programs_have_pairs_of_every_measured_rule():
    """The comparison above is not vacuous: every measured rule pairs somewhere."""
    seen = set()
    for seed in range(25):
        module = api.parse(generate(seed), "gfx1250", filename=f"g{seed}.stir")
        seen.update(name for name, *_ in check(module.ir.functions[0]))
    assert seen == {"SaluSgprToMemAddr", "ValuVgprToVmemAddr", "SaluSgprToValuScalarSrc",
                    "ValuVccToValuVccSrc"}


def test_the_rules_come_from_the_target_data():
    rules = {r.name: r for r in rules_for(get_target("gfx1250v0"))}
    assert rules["ValuVgprToVmemAddr"].distance == 32
    assert rules["SaluSgprToValuScalarSrc"].match == "any"
    assert not rules["WmmaVgprSrcToDsWrite"].measured
    assert rules_for(get_target("gfx1200")) is None
