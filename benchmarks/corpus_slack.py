"""Slack of wait insertion on the real-compiler-output corpus (test/corpus/Inputs).

    .venv/bin/python benchmarks/corpus_slack.py [--precise]

Per file, in process: every memory wait of the compiler deleted (as in
``utils/corpus_check.py reinsert``), CFGBuilderPass + StinkyWaitCntInsertionPass (with
--precise, its ``precise`` option), then for each inserted wait and each counter it
bounds, whether the count raised by one (one more operation left in flight) is still
accepted by WaitCntValidationCheckPass (its precise mode with --precise). The random
programs of benchmarks/soundness.py are judged by the independent simulators; real
compiler output holds instructions they do not model, so here the validator judges.
Prints the inserted waits, the loose ones per file, the files whose inserted waits the
validator rejects (must be none), and the loose waits by cause (test/support/slack.py).
"""

from __future__ import annotations

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "test" / "support"))
sys.path.insert(0, str(ROOT))

from slack import explanation, following, raised  # noqa: E402

from stinkytofu_opt.ir.core import Instruction  # noqa: E402
from stinkytofu_opt.passes.registry import load_pass  # noqa: E402
from stinkytofu_opt.machine.waits import decode_wait  # noqa: E402
from stinkytofu_opt.passes.waits.validation.validator import validate_function  # noqa: E402
from stinkytofu_opt.pipeline import PassContext, TileConfig  # noqa: E402
from stinkytofu_opt.target import get_target  # noqa: E402
from stinkytofu_opt.text.asm_reader import parse_asm  # noqa: E402
from stinkytofu_opt.text.diagnostics import DiagnosticEngine  # noqa: E402
from stinkytofu_opt.text.regions import split_functions  # noqa: E402

WAIT = re.compile(r"\s*s_wait(cnt(_vscnt|_vmcnt|_lgkmcnt|_expcnt)?|_(loadcnt|dscnt|kmcnt|"
                  r"storecnt|samplecnt|bvhcnt|expcnt|loadcnt_dscnt|storecnt_dscnt|"
                  r"tensorcnt|asynccnt|xcnt))\b")
COLUMNS = ("counter", "rule", "consumer", "producer")


class _Quiet:
    def write(self, text):
        pass

    def flush(self):
        pass


def inserted_functions(text: str, arch: str, precise: bool):
    """The functions of ``text`` without its memory waits, after insertion."""
    target = get_target(arch)
    diags = DiagnosticEngine(_Quiet())
    stripped = "\n".join(line for line in text.splitlines() if not WAIT.match(line))
    module = parse_asm(stripped, "corpus.s", target, diags)
    functions = split_functions(module)
    ctx = PassContext(target, TileConfig(), diags)
    passes = [load_pass("CFGBuilderPass")({}),
              load_pass("StinkyWaitCntInsertionPass")({"precise": precise} if precise else {})]
    for function in functions:
        for p in passes:
            p.run(function, ctx)
    return target, functions


def waits(function):
    return [i for i in function.instructions()
            if isinstance(i, Instruction) and i.desc is not None and i.desc.wait_counters]


def loose(function, target, precise: bool):
    """(wait, counter) pairs, one per wait, of the waits the validator still accepts one
    count higher; None when it rejects the output as inserted."""
    if validate_function(function, target=target, precise=precise):
        return None
    out = []
    for inst in waits(function):
        for index, (counter, n) in enumerate(decode_wait(inst, target).items()):
            if n + 1 >= target.counters[counter].max_value:
                continue
            fields = {field for _kind, field in target.counters[counter].modifier_fields}
            with raised(inst, fields, n):
                accepted = not validate_function(function, target=target, precise=precise)
            if accepted:
                out.append((inst, counter, index))
                break
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--precise", action="store_true",
                        help="StinkyWaitCntInsertionPass=precise, judged by the precise validator")
    args = parser.parse_args(argv)
    total = loose_total = 0
    causes: dict = {}
    rejected = []
    print(f"{'file':28} {'waits':>6} {'loose':>6}")
    for path in sorted((ROOT / "test" / "corpus" / "Inputs").glob("*/*.s")):
        arch = path.parent.name
        target, functions = inserted_functions(path.read_text(), arch, args.precise)
        count = found = 0
        for function in functions:
            count += len(waits(function))
            hits = loose(function, target, args.precise)
            if hits is None:
                rejected.append(f"{arch}/{path.name} @{function.name}")
                continue
            found += len(hits)
            for inst, counter, index in hits:
                key = (counter,) + explanation(inst, following(function, inst), index)
                causes[key] = causes.get(key, 0) + 1
        total += count
        loose_total += found
        print(f"{arch + '/' + path.name:28} {count:6d} {found:6d}")
    print(f"{'all':28} {total:6d} {loose_total:6d} ({100.0 * loose_total / max(total, 1):.1f}%)")
    print(f"rejected by the validator: {len(rejected)}" + "".join(f"\n  {r}" for r in rejected))
    if causes:
        print("| " + " | ".join(COLUMNS) + " | waits | % of inserted |")
        print("|" + "---|" * (len(COLUMNS) + 2))
        for key, n in sorted(causes.items(), key=lambda kv: (-kv[1], kv[0])):
            print("| " + " | ".join(key) + f" | {n} | {100.0 * n / max(total, 1):.2f} |")
    return 1 if rejected else 0


if __name__ == "__main__":
    sys.exit(main())
