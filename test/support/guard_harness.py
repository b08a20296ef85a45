"""Runs the four gfx1250 guard passes in-process on a `.stir` text and hands the result to
the independent checkers (guard_checkers.py); shared by the CI property test and the
benchmark, so both check the same things."""

from __future__ import annotations

import io

from guard_checkers import (coissue_violations, tensor_violations, wave_sync_violations,
                            xcnt_violations)

from stinkytofu_opt.passes.registry import load_pass
from stinkytofu_opt.pipeline import PassContext, TileConfig
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir
from stinkytofu_opt.text.stir_printer import print_module

ORDER = ("TDMLoadWaveSyncPass", "TDMInflightGuardPass", "InsertCoexecHazardPass",
         "Gfx1250HazardPass")


def parse(text: str, arch: str = "gfx1250"):
    target = get_target(arch)
    diags = DiagnosticEngine(io.StringIO())
    module = parse_stir(text, "<gen>", target, diags)
    return module, target


def run_guards(text: str, arch: str = "gfx1250", passes=ORDER):
    """The module after the passes, and the diagnostics they printed."""
    module, target = parse(text, arch)
    stream = io.StringIO()
    ctx = PassContext(target, TileConfig(NumWaves=2), DiagnosticEngine(stream))
    for name in passes:
        instance = load_pass(name)({})
        for function in module.functions:
            instance.run(function, ctx)
            ctx.diags.flush()
    assert not ctx.failed, stream.getvalue()
    return module, target, stream.getvalue()


def violations(module, target) -> dict[str, list]:
    out = {"tensor": [], "xcnt": [], "coissue": [], "wave_sync": []}
    for function in module.functions:
        out["tensor"] += tensor_violations(function, target.guards.tdm_inflight_limit)
        out["xcnt"] += xcnt_violations(function, target)
        out["coissue"] += coissue_violations(function, target)
        out["wave_sync"] += wave_sync_violations(function)
    return out


def check_program(text: str, arch: str = "gfx1250") -> dict:
    """{'before': violations of the input, 'after': of the output, 'stable': a second run
    printed the same text}."""
    before_module, target = parse(text, arch)
    before = violations(before_module, target)
    module, target, _ = run_guards(text, arch)
    after = violations(module, target)
    once = print_module(module)
    again, _, _ = run_guards(once, arch)
    return {"before": before, "after": after, "stable": print_module(again) == once}
