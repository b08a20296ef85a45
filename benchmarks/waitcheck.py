"""stinkytofu-waitcheck throughput: kernels per second over a generated corpus of
gfx942 code objects with --jobs 1 and --jobs 2 (whole command, start-up included), and
milliseconds per 1,000-instruction kernel in process (reader + CFG + validation, the
disassembly already done: what each kernel costs inside one worker).

    python benchmarks/waitcheck.py [--objects 40] [--kernels 5] [--size 300] [--runs 3]

Needs llvm-mc-19 and llvm-objdump-19 (Debian llvm-19). The kernels are deterministic:
loads (global, LDS, scalar) into fresh registers, VOP3 ALU work, the waits their uses need
(partial vmcnt counts in issue order, lgkmcnt(0) after scalar loads), stores and counted
loops; every kernel is clean, which the run checks (exit status 0).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def kernel_body(rng: random.Random, size: int, loop_id: str) -> list[str]:
    lines = ["s_load_dwordx2 s[0:1], s[0:1], 0x0", "s_waitcnt lgkmcnt(0)", "s_mov_b32 s4, 0"]
    loop = 0
    while len(lines) < size:
        if rng.random() < 0.15:
            loop += 1
            lines.append(f".L{loop_id}_{loop}:")
        loads = rng.randint(1, 6)
        regs = [10 + 4 * i for i in range(loads)]
        lds = rng.random() < 0.4
        for i, r in enumerate(regs):
            lines.append(f"ds_read_b32 v{r}, v2 offset:{4 * i}" if lds else
                         f"global_load_dword v{r}, v[0:1], off offset:{4 * i}")
        for _ in range(rng.randint(0, 8)):
            a, b = rng.randint(100, 120), rng.randint(100, 120)
            lines.append(f"v_add3_u32 v{a}, v{b}, v{a}, v{b}")
        for i, r in enumerate(regs):
            left = loads - 1 - i
            lines.append(f"s_waitcnt lgkmcnt({min(left, 15)})" if lds else f"s_waitcnt vmcnt({left})")
            lines.append(f"v_add3_u32 v{r + 1}, v{r}, v{r}, v{r + 1}")
        lines.append(f"global_store_dword v[0:1], v{regs[-1] + 1}, off")
        if loop and rng.random() < 0.3:
            lines += ["s_add_u32 s4, s4, 1", "s_cmp_lt_u32 s4, 8", f"s_cbranch_scc1 .L{loop_id}_{loop}"]
    lines += ["s_waitcnt vmcnt(0)", "s_endpgm"]
    return lines


def object_source(index: int, kernels: int, size: int) -> str:
    rng = random.Random(index)
    out = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"', "\t.text"]
    for k in range(kernels):
        name = f"k{index}_{k}"
        out += [f"\t.globl {name}", "\t.p2align 8", f"\t.type {name},@function", f"{name}:"]
        out += [line if line.endswith(":") else "\t" + line
                for line in kernel_body(rng, size, f"{index}_{k}")]
        out += [f".Lend_{name}:", f"\t.size {name}, .Lend_{name}-{name}"]
    return "\n".join(out) + "\n"


def build_corpus(directory: str, objects: int, kernels: int, size: int) -> None:
    for i in range(objects):
        src = os.path.join(directory, f"obj{i:03d}.s.in")
        with open(src, "w") as f:
            f.write(object_source(i, kernels, size))
        subprocess.run(["llvm-mc-19", "-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx942",
                        "-filetype=obj", src, "-o", os.path.join(directory, f"obj{i:03d}.co")],
                       check=True)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def scan_seconds(directory: str, jobs: int, runs: int) -> tuple[float, float]:
    """(best wall time, CPU time of that run: workers and llvm-objdump included)."""
    best = None
    for _ in range(runs):
        cpu = _children_cpu()
        start = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "stinkytofu_opt.waitcheck", "--jobs", str(jobs),
                               directory], capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        cpu = _children_cpu() - cpu
        if proc.returncode != 0:
            sys.exit(f"waitcheck: exit status {proc.returncode} on the clean corpus:\n"
                     f"{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
        if best is None or elapsed < best[0]:
            best = (elapsed, cpu)
    return best


def in_process_ms(directory: str, runs: int) -> tuple[float, int]:
    """Median ms to read and validate one ~1,000-instruction kernel."""
    from stinkytofu_opt.target import get_target
    from stinkytofu_opt.waitcheck import objdump
    from stinkytofu_opt.waitcheck.check import validate
    from stinkytofu_opt.waitcheck.disassembly import kernel_text, read
    from stinkytofu_opt.waitcheck.elf_image import read_code_object

    src = os.path.join(directory, "big.s.in")
    with open(src, "w") as f:
        f.write(object_source(10_000, 1, 1000))
    obj = os.path.join(directory, "big.o")
    subprocess.run(["llvm-mc-19", "-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx942", "-filetype=obj",
                    src, "-o", obj], check=True)
    with open(obj, "rb") as f:
        kernel = read_code_object(f.read()).kernels[0]
    lines = [line for line in objdump.disassemble(objdump.find_objdump(None), obj)[kernel.section]
             if kernel.start <= line.address < kernel.end]
    target = get_target("gfx942")
    samples, instructions = [], 0
    for _ in range(max(runs, 5) * 4):
        start = time.perf_counter()
        text, texts, offsets = kernel_text(lines, kernel.section_addr)
        kernel_read = read(text, "big.o:k", target, texts, [(".text", o) for o in offsets])
        record = validate(kernel_read, target)
        samples.append((time.perf_counter() - start) * 1000)
        assert not record["violations"] and not record["unread_count"], record
        instructions = record["instructions"]
    return statistics.median(samples) * 1000 / instructions, instructions


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--objects", type=int, default=40)
    parser.add_argument("--kernels", type=int, default=5, help="kernels per code object")
    parser.add_argument("--size", type=int, default=300, help="instructions per kernel (about)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="waitcheck-bench-") as tmp:
        build_corpus(tmp, args.objects, args.kernels, args.size)
        total = args.objects * args.kernels
        print(f"corpus: {args.objects} gfx942 code objects x {args.kernels} kernels of about "
              f"{args.size} instructions ({total} kernels); best of {args.runs} runs")
        for jobs in (1, 2):
            seconds, cpu = scan_seconds(tmp, jobs, args.runs)
            print(f"  --jobs {jobs}: {seconds:6.2f} s  {total / seconds:7.1f} kernels/s  "
                  f"(CPU {cpu:.2f} s: {1000 * cpu / total:.1f} ms per kernel)")
        ms, instructions = in_process_ms(tmp, args.runs)
        print(f"in process: {ms:.1f} ms per 1,000-instruction kernel "
              f"(median; measured on a {instructions}-instruction kernel)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
