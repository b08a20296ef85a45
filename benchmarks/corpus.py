"""The real-compiler-output corpus (test/corpus/Inputs) through the wait passes.

    python benchmarks/corpus.py [--runs N] [--corpus test/corpus/llvm22/Inputs]

Per file: microseconds per instruction for reading, for validating the compiler's own
waits (CFGBuilderPass + WaitCntValidationCheckPass) and for strip-and-insert (every memory
wait deleted, CFGBuilderPass + StinkyWaitCntInsertionPass), in process, best of N runs
(the parse is timed apart, so the pass figures are the passes alone), then the totals.
CPU time (user + system of this process): on a shared machine wall time also measures
the neighbours.
"""

from __future__ import annotations

import argparse
import pathlib
import re
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from stinkytofu_opt.passes.registry import load_pass  # noqa: E402
from stinkytofu_opt.pipeline import PassContext, TileConfig  # noqa: E402
from stinkytofu_opt.target import get_target  # noqa: E402
from stinkytofu_opt.text.asm_reader import parse_asm  # noqa: E402
from stinkytofu_opt.text.diagnostics import DiagnosticEngine  # noqa: E402
from stinkytofu_opt.text.regions import split_functions  # noqa: E402

WAIT = re.compile(r"\s*s_wait(cnt(_vscnt|_vmcnt|_lgkmcnt|_expcnt)?|_(loadcnt|dscnt|kmcnt|"
                  r"storecnt|samplecnt|bvhcnt|expcnt|loadcnt_dscnt|storecnt_dscnt))\b")


class _Quiet:
    def write(self, text):
        pass

    def flush(self):
        pass


def _run(text, arch, passes):
    """(seconds reading, seconds in the passes, instructions)."""
    target = get_target(arch)
    diags = DiagnosticEngine(_Quiet())
    start = time.process_time()
    module = parse_asm(text, "corpus.s", target, diags)
    functions = split_functions(module)
    read = time.process_time() - start
    ctx = PassContext(target, TileConfig(), diags)
    objs = [load_pass(name)(opts) for name, opts in passes]
    start = time.process_time()
    for function in functions:
        for p in objs:
            p.run(function, ctx)
    work = time.process_time() - start
    count = sum(1 for f in module.functions for _ in f.instructions())
    return read, work, count


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--corpus", default=str(ROOT / "test" / "corpus" / "Inputs"),
                        help="a folder of <arch>/*.s files (default: the LLVM 19 corpus)")
    args = parser.parse_args(argv)
    validate = [("CFGBuilderPass", {}), ("WaitCntValidationCheckPass", {"noAbort": True})]
    insert = [("CFGBuilderPass", {}), ("StinkyWaitCntInsertionPass", {})]
    totals = [0.0, 0.0, 0.0, 0]
    print(f"{'file':28} {'instrs':>7} {'read':>8} {'validate':>9} {'strip+insert':>13}   "
          "(us/instruction)")
    for path in sorted(pathlib.Path(args.corpus).glob("*/*.s")):
        arch = path.parent.name
        text = path.read_text()
        stripped = "\n".join(line for line in text.splitlines() if not WAIT.match(line))
        best = [float("inf")] * 3
        count = 0
        for _ in range(args.runs):
            read, check, count = _run(text, arch, validate)
            _, redo, _ = _run(stripped, arch, insert)
            best = [min(best[0], read), min(best[1], check), min(best[2], redo)]
        us = [1e6 * t / count for t in best]
        print(f"{arch + '/' + path.name:28} {count:7d} {us[0]:8.1f} {us[1]:9.1f} {us[2]:13.1f}")
        totals = [totals[0] + best[0], totals[1] + best[1], totals[2] + best[2],
                  totals[3] + count]
    us = [1e6 * t / totals[3] for t in totals[:3]]
    print(f"{'all':28} {totals[3]:7d} {us[0]:8.1f} {us[1]:9.1f} {us[2]:13.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
