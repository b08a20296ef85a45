"""Printer for the .stir text IR (spec stir-format-and-driver.md 2.6).

The layout is what the reference tool's tests match: function header at
column 0, block headers indented 2, instructions and ``Successors:`` 4,
assembly labels at column 0, and the attribute block always printed with
the target's default costs.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Block, Directive, Function, Instruction, Label, Module
from stinkytofu_opt.ir.modifiers import quote


def format_instruction(inst: Instruction, spell=str) -> str:
    """One instruction line; ``spell`` turns an operand or modifier into text."""
    head = f'"st.{inst.opcode}"(' + ", ".join(map(spell, inst.srcs)) + ")"
    if inst.dests:
        head = ", ".join(map(spell, inst.dests)) + " = " + head
    attrs = [f"issueCycles = {inst.issue_cycles}", f"latencyCycles = {inst.latency_cycles}"]
    attrs.extend(f"{name} = {spelling}" for name, spelling in inst.extra_attrs)
    attrs.extend(map(spell, inst.mods))
    return head + " { " + ", ".join(attrs) + " }"


class _Spellings:
    """The text of operands and modifiers by identity, for one print: readers share
    these objects between the instructions that spell them alike, and a register
    recurs all over a kernel, so most are formatted once. Each entry keeps its
    object, so an identity cannot be reused while the memo lives."""

    def __init__(self):
        self._memo: dict[int, tuple] = {}

    def __call__(self, obj) -> str:
        hit = self._memo.get(id(obj))
        if hit is None:
            hit = self._memo[id(obj)] = (obj, str(obj))
        return hit[1]


def format_directive(directive: Directive) -> str:
    return '"st.asm_directive"(' + ", ".join(quote(a) for a in directive.args) + ")"


def print_block(block: Block, out: list[str], spell=str) -> None:
    out.append(f"  ^{block.name}:")
    for item in block.items:
        if isinstance(item, Instruction):
            out.append("    " + format_instruction(item, spell))
        elif isinstance(item, Label):
            out.append(f"{item.name}:")
        elif isinstance(item, Directive):
            out.append("    " + format_directive(item))
    if block.successors:
        out.append("    Successors: " + ", ".join(f"^{s.name}" for s in block.successors))


def print_function(function: Function) -> str:
    out = [f"st.func @{function.name}() {{"]
    spell = _Spellings()
    for block in function.blocks:
        print_block(block, out, spell)
    out.append("}")
    return "\n".join(out) + "\n"


def print_module(module: Module) -> str:
    return "".join(print_function(f) for f in module.functions)
