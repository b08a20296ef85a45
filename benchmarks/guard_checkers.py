"""The gfx1250 guard passes checked at scale by the independent checkers.

    .venv/bin/python benchmarks/guard_checkers.py [--programs N] [--first SEED]
        [--regions R] [--size S] [--budget SECONDS]

Generates random CFG programs with loops (test/support/guard_gen.py, larger than the CI
ones by default), runs TDMLoadWaveSyncPass, TDMInflightGuardPass, InsertCoexecHazardPass
and Gfx1250HazardPass in-process, and checks each output with the three checkers of
test/support/guard_checkers.py: no tensor load with 11 TDM ops possibly in flight, no
XNACK replay hazard, no co-issue window violation, on any path; and a second run that
changes nothing. Stops at the time budget (default 100 s); prints programs checked,
programs whose input the checkers flagged, failures, and milliseconds per program.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "test", "support"))
sys.path.insert(0, os.path.join(HERE, ".."))

from guard_gen import generate  # noqa: E402
from guard_harness import check_program  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=20000)
    parser.add_argument("--first", type=int, default=100000)
    parser.add_argument("--regions", type=int, default=5)
    parser.add_argument("--size", type=int, default=8)
    parser.add_argument("--budget", type=float, default=100.0)
    args = parser.parse_args(argv)
    flagged = {"tensor": 0, "xcnt": 0, "coissue": 0}
    failures = 0
    checked = 0
    start = time.perf_counter()
    for seed in range(args.first, args.first + args.programs):
        if time.perf_counter() - start > args.budget:
            break
        result = check_program(generate(seed, args.regions, args.size))
        checked += 1
        for rule, found in result["before"].items():
            flagged[rule] += bool(found)
        bad = {rule: found for rule, found in result["after"].items() if found}
        if bad or not result["stable"]:
            failures += 1
            print(f"seed {seed}: " + ("unstable; " if not result["stable"] else "")
                  + "; ".join(f"{rule}: {[(i.opcode, why) for i, why in found][:3]}"
                              for rule, found in bad.items()))
    elapsed = time.perf_counter() - start
    print(f"programs checked: {checked} (seeds {args.first}..{args.first + checked - 1}, "
          f"{args.regions} regions of up to {args.size} instructions per block)")
    print("inputs the checkers flag: " + ", ".join(f"{k} {v}" for k, v in flagged.items()))
    print(f"failures: {failures}")
    print(f"time: {elapsed:.1f} s, {1000 * elapsed / max(checked, 1):.1f} ms per program")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
