#!/usr/bin/env python3
"""Cross-check stinkytofu-opt's wait counting with LLVM's si-insert-waitcnts.

``generate`` writes one random program twice, as ``.stir`` and as MIR, with the same
instruction stream: straight-line, a preheader, a self-looping body and an exit, or (for
benchmarks/stalls.py) a diamond: a head branching to two arms that join in a fourth block.
``crosscheck`` does, for each seed: generate; run ``llc -run-pass=si-insert-waitcnts`` on the
MIR; read LLVM's waits back into ``.stir``; and assert that

* the project's validator accepts LLVM's output (LLVM waits enough, so a report is a
  validator bug; LLVM's limit - 1 clamps must be accepted too), and
* on targets the project's insertion pass supports (``--insertion``), the validator accepts
  the insertion's output: the insertion never waits less than a dependence needs.

It prints one summary line per target and shape and exits 1 on any disagreement, printing
the program. Usage (the lit tests in test/llvm_crosscheck run it):

    gen_crosscheck.py crosscheck --arch gfx942 --llc llc-19 --seeds 40 [--insertion]
    gen_crosscheck.py generate --arch gfx1200 --seed 3 --shape loop --stir x.stir --mir x.mir
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# kind -> (MIR opcode, {arch: .stir mnemonic}); operands are filled in by `_operands`.
OPS = {
    "global_load": ("GLOBAL_LOAD_DWORD", {"gfx942": "global_load_dword",
                                          "gfx1200": "global_load_b32"}),
    "global_store": ("GLOBAL_STORE_DWORD", {"gfx942": "global_store_dword",
                                            "gfx1200": "global_store_b32"}),
    "flat_load": ("FLAT_LOAD_DWORD", {"gfx942": "flat_load_dword", "gfx1200": "flat_load_b32"}),
    # not in WEIGHTS: benchmarks/llvm_pair.py's gfx1250 programs store through flat
    "flat_store": ("FLAT_STORE_DWORD", {"gfx942": "flat_store_dword",
                                        "gfx1200": "flat_store_b32"}),
    "ds_read": ("DS_READ_B32_gfx9", {"gfx942": "ds_read_b32", "gfx1200": "ds_load_b32"}),
    "ds_write": ("DS_WRITE_B32_gfx9", {"gfx942": "ds_write_b32", "gfx1200": "ds_store_b32"}),
    "s_load": ("S_LOAD_DWORD_IMM", {"gfx942": "s_load_dword", "gfx1200": "s_load_b32"}),
    "v_add": ("V_ADD_U32_e32", {"gfx942": "v_add_u32", "gfx1200": "v_add_nc_u32"}),
    "s_add": ("S_ADD_U32", {"gfx942": "s_add_u32", "gfx1200": "s_add_u32"}),
}
WEIGHTS = {"global_load": 4, "global_store": 1, "flat_load": 1, "ds_read": 4, "ds_write": 1,
           "s_load": 2, "v_add": 5, "s_add": 2}
V_POOL = range(2, 24)      # v0-v1: the address; s0-s1: the scalar base
S_POOL = range(4, 12)


def random_program(seed: int, shape: str, length: int = 24, without=()):
    """Blocks of (kind, dest, sources) tuples; registers are ('v'|'s', index)."""
    rng = random.Random(seed)
    kinds = [kind for kind in WEIGHTS if kind not in without]
    weights = [WEIGHTS[k] for k in kinds]

    def instr():
        kind = rng.choices(kinds, weights)[0]
        v, s = ("v", rng.choice(V_POOL)), ("s", rng.choice(S_POOL))
        if kind in ("global_load", "flat_load", "ds_read"):
            return kind, v, ()
        if kind == "s_load":
            return kind, s, ()
        if kind in ("global_store", "ds_write"):
            return kind, None, (v,)
        if kind == "v_add":
            return kind, v, (("v", rng.choice(V_POOL)), ("v", rng.choice(V_POOL)))
        return kind, s, (("s", rng.choice(S_POOL)), ("s", rng.choice(S_POOL)))

    if shape == "straight":
        return [[instr() for _ in range(length)]]
    third = length // 3
    if shape == "diamond":   # head, two arms, and the join, a quarter each
        quarter = length // 4
        return [[instr() for _ in range(quarter)] for _ in range(3)] + [
            [instr() for _ in range(length - 3 * quarter)]]
    return [[instr() for _ in range(third)], [instr() for _ in range(length - third)], []]


# The shape of a program of ``random_program`` by its block count.
_SHAPES = {1: "straight", 3: "loop", 4: "diamond"}


def _reg(reg) -> str:
    return f"{reg[0]}{reg[1]}"


def to_stir(blocks, arch: str) -> str:
    lines = ["st.func @crosscheck() {"]
    for index, block in enumerate(blocks):
        lines.append(f"  ^bb{index}:")
        for kind, dest, srcs in block:
            lines.append("    " + stir_instruction(kind, dest, srcs, arch))
        lines.extend(_stir_terminator(blocks, index))
    lines.append("}")
    return "\n".join(lines) + "\n"


def stir_instruction(kind: str, dest, srcs, arch: str) -> str:
    """One (kind, dest, sources) instruction of ``random_program`` as a .stir line."""
    mnemonic = OPS[kind][1][arch]
    operands = {"global_load": ["v[0:1]"], "flat_load": ["v[0:1]"], "ds_read": ["v0"],
                "s_load": ["s[0:1]", "0"], "global_store": ["v[0:1]", _reg(srcs[0]) if srcs else ""],
                "flat_store": ["v[0:1]", _reg(srcs[0]) if srcs else ""],
                "ds_write": ["v0", _reg(srcs[0]) if srcs else ""]}.get(
                    kind, [_reg(r) for r in srcs])
    lhs = f"{_reg(dest)} = " if dest else ""
    return f'{lhs}"st.{mnemonic}"({", ".join(operands)})'


def _stir_terminator(blocks, index):
    if len(blocks) == 1 or index == len(blocks) - 1:
        return ['    "st.s_endpgm"()']
    if _SHAPES[len(blocks)] == "diamond":
        return {0: ['    "st.s_cbranch_scc1"("bb2")', "    Successors: ^bb1, ^bb2"],
                1: ['    "st.s_branch"("bb3")', "    Successors: ^bb3"],
                2: ["    Successors: ^bb3"]}[index]
    if index == 1:   # the loop body branches back to itself
        return ['    "st.s_cbranch_scc1"("bb1")', "    Successors: ^bb1, ^bb2"]
    return [f"    Successors: ^bb{index + 1}"]


def _mir_reg(reg) -> str:
    return f"${'vgpr' if reg[0] == 'v' else 'sgpr'}{reg[1]}"


def mir_instruction(kind: str, dest, srcs) -> str:
    """One (kind, dest, sources) instruction of ``random_program`` as a MIR line."""
    opcode = OPS[kind][0]
    if kind in ("global_load", "flat_load"):
        rhs = f"{opcode} $vgpr0_vgpr1, 0, 0, implicit $exec" + (
            ", implicit $flat_scr" if kind == "flat_load" else "")
    elif kind == "ds_read":
        rhs = f"{opcode} $vgpr0, 0, 0, implicit $exec"
    elif kind == "s_load":
        rhs = f"{opcode} $sgpr0_sgpr1, 0, 0"
    elif kind in ("global_store", "flat_store"):
        rhs = f"{opcode} $vgpr0_vgpr1, {_mir_reg(srcs[0])}, 0, 0, implicit $exec" + (
            ", implicit $flat_scr" if kind == "flat_store" else "")
    elif kind == "ds_write":
        rhs = f"{opcode} $vgpr0, {_mir_reg(srcs[0])}, 0, 0, implicit $exec"
    elif kind == "v_add":
        rhs = f"{opcode} {_mir_reg(srcs[0])}, {_mir_reg(srcs[1])}, implicit $exec"
    else:
        rhs = f"{opcode} {_mir_reg(srcs[0])}, {_mir_reg(srcs[1])}, implicit-def $scc"
    return f"{_mir_reg(dest)} = {rhs}" if dest else rhs


def _mir_edges(blocks, index) -> tuple[str | None, str | None]:
    """(successors line, branch) of block ``index`` of a ``random_program``."""
    shape = _SHAPES[len(blocks)]
    if shape == "loop":
        return {0: ("%bb.1", None),
                1: ("%bb.1, %bb.2", "S_CBRANCH_SCC1 %bb.1, implicit undef $scc")}.get(
                    index, (None, None))
    if shape == "diamond":
        return {0: ("%bb.1, %bb.2", "S_CBRANCH_SCC1 %bb.2, implicit undef $scc"),
                1: ("%bb.3", "S_BRANCH %bb.3"), 2: ("%bb.3", None)}.get(index, (None, None))
    return None, None


def to_mir(blocks, name: str = "crosscheck") -> str:
    body = []
    for index, block in enumerate(blocks):
        body.append(f"  bb.{index}:")
        successors, branch = _mir_edges(blocks, index)
        if successors:
            body.append(f"    successors: {successors}")
        for kind, dest, srcs in block:
            body.append("    " + mir_instruction(kind, dest, srcs))
        if branch:
            body.append("    " + branch)
        if index == len(blocks) - 1:
            body.append("    S_ENDPGM 0")
    return (f"---\nname: {name}\ntracksRegLiveness: false\nmachineFunctionInfo:\n"
            "  isEntryFunction: true\nbody: |\n" + "\n".join(body) + "\n...\n")


_MIR_LINE = re.compile(r"\s*(?:(\$\w+) = )?([A-Z][A-Z0-9_a-z]*)\b(.*)")
_MIR_REG = re.compile(r"\$(vgpr|sgpr)(\d+)(?:_(?:vgpr|sgpr)(\d+))?")
_FROM_MIR = {opcode: kind for kind, (opcode, _) in OPS.items()}


def mir_to_stir(text: str, blocks, arch: str) -> str:
    """LLVM's output read back: the program's own instructions in LLVM's order with LLVM's
    waits (any S_WAIT* opcode, as the same mnemonic in lower case) in between."""
    body = text.split("body:", 1)[1]
    out_blocks: list[list[str]] = []
    for line in body.splitlines():
        stripped = line.strip()
        if re.fullmatch(r"bb\.\d+.*:", stripped):
            out_blocks.append([])
            continue
        match = _MIR_LINE.fullmatch(line)
        if match is None or not out_blocks or stripped.startswith(("successors", "liveins")):
            continue
        opcode = match[2]
        if opcode.startswith("S_WAIT"):
            value = int(match[3].strip().split(",")[0].split()[-1])
            out_blocks[-1].append(f'    "st.{opcode.lower()}"({value})')
        elif opcode in _FROM_MIR:
            out_blocks[-1].append(None)    # the next instruction of the original block
        elif opcode in ("S_NOP", "S_SENDMSG", "S_ENDPGM", "S_CBRANCH_SCC1", "S_BRANCH"):
            continue
        else:
            raise ValueError(f"unexpected MIR line from LLVM: {line.strip()}")
    original = to_stir(blocks, arch).splitlines()
    # Interleave: walk the original .stir and put LLVM's waits where LLVM put them.
    result = []
    block_index = -1
    pending: list = []
    for line in original:
        if line.startswith(("  ^bb", "    Successors:", "}")):
            # LLVM's waits at the end of the previous block (a loop preheader flush)
            result.extend(wait for wait in pending if wait is not None)
            pending = []
        if line.startswith("  ^bb"):
            block_index += 1
            pending = list(out_blocks[block_index])
            result.append(line)
            continue
        if line.startswith('    ') and '"st.' in line and not line.strip().startswith(
                ('"st.s_endpgm"', '"st.s_cbranch', '"st.s_branch"')):
            while pending and pending[0] is not None:
                result.append(pending.pop(0))
            if pending:
                pending.pop(0)
            result.append(line)
            continue
        if line.startswith(('    "st.s_endpgm"', '    "st.s_cbranch', '    "st.s_branch"')):
            while pending and pending[0] is not None:
                result.append(pending.pop(0))
        result.append(line)
    return "\n".join(result) + "\n"


def _parse(text: str, arch: str):
    from stinkytofu_opt.target import get_target
    from stinkytofu_opt.text.diagnostics import DiagnosticEngine
    from stinkytofu_opt.text.stir_parser import parse_stir
    module = parse_stir(text, "crosscheck.stir", get_target(arch), DiagnosticEngine())
    return module.functions[0]


def _validate(text: str, arch: str):
    from stinkytofu_opt.passes.waits.validation.validator import validate_function
    from stinkytofu_opt.target import get_target
    return validate_function(_parse(text, arch), target=get_target(arch))


def _insert(text: str, arch: str) -> str:
    from stinkytofu_opt.passes.waits.insertion import insert_waits
    from stinkytofu_opt.target import get_target
    from stinkytofu_opt.text.stir_printer import print_function
    function = _parse(text, arch)
    insert_waits(function, get_target(arch))
    return print_function(function)


def _llc(llc: str, arch: str, mir_text: str):
    with tempfile.NamedTemporaryFile("w", suffix=".mir", delete=False) as mir:
        mir.write(mir_text)
    try:
        return subprocess.run([llc, "-mtriple=amdgcn", f"-mcpu={arch}",
                               "-run-pass=si-insert-waitcnts", "-o", "-", mir.name],
                              capture_output=True, text=True)
    finally:
        os.unlink(mir.name)


def llvm_waits(llc: str, arch: str, programs) -> list:
    """LLVM's output for each program: its MIR text, or the failed llc run. One llc
    process for all of them (a MIR file holds many functions; process start-up was
    most of the time); a program of a failing batch is run alone to tell which."""
    run = _llc(llc, arch, "".join(to_mir(blocks, f"crosscheck{i}")
                                  for i, blocks in enumerate(programs)))
    if run.returncode != 0:
        alone = [_llc(llc, arch, to_mir(blocks)) for blocks in programs]
        return [r.stdout if r.returncode == 0 else r for r in alone]
    by_index = {}
    for doc in re.split(r"^---.*$", run.stdout, flags=re.M):
        match = re.search(r"^name:\s+crosscheck(\d+)\s*$", doc, flags=re.M)
        if match is not None:
            by_index[int(match[1])] = doc
    return [by_index.get(i, run) for i in range(len(programs))]


def _accepted(text: str, arch: str, complaint: str) -> bool:
    """Whether the validator accepts the program ``text``; if not, prints the complaint,
    the violations and the program."""
    violations = _validate(text, arch)
    if violations:
        print(f"{complaint}:")
        print("\n".join(v.render() for v in violations))
        print(text)
    return not violations


def crosscheck(arch: str, llc: str, seeds: int, insertion: bool, without=()) -> int:
    failures = 0
    for shape in ("straight", "loop"):
        accepted = inserted_ok = 0
        programs = [random_program(seed, shape, without=without) for seed in range(seeds)]
        for seed, (blocks, llvm) in enumerate(zip(programs, llvm_waits(llc, arch, programs))):
            stir = to_stir(blocks, arch)
            if not isinstance(llvm, str):
                if llvm.returncode != 0:
                    print(f"{arch} {shape} seed {seed}: llc failed:\n{llvm.stderr}")
                else:
                    print(f"{arch} {shape} seed {seed}: llc gave no function for it")
                failures += 1
                continue
            where = f"{arch} {shape} seed {seed}"
            if _accepted(mir_to_stir(llvm, blocks, arch), arch,
                         f"{where}: the validator rejects LLVM's waits"):
                accepted += 1
            else:
                failures += 1
            if insertion:
                if _accepted(_insert(stir, arch), arch,
                             f"{where}: the insertion waits less than needed"):
                    inserted_ok += 1
                else:
                    failures += 1
        line = f"{arch} {shape}: {seeds} programs; LLVM's waits accepted: {accepted}"
        if insertion:
            line += f"; insertion sufficient: {inserted_ok}"
        print(line)
    return 1 if failures else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate", help="write one program as .stir and MIR")
    gen.add_argument("--arch", choices=("gfx942", "gfx1200"), required=True)
    gen.add_argument("--seed", type=int, default=0)
    gen.add_argument("--shape", choices=("straight", "loop", "diamond"), default="straight")
    gen.add_argument("--stir", required=True)
    gen.add_argument("--mir", required=True)
    check = sub.add_parser("crosscheck", help="compare with llc's si-insert-waitcnts")
    check.add_argument("--arch", choices=("gfx942", "gfx1200"), required=True)
    check.add_argument("--llc", required=True)
    check.add_argument("--seeds", type=int, default=40)
    check.add_argument("--insertion", action="store_true",
                       help="also check the project's insertion pass on each program")
    check.add_argument("--without", action="append", default=[], choices=sorted(OPS),
                       help="leave this kind of instruction out of the programs")
    args = parser.parse_args(argv)
    if args.command == "generate":
        blocks = random_program(args.seed, args.shape)
        with open(args.stir, "w") as f:
            f.write(to_stir(blocks, args.arch))
        with open(args.mir, "w") as f:
            f.write(to_mir(blocks))
        return 0
    return crosscheck(args.arch, args.llc, args.seeds, args.insertion, tuple(args.without))


if __name__ == "__main__":
    sys.exit(main())
