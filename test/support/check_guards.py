"""Command-line front end of the independent guard checkers (guard_checkers.py).

    python test/support/check_guards.py FILE [--arch gfx1250] [--from-label L --to-label M]

Reads a `.stir` file, or a `.s` file (its region between the two labels, split into blocks
at labels and branches), and reports every tensor in-flight, XNACK replay and co-issue
violation the checkers find on some path. Exit status 0 when there is none, 1 otherwise.
"""

from __future__ import annotations

import argparse
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from guard_checkers import coissue_violations, tensor_violations, xcnt_violations  # noqa: E402

from stinkytofu_opt.passes.control_flow.cfg_builder import CFGBuilderPass  # noqa: E402
from stinkytofu_opt.target import get_target  # noqa: E402
from stinkytofu_opt.text.diagnostics import DiagnosticEngine  # noqa: E402


def functions_of(path: str, target, from_label, to_label):
    text = open(path, encoding="utf-8").read()
    diags = DiagnosticEngine(io.StringIO())
    if path.endswith(".s"):
        from stinkytofu_opt.text.asm_reader import parse_asm
        from stinkytofu_opt.text.regions import split_region
        module = parse_asm(text, path, target, diags)
        chosen = split_region(module, from_label, to_label) if from_label else module.functions
        for function in chosen:
            CFGBuilderPass().run(function, None)
        return chosen
    from stinkytofu_opt.text.stir_parser import parse_stir
    return parse_stir(text, path, target, diags).functions


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--arch", default="gfx1250")
    parser.add_argument("--from-label")
    parser.add_argument("--to-label")
    args = parser.parse_args(argv)
    target = get_target(args.arch)
    found = []
    for function in functions_of(args.file, target, args.from_label, args.to_label):
        for rule, check in (("tensor", lambda f: tensor_violations(f, target.guards.tdm_inflight_limit)),
                            ("xcnt", lambda f: xcnt_violations(f, target)),
                            ("coissue", lambda f: coissue_violations(f, target))):
            for inst, why in check(function):
                where = f"{inst.loc.line}" if inst.loc is not None else "?"
                found.append(f"{rule}: line {where}: {inst.opcode}: {why}")
    for line in found:
        print(line)
    print(f"{len(found)} violation(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
