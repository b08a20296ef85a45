#!/usr/bin/env python3
"""Compile the corpus sources (test/corpus/src) with LLVM 19 into test/corpus/Inputs.

OpenCL C kernels (``*.cl``) go through clang-19, LLVM IR (``*.ll``) through llc-19, for
every target below that the source supports (an ``.ll`` names its targets in a
``; TARGETS:`` line); the generated ``.s`` files are committed, so a machine without a
compiler still runs the corpus tests. gfx1250 and gfx950 are not in LLVM 19: their kernels
are hand-written in test/corpus/Inputs/<arch>/ in the syntax AMD clang prints.

    utils/gen_corpus.py [--clang clang-19] [--llc llc-19] [--check]

``--check`` compiles into a temporary directory and exits 1 if a committed file differs.
"""

from __future__ import annotations

import argparse
import filecmp
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SRC = ROOT / "test" / "corpus" / "src"
INPUTS = ROOT / "test" / "corpus" / "Inputs"
TARGETS = ("gfx942", "gfx1100", "gfx1150", "gfx1200", "gfx1201")
CLANG_FLAGS = ("-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa", "-O2", "-S")


def _targets_of(source: pathlib.Path) -> tuple[str, ...]:
    m = re.search(r"^; TARGETS:(.*)$", source.read_text(), re.M)
    return tuple(m.group(1).split()) if m else TARGETS


def compile_all(out_dir: pathlib.Path, clang: str, llc: str) -> list[pathlib.Path]:
    written = []
    for source in sorted(SRC.iterdir()):
        if source.suffix not in (".cl", ".ll"):
            continue
        for arch in _targets_of(source):
            dest = out_dir / arch / (source.stem + ".s")
            dest.parent.mkdir(parents=True, exist_ok=True)
            if source.suffix == ".cl":
                cmd = [clang, *CLANG_FLAGS, f"-mcpu={arch}", str(source), "-o", str(dest)]
            else:
                cmd = [llc, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-O2",
                       str(source), "-o", str(dest)]
            subprocess.run(cmd, check=True)
            # the source path is the only machine-dependent line of the output
            text = dest.read_text().replace(str(SRC) + "/", "")
            dest.write_text(text)
            written.append(dest)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clang", default="clang-19")
    parser.add_argument("--llc", default="llc-19")
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing them")
    args = parser.parse_args(argv)
    for tool in (args.clang, args.llc):
        if shutil.which(tool) is None:
            print(f"gen_corpus.py: {tool} not found (Debian: apt-get install llvm-19 clang-19)",
                  file=sys.stderr)
            return 2
    if not args.check:
        for path in compile_all(INPUTS, args.clang, args.llc):
            print(path.relative_to(ROOT))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        stale = [p for p in compile_all(pathlib.Path(tmp), args.clang, args.llc)
                 if not filecmp.cmp(p, INPUTS / p.relative_to(tmp), shallow=False)]
    for p in stale:
        print(f"gen_corpus.py: {p.relative_to(tmp)} differs from the committed file")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
