"""The in-process API: time per call of a small kernel, and microseconds per
instruction of a 10,000-instruction kernel in process and on the command line.

    python benchmarks/api.py [--calls 200] [--size 10000] [--runs 3]

Small kernel: examples/ds_reads_feed_wmma.stir parsed, given its waits
(StinkyBuildImplicitDependencyPass, StinkyWaitCntInsertionPass) and printed,
``--calls`` times in one process (the first call, which imports the package and
loads the target, is timed apart). Large kernel: benchmarks/gen_kernel.py's gemm
kernel of ``--size`` instructions, the same three steps in process, against the
command line doing them on the same file (whole process minus the start-up of
``--version``). Fastest of ``--runs``. Targets (issue 16): a small call well under
5 ms; the large kernel in process at no more microseconds per instruction than
the command line.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

WAITS = ["StinkyBuildImplicitDependencyPass", "StinkyWaitCntInsertionPass"]


def small_kernel(calls: int) -> tuple[float, float]:
    """(first call ms, steady ms per call)."""
    start = time.perf_counter()
    import stinkytofu_opt as st

    with open(os.path.join(ROOT, "examples", "ds_reads_feed_wmma.stir")) as f:
        text = f.read()

    def once() -> str:
        module = st.parse(text, filename="ds_reads_feed_wmma.stir")
        module.run(WAITS)
        return module.to_stir()

    once()
    first = (time.perf_counter() - start) * 1000
    start = time.perf_counter()
    for _ in range(calls):
        once()
    return first, (time.perf_counter() - start) * 1000 / calls


def large_kernel(path: str, runs: int) -> float:
    """Fastest in-process seconds for parse + waits + print."""
    import stinkytofu_opt as st

    with open(path) as f:
        text = f.read()
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        module = st.parse(text, filename=path)
        module.run(WAITS)
        module.to_stir()
        best = min(best, time.perf_counter() - start)
        del module
    return best


def command_line(args: list[str], runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "stinkytofu_opt", *args], check=True,
                       stdout=subprocess.DEVNULL, cwd=ROOT)
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--size", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    from gen_kernel import generate

    first, steady = small_kernel(args.calls)
    print(f"small kernel (ds_reads_feed_wmma.stir): first call {first:.1f} ms, then "
          f"{steady:.2f} ms per call over {args.calls} calls "
          f"[target < 5 ms: {'met' if steady < 5 else 'MISS'}]")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, f"gemm{args.size}.stir")
        text = generate(args.size, "gemm", "stir")
        with open(path, "w") as f:
            f.write(text)
        instructions = sum(1 for line in text.splitlines() if '"st.' in line)
        in_process = large_kernel(path, args.runs)
        startup = command_line(["--version"], args.runs)
        whole = command_line([path, *(f"--{p}" for p in WAITS), "--print-output"], args.runs)
    api_us = in_process * 1e6 / instructions
    cli_us = (whole - startup) * 1e6 / instructions
    print(f"{instructions}-instruction kernel: in process {api_us:.1f} us/instr "
          f"({in_process * 1000:.0f} ms); command line {cli_us:.1f} us/instr "
          f"({whole * 1000:.0f} ms whole process, {startup * 1000:.0f} ms of it start-up) "
          f"[target in process <= command line: "
          f"{'met' if api_us <= cli_us * 1.05 else 'MISS'}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
