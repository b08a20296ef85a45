#!/usr/bin/env python3
"""Check the target tables (stinkytofu_opt/target/data/*.yaml) against LLVM.

``--inventory`` (no LLVM needed) checks every target against its committed LLVM 22
inventory (stinkytofu_opt/target/inventory/, utils/gen_inventory.py): every LLVM
instruction must get a description (a batch or an inventory rule) and every table entry
must be an LLVM instruction of the target (or be kept by its `not_in_llvm`); it prints,
per target, how many LLVM mnemonics the batches list and the rules describe, and exits 1
on any disagreement. test/unit/test_target_inventory.py runs the same check.

Without ``--inventory``, against llvm-mc-19:

For every target llvm-mc-19 knows, every mnemonic of its table is assembled bare: llvm-mc
says "invalid instruction" or "not supported on this GPU" for a mnemonic the GPU does not
have, and "too few operands" (or similar) for one it has. The register files are checked
the same way: the last register of each file must assemble and the one after it must not.
The report (one line per target, then each disagreement) is committed as
utils/check_target_tables.txt; ``--check`` exits 1 when the tables and llvm-mc disagree
beyond what that report lists.

    utils/check_target_tables.py [--llvm-mc llvm-mc-19] [--write] [--check]
    utils/check_target_tables.py --inventory
"""

from __future__ import annotations

import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
REPORT = ROOT / "utils" / "check_target_tables.txt"
MISSING = ("invalid instruction", "not supported on this GPU")
# one instruction per register file, to probe its last index
PROBES = {"v": "v_mov_b32 v{n}, 0", "s": "s_mov_b32 s{n}, 0", "a": "v_accvgpr_write_b32 a{n}, 0"}


def assemble(llvm_mc: str, arch: str, lines: list[str]) -> dict[int, str]:
    """line number (1-based) -> llvm-mc's error message on it."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\n")
    try:
        run = subprocess.run([llvm_mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", f.name,
                              "-o", os.devnull], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    errors = {}
    for line in run.stderr.splitlines():
        parts = line.split(":", 4)
        if len(parts) == 5 and parts[3].strip() == "error":
            errors.setdefault(int(parts[1]), parts[4].strip())
    return errors


def check(llvm_mc: str, arch: str) -> list[str]:
    from stinkytofu_opt.target import get_target
    target = get_target(arch)
    out = []
    mnemonics = list(target.mnemonics)
    errors = assemble(llvm_mc, arch, mnemonics)
    unknown = [m for i, m in enumerate(mnemonics, 1)
               if any(text in errors.get(i, "") for text in MISSING)]
    out.append(f"{arch}: {len(mnemonics)} mnemonics, {len(unknown)} unknown to llvm-mc-19")
    out += [f"  not in llvm-mc-19 for {arch}: {m}" for m in unknown]
    for kind, probe in PROBES.items():
        limit = target.register_limit(kind)
        if limit is None:
            continue
        lines = [probe.format(n=limit - 1)] if limit else []
        lines.append(probe.format(n=limit))
        errors = assemble(llvm_mc, arch, lines)
        last_ok = not limit or 1 not in errors
        beyond_rejected = len(lines) in errors
        verdict = "agrees" if last_ok and beyond_rejected else "DISAGREES"
        out.append(f"  register file {kind}0-{kind}{limit - 1}: llvm-mc-19 {verdict}"
                   if limit else f"  no {kind} registers: llvm-mc-19 {verdict}")
    return out


def check_inventory() -> int:
    """Every target with an inventory against it; 1 when any disagrees."""
    from stinkytofu_opt.target import available_archs, get_target
    from stinkytofu_opt.target.inventory import INVENTORY_DIR, inventory_problems
    status = 0
    names = sorted(path.stem for path in INVENTORY_DIR.glob("*.txt"))
    for arch in [a for a in available_archs() if a in names]:
        target = get_target(arch)
        listed = sum(1 for m in target.inventory_bases if m in target.mnemonics)
        described = sum(1 for m in target.inventory_bases if target.lookup(m) is not None)
        print(f"{arch}: {len(target.inventory_bases)} LLVM mnemonics: {listed} in the "
              f"batches, {described - listed} by inventory_rules, "
              f"{len(target.inventory_bases) - described} undescribed; "
              f"{len(target.not_in_llvm)} table entries LLVM lacks kept by not_in_llvm")
        for problem in inventory_problems(target):
            print(f"  {problem}")
            status = 1
    return status


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    parser.add_argument("--write", action="store_true", help="rewrite the committed report")
    parser.add_argument("--check", action="store_true", help="compare with the committed report")
    parser.add_argument("--inventory", action="store_true",
                        help="check against the committed LLVM 22 inventory (no LLVM needed)")
    args = parser.parse_args(argv)
    if args.inventory:
        return check_inventory()
    if shutil.which(args.llvm_mc) is None:
        print(f"check_target_tables.py: {args.llvm_mc} not found (Debian: llvm-19)",
              file=sys.stderr)
        return 2
    # llvm-mc-19 knows no gfx1250 and no gfx950
    lines = []
    for arch in ("gfx942", "gfx1100", "gfx1150", "gfx1200", "gfx1201"):
        lines += check(args.llvm_mc, arch)
    text = "\n".join(lines) + "\n"
    if args.write:
        REPORT.write_text(text)
    if args.check:
        if REPORT.read_text() != text:
            sys.stdout.write(text)
            print("check_target_tables.py: the tables changed since the committed report",
                  file=sys.stderr)
            return 1
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
