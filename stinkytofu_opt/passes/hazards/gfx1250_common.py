"""What the four gfx1250 guard passes share: the target gate, register units, wait and
barrier operands read strictly (a malformed one is a located error), and how an inserted
instruction is built.

A pass that finds an instruction it cannot classify (an opaque mnemonic) assumes the worst
for its own concern and says so once per mnemonic and function (`Unclassified`).
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.machine.registers import PSEUDO_OPCODES, read_operands, register_units
# the strict reading of a wait's operands lives with every other wait decoding
from stinkytofu_opt.machine.waits import (  # noqa: F401 - the guard passes import them here
    OperandProblem, hardware_operands, literal_value, wait_count)

PLACEMENT_MARKER = "FUNCTION_ASM_PLACEMENT_MARKER"


def guard_facts_error(pass_name: str, target, needs: str) -> str | None:
    """Why `pass_name` cannot run on `target` (None when it can): the target must declare
    the gfx1250 guards section and, in it, the fact named by `needs`."""
    guards = target.guards
    if guards is not None and getattr(guards, needs):
        return None
    return (f"{pass_name}: {target.name} has no such hazard (it applies to gfx1250 and "
            f"gfx1250v0; choose one with --arch)")


def is_real(item) -> bool:
    """A hardware instruction (not a label, directive or pseudo node)."""
    return isinstance(item, Instruction) and item.opcode not in PSEUDO_OPCODES


def is_unclassified(inst: Instruction) -> bool:
    return inst.desc is None and inst.opcode not in PSEUDO_OPCODES \
        and inst.opcode != PLACEMENT_MARKER


def units(operands) -> set:
    """The 32-bit register units a list of operands covers (LDS pseudo registers aside)."""
    return set(register_units(operands))


def read_units(inst: Instruction) -> set:
    """Every unit the instruction reads (machine.registers: its sources, its read-write
    destinations, every register it names when unknown, register indexing resolved)."""
    return set(register_units(read_operands(inst)))


def barrier_id(inst: Instruction) -> int | None:
    """The barrier id of `s_barrier_signal`/`s_barrier_wait` (None for `s_barrier`).

    Raises OperandProblem when a split barrier does not name exactly one integer id."""
    operands = hardware_operands(inst)
    if inst.opcode == "s_barrier":
        for op in operands:
            if literal_value(op) is None:
                raise OperandProblem(f"'s_barrier' takes only an integer literal, not '{op}'")
        return None
    if len(operands) != 1 or literal_value(operands[0]) is None:
        raise OperandProblem(f"'{inst.opcode}' needs one integer barrier id "
                             f"(-1 workgroup, -3 cluster)")
    value = literal_value(operands[0])
    if not -32768 <= value <= 65535:
        raise OperandProblem(f"barrier id {value} of '{inst.opcode}' does not fit 16 bits")
    return value


def report_problem(ctx, pass_name: str, inst: Instruction, problem: OperandProblem) -> None:
    ctx.error(f"{pass_name}: {problem}", inst.loc)


def new_instruction(target, opcode: str, srcs=(), mods=(), comment: str | None = None):
    return Instruction(opcode, srcs=list(srcs), mods=list(mods), desc=target.lookup(opcode),
                       comment=comment)


def memtoken(tokens) -> Modifier:
    return Modifier("memtoken", {"tokens": sorted(set(tokens))})


class Unclassified:
    """Warns once per opaque mnemonic and function that the pass assumed the worst."""

    def __init__(self, ctx, pass_name: str, function, assumption: str):
        self.ctx = ctx
        self.pass_name = pass_name
        self.function = function
        self.assumption = assumption
        self.seen: set[str] = set()

    def note(self, inst: Instruction) -> None:
        if inst.opcode in self.seen:
            return
        self.seen.add(inst.opcode)
        self.ctx.diags.warning(f"{self.pass_name}: '{inst.opcode}' is not in the "
                               f"{self.ctx.target.name} table; {self.assumption}", inst.loc)
