#!/usr/bin/env python3
"""Compile the corpus sources (test/corpus/src) with LLVM 19 and LLVM 22.

OpenCL C kernels (``*.cl``) go through clang, LLVM IR (``*.ll``) through llc, for every
target of the compiler below that the source supports. A source may name its targets in a
``TARGETS:`` line and the compilers it is for in an ``LLVM:`` line (``// LLVM: 22``; by
default both). LLVM 19 writes test/corpus/Inputs/<arch>/, LLVM 22
test/corpus/llvm22/Inputs/<arch>/. The generated ``.s`` files are committed, so a machine
without a compiler still runs the corpus tests. LLVM 19 has no gfx1250 or gfx950: the
kernels of test/corpus/Inputs/{gfx1250,gfx950}/ are hand-written in the syntax AMD clang
prints; LLVM 22 compiles for both.

    utils/gen_corpus.py [--llvm 19|22] [--check]

``--llvm`` limits the run to one compiler (default: both); ``--check`` compiles into a
temporary directory and exits 1 if a committed file differs.
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
from dataclasses import dataclass

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "test" / "corpus"
SRC = CORPUS / "src"
CLANG_FLAGS = ("-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa", "-O2", "-S")


@dataclass(frozen=True)
class Compiler:
    version: str
    targets: tuple[str, ...]
    inputs: pathlib.Path        # where its .s files go

    @property
    def clang(self) -> str:
        return f"clang-{self.version}"

    @property
    def llc(self) -> str:
        return f"llc-{self.version}"


COMPILERS = (
    Compiler("19", ("gfx942", "gfx1100", "gfx1150", "gfx1200", "gfx1201"), CORPUS / "Inputs"),
    Compiler("22", ("gfx942", "gfx950", "gfx1100", "gfx1200", "gfx1250"),
             CORPUS / "llvm22" / "Inputs"),
)


def _header(source: pathlib.Path, key: str) -> tuple[str, ...] | None:
    m = re.search(rf"^(?:;|//) {key}:(.*)$", source.read_text(), re.M)
    return tuple(m.group(1).split()) if m else None


def _targets_of(source: pathlib.Path, compiler: Compiler) -> tuple[str, ...]:
    if compiler.version not in (_header(source, "LLVM") or (compiler.version,)):
        return ()
    wanted = _header(source, "TARGETS")
    return tuple(t for t in compiler.targets if wanted is None or t in wanted)


def compile_all(compiler: Compiler, out_dir: pathlib.Path) -> list[pathlib.Path]:
    written = []
    for source in sorted(SRC.iterdir()):
        if source.suffix not in (".cl", ".ll"):
            continue
        for arch in _targets_of(source, compiler):
            dest = out_dir / arch / (source.stem + ".s")
            dest.parent.mkdir(parents=True, exist_ok=True)
            if source.suffix == ".cl":
                cmd = [compiler.clang, *CLANG_FLAGS, f"-mcpu={arch}", str(source),
                       "-o", str(dest)]
            else:
                cmd = [compiler.llc, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-O2",
                       str(source), "-o", str(dest)]
            # clang's remarks about the sources (LDS in the kernels' bodies) are not news
            subprocess.run(cmd, check=True, stderr=subprocess.DEVNULL)
            # the source path is the only machine-dependent line of the output
            text = dest.read_text().replace(str(SRC) + "/", "")
            dest.write_text(text)
            written.append(dest)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llvm", choices=[c.version for c in COMPILERS],
                        help="run only this compiler (default: all)")
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing them")
    args = parser.parse_args(argv)
    compilers = [c for c in COMPILERS if args.llvm in (None, c.version)]
    for compiler in compilers:
        for tool in (compiler.clang, compiler.llc):
            if shutil.which(tool) is None:
                print(f"gen_corpus.py: {tool} not found (Debian: apt-get install "
                      f"llvm-{compiler.version} clang-{compiler.version})", file=sys.stderr)
                return 2
    stale = []
    for compiler in compilers:
        if not args.check:
            for path in compile_all(compiler, compiler.inputs):
                print(path.relative_to(ROOT))
            continue
        with tempfile.TemporaryDirectory() as tmp:
            for p in compile_all(compiler, pathlib.Path(tmp)):
                committed = compiler.inputs / p.relative_to(tmp)
                if not committed.exists() or not filecmp.cmp(p, committed, shallow=False):
                    stale.append(committed.relative_to(ROOT))
    for p in stale:
        print(f"gen_corpus.py: {p} differs from the committed file (or is missing)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
