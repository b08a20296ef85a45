#!/usr/bin/env python3
"""Round trip of assembly as LLVM 22 prints it: read, written back, assembled to the same bytes.

    asm_roundtrip.py canon FILE... [--llvm-mc llvm-mc-22]
        rewrite each sample file in LLVM 22's own spelling: every instruction line is
        assembled with `llvm-mc-22 -show-encoding` and replaced by the line llvm-mc prints;
        a line llvm-mc rejects is reported and the file is left unchanged (exit 1)
    asm_roundtrip.py check PATH... [--llvm-mc llvm-mc-22]
        for each sample file (PATH: a file, or a directory of them, searched recursively),
        run `stinkytofu-opt --emit-asm` on it and compare, line by line: the text written
        back with the text read (up to runs of blanks: LLVM prints `image_sample  v[0:3]`;
        comment-only lines aside), and the bytes llvm-mc-22 assembles from both

A sample file holds one instruction a line (labels, directives and `//` comments may be
mixed in; a line may depend on the lines before it, e.g. `s_set_vgpr_msb`). Its target is
its `.amdgcn_target`, else its name (`gfx942.s`), else its directory's (`gfx942/x.s`).
One line per file: `<name>: N lines, N as read, N same bytes, N warnings`, then each
difference; exit 1 when any line differs or a warning says a line has no form in the IR.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
_ENCODING = re.compile(r"^\s*(.*?)\s*; encoding: \[(.*)\]\s*$")
_TARGET = re.compile(r'^\s*\.amdgcn_target\s+"[^"]*?-?(gfx\w+)')
_ERROR = re.compile(r":(\d+):\d+: error: (.*)")


def _is_instruction(line: str) -> bool:
    code = line.split("//", 1)[0].split(";", 1)[0].strip()
    return bool(code) and not code.startswith((".", "#")) and not code.endswith(":")


def _arch(path: pathlib.Path, text: str, known: set[str]) -> str | None:
    for line in text.splitlines():
        m = _TARGET.match(line)
        if m:
            return m.group(1).split(":")[0]
    for name in (path.stem, path.parent.name):
        if name in known:
            return name
    return None


def _assemble(llvm_mc: str, arch: str, text: str) -> tuple[list[str], list[str], list[str]]:
    """(printed lines, encodings, errors) of ``text``, instruction lines in order."""
    run = subprocess.run([llvm_mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-show-encoding"],
                         input=text, capture_output=True, text=True)
    printed, encodings = [], []
    for line in run.stdout.splitlines():
        m = _ENCODING.match(line)
        if m:
            printed.append(m.group(1))
            encodings.append(m.group(2))
    errors = [f"line {m.group(1)}: {m.group(2)}" for m in map(_ERROR.search,
                                                               run.stderr.splitlines()) if m]
    return printed, encodings, errors


def _samples(paths: list[str]) -> list[pathlib.Path]:
    out = []
    for p in map(pathlib.Path, paths):
        out += sorted(p.rglob("*.s")) if p.is_dir() else [p]
    return out


def _known_archs() -> set[str]:
    sys.path.insert(0, str(ROOT))
    from stinkytofu_opt.target import available_archs
    return set(available_archs())


def _each_sample(paths: list[str], untargeted: list):
    """(path, text, arch) of each sample file; those without a target are reported and
    appended to ``untargeted``."""
    known = _known_archs()
    for path in _samples(paths):
        text = path.read_text()
        arch = _arch(path, text, known)
        if arch is None:
            print(f"{path}: no target (.amdgcn_target, or a file or directory named gfxN)")
            untargeted.append(path)
            continue
        yield path, text, arch


def canon(paths: list[str], llvm_mc: str) -> int:
    untargeted: list = []
    status = 0
    for path, text, arch in _each_sample(paths, untargeted):
        printed, _, errors = _assemble(llvm_mc, arch, text)
        lines = text.splitlines()
        at = [i for i, line in enumerate(lines) if _is_instruction(line)]
        if errors or len(printed) != len(at):
            print(f"{path}: llvm-mc rejects {len(errors) or 'some'} lines; not rewritten")
            for error in errors:
                print(f"  {error}")
            status = 1
            continue
        for i, line in zip(at, printed):
            # keep a gfx1250 high-VGPR comment (llvm-mc drops comments)
            lines[i] = "\t" + (lines[i].strip() if "/*" in lines[i] else line)
        path.write_text("".join(line + "\n" for line in lines))
        print(f"{path}: {len(at)} lines in LLVM 22's spelling")
    return 1 if untargeted else status


def check(paths: list[str], llvm_mc: str) -> int:
    untargeted: list = []
    status = 0
    for path, text, arch in _each_sample(paths, untargeted):
        name = f"{path.parent.name}/{path.name}"
        run = subprocess.run([sys.executable, "-m", "stinkytofu_opt", "--arch", arch,
                              "--emit-asm", str(path)], capture_output=True, text=True,
                             cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
        if run.returncode != 0:
            print(f"{name}: stinkytofu-opt failed (exit {run.returncode})\n{run.stderr}")
            status = 1
            continue
        warnings = [w for w in run.stderr.splitlines() if ": warning: " in w]
        no_form = [w for w in warnings if "has no form in the IR" in w]
        read = [" ".join(line.split()) for line in text.splitlines() if _is_instruction(line)]
        written = [" ".join(line.split()) for line in run.stdout.splitlines()
                   if _is_instruction(line)]
        _, before, errors_before = _assemble(llvm_mc, arch, text)
        _, after, errors_after = _assemble(llvm_mc, arch, run.stdout)
        same_text = sum(a == b for a, b in zip(read, written))
        same_bytes = sum(a == b for a, b in zip(before, after))
        print(f"{name}: {len(read)} lines, {same_text} as read, {same_bytes} same bytes, "
              f"{len(warnings)} warnings")
        problems = [f"  llvm-mc rejects the sample's {e}" for e in errors_before]
        problems += [f"  llvm-mc rejects the written {e}" for e in errors_after]
        if len(written) != len(read):
            problems.append(f"  {len(read)} lines read, {len(written)} written")
        problems += [f"  written '{b}' for '{a}'" for a, b in zip(read, written) if a != b]
        problems += [f"  bytes differ: [{a}] for [{b}]" for a, b in zip(after, before) if a != b]
        if len(before) != len(after):
            problems.append(f"  {len(before)} lines assembled from the sample, {len(after)} "
                            "from the output")
        problems += [f"  {w}" for w in no_form]
        if problems:
            status = 1
            print("\n".join(problems))
    return 1 if untargeted else status


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("mode", choices=("canon", "check"))
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--llvm-mc", default="llvm-mc-22")
    args = parser.parse_args()
    if shutil.which(args.llvm_mc) is None:
        print(f"asm_roundtrip.py: {args.llvm_mc} not found (Debian: apt-get install llvm-22)",
              file=sys.stderr)
        return 2
    return (canon if args.mode == "canon" else check)(args.paths, args.llvm_mc)


if __name__ == "__main__":
    sys.exit(main())
