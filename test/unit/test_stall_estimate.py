"""The stall estimate (analysis/stall_estimate.py) on small programs, figures worked out by
hand from the model in its docstring: one issue cycle per instruction, a memory operation
done its kind's latency after it issues (gfx1250: DS 52, VMEM 116, SMEM 20; gfx1200: LDS
20, VMEM and FLAT 320; gfx942: LDS and SMEM 5, VMEM and FLAT 80)."""

from __future__ import annotations

import pytest

import stinkytofu_opt as st
from stinkytofu_opt.analysis.stall_estimate import StallModelError, estimate_function
from stinkytofu_opt.driver import main
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir

DS = "{ mod.ds = { na = 1, offset = 0, gds = false } }"


def estimate(body: str, arch: str = "gfx1250", trips: int | None = None):
    target = get_target(arch)
    text = body if body.startswith("st.func") else "st.func @f() {\n^bb0:\n" + body + "}\n"
    module = parse_stir(text, "t.stir", target, DiagnosticEngine())
    return estimate_function(module.functions[0], target, trips)


def stalls(result) -> list[tuple[str, int, int]]:
    return [(w.instruction.opcode, w.stall_cycles, w.executions) for w in result.waits]


def test_a_wait_holds_until_the_load_is_done():
    # ds_load issues at 0, done at 52; the wait issues at 1 and holds 51 cycles
    result = estimate(f'v0 = "st.ds_load_b32"(v250) {DS}\n"st.s_wait_dscnt"(0)\n'
                      'v1 = "st.v_add_f32"(v0, v0)\n"st.s_endpgm"()\n')
    assert stalls(result) == [("s_wait_dscnt", 51, 1)]
    assert (result.stall_cycles, result.cycles) == (51, 55)


def test_a_count_leaves_the_youngest_in_flight():
    # loads at 0, 1, 2 (done 116, 117, 118); loadcnt 2 at 3 waits for the oldest: 113
    # cycles, and issues at 116; loadcnt 0 at 117 waits for the youngest: 1 cycle
    result = estimate('v0 = "st.buffer_load_b32"(v252, s[0:3], 0)\n'
                      'v1 = "st.buffer_load_b32"(v252, s[0:3], 0)\n'
                      'v2 = "st.buffer_load_b32"(v252, s[0:3], 0)\n'
                      '"st.s_wait_loadcnt"(2)\n"st.s_wait_loadcnt"(0)\n')
    assert stalls(result) == [("s_wait_loadcnt", 113, 1), ("s_wait_loadcnt", 1, 1)]


def test_no_stall_once_the_operation_is_done_or_not_waited_for():
    result = estimate('s40 = "st.s_load_b32"(s[2:3], 0)\n' + '"st.s_nop"(0)\n' * 25
                      + '"st.s_wait_kmcnt"(0)\n"st.s_wait_dscnt"(0)\n')
    assert stalls(result) == [("s_wait_kmcnt", 0, 1), ("s_wait_dscnt", 0, 1)]


def test_an_in_order_counter_completes_in_issue_order():
    # gfx1200: ds_load at 0 (done 20), FLAT at 1 (320, on dscnt in order with LDS), ds_load
    # at 2 (own 22, but not before the FLAT: 321). dscnt 1 at 3 waits for two of the three:
    # the second latest is 321, so 318 cycles (22 - 3 = 19 if LDS could overtake the FLAT).
    result = estimate(f'v0 = "st.ds_load_b32"(v250) {DS}\n'
                      'v1 = "st.flat_load_b32"(v[4:5], s[0:1])\n'
                      f'v2 = "st.ds_load_b32"(v250) {DS}\n"st.s_wait_dscnt"(1)\n', "gfx1200")
    assert stalls(result) == [("s_wait_dscnt", 318, 1)]


def test_an_out_of_order_kind_completes_on_its_own():
    # gfx942: FLAT at 0 is out of order on lgkmcnt (done 80), ds_read at 1 done 6: lgkmcnt(1)
    # at 2 waits for the ds_read only, 4 cycles (78 if the FLAT held it back)
    result = estimate('v1 = "st.flat_load_dword"(v[4:5])\n'
                      f'v2 = "st.ds_read_b32"(v250) {DS}\n'
                      '"st.s_waitcnt"() { mod.swaitcnt = { dscnt = 1 } }\n', "gfx942")
    assert stalls(result) == [("s_waitcnt", 4, 1)]


