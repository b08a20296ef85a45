"""The -O pipelines (passes/pipelines.py), the ModuleOptions keys that drive
them, the command line's -O and --dump-pass-pipeline, and the reference
binding's shape (compat.py)."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys

import pytest

import stinkytofu_opt as st
from stinkytofu_opt.compat import arch_name, toStinkyTofuModule
from stinkytofu_opt.module_options import MODULE_OPTIONS, resolve
from stinkytofu_opt.passes.pipelines import GFX1250, build
from stinkytofu_opt.passes.registry import Option
from stinkytofu_opt.target import get_target

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "ds_reads_feed_wmma.stir")
REGION_S = os.path.join(ROOT, "test", "asm", "Inputs", "wait_region.s")

# The reference backend's order (gfx1250-guards.md section 6) of the passes this
# project implements or is implementing, with the steps' conditions.
FULL_ORDER_O3 = [
    "RemoveDelayAluPass", "RemoveWaitAluPass", "StinkyRemoveNopPass{vNopOnly}",
    "StinkyIRVerifierPass{warn}", "CFGBuilderPass", "StinkyRemoveWaitCntPass{removeXcnt}",
    "StinkyBuildImplicitDependencyPass", "StinkyMergeBarrierPass",
    "StinkyWaitCntInsertionPass{enableLoopCarriedTokenDeps,enableTensorDescriptorWar}",
    "InsertClusterBarrierPass{streamKMulticast,pgr=2}", "CFGBuilderPass", "TDMLoadWaveSyncPass",
    "TDMInflightGuardPass{limit=4}", "CFGBuilderPass", "InsertVgprMsbPass", "CFGBuilderPass",
    "InsertWaitAluPass{sharedOrderCountFollowers,xdlCountFromNextWmma}",
    "InsertCoexecHazardPass", "InsertDelayAluPass{minWavesPerSimd=2}",
    "MemTokenConsistencyCheckPass", "Gfx1250HazardPass{enableXnackReplay}",
    "InsertInitialUnclausedVmemPass", "RemoveInstructionPass{s_nop,v_nop}"]


class _Fake:
    """A registered pass as the pipeline sees it: a name and declared options."""

    def __init__(self, options):
        self.OPTIONS = tuple(Option(name, "bool" if isinstance(default, bool) else "int",
                                    default, "") for name, default in options.items())


FAKE_REGISTRY = {
    "CFGBuilderPass": _Fake({}),
    "StinkyRemoveWaitCntPass": _Fake({"removeXcnt": False}),
    "StinkyBuildImplicitDependencyPass": _Fake({}),
    "StinkyWaitCntInsertionPass": _Fake({"enableLoopCarriedTokenDeps": False,
                                         "enableTensorDescriptorWar": False}),
    "InsertClusterBarrierPass": _Fake({"streamKMulticast": False, "pgr": 1, "lead": -1}),
    "TDMLoadWaveSyncPass": _Fake({}),
    "TDMInflightGuardPass": _Fake({"limit": 11}),
    "InsertWaitAluPass": _Fake({"enableESM2TrackValuVsrc": False,
                                "sharedOrderCountFollowers": False,
                                "xdlCountFromNextWmma": False}),
    "InsertCoexecHazardPass": _Fake({}),
    "InsertDelayAluPass": _Fake({"minWavesPerSimd": 0}),
    "MemTokenConsistencyCheckPass": _Fake({}),
    "Gfx1250HazardPass": _Fake({"enableXnackReplay": False}),
    "RemoveInstructionPass": _Fake({}),
    "RemoveDelayAluPass": _Fake({}),
    "RemoveWaitAluPass": _Fake({}),
    "StinkyRemoveNopPass": _Fake({"vNopOnly": False}),
    "StinkyIRVerifierPass": _Fake({"warn": False}),
    "InsertVgprMsbPass": _Fake({"hoist": False}),
    "InsertInitialUnclausedVmemPass": _Fake({}),
    "StinkyMergeBarrierPass": _Fake({"threshold": 0}),
}


def spell(built) -> list[str]:
    return [p.spelling() for p in built.passes]


def test_the_gfx1250_order_with_every_pass_present():
    options = resolve({"OptLevel": 3, "ClusterBarrier": True, "StreamKMulticast": True,
                       "PrefetchGlobalRead": 2, "EnableLoopCarriedTokenDeps": True,
                       "TDMLoadWaveSync": True, "TDMInflightLimit": 4, "EnableESM2": True,
                       "EnableXnackReplay": True, "RemoveInstructions": "s_nop, v_nop"})
    built = build("gfx1250", get_target("gfx1250"), options, FAKE_REGISTRY.get)
    assert spell(built) == FULL_ORDER_O3
    assert built.missing == () and built.dropped_options == ()


def test_conditions_follow_the_options():
    target = get_target("gfx1250")
    o0 = spell(build("gfx1250", target, resolve({"OptLevel": 0}), FAKE_REGISTRY.get))
    assert o0 == ["StinkyRemoveNopPass{vNopOnly}", "StinkyIRVerifierPass{warn}", "CFGBuilderPass",
                  "StinkyRemoveWaitCntPass", "StinkyBuildImplicitDependencyPass",
                  "StinkyWaitCntInsertionPass", "CFGBuilderPass", "TDMInflightGuardPass",
                  "CFGBuilderPass", "InsertVgprMsbPass", "CFGBuilderPass",
                  "InsertCoexecHazardPass", "MemTokenConsistencyCheckPass", "Gfx1250HazardPass",
                  "InsertInitialUnclausedVmemPass"]
    no_waits = spell(build("gfx1250", target, resolve({"EnableWaitCntInsertion": False,
                                                       "TDMInflightLimit": 0}),
                           FAKE_REGISTRY.get))
    assert not any("WaitCnt" in p for p in no_waits) and "TDMInflightGuardPass" not in no_waits
    assert resolve({"OptLevel": 9})["OptLevel"] == 3 and resolve({"OptLevel": -2})["OptLevel"] == 0


def test_a_pass_the_registry_lacks_is_skipped_and_named():
    registry = dict(FAKE_REGISTRY)
    del registry["Gfx1250HazardPass"]
    registry["InsertClusterBarrierPass"] = _Fake({"pgr": 1})
    options = resolve({"ClusterBarrier": True, "StreamKMulticast": True})
    built = build("gfx1250", get_target("gfx1250"), options, registry.get)
    assert built.missing == ("Gfx1250HazardPass",)
    assert built.dropped_options == ("InsertClusterBarrierPass=streamKMulticast "
                                     "(StreamKMulticast)",)
    assert "Gfx1250HazardPass" not in spell(built)


def test_other_targets_get_their_own_passes():
    def names(arch):
        return [p.name for p in st.build_pipeline(arch, 2).passes]

    assert "WmmaHazardPass" in names("gfx1100") and "WmmaHazardPass" in names("gfx1200")
    assert "WmmaHazardPass" not in names("gfx942")
    assert "StinkyWaitCntInsertionPass" in names("gfx942")
    assert "WmmaHazardPass" not in names("gfx1250")


def test_run_pipeline_runs_what_build_pipeline_lists():
    text = open(EXAMPLE).read()
    options = {"EnableLoopCarriedTokenDeps": True, "WaveGroup0": 1, "WaveGroup1": 1}
    piped = st.parse(text)
    produced = piped.run_pipeline(2, options)
    listed = st.parse(text)
    listed.run([p.spelling().replace("{", "=").rstrip("}")
                for p in st.build_pipeline("gfx1250", 2, options).passes], num_waves=1)
    assert piped.to_stir() == listed.to_stir()
    assert "s_wait_tensorcnt" in piped.to_stir()
    missing = st.build_pipeline("gfx1250", 2).missing
    assert bool(missing) == any("not implemented in this build" in d.message for d in produced)


def test_module_option_types_are_checked():
    with pytest.raises(st.StinkyError, match="'ClusterBarrier' expects a bool"):
        st.parse(open(EXAMPLE).read()).run_pipeline(1, {"ClusterBarrier": "yes"})
    assert resolve({"RemoveInstructions": ["s_nop", "v_nop"]})["RemoveInstructions"] == \
        "s_nop,v_nop"


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "stinkytofu_opt", *args],
                          capture_output=True, text=True, cwd=ROOT)


def test_command_line_O_and_the_dumped_pipeline_agree():
    proc = cli(EXAMPLE, "-O2", "--NumWaves=1", "--dump-pass-pipeline")
    assert proc.returncode == 0, proc.stderr
    (line,) = [ln for ln in proc.stderr.splitlines() if ln.startswith("--pass-pipeline=")]
    assert re.search(r"StinkyWaitCntInsertionPass.*MemTokenConsistencyCheckPass", line)
    again = cli(EXAMPLE, line.replace("'", ""), "--NumWaves=1")
    assert again.returncode == 0 and again.stdout == proc.stdout
    module = st.parse(open(EXAMPLE).read(), filename=EXAMPLE)
    module.run_pipeline(2, num_waves=1)
    assert module.to_stir() == proc.stdout


def test_command_line_module_options():
    proc = cli(EXAMPLE, "-O0", "--module-option", "EnableWaitCntInsertion=0",
               "--module-option=RemoveInstructions=ds_load_b128", "--dump-pass-pipeline")
    assert proc.returncode == 0, proc.stderr
    (line,) = [ln for ln in proc.stderr.splitlines() if ln.startswith("--pass-pipeline=")]
    assert "StinkyWaitCntInsertionPass" not in line
    assert line.endswith("RemoveInstructionPass{ds_load_b128}'")
    assert "ds_load_b128" not in proc.stdout and "tensor_load_to_lds" in proc.stdout
    bad = cli(EXAMPLE, "-O1", "--module-option", "ClusterBarier=1")
    assert bad.returncode == 2 and "did you mean 'ClusterBarrier'" in bad.stderr
    alone = cli(EXAMPLE, "--module-option", "ClusterBarrier=1")
    assert alone.returncode == 2 and "give -O<N>" in alone.stderr


# -- the reference binding's shape -----------------------------------------------------
def test_arch_triples():
    assert arch_name((12, 5, 0)) == "gfx1250"
    assert arch_name([9, 4, 2]) == "gfx942"
    assert arch_name((9, 0, 10)) == "gfx90a"
    assert arch_name("gfx1200") == "gfx1200"
    with pytest.raises(st.StinkyError):
        arch_name((12, 5))


class _RocisaLikeModule:
    """What TensileLite hands over: an object that prints as assembly."""

    def __init__(self, text: str):
        self.text = text

    def __str__(self) -> str:
        return self.text


def test_a_kernel_writer_switches_by_changing_its_import(caplog):
    body = _RocisaLikeModule(open(REGION_S).read())
    with caplog.at_level(logging.WARNING, logger="stinkytofu_opt"):
        module = toStinkyTofuModule(body, (12, 5, 0), "wait_region",
                                    options={"OptLevel": 0, "EnableWaitCntInsertion": True,
                                             "wavefrontSize": 32, "ClusterBarier": True})
        module.runOptimizationPipeline()
    assert module.getName() == "wait_region"
    assert module.getArch() == (12, 5, 0)
    text = module.emitAssembly()
    assert "s_wait_dscnt 0" in text and "v[vgprValuA:vgprValuA+7]" in text
    warnings = [d.message for d in module.getDiagnostics() if d.severity == "warning"]
    assert any("unknown ModuleOptions key 'ClusterBarier'" in w and "ClusterBarrier" in w
               for w in warnings)
    assert any("ClusterBarier" in r.getMessage() for r in caplog.records)
    assert module.getModuleOptions()["OptLevel"] == 0


def test_compat_wave_size_mismatch_is_said():
    module = toStinkyTofuModule("s_nop 0\n", (12, 5, 0), "k", options={"wavefrontSize": 64})
    module.runOptimizationPipeline()
    assert any("wavefrontSize 64 differs" in d.message for d in module.getDiagnostics())


def test_readme_documents_every_module_option():
    with open(os.path.join(ROOT, "README.md")) as f:
        readme = f.read()
    section = readme[readme.index("## Using it from Python"):]
    for key in MODULE_OPTIONS:
        assert f"`{key}`" in section, key


def test_every_pipeline_step_names_a_known_or_announced_pass():
    from stinkytofu_opt.passes.pipelines import EXTENSION_POINTS
    from stinkytofu_opt.passes.registry import PASS_MODULES

    announced = {"TDMLoadWaveSyncPass", "TDMInflightGuardPass", "InsertWaitAluPass",
                 "InsertCoexecHazardPass", "InsertDelayAluPass", "Gfx1250HazardPass"}
    for step in GFX1250.steps:
        if step.pass_name.startswith("@"):
            assert step.pass_name[1:] in EXTENSION_POINTS
            continue
        assert step.pass_name in PASS_MODULES or step.pass_name in announced


def test_extension_points_place_the_callers_passes():
    from stinkytofu_opt.passes.pipelines import PlannedPass

    target = get_target("gfx1250")
    extra = {point: (PlannedPass("RemoveDelayAluPass", (point,)),)
             for point in ("BeforeRegionPasses", "InnerRegionBegin", "InnerRegionEnd",
                           "AfterRegionPasses")}
    built = spell(build("gfx1250", target, resolve({"OptLevel": 1}), FAKE_REGISTRY.get, extra))
    at = {word: built.index(f"RemoveDelayAluPass{{{word}}}") for word in extra}
    assert at["BeforeRegionPasses"] < at["InnerRegionBegin"] \
        < built.index("StinkyIRVerifierPass{warn}") < built.index("StinkyMergeBarrierPass") \
        < at["InnerRegionEnd"] < built.index("StinkyWaitCntInsertionPass") \
        < at["AfterRegionPasses"] < built.index("CFGBuilderPass", at["AfterRegionPasses"])
    no_region = spell(build("gfx1250", target, resolve({"EnableWaitCntInsertion": False}),
                            FAKE_REGISTRY.get, extra))
    assert "RemoveDelayAluPass{InnerRegionBegin}" not in no_region
    assert "RemoveDelayAluPass{AfterRegionPasses}" in no_region
