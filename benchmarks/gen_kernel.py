"""Generator of realistic gfx1250 GEMM kernels for the throughput benchmarks.

    python benchmarks/gen_kernel.py --size 10000 [--variant gemm|diamonds|loops]
                                    [--format stir|s] [-o FILE]

A kernel has the shape of a Tensile/hipBLASLt generated GEMM kernel:

* a prologue: kernel-argument scalar loads (``s_load_b512`` ...), address
  arithmetic, the first tensor loads of A and B into LDS and a workgroup
  barrier;
* a main loop unrolled ``U`` times: per unrolled iteration tensor loads of the
  next tile (``tensor_load_to_lds``, memory tokens), a workgroup barrier (and
  every other iteration a cluster barrier), LDS reads (``ds_load_b128``)
  feeding WMMA (``v_wmma_f32_16x16x32_bf16``), loop-counter SALU code and a
  back edge;
* a tail loop (one iteration, narrower LDS reads);
* an epilogue storing C (``buffer_store_b128``) and ``s_endpgm``.

Variants:

``gemm``      one main loop; the unroll factor grows with the size (the bulk of
              a large kernel is one long loop body);
``diamonds``  StreamK style: the main loop body is cut by tile-index tests into
              if/else diamonds (partial-tile fix-up or full store), many of them;
``loops``     many short loops one after the other, every fourth holding an
              inner loop (multi-stage prefetch, per-K-slice loops).

The same kernel is written as ``.stir`` (blocks with explicit ``Successors``)
or as raw assembly (``.s``: a flat kernel between ``label_KernelBegin`` and
``label_KernelEnd`` that ``--from-label/--to-label`` and ``CFGBuilderPass``
turn into the same CFG). The generator is deterministic: no randomness, the
same arguments give the same bytes. ``size`` is the number of machine
instructions, met within a few percent.
"""

from __future__ import annotations

import argparse
import sys

VARIANTS = ("gemm", "diamonds", "loops")
FORMATS = ("stir", "s")

# Register map (what a Tensile kernel's .set lines would give).
ACC = 0            # v[0:127]: 16 WMMA accumulators of 8 VGPRs
VALU_A = 128       # v[128:159]: A fragments read from LDS
VALU_B = 160       # v[160:191]: B fragments read from LDS
LDS_ADDR_A, LDS_ADDR_B, SERIAL, STORE_ADDR = 192, 193, 194, 195
TMP = 196          # v[196:211]: epilogue conversions
SGPR_LOOP, SGPR_TAIL, SGPR_SK_IDX, SGPR_SK_END = 3, 4, 40, 41
TDA, TDB = 16, 28  # tensor descriptors: s[16:19]+s[20:27], s[28:31]+s[32:39]
SRD_C = 12


class _Kernel:
    """Accumulates blocks ``(name, [(opcode, dests, srcs, mods, label)], successors)``.

    An instruction is a tuple of strings in .stir spelling; both writers
    format from it, so the two formats describe the same program.
    """

    def __init__(self, name: str):
        self.name = name
        self.blocks: list[list] = []
        self.count = 0
        self.cur = self.new_block("entry")

    def new_block(self, name: str, label: bool = False) -> list:
        block = [name, [], [], label]
        self.blocks.append(block)
        return block

    def start(self, name: str, label: bool = True) -> list:
        """Begin a new block that follows the current one in layout."""
        self.cur = self.new_block(name, label)
        return self.cur

    def op(self, opcode, dests=(), srcs=(), tokens=(), asm_mods="", stir_mods=""):
        """``asm_mods``: the modifier words of the assembly line; ``stir_mods``:
        the same as ``.stir`` modifiers."""
        self.cur[1].append((opcode, tuple(dests), tuple(srcs), tuple(tokens), asm_mods,
                            stir_mods))
        self.count += 1

    def label(self, name: str) -> None:
        """An assembly label inside the current block (``label_GSU_1:``)."""
        self.cur[1].append(("#label", name))

    def text(self, text: str) -> None:
        """A verbatim assembly line (Tensile's ``/* Tail Loop */`` marker)."""
        self.cur[1].append(("#text", text))

    def edge(self, src, *dsts) -> None:
        src[2].extend(d[0] for d in dsts)


def _v(first: int, count: int = 1) -> str:
    return f"v{first}" if count == 1 else f"v[{first}:{first + count - 1}]"


