"""StinkyWaitCntInsertionPass: insert s_wait_* so async memory results are ready
before use (SSA def-use over memory tokens + per-predecessor queue dataflow).

The implementation lives in ``stinkytofu_opt.passes.waits.insertion``; this module
registers it with the driver.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.passes.control_flow.cfg_builder import unbuilt_cfg_warning
from stinkytofu_opt.passes.dependences.implicit_deps import link_tokens_if_needed
from stinkytofu_opt.passes.registry import Option, Pass
from stinkytofu_opt.passes.waits import calling_convention as convention
from stinkytofu_opt.passes.waits.clauses import keep_clauses_whole
from stinkytofu_opt.passes.waits.insertion import insert_waits


class StinkyWaitCntInsertionPass(Pass):
    NAME = "StinkyWaitCntInsertionPass"
    SUMMARY = ("Insert s_wait_dscnt/loadcnt/kmcnt/tensorcnt/asynccnt from memtoken use-def "
               "chains and a per-predecessor queue dataflow")
    OPTIONS = (
        Option("enableLoopCarriedTokenDeps", "bool", False,
               "let tensor-token state flow around loop back edges (conservative)"),
        Option("enableTensorDescriptorWar", "bool", False,
               "drain tensorcnt before overwriting an SGPR an in-flight tensor load reads"),
        Option("disablePromotion", "bool", False,
               "turn ShallowPredPromotion off (baseline plan, then finalize)"),
        Option("loopCarriedTensorLoadsToKeep", "int", -1,
               "at a barrier carrying mod.loopcarriedwar, wait until at most N tensor "
               "loads are in flight (-1: off)"),
        Option("iterationCap", "int", 0,
               "solver sweep limit (0: min(256, max(72, 2 x blocks))); for testing"),
        Option("precise", "bool", False,
               "also apply the hardware-ordering rules beyond the reference's "
               "(insertion/precise.py; README 'How it differs')"),
    )

    def run(self, function, ctx) -> bool:
        unbuilt = unbuilt_cfg_warning(function, self.NAME)
        if unbuilt is not None:
            ctx.diags.warning(*unbuilt)
        link_tokens_if_needed(function, ctx, self.NAME)
        cfg = ctx.analyses.get(CFGInfo, function)
        cap = self.options["iterationCap"] or None
        # LLVM's calling convention (calling_convention.py): a function waits for its
        # caller's operations at its entry, a call returns with the counters drained, a
        # return waits for what is still in flight.
        convention.add_entry_waits(function, ctx.target)
        with convention.calls_as_drains(function, ctx.target):
            result = self._insert(function, ctx, cfg, cap)
        for wait, loc in convention.add_return_waits(function, ctx.target, ctx.tile.NumWaves):
            if ctx.remarks:
                ctx.remark(f"inserted {wait} before the return: a function drains its "
                           f"counters before it returns (calling convention)", loc)
        for message, loc in keep_clauses_whole(function):
            ctx.remark(message, loc)
        for message, loc in result.warnings:
            ctx.diags.warning(message, loc)
        for message, loc, always in result.remarks:
            if always or ctx.remarks:
                ctx.remark(message, loc)
        # use-def PHIs were inserted and removed: the instruction lists changed.
        return True

    def _insert(self, function, ctx, cfg, cap):
        return insert_waits(
            function, ctx.target, num_waves=ctx.tile.NumWaves,
            enable_loop_carried_token_deps=self.options["enableLoopCarriedTokenDeps"],
            enable_tensor_descriptor_war=self.options["enableTensorDescriptorWar"],
            disable_promotion=self.options["disablePromotion"], iteration_cap=cap,
            cfg=cfg, detailed_remarks=ctx.remarks, explain=ctx.comments_shown,
            loop_carried_tensor_loads_to_keep=self.options["loopCarriedTensorLoadsToKeep"],
            precise=self.options["precise"])
