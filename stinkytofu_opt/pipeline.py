"""Running passes: the context they share and the analysis cache."""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

from stinkytofu_opt.records import field, record
from stinkytofu_opt.text.diagnostics import DiagnosticEngine

if TYPE_CHECKING:
    from stinkytofu_opt.passes.registry import Pass


class AnalysisManager:
    """Computes an analysis once per function and keeps it until a pass
    reports that it changed the function."""

    def __init__(self):
        self._cache: dict[tuple[int, type], object] = {}

    def get(self, analysis: type, function, *args):
        key = (id(function), analysis)
        result = self._cache.get(key)
        if result is None:
            result = analysis(function, *args)
            self._cache[key] = result
        return result

    def invalidate(self, function) -> None:
        fid = id(function)
        for key in [k for k in self._cache if k[0] == fid]:
            del self._cache[key]


@record
class TileConfig:
    """GemmTileConfig from the command line (0 = unset; NumWaves 0 = multi-wave)."""

    TileA0: int = 0
    TileB0: int = 0
    TileM0: int = 0
    NumGRA: int = 0
    NumGRB: int = 0
    NumGRM: int = 0
    NumWaves: int = 0


@record
class PassContext:
    target: object
    tile: TileConfig = field(default_factory=TileConfig)
    diags: DiagnosticEngine = field(default_factory=DiagnosticEngine)
    analyses: AnalysisManager = field(default_factory=AnalysisManager)
    remarks: bool = False
    seed: int = 0
    filename: str = "<input>"
    failed: bool = False  # a check pass found a violation: exit status 1
    # Whether item comments reach an output (assembly under --preserve-comments):
    # passes may skip composing comments nobody will read.
    comments_shown: bool = True
    # The input's target ID turns XNACK on (``.amdgcn_target "...:xnack+"``): a memory
    # instruction may be replayed from its sources (text/target_id.py).
    xnack: bool = False

    def remark(self, message: str, loc=None) -> None:
        """An optimisation remark: always for soundness fallbacks, else
        only under --remarks. Goes to stderr."""
        self.diags.remark(message, loc)

    def error(self, message: str, loc=None) -> None:
        self.diags.error(message, loc)
        self.failed = True


@record
class PassInstance:
    name: str
    pass_: Pass


def run_pipeline(functions, passes: list[PassInstance], ctx: PassContext, *,
                 print_before=None, print_after=None, time_passes=False, stream=None,
                 verify_each=False) -> None:
    """Run each pass over each function, in command-line order.

    ``print_before``/``print_after`` are predicates on the pass name that
    select IR dumps to ``stream`` (stderr by default), as the timing report.
    ``verify_each`` runs StinkyIRVerifierPass's checks after every pass that changed
    the function (as mlir-opt's --verify-each); a problem fails the run, and is reported
    once, after the pass that left it first.
    """
    from stinkytofu_opt.text.stir_printer import print_function

    out = stream or sys.stderr

    timings: dict[str, float] = {}
    reported: set = set()
    for function in functions:
        for instance in passes:
            if print_before and print_before(instance.name):
                out.write(f"// -----// IR Dump Before {instance.name} //----- //\n"
                                 + print_function(function))
            start = time.perf_counter()
            changed = instance.pass_.run(function, ctx)
            timings[instance.name] = timings.get(instance.name, 0.0) + time.perf_counter() - start
            if changed:
                ctx.analyses.invalidate(function)
                if verify_each:
                    _verify_after(instance.name, function, ctx, reported)
            ctx.diags.flush()
            if print_after and print_after(instance.name):
                out.write(f"// -----// IR Dump After {instance.name} //----- //\n"
                                 + print_function(function))
    if time_passes:
        total = sum(timings.values())
        out.write("===-- Pass execution timing report --===\n")
        for name, seconds in timings.items():
            out.write(f"  {seconds * 1000:10.3f} ms  {name}\n")
        out.write(f"  {total * 1000:10.3f} ms  Total\n")


def _verify_after(pass_name: str, function, ctx: PassContext, reported: set) -> None:
    from stinkytofu_opt.passes.verify.ir_verifier import report, verify_function

    findings = []
    for finding in verify_function(function, ctx.target):
        key = (id(finding.inst) if finding.inst is not None else id(function), finding.message)
        if key not in reported:
            reported.add(key)
            findings.append(finding)
    if findings:
        report(findings, function, ctx, context=f"after {pass_name}: ")
