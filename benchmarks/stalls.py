"""Stall cycles of the waits of the default and precise insertion and of LLVM, on the same
programs (issue 22), under the project's stall estimate (analysis/stall_estimate.py).

    python benchmarks/stalls.py [--programs 300] [--length 32] [--trips 8] [--llc llc-19]

Three parts, one table each:

1. LLVM beside the insertion pass, on gfx1200 and gfx942: random programs of
   utils/gen_crosscheck.py (global, FLAT, DS and scalar loads, stores, VALU and SALU adds
   over a small register pool; straight-line, a preheader with a self-looping body, and a
   diamond: a head, two arms and their join),
   written as ``.stir`` and as MIR. The pass inserts waits into the one (default, and
   ``=precise``); ``llc -run-pass=si-insert-waitcnts`` into the other, whose waits are read
   back into the same instruction stream. All three are estimated alike. Hazards: those of
   the program without waits that LLVM's waits remove must be removed by ours too, by the
   independent simulator (test/support/gpu_sim.py; gfx1200, whose wait spellings it reads;
   FLAT on dscnt too, VMEM register writes in no order, as LLVM models gfx12)
   and by the validator (both targets; in its precise mode, which models a mixed lgkmcnt by
   class ages, for LLVM's and precise output); the validator must accept our waits (each
   mode's in its own mode). One more row:
   test/support/stir_gen.py's gfx1250 programs (nested diamonds, if-thens and loops)
   mapped to gfx1200 by benchmarks/gfx12_programs.py (which says what it keeps and drops).
2. gfx1250 programs of test/support/stir_gen.py (tensor loads, async stores, barriers,
   memory tokens; NumWaves 0 and 1 alternating): default and precise only (LLVM 19 has no
   gfx1250, and those operations have no gfx12 counterpart).
3. The real-compiler corpus (test/corpus/Inputs): each kernel's waits as the compiler wrote
   them, and after StinkyRemoveWaitCntPass (which keeps the memory-ordering fences) and
   insertion, default and precise.
4. gfx1250 beside LLVM 22: the same on the LLVM 22 corpus's gfx1250 files
   (test/corpus/llvm22/Inputs/gfx1250, clang-22 output), "compiler" being LLVM 22's waits.
   ``--llvm22-only`` runs this part alone (seconds).

The figures are sums over the programs; "precise / LLVM" is the issue's target (at most
0.9). Exit status 1 if a hazard LLVM guards is left unguarded by ours, or the validator
rejects our waits.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "utils"))
sys.path.insert(0, str(ROOT / "test" / "support"))

import stinkytofu_opt as st  # noqa: E402
from gen_crosscheck import llvm_waits, mir_to_stir, random_program, to_stir  # noqa: E402
from gfx12_programs import Program  # noqa: E402
from gpu_sim import simulate  # noqa: E402
from stinkytofu_opt.ir.core import Instruction  # noqa: E402
from stinkytofu_opt.machine.facts import is_wait_instruction as is_wait  # noqa: E402
from stinkytofu_opt.passes.waits.validation.validator import validate_function  # noqa: E402
from stinkytofu_opt.target import get_target  # noqa: E402
from stir_gen import generate  # noqa: E402

MODES = {"default": "StinkyWaitCntInsertionPass",
         "precise": "StinkyWaitCntInsertionPass=precise"}
TARGET_RATIO = 0.9


@dataclass
class Tally:
    programs: int = 0
    stalls: dict = field(default_factory=dict)     # column -> stall cycles
    waits: dict = field(default_factory=dict)      # column -> wait instructions
    ours_more: int = 0         # programs where precise stalls longer than LLVM
    llvm_guarded: int = 0      # hazards of the unwaited program LLVM's waits remove
    unguarded: int = 0         # ... that ours leave (must be 0)
    rejected: int = 0          # programs whose waits (ours) the validator rejects
    llvm_rejected: int = 0     # programs whose waits (LLVM's) the validator rejects

    def add(self, column: str, report) -> None:
        self.stalls[column] = self.stalls.get(column, 0) + report.stall_cycles
        self.waits[column] = self.waits.get(column, 0) + sum(
            len(f.waits) for f in report.functions)


def _ordinals(function) -> dict[int, int]:
    """id(instruction) -> its index among the function's instructions that are not waits:
    the same in every version of one program."""
    out = {}
    for inst in (i for b in function.blocks for i in b.items if isinstance(i, Instruction)):
        if not is_wait(inst):
            out[id(inst)] = len(out)
    return out


def _hazards(function, arch: str, precise: bool) -> set:
    """The hazards of ``function``, by the validator (in its precise mode, which models a
    mixed lgkmcnt by class ages, for precise output) and, on gfx1200, by the simulator."""
    ordinal = _ordinals(function)
    found = {("validator", ordinal[id(v.consumer)], ordinal[id(v.producer)], v.counter)
             for v in validate_function(function, target=get_target(arch), precise=precise)}
    if arch == "gfx1200":
        found |= {("simulator", ordinal[id(h.consumer)], ordinal[id(h.producer)], h.kind)
                  for h in simulate(function, 0, flat_lds=True, unordered_writes=("loadcnt",))}
    return found


def _parse(text: str, arch: str):
    return st.parse(text, arch=arch, filename="program.stir")


def _compare(tally: Tally, arch: str, source: str, theirs_text: str, trips: int) -> None:
    """One program: LLVM's waits (``theirs_text``) beside the insertion's in ``source``."""
    target = get_target(arch)
    theirs = _parse(theirs_text, arch)
    bare = _parse(source, arch)
    tally.programs += 1
    llvm_stalls = theirs.stall_report(trips).stall_cycles
    tally.add("LLVM", theirs.stall_report(trips))
    tally.llvm_rejected += bool(validate_function(theirs.ir.functions[0], target=target))
    guarded = (_hazards(bare.ir.functions[0], arch, True)
               - _hazards(theirs.ir.functions[0], arch, True))
    tally.llvm_guarded += len(guarded)
    for mode, spelling in MODES.items():
        ours = _parse(source, arch)
        ours.run([spelling])
        report = ours.stall_report(trips)
        tally.add(mode, report)
        function = ours.ir.functions[0]
        precise = mode == "precise"
        tally.rejected += bool(validate_function(function, target=target, precise=precise))
        tally.unguarded += len(guarded & _hazards(function, arch, precise))
        if precise:
            tally.ours_more += report.stall_cycles > llvm_stalls


def llvm_part(arch: str, llc: str, programs: int, length: int, trips: int) -> dict:
    """gen_crosscheck's programs, per shape."""
    tallies = {}
    for shape in ("straight", "loop", "diamond"):
        tally = tallies[shape] = Tally()
        blocks = [random_program(seed, shape, length) for seed in range(programs)]
        for program, llvm in zip(blocks, llvm_waits(llc, arch, blocks)):
            if not isinstance(llvm, str):
                raise SystemExit(f"llc failed on a {arch} {shape} program:\n"
                                 f"{getattr(llvm, 'stderr', llvm)}")
            _compare(tally, arch, to_stir(program, arch), mir_to_stir(llvm, program, arch),
                     trips)
    return tallies


