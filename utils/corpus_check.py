#!/usr/bin/env python3
"""Run stinkytofu-opt over the real-compiler-output corpus (test/corpus/Inputs/<arch>/*.s).

    corpus_check.py read      DIR...   no warning: every line is read with its effects
    corpus_check.py validate  DIR...   the validator's verdict on the compiler's own waits
    corpus_check.py reinsert  DIR...   strip every memory wait, insert, compare with the compiler
    corpus_check.py roundtrip DIR... --llvm-mc llvm-mc-19   --emit-asm output assembles again

One line per file (``<arch>/<file>: ...``), then the details of anything found; the lit
tests in test/corpus check these lines. ``reinsert`` reads the compiler's waits, deletes
them all, asks the validator which instructions then miss a wait (a register or LDS
dependence, or the calling convention's waits at a function's entry and before its
return), runs CFGBuilderPass and StinkyWaitCntInsertionPass, and counts those
instructions whose inserted waits are at least as strong as the compiler's waits right
before them, counter by counter; the validator must accept the inserted waits.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Waits on memory counters (not s_waitcnt_depctr / s_wait_alu: ALU dependencies).
WAIT = re.compile(r"\s*(s_waitcnt(?:_vscnt|_vmcnt|_expcnt|_lgkmcnt)?|s_wait_(?:loadcnt_dscnt|"
                  r"storecnt_dscnt|loadcnt|dscnt|kmcnt|storecnt|samplecnt|bvhcnt|expcnt|"
                  r"tensorcnt|asynccnt|xcnt))(?:\s|$)")
_PART = re.compile(r"(\w+)\((\d+)\)")
_LOCATED = re.compile(r"^[^:]+\.s:(\d+):\d+: error: missing (.+?): ")
# the validator's words for the calling convention's waits (a function's entry, a return)
_ENTRY = "at the entry of function"
_RETURN = "' returns while '"


def opt(args: list[str], text: str | None = None) -> subprocess.CompletedProcess:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from stinkytofu_opt.testing.tools import opt_argv   # (the lit run's fork server)

    cmd = [*opt_argv(), *args]
    return subprocess.run(cmd, input=text, capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})


def corpus(dirs: list[str]):
    for d in dirs:
        for path in sorted(pathlib.Path(d).glob("*/*.s")):
            yield path.parent.name, path


def wait_values(line: str) -> dict[str, int]:
    """counter -> count of one wait line (the spellings llvm-mc prints)."""
    m = WAIT.match(line)
    if m is None:
        return {}
    op, rest = m.group(1), line[m.end():].strip()
    if op == "s_waitcnt":
        return {name: int(n) for name, n in _PART.findall(rest)}
    value = int(rest.split(",")[-1].strip(), 0) if rest else 0
    if op.startswith("s_waitcnt_"):
        return {op[len("s_waitcnt_"):]: value}
    if op == "s_wait_loadcnt_dscnt":
        return {"loadcnt": value >> 8 & 63, "dscnt": value & 63}
    if op == "s_wait_storecnt_dscnt":
        return {"storecnt": value >> 8 & 63, "dscnt": value & 63}
    return {op[len("s_wait_"):]: value}


def _waits_before(lines: list[str]) -> list[dict]:
    """Per non-wait line, in order: counter -> the strictest wait right before it."""
    out, pending = [], {}
    for line in lines:
        values = wait_values(line)
        if values:
            for c, n in values.items():
                pending[c] = min(n, pending.get(c, n))
            continue
        out.append(pending)
        pending = {}
    return out


def _ordinal(lines: list[str]) -> dict[int, int]:
    """line number (1-based) -> its index among the non-wait lines."""
    out, k = {}, 0
    for i, line in enumerate(lines, 1):
        if not WAIT.match(line):
            out[i] = k
            k += 1
    return out


def check_read(arch, path) -> bool:
    run = opt(["--arch", arch, str(path), "--emit-asm"])
    notes = [line for line in run.stderr.splitlines() if ": warning: " in line or ": error: " in line]
    lines = sum(1 for line in path.read_text().splitlines() if line.strip())
    print(f"{arch}/{path.name}: {lines} lines read, {len(notes)} warnings or errors")
    for note in notes:
        print("  " + note)
    return run.returncode == 0 and not notes


def check_validate(arch, path) -> bool:
    run = opt(["--arch", arch, str(path), "--CFGBuilderPass", "--WaitCntValidationCheckPass=noAbort"])
    errors = [line for line in run.stderr.splitlines() if ": error: " in line]
    print(f"{arch}/{path.name}: the validator reports {len(errors)} of the compiler's waits missing")
    for error in errors:
        print("  " + re.sub(r"\S*/(?=[^/\s]+\.s:)", "", error))
    return not errors


def check_reinsert(arch, path) -> bool:
    normal = opt(["--arch", arch, str(path), "--emit-asm"]).stdout.splitlines()
    stripped = [line for line in normal if not WAIT.match(line)]
    with tempfile.TemporaryDirectory() as tmp:
        source = pathlib.Path(tmp) / path.name
        source.write_text("\n".join(stripped) + "\n")
        needs = opt(["--arch", arch, str(source), "--CFGBuilderPass",
                     "--WaitCntValidationCheckPass=noAbort"]).stderr.splitlines()
        inserted = opt(["--arch", arch, str(source), "--CFGBuilderPass",
                        "--StinkyWaitCntInsertionPass"])
        again = pathlib.Path(tmp) / ("inserted_" + path.name)
        again.write_text(inserted.stdout)
        verdict = opt(["--arch", arch, str(again), "--CFGBuilderPass",
                       "--WaitCntValidationCheckPass=noAbort"])
    ordinal = _ordinal(stripped)
    compiler = _waits_before(normal)
    ours = _waits_before(inserted.stdout.splitlines())
    points = weaker = 0
    convention = {"entry": 0, "return": 0}   # points the calling convention makes
    details = []
    for line in needs:
        m = _LOCATED.match(line)
        if m is None:
            continue
        k = ordinal[int(m.group(1))]
        for counter in wait_values(m.group(2)):
            if counter not in compiler[k]:
                continue          # the compiler waited earlier: no wait point here
            points += 1
            if _ENTRY in line:
                convention["entry"] += 1
            elif _RETURN in line:
                convention["return"] += 1
            if ours[k].get(counter, 1 << 30) > compiler[k][counter]:
                weaker += 1
                details.append(f"  {stripped[int(m.group(1)) - 1].strip()}: {counter} "
                               f"{ours[k].get(counter, 'none')} (compiler: "
                               f"{compiler[k][counter]})")
    rejected = [line for line in verdict.stderr.splitlines() if ": error: " in line]
    print(f"{arch}/{path.name}: {points} dependence wait points, {points - weaker} waited "
          f"at least as strongly as the compiler, {len(rejected)} rejected by the validator; "
          f"{convention['entry']} at function entries, {convention['return']} before returns")
    for line in details + ["  " + r for r in rejected]:
        print(line)
    return inserted.returncode == 0 and not weaker and not rejected


def check_roundtrip(arch, path, llvm_mc) -> bool:
    out = opt(["--arch", arch, str(path), "--emit-asm"]).stdout
    run = subprocess.run([llvm_mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-filetype=obj",
                          "-o", os.devnull], input=out, capture_output=True, text=True)
    errors = [line for line in run.stderr.splitlines() if "error:" in line]
    print(f"{arch}/{path.name}: the round trip assembles with {len(errors)} errors")
    for error in errors[:10]:
        print("  " + error)
    return run.returncode == 0 and not errors


def mc_knows(llvm_mc: str, arch: str) -> bool:
    run = subprocess.run([llvm_mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-o",
                          os.devnull], input="s_endpgm\n", capture_output=True, text=True)
    return run.returncode == 0 and "not a recognized processor" not in run.stderr


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("check", choices=("read", "validate", "reinsert", "roundtrip"))
    parser.add_argument("dirs", nargs="+")
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    args = parser.parse_args(argv)
    ok = True
    for arch, path in corpus(args.dirs):
        if args.check == "read":
            ok &= check_read(arch, path)
        elif args.check == "validate":
            ok &= check_validate(arch, path)
        elif args.check == "reinsert":
            ok &= check_reinsert(arch, path)
        elif mc_knows(args.llvm_mc, arch):
            ok &= check_roundtrip(arch, path, args.llvm_mc)
        else:
            print(f"{arch}/{path.name}: {args.llvm_mc} does not know {arch}; not assembled")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
