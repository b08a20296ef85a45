"""Soundness benchmark of InsertWaitAluPass (SCHED_MODE 2 waits).

    .venv/bin/python benchmarks/alu_waits_soundness.py [--programs N] [--seed S] [--jobs J]
                                                        [--blocks B] [--length L]

Generates N random gfx1250 programs with branches and loops (test/support/alu_gen.py), runs
the pass in-process with options chosen per seed, and checks each output with the
independent simulator (test/support/alu_sim.py): no VALU result read before it is known
written, no VGPR overwritten while a memory instruction or (with enableESM2TrackValuVsrc) a
VALU may still read it. Also checks that a second run changes nothing. Prints the number
of programs, unsound ones (must be 0), non-idempotent ones (must be 0), how many unwaited
programs the simulator faults (shows it can fail), the waits inserted, and seconds.
Exit status 1 on any unsound or non-idempotent program.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test", "support"))
sys.path.insert(0, ROOT)

import alu_gen  # noqa: E402


def run_chunk(job) -> dict:
    first, count, blocks, length = job
    totals = {"programs": 0, "unsound": 0, "non_idempotent": 0, "faulted_unwaited": 0,
              "waits": 0, "examples": []}
    for seed in range(first, first + count):
        verdict = alu_gen.check_seed(seed, max_blocks=blocks, max_len=length)
        totals["programs"] += 1
        totals["faulted_unwaited"] += verdict.unwaited > 0
        totals["waits"] += verdict.text.count('"st.s_wait_alu"') - \
            alu_gen.generate(seed, blocks, length).count('"st.s_wait_alu"')
        if verdict.violations:
            totals["unsound"] += 1
            if len(totals["examples"]) < 3:
                totals["examples"].append((seed, [str(v) for v in verdict.violations[:3]]))
        if not verdict.idempotent:
            totals["non_idempotent"] += 1
    return totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--blocks", type=int, default=6)
    parser.add_argument("--length", type=int, default=12)
    args = parser.parse_args()
    start = time.perf_counter()
    chunk = 250
    jobs = [(s, min(chunk, args.seed + args.programs - s), args.blocks, args.length)
            for s in range(args.seed, args.seed + args.programs, chunk)]
    totals = {"programs": 0, "unsound": 0, "non_idempotent": 0, "faulted_unwaited": 0,
              "waits": 0, "examples": []}
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for part in pool.map(run_chunk, jobs):
            for key, value in part.items():
                totals[key] = totals[key] + value
    seconds = time.perf_counter() - start
    print(f"programs {totals['programs']}  unsound {totals['unsound']}  "
          f"non-idempotent {totals['non_idempotent']}  unwaited programs faulted "
          f"{totals['faulted_unwaited']}  waits inserted {totals['waits']}  "
          f"seconds {seconds:.1f}")
    for seed, violations in totals["examples"]:
        print(f"  seed {seed}: {'; '.join(violations)}")
    return 1 if totals["unsound"] or totals["non_idempotent"] else 0


if __name__ == "__main__":
    sys.exit(main())