def test_a_packed_wait_holds_for_its_slowest_counter():
    # global_load at 0 (80), ds_read at 1 (6): vmcnt(0) lgkmcnt(0) at 2 holds until 80
    result = estimate('v1 = "st.global_load_dword"(v[4:5], off)\n'
                      f'v2 = "st.ds_read_b32"(v250) {DS}\n'
                      '"st.s_waitcnt"() { mod.swaitcnt = { vlcnt = 0, dscnt = 0 } }\n', "gfx942")
    assert stalls(result) == [("s_waitcnt", 78, 1)]


LOOP = """st.func @loop() {
^bb0:
  s40 = "st.s_load_b32"(s[2:3], 0)
  Successors: ^bb1
^bb1:
  "st.s_wait_loadcnt"(0)
  v1 = "st.v_add_f32"(v0, v0)
  v0 = "st.buffer_load_b32"(v252, s[0:3], 0)
  "st.s_cbranch_scc1"("bb1")
  Successors: ^bb2, ^bb1
^bb2:
  "st.s_endpgm"()
}
"""


@pytest.mark.parametrize("trips, stall, cycles", [(1, 0, 6), (2, 114, 124), (8, 798, 832)])
def test_loops_run_the_given_trips(trips, stall, cycles):
    # trip 1 waits for nothing; the load issued at cycle 2 of a trip (done 118) is 114 cycles
    # away when the next trip's wait issues at its cycle 0 (after the branch, cycle 4)
    result = estimate(LOOP, trips=trips)
    assert stalls(result) == [("s_wait_loadcnt", stall, trips)]
    assert result.cycles == cycles


def test_default_trips_are_eight():
    assert stalls(estimate(LOOP)) == [("s_wait_loadcnt", 798, 8)]


NESTED = f"""st.func @nested() {{
^bb0:
  Successors: ^bb1
^bb1:
  "st.s_nop"(0)
  Successors: ^bb2
^bb2:
  v0 = "st.ds_load_b32"(v250) {DS}
  "st.s_wait_dscnt"(0)
  "st.s_cbranch_scc1"("bb2")
  Successors: ^bb3, ^bb2
^bb3:
  "st.s_cbranch_scc1"("bb1")
  Successors: ^bb4, ^bb1
^bb4:
  "st.s_endpgm"()
}}
"""


def test_a_nested_loop_runs_trips_squared():
    # the inner body stalls 51 every time: 3 outer trips of 3 inner trips
    result = estimate(NESTED, trips=3)
    assert stalls(result) == [("s_wait_dscnt", 51 * 9, 9)]


def test_deep_nests_cost_one_walk_per_state():
    depth = 40
    lines = ["st.func @deep() {", "^b0:", "  Successors: ^h1"]
    for i in range(1, depth + 1):
        lines += [f"^h{i}:", '  "st.s_nop"(0)', f"  Successors: ^h{i + 1}" if i < depth
                  else "  Successors: ^body"]
    lines += ["^body:", f'  v0 = "st.ds_load_b32"(v250) {DS}', '  "st.s_wait_dscnt"(0)',
              "  Successors: ^t" + str(depth)]
    for i in range(depth, 0, -1):
        nxt = f"^t{i - 1}" if i > 1 else "^end"
        lines += [f"^t{i}:", f'  "st.s_cbranch_scc1"("h{i}")', f"  Successors: {nxt}, ^h{i}"]
    lines += ["^end:", '  "st.s_endpgm"()', "}"]
    result = estimate("\n".join(lines) + "\n", trips=2)
    assert stalls(result) == [("s_wait_dscnt", 51 * 2 ** depth, 2 ** depth)]


