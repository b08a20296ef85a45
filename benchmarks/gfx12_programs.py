"""test/support/stir_gen.py's gfx1250 programs mapped to gfx1200, as ``.stir`` and as MIR,
so that LLVM 19's si-insert-waitcnts (which has no gfx1250) waits in the same programs.

The mapping keeps the CFG (straight runs, diamonds, if-thens, nested loops) and every
instruction gfx1200 has, dropping the rest:

* ``ds_load_b32/b64/b128`` and ``ds_store_b32`` stay (DS_READ_B*/DS_WRITE_B32, address v250);
* ``buffer_load_b32 vN`` becomes ``global_load_b32 vN, v[252:253]`` (the same counter);
* ``s_load_b32``, ``s_add_u32`` stay; ``v_add_f32`` becomes ``v_add_nc_u32`` (the same
  registers read and written);
* a WMMA becomes a ``v_add_nc_u32`` writing the first register of D from the first registers
  of A and B (gfx12's WMMA has other operand sizes);
* tensor loads, async LDS stores, barriers and the generator's own waits are dropped (no
  gfx12 counterpart, or memory-model fences LLVM takes from the source, not from the
  registers); memory tokens are dropped with them.
"""

from __future__ import annotations

import re

import stinkytofu_opt as st

_DS_READ = {"ds_load_b32": "DS_READ_B32_gfx9", "ds_load_b64": "DS_READ_B64_gfx9",
            "ds_load_b128": "DS_READ_B128_gfx9"}
_DROPPED = ("tensor_load_to_lds", "global_store_async_from_lds", "s_barrier", "s_wait",
            "s_endpgm")


def _units(reg) -> list[int]:
    return [reg.index + i for i in range(reg.count)]


def _stir_reg(reg) -> str:
    units = _units(reg)
    name = reg.kind
    return f"{name}{units[0]}" if len(units) == 1 else f"{name}[{units[0]}:{units[-1]}]"


def _mir_reg(reg) -> str:
    prefix = "vgpr" if reg.kind == "v" else "sgpr"
    return "$" + "_".join(f"{prefix}{u}" for u in _units(reg))


def _first(reg):
    from stinkytofu_opt.records import replace
    return replace(reg, count=1)


def _mapped(inst) -> tuple[str, str] | None:
    """(the .stir line, the MIR line) of one instruction, or None if it is dropped."""
    op = inst.opcode
    if op.startswith(_DROPPED) or op in ("s_branch", "s_cbranch_scc1"):
        return None
    dest = inst.dests[0] if inst.dests else None
    if op in _DS_READ:
        return (f'{_stir_reg(dest)} = "st.{op}"(v250)',
                f"{_mir_reg(dest)} = {_DS_READ[op]} $vgpr250, 0, 0, implicit $exec")
    if op == "ds_store_b32":
        data = inst.srcs[1]
        return (f'"st.ds_store_b32"(v250, {_stir_reg(data)})',
                f"DS_WRITE_B32_gfx9 $vgpr250, {_mir_reg(data)}, 0, 0, implicit $exec")
    if op == "buffer_load_b32":
        return (f'{_stir_reg(dest)} = "st.global_load_b32"(v[252:253])',
                f"{_mir_reg(dest)} = GLOBAL_LOAD_DWORD $vgpr252_vgpr253, 0, 0, implicit $exec")
    if op == "s_load_b32":
        return (f'{_stir_reg(dest)} = "st.s_load_b32"(s[2:3], 0)',
                f"{_mir_reg(dest)} = S_LOAD_DWORD_IMM $sgpr2_sgpr3, 0, 0")
    if op == "s_add_u32":
        a = inst.srcs[0]
        return (f'{_stir_reg(dest)} = "st.s_add_u32"({_stir_reg(a)}, 1)',
                f"{_mir_reg(dest)} = S_ADD_U32 {_mir_reg(a)}, 1, implicit-def $scc")
    if op in ("v_add_f32", "v_wmma_f32_16x16x32_bf16"):
        d, a, b = _first(dest), _first(inst.srcs[0]), _first(inst.srcs[1])
        return (f'{_stir_reg(d)} = "st.v_add_nc_u32"({_stir_reg(a)}, {_stir_reg(b)})',
                f"{_mir_reg(d)} = V_ADD_U32_e32 {_mir_reg(a)}, {_mir_reg(b)}, implicit $exec")
    raise ValueError(f"no gfx1200 mapping for '{op}'")


