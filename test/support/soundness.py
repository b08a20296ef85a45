"""Run the wait-count insertion pass in-process on generated programs and
judge the result with the independent simulator (gpu_sim) and the
validator pass. Shared by test/unit/test_waitcnt_soundness.py and
benchmarks/soundness.py."""

from __future__ import annotations

from dataclasses import dataclass, field

import gpu_sim
import lgkm_gen
import lgkm_sim
from stir_gen import generate

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.passes.registry import PASS_MODULES, load_pass
from stinkytofu_opt.pipeline import PassContext, TileConfig
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir
from stinkytofu_opt.text.stir_printer import print_function

INSERTION = "StinkyWaitCntInsertionPass"
IMPLICIT = "StinkyBuildImplicitDependencyPass"

_TARGETS: dict = {}


def target(arch: str = "gfx1250"):
    t = _TARGETS.get(arch)
    if t is None:
        t = _TARGETS[arch] = get_target(arch)
    return t


def insertion_available() -> bool:
    if INSERTION not in PASS_MODULES or IMPLICIT not in PASS_MODULES:
        return False
    try:
        load_pass(INSERTION)
        load_pass(IMPLICIT)
    except Exception:  # noqa: BLE001 - a module that does not import yet
        return False
    return True


def parse(text: str, name: str = "gen.stir", arch: str = "gfx1250"):
    diags = DiagnosticEngine()
    module = parse_stir(text, name, target(arch), diags)
    if diags.errors:
        raise AssertionError("\n".join(d.render() for d in diags.errors) + "\n" + text)
    return module.functions[0]


def run_insertion(function, num_waves: int = 0, options: dict | None = None,
                  arch: str = "gfx1250", comments_shown: bool = True):
    """Run the implicit-dependency and insertion passes on ``function`` in
    place, the way the command line does (``comments_shown``: with
    ``--preserve-comments``, which waits provenance for)."""
    ctx = PassContext(target(arch), TileConfig(NumWaves=num_waves),
                      DiagnosticEngine(_Sink()), comments_shown=comments_shown)
    for name, opts in ((IMPLICIT, {}), (INSERTION, options or {})):
        cls = load_pass(name)
        cls(opts).run(function, ctx)
    return ctx


class _Sink:
    """Collects remarks (cap-hit fallbacks) instead of printing them."""

    def __init__(self):
        self.text = []

    def write(self, s):
        self.text.append(s)


def simulator(function, arch: str = "gfx1250", num_waves: int = 0,
              strict_loops: bool = False, **kw):
    """The independent simulator of ``arch``: gpu_sim for gfx1250, lgkm_sim for the
    targets with a shared lgkmcnt (lgkm_gen's programs)."""
    if arch == "gfx1250":
        return gpu_sim.Simulator(function, num_waves, strict_tensor_loops=strict_loops, **kw)
    return lgkm_sim.LgkmSimulator(function, arch, **kw)


def program(seed: int, arch: str = "gfx1250", **gen) -> str:
    """The generated program of ``seed`` for ``arch``."""
    if arch == "gfx1250":
        return generate(seed, **gen)
    return lgkm_gen.generate(seed, arch, **gen)


def fell_back(ctx) -> bool:
    """Whether the insertion run of ``ctx`` (run_insertion) hit the solver's iteration
    cap and used the wait-0 fallback plan."""
    return any("iteration cap" in d.message for d in ctx.diags.diagnostics)


def waits_of(function):
    return [i for i in function.instructions() if i.opcode.startswith("s_wait")]


@dataclass
class Verdict:
    seed: int
    num_waves: int
    text: str = ""
    output: str = ""
    hazards: list = field(default_factory=list)
    violations: list = field(default_factory=list)
    idempotent: bool = True
    second_output: str = ""
    waits: int = 0
    truncated: bool = False

    @property
    def ok(self) -> bool:
        return not self.hazards and not self.violations and self.idempotent

    def explain(self) -> str:
        lines = [f"seed {self.seed}, NumWaves={self.num_waves}"]
        lines += [f"  simulator: {h}" for h in self.hazards[:5]]
        lines += [f"  validator: {v.render().strip()}" for v in self.violations[:5]]
        if not self.idempotent:
            lines.append("  a second insertion run changed the output")
        lines.append("--- input ---\n" + self.text + "--- output ---\n" + self.output)
        if not self.idempotent:
            lines.append("--- second output ---\n" + self.second_output)
        return "\n".join(lines)


def check_seed(seed: int, num_waves: int = 0, strict_loops: bool = False,
               validate: bool = True, idempotence: bool = True,
               pass_options: dict | None = None, arch: str = "gfx1250", **gen) -> Verdict:
    """The pass on ``seed``'s program for ``arch``, judged by the simulator, the
    validator (in its precise mode when the pass ran in its own) and a second run."""
    from stinkytofu_opt.passes.waits.validation.validator import validate_function

    text = program(seed, arch, **gen)
    v = Verdict(seed, num_waves, text)
    function = parse(text, arch=arch)
    options = {"enableLoopCarriedTokenDeps": True} if strict_loops else {}
    options.update(pass_options or {})
    run_insertion(function, num_waves, options, arch)
    v.output = print_function(function)
    v.waits = len(waits_of(function))
    sim = simulator(function, arch, num_waves, strict_loops)
    v.hazards = sim.run()
    v.truncated = sim.truncated
    if validate:
        v.violations = validate_function(function, num_waves, strict_tensor_loops=strict_loops,
                                         target=target(arch),
                                         precise=bool(options.get("precise")))
    if idempotence:
        again = parse(v.output, "out.stir", arch)
        run_insertion(again, num_waves, options, arch)
        v.second_output = print_function(again)
        v.idempotent = v.second_output == v.output
    v.function = function
    return v


__all__ = ["Instruction", "check_seed", "fell_back", "insertion_available", "parse", "program",
           "run_insertion", "simulator", "waits_of"]
