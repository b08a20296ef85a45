"""The checks of StinkyIRVerifierPass (spec parity-2.md 3.2-3.4), as plain functions.

Each check returns findings; the pass (ir_verifier.py) and ``--verify-each`` report them.
Operand fields come from the target's instruction table: a destination field (role D or RW)
takes the next destination operand, any other field the next source.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.operand_fields import field_operands
from stinkytofu_opt.ir.core import PSEUDO_OPCODES, Directive, Instruction, Label
from stinkytofu_opt.ir.operands import Register
from stinkytofu_opt.records import record

# Field kinds that must hold a vector register, and the register kinds that fill them.
VECTOR_FIELD_KINDS = frozenset(("vgpr", "src_vgpr", "src_vgpr_or_inline"))
VECTOR_REGISTER_KINDS = frozenset(("v", "a", "acc", "AGPR"))
# Field kinds that must hold a scalar-family register.
SCALAR_FIELD_KINDS = frozenset(("sreg", "sreg_m0", "sgpr", "sdst", "ssrc"))
SCALAR_REGISTER_PREFIXES = ("s", "m", "SCC", "scc", "vcc", "exec", "ttmp", "null")
# Field kinds whose operand is a register or an inline value: only these are reported
# missing (an immediate such as a wait count may live in a .stir modifier instead).
OPERAND_FIELD_KINDS = VECTOR_FIELD_KINDS | SCALAR_FIELD_KINDS | frozenset(("src", "src_simple"))
# Encodings whose VGPR-only source fields take an SGPR once the assembler promotes the
# instruction to its VOP3 form (the reference's "promoted field type").
PROMOTABLE_MICROCODES = frozenset(("VOP1", "VOP2", "VOPC"))
# Encodings of the GLOBAL/FLAT forms whose vaddr is a 32-bit offset when saddr is a register.
SADDR_MICROCODES = frozenset(("VGLOBAL", "VFLAT"))
# Mnemonics that may leave trailing operands out (the walk stops at the first missing one).
MAY_OMIT_TRAILING = frozenset(("tensor_load_to_lds", "s_delay_alu", "s_wait_alu"))
# Register counts an f8f6f4 matrix source of 16 registers may have (FP8: 16, FP6: 12, FP4: 8).
NARROW_MATRIX_WIDTHS = frozenset((8, 12, 16))


@record(frozen=True)
class Finding:
    """One problem: its category (``structure``, ``descriptor``, ``width``, ``rw``), the
    message in the reference's words, and the instruction it is about (None: the function)."""

    category: str
    message: str
    inst: Instruction | None = None


def structure_findings(function) -> list[Finding]:
    if not function.blocks:
        return [Finding("structure", "Function is empty (no basic blocks)")]
    items = [i for b in function.blocks for i in b.items if not isinstance(i, Directive)]
    if not items:
        return [Finding("structure", "Function contains no StinkyTofu instructions (empty IR)")]
    return []


def descriptor_findings(function) -> list[Finding]:
    missing = [i for i in function.instructions()
               if i.desc is None and i.opcode not in PSEUDO_OPCODES]
    if not missing:
        return []
    return [Finding("descriptor", f"Found {len(missing)} StinkyTofu instruction(s) with invalid "
                                  f"or missing hardware instruction descriptors", missing[0])]


def _saddr_is_register(inst: Instruction, fields) -> bool:
    sources = [f for f in fields if f.role == "S"]
    for position, field in enumerate(sources):
        if field.name == "saddr":
            return position < len(inst.srcs) and isinstance(inst.srcs[position], Register)
    return False


def _type_accepts(field, reg: Register, microcode: str | None) -> bool:
    if field.kind in VECTOR_FIELD_KINDS:
        if reg.kind in VECTOR_REGISTER_KINDS:
            return True
        return field.role == "S" and microcode in PROMOTABLE_MICROCODES \
            and reg.kind.startswith(SCALAR_REGISTER_PREFIXES)
    if field.kind in SCALAR_FIELD_KINDS:
        return reg.kind.startswith(SCALAR_REGISTER_PREFIXES)
    return True


def _expected_kind(field) -> str:
    return "v" if field.kind in VECTOR_FIELD_KINDS else "s"


