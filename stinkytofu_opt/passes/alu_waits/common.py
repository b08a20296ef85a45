"""What both ALU-dependency passes read of an instruction (spec alu-waits.md 2 and 3).

Register units, the DEPCTR immediate of ``s_wait_alu``/``s_waitcnt_depctr``, the CFG order
the passes walk, and the edges a ``.stir`` block without a ``Successors:`` line implies.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Block, Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import HexLit, Ident, IntLit, Register, label_name
from stinkytofu_opt.machine.facts import ends_program

PSEUDO_OPCODES = frozenset(("PHI", "FENCE", "scheduling_fence", "asm_directive"))
DEPCTR_OPCODES = frozenset(("s_wait_alu", "s_waitcnt_depctr"))

# The DEPCTR immediate (gfx11/gfx12): field -> (shift, bits), in print order. A field of all
# ones does not wait.
DEPCTR_FIELDS = (("va_vdst", 12, 4), ("va_sdst", 9, 3), ("va_ssrc", 8, 1), ("hold_cnt", 7, 1),
                 ("vm_vsrc", 2, 3), ("va_vcc", 1, 1), ("sa_sdst", 0, 1))
DEPCTR_FIELD_NAMES = tuple(name for name, _, _ in DEPCTR_FIELDS)

# Register spellings that are one of a pair: each stands for its units.
_SPECIAL_UNITS = {"vcc": ("vcc_lo", "vcc_hi"), "vcc_lo": ("vcc_lo",), "vcc_hi": ("vcc_hi",),
                  "exec": ("exec_lo", "exec_hi"), "exec_lo": ("exec_lo",),
                  "exec_hi": ("exec_hi",), "m0": ("m0",), "scc": ("scc",)}
EXEC_NAMES = frozenset(("exec", "exec_lo", "exec_hi"))


def is_pseudo(inst: Instruction) -> bool:
    return inst.opcode in PSEUDO_OPCODES


def has_any(desc, flags: frozenset) -> bool:
    return desc is not None and not flags.isdisjoint(desc.flags)


def read_operands(inst: Instruction) -> list:
    """The sources, plus destinations the encoding also reads (RW: atomics' data, tied
    accumulators)."""
    desc = inst.desc
    if desc is None:
        return list(inst.srcs)
    extra = [d for d, f in zip(inst.dests, desc.fields) if f.role == "RW"]
    return list(inst.srcs) + extra if extra else inst.srcs


def allocatable_units(operands, kinds=("v", "s", "a")) -> list:
    """(kind, index) units of the explicit registers of the given kinds (AGPR spellings
    fold to 'a'); implicit and special registers are left out."""
    units = []
    for op in operands:
        if isinstance(op, Register) and not op.is_pseudo and op.unit_kind in kinds:
            units.extend(op.units())
    return units


def all_units(operands) -> list:
    """Every register unit an operand names, special registers (VCC, EXEC, M0) included."""
    units = []
    for op in operands:
        if isinstance(op, Register):
            if op.is_pseudo:
                continue
            special = _SPECIAL_UNITS.get(op.kind.lower())
            if special is not None:
                units.extend((name, 0) for name in special)
            else:
                units.extend(op.units())
        elif isinstance(op, Ident):
            units.extend((name, 0) for name in _SPECIAL_UNITS.get(op.text.lower(), ()))
    return units


def writes_exec_explicitly(inst: Instruction) -> bool:
    for d in inst.dests:
        name = d.kind if isinstance(d, Register) else d.text if isinstance(d, Ident) else None
        if name is not None and name.lower() in EXEC_NAMES:
            return True
    return False


def depctr_fields(inst: Instruction) -> dict[str, int]:
    """The set fields of an ``s_wait_alu``: from ``mod.waitalu`` (-1 = unset), else from its
    immediate (an all-ones field is unset)."""
    mod = inst.mod("waitalu")
    if mod is not None:
        return {name: mod.get(name) for name in DEPCTR_FIELD_NAMES
                if isinstance(mod.get(name), int) and mod.get(name) >= 0}
    for src in inst.srcs:
        if isinstance(src, (IntLit, HexLit)):
            return decode_depctr(src.value)
    return {}


def decode_depctr(value: int) -> dict[str, int]:
    out = {}
    for name, shift, bits in DEPCTR_FIELDS:
        field = (value >> shift) & ((1 << bits) - 1)
        if field != (1 << bits) - 1:
            out[name] = field
    return out


def make_wait_alu(target, fields: dict[str, int], opcode: str = "s_wait_alu",
                  comment: str | None = None) -> Instruction:
    mod = Modifier("waitalu", {name: fields[name] for name in DEPCTR_FIELD_NAMES
                               if name in fields})
    return Instruction(opcode, mods=[mod], desc=target.lookup(opcode), comment=comment)


def wait_alu_opcode(target) -> str:
    """The DEPCTR wait's spelling on the target (gfx12: s_wait_alu; gfx11: s_waitcnt_depctr)."""
    return "s_wait_alu" if target.lookup("s_wait_alu") is not None else "s_waitcnt_depctr"


