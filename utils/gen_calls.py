#!/usr/bin/env python3
"""Compile the call kernels (test/calls/src/*.cl: kernels calling helpers that are not
inlined) with clang-19 and clang-22 into test/calls/Inputs/<compiler>/<arch>/.

The generated ``.s`` files are committed, so a machine without the compilers still runs
the tests (test/calls/*.s). LLVM 19 has no gfx1250; LLVM 22 writes its calls there as
``s_swap_pc_i64``/``s_set_pc_i64``.

    utils/gen_calls.py [--check]

``--check`` compiles into a temporary directory and exits 1 if a committed file differs.
"""

from __future__ import annotations

import argparse
import filecmp
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SRC = ROOT / "test" / "calls" / "src"
INPUTS = ROOT / "test" / "calls" / "Inputs"
# compiler -> the targets it compiles for (three generations each)
TARGETS = {"clang-19": ("gfx942", "gfx1100", "gfx1200"),
           "clang-22": ("gfx942", "gfx1200", "gfx1250")}
FLAGS = ("-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa", "-O2", "-S")


def compile_all(out_dir: pathlib.Path) -> list[pathlib.Path]:
    written = []
    for source in sorted(SRC.glob("*.cl")):
        for clang, archs in TARGETS.items():
            for arch in archs:
                dest = out_dir / clang / arch / (source.stem + ".s")
                dest.parent.mkdir(parents=True, exist_ok=True)
                subprocess.run([clang, *FLAGS, f"-mcpu={arch}", str(source), "-o", str(dest)],
                               check=True)
                # the source path is the only machine-dependent line of the output
                dest.write_text(dest.read_text().replace(str(SRC) + "/", ""))
                written.append(dest)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing them")
    args = parser.parse_args(argv)
    for clang in TARGETS:
        if shutil.which(clang) is None:
            print(f"gen_calls.py: {clang} not found (Debian: apt-get install {clang})",
                  file=sys.stderr)
            return 2
    if not args.check:
        for path in compile_all(INPUTS):
            print(path.relative_to(ROOT))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        stale = [p for p in compile_all(pathlib.Path(tmp))
                 if not filecmp.cmp(p, INPUTS / p.relative_to(tmp), shallow=False)]
        for p in stale:
            print(f"gen_calls.py: {p.relative_to(tmp)} differs from the committed file")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
