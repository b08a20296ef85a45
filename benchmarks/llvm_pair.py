"""One program written twice, as gfx1250 ``.stir`` and as MIR for LLVM's
``si-insert-waitcnts``, so both tools can be timed on the same instructions.

    python benchmarks/llvm_pair.py --size 100000 --stir x.stir --mir x.mir

The program alternates straight-line blocks and self-looping blocks of about
``BLOCK`` instructions each, about a third of them memory operations (flat
and DS loads and stores, scalar loads; the rest VALU and SALU adds over
a small register pool, so many read a load's result). The instruction lines
come from utils/gen_crosscheck.py, whose MIR and ``.stir`` spellings the LLVM
cross-check tests already hold equal. LLVM 19 has no gfx1250: llc runs it as
gfx1200, the same instruction set for these opcodes (``LLC_CPU``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "utils"))

from gen_crosscheck import S_POOL, V_POOL, mir_instruction, stir_instruction  # noqa: E402

BLOCK = 500
LLC_CPU = "gfx1200"
# kind -> weight: 10 of 28 are memory operations
# (gfx1250 has no global_* instructions: its vector memory goes through flat)
WEIGHTS = {"flat_load": 4, "ds_read": 3, "s_load": 1, "flat_store": 1, "ds_write": 1,
           "v_add": 14, "s_add": 4}


def blocks_of(size: int, seed: int = 0) -> list:
    """Blocks of (kind, dest, sources); odd-numbered blocks loop to themselves."""
    rng = random.Random(seed)
    kinds, weights = list(WEIGHTS), list(WEIGHTS.values())

    def instr():
        kind = rng.choices(kinds, weights)[0]
        v, s = ("v", rng.choice(V_POOL)), ("s", rng.choice(S_POOL))
        if kind in ("flat_load", "ds_read"):
            return kind, v, ()
        if kind == "s_load":
            return kind, s, ()
        if kind in ("flat_store", "ds_write"):
            return kind, None, (v,)
        if kind == "v_add":
            return kind, v, (("v", rng.choice(V_POOL)), ("v", rng.choice(V_POOL)))
        return kind, s, (("s", rng.choice(S_POOL)), ("s", rng.choice(S_POOL)))

    out = []
    left = size
    while left > 0:
        n = min(left, BLOCK)
        out.append([instr() for _ in range(n)])
        left -= n
    return out


def _loops(index: int, blocks) -> bool:
    return index % 2 == 1 and index < len(blocks) - 1


def to_stir(blocks) -> str:
    lines = ["st.func @pair() {"]
    for i, block in enumerate(blocks):
        lines.append(f"  ^bb{i}:")
        lines.extend("    " + stir_instruction(k, d, s, "gfx1200") for k, d, s in block)
        if i == len(blocks) - 1:
            lines.append('    "st.s_endpgm"()')
        elif _loops(i, blocks):
            lines.append(f'    "st.s_cbranch_scc1"("bb{i}")')
            lines.append(f"    Successors: ^bb{i}, ^bb{i + 1}")
        else:
            lines.append(f"    Successors: ^bb{i + 1}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def to_mir(blocks) -> str:
    body = []
    for i, block in enumerate(blocks):
        body.append(f"  bb.{i}:")
        if _loops(i, blocks):
            body.append(f"    successors: %bb.{i}, %bb.{i + 1}")
        elif i < len(blocks) - 1:
            body.append(f"    successors: %bb.{i + 1}")
        body.extend("    " + mir_instruction(k, d, s) for k, d, s in block)
        if i == len(blocks) - 1:
            body.append("    S_ENDPGM 0")
        elif _loops(i, blocks):
            body.append(f"    S_CBRANCH_SCC1 %bb.{i}, implicit undef $scc")
    return ("---\nname: pair\ntracksRegLiveness: false\nmachineFunctionInfo:\n"
            "  isEntryFunction: true\nbody: |\n" + "\n".join(body) + "\n...\n")


def llc_command(llc: str, mir_path: str, out_path: str) -> list[str]:
    return [llc, "-mtriple=amdgcn", f"-mcpu={LLC_CPU}", "-run-pass=si-insert-waitcnts",
            "-o", out_path, mir_path]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=100_000, help="instructions")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--stir", required=True)
    ap.add_argument("--mir", required=True)
    args = ap.parse_args(argv)
    blocks = blocks_of(args.size, args.seed)
    with open(args.stir, "w") as f:
        f.write(to_stir(blocks))
    with open(args.mir, "w") as f:
        f.write(to_mir(blocks))
    return 0


if __name__ == "__main__":
    sys.exit(main())
