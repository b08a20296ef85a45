"""Register effects of an instruction: explicit operands, register-indexed access, and the
soundness rule for what the tool does not model.

An instruction the target table describes reads its sources and writes its destinations.
One the tool does not model -- an unknown mnemonic (``desc`` is None), or an assembly line
with an operand or modifier the reader has no field for (it carries ``mod.asm``) -- reads
and writes every register it names, in both formats: a pass that cannot tell what such an
instruction does must assume the worst, never "reads nothing". The assembly reader already
lists every register of an ``mod.asm`` line as both destination and source; for ``.stir``
the union is taken here. An unmodelled line whose registers could not be read at all
(``mod.asm = { unreadable = true }``: an unresolved register expression, a macro
invocation) may touch anything: wait insertion drains every counter before it and the
validator reports that it cannot verify it.

Register-indexed access (``machine/indexed.py``) replaces the operands an instruction
names by the registers it really reaches (``v_movrels_b32 v32, v0`` with ``m0 = 2`` reads
v2); ``resolve_indexed`` records that per instruction (``Instruction.indexed``), and an
instruction it could not resolve reaches the whole register file of the kind.
"""

from __future__ import annotations

from stinkytofu_opt.ir.operands import Register

# Pseudo instructions: they have no description and no hardware effect of their own.
PSEUDO_OPCODES = frozenset(("PHI", "FENCE", "scheduling_fence", "asm_directive"))


def is_unmodelled(inst) -> bool:
    """Whether the tool does not know what ``inst`` reads and writes."""
    return (inst.desc is None and inst.opcode not in PSEUDO_OPCODES) or \
        (bool(inst.mods) and inst.mod("asm") is not None)


def is_unreadable(inst) -> bool:
    """Whether ``inst``'s register operands could not be read at all."""
    if not inst.mods:
        return False
    m = inst.mod("asm")
    return m is not None and bool(m.get("unreadable"))


# description -> positions of its destinations that are read too. An instruction whose
# description maps to () here and that is not register-indexed accesses exactly its
# operands: a loop over every instruction may look here before calling accessed_operands.
READ_DESTS: dict = {}


def _read_dests(desc) -> tuple:
    positions = READ_DESTS.get(desc)
    if positions is None:
        dest_fields = [f for f in desc.fields if f.role != "S"]
        positions = READ_DESTS[desc] = tuple(i for i, f in enumerate(dest_fields)
                                              if f.role == "RW")
    return positions


def named_reads(inst) -> list:
    """The operands ``inst`` names and reads: its sources and the destinations its
    description reads too (``RW`` fields: ``v_fmac``'s accumulator, a returning atomic's
    data); every register operand when it is unmodelled. Before register indexing."""
    desc = inst.desc
    if desc is None:
        if inst.opcode not in PSEUDO_OPCODES and inst.dests:
            return [*inst.srcs, *inst.dests]
        return inst.srcs
    rw = _read_dests(desc)
    if rw and inst.dests:
        dests = inst.dests
        return [*inst.srcs, *(dests[i] for i in rw if i < len(dests))]
    return inst.srcs


def named_writes(inst) -> list:
    """The operands ``inst`` names and writes (every register operand when it is
    unmodelled), before register indexing."""
    if inst.desc is None and inst.opcode not in PSEUDO_OPCODES and inst.srcs:
        return [*inst.dests, *(s for s in inst.srcs if isinstance(s, Register))]
    return inst.dests


def read_operands(inst) -> list:
    """The operands ``inst`` reads, register-indexed access resolved."""
    indexed = inst.indexed
    if indexed is not None:
        return indexed[0]
    return named_reads(inst)


def written_operands(inst) -> list:
    """The operands ``inst`` writes, register-indexed access resolved."""
    indexed = inst.indexed
    if indexed is not None:
        return indexed[1]
    return named_writes(inst)


def accessed_operands(inst) -> tuple:
    """(``read_operands(inst)``, ``written_operands(inst)``) in one call, for the loops
    over every instruction of a kernel."""
    indexed = inst.indexed
    if indexed is not None:
        return indexed[0], indexed[1]
    desc = inst.desc
    if desc is not None:
        rw = READ_DESTS.get(desc)
        if rw is None:
            rw = _read_dests(desc)
        if not rw or not inst.dests:
            return inst.srcs, inst.dests
    return named_reads(inst), named_writes(inst)


def returns_data(inst) -> bool:
    """Whether ``inst`` names a destination register: one other than an LDS pseudo register
    or an implicit SCC/EXEC (a VMEM atomic without one counts on its no-return counter)."""
    return any(isinstance(d, Register) and not d.is_pseudo
               and d.kind.lower() not in IMPLICIT_DESTS for d in inst.dests)


IMPLICIT_DESTS = frozenset({"scc", "exec", "exec_lo", "exec_hi"})


def register_units(operands) -> frozenset:
    """The 32-bit register units of ``operands`` (LDS pseudo registers left out)."""
    units = []
    for op in operands:
        if isinstance(op, Register) and not op.is_pseudo:
            units.extend(op.units())
    return frozenset(units)
