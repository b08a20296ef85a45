"""InsertVgprMsbPass against LLVM 22 on generated programs.

Each program mixes instruction forms (VOP1/2/3, WMMA, DS, global memory) with VGPRs drawn from
all four banks, and labels, waits and SALU instructions in between. The pass's assembly is
assembled with llvm-mc-22 and disassembled with llvm-objdump-22, which rebuilds every full
VGPR index from the s_set_vgpr_msb state it decodes: each instruction must name the same
full registers as the IR. A missing or wrong switch makes LLVM decode another register.
A second run of the pass must add nothing.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess

import pytest

from stinkytofu_opt import api

LLVM_MC = shutil.which("llvm-mc-22")
OBJDUMP = shutil.which("llvm-objdump-22")

# (template, register widths of its {} slots); each slot gets a VGPR range of that width.
FORMS = (
    ('v{} = "st.v_add_f32"(v{}, v{})', (1, 1, 1)),
    ('v{} = "st.v_mov_b32"(v{})', (1, 1)),
    ('v{} = "st.v_fma_f32"(v{}, v{}, v{})', (1, 1, 1, 1)),
    ('v[{}] = "st.v_wmma_f32_16x16x32_f16"(v[{}], v[{}], v[{}])', (8, 8, 8, 8)),
    ('v[{}] = "st.ds_load_b64"(v{})', (2, 1)),
    ('"st.ds_store_b32"(v{}, v{})', (1, 1)),
    ('v[{}] = "st.global_load_b64"(v[{}], off)', (2, 2)),
    ('"st.global_store_b32"(v{}, v{}, s[0:1])', (1, 1)),
)
FILLERS = ('s1 = "st.s_mov_b32"(0)', '"st.s_wait_dscnt"(0)', '"st.s_wait_loadcnt"(0)')


def _register(rng: random.Random, width: int) -> str:
    bank = rng.randrange(4)
    first = bank * 256 + rng.randrange(0, 256 - width + 1, width)
    return str(first) if width == 1 else f"{first}:{first + width - 1}"


def generate(seed: int, length: int = 24) -> str:
    rng = random.Random(seed)
    lines = ["st.func @msb() {", "^entry:"]
    for i in range(length):
        roll = rng.random()
        if roll < 0.1:
            lines.append(f"label_{i}:")
        elif roll < 0.25:
            lines.append("  " + rng.choice(FILLERS))
        template, widths = rng.choice(FORMS)
        lines.append("  " + template.format(*(_register(rng, w) for w in widths)))
    lines += ['  "st.s_endpgm"()', "}"]
    return "\n".join(lines) + "\n"


_ADDRESS = re.compile(r"//\s*[0-9A-F]{12}:.*$")    # objdump's trailing "// 00000004: CC60..."
_COMMENTED = re.compile(r"v(?:\d+|\[\d+:\d+\])\s*/\*(v(?:\d+|\[\d+:\d+\]))\*/")
_PLAIN = re.compile(r"(?<![\w/*\[])(v(?:\d+|\[\d+:\d+\]))")


def full_registers(line: str) -> list[str]:
    """The full VGPRs a line names: a commented register's comment, else the register."""
    commented = _COMMENTED.findall(line)
    plain = _PLAIN.findall(_COMMENTED.sub("", line))
    return sorted(commented + plain)


def _instructions(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines()
            if line.strip() and not line.strip().endswith(":")
            and not line.strip().startswith(("s_set_vgpr_msb", "s_nop", "s_wait", "s_mov",
                                             "s_endpgm"))]


@pytest.mark.skipif(not (LLVM_MC and OBJDUMP), reason="needs llvm-mc-22 and llvm-objdump-22")
@pytest.mark.parametrize("seed", range(12))
def test_llvm_decodes_the_registers_of_the_ir(seed, tmp_path):
    module = api.parse(generate(seed), "gfx1250", filename=f"msb{seed}.stir")
    module.run(["InsertVgprMsbPass"])
    asm = module.to_asm()
    source = tmp_path / "msb.s"
    source.write_text(asm)
    subprocess.run([LLVM_MC, "-triple=amdgcn", "-mcpu=gfx1250", "-filetype=obj", str(source),
                    "-o", str(tmp_path / "msb.o")], check=True)
    dump = subprocess.run([OBJDUMP, "-d", "--mcpu=gfx1250", str(tmp_path / "msb.o")],
                          check=True, capture_output=True, text=True).stdout
    ours = [full_registers(line) for line in _instructions(asm)]
    llvm = [full_registers(_ADDRESS.sub("", line)) for line in _instructions(dump)
            if re.match(r"\s*[a-z]", line) and "<" not in line]
    assert ours == llvm


@pytest.mark.parametrize("seed", range(12))
def test_a_second_run_adds_nothing(seed):
    module = api.parse(generate(seed), "gfx1250", filename=f"msb{seed}.stir")
    module.run(["InsertVgprMsbPass"])
    once = module.to_stir()
    again = api.parse(once, "gfx1250", filename="once.stir")
    again.run(["InsertVgprMsbPass"])
    assert again.to_stir() == once
    assert again.to_asm() == module.to_asm()


def test_the_checker_sees_a_wrong_bank():
    """The comparison can fail: LLVM decodes a register in the bank the switch set."""
    assert full_registers("v_add_f32 v44 /*v300*/, v1, v2") == ["v1", "v2", "v300"]
    assert full_registers("v_add_f32_e32 v44 /*v556*/, v1, v2") != \
        full_registers("v_add_f32 v44 /*v300*/, v1, v2")