def reverse_post_order(blocks: list[Block], successors) -> list[Block]:
    """RPO from the first block (iterative), then unreachable blocks in source order."""
    if not blocks:
        return []
    seen = {id(blocks[0])}
    order: list[Block] = []
    stack = [(blocks[0], iter(successors(blocks[0])))]
    while stack:
        block, it = stack[-1]
        for succ in it:
            if id(succ) not in seen:
                seen.add(id(succ))
                stack.append((succ, iter(successors(succ))))
                break
        else:
            order.append(block)
            stack.pop()
    order.reverse()
    order.extend(b for b in blocks if id(b) not in seen)
    return order


def _falls_through(last: Instruction) -> bool:
    desc = last.desc
    unconditional = desc is not None and desc.is_branch and not desc.is_conditional_branch
    return not (unconditional or ends_program(last))


def implied_successors(function) -> dict[int, list[Block]]:
    """Block id -> successors, where a block of a multi-block function that has none gets
    the edges its terminator implies (spec 4.8 D-G3): the label a branch names, then the
    next block unless the block ends in s_branch, s_endpgm or s_setpc_b64."""
    blocks = function.blocks
    by_name: dict[str, Block] = {}
    for block in blocks:
        by_name.setdefault(block.name, block)
    out: dict[int, list[Block]] = {}
    for i, block in enumerate(blocks):
        if block.successors or len(blocks) == 1:
            out[id(block)] = list(block.successors)
            continue
        last = next((item for item in reversed(block.items)
                     if isinstance(item, Instruction) and not is_pseudo(item)), None)
        succs: list[Block] = []
        if last is not None and last.desc is not None and last.desc.is_branch and last.srcs:
            name = label_name(last.srcs[0])
            if name in by_name:
                succs.append(by_name[name])
        if i + 1 < len(blocks) and (last is None or _falls_through(last)):
            if blocks[i + 1] not in succs:
                succs.append(blocks[i + 1])
        out[id(block)] = succs
    return out


def predecessors_of(blocks: list[Block], successors: dict[int, list[Block]]):
    preds: dict[int, list[Block]] = {id(b): [] for b in blocks}
    for block in blocks:
        for succ in successors[id(block)]:
            preds[id(succ)].append(block)
    return preds


def function_name(function) -> str:
    return f"@{function.name}" if function.name else "the region"


def first_loc(function):
    """Where a diagnostic about the whole function points: its first located item."""
    for block in function.blocks:
        for item in block.items:
            if item.loc is not None:
                return item.loc
    return function.loc


_DELAY_TYPES = {"NO_DEP": 0, "VALU": 4, "TRANS": 3, "SALU": 3}   # type -> largest distance
_DELAY_FIELDS = ("instid0Type", "instid0Distance", "instSkip", "instid1Type", "instid1Distance")


def malformed_alu_waits(function) -> list[tuple[Instruction, str]]:
    """Existing ``s_delay_alu``/``s_wait_alu`` whose fields have no encoding: (instruction,
    message) pairs, so a pass can report each at its line instead of guessing."""
    found = []
    for block in function.blocks:
        for inst in block.instructions():
            if inst.opcode == "s_delay_alu":
                problem = _delay_problem(inst)
            elif inst.opcode in DEPCTR_OPCODES:
                problem = _depctr_problem(inst)
            else:
                continue
            if problem:
                found.append((inst, f"malformed {inst.opcode}: {problem}"))
    return found


def _delay_problem(inst) -> str | None:
    mod = inst.mod("delayalu")
    if mod is None:
        return None if not inst.srcs else _literal_problem(inst, 11)
    unknown = [name for name in mod.values if name not in _DELAY_FIELDS]
    if unknown:
        return f"unknown field '{unknown[0]}' (fields: {', '.join(_DELAY_FIELDS)})"
    for slot in ("0", "1"):
        kind = mod.get(f"instid{slot}Type")
        distance = mod.get(f"instid{slot}Distance")
        if kind not in _DELAY_TYPES:
            return (f"instid{slot}Type \"{kind}\" is not one of "
                    f"{', '.join(repr(k).replace(chr(39), chr(34)) for k in _DELAY_TYPES)}")
        if not isinstance(distance, int) or not 0 <= distance <= _DELAY_TYPES[kind]:
            return (f"instid{slot}Distance {distance} is out of range for {kind} "
                    f"(0 to {_DELAY_TYPES[kind]})")
    skip = mod.get("instSkip")
    if not isinstance(skip, int) or not 0 <= skip <= 5:
        return f"instSkip {skip} is out of range (0 to 5)"
    return None


def _depctr_problem(inst) -> str | None:
    mod = inst.mod("waitalu")
    if mod is None:
        return _literal_problem(inst, 16)
    for name, value in mod.values.items():
        bits = next((b for n, _, b in DEPCTR_FIELDS if n == name), None)
        if bits is None:
            return f"unknown field '{name}' (fields: {', '.join(DEPCTR_FIELD_NAMES)})"
        if not isinstance(value, int) or not -1 <= value < (1 << bits):
            return f"{name} = {value} is out of range (-1 for no wait, 0 to {(1 << bits) - 1})"
    return None


def _literal_problem(inst, bits: int) -> str | None:
    for src in inst.srcs:
        if isinstance(src, (IntLit, HexLit)):
            if not 0 <= src.value < (1 << bits):
                return f"immediate {src} does not fit in {bits} bits"
            return None
    if inst.srcs:
        return f"operand '{inst.srcs[0]}' is not an immediate"
    return None