DIAMOND = f"""st.func @diamond() {{
^bb0:
  "st.s_cbranch_scc1"("bb2")
  Successors: ^bb1, ^bb2
^bb1:
  v0 = "st.buffer_load_b32"(v252, s[0:3], 0)
  "st.s_branch"("bb3")
  Successors: ^bb3
^bb2:
  v1 = "st.ds_load_b32"(v250) {DS}
  "st.s_wait_dscnt"(0)
  Successors: ^bb3
^bb3:
  "st.s_wait_loadcnt"(0)
  "st.s_endpgm"()
}}
"""


def test_a_join_takes_the_worst_predecessor_and_both_arms_count():
    # ^bb1: load at 0 (116), branch at 1, leaves 114 in flight; ^bb2's wait holds 51 and
    # its arm carries no load; the join waits for ^bb1's load: 114
    result = estimate(DIAMOND)
    assert stalls(result) == [("s_wait_dscnt", 51, 1), ("s_wait_loadcnt", 114, 1)]
    assert result.stall_cycles == 165


IRREDUCIBLE = f"""st.func @irreducible() {{
^bb0:
  "st.s_cbranch_scc1"("bb2")
  Successors: ^bb1, ^bb2
^bb1:
  v0 = "st.ds_load_b32"(v250) {DS}
  "st.s_wait_dscnt"(0)
  Successors: ^bb2
^bb2:
  "st.s_cbranch_scc1"("bb1")
  Successors: ^bb1, ^bb3
^bb3:
  "st.s_endpgm"()
}}
"""


def test_an_irreducible_cycle_runs_once():
    assert stalls(estimate(IRREDUCIBLE)) == [("s_wait_dscnt", 51, 1)]


@pytest.mark.parametrize("trips", [0, -1, 2_000_000, True, "8"])
def test_bad_trip_counts_are_refused(trips):
    with pytest.raises(StallModelError, match="loop trips must be an integer"):
        estimate(LOOP, trips=trips)


def test_the_api_reports_each_function():
    module = st.parse(LOOP, arch="gfx1250", filename="k.stir")
    report = module.stall_report(2)
    assert [(f.name, f.stall_cycles, f.cycles) for f in report.functions] == [("loop", 114, 124)]
    text = str(report)
    assert text.splitlines()[1] == "@loop: 114 stall cycles in 124; 1 wait, 1 stalling"
    assert "^bb1: s_wait_loadcnt 0: 114 cycles over 2 executions (k.stir:6:3)" in text
    with pytest.raises(st.StinkyError, match="loop_trips: loop trips must be"):
        module.stall_report(0)


def test_remarks_after_insertion_carry_the_estimate():
    text = f'st.func @f() {{\n^bb0:\n  v0 = "st.ds_load_b32"(v250) {DS}\n' \
           '  v1 = "st.v_add_f32"(v0, v0)\n  "st.s_endpgm"()\n}\n'
    module = st.parse(text, arch="gfx1250", filename="k.stir")
    quiet = module.run(["StinkyBuildImplicitDependencyPass"], remarks=True)
    assert not any("estimated stall" in d.message for d in quiet)
    said = module.run(["StinkyWaitCntInsertionPass"], remarks=True, stall_loop_trips=3)
    stall = [d for d in said if "estimated stall" in d.message]
    assert [(d.line, d.message) for d in stall] == [
        (1, "estimated stall of the memory waits: 51 cycles in 55 (1 wait, 1 stalling; "
            "loops 3 trips; see --stall-report)")]
    (wait,) = module.stall_report().functions[0].waits
    assert wait.instruction.loc is None and (wait.before.line, wait.before.col) == (4, 3)
    assert "s_wait_dscnt 0: 51 cycles over 1 execution (inserted before k.stir:4:3)" in str(
        module.stall_report())
    with pytest.raises(st.StinkyError, match="stall_loop_trips"):
        module.run(["StinkyWaitCntInsertionPass"], stall_loop_trips=0)


@pytest.mark.parametrize("args, message", [
    (["--stall-loop-trips=0"], "invalid value for --stall-loop-trips: '0'"),
    (["--stall-loop-trips", "x", "--stall-report"], "invalid value for --stall-loop-trips: 'x'"),
    (["--stall-report="], "--stall-report= needs a file name"),
    (["--stall-reports"], "did you mean '--stall-report'"),
])
def test_bad_command_lines_exit_2(tmp_path, capsys, args, message):
    path = tmp_path / "k.stir"
    path.write_text(LOOP)
    assert main([str(path), *args]) == 2
    assert message in capsys.readouterr().err


