"""Random gfx1250 programs for the InsertWaitAluPass soundness checks: a few blocks with
forward branches and loops (back edges to the block itself or an earlier one), VALU work on
every pipe, WMMA chains, LDS/buffer/FLAT reads and writes, EXEC writes and existing waits.
``check_seed`` runs the pass in-process and judges its output with test/support/alu_sim.py.
Shared by test/unit/test_alu_waits_soundness.py and benchmarks/alu_waits_soundness.py."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from alu_sim import simulate

from stinkytofu_opt.passes.registry import load_pass
from stinkytofu_opt.pipeline import PassContext, TileConfig
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir
from stinkytofu_opt.text.stir_printer import print_function

DS = "{ mod.ds = { na = 1, offset = 0, gds = false } }"
_SMALL = [f"v{i}" for i in range(8)] + ["v16", "v17", "v24"]
_TILES = ["v[16:23]", "v[24:31]"]


def _v(rng):
    return rng.choice(_SMALL)


def _instruction(rng) -> str:
    kind = rng.choices(
        ["valu", "trans", "dp", "wmma", "wmma_f32", "ds_load", "ds_store", "buf_load",
         "buf_store", "flat_load", "prefetch", "salu", "saveexec", "cmpx", "wait", "dscnt"],
        [10, 3, 2, 4, 1, 4, 3, 4, 3, 2, 2, 2, 1, 1, 1, 1])[0]
    if kind == "valu":
        op = rng.choice(["v_add_f32", "v_mul_f32", "v_mov_b32", "v_fma_f32"])
        n = {"v_mov_b32": 1, "v_fma_f32": 3}.get(op, 2)
        return f'{_v(rng)} = "st.{op}"({", ".join(_v(rng) for _ in range(n))})'
    if kind == "trans":
        return f'{_v(rng)} = "st.{rng.choice(["v_exp_f32", "v_rcp_f32"])}"({_v(rng)})'
    if kind == "dp":
        a, b = rng.choice([(0, 2), (4, 6), (16, 18)])
        return f'v[{a}:{a + 1}] = "st.v_add_f64"(v[{b}:{b + 1}], v[{a}:{a + 1}])'
    if kind == "wmma":
        d = rng.choice(_TILES)
        return f'{d} = "st.v_wmma_f32_16x16x32_bf16"(v[40:47], v[48:55], {d})'
    if kind == "wmma_f32":
        d = rng.choice(_TILES)
        return f'{d} = "st.v_wmma_f32_16x16x4_f32"(v[40:41], v[42:43], {d})'
    if kind == "ds_load":
        return f'{_v(rng)} = "st.ds_load_b32"({_v(rng)}) {DS}'
    if kind == "ds_store":
        return f'"st.ds_store_b32"({_v(rng)}, {_v(rng)}) {DS}'
    if kind == "buf_load":
        return f'{_v(rng)} = "st.buffer_load_b32"({_v(rng)})'
    if kind == "buf_store":
        return f'"st.buffer_store_b32"({_v(rng)}, {_v(rng)})'
    if kind == "flat_load":
        a = rng.choice([0, 2, 4, 16])
        return f'{_v(rng)} = "st.flat_load_b32"(v[{a}:{a + 1}], s[8:9])'
    if kind == "prefetch":
        a = rng.choice([0, 2, 6])
        op = rng.choice(["global_prefetch_b8", "flat_prefetch_b8"])
        return f'"st.{op}"(v[{a}:{a + 1}], s[8:9])'
    if kind == "salu":
        return f's{rng.randrange(10, 20)} = "st.s_add_u32"(s{rng.randrange(4)}, s5)'
    if kind == "saveexec":
        return 's20 = "st.s_and_saveexec_b32"(s21)'
    if kind == "cmpx":
        return f'"st.v_cmpx_eq_u32"({_v(rng)}, {_v(rng)})'
    if kind == "wait":
        fields = rng.choice(["va_vdst = 1", "vm_vsrc = 2", "va_vdst = 3, vm_vsrc = 0"])
        return f'"st.s_wait_alu"() {{ mod.waitalu = {{ {fields} }} }}'
    return '"st.s_wait_dscnt"(0) { mod.swaitcnt = { dlcnt = 0 } }'


def generate(seed: int, max_blocks: int = 5, max_len: int = 9) -> str:
    """One random function: blocks b0..bn, each with a random body; a block may end in a
    conditional branch to itself, an earlier block (a loop) or a later one."""
    rng = random.Random(seed)
    n = rng.randint(1, max_blocks)
    lines = [f"st.func @gen{seed}() {{"]
    for i in range(n):
        lines.append(f"^b{i}:")
        lines += ["  " + _instruction(rng) for _ in range(rng.randint(0, max_len))]
        succs = []
        if i + 1 < n:
            if rng.random() < 0.5:
                target = rng.randrange(n)
                lines.append(f'  "st.s_cbranch_scc1"("b{target}")')
                succs.append(f"^b{target}")
            succs.append(f"^b{i + 1}")
        else:
            if rng.random() < 0.4:
                target = rng.randrange(n)
                lines.append(f'  "st.s_cbranch_scc1"("b{target}")')
                succs.append(f"^b{target}")
            lines.append('  "st.s_endpgm"()')
        if succs:
            lines.append("  Successors: " + ", ".join(dict.fromkeys(succs)))
    lines.append("}")
    return "\n".join(lines) + "\n"


class _Quiet:
    """Diagnostics sink: the unit tests look at results, not at remarks."""

    def write(self, text):
        pass

    def flush(self):
        pass


def parse(text: str):
    diags = DiagnosticEngine()
    module = parse_stir(text, "gen.stir", get_target("gfx1250"), diags)
    if diags.errors:
        raise AssertionError("\n".join(d.render() for d in diags.errors) + "\n" + text)
    return module.functions[0]


def run_pass(function, options: dict) -> None:
    ctx = PassContext(get_target("gfx1250"), TileConfig(), DiagnosticEngine(_Quiet()))
    cls = load_pass("InsertWaitAluPass")
    cls(options).run(function, ctx)
    ctx.diags.flush()


@dataclass
class Verdict:
    seed: int
    options: dict
    violations: list = field(default_factory=list)
    unwaited: int = 0
    idempotent: bool = True
    text: str = ""


def options_for(seed: int) -> dict:
    rng = random.Random(seed * 7919 + 1)
    return {"enableESM2TrackValuVsrc": rng.random() < 0.5,
            "xdlCountFromNextWmma": rng.random() < 0.5,
            "noSharedOrderCountFollowers": rng.random() < 0.2}


def check_seed(seed: int, unroll: int = 3, max_paths: int = 200, max_blocks: int = 5,
               max_len: int = 9) -> Verdict:
    text = generate(seed, max_blocks, max_len)
    options = options_for(seed)
    track = options["enableESM2TrackValuVsrc"]
    verdict = Verdict(seed, options, text=text)
    verdict.unwaited = len(simulate(parse(text), track, unroll, max_paths))
    function = parse(text)
    run_pass(function, options)
    verdict.violations = simulate(function, track, unroll, max_paths)
    once = print_function(function)
    again = parse(once)
    run_pass(again, options)
    verdict.idempotent = print_function(again) == once
    verdict.text = once
    return verdict