def _s(first: int, count: int = 1) -> str:
    return f"s{first}" if count == 1 else f"s[{first}:{first + count - 1}]"


def _ds(offset: int) -> dict:
    return {"asm_mods": f"offset:{offset}",
            "stir_mods": f"mod.ds = {{ na = 1, offset = {offset}, gds = false }}"}


# -- kernel pieces --------------------------------------------------------------
def _prologue(k: _Kernel) -> None:
    k.op("s_load_b512", [_s(48, 16)], [_s(0, 2), "0x10"])
    k.op("s_load_b256", [_s(64, 8)], [_s(0, 2), "0x50"])
    k.op("s_load_b64", [_s(72, 2)], [_s(0, 2), "0x70"])
    k.op("v_mov_b32", [_v(SERIAL)], ["v0"])
    k.op("v_and_b32", [_v(TMP)], ["31", _v(SERIAL)])
    k.op("v_lshlrev_b32", [_v(LDS_ADDR_A)], ["4", _v(TMP)])
    k.op("v_add_nc_u32", [_v(LDS_ADDR_B)], ["16384", _v(LDS_ADDR_A)])
    k.op("s_wait_kmcnt", [], ["0"])
    k.label("label_GSU_1")
    for i in range(8):
        k.op("s_mov_b32", [_s(TDA + i)], [_s(48 + i)])
        k.op("s_mov_b32", [_s(TDB + i)], [_s(56 + i)])
    k.op("s_mov_b32", [_s(SGPR_LOOP)], [_s(72)])
    k.op("s_mov_b32", [_s(SRD_C)], [_s(64)])
    k.op("v_mov_b32", [_v(STORE_ADDR)], [_v(SERIAL)])
    for i in range(16):
        k.op("v_mov_b32", [_v(ACC + 8 * i)], ["0"])
    k.op("tensor_load_to_lds", [], [_s(TDA, 4), _s(TDA + 4, 8)], tokens=[0])
    k.op("tensor_load_to_lds", [], [_s(TDB, 4), _s(TDB + 4, 8)], tokens=[1])
    k.op("s_barrier_signal", [], ["-1"], tokens=[0, 1])
    k.op("s_barrier_wait", [], ["-1"], tokens=[0, 1])