def width_findings(inst: Instruction, wave_size: int) -> list[Finding]:
    """Register width and type of each operand against its table field (3.3). An
    instruction kept as assembly text (``mod.asm``) is written back as read: the assembler
    checks it, not this pass."""
    desc = inst.desc
    if desc is None or not desc.fields or inst.mod("asm") is not None:
        return []
    found = []
    saddr_register = None
    for slot_of in field_operands(inst):
        field, is_dest, index = slot_of.field, slot_of.is_dest, slot_of.index
        slot = f"{'dest' if is_dest else 'src'}[{index}]"
        if field.size == 0:
            continue
        if slot_of.operand is None:
            if field.name == "saddr" and desc.microcode == "VFLAT":
                continue                 # FLAT syntax omits a null saddr
            if inst.opcode in MAY_OMIT_TRAILING:
                break
            if field.kind in OPERAND_FIELD_KINDS:
                found.append(Finding("width", f"Instruction '{inst.opcode}' missing operand "
                                              f"{slot}", inst))
            continue
        operand = slot_of.operand
        if not isinstance(operand, Register) or operand.is_pseudo:
            continue
        expected = max(field.size // 32, 1)
        saddr_offset = (field.name == "vaddr" and not is_dest
                        and desc.microcode in SADDR_MICROCODES
                        and any(f.name == "saddr" for f in desc.fields))
        if saddr_offset:
            if saddr_register is None:
                saddr_register = _saddr_is_register(inst, desc.fields)
            expected = 1 if saddr_register else expected
        if (expected > 1 or saddr_offset) and operand.count != expected \
                and not _width_exempt(field, operand, expected, desc, wave_size):
            found.append(Finding("width", f"operand {slot} has register width "
                                          f"{operand.count}, expected {expected}", inst))
        if not _type_accepts(field, operand, desc.microcode):
            found.append(Finding("width", f"operand {slot} has register type "
                                          f"'{operand.kind}', expected '{_expected_kind(field)}'",
                                 inst))
    return found


def _width_exempt(field, operand: Register, expected: int, desc, wave_size: int) -> bool:
    if field.lane_mask and wave_size == 32 and operand.count == 1:
        return True
    return bool(desc.matrix_fmt_costs) and expected == 16 \
        and operand.count in NARROW_MATRIX_WIDTHS


def rw_findings(inst: Instruction) -> list[Finding]:
    """Read-write fields (3.4). Here an RW field's register is one destination operand that
    the instruction also reads; the reference's source list repeats it. So: the destination
    must be there (a VMEM atomic without a returned value has none, and reads its data as a
    source), and a source list that repeats it (more sources than source fields) must repeat
    the same register."""
    desc = inst.desc
    if desc is None or inst.mod("asm") is not None:
        return []
    found = []
    source_fields = sum(1 for f in desc.fields if f.role == "S")
    extra_sources = inst.srcs[source_fields:]
    dest_index = 0
    for field in desc.fields:
        if field.role == "S":
            continue
        position, dest_index = dest_index, dest_index + 1
        if field.role != "RW":
            continue
        if position >= len(inst.dests):
            if not desc.is_vmem_atomic:
                found.append(Finding("rw", f"Instruction '{inst.opcode}' has read-write field "
                                           f"'{field.name}' with register that is missing "
                                           f"from destRegs", inst))
            continue
        reg = inst.dests[position]
        if extra_sources and not any(_same_register(reg, s) for s in extra_sources):
            found.append(Finding("rw", f"Instruction '{inst.opcode}' has read-write field "
                                       f"'{field.name}' with register that is missing "
                                       f"from srcRegs", inst))
    return found


def _same_register(a, b) -> bool:
    return isinstance(a, Register) and isinstance(b, Register) and a.kind == b.kind \
        and a.index == b.index and a.count == b.count


def instruction_items(function):
    """The instructions the operand checks visit (pseudo instructions and labels excluded)."""
    for block in function.blocks:
        for item in block.items:
            if isinstance(item, Instruction) and item.opcode not in PSEUDO_OPCODES \
                    and not isinstance(item, Label):
                yield item
