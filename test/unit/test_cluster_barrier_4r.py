"""InsertClusterBarrierPass, four-rule design: which design the options
select, command-line errors, the symbolic-operand resolution remark, and the
raw-assembly round trip (the pass only adds lines; every other line comes
out byte for byte)."""

from __future__ import annotations

import difflib
import subprocess
import sys
from pathlib import Path

import pytest

from stinkytofu_opt.passes.barriers.cluster_barrier import InsertClusterBarrierPass, select_design
from stinkytofu_opt.passes.registry import PassOptionError

HERE = Path(__file__).resolve().parent

# A normalised listing (one space after the mnemonic, ", " between operands,
# no blank or comment lines), so that the emitter's spelling equals the input's.
LISTING = """.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.set sgprWaveIdx, 6
.set sgprLoopCounterL, 7
.p2align 8
kstart:
s_load_b64 s[10:11], s[0:1], 0x0
s_wait_kmcnt 0
kbegin:
s_cmp_eq_u32 s12, 1
s_cbranch_scc1 label_GSU_1
s_mov_b32 s13, 0
label_GSU_1:
v_mov_b32 v0, 0
tensor_load_to_lds s[20:23], s[24:31]
s_xor_b32 s14, s14, 0x2000
label_LoopBeginL:
v_fma_f32 v1, v2, v3, v1
s_cmp_gt_u32 s15, 2
s_wait_tensorcnt 0
s_barrier_signal -1
s_barrier_wait -1
s_cselect_b32 s16, 1, 0
tensor_load_to_lds s[20:23], s[24:31]
v_mul_f32 v4, v5, v6
tensor_load_to_lds s[32:35], s[24:31]
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
s_cmp_lg_u32 s[sgprLoopCounterL], 0
s_cbranch_scc1 label_LoopBeginL
label_LoopEndL:
s_nop 0
kend:
s_endpgm
"""

OPTION_SETS = ["pgr=1", "lead=0", "lead=300", "rule3Mode=1", "rule3Mode=2", "producerDrain=1",
               "streamKMulticast", "streamKMulticast,producerDrain=0", "pgr=2,lead=50,rule3Mode=2"]


def opt(*args):
    return subprocess.run([sys.executable, "-m", "stinkytofu_opt", *args], capture_output=True,
                          text=True)


@pytest.mark.parametrize("given, design", [
    ({}, "5R"),
    ({"pgr": 2}, "4R"),
    ({"lead": 0}, "4R"),
    ({"streamKMulticast": False}, "4R"),
    ({"producerDrain": 1, "pgr": 2}, "4R"),
    ({"rule3Mode": 2}, "4R"),
    ({"rule3": True}, "5R"),
    ({"pgr": 2, "rule4Mode": "drainGated"}, "5R"),
    ({"isKernelScope": False}, "5R"),
    ({"design": "4R"}, "4R"),
    ({"design": "5R", "pgr": 3}, "5R"),
    ({"design": "4R", "lead": 7}, "4R"),
])
def test_design_selection(given, design):
    assert select_design(given) == design
    assert InsertClusterBarrierPass(given).design == design


@pytest.mark.parametrize("given, named", [
    ({"lead": 1, "plr": 0}, ("lead", "plr")),
    ({"rule3Mode": 1, "rule3": True, "streamKMulticast": True}, ("rule3Mode", "rule3",
                                                               "streamKMulticast")),
    ({"design": "5R", "producerDrain": 0}, ("producerDrain",)),
    ({"design": "4R", "isKernelScope": True}, ("isKernelScope",)),
])
def test_design_conflicts_name_the_options(given, named):
    with pytest.raises(PassOptionError) as err:
        InsertClusterBarrierPass(given)
    assert all(name in str(err.value) for name in named)


def test_four_rule_option_normalisation():
    p = InsertClusterBarrierPass({"rule3Mode": 5, "lead": -4})
    assert p.options["rule3Mode"] == 0 and p.options["lead"] == -4 and p.options["pgr"] == 1
    with pytest.raises(PassOptionError):
        InsertClusterBarrierPass({"pgr": -1, "lead": 3})


@pytest.mark.parametrize("words", ["lead=1,rule3", "design=5R,rule3Mode=1", "lead=1e3",
                                   "rule3Mode=", "producerDrain=yes", "streamKMulticast=2",
                                   "design=4r"])
def test_bad_options_exit_2(tmp_path, words):
    path = tmp_path / "k.s"
    path.write_text(LISTING)
    r = opt("--arch", "gfx1250", str(path), f"--InsertClusterBarrierPass={words}",
            "--from-label", "kbegin", "--to-label", "kend", "--emit-asm")
    assert r.returncode == 2, r.stderr
    assert r.stdout == ""
    assert "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    assert words.split(",")[0].split("=")[0] in r.stderr or "design" in r.stderr


