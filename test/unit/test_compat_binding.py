"""The reference binding's surface (spec parity-2.md 8), driven the way TensileLite drives it:
probe the backend, convert the kernel with its signature and the options dict, register a
pass at an extension point, run the pipeline, emit."""

from __future__ import annotations

import logging
import os

import pytest

from stinkytofu_opt import StinkyError
from stinkytofu_opt import compat as rocisa
from stinkytofu_opt.module_options import MODULE_OPTIONS, resolve

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KERNEL = os.path.join(ROOT, "examples", "tensile_tdm_gemm_gfx1250.s")


class _Printable:
    """rocisa's Module and SignatureBase: objects whose str() is their assembly."""

    def __init__(self, text: str):
        self.text = text

    def __str__(self) -> str:
        return self.text


def _tensile_options(**extra):
    options = {"OptLevel": 1, "TileA0": 128, "TileB0": 128, "TileM0": 64,
               "WaveGroup0": 2, "WaveGroup1": 2, "EnableWaitCntInsertion": True,
               "DsReadOrder": -1, "DsReadThrottleTransitionFactor": 1.5,
               "CloneList": [rocisa.CloneSpec("InitCIterWmma", "label_LoopBeginL")],
               "VgprMsbMode": 2, "LockDsReadOrder": True}
    options.update(extra)
    return options


def test_tensile_lite_flow(caplog):
    assert rocisa.hasStinkyTofuBackend()
    assert rocisa.isSupportedByStinkyTofu((12, 5, 0))
    assert not rocisa.isSupportedByStinkyTofu([9, 4, 2])
    assert rocisa.getRegisteredArchKeys() == ["gfx1250"]
    assert rocisa.isMnemonicSupportedByStinkyTofu("s_set_vgpr_msb", (12, 5, 0))
    assert not rocisa.isMnemonicSupportedByStinkyTofu("v_add_f32_e32", (12, 5, 0))
    assert not rocisa.isMnemonicSupportedByStinkyTofu("S_NOP", (12, 5, 0))
    assert not rocisa.isMnemonicSupportedByStinkyTofu("s_nop", (99, 9, 9))

    with open(KERNEL) as f:
        body = _Printable(f.read())
    module = rocisa.toStinkyTofuModule(body, (12, 5, 0), "Cijk_gemm",
                                       _Printable("// signature of Cijk_gemm"),
                                       _tensile_options())
    assert module.getName() == "Cijk_gemm"
    assert module.numFunctions() == 1 and module.hasFunction("")
    assert module.getFunctionNames() == ["Cijk_gemm"]      # the unnamed entry: the module
    assert module.hasFunction("Cijk_gemm") and not module.hasFunction("other")
    module.setOutputName("cost")
    module.setOutputDir("/tmp/out")
    assert (module.getOutputName(), module.getOutputDir()) == ("cost", "/tmp/out")
    module.setPluginDataI64("stage", 3)
    module.setPluginDataStr("tag", "x")
    assert module.getPluginDataI64("stage") == 3 and module.getPluginDataI64("none", 7) == 7
    assert module.getPluginDataStr("tag") == "x" and module.getPluginDataStr("none") == ""
    module.registerPassAtExtensionPoint(rocisa.PipelineExtensionPoint.AfterRegionPasses,
                                        "HazardGapAnalysisPass=verbose")
    with caplog.at_level(logging.WARNING, logger="stinkytofu_opt"):
        module.registerPassAtExtensionPoint(rocisa.PipelineExtensionPoint.InnerRegionEnd,
                                            "StinkyMergeBariers")
    assert any("did you mean 'StinkyMergeBarrierPass'" in r.getMessage()
               for r in caplog.records)
    with pytest.raises(StinkyError, match="HazardGapAnalysisPass"):
        module.runOptimizationPipeline()       # the registered pass ran, and found gaps

    clean = rocisa.toStinkyTofuModule(body, (12, 5, 0), "Cijk_gemm", None, _tensile_options())
    clean.runOptimizationPipeline()
    text = clean.emitAssembly()
    assert "global_wb scope:SCOPE_CU" in text and "s_wait_dscnt" in text


def test_arch_arguments_are_checked_as_the_binding_does():
    with pytest.raises(ValueError, match="arch must be a tuple or list of 3 integers"):
        rocisa.isSupportedByStinkyTofu(1250)
    with pytest.raises(ValueError, match="arch must have exactly 3 elements"):
        rocisa.isMnemonicSupportedByStinkyTofu("s_nop", (12, 5))
    assert rocisa.isSupportedByStinkyTofu("gfx1250")


def test_an_unset_tile_at_optlevel_1_is_an_error_not_an_abort():
    module = rocisa.toStinkyTofuModule("s_endpgm\n", (12, 5, 0), "k",
                                       options={"OptLevel": 1, "TileA0": 64})
    with pytest.raises(StinkyError, match="GemmTileConfig::TileB0 is 0"):
        module.runOptimizationPipeline()


def test_plugins_cannot_load_and_say_so(caplog):
    with caplog.at_level(logging.WARNING, logger="stinkytofu_opt"):
        assert rocisa.loadPlugin("/opt/plugins/libmine.so") is False
        rocisa.loadPluginsFromDirectory("/opt/plugins")
    assert len(caplog.records) == 2
    assert rocisa.stinkytofuExamplePluginPath() == ""


def test_options_are_the_specs_keys_with_their_types():
    for key in ("RegisterAllocation", "DsReadPerCap", "HasVgprMSB16", "EnableSwPrefetchInsertion",
                "SwPrefetchScratchSgpr", "TDMInflightLimit", "ClusterBarrierRule3SignalLeadCycles",
                "LockDsReadOrder", "DsReadThrottleTransitionFactor", "VgprMsbMode", "CloneList"):
        assert key in MODULE_OPTIONS, key
    resolved = resolve({"DsReadThrottleTransitionFactor": 2,
                        "CloneList": [rocisa.CloneSpec("A", "label_A")]})
    assert resolved["DsReadThrottleTransitionFactor"] == 2.0
    assert resolved["LockDsReadOrder"] is True and resolved["DsReadOrder"] == -1
    assert resolved["CloneList"] == "A:label_A"
    with pytest.raises(StinkyError, match="options must be a dict"):
        rocisa.toStinkyTofuModule("s_endpgm\n", (12, 5, 0), "k", None, [("OptLevel", 1)])


def test_arch_name_picks_the_stepping():
    module = rocisa.toStinkyTofuModule("s_endpgm\n", (12, 5, 0), "k",
                                       options={"ArchName": "gfx1250v0"})
    assert module.getModule().arch == "gfx1250v0"
