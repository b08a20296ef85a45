"""Soundness benchmark of StinkyWaitCntInsertionPass.

    .venv/bin/python benchmarks/soundness.py [--programs N] [--seed S] [--slack]
                                             [--jobs J] [--chunk C] [--state FILE]
                                             [--precise] [--arch A]

Generates N random programs (test/support/stir_gen.py), runs the implicit
dependency and insertion passes in-process, and checks each output with the
independent simulator (test/support/gpu_sim.py), alternating NumWaves 0 and 1.
Reports the number of unsound programs (must be 0), crashes, waits inserted (and
the input's own waits, which the pass keeps), the functions that fell back to
``s_wait_* 0`` at the iteration cap, and with --slack how many inserted waits are
stricter than needed (the count could be raised by one and the simulator still
finds the program sound), with a table of them by cause (test/support/slack.py:
counter, the pass's rule, consumer and producer kinds, what the looser wait would
leave in flight), and how many of the input's waits are, plus seconds.

The programs run in chunks of C seeds on J worker processes (default: every
CPU). With --state FILE the totals of every finished chunk are kept in FILE
(JSON), so an interrupted run started again with the same arguments resumes
where it stopped. --precise runs the pass with its ``precise`` option. --arch gfx942
or gfx1100 checks programs of test/support/lgkm_gen.py (a shared lgkmcnt: DS
operations and scalar loads) with test/support/lgkm_sim.py instead.
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

import lgkm_gen  # noqa: E402
from slack import loose_waits  # noqa: E402
from soundness import (fell_back, insertion_available, parse, program,  # noqa: E402
                       run_insertion, simulator, waits_of)


FIELDS = ("programs", "unsound", "crashes", "waits", "kept", "slack", "kept_slack",
          "truncated", "fallbacks")
CAUSE_COLUMNS = ("counter", "rule", "consumer", "producer", "left in flight")


def run_chunk(job) -> dict:
    """Totals of seeds first..first+count-1, plus the first unsound seeds."""
    first, count, slack_on, strict_loops, max_depth, precise, arch, comments = job
    options = {"enableLoopCarriedTokenDeps": True} if strict_loops else {}
    if precise:
        options["precise"] = True
    t = dict.fromkeys(FIELDS, 0)
    t["examples"] = []
    t["causes"] = {}
    for seed in range(first, first + count):
        num_waves = seed % 2
        text = program(seed, arch, max_depth=max_depth)
        t["programs"] += 1
        try:
            function = parse(text, arch=arch)
            kept = {id(w) for w in waits_of(function)}
            ctx = run_insertion(function, num_waves, options, arch, comments)
        except Exception as exc:  # noqa: BLE001
            t["crashes"] += 1
            t["examples"].append(f"seed {seed}: crash {exc!r}")
            continue
        waits = waits_of(function)
        inserted = [w for w in waits if id(w) not in kept]
        t["waits"] += len(inserted)
        t["kept"] += len(waits) - len(inserted)
        t["fallbacks"] += fell_back(ctx)
        sim = simulator(function, arch, num_waves, strict_loops)
        hazards = sim.run()
        t["truncated"] += sim.truncated
        if hazards:
            t["unsound"] += 1
            t["examples"].append(f"seed {seed} NumWaves={num_waves}: UNSOUND\n"
                                 + "\n".join(f"  {h}" for h in hazards[:3]))
        elif slack_on:
            for loose in loose_waits(function, inserted, num_waves, strict_loops, arch):
                t["slack"] += 1
                key = "|".join(loose.row())
                t["causes"][key] = t["causes"].get(key, 0) + 1
            t["kept_slack"] += len(loose_waits(function, [w for w in waits if id(w) in kept],
                                               num_waves, strict_loops, arch))
    t["examples"] = t["examples"][:3]
    return t


def print_causes(causes: dict, waits: int) -> None:
    """The loose inserted waits by cause, most frequent first (a Markdown table)."""
    if not causes:
        return
    print("| " + " | ".join(CAUSE_COLUMNS) + " | waits | % of inserted |")
    print("|" + "---|" * (len(CAUSE_COLUMNS) + 2))
    for key, n in sorted(causes.items(), key=lambda kv: (-kv[1], kv[0])):
        print("| " + " | ".join(key.split("|")) + f" | {n} | {100.0 * n / max(waits, 1):.2f} |")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--slack", action="store_true",
                    help="also count waits stricter than needed (slower)")
    ap.add_argument("--strict-loops", action="store_true",
                    help="run the pass with enableLoopCarriedTokenDeps and check "
                         "loop-carried tensor loads")
    ap.add_argument("--max-depth", type=int, default=2,
                    help="loop and branch nesting of the generated programs (default 2)")
    ap.add_argument("--show", type=int, default=3, help="unsound programs to print")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--chunk", type=int, default=1000)
    ap.add_argument("--comments-hidden", action="store_true",
                    help="insert as the command line does without --preserve-comments or "
                         "--remarks: no provenance, so unread operations are issued as "
                         "representatives (insertion/anonymous.py)")
    ap.add_argument("--precise", action="store_true",
                    help="run StinkyWaitCntInsertionPass=precise")
    ap.add_argument("--arch", default="gfx1250", choices=("gfx1250",) + lgkm_gen.ARCHS,
                    help="gfx1250 (stir_gen, gpu_sim) or a target with a shared lgkmcnt "
                         "(lgkm_gen, lgkm_sim)")
    ap.add_argument("--state", default=None,
                    help="JSON file of finished chunks: resume an interrupted run")
    args = ap.parse_args(argv)
    if not insertion_available():
        print("StinkyWaitCntInsertionPass is not available", file=sys.stderr)
        return 2
    import json

    key = (f"{args.seed}:{args.programs}:{args.chunk}:{int(args.slack)}:{int(args.strict_loops)}"
           f":{args.max_depth}:{int(args.precise)}:{args.arch}:{int(args.comments_hidden)}")
    done: dict = {}
    if args.state and os.path.exists(args.state):
        with open(args.state) as f:
            saved = json.load(f)
        if saved.get("key") == key:
            done = saved["chunks"]
            print(f"resuming: {len(done)} chunk(s) already done", file=sys.stderr)
    jobs = [(args.seed + k, min(args.chunk, args.programs - k), args.slack, args.strict_loops,
             args.max_depth, args.precise, args.arch, not args.comments_hidden)
            for k in range(0, args.programs, args.chunk) if str(args.seed + k) not in done]

    def save():
        if args.state:
            tmp = args.state + ".tmp"
            with open(tmp, "w") as f:
                json.dump({"key": key, "chunks": done}, f)
            os.replace(tmp, args.state)

    start = time.perf_counter()
    shown = 0
    finished = sum(c["programs"] for c in done.values())

    def record(job, t):
        nonlocal shown, finished
        done[str(job[0])] = t
        save()
        finished += t["programs"]
        for line in t["examples"]:
            if shown < args.show:
                shown += 1
                print(line)
        print(f"  ... {finished} programs, {sum(c['unsound'] for c in done.values())} "
              f"unsound, {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)

    if args.jobs <= 1 or len(jobs) <= 1:
        for job in jobs:
            record(job, run_chunk(job))
    else:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            for job, t in zip(jobs, pool.imap(run_chunk, jobs)):
                record(job, t)
    seconds = time.perf_counter() - start
    total = {f: sum(c[f] for c in done.values()) for f in FIELDS}
    waits, slack = total["waits"], total["slack"]
    print(f"programs:            {total['programs']}")
    print(f"unsound programs:    {total['unsound']}")
    print(f"crashes:             {total['crashes']}")
    print(f"waits inserted:      {waits}")
    print(f"waits of the input:  {total['kept']} (kept as written)")
    if args.slack:
        print(f"stricter than needed: {slack} ({100.0 * slack / max(waits, 1):.1f}% of the "
              "inserted waits could keep one more operation in flight)")
        print(f"  of the input's waits: {total['kept_slack']} "
              f"({100.0 * total['kept_slack'] / max(total['kept'], 1):.1f}%)")
        causes: dict = {}
        for c in done.values():
            for key, n in c["causes"].items():
                causes[key] = causes.get(key, 0) + n
        print_causes(causes, waits)
    print(f"path walks truncated: {total['truncated']}")
    print(f"iteration-cap fallbacks: {total['fallbacks']}")
    print(f"seconds:             {seconds:.1f} (this run, {args.jobs} job(s))")
    return 1 if total["unsound"] or total["crashes"] else 0


if __name__ == "__main__":
    sys.exit(main())
