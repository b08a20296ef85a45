"""The machine-model properties on generated programs of three targets (test/unit/
test_machine_properties.py): wait insertion's output is accepted by the validator, a
second insertion run adds nothing, the independent simulator finds no hazard, and an
instruction replaced by an unknown spelling (keeping its result, or naming it as a source:
no result register) never leaves a hazard once the real instruction is put back.

The programs: stir_gen's for gfx1250 (simulator gpu_sim), lgkm_gen's for gfx942 (lgkm_sim),
and stir_gen's mapped to gfx1200 by benchmarks/gfx12_programs.py (gpu_sim with FLAT on
dscnt and loadcnt's VGPR writes in no order, as gfx12 is)."""

from __future__ import annotations

import importlib.util
import os
import random
from dataclasses import dataclass, field

import gpu_sim
import lgkm_gen
import lgkm_sim
from soundness import parse, run_insertion
from stir_gen import generate

from stinkytofu_opt.passes.waits.validation.validator import validate_function
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.stir_printer import print_function

ARCHS = ("gfx1250", "gfx1200", "gfx942")
UNKNOWN = "_unknown"
_PROGRAM = None


def _gfx12_program():
    global _PROGRAM
    if _PROGRAM is None:
        path = os.path.join(os.path.dirname(__file__), "..", "..", "benchmarks",
                            "gfx12_programs.py")
        spec = importlib.util.spec_from_file_location("gfx12_programs", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _PROGRAM = module.Program
    return _PROGRAM


def program(arch: str, seed: int, **gen) -> str:
    if arch == "gfx1250":
        return generate(seed, **gen)
    if arch == "gfx942":
        return lgkm_gen.generate(seed, arch, **gen)
    return _gfx12_program()(generate(seed, **gen)).stir()


def hazards(function, arch: str, num_waves: int) -> list:
    if arch == "gfx1250":
        sim = gpu_sim.Simulator(function, num_waves, max_paths=256)
    elif arch == "gfx1200":
        sim = gpu_sim.Simulator(function, num_waves, max_paths=256, flat_lds=True,
                                unordered_writes=("loadcnt",))
    else:
        sim = lgkm_sim.LgkmSimulator(function, arch, max_paths=256)
    return sim.run()


def inserted(text: str, arch: str, num_waves: int) -> str:
    function = parse(text, arch=arch)
    run_insertion(function, num_waves, arch=arch)
    return print_function(function)


def rejected(text: str, arch: str, num_waves: int) -> list:
    return validate_function(parse(text, "out.stir", arch), num_waves, target=get_target(arch))


@dataclass
class Tally:
    runs: int = 0
    rejected: list = field(default_factory=list)
    not_idempotent: list = field(default_factory=list)
    hazards: list = field(default_factory=list)
    substitutions: int = 0
    substitution_hazards: list = field(default_factory=list)
    unknown_rejected: list = field(default_factory=list)


def instruction_lines(text: str) -> list[int]:
    return [k for k, line in enumerate(text.splitlines())
            if '"st.' in line and "branch" not in line and "s_endpgm" not in line
            and "s_wait" not in line]


def unknown_spelling(line: str, keep_result: bool) -> str:
    """``line`` with its mnemonic unknown; without ``keep_result``, its destinations are
    named as its first sources instead (an unknown instruction with no result register)."""
    head, quote, tail = line.partition('"st.')
    mnemonic, rest = tail.split('"', 1)
    indent = head[:len(head) - len(head.lstrip())]
    dests = head.strip().rstrip("=").strip()
    if keep_result or not dests:
        return f'{head}{quote}{mnemonic}{UNKNOWN}"{rest}'
    inner = rest[1:]   # after "("
    sep = "" if inner.startswith(")") else ", "
    return f'{indent}"st.{mnemonic}{UNKNOWN}"({dests}{sep}{inner}'


def substitute(text: str, arch: str, num_waves: int, k: int, keep_result: bool) -> tuple:
    """(hazards, validator violations) of the program with line ``k`` replaced by an unknown
    spelling, waited for by insertion, and put back."""
    lines = text.splitlines()
    original = lines[k]
    lines[k] = unknown_spelling(original, keep_result)
    waited_text = inserted("\n".join(lines) + "\n", arch, num_waves)
    unknown_rejected = rejected(waited_text, arch, num_waves)
    waited = waited_text.splitlines()
    restored = [original if UNKNOWN + '"' in line else line for line in waited]
    assert restored != waited, waited
    function = parse("\n".join(restored) + "\n", "restored.stir", arch)
    return hazards(function, arch, num_waves), validate_function(
        function, num_waves, target=get_target(arch)), unknown_rejected


def check(arch: str, seeds, num_waves=(0, 1), substitutions: int = 2,
          tally: Tally | None = None, **gen) -> Tally:
    tally = tally or Tally()
    for seed in seeds:
        text = program(arch, seed, **gen)
        r = random.Random(seed)
        for nw in num_waves:
            tally.runs += 1
            out = inserted(text, arch, nw)
            if rejected(out, arch, nw):
                tally.rejected.append((arch, seed, nw))
            if inserted(out, arch, nw) != out:
                tally.not_idempotent.append((arch, seed, nw))
            if hazards(parse(out, "out.stir", arch), arch, nw):
                tally.hazards.append((arch, seed, nw))
            candidates = instruction_lines(text)
            for _ in range(substitutions):
                k = r.choice(candidates)
                keep = r.random() < 0.5
                tally.substitutions += 1
                found, violations, unknown_rejected = substitute(text, arch, nw, k, keep)
                if unknown_rejected:
                    tally.unknown_rejected.append((arch, seed, nw, text.splitlines()[k].strip(),
                                                   keep))
                if found or violations:
                    tally.substitution_hazards.append(
                        (arch, seed, nw, text.splitlines()[k].strip(), keep,
                         [str(h) for h in found[:1]], len(violations)))
    return tally