def test_the_report_goes_to_stderr_or_a_file_and_stdout_keeps_the_ir(tmp_path, capsys):
    path = tmp_path / "k.stir"
    path.write_text(LOOP)
    assert main([str(path), "--stall-report", "--stall-loop-trips=2"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("st.func @loop()") and "stall" not in out
    assert err.splitlines()[1] == "@loop: 114 stall cycles in 124; 1 wait, 1 stalling"
    report = tmp_path / "stalls.txt"
    assert main([str(path), f"--stall-report={report}"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and report.read_text().splitlines()[1].startswith("@loop: 798 stall")


# ------------------------------------------------------------ the YAML section

TINY = """\
    name: tiny
    wave_size: 64
    default_cost: [1, 1]
    registers: {v: 256}
    counters:
      lgkmcnt: {bits: 4, in_order: true, wait: s_wait_lgkm, producers: [DSRead]}
      expcnt: {bits: 3, in_order: true, wait: s_wait_exp}
    formats:
      SOPP: {microcode: SOPP}
      DS: {microcode: VDS, flags: [DSRead], fields: [D0 vdst vgpr 32, S0 addr vgpr 32]}
    instructions:
      - format: SOPP
        mnemonics: [s_wait_lgkm: {flags: [WaitCnt], waits: [lgkmcnt]},
                    s_wait_exp: {flags: [WaitCnt], waits: [expcnt]}]
      - format: DS
        mnemonics: [ds_read_b32]
    stall_model:
      latency: {lgkmcnt: 7}
"""


def _tiny(tmp_path, text: str):
    import textwrap

    from stinkytofu_opt.target import TargetLibrary

    (tmp_path / "tiny.yaml").write_text(textwrap.dedent(text))
    return TargetLibrary(tmp_path).get("tiny")


def test_the_section_gives_a_latency_per_counter_with_producers(tmp_path):
    # expcnt has no producer, so it needs no figure
    target = _tiny(tmp_path, TINY)
    assert dict(target.stall_model.latency) == {"lgkmcnt": 7}
    module = parse_stir('st.func @f() {\n^bb0:\n  v0 = "st.ds_read_b32"(v1)\n'
                        '  "st.s_wait_lgkm"(0)\n}\n', "t.stir", target, DiagnosticEngine())
    assert stalls(estimate_function(module.functions[0], target)) == [("s_wait_lgkm", 6, 1)]


@pytest.mark.parametrize("section, message", [
    ("stall_model:\n      latency: {}", "no figure for ['lgkmcnt']"),
    ("stall_model:\n      latency: {lgkmcnt: 7, vmcnt: 3}", "unknown kinds ['vmcnt']"),
    ("stall_model:\n      latency: {lgkmcnt: 0}", "latency.lgkmcnt must be a positive integer"),
    ("stall_model:\n      latency: {lgkmcnt: true}", "must be a positive integer"),
    ("stall_model:\n      latency: [7]", "must map kinds to cycles"),
    ("stall_model:\n      latencies: {lgkmcnt: 7}", "stall_model takes only `latency`"),
])
def test_section_mistakes_are_reported(tmp_path, section, message):
    import re

    from stinkytofu_opt.target import TargetDataError

    text = TINY.replace("stall_model:\n      latency: {lgkmcnt: 7}", section)
    assert text != TINY
    with pytest.raises(TargetDataError, match=re.escape(message)):
        _tiny(tmp_path, text)


def test_a_target_without_the_section_has_no_report(tmp_path, capsys):
    target = _tiny(tmp_path, TINY.replace("    stall_model:\n      latency: {lgkmcnt: 7}\n", ""))
    assert target.stall_model is None
    module = parse_stir('st.func @f() {\n^bb0:\n}\n', "t.stir", target, DiagnosticEngine())
    with pytest.raises(StallModelError, match="target tiny has no stall_model section"):
        estimate_function(module.functions[0], target)


def test_every_shipped_target_has_the_section():
    for arch in st.available_archs():
        assert get_target(arch).stall_model is not None, arch


@pytest.fixture
def gfx950_without_model():
    target = get_target("gfx950")
    kept, target.stall_model = target.stall_model, None
    try:
        yield target
    finally:
        target.stall_model = kept


def test_without_a_model_the_report_is_refused(gfx950_without_model, tmp_path, capsys):
    path = tmp_path / "k.stir"
    path.write_text('st.func @f() {\n^bb0:\n  "st.s_endpgm"()\n}\n')
    assert main([str(path), "--arch", "gfx950", "--stall-report"]) == 2
    assert "--stall-report: target gfx950 has no stall model" in capsys.readouterr().err
    module = st.parse(path.read_text(), arch="gfx950")
    with pytest.raises(st.StinkyError, match="target gfx950 has no stall model"):
        module.stall_report()
    # remarks after insertion simply leave the estimate out
    said = module.run(["StinkyWaitCntInsertionPass"], remarks=True)
    assert not any("estimated stall" in d.message for d in said)


def test_a_negative_count_drains_as_the_validator_reads_it():
    result = estimate(f'v0 = "st.ds_load_b32"(v250) {DS}\n"st.s_wait_dscnt"(-7)\n')
    assert stalls(result) == [("s_wait_dscnt", 51, 1)]


def test_a_chunk_that_does_not_parse_has_no_report(tmp_path, capsys):
    good = 'st.func @good() {\n^bb0:\n  "st.s_endpgm"()\n}\n'
    path = tmp_path / "k.stir"
    path.write_text(good + "// -----\nst.func @bad() {\n^bb0:\n  v1 = \"st.x(\n}\n"
                    "// -----\n" + good.replace("good", "also"))
    assert main([str(path), "--split-input-file", "--stall-report"]) == 1
    err = capsys.readouterr().err
    assert "unterminated string literal" in err
    assert [line.split(":")[0] for line in err.splitlines() if line.startswith("@")] == [
        "@good", "@also"]


ASM_LOOP = """\
  .text
  .type kernel,@function
kernel:
  s_load_b32 s4, s[0:1], 0x0
.Lloop:
  s_wait_loadcnt 0x0
  v_add_nc_u32 v1, v0, v0
  global_load_b32 v0, v[2:3], off
  s_cbranch_scc1 .Lloop
  s_endpgm
.Lfunc_end0:
  .type other,@function
other:
  s_endpgm
.Lfunc_end1:
"""


def test_assembly_is_estimated_per_function_and_a_flat_cfg_is_named(tmp_path, capsys):
    path = tmp_path / "k.s"
    path.write_text(ASM_LOOP)
    assert main([str(path), "--arch", "gfx1200", "--stall-report", "-o", "/dev/null"]) == 0
    flat = capsys.readouterr().err.splitlines()
    assert flat[1:] == [
        "@kernel: 0 stall cycles in 6; 1 wait, 0 stalling",
        "  note: one block that branches to its own labels: its loops and joins are read as "
        "straight-line code (run --CFGBuilderPass first)",
        "@other: 0 stall cycles in 1; 0 waits, 0 stalling"]
    assert main([str(path), "--arch", "gfx1200", "--CFGBuilderPass", "--stall-report",
                 "--stall-loop-trips=2", "-o", "/dev/null"]) == 0
    built = capsys.readouterr().err.splitlines()
    # the second trip's wait finds the load of the first 318 cycles from done (issued at
    # the trip's cycle 2, done 322; the trip takes 4 cycles)
    assert built[1:3] == ["@kernel: 318 stall cycles in 328; 1 wait, 1 stalling",
                          "  ^.Lloop: s_wait_loadcnt 0x0: 318 cycles over 2 executions "
                          f"({path}:6:3)"]


def test_assembly_without_functions_is_one_text(tmp_path, capsys):
    path = tmp_path / "k.s"
    path.write_text("  global_load_b32 v0, v[2:3], off\n  s_wait_loadcnt 0x0\n")
    assert main([str(path), "--arch", "gfx1200", "--stall-report", "-o", "/dev/null"]) == 0
    assert capsys.readouterr().err.splitlines()[1] == \
        "the text: 319 stall cycles in 321; 1 wait, 1 stalling"
