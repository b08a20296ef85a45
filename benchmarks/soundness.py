"""Soundness benchmark of StinkyWaitCntInsertionPass.

    .venv/bin/python benchmarks/soundness.py [--programs N] [--seed S] [--slack]

Generates N random programs (test/support/stir_gen.py), runs the implicit
dependency and insertion passes in-process, and checks each output with the
independent simulator (test/support/gpu_sim.py), alternating NumWaves 0 and 1.
Reports the number of unsound programs (must be 0), crashes, waits inserted,
and with --slack how many waits are stricter than needed (the count could be
raised by one and the simulator still finds the program sound), plus seconds.
Exit status 1 if any program is unsound or crashes.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test", "support"))
sys.path.insert(0, ROOT)

from gpu_sim import Simulator  # noqa: E402
from soundness import insertion_available, parse, run_insertion, stricter_waits, waits_of  # noqa: E402,E501
from stir_gen import generate  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--slack", action="store_true",
                    help="also count waits stricter than needed (slower)")
    ap.add_argument("--strict-loops", action="store_true",
                    help="run the pass with enableLoopCarriedTokenDeps and check "
                         "loop-carried tensor loads")
    ap.add_argument("--show", type=int, default=3, help="unsound programs to print")
    args = ap.parse_args(argv)
    if not insertion_available():
        print("StinkyWaitCntInsertionPass is not available", file=sys.stderr)
        return 2
    options = {"enableLoopCarriedTokenDeps": True} if args.strict_loops else {}
    start = time.perf_counter()
    unsound = crashes = waits = slack = truncated = shown = 0
    for k in range(args.programs):
        seed = args.seed + k
        num_waves = k % 2
        text = generate(seed)
        try:
            function = parse(text)
            run_insertion(function, num_waves, options)
        except Exception as exc:  # noqa: BLE001
            crashes += 1
            if shown < args.show:
                shown += 1
                print(f"seed {seed}: crash {exc!r}")
            continue
        waits += len(waits_of(function))
        sim = Simulator(function, num_waves, strict_tensor_loops=args.strict_loops)
        hazards = sim.run()
        truncated += sim.truncated
        if hazards:
            unsound += 1
            if shown < args.show:
                shown += 1
                print(f"seed {seed} NumWaves={num_waves}: UNSOUND")
                for h in hazards[:3]:
                    print(f"  {h}")
        elif args.slack:
            slack += stricter_waits(function, num_waves, args.strict_loops)
        if (k + 1) % 10_000 == 0:
            print(f"  ... {k + 1} programs, {unsound} unsound, "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr)
    seconds = time.perf_counter() - start
    print(f"programs:            {args.programs}")
    print(f"unsound programs:    {unsound}")
    print(f"crashes:             {crashes}")
    print(f"waits inserted:      {waits}")
    if args.slack:
        print(f"stricter than needed: {slack} ({100.0 * slack / max(waits, 1):.1f}% of waits "
              "could keep one more operation in flight)")
    print(f"path walks truncated: {truncated}")
    print(f"seconds:             {seconds:.1f}")
    return 1 if unsound or crashes else 0


if __name__ == "__main__":
    sys.exit(main())
