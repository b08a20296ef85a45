"""Fuzz stinkytofu-opt: the command behind the CI slice and the long mode.

    .venv/bin/python test/fuzz/run.py [--inputs N] [--seed S] [--jobs J]
                                      [--chunk C] [--out DIR] [--corpus DIR]...
    .venv/bin/python test/fuzz/run.py --replay SEED INDEX

Inputs ``0..N-1`` of run ``S`` are built by ``harness.make_case`` and run in
chunks of ``C``. Each chunk runs in two worker processes with different
``PYTHONHASHSEED`` values; both check the invariants, and the two digests
of every input must agree (determinism). ``--jobs`` worker processes run at a
time (default: the number of CPUs, rounded up to an even number).

A failing input is written to ``DIR`` (default build/fuzz) as
``<seed>-<index>.stir`` (or ``.s``) with a ``.json`` next to it (origin,
command line, problems). ``--corpus`` adds directories of seed files (read
at run time; missing ones are reported and skipped). Exit status 1 when any
input fails, else 0.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import harness  # noqa: E402


@dataclass
class Summary:
    inputs: int = 0
    cross_checked: int = 0
    failures: list = field(default_factory=list)       # failure records (dicts)
    nondeterministic: list = field(default_factory=list)  # indexes
    missing: list = field(default_factory=list)         # indexes a worker never reported
    seconds: float = 0.0
    worker_errors: list = field(default_factory=list)

    @property
    def failed(self) -> int:
        return len({f["index"] for f in self.failures} | set(self.nondeterministic)
                   | set(self.missing)) + len(self.worker_errors)

    def report(self) -> str:
        kinds: dict[str, int] = {}
        for f in self.failures:
            for p in f["problems"]:
                kinds[p.split(":")[0]] = kinds.get(p.split(":")[0], 0) + 1
        lines = [f"inputs:            {self.inputs}",
                 f"failing inputs:    {self.failed}",
                 f"nondeterministic:  {len(self.nondeterministic)} (of {self.cross_checked} "
                 "run under two hash seeds)",
                 f"seconds:           {self.seconds:.1f}",
                 f"inputs per second: {self.inputs / max(self.seconds, 1e-9):.0f}"]
        lines += [f"  {n} x {k}" for k, n in sorted(kinds.items())]
        lines += [f"  worker error: {e}" for e in self.worker_errors]
        return "\n".join(lines)


def _spawn(seed, start, count, hash_seed, cross, extra_dirs):
    env = dict(os.environ)
    env.pop("STINKYTOFU_DEBUG", None)
    env["PYTHONHASHSEED"] = str(hash_seed)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (ROOT, env.get("PYTHONPATH")) if p)
    return subprocess.Popen(
        [sys.executable, os.path.join(HERE, "harness.py"), str(seed), str(start), str(count),
         str(hash_seed - 1), str(cross), *extra_dirs],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True, cwd=ROOT)


def _collect(proc) -> tuple[dict, list, str]:
    out, err = proc.communicate()
    digests, failures = {}, []
    for line in out.splitlines():
        if line.startswith("D "):
            _, index, dig = line.split()
            digests[int(index)] = dig
        elif line.startswith("F "):
            failures.append(json.loads(line[2:]))
    problem = ""
    if proc.returncode != 0:
        problem = f"worker exited with status {proc.returncode}: {err.strip()[-2000:]}"
    return digests, failures, problem


def fuzz(inputs: int, seed: int = 0, jobs: int | None = None, chunk: int = 5000,
         cross: int = 1, extra_dirs=(), progress=None) -> Summary:
    jobs = jobs or os.cpu_count() or 2
    pairs = max(1, (jobs + 1) // 2)
    summary = Summary(inputs=inputs)
    start_time = time.perf_counter()
    chunks = [(s, min(chunk, inputs - s)) for s in range(0, inputs, chunk)]
    running: list = []
    seen_failures: set = set()

    def finish(entry):
        start, count, pa, pb = entry
        da, fa, ea = _collect(pa)
        db, fb, eb = _collect(pb)
        for e in (ea, eb):
            if e:
                summary.worker_errors.append(f"chunk {start}+{count}: {e}")
        for f in fa + fb:
            if f["index"] not in seen_failures:
                seen_failures.add(f["index"])
                summary.failures.append(f)
        for index in range(start, start + count):
            a, b = da.get(index), db.get(index)
            if index % cross and index % 2 == 0:
                b = a
            elif index % cross:
                a = b
            if a is None or b is None:
                summary.missing.append(index)
            elif a != b:
                summary.nondeterministic.append(index)
        summary.cross_checked += sum(1 for i in range(start, start + count) if i % cross == 0)
        if progress:
            progress(f"  ... {start + count} inputs, {summary.failed} failing, "
                     f"{time.perf_counter() - start_time:.0f} s")

    for start, count in chunks:
        if len(running) >= pairs:
            finish(running.pop(0))
        running.append((start, count, _spawn(seed, start, count, 1, cross, extra_dirs),
                        _spawn(seed, start, count, 2, cross, extra_dirs)))
    while running:
        finish(running.pop(0))
    summary.seconds = time.perf_counter() - start_time
    return summary


def save_failures(summary: Summary, seed: int, out_dir: str, extra_dirs=()) -> list[str]:
    """Write each failing input and its record; returns the input paths."""
    os.makedirs(out_dir, exist_ok=True)
    paths = []
    records = list(summary.failures)
    failed = {f["index"] for f in records}
    for index in summary.nondeterministic:
        if index not in failed:
            case = harness.make_case(seed, index, extra_dirs)
            records.append(harness.failure_record(seed, case, [
                "nondeterministic: different output under PYTHONHASHSEED=1 and 2"]))
    for rec in records:
        ext = ".s" if "--input-format=asm" in rec["args"] else ".stir"
        base = os.path.join(out_dir, f"{seed}-{rec['index']}")
        with open(base + ext, "wb") as f:
            f.write(base64.b64decode(rec["input_b64"]))
        with open(base + ".json", "w") as f:
            json.dump({k: v for k, v in rec.items() if k != "input_b64"}, f, indent=1)
        paths.append(base + ext)
    return paths


def replay(seed: int, index: int) -> int:
    case = harness.make_case(seed, index)
    print(f"origin: {case.origin}\nargs:   stinkytofu-opt - {' '.join(case.args)}")
    print("--- input ---")
    print(case.data.decode("utf-8", "replace"))
    status, out, err, escaped = harness.run_main(case.data, case.args)
    print(f"--- status {status} ---\n--- stdout ---\n{out}--- stderr ---\n{err}")
    problems = harness.problems_of(status, out, err, escaped, case.data)
    print("--- problems ---\n" + ("\n".join(problems) if problems else "none"))
    return 1 if problems else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--inputs", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=None)
    ap.add_argument("--chunk", type=int, default=5000)
    ap.add_argument("--cross", type=int, default=1,
                    help="run every CROSS-th input in both workers and compare (default 1: "
                         "all); the others run once, split between the two")
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "fuzz"))
    ap.add_argument("--corpus", action="append", default=[],
                    help="extra directory of seed files (e.g. a conformance corpus)")
    ap.add_argument("--replay", nargs=2, type=int, metavar=("SEED", "INDEX"))
    args = ap.parse_args(argv)
    if args.replay:
        return replay(*args.replay)
    corpus = []
    for d in args.corpus:
        if os.path.isdir(d):
            corpus.append(os.path.abspath(d))
        else:
            print(f"note: corpus directory {d} is absent; skipped", file=sys.stderr)
    n_seeds = len(harness.seed_files(corpus))
    print(f"seed files: {n_seeds}; inputs {args.inputs} of run {args.seed}", file=sys.stderr)
    summary = fuzz(args.inputs, args.seed, args.jobs, args.chunk, args.cross, corpus,
                   progress=lambda s: print(s, file=sys.stderr, flush=True))
    print(summary.report())
    if summary.failed:
        for path in save_failures(summary, args.seed, args.out, corpus):
            print(f"failing input: {path}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
