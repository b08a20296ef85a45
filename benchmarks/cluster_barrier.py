"""InsertClusterBarrierPass on long flat loop bodies, both designs.

    .venv/bin/python benchmarks/cluster_barrier.py [--sizes 1000,2000,4000]

Each kernel is one loop body holding N protect barriers, each followed by two
tensor loads (14 instructions per barrier, no SCC writer between them, so an
SCC walk that is not shared between handshakes would be quadratic). Prints
the pass time (``--time-passes``, one process per run) for 5R, 4R mode 0
(lead 100), 4R mode 2 with producer drains and 4R multicast, and the growth
from one size to the next (linear: about 2x per doubling).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPTIONS = ("design=5R", "lead=100", "rule3Mode=2,producerDrain=1", "streamKMulticast")


def kernel(n: int) -> str:
    lines = ['.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"', ".text", ".set sgprWaveIdx, 2",
             ".set sgprLoopCounterL, 3", "kbegin:", "label_GSU_1:",
             "tensor_load_to_lds s[20:23], s[24:31]", "s_xor_b32 s9, s9, 0x2000",
             "label_LoopBeginL:"]
    for _ in range(n):
        lines += ["v_add_f32 v1, v1, v2"] * 6 + [
            "s_wait_tensorcnt 0", "s_barrier_signal -1", "s_barrier_wait -1",
            "tensor_load_to_lds s[20:23], s[24:31]", "v_mul_f32 v4, v5, v6",
            "tensor_load_to_lds s[40:43], s[44:51]", "v_add_f32 v7, v8, v9",
            "v_add_f32 v10, v8, v9"]
    lines += ["s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1",
              "s_cmp_eq_u32 s[sgprLoopCounterL], 0", "s_cbranch_scc0 label_LoopBeginL",
              "kend:", "s_endpgm"]
    return "\n".join(lines) + "\n"


def pass_ms(path: str, options: str) -> float:
    proc = subprocess.run(
        [sys.executable, "-m", "stinkytofu_opt", "--arch", "gfx1250", path,
         f"--InsertClusterBarrierPass={options}", "--from-label", "kbegin", "--to-label", "kend",
         "--emit-asm", "--time-passes"], capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise SystemExit(f"{options}: exit {proc.returncode}\n{proc.stderr}")
    match = re.search(r"([\d.]+) ms\s+InsertClusterBarrierPass", proc.stderr)
    return float(match.group(1))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,2000,4000")
    sizes = [int(s) for s in parser.parse_args().sizes.split(",")]
    print(f"{'options':32} " + " ".join(f"{n:>9}" for n in sizes) + "   growth")
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for n in sizes:
            paths[n] = os.path.join(tmp, f"k{n}.s")
            with open(paths[n], "w") as f:
                f.write(kernel(n))
        for options in OPTIONS:
            times = [pass_ms(paths[n], options) for n in sizes]
            growth = " ".join(f"{b / a:.2f}x" for a, b in zip(times, times[1:]))
            print(f"{options:32} " + " ".join(f"{t:7.0f}ms" for t in times) + f"   {growth}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
