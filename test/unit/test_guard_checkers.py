"""Property test of the four gfx1250 guard passes over 2,000 random CFG programs with loops.

For each program (test/support/guard_gen.py) the passes run in-process and four checkers
that share no code with them (test/support/guard_checkers.py) look for a tensor load that
may find 11 TDM ops in flight, an XNACK replay hazard, a co-issue window violation and a
deferrable tensor load no workgroup barrier keeps behind another wave's urgent ones, on
any path. After the passes they find nothing, and a second run changes nothing. The
checkers are shown able to fail: they flag most inputs, and taking any one inserted tensor
wait or xcnt drain back out of an output makes them flag it again. (Not so for every
v_nop: consumers are served in layout order, as in the reference, so v_nops placed later
on a loop's back edge can make earlier ones redundant.)
"""

from __future__ import annotations

import random

import pytest
from guard_checkers import (coissue_violations, tensor_violations, wave_sync_violations,
                            xcnt_violations)
from guard_gen import generate
from guard_harness import check_program, run_guards, violations

from stinkytofu_opt.ir.core import Instruction

PROGRAMS = 2000
CHUNK = 250
GUARDS = {"s_wait_tensorcnt": "tensor", "s_wait_xcnt": "xcnt"}
# The share of inputs each checker must flag: the generator's waits name tokens of loads
# above them in about a third of the programs.
FLAGGED_SHARE = {"tensor": 2, "xcnt": 2, "coissue": 2, "wave_sync": 4}


@pytest.mark.parametrize("first", range(0, PROGRAMS, CHUNK))
def test_checkers_find_nothing_after_the_passes(first):
    flagged = {"tensor": 0, "xcnt": 0, "coissue": 0, "wave_sync": 0}
    for seed in range(first, first + CHUNK):
        result = check_program(generate(seed))
        for rule, found in result["after"].items():
            assert not found, (seed, rule, [(i.opcode, why) for i, why in found])
        assert result["stable"], f"seed {seed}: a second run changed the output"
        for rule, found in result["before"].items():
            flagged[rule] += bool(found)
    # the inputs are not trivially safe: every checker has work in many programs
    for rule, count in flagged.items():
        assert count > CHUNK // FLAGGED_SHARE[rule], (rule, count)


def _inserted(before_text, module):
    """The instructions the passes added (by identity: new objects, not in the input)."""
    from guard_harness import parse
    original, _ = parse(before_text)
    count_before = sum(1 for f in original.functions for _ in f.instructions())
    added = [(block, item) for f in module.functions for block in f.blocks
             for item in block.items if isinstance(item, Instruction) and item.loc is None]
    assert len(added) == sum(1 for f in module.functions for _ in f.instructions()) \
        - count_before
    return added


@pytest.mark.parametrize("seed", range(0, 120, 3))
def test_each_inserted_guard_is_needed(seed):
    text = generate(seed)
    module, target, _ = run_guards(text, passes=("TDMInflightGuardPass",
                                                 "InsertCoexecHazardPass",
                                                 "Gfx1250HazardPass"))
    added = [(b, i) for b, i in _inserted(text, module) if i.opcode in GUARDS]
    rng = random.Random(seed)
    for block, item in rng.sample(added, min(4, len(added))):
        rule = GUARDS[item.opcode]
        index = block.items.index(item)
        del block.items[index]
        found = violations(module, target)[rule]
        block.items.insert(index, item)
        assert found, f"seed {seed}: without the {item.opcode} the {rule} checker saw nothing"


def test_checkers_flag_small_known_cases():
    from guard_harness import parse
    module, target = parse("""st.func @f() {
^a:
  v[0:7] = "st.v_wmma_f32_16x16x32_bf16"(v[8:15], v[16:23], v[0:7])
  v30 = "st.v_add_f32"(v0, v1)
  v9 = "st.flat_load_b32"(v[2:3], s[0:1])
  v2 = "st.flat_load_b32"(v[4:5], s[0:1])
  "st.s_set_vgpr_msb"(1)
}
""")
    function = module.functions[0]
    assert [i.opcode for i, _ in coissue_violations(function, target)] == ["v_add_f32"]
    assert [i.opcode for i, _ in xcnt_violations(function, target)] == [
        "flat_load_b32", "s_set_vgpr_msb"]
    loads = "\n".join('  "st.tensor_load_to_lds"(s[0:3], s[4:11])' for _ in range(12))
    module, _ = parse("st.func @g() {\n^a:\n" + loads + "\n}\n")
    assert len(tensor_violations(module.functions[0])) == 1


def _wave_sync(body: str):
    from guard_harness import parse
    module, _ = parse("st.func @w() {\n^a:\n" + body + "\n}\n")
    return [i.opcode for i, _ in wave_sync_violations(module.functions[0])]


LOAD = '  "st.tensor_load_to_lds"(s[0:3], s[4:11]) {{ mod.memtoken = {{ tokens = [{}] }} }}'
WAIT = '  "st.s_wait_tensorcnt"(1) {{ mod.memtoken = {{ tokens = [{}] }} }}'
SIGNAL, BARRIER_WAIT = '  "st.s_barrier_signal"(-1)', '  "st.s_barrier_wait"(-1)'


@pytest.mark.parametrize("between, flagged", [
    ([], True),                                   # urgent 0, deferrable 1, wait on 0
    ([SIGNAL, BARRIER_WAIT], False),              # a complete workgroup barrier
    ([BARRIER_WAIT], True),                       # a lone wait half orders nothing
    ([SIGNAL], True),                             # nor a lone signal
    ([BARRIER_WAIT, SIGNAL], True),               # nor a wait before its signal
    (['  "st.s_barrier_signal"(-3)', '  "st.s_barrier_wait"(-3)'], True),   # cluster barrier
    ([WAIT.format(0)], False),                    # the urgent load already drained
])
def test_wave_sync_checker_small_cases(between, flagged):
    body = "\n".join([LOAD.format(0), *between, LOAD.format(1), WAIT.format(0)])
    assert _wave_sync(body) == (["s_wait_tensorcnt"] if flagged else [])


def test_wave_sync_pass_wants_a_complete_barrier():
    """A lone half or a pair in the wrong order between the groups gets a barrier."""
    from guard_harness import parse
    for between in ([BARRIER_WAIT], [SIGNAL], [BARRIER_WAIT, SIGNAL]):
        text = "st.func @w() {\n^a:\n" + "\n".join(
            [LOAD.format(0), *between, LOAD.format(1), WAIT.format(0)]) + "\n}\n"
        module, _, _ = run_guards(text, passes=("TDMLoadWaveSyncPass",))
        assert not wave_sync_violations(module.functions[0]), between
        opcodes = [i.opcode for i in module.functions[0].instructions()]
        assert opcodes.count("s_barrier_signal") == between.count(SIGNAL) + 1, opcodes
