#!/usr/bin/env python3
"""Cross-check InsertDelayAluPass's RDNA rules with LLVM's AMDGPUInsertDelayAlu (llc-19, llc-22).

For each seed: write a random LLVM IR shader function (a chain of f32 VALU, transcendental
and SGPR integer operations over its arguments), compile it with
``llc -mtriple=amdgcn -mcpu=ARCH -mattr=+wavefrontsize64 -O2`` (wave64: no dual-issue VOPD
pairs, which the project's tables lack; gfx1250 is wave32 only, where LLVM may pair VALU
instructions: llc-22 with ``-mattr=-vopd`` emits no code for gfx1250), keep LLVM's ``s_delay_alu`` lines, strip them,
re-insert hints with ``stinkytofu-opt --CFGBuilderPass --InsertDelayAluPass`` on the
stripped assembly, and compare the two lists of (instruction before which, encoded
immediate). The mnemonic suffixes ``_e32``/``_e64`` are dropped before stinkytofu-opt reads
the file (its tables name the base mnemonics).

Prints one line per target: programs, programs whose hints all agree, hints LLVM emitted,
hints in the same place with the same immediate. With ``--min-agreement P`` exits 1 when
fewer than P percent of the programs agree; ``--show N`` prints the first N disagreements.

    delay_alu_crosscheck.py --arch gfx1100 --llc llc-19 --seeds 40 [--min-agreement 50]
    delay_alu_crosscheck.py --arch gfx1200 --arch gfx1250 --llc llc-22 --seeds 40
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_SKIPS = ("SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4")
_IDS = {"NO_DEP": 0, **{f"VALU_DEP_{i}": i for i in range(1, 5)},
        **{f"TRANS32_DEP_{i}": 4 + i for i in range(1, 4)}, "FMA_ACCUM_CYCLE_1": 8,
        **{f"SALU_CYCLE_{i}": 8 + i for i in range(1, 4)}}
_PART = re.compile(r"(instid0|instid1|instskip)\((\w+)\)")
_SUFFIX = re.compile(r"^(\s*[a-z][a-z0-9_]*?)_e(32|64)\b")


def encode_delay(text: str) -> int:
    """The 16-bit immediate of ``s_delay_alu instid0(..) | instskip(..) | instid1(..)``."""
    value = 0
    for name, arg in _PART.findall(text):
        if name == "instskip":
            value |= _SKIPS.index(arg) << 4
        elif name == "instid0":
            value |= _IDS[arg]
        else:
            value |= _IDS[arg] << 7
    return value


def random_ir(seed: int, length: int = 14) -> str:
    rng = random.Random(seed)
    floats = ["%a", "%b", "%c", "%d"]
    ints = ["%s", "%t"]
    lines = []
    for i in range(length):
        kind = rng.choices(["fadd", "fmul", "fma", "exp", "rcp", "log", "iadd", "imul", "cvt"],
                           [5, 4, 2, 2, 1, 1, 2, 1, 1])[0]

        def f():
            return rng.choice(floats[-5:]) if rng.random() < 0.7 else rng.choice(floats)
        name = f"%v{i}"
        if kind in ("fadd", "fmul"):
            lines.append(f"  {name} = {kind} float {f()}, {f()}")
            floats.append(name)
        elif kind == "fma":
            lines.append(f"  {name} = call float @llvm.fma.f32(float {f()}, float {f()}, "
                         f"float {f()})")
            floats.append(name)
        elif kind == "exp":
            lines.append(f"  {name} = call float @llvm.amdgcn.exp2.f32(float {f()})")
            floats.append(name)
        elif kind == "log":
            lines.append(f"  {name} = call float @llvm.amdgcn.log.f32(float {f()})")
            floats.append(name)
        elif kind == "rcp":
            lines.append(f"  {name} = call float @llvm.amdgcn.rcp.f32(float {f()})")
            floats.append(name)
        elif kind in ("iadd", "imul"):
            op = "add" if kind == "iadd" else "mul"
            lines.append(f"  {name} = {op} i32 {rng.choice(ints)}, {rng.choice(ints + ['7'])}")
            ints.append(name)
        else:
            lines.append(f"  {name} = sitofp i32 {rng.choice(ints)} to float")
            floats.append(name)
    result = floats[-1]
    body = "\n".join(lines)
    return (f"define amdgpu_ps float @f(float %a, float %b, float %c, float %d, i32 inreg %s, "
            f"i32 inreg %t) {{\n{body}\n  ret float {result}\n}}\n"
            "declare float @llvm.fma.f32(float, float, float)\n"
            "declare float @llvm.amdgcn.exp2.f32(float)\n"
            "declare float @llvm.amdgcn.log.f32(float)\n"
            "declare float @llvm.amdgcn.rcp.f32(float)\n")


def _body(asm: str) -> list[str]:
    """The instruction lines of function f (comments and directives dropped)."""
    out, inside = [], False
    for line in asm.splitlines():
        if line.startswith("f:"):
            inside = True
            continue
        if inside and line.startswith(".Lfunc_end"):
            break
        code = line.split(";")[0].rstrip()
        if inside and code.strip() and not code.strip().startswith("."):
            out.append(code.strip())
    return out


def _hints(lines: list[str]) -> list[tuple[int, int]]:
    """(index of the instruction the hint precedes, immediate) over the non-hint lines."""
    out, index = [], 0
    for line in lines:
        if line.startswith("s_delay_alu"):
            out.append((index, encode_delay(line)))
        else:
            index += 1
    return out


WAVE32_ONLY = ("gfx1250",)


def _mattr(arch: str) -> list[str]:
    """wave64 (no VOPD pairs) where the target has it."""
    return [] if arch in WAVE32_ONLY else ["-mattr=+wavefrontsize64"]


def _opt_command():
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    from stinkytofu_opt.testing.tools import opt_argv   # (the lit run's fork server)

    return opt_argv()


def check(seed: int, arch: str, llc: str, workdir: str):
    ir_path = os.path.join(workdir, f"p{seed}.ll")
    with open(ir_path, "w") as f:
        f.write(random_ir(seed))
    asm = subprocess.run([llc, "-mtriple=amdgcn", f"-mcpu={arch}", *_mattr(arch),
                          "-O2", ir_path, "-o", "-"], check=True, capture_output=True, text=True).stdout
    llvm_lines = _body(asm)
    stripped = [_SUFFIX.sub(r"\1", line) for line in llvm_lines
                if not line.startswith("s_delay_alu")]
    s_path = os.path.join(workdir, f"p{seed}.s")
    with open(s_path, "w") as f:
        f.write("f:\n" + "".join(f"  {line}\n" for line in stripped) + "label_end:\n")
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run(_opt_command() + ["--arch", arch, s_path, "--from-label", "f",
                                            "--to-label", "label_end", "--CFGBuilderPass",
                                            "--InsertDelayAluPass", "--emit-asm"],
                          capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise RuntimeError(f"seed {seed}: stinkytofu-opt failed:\n{proc.stderr}")
    ours_lines = [line.strip() for line in proc.stdout.splitlines()
                  if line.strip() and not line.strip().endswith(":")]
    return _hints(llvm_lines), _hints(ours_lines), llvm_lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", action="append", required=True)
    parser.add_argument("--llc", default="llc-19")
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--min-agreement", type=float, default=0.0)
    parser.add_argument("--show", type=int, default=0)
    args = parser.parse_args()
    status = 0
    with tempfile.TemporaryDirectory() as workdir:
        for arch in args.arch:
            agree = hints = same = 0
            shown = 0
            for seed in range(args.first, args.first + args.seeds):
                llvm, ours, lines = check(seed, arch, args.llc, workdir)
                hints += len(llvm)
                same += len(set(llvm) & set(ours))
                if llvm == ours:
                    agree += 1
                elif shown < args.show:
                    shown += 1
                    print(f"--- {arch} seed {seed}: LLVM {llvm} ours {ours}")
                    for i, line in enumerate(lines):
                        print(f"    {line}")
            percent = 100.0 * agree / max(args.seeds, 1)
            print(f"{arch}: {args.seeds} programs; hints agree in {agree} ({percent:.0f}%); "
                  f"LLVM hints {hints}, same place and immediate {same}")
            if percent < args.min_agreement:
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