class Program:
    """One mapped program: per block its name, mapped lines, successors and branch."""

    def __init__(self, text: str):
        function = st.parse(text, arch="gfx1250", filename="gen.stir").ir.functions[0]
        self.name = function.name
        self.blocks = []
        index = {b.name: i for i, b in enumerate(function.blocks)}
        for block in function.blocks:
            lines, branch = [], None
            for inst in block.instructions():
                if inst.opcode in ("s_branch", "s_cbranch_scc1"):
                    branch = (inst.opcode, index[inst.srcs[0].text])
                mapped = _mapped(inst)
                if mapped is not None:
                    lines.append(mapped)
            self.blocks.append((block.name, lines, [index[s.name] for s in block.successors],
                                branch))

    def stir(self, waits: list[list[list[str]]] | None = None) -> str:
        """The program for gfx1200; ``waits[b][i]``: wait lines before line i of block b
        (i = len: before the terminator)."""
        out = [f"st.func @{self.name}() {{"]
        for b, (name, lines, succs, branch) in enumerate(self.blocks):
            out.append(f"^{name}:")
            for i, (stir, _) in enumerate(lines):
                out.extend("  " + w for w in (waits[b][i] if waits else ()))
                out.append("  " + stir)
            out.extend("  " + w for w in (waits[b][len(lines)] if waits else ()))
            if branch is not None:
                out.append(f'  "st.{branch[0]}"("{self.blocks[branch[1]][0]}")')
            if succs:
                out.append("  Successors: " + ", ".join("^" + self.blocks[s][0] for s in succs))
            else:
                out.append('  "st.s_endpgm"()')
        out.append("}")
        return "\n".join(out) + "\n"

    def mir(self, name: str) -> str:
        body = []
        for b, (_, lines, succs, branch) in enumerate(self.blocks):
            body.append(f"  bb.{b}:")
            if succs:
                body.append("    successors: " + ", ".join(f"%bb.{s}" for s in succs))
            body.extend("    " + mir for _, mir in lines)
            taken = None
            if branch is not None:
                opcode = "S_BRANCH" if branch[0] == "s_branch" else "S_CBRANCH_SCC1"
                tail = "" if opcode == "S_BRANCH" else ", implicit undef $scc"
                body.append(f"    {opcode} %bb.{branch[1]}{tail}")
                taken = branch[1]
            falls = [s for s in succs if s != taken] if branch is None or \
                branch[0] != "s_branch" else []
            if falls and falls[0] != b + 1:    # MIR falls through to the next block only
                body.append(f"    S_BRANCH %bb.{falls[0]}")
            if not succs:
                body.append("    S_ENDPGM 0")
        return (f"---\nname: {name}\ntracksRegLiveness: false\nmachineFunctionInfo:\n"
                "  isEntryFunction: true\nbody: |\n" + "\n".join(body) + "\n...\n")

    def llvm_waits(self, mir_out: str) -> list[list[list[str]]]:
        """LLVM's waits, per block and position, from its output of ``mir``."""
        body = mir_out.split("body:", 1)[1]
        waits: list[list[list[str]]] = []
        block = position = None
        for line in body.splitlines():
            stripped = line.strip()
            if re.fullmatch(r"bb\.\d+.*:", stripped):
                block = int(stripped[3:].split(".")[0].split(":")[0].split()[0])
                while len(waits) <= block:
                    count = len(self.blocks[len(waits)][1])
                    waits.append([[] for _ in range(count + 1)])
                position = 0
                continue
            if block is None or not stripped or stripped.startswith(("successors", "liveins")):
                continue
            opcode = re.sub(r"^\$\w+ = ", "", stripped).split()[0].rstrip(",")
            if opcode.startswith("S_WAIT"):
                value = int(stripped.split()[1].rstrip(","))
                waits[block][position].append(f'"st.{opcode.lower()}"({value})')
            elif opcode in ("S_BRANCH", "S_CBRANCH_SCC1", "S_ENDPGM"):
                continue
            else:
                position += 1
        return waits