def _iteration(k: _Kernel, u: int, wmmas: int = 8) -> None:
    """One unrolled K iteration: prefetch the next tile into the other LDS
    buffer, then LDS reads of the current one feeding ``wmmas`` WMMAs."""
    cur, nxt = (2 * (u % 2), 2 * ((u + 1) % 2))
    k.op("tensor_load_to_lds", [], [_s(TDA, 4), _s(TDA + 4, 8)], tokens=[nxt])
    k.op("tensor_load_to_lds", [], [_s(TDB, 4), _s(TDB + 4, 8)], tokens=[nxt + 1])
    k.op("s_add_u32", [_s(TDA + 2)], [_s(TDA + 2), "0x100"])
    k.op("s_add_u32", [_s(TDB + 2)], [_s(TDB + 2), "0x100"])
    for j in range(4):
        off = 256 * (u % 4) + 64 * j
        k.op("ds_load_b128", [_v(VALU_A + 8 * j, 4)], [_v(LDS_ADDR_A)], tokens=[cur],
             **_ds(off))
        k.op("ds_load_b128", [_v(VALU_A + 8 * j + 4, 4)], [_v(LDS_ADDR_A)], tokens=[cur],
             **_ds(off + 32))
        k.op("ds_load_b128", [_v(VALU_B + 8 * j, 4)], [_v(LDS_ADDR_B)], tokens=[cur + 1],
             **_ds(off))
        k.op("ds_load_b128", [_v(VALU_B + 8 * j + 4, 4)], [_v(LDS_ADDR_B)], tokens=[cur + 1],
             **_ds(off + 32))
    for w in range(wmmas):
        a, b, c = VALU_A + 8 * (w % 4), VALU_B + 8 * ((w // 4) % 4), ACC + 8 * (w % 16)
        k.op("v_wmma_f32_16x16x32_bf16", [_v(c, 8)], [_v(a, 8), _v(b, 8), _v(c, 8)])
    k.op("v_add_nc_u32", [_v(LDS_ADDR_A)], ["0x2000", _v(LDS_ADDR_A)])
    k.op("v_add_nc_u32", [_v(LDS_ADDR_B)], ["0x2000", _v(LDS_ADDR_B)])
    k.op("s_barrier_signal", [], ["-1"], tokens=[cur, cur + 1])
    k.op("s_barrier_wait", [], ["-1"], tokens=[cur, cur + 1])
    if u % 2 == 1:
        k.op("s_barrier_signal", [], ["-3"])
        k.op("s_barrier_wait", [], ["-3"])


ITERATION_SIZE = 33   # instructions of _iteration with 8 WMMAs, on average (32, or 34 with the cluster barrier)


def _loop(k: _Kernel, name: str, unroll: int, counter: int, body=None) -> None:
    """A counted loop: header block ``name`` (the whole unrolled body) with a
    back edge, then an exit block ``name_End``."""
    pre = k.cur
    header = k.start(name)
    k.edge(pre, header)
    for u in range(unroll):
        if body is not None:
            body(u)
        else:
            _iteration(k, u)
    latch = k.cur
    k.op("s_sub_u32", [_s(counter)], [_s(counter), "1"])
    k.op("s_cmp_eq_u32", [], [_s(counter), "0"])
    k.op("s_cbranch_scc0", [], [f"label_{name}"])
    exit_ = k.start(f"{name}_End")
    k.edge(latch, header, exit_)


def _diamond(k: _Kernel, name: str, u: int) -> None:
    """StreamK tile test: ``if (tile < end) { fix-up partial tile } else { full tile }``."""
    head = k.cur
    k.op("s_cmp_lt_u32", [], [_s(SGPR_SK_IDX), _s(SGPR_SK_END)])
    k.op("s_cbranch_scc0", [], [f"label_{name}_Else"])
    then = k.start(f"{name}_Then")
    k.edge(head, k.blocks[-1])
    # partial tile: read the partials another workgroup left in LDS
    k.op("ds_load_b128", [_v(VALU_A, 4)], [_v(LDS_ADDR_A)], tokens=[4], **_ds(512))
    k.op("v_add_f32", [_v(ACC + 8 * (u % 16))], [_v(ACC + 8 * (u % 16)), _v(VALU_A)])
    k.op("v_add_f32", [_v(ACC + 8 * (u % 16) + 1)], [_v(ACC + 8 * (u % 16) + 1), _v(VALU_A + 1)])
    k.op("s_branch", [], [f"label_{name}_Join"])
    els = k.start(f"{name}_Else")
    k.op("ds_store_b128", [], [_v(LDS_ADDR_A), _v(ACC + 8 * (u % 16), 4)], tokens=[4],
         **_ds(512))
    k.op("s_add_u32", [_s(SGPR_SK_IDX)], [_s(SGPR_SK_IDX), "1"])
    join = k.start(f"{name}_Join")
    k.edge(head, els)
    k.edge(then, join)
    k.edge(els, join)


def _tail_and_epilogue(k: _Kernel) -> None:
    def tail(u):
        k.op("ds_load_b64", [_v(VALU_A, 2)], [_v(LDS_ADDR_A)], tokens=[0])
        k.op("ds_load_b64", [_v(VALU_B, 2)], [_v(LDS_ADDR_B)], tokens=[1])
        k.op("v_wmma_f32_16x16x32_bf16", [_v(ACC, 8)], [_v(VALU_A, 8), _v(VALU_B, 8), _v(ACC, 8)])

    k.text("/* Tail Loop */")
    k.op("s_mov_b32", [_s(SGPR_TAIL)], ["7"])
    _loop(k, "TailLoop", 1, SGPR_TAIL, tail)
    for i in range(4):
        k.op("v_cvt_pk_bf16_f32", [_v(TMP + i)], [_v(ACC + 2 * i), _v(ACC + 2 * i + 1)])
    k.op("buffer_store_b128", [], [_v(TMP, 4), _v(STORE_ADDR), _s(SRD_C, 4), "0"],
         asm_mods="offen offset:16",
         stir_mods="mod.mubuf = { offen = true, offset12 = 16 }")
    k.op("s_endpgm")


FIXED_SIZE = 61   # prologue, tail loop, epilogue and the main loop's set-up


def build(size: int, variant: str = "gemm") -> _Kernel:
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r} (one of {', '.join(VARIANTS)})")
    k = _Kernel(f"gemm_{variant}_{size}")
    _prologue(k)
    budget = max(size - FIXED_SIZE, ITERATION_SIZE)
    if variant == "gemm":
        k.op("s_mov_b32", [_s(SGPR_LOOP)], ["0x40"])
        _loop(k, "LoopBeginL", max(1, round(budget / ITERATION_SIZE)), SGPR_LOOP)
    elif variant == "diamonds":
        # every unrolled iteration is followed by a StreamK test (8 instructions)
        per = ITERATION_SIZE + 8
        n = max(1, round(budget / per))

        def body(u):
            _iteration(k, u)
            _diamond(k, f"SK{u}", u)
        _loop(k, "LoopBeginL", n, SGPR_LOOP, body)
    else:
        # short loops of 4 unrolled iterations; every fourth wraps an inner loop
        per_loop = 4 * ITERATION_SIZE + 4
        n = max(1, round(budget / per_loop))
        for i in range(n):
            k.op("s_mov_b32", [_s(SGPR_LOOP)], ["0x10"])
            if i % 4 == 3:
                def body(u, i=i):
                    if u == 0:
                        k.op("s_mov_b32", [_s(SGPR_TAIL + 1)], ["4"])
                        _loop(k, f"Inner{i}", 1, SGPR_TAIL + 1)
                    else:
                        _iteration(k, u)
                _loop(k, f"Loop{i}", 4, SGPR_LOOP, body)
            else:
                _loop(k, f"Loop{i}", 4, SGPR_LOOP)
    _tail_and_epilogue(k)
    return k


# -- writers --------------------------------------------------------------------
def write_stir(k: _Kernel) -> str:
    out = [f"// generated by benchmarks/gen_kernel.py: {k.count} instructions",
           f"st.func @{k.name}() {{"]
    for name, insts, succs, label in k.blocks:
        out.append(f"  ^{name}:")
        if label:
            out.append(f"label_{name}:")
        for item in insts:
            if item[0] == "#label":
                out.append(f"{item[1]}:")
                continue
            if item[0] == "#text":
                out.append(f'    "st.asm_directive"("", "{item[1]}")')
                continue
            opcode, dests, srcs, tokens, _, stir_mods = item
            line = f'"st.{opcode}"(' + ", ".join(srcs) + ")"
            if dests:
                line = ", ".join(dests) + " = " + line
            mods = [stir_mods] if stir_mods else []
            if tokens:
                mods.append("mod.memtoken = { tokens = [" + ", ".join(map(str, tokens)) + "] }")
            if mods:
                line += " { " + ", ".join(mods) + " }"
            out.append("    " + line)
        if succs:
            out.append("    Successors: " + ", ".join(f"^{s}" for s in succs))
    out.append("}")
    return "\n".join(out) + "\n"


_ASM_HEADER = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.protected {name}
.globl {name}
.p2align 8
.type {name},@function
.amdhsa_kernel {name}
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 256
  .amdhsa_next_free_sgpr 96
  .amdhsa_group_segment_fixed_size 65536
  .amdhsa_wavefront_size32 1
.end_amdhsa_kernel
.text
{name}:
label_KernelBegin:
"""


def write_asm(k: _Kernel) -> str:
    out = [f"// generated by benchmarks/gen_kernel.py: {k.count} instructions",
           _ASM_HEADER.format(name=k.name).rstrip("\n")]
    for name, insts, _succs, label in k.blocks:
        if label:
            out.append(f"label_{name}:")
        for item in insts:
            if item[0] in ("#label", "#text"):
                out.append(f"{item[1]}:" if item[0] == "#label" else item[1])
                continue
            opcode, dests, srcs, tokens, asm_mods, _ = item
            line = opcode
            if dests or srcs:
                line += " " + ", ".join(dests + srcs)
            if asm_mods:
                line += " " + asm_mods
            if tokens:
                line += " // st.token:" + ",".join(map(str, tokens))
            out.append(line)
    out.append("label_KernelEnd:")
    out.append(f".size {k.name}, .-{k.name}")
    return "\n".join(out) + "\n"


def generate(size: int, variant: str = "gemm", fmt: str = "stir") -> str:
    """The text of a kernel of about ``size`` instructions."""
    kernel = build(size, variant)
    return write_stir(kernel) if fmt == "stir" else write_asm(kernel)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=10_000, help="machine instructions")
    ap.add_argument("--variant", choices=VARIANTS, default="gemm")
    ap.add_argument("--format", choices=FORMATS, default="stir")
    ap.add_argument("-o", "--output", help="output file (default: stdout)")
    args = ap.parse_args(argv)
    text = generate(args.size, args.variant, args.format)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