def stir_gen_part(llc: str, programs: int, trips: int) -> Tally:
    """test/support/stir_gen.py's programs mapped to gfx1200 (benchmarks/gfx12_programs.py)."""
    tally = Tally()
    mapped = [Program(generate(seed)) for seed in range(programs)]
    mir = "".join(p.mir(f"mapped{i}") for i, p in enumerate(mapped))
    with tempfile.NamedTemporaryFile("w", suffix=".mir") as f:
        f.write(mir)
        f.flush()
        run = subprocess.run([llc, "-mtriple=amdgcn", "-mcpu=gfx1200",
                              "-run-pass=si-insert-waitcnts", "-o", "-", f.name],
                             capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"llc failed on the mapped stir_gen programs:\n{run.stderr}")
    docs = {}
    for doc in re.split(r"^---.*$", run.stdout, flags=re.M):
        found = re.search(r"^name:\s+mapped(\d+)\s*$", doc, flags=re.M)
        if found is not None:
            docs[int(found[1])] = doc
    for i, program in enumerate(mapped):
        _compare(tally, "gfx1200", program.stir(), program.stir(program.llvm_waits(docs[i])),
                 trips)
    return tally


def gfx1250_part(programs: int, trips: int) -> Tally:
    tally = Tally()
    for seed in range(programs):
        text = generate(seed)
        tally.programs += 1
        for mode, spelling in MODES.items():
            module = _parse(text, "gfx1250")
            module.run(["StinkyBuildImplicitDependencyPass", spelling], num_waves=seed % 2)
            tally.add(mode, module.stall_report(trips))
    return tally


