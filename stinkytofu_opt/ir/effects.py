"""Register effects of an instruction, with the soundness rule for what the tool does not model.

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


def read_operands(inst) -> list:
    """The operands ``inst`` reads: every register operand when it is unmodelled."""
    if inst.desc is None and inst.opcode not in PSEUDO_OPCODES and inst.dests:
        return [*inst.srcs, *inst.dests]
    return inst.srcs


def written_operands(inst) -> list:
    """The operands ``inst`` writes: every register operand when it is unmodelled."""
    if inst.desc is None and inst.opcode not in PSEUDO_OPCODES and inst.srcs:
        return [*inst.dests, *(s for s in inst.srcs if isinstance(s, Register))]
    return inst.dests
