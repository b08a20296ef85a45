"""Seeded random gfx1250 ``.stir`` functions for the guard passes' checkers.

``generate(seed)`` returns one function: straight runs, diamonds and loops (nested up to two
deep, the loops closed by ``s_cbranch_scc1`` back edges), every block ending in an explicit
branch or falling through, with ``Successors:`` lines that agree with the branches. The
blocks mix the instructions the four passes care about: tensor loads (memtokens 0-3) and
tensor waits, buffer/flat/global/scalar memory, atomics, ``s_set_vgpr_msb``, forever sleeps,
XDL and non-XDL WMMAs, SWMMACs, transcendentals, tensor-LUT permutes, DPMACC, plain VALU,
``v_nop`` fillers, SALU and barriers. Registers come from small pools so that producers and
consumers overlap often.
"""

from __future__ import annotations

import random

_WMMA = ("v_wmma_f32_16x16x32_bf16", "v_wmma_i32_16x16x64_iu8", "v_wmma_f32_16x16x64_fp8_fp8",
         "v_wmma_f32_16x16x4_f32")


class _Gen:
    def __init__(self, seed: int, size: int):
        self.r = random.Random(seed)
        self.size = size
        self.blocks: list[list] = []      # [name, lines, branch-kind, target]
        self.cur = self._block()

    def _block(self):
        block = [f"b{len(self.blocks)}", [], None, None]
        self.blocks.append(block)
        return block

    def v(self, width: int = 1) -> str:
        base = self.r.randrange(0, 24 - width + 1)
        return f"v{base}" if width == 1 else f"v[{base}:{base + width - 1}]"

    def s(self, width: int = 1) -> str:
        base = self.r.randrange(0, 12 - width + 1, 2 if width > 1 else 1)
        return f"s{base}" if width == 1 else f"s[{base}:{base + width - 1}]"

    def tokens(self) -> str:
        chosen = sorted(self.r.sample(range(4), self.r.choice((1, 1, 1, 2))))
        return "mod.memtoken = { tokens = [" + ",".join(map(str, chosen)) + "] }"

    def instruction(self) -> str:
        r = self.r
        kind = r.choices(
            ["tensor", "twait", "buffer", "store", "flat", "atomic", "smem", "msb", "sleep",
             "wmma", "swmmac", "trans", "perm", "dpmacc", "valu", "nop", "salu", "barrier",
             "xcnt"],
            [14, 5, 6, 3, 4, 3, 4, 3, 1, 6, 2, 4, 2, 2, 8, 2, 3, 2, 1])[0]
        if kind == "tensor":
            return f'"st.tensor_load_to_lds"(s[16:19], s[20:27]) {{ {self.tokens()} }}'
        if kind == "twait":
            count = r.choice((0, 1, 2, 3, 4, 6, 8, 10))
            mod = f" {{ {self.tokens()} }}" if r.random() < 0.7 else ""
            return f'"st.s_wait_tensorcnt"({count}){mod}'
        if kind == "buffer":
            return f'{self.v()} = "st.buffer_load_b32"({self.v()}, s[28:31], s32)'
        if kind == "store":
            return f'"st.buffer_store_b32"({self.v()}, {self.v()}, s[28:31], s32)'
        if kind == "flat":
            return f'{self.v()} = "st.flat_load_b32"({self.v(2)}, s[34:35])'
        if kind == "atomic":
            return f'{self.v()} = "st.global_atomic_inc_u32"({self.v()}, {self.v()}, s[34:35])'
        if kind == "smem":
            return f'{self.s()} = "st.s_load_b32"({self.s(2)})'
        if kind == "msb":
            return f'"st.s_set_vgpr_msb"({r.randrange(4)})'
        if kind == "sleep":
            return f'"st.s_sleep"({r.choice((-32768, 3))})'
        if kind == "xcnt":
            return '"st.s_wait_xcnt"(0)'
        if kind == "wmma":
            op = r.choice(_WMMA)
            src = 2 if op.endswith("f32") else 8
            return f'{self.v(8)} = "st.{op}"({self.v(src)}, {self.v(src)}, {self.v(8)})'
        if kind == "swmmac":
            return (f'{self.v(8)} = "st.v_swmmac_f32_16x16x64_f16"({self.v(8)}, {self.v(16)}, '
                    f'{self.v()})')
        if kind == "trans":
            return f'{self.v()} = "st.v_exp_f32"({self.v()})'
        if kind == "perm":
            return f'{self.v(2)} = "st.v_perm_pk16_b4_u4"({self.v()}, {self.v()}, {self.v(2)})'
        if kind == "dpmacc":
            return f'{self.v(2)} = "st.v_fma_f64"({self.v(2)}, {self.v(2)}, {self.v(2)})'
        if kind == "valu":
            return f'{self.v()} = "st.v_add_f32"({self.v()}, {self.v()})'
        if kind == "nop":
            return '"st.v_nop"()'
        if kind == "salu":
            return f'{self.s()} = "st.s_add_u32"({self.s()}, {self.s()})'
        return r.choice(('"st.s_barrier_signal"(-1)', '"st.s_barrier_wait"(-1)'))

    def fill(self) -> None:
        for _ in range(self.r.randrange(1, self.size + 1)):
            self.cur[1].append(self.instruction())

    def region(self, depth: int) -> None:
        shape = self.r.choice(["straight", "diamond", "loop"] if depth < 2 else ["straight"])
        if shape == "straight":
            self.fill()
        elif shape == "diamond":
            self.fill()
            head = self.cur
            self.cur = self._block()
            self.region(depth + 1)
            then_end = self.cur
            self.cur = self._block()
            head[2], head[3] = "cbranch", self.cur[0]
            self.region(depth + 1)
            join = self._block()
            then_end[2], then_end[3] = "branch", join[0]
            self.cur = join
        else:
            header = self._block()
            self.cur[2] = None       # falls into the header
            self.cur = header
            self.region(depth + 1)
            self.fill()
            self.cur[2], self.cur[3] = "cbranch", header[0]
            self.cur = self._block()

    def text(self, name: str) -> str:
        out = [f"st.func @{name}() {{"]
        for index, (bname, lines, branch, target) in enumerate(self.blocks):
            out.append(f"^{bname}:")
            out.extend("  " + line for line in lines)
            following = self.blocks[index + 1][0] if index + 1 < len(self.blocks) else None
            succs = []
            if branch == "branch":
                out.append(f'  "st.s_branch"("{target}")')
                succs = [target]
            elif branch == "cbranch":
                out.append(f'  "st.s_cbranch_scc1"("{target}")')
                succs = [s for s in (following, target) if s is not None]
            elif following is not None:
                succs = [following]
            if succs:
                out.append("  Successors: " + ", ".join(f"^{s}" for s in dict.fromkeys(succs)))
        out.append('  "st.s_endpgm"()')
        out.append("}")
        return "\n".join(out) + "\n"


def generate(seed: int, regions: int = 3, size: int = 6) -> str:
    """One function: `regions` top-level regions of blocks of up to `size` instructions."""
    gen = _Gen(seed, size)
    for _ in range(regions):
        gen.region(0)
    return gen.text(f"guards_{seed}")