WAIT = re.compile(r"\s*(s_waitcnt(?:_vscnt|_vmcnt|_expcnt|_lgkmcnt)?|s_wait_(?:loadcnt_dscnt|"
                  r"storecnt_dscnt|loadcnt|dscnt|kmcnt|storecnt|samplecnt|bvhcnt|expcnt|"
                  r"tensorcnt|asynccnt|xcnt))(?:\s|$)")


def _kernels(text: str, arch: str, name: str):
    """The file as the command line reads it: the passes run on each function."""
    from stinkytofu_opt.api import Module
    from stinkytofu_opt.text.diagnostics import DiagnosticEngine

    return Module._load(text, get_target(arch), arch, name, True, DiagnosticEngine(),
                        whole_file=True)


def corpus_part(trips: int, pattern: str = "Inputs/*/*.s") -> dict:
    rows = {}
    for path in sorted((ROOT / "test" / "corpus").glob(pattern)):
        arch = path.parent.name
        text = path.read_text()
        tally = rows[f"{arch}/{path.name}"] = Tally()
        written = _kernels(text, arch, path.name)
        written.run(["CFGBuilderPass"])
        tally.add("compiler", written.stall_report(trips))
        tally.programs = len(written.stall_report(trips).functions)
        for mode, spelling in MODES.items():
            module = _kernels(text, arch, path.name)
            module.run(["CFGBuilderPass", "StinkyRemoveWaitCntPass", spelling])
            try:
                module.run(["WaitCntValidationCheckPass"])
            except st.StinkyError:
                tally.rejected += 1
            tally.add(mode, module.stall_report(trips))
    return rows


