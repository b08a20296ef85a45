"""BuildUseDefChainPass: build SSA use-def chains and leave the PHIs in place."""

from __future__ import annotations

from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.analysis.usedef import build_use_def
from stinkytofu_opt.machine.indexed import resolve_indexed
from stinkytofu_opt.passes.registry import Option, Pass


class BuildUseDefChainPass(Pass):
    NAME = "BuildUseDefChainPass"
    SUMMARY = "Build use-def chains over register units and insert st.PHI at join blocks"
    OPTIONS = (
        Option("includePseudo", "bool", False,
               "also chain the LDS<t> pseudo registers of memory tokens"),
        Option("noClearExisting", "bool", False,
               "keep PHIs already in the function instead of rebuilding from scratch"),
    )

    def run(self, function, ctx) -> bool:
        cfg = ctx.analyses.get(CFGInfo, function)
        resolve_indexed(function, ctx.target)
        build_use_def(function, cfg, include_pseudo=self.options["includePseudo"],
                      clear_existing=not self.options["noClearExisting"])
        return True
