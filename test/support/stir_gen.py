"""Seeded random generator of small gfx1250 ``.stir`` functions.

``generate(seed)`` returns the text of one function: a few blocks shaped as
straight lines, diamonds, if-thens and loops (nested up to two deep), filled
with DS loads and stores, buffer loads, scalar loads, tensor loads into LDS,
async LDS-to-global stores, barriers (all-wave, sometimes cluster -3),
occasional pre-existing waits, and VALU/WMMA/SALU consumers.

Register pools keep write-after-write rare: each counter loads into its own
registers and the VALU writes its own (two scalar loads of one register,
which race, still happen). ``waw_rate`` makes that many VALU writes and
buffer loads pick a register another counter loads, the write-after-write
case between counters and against VALU writes. Addresses and descriptors are
never written.
"""

from __future__ import annotations

import random

DS_POOL = 64          # v0..v63: DS load results
BUF_POOL = (64, 96)   # v64..v95: buffer load results
VALU_POOL = (200, 232)
WMMA_DEST = (160, 168, 176, 184)
SLOAD_POOL = (40, 72)
SALU_POOL = (80, 96)


class _Gen:
    def __init__(self, seed: int, max_depth: int, tokens: int, untagged_rate: float,
                 block_size: int = 6, waw_rate: float = 0.0):
        self.block_size = block_size
        self.waw_rate = waw_rate
        self.r = random.Random(seed)
        self.max_depth = max_depth
        self.ntok = tokens
        self.untagged_rate = untagged_rate
        self.blocks: list[list] = []   # [name, lines, successors]
        self.cur = self._new_block()
        self.defined: list[str] = []   # registers some instruction wrote
        self.sdefined: list[str] = []

    def _new_block(self):
        b = [f"bb{len(self.blocks)}", [], []]
        self.blocks.append(b)
        return b

    def emit(self, line: str) -> None:
        self.cur[1].append(line)

    def tok(self, k: int | None = None, space: str = "any") -> str:
        """A memtoken modifier. Tensor loads fill tokens 0..ntok-1; DS stores,
        readers and barriers use any token, so one buffer can be written by
        both pipelines (the cross-pipeline write-after-write case)."""
        r = self.r
        if r.random() < self.untagged_rate:
            return ""
        if k is None:
            k = 1 if r.random() < 0.8 else 2
        pool = {"tensor": range(self.ntok), "any": range(self.ntok + 2)}[space]
        chosen = sorted(r.sample(pool, min(k, len(pool))))
        return "mod.memtoken = { tokens = [" + ", ".join(map(str, chosen)) + "] }"

    @staticmethod
    def attrs(*mods: str) -> str:
        mods = [m for m in mods if m]
        return " { " + ", ".join(mods) + " }" if mods else ""

    # -- instructions ----------------------------------------------------
    def ds_load(self):
        size = self.r.choice((1, 2, 4))
        base = self.r.randrange(0, DS_POOL // size) * size
        dst = f"v{base}" if size == 1 else f"v[{base}:{base + size - 1}]"
        self.emit(f'{dst} = "st.ds_load_b{32 * size}"(v250)'
                  + self.attrs("mod.ds = { na = 1, offset = 0, gds = false }", self.tok()))
        self.defined.extend(f"v{base + i}" for i in range(size))

    def ds_store(self):
        data = self.r.choice(self.defined) if self.defined and self.r.random() < 0.6 \
            else "v251"
        self.emit(f'"st.ds_store_b32"(v250, {data})'
                  + self.attrs("mod.ds = { na = 1, offset = 0, gds = false }", self.tok()))

    def buffer_load(self):
        reg = self.r.randrange(*BUF_POOL)
        if self.waw_rate and self.r.random() < self.waw_rate:
            reg = self.r.randrange(0, DS_POOL)
        self.emit(f'v{reg} = "st.buffer_load_b32"(v252, s[0:3], 0)')
        self.defined.append(f"v{reg}")

    def s_load(self):
        reg = self.r.randrange(*SLOAD_POOL)
        self.emit(f's{reg} = "st.s_load_b32"(s[2:3], 0)')
        self.sdefined.append(f"s{reg}")

    def tensor_load(self):
        self.emit('"st.tensor_load_to_lds"(s[4:7], s[8:15])'
                  + self.attrs(self.tok(1, "tensor")))

    def async_store(self):
        self.emit('"st.global_store_async_from_lds_b64"(v[240:241], v242, s[30:31])'
                  + self.attrs(self.tok(1)))

    def valu(self):
        a = self.r.choice(self.defined) if self.defined else "v253"
        b = self.r.choice(self.defined) if self.defined and self.r.random() < 0.5 else "v254"
        d = f"v{self.r.randrange(*VALU_POOL)}"
        if self.waw_rate and self.defined and self.r.random() < self.waw_rate:
            d = self.r.choice(self.defined)
        self.emit(f'{d} = "st.v_add_f32"({a}, {b})')

    def wmma(self):
        a = self.r.randrange(0, 8) * 8
        b = self.r.randrange(0, 8) * 8
        d = self.r.choice(WMMA_DEST)
        self.emit(f'v[{d}:{d + 7}] = "st.v_wmma_f32_16x16x32_bf16"(v[{a}:{a + 7}], '
                  f'v[{b}:{b + 7}], v[{d}:{d + 7}])'
                  + self.attrs("mod.mfma = { reuseA = false, reuseB = false }"))

    def salu(self):
        a = self.r.choice(self.sdefined) if self.sdefined else "s100"
        d = self.r.randrange(*SALU_POOL)
        self.emit(f's{d} = "st.s_add_u32"({a}, 1)')

    def barrier(self):
        if self.r.random() < 0.1:
            self.emit('"st.s_barrier_signal"(-3)')
            self.emit('"st.s_barrier_wait"(-3)')
            return
        t = self.tok(self.r.choice((1, 1, 2)))
        self.emit('"st.s_barrier_signal"(-1)' + self.attrs(t))
        self.emit('"st.s_barrier_wait"(-1)' + self.attrs(t))

    def existing_wait(self):
        kind = self.r.choice(("dscnt", "loadcnt", "kmcnt", "tensorcnt", "asynccnt"))
        n = self.r.choice((0, 0, 1, 2))
        mod = {"dscnt": f"mod.swaitcnt = {{ vlcnt = -1, vscnt = -1, dlcnt = {n}, dscnt = -1, "
                        "kmcnt = -1 }",
               "loadcnt": f"mod.swaitcnt = {{ vlcnt = {n}, vscnt = -1, dlcnt = -1, "
                          "dscnt = -1, kmcnt = -1 }",
               "kmcnt": f"mod.swaitcnt = {{ vlcnt = -1, vscnt = -1, dlcnt = -1, dscnt = -1, "
                        f"kmcnt = {n} }}",
               "tensorcnt": f"mod.swaittensorcnt = {{ tlcnt = {n} }}",
               "asynccnt": f"mod.swaitasynccnt = {{ asynccnt = {n} }}"}[kind]
        self.emit(f'"st.s_wait_{kind}"({n})' + self.attrs(mod))

    WEIGHTS = (("ds_load", 6), ("ds_store", 2), ("buffer_load", 3), ("s_load", 2),
               ("tensor_load", 3), ("async_store", 2), ("valu", 5), ("wmma", 2),
               ("salu", 2), ("barrier", 2), ("existing_wait", 1))

    def straight(self):
        names = [n for n, _ in self.WEIGHTS]
        weights = [w for _, w in self.WEIGHTS]
        for _ in range(self.r.randint(1, self.block_size)):
            getattr(self, self.r.choices(names, weights)[0])()

    # -- control flow ----------------------------------------------------
    def link(self, src, *dsts):
        src[2].extend(d[0] for d in dsts)

    def region(self, depth: int, parts: int):
        for _ in range(parts):
            kind = self.r.random()
            if depth >= self.max_depth or kind < 0.45:
                self.straight()
            elif kind < 0.65:
                self.diamond(depth)
            elif kind < 0.75:
                self.if_then(depth)
            else:
                self.loop(depth)

    def diamond(self, depth):
        head = self.cur
        then = self._new_block()
        els = self._new_block()
        join = self._new_block()
        head[1].append(f'"st.s_cbranch_scc1"("{els[0]}")')
        self.link(head, then, els)
        self.cur = then
        self.region(depth + 1, self.r.randint(1, 2))
        self.cur[1].append(f'"st.s_branch"("{join[0]}")')
        self.link(self.cur, join)
        self.cur = els
        self.region(depth + 1, self.r.randint(1, 2))
        self.link(self.cur, join)
        self.cur = join

    def if_then(self, depth):
        head = self.cur
        then = self._new_block()
        join = self._new_block()
        head[1].append(f'"st.s_cbranch_scc1"("{join[0]}")')
        self.link(head, then, join)
        self.cur = then
        self.region(depth + 1, 1)
        self.link(self.cur, join)
        self.cur = join

    def loop(self, depth):
        pre = self.cur
        header = self._new_block()
        self.link(pre, header)
        self.cur = header
        self.region(depth + 1, self.r.randint(1, 2))
        latch = self.cur
        exit_ = self._new_block()
        latch[1].append(f'"st.s_cbranch_scc1"("{header[0]}")')
        self.link(latch, exit_, header)
        self.cur = exit_

    def text(self, name: str) -> str:
        out = [f"st.func @{name}() {{"]
        for bname, lines, succs in self.blocks:
            out.append(f"^{bname}:")
            out.extend("  " + line for line in lines)
            if succs:
                out.append("  Successors: " + ", ".join("^" + s for s in succs))
        out.append("}")
        return "\n".join(out) + "\n"


def generate(seed: int, max_depth: int = 2, tokens: int = 3, untagged_rate: float = 0.05,
             parts: int | None = None, block_size: int = 6, waw_rate: float = 0.0) -> str:
    """One function. ``parts``: top-level regions (default 1-3);
    ``block_size``: at most this many instructions per straight run;
    ``waw_rate``: see the module docstring."""
    g = _Gen(seed, max_depth, tokens, untagged_rate, block_size, waw_rate)
    g.region(0, parts if parts is not None else g.r.randint(1, 3))
    g.straight()
    g.emit('"st.s_endpgm"()')
    return g.text(f"rand{seed}")
