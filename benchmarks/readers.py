"""The readers alone: CPU time and memory of reading large inputs in process.

    .venv/bin/python benchmarks/readers.py [--runs 3] [--only NAME,...]

Inputs (generated into a temporary directory, each by its own generator):
the 100,000-instruction gemm/diamonds/loops kernels of gen_kernel.py as
``.stir`` and as ``.s``, the 100,000-instruction program of llvm_pair.py (the
program timed beside llc-19) and the 10^6-instruction ``tiny`` shape of
pathological_inputs.py. For each it prints the fastest of ``--runs`` CPU times
of ``parse_stir`` / ``parse_asm`` (the cycle collector paused, as the command
line runs) and the memory the module holds (RSS after reading minus before,
in a fresh process per input, so one input's garbage does not count for the
next). To measure another checkout, put it first on the path:
``PYTHONPATH=/path/to/checkout python benchmarks/readers.py``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SIZE = 100_000
INPUTS = ([f"{v}.{f}" for v in ("gemm", "diamonds", "loops") for f in ("stir", "s")]
          + ["llvm_pair.stir", "tiny.stir"])


def generate(name: str, path: str) -> None:
    if name == "llvm_pair.stir":
        subprocess.run([sys.executable, os.path.join(HERE, "llvm_pair.py"), "--size", str(SIZE),
                        "--stir", path, "--mir", path + ".mir"], check=True)
    elif name == "tiny.stir":
        sys.path.insert(0, HERE)
        import pathological_inputs
        with open(path, "w") as f:
            f.write(pathological_inputs.generate("tiny"))
    else:
        variant, fmt = name.split(".")
        subprocess.run([sys.executable, os.path.join(HERE, "gen_kernel.py"), "--size", str(SIZE),
                        "--variant", variant, "--format", fmt, "-o", path], check=True)


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def child(path: str, runs: int) -> dict:
    """Read ``path`` ``runs`` times in this process; the fastest CPU time and the
    memory of the first module."""
    import gc
    import time

    from stinkytofu_opt.target import get_target
    from stinkytofu_opt.text.asm_reader import parse_asm
    from stinkytofu_opt.text.diagnostics import DiagnosticEngine
    from stinkytofu_opt.text.stir_parser import parse_stir

    target = get_target("gfx1250")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    read = parse_asm if path.endswith(".s") else parse_stir
    gc.disable()
    before = rss_mb()
    best = held = None
    for _ in range(runs):
        start = time.process_time()
        module = read(text, path, target, DiagnosticEngine())
        seconds = time.process_time() - start
        best = seconds if best is None else min(best, seconds)
        if held is None:
            held = rss_mb() - before
        del module
        gc.collect()
    return {"seconds": best, "mb": held, "lines": text.count("\n")}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--only", default="", help="comma-separated input names")
    ap.add_argument("--child", nargs=2, metavar=("FILE", "RUNS"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child[0], int(args.child[1]))))
        return 0
    names = [n for n in args.only.split(",") if n] or INPUTS
    unknown = [n for n in names if n not in INPUTS]
    if unknown:
        print(f"unknown input(s): {', '.join(unknown)}; known: {', '.join(INPUTS)}",
              file=sys.stderr)
        return 2
    import stinkytofu_opt
    print(f"stinkytofu_opt from {os.path.dirname(stinkytofu_opt.__file__)}; "
          f"load average {os.getloadavg()[0]:.1f}")
    print(f"{'input':<16} {'lines':>9} {'read CPU ms':>12} {'us/line':>8} {'held MB':>8}")
    with tempfile.TemporaryDirectory(prefix="stinkytofu-readers-") as work:
        for name in names:
            path = os.path.join(work, name)
            generate(name, path)
            out = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", path,
                                  str(args.runs)], check=True, capture_output=True, text=True)
            result = json.loads(out.stdout)
            print(f"{name:<16} {result['lines']:>9} {result['seconds'] * 1000:>12.0f} "
                  f"{result['seconds'] / result['lines'] * 1e6:>8.2f} {result['mb']:>8.0f}",
                  flush=True)
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
