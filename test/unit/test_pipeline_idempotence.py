"""The -O pipelines re-run cleanly on their own output (issue 31, item 4).

Each input is run through the target's pipeline, printed, read back and run again: the
second output must equal the first. The strip passes make this hold for the ALU waits and
nops the pipeline rebuilds, InsertVgprMsbPass reads its own switches, and the entry
prologue is completed rather than doubled.
"""

from __future__ import annotations

import glob
import os

import pytest

from stinkytofu_opt import api

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = sorted(glob.glob(os.path.join(ROOT, "test", "corpus", "Inputs", "*", "*.s")))

# A gfx1250 kernel with what the pipeline strips and rebuilds: ALU waits from an earlier
# run, nops, high VGPRs, labels and a loop.
KERNEL = """st.func @k() {
^entry:
  hwreg(26, 0, 2) = "st.s_setreg_IMM32_b32"(1)
  v1 = "st.v_add_f32"(v2, v3)
  "st.s_delay_alu"() { mod.delayalu = { instid0Type = "VALU", instid0Distance = 1 } }
  v300 = "st.v_mul_f32"(v1, v2)
  "st.s_wait_alu"() { mod.waitalu = { va_vdst = 0, hold_cnt = 1 } }
  "st.v_nop"()
  v[256:263] = "st.v_wmma_f32_16x16x32_f16"(v[512:519], v[768:775], v[256:263])
  Successors: ^loop
^loop:
label_Loop:
  v[260:263] = "st.ds_load_b128"(v9) { mod.memtoken = { tokens = [1] } }
  v301 = "st.v_add_f32"(v260, v300)
  s0 = "st.s_add_u32"(s0, 1)
  "st.s_cbranch_scc1"("label_Loop")
  Successors: ^loop, ^end
^end:
  "st.s_endpgm"()
}
"""


def _inputs():
    for path in CORPUS + [os.path.join(ROOT, "examples", n)
                          for n in ("tensile_tdm_gemm_gfx1250.s", "ds_reads_feed_wmma.stir")]:
        arch = os.path.basename(os.path.dirname(path)) if "Inputs" in path else "gfx1250"
        yield pytest.param(path, arch, id=os.path.relpath(path, ROOT))


def _twice(text: str, arch: str, filename: str, level: int, options=None) -> tuple[str, str]:
    asm = filename.endswith(".s")
    first = api.parse(text, arch, filename=filename)
    first.run_pipeline(level, options)
    once = first.to_asm() if asm else first.to_stir()
    second = api.parse(once, arch, filename=filename)
    second.run_pipeline(level, options)
    return once, second.to_asm() if asm else second.to_stir()


@pytest.mark.parametrize("path,arch", list(_inputs()))
@pytest.mark.parametrize("level", [0, 2])
def test_a_pipeline_rerun_changes_nothing(path, arch, level):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    once, twice = _twice(text, arch, os.path.basename(path), level)
    assert twice == once


@pytest.mark.parametrize("level", [0, 1, 3])
@pytest.mark.parametrize("esm2", [False, True])
def test_the_stripped_and_rebuilt_instructions_settle(level, esm2):
    once, twice = _twice(KERNEL, "gfx1250", "k.stir", level, {"EnableESM2": esm2})
    assert twice == once
    assert once.count('"st.global_wb"') == 1
    assert '"st.s_set_vgpr_msb"' in once
    if level >= 1 or esm2:
        assert 'hwreg(26,0,2) = "st.s_setreg_IMM32_b32"(1)' not in once
