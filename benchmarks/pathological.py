"""Pathological inputs: time, peak memory and soundness of the wait-count pipeline.

    .venv/bin/python benchmarks/pathological.py [--only NAME,...] [--limit-seconds 30]
                                                [--conservative-loops] [--validate] [--keep DIR]

For every shape of benchmarks/pathological_inputs.py (a 50,000-block chain,
2,000 sequential diamonds, a loop nest 200 deep, 500 irreducible regions,
10,000 operations in flight, registers at the end of the register file,
5,000 nested ifs, 10^6 tiny instructions, a 200,000-line assembly region with
a label every 10 lines and back branches, a 300-block irreducible mesh, the
same region with self-loops and loads nothing reads):

1. writes the full-size program to a temporary directory and runs
   ``stinkytofu-opt --StinkyBuildImplicitDependencyPass
   --StinkyWaitCntInsertionPass --remarks --print-output`` on it in a child
   process (without ``--remarks`` for ``NO_REMARKS``), measuring wall time and
   the child's peak RSS;
2. checks a smaller instance of the same shape with the independent
   simulator (test/support/gpu_sim.py), which walks every path, so the
   program must be small enough for that: the waits must be sound;
3. with ``--validate``, also runs WaitCntValidationCheckPass on the
   full-size output (the project's own validator; slow on some shapes).

Prints one row per shape and exits 1 if a run fails, exceeds the time
limit (CPU seconds of the child, which is single-threaded: on a shared,
loaded machine wall time measures the neighbours) or the memory limit (a
shape's own bounds, ``pathological_inputs.BOUNDS``, where it has them), falls
back at the iteration cap, or the simulator finds a hazard.
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
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "test", "support"))  # before HERE: its soundness.py
sys.path.insert(0, ROOT)

import pathological_inputs as shapes  # noqa: E402

PIPELINE = ("--StinkyBuildImplicitDependencyPass", "--StinkyWaitCntInsertionPass", "--remarks")
CONSERVATIVE = "--StinkyWaitCntInsertionPass=enableLoopCarriedTokenDeps=true"
REGION = ("--from-label", "label_KernelBegin", "--to-label", "label_KernelEnd", "--CFGBuilderPass")


def run_child(args: list[str], out_path: str) -> tuple[int, float, float, int, str]:
    """(status, wall seconds, CPU seconds, peak RSS in MB, stderr) of one
    stinkytofu-opt run."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (ROOT, env.get("PYTHONPATH")) if p)
    with open(out_path, "wb") as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "stinkytofu_opt", *args],
                                stdout=out, stderr=err, env=env, cwd=ROOT)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        text = err.read().decode("utf-8", "replace")
    return (proc.returncode, seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss // 1024,
            text)


def simulate(text: str, num_waves: int) -> tuple[int, bool, int]:
    """(hazards, truncated, waits) of the insertion output of ``text``."""
    from gpu_sim import Simulator
    from soundness import parse, run_insertion, waits_of

    function = parse(text)
    run_insertion(function, num_waves)
    sim = Simulator(function, num_waves, max_paths=20_000)
    hazards = sim.run()
    for h in hazards[:3]:
        print(f"    {h}", file=sys.stderr)
    return len(hazards), sim.truncated, len(waits_of(function))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="", help="comma-separated shape names")
    ap.add_argument("--limit-seconds", type=float, default=30.0)
    ap.add_argument("--limit-mb", type=int, default=2048)
    ap.add_argument("--conservative-loops", action="store_true",
                    help="run insertion with enableLoopCarriedTokenDeps=true")
    ap.add_argument("--validate", action="store_true",
                    help="also run WaitCntValidationCheckPass on the full-size output")
    ap.add_argument("--keep", default=None, help="keep inputs and outputs in this directory")
    args = ap.parse_args(argv)
    names = [n for n in args.only.split(",") if n] or list(shapes.SHAPES)
    unknown = [n for n in names if n not in shapes.SHAPES]
    if unknown:
        print(f"unknown shape(s): {', '.join(unknown)}; known: {', '.join(shapes.SHAPES)}",
              file=sys.stderr)
        return 2
    work = args.keep or tempfile.mkdtemp(prefix="stinkytofu-patho-")
    os.makedirs(work, exist_ok=True)
    failed = False
    print(f"{'shape':<18} {'size':>7} {'lines':>7} {'wall s':>7} {'CPU s':>6} {'peak MB':>8} "
          f"{'remarks':>7} {'sim size':>8} {'hazards':>7} {'sim waits':>9}  verdict")
    for name in names:
        gen, full, small = shapes.SHAPES[name]
        text = shapes.generate(name)
        asm = name in shapes.ASM_SHAPES
        ext = "s" if asm else "stir"
        src = os.path.join(work, f"{name}.{ext}")
        with open(src, "w") as f:
            f.write(text)
        out = os.path.join(work, f"{name}.out.{ext}")
        pipeline = list(PIPELINE)
        if args.conservative_loops:
            pipeline[1] = CONSERVATIVE
        if name in shapes.NO_REMARKS:
            pipeline.remove("--remarks")
        command = ([src, *REGION, *pipeline, "--emit-asm"] if asm
                   else [src, *pipeline, "--print-output"])
        status, seconds, cpu, peak, err = run_child(command, out)
        remarks = err.count(": remark: wait insertion:") + err.count("[WaitDataflow]")
        limit_s, limit_mb = shapes.BOUNDS.get(name, (args.limit_seconds, args.limit_mb))
        problems = []
        if status != 0:
            problems.append(f"exit {status}: {err.strip().splitlines()[-1:] }")
        if cpu > limit_s:
            problems.append(f"over {limit_s:.0f} CPU s")
        if peak > limit_mb:
            problems.append(f"over {limit_mb} MB")
        if "iteration cap" in err:
            problems.append("fell back at the iteration cap")
        sim_text = shapes.generate(name, small) if small is not None else text
        hazards = 0
        waits = truncated = 0
        for num_waves in (0, 1) if not asm else ():
            h, t, w = simulate(sim_text, num_waves)
            hazards += h
            truncated |= t
            waits += w
        if hazards:
            problems.append(f"{hazards} hazard(s) in the small instance")
        if truncated:
            problems.append("simulator path walk truncated")
        if args.validate and status == 0 and not asm:
            vstatus, vsec, vcpu, vpeak, verr = run_child(
                [out, "--WaitCntValidationCheckPass"], os.path.join(work, f"{name}.val"))
            print(f"  validator on the full output: exit {vstatus}, {vcpu:.1f} CPU s, "
                  f"{vpeak} MB", file=sys.stderr)
            if vstatus != 0:
                problems.append("validator reports violations")
        verdict = "ok" if not problems else "FAIL: " + "; ".join(problems)
        failed |= bool(problems)
        size = full if full is not None else "-"
        print(f"{name:<18} {size:>7} {text.count(chr(10)):>7} {seconds:>7.1f} {cpu:>6.1f} {peak:>8} "
              f"{remarks:>7} {small if small is not None and not asm else '-':>8} {hazards:>7} "
              f"{waits:>9}  {verdict}", flush=True)
    if not args.keep:
        import shutil
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
