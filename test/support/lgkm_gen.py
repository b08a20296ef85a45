"""Seeded random ``.stir`` functions for a target with a shared ``lgkmcnt``: gfx942
(gfx9, CDNA3) or gfx1100 (gfx11, RDNA3).

The control flow is stir_gen's (straight lines, diamonds, if-thens, loops); the
instructions are the ones that meet on one counter there: DS reads and writes (LDS, in
order among themselves) and scalar loads (out of order) on ``lgkmcnt``, buffer loads on
``vmcnt``, VALU and SALU consumers, ``s_barrier`` and occasional ``s_waitcnt`` of the
input. No memory tokens: every DS operation may touch every LDS address.
"""

from __future__ import annotations

from stir_gen import BUF_POOL, DS_POOL, SALU_POOL, SLOAD_POOL, VALU_POOL, _Gen

ARCHS = ("gfx942", "gfx1100")
# Mnemonics per target: DS read and write stems, the buffer and scalar loads.
MNEMONICS = {
    "gfx942": {"ds_read": "ds_read_b", "ds_write": "ds_write_b32",
               "buffer_load": "buffer_load_dword", "s_load": "s_load_dword"},
    "gfx1100": {"ds_read": "ds_load_b", "ds_write": "ds_store_b32",
                "buffer_load": "buffer_load_b32", "s_load": "s_load_b32"},
}


class _LgkmGen(_Gen):
    WEIGHTS = (("ds_load", 6), ("ds_store", 2), ("buffer_load", 3), ("s_load", 3),
               ("valu", 5), ("salu", 2), ("barrier", 1), ("existing_wait", 1))

    def __init__(self, arch: str, seed: int, max_depth: int, block_size: int, waw_rate: float):
        super().__init__(seed, max_depth, 0, 0.0, block_size, waw_rate)
        self.names = MNEMONICS[arch]

    def tok(self, k=None, space="any") -> str:
        return ""

    def ds_load(self):
        size = self.r.choice((1, 2, 4))
        base = self.r.randrange(0, DS_POOL // size) * size
        dst = f"v{base}" if size == 1 else f"v[{base}:{base + size - 1}]"
        self.emit(f'{dst} = "st.{self.names["ds_read"]}{32 * size}"(v250)')
        self.defined.extend(f"v{base + i}" for i in range(size))

    def ds_store(self):
        data = self.r.choice(self.defined) if self.defined and self.r.random() < 0.6 \
            else "v251"
        self.emit(f'"st.{self.names["ds_write"]}"(v250, {data})')

    def buffer_load(self):
        reg = self.r.randrange(*BUF_POOL)
        if self.waw_rate and self.r.random() < self.waw_rate:
            reg = self.r.randrange(0, DS_POOL)
        self.emit(f'v{reg} = "st.{self.names["buffer_load"]}"(v252, s[0:3], 0)')
        self.defined.append(f"v{reg}")

    def s_load(self):
        reg = self.r.randrange(*SLOAD_POOL)
        self.emit(f's{reg} = "st.{self.names["s_load"]}"(s[2:3], 0)')
        self.sdefined.append(f"s{reg}")

    def valu(self):
        a = self.r.choice(self.defined) if self.defined else "v253"
        b = self.r.choice(self.defined) if self.defined and self.r.random() < 0.5 else "v254"
        d = f"v{self.r.randrange(*VALU_POOL)}"
        if self.waw_rate and self.defined and self.r.random() < self.waw_rate:
            d = self.r.choice(self.defined)
        self.emit(f'{d} = "st.v_add_f32"({a}, {b})')

    def salu(self):
        a = self.r.choice(self.sdefined) if self.sdefined else "s100"
        self.emit(f's{self.r.randrange(*SALU_POOL)} = "st.s_add_u32"({a}, 1)')

    def barrier(self):
        self.emit('"st.s_barrier"()')

    def existing_wait(self):
        n = self.r.choice((0, 0, 1, 2))
        field = self.r.choice(("vlcnt", "dscnt"))
        fields = {"vlcnt": -1, "vscnt": -1, "dlcnt": -1, "dscnt": -1, "kmcnt": -1, field: n}
        body = ", ".join(f"{k} = {v}" for k, v in fields.items())
        self.emit('"st.s_waitcnt"() { mod.swaitcnt = { ' + body + " } }")


def generate(seed: int, arch: str = "gfx942", max_depth: int = 2, parts: int | None = None,
             block_size: int = 6, waw_rate: float = 0.0) -> str:
    """One function for ``arch`` (``ARCHS``); the options are stir_gen.generate's."""
    g = _LgkmGen(arch, seed, max_depth, block_size, waw_rate)
    g.region(0, parts if parts is not None else g.r.randint(1, 3))
    g.straight()
    g.emit('"st.s_endpgm"()')
    return g.text(f"rand{seed}")
