"""A kernel writer in a few lines: build a small GEMM-like gfx1250 kernel as
assembly text, give it its waits with the -O2 pipeline, write the .s.

    python examples/kernel_writer.py [OUT.s] [--unroll N]

The main loop loads tiles of A and B into LDS with the tensor engine
(`tensor_load_to_lds`), synchronises the workgroup, reads them back with
`ds_load_b128` and feeds `v_wmma_f32_16x16x32_bf16`. The generator writes no
`s_wait_*`: the pipeline puts in every wait the data needs (tensor loads
before the barrier, LDS reads before the WMMA, the kernel arguments before
their first use). `// st.token:N` comments tag the LDS buffer each transfer
touches, as TensileLite's kernel writer does, so the waits are per buffer.
"""

from __future__ import annotations

import argparse
import sys

import stinkytofu_opt as st


def prologue(name: str) -> list[str]:
    return [
        '.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"',
        ".text",
        f".globl {name}",
        ".p2align 8",
        f".type {name},@function",
        ".set sgprKernArg, 0",
        ".set sgprLoopCounter, 3",
        ".set sgprTdA, 16",
        ".set sgprTdB, 24",
        ".set vgprA, 64",
        ".set vgprB, 80",
        ".set vgprLdsA, 96",
        ".set vgprLdsB, 97",
        f"{name}:",
        "s_load_b256 s[sgprTdA:sgprTdA+7], s[sgprKernArg:sgprKernArg+1], 0x0   // tensor descriptors",
        "s_load_b256 s[sgprTdB:sgprTdB+7], s[sgprKernArg:sgprKernArg+1], 0x20",
        "s_mov_b32 s[sgprLoopCounter], 16",
        "v_lshlrev_b32 v[vgprLdsA], 4, v0",
        "v_add_nc_u32 v[vgprLdsB], 0x2000, v[vgprLdsA]",
    ]


def main_loop(unroll: int) -> list[str]:
    lines = ["label_LoopBeginL:"]
    for u in range(unroll):
        token = u % 2                       # double-buffered LDS: buffers 0 and 1
        lines += [
            f"tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+7]   // st.token:{token}",
            f"tensor_load_to_lds s[sgprTdB:sgprTdB+3], s[sgprTdB+4:sgprTdB+7]   // st.token:{token}",
            f"s_barrier_signal -1                                                // st.token:{token}",
            f"s_barrier_wait -1                                                  // st.token:{token}",
            f"ds_load_b128 v[vgprA:vgprA+3], v[vgprLdsA] offset:{token * 4096}      // st.token:{token}",
            f"ds_load_b128 v[vgprA+4:vgprA+7], v[vgprLdsA] offset:{token * 4096 + 16} // st.token:{token}",
            f"ds_load_b128 v[vgprB:vgprB+3], v[vgprLdsB] offset:{token * 4096}      // st.token:{token}",
            f"ds_load_b128 v[vgprB+4:vgprB+7], v[vgprLdsB] offset:{token * 4096 + 16} // st.token:{token}",
            "v_wmma_f32_16x16x32_bf16 v[0:7], v[vgprA:vgprA+7], v[vgprB:vgprB+7], v[0:7]",
        ]
    lines += [
        "s_sub_u32 s[sgprLoopCounter], s[sgprLoopCounter], 1",
        "s_cmp_eq_u32 s[sgprLoopCounter], 0",
        "s_cbranch_scc0 label_LoopBeginL",
        "label_LoopEndL:",
    ]
    return lines


def epilogue() -> list[str]:
    return ["global_store_b128 v[vgprLdsA], v[0:3], s[sgprTdA:sgprTdA+1]",
            "global_store_b128 v[vgprLdsA], v[4:7], s[sgprTdA:sgprTdA+1] offset:16",
            "s_endpgm"]


def build_kernel(name: str, unroll: int) -> str:
    return "\n".join(prologue(name) + main_loop(unroll) + epilogue()) + "\n"


def optimise(text: str, name: str) -> str:
    module = st.parse(text, arch="gfx1250", filename=f"{name}.s")
    for diagnostic in module.run_pipeline(opt_level=2, options={
            "EnableWaitCntInsertion": True, "WaveGroup0": 2, "WaveGroup1": 2}):
        print(diagnostic, file=sys.stderr)      # the skipped passes of this build, if any
    return module.to_asm()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="kernel.s", help="the .s to write")
    parser.add_argument("--unroll", type=int, default=2, help="main-loop unroll (default 2)")
    args = parser.parse_args(argv)
    name = "Tofu_Example_GEMM"
    try:
        assembly = optimise(build_kernel(name, args.unroll), name)
    except st.StinkyError as error:
        print(error, file=sys.stderr)           # located, as the command line prints it
        return 1
    with open(args.out, "w") as f:
        f.write(assembly)
    waits = sum(1 for line in assembly.splitlines() if line.startswith("s_wait_"))
    print(f"wrote {args.out}: {len(assembly.splitlines())} lines, {waits} waits", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