def _ratio(a: int, b: int) -> str:
    return f"{a / b:.2f}" if b else "-"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", type=int, default=300,
                    help="random programs per target and shape (default 300)")
    ap.add_argument("--length", type=int, default=32,
                    help="instructions per LLVM-comparison program (default 32)")
    ap.add_argument("--trips", type=int, default=8, help="loop trips of the estimate")
    ap.add_argument("--llc", default="llc-19")
    ap.add_argument("--arch", action="append", choices=("gfx1200", "gfx942"),
                    help="targets of the LLVM comparison (default both)")
    ap.add_argument("--llvm22-only", action="store_true",
                    help="part 4 only: gfx1250 beside LLVM 22 on the LLVM 22 corpus")
    ap.add_argument("--gfx1250-programs", type=int, default=None,
                    help="stir_gen programs of part 2 (default: --programs)")
    args = ap.parse_args(argv)
    failed = False
    print(f"stall cycles, loops {args.trips} trips (README 'Stall estimate'); load average "
          f"{os.getloadavg()[0]:.1f}")
    if args.llvm22_only:
        return 1 if _corpus_table("4. gfx1250 beside LLVM 22 (test/corpus/llvm22: clang-22 "
                                  "output, stripped and reinserted)",
                                  corpus_part(args.trips, LLVM22_GFX1250)) else 0
    if shutil.which(args.llc) is None:
        print(f"part 1 skipped: {args.llc} not found")
    else:
        print(f"\n1. LLVM ({args.llc} -run-pass=si-insert-waitcnts) beside insertion, "
              f"{args.programs} programs of {args.length} instructions per row")
        print(f"{'target':8} {'programs':10} {'default':>9} {'precise':>9} {'LLVM':>9} "
              f"{'prec/LLVM':>9} {'ours>LLVM':>9} {'waits d/p/L':>16} {'LLVM-guarded':>12} "
              f"{'unguarded':>9} {'rejected':>8} {'LLVM rej.':>9}")
        rows = [(arch, shape, t) for arch in args.arch or ("gfx1200", "gfx942")
                for shape, t in llvm_part(arch, args.llc, args.programs, args.length,
                                          args.trips).items()]
        if "gfx1200" in (args.arch or ("gfx1200",)):
            rows.append(("gfx1200", "stir_gen", stir_gen_part(args.llc, args.programs,
                                                              args.trips)))
        total = Tally()
        for arch, shape, t in rows:
            s, w = t.stalls, t.waits
            print(f"{arch:8} {shape:10} {s['default']:9} {s['precise']:9} {s['LLVM']:9} "
                  f"{_ratio(s['precise'], s['LLVM']):>9} {t.ours_more:9} "
                  f"{w['default']:>5}/{w['precise']}/{w['LLVM']:<5} {t.llvm_guarded:12} "
                  f"{t.unguarded:9} {t.rejected:8} {t.llvm_rejected:9}")
            for key in s:
                total.stalls[key] = total.stalls.get(key, 0) + s[key]
            failed |= bool(t.unguarded or t.rejected)
        ratio = total.stalls["precise"] / total.stalls["LLVM"] if total.stalls["LLVM"] else 0
        print(f"all: precise / LLVM = {ratio:.2f} (target <= {TARGET_RATIO}: "
              f"{'met' if ratio <= TARGET_RATIO else 'MISS'}); default / LLVM = "
              f"{_ratio(total.stalls['default'], total.stalls['LLVM'])}")
    n1250 = args.programs if args.gfx1250_programs is None else args.gfx1250_programs
    t = gfx1250_part(n1250, args.trips)
    print(f"\n2. gfx1250, test/support/stir_gen.py seeds 0-{n1250 - 1}: default "
          f"{t.stalls['default']}, precise {t.stalls['precise']} "
          f"(precise / default {_ratio(t.stalls['precise'], t.stalls['default'])}; waits "
          f"{t.waits['default']} / {t.waits['precise']})")
    failed |= _corpus_table("3. test/corpus: the compiler's waits, and stripped and reinserted",
                            corpus_part(args.trips))
    failed |= _corpus_table("4. gfx1250 beside LLVM 22 (test/corpus/llvm22: clang-22 output, "
                            "stripped and reinserted)", corpus_part(args.trips, LLVM22_GFX1250))
    return 1 if failed else 0


LLVM22_GFX1250 = "llvm22/Inputs/gfx1250/*.s"


def _corpus_table(title: str, rows: dict) -> bool:
    """Print one corpus table; whether the validator rejected any reinserted waits."""
    print(f"\n{title}")
    print(f"{'file':22} {'kernels':>7} {'compiler':>9} {'default':>9} {'precise':>9} "
          f"{'prec/comp':>9} {'waits c/d/p':>14} {'rejected':>8}")
    failed = False
    for name, t in rows.items():
        s, w = t.stalls, t.waits
        print(f"{name:22} {t.programs:7} {s['compiler']:9} {s['default']:9} {s['precise']:9} "
              f"{_ratio(s['precise'], s['compiler']):>9} "
              f"{w['compiler']:>4}/{w['default']}/{w['precise']:<4} {t.rejected:8}")
        failed |= bool(t.rejected)
    return failed


if __name__ == "__main__":
    sys.exit(main())
