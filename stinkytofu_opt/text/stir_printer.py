"""Printer for the .stir text IR (spec stir-format-and-driver.md 2.6).

The layout is what the reference tool's tests match: function header at
column 0, block headers indented 2, instructions and ``Successors:`` 4,
assembly labels at column 0, and the attribute block always printed with
the target's default costs.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Block, Directive, Function, Instruction, Label, Module
from stinkytofu_opt.ir.modifiers import quote


class _Spellings:
    """Text by identity, for one print. Readers share operand tuples, operands and
    frozen modifiers between the instructions that spell them alike: an operand
    or modifier is formatted once, an attribute block once per distinct
    (costs, modifiers), and an instruction's line once per distinct (opcode,
    costs, description, modifier, attribute, source and destination sequences) by
    identity. Nothing changes the IR during a print, and the instructions keep those
    objects alive, so an identity cannot be reused while the memo lives."""

    def __init__(self):
        self._parts: dict[int, tuple] = {}
        self._attributes: dict[tuple, tuple] = {}
        # Indented instruction lines by the identities they are printed from
        # (repetitive code: 117,000 lines of the 100k llvm_pair program, 11,700
        # distinct), and by text: the output's lines share one string per distinct
        # line until they are joined (10^6 lines, a few hundred distinct, held 90 MB
        # of copies).
        self._lines: dict[tuple, str] = {}
        self._texts: dict[str, str] = {}

    def part(self, obj) -> str:
        hit = self._parts.get(id(obj))
        if hit is None:
            hit = self._parts[id(obj)] = (obj, str(obj))
        return hit[1]

    def indented(self, inst: Instruction) -> str:
        """``inst``'s line as a block prints it (indented 4)."""
        # Keyed by the operand sequences and opcode, the rest compared (a smaller key to
        # build and hash for every line): instructions of one key that differ elsewhere
        # only replace each other's entry.
        key = (id(inst.srcs), id(inst.dests), inst.opcode)
        hit = self._lines.get(key)
        if (hit is not None and hit[0] is inst.mods and hit[1] is inst.desc
                and hit[2] is inst.extra_attrs and hit[3] == inst.issue
                and hit[4] == inst.latency):
            return hit[5]
        text = "    " + self.line(inst)
        text = self._texts.setdefault(text, text)
        self._lines[key] = (inst.mods, inst.desc, inst.extra_attrs, inst.issue, inst.latency,
                            text)
        return text

    def line(self, inst: Instruction) -> str:
        part = self.part
        head = f'"st.{inst.opcode}"(' + ", ".join(map(part, inst.srcs)) + ")"
        if inst.dests:
            head = ", ".join(map(part, inst.dests)) + " = " + head
        mods = inst.mods
        key = (inst.issue, inst.latency, id(inst.desc), *map(id, mods), *inst.extra_attrs)
        hit = self._attributes.get(key)
        if hit is None:
            attrs = [f"issueCycles = {inst.issue_cycles}",
                     f"latencyCycles = {inst.latency_cycles}"]
            attrs.extend(f"{name} = {spelling}" for name, spelling in inst.extra_attrs)
            attrs.extend(map(part, mods))
            hit = self._attributes[key] = (inst.desc, tuple(mods),
                                           " { " + ", ".join(attrs) + " }")
        return head + hit[-1]


def format_directive(directive: Directive) -> str:
    return '"st.asm_directive"(' + ", ".join(quote(a) for a in directive.args) + ")"


def print_block(block: Block, out: list[str], spellings: _Spellings) -> None:
    indented = spellings.indented
    out.append(f"  ^{block.name}:")
    for item in block.items:
        if item.__class__ is Instruction:       # (no subclasses: the common case first)
            out.append(indented(item))
        elif isinstance(item, Label):
            out.append(f"{item.name}:")
        elif isinstance(item, Directive):
            out.append("    " + format_directive(item))
    if block.successors:
        out.append("    Successors: " + ", ".join(f"^{s.name}" for s in block.successors))


def function_lines(function: Function, out: list[str]) -> None:
    """Append the lines of ``function`` (without their newlines) to ``out``."""
    out.append(f"st.func @{function.name}() {{")
    spellings = _Spellings()
    for block in function.blocks:
        print_block(block, out, spellings)
    out.append("}")


def print_function(function: Function) -> str:
    out: list[str] = []
    function_lines(function, out)
    out.append("")      # (the final newline, without copying the joined text again)
    return "\n".join(out)


def module_lines(module: Module) -> list[str]:
    """The lines of ``print_module`` without their newlines: a writer can join and
    write them a slice at a time instead of holding the whole text."""
    out: list[str] = []
    for function in module.functions:
        function_lines(function, out)
    return out


def print_module(module: Module) -> str:
    out = module_lines(module)
    out.append("")      # (every line ends with a newline; no function, no text)
    return "\n".join(out)