def test_resolved_symbolic_operands_remark(tmp_path):
    path = tmp_path / "k.s"
    path.write_text(LISTING)
    r = opt("--arch", "gfx1250", str(path), "--InsertClusterBarrierPass=lead=0", "--from-label",
            "kbegin", "--to-label", "kend", "--emit-asm", "--remarks")
    assert r.returncode == 0
    # Rule 1 names LoopCounterL once and WaveIdx once; Rule 3 names WaveIdx once.
    assert ("resolved 3 symbolic operand(s): sgprLoopCounterL 0->7 sgprWaveIdx 0->6"
            in r.stderr)
    quiet = opt("--arch", "gfx1250", str(path), "--InsertClusterBarrierPass=lead=0",
                "--from-label", "kbegin", "--to-label", "kend", "--emit-asm")
    assert "resolved" not in quiet.stderr and quiet.stdout == r.stdout


def only_insertions(before: list[str], after: list[str]) -> list[str]:
    """The lines ``after`` adds to ``before``; fails if it changes or drops any."""
    added = []
    matcher = difflib.SequenceMatcher(a=before, b=after, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        assert tag in ("equal", "insert"), (tag, before[i1:i2], after[j1:j2])
        if tag == "insert":
            added += after[j1:j2]
    return added


@pytest.mark.parametrize("words", OPTION_SETS)
def test_round_trip_only_adds_lines(tmp_path, words):
    path = tmp_path / "k.s"
    path.write_text(LISTING)
    plain = opt("--arch", "gfx1250", str(path), "--emit-asm")
    assert plain.stdout == LISTING
    r = opt("--arch", "gfx1250", str(path), f"--InsertClusterBarrierPass={words}",
            "--from-label", "kbegin", "--to-label", "kend", "--emit-asm",
            "--preserve-symbolic-regs")
    assert r.returncode == 0, r.stderr
    added = only_insertions(LISTING.splitlines(), r.stdout.splitlines())
    assert added
    allowed = ("s_cmp_eq_u32 s[sgprWaveIdx], 0", "s_cmp_eq_u32 s[sgprLoopCounterL], 0",
               "s_cbranch_scc0 label_skipCBPreSignal_", "s_cbranch_scc1 label_skipCBPreSignal_",
               "label_skipCBPreSignal_", "s_barrier_signal -3", "s_barrier_wait -3",
               "s_barrier_signal -1", "s_barrier_wait -1", "s_wait_tensorcnt 0",
               "s_cmp_gt_u32 s15, 2")
    assert all(line.startswith(allowed) for line in added), added
    once = tmp_path / "once.s"
    once.write_text(r.stdout)
    again = opt("--arch", "gfx1250", str(once), f"--InsertClusterBarrierPass={words}",
                "--from-label", "kbegin", "--to-label", "kend", "--emit-asm",
                "--preserve-symbolic-regs")
    assert again.returncode == 0 and again.stdout == r.stdout


@pytest.mark.parametrize("name", sorted(p.name for p in (HERE.parent / "cluster_barrier")
                                        .glob("4r-*.s")))
def test_lit_listings_second_run_is_a_no_op(tmp_path, name):
    path = HERE.parent / "cluster_barrier" / name
    once = opt("--arch", "gfx1250", str(path), "--InsertClusterBarrierPass=lead=0",
               "--from-label", "kbegin", "--to-label", "kend", "--emit-asm")
    out = tmp_path / "once.s"
    out.write_text(once.stdout)
    twice = opt("--arch", "gfx1250", str(out), "--InsertClusterBarrierPass=lead=0",
                "--from-label", "kbegin", "--to-label", "kend", "--emit-asm")
    assert once.returncode == 0 and twice.returncode == 0
    assert twice.stdout == once.stdout


def test_cycle_estimates_follow_the_cost_table():
    from stinkytofu_opt.analysis.cycle_estimate import estimate_issue_cycles
    from stinkytofu_opt.target import get_target
    from stinkytofu_opt.text.diagnostics import DiagnosticEngine
    from stinkytofu_opt.text.stir_parser import parse_stir

    target = get_target("gfx1250")
    text = """st.func @c() {
^entry:
  v1 = "st.v_add_f32"(v2, v3)
  v4 = "st.v_add_f32"(v1, v3)
  v5 = "st.v_add_f32"(v6, v7)
  v8 = "st.ds_load_b32"(v9)
  v10 = "st.v_add_f32"(v8, v3)
}
"""
    function = parse_stir(text, "<c>", target, DiagnosticEngine()).functions[0]
    insts = list(function.instructions())
    cycles = [estimate_issue_cycles(function)[id(i)] for i in insts]
    add = target.lookup("v_add_f32")
    load = target.lookup("ds_load_b32")
    # in order; a reader waits for its writer's latency, an independent one
    # only for the issue slot of the one before it
    assert cycles[1] == cycles[0] + add.latency_cycles
    assert cycles[2] == cycles[1] + add.issue_cycles
    assert cycles[3] == cycles[2] + add.issue_cycles
    assert cycles[4] == cycles[3] + load.latency_cycles
