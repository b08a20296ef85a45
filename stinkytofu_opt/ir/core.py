"""Modules, functions, blocks and the items a block holds."""

from __future__ import annotations

from typing import Iterator, Sequence

from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import Operand
from stinkytofu_opt.records import record


@record(frozen=True, slots=True)
class SourceLoc:
    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


# An item's location is kept as one int, ``line << _LINE_SHIFT | col``, and the
# file name (shared by every item of the file): a SourceLoc and its line number
# were 88 bytes of each of a 10^6-instruction function's ~440 per instruction.
_LINE_SHIFT = 24
_COL_MASK = (1 << _LINE_SHIFT) - 1
# The largest column a packed position holds: a reader making many instructions may
# pass ``file`` and ``pos = line << POS_LINE_SHIFT | col`` to Instruction itself.
POS_LINE_SHIFT = _LINE_SHIFT
POS_MAX_COL = _COL_MASK


class Item:
    """Anything a block holds, in order: instructions, labels, directives.

    ``loc`` reads and assigns a SourceLoc; ``place`` sets one without
    building it (the readers' way)."""

    __slots__ = ("_file", "_pos", "comment")

    def __init__(self, loc: SourceLoc | None = None, comment: str | None = None):
        self.loc = loc
        self.comment = comment

    @property
    def loc(self) -> SourceLoc | None:
        pos = self._pos
        if pos.__class__ is int:
            return SourceLoc(self._file, pos >> _LINE_SHIFT, pos & _COL_MASK)
        return pos          # None, or a SourceLoc the packed form cannot hold

    @loc.setter
    def loc(self, loc: SourceLoc | None) -> None:
        if loc is None:
            self._file = self._pos = None
        else:
            self.place(loc.file, loc.line, loc.col)

    def place(self, file: str, line: int, col: int) -> None:
        """Set the location to ``file:line:col``."""
        if line >= 0 and 0 <= col <= _COL_MASK and line.__class__ is int \
                and col.__class__ is int:
            self._file = file
            self._pos = line << _LINE_SHIFT | col
        else:
            self._file = None
            self._pos = SourceLoc(file, line, col)


class Label(Item):
    """An assembly label (``label_X:``) inside a block."""

    __slots__ = ("name", "alignment")

    def __init__(self, name: str, loc: SourceLoc | None = None, alignment: int = 1,
                 comment: str | None = None):
        super().__init__(loc, comment)
        self.name = name
        self.alignment = alignment

    def __repr__(self) -> str:
        return f"Label({self.name!r})"


class Directive(Item):
    """Assembly text the IR does not model as an instruction.

    ``args`` are the operands of the ``"st.asm_directive"(...)`` form:
    ``[".set", symbol, value]`` for a symbol definition, ``["", text]`` for
    text kept verbatim (other directives, macros, lines the assembly reader
    cannot model), or ``[name, arg...]`` for a named directive such as
    ``[".align", "16"]``.
    """

    __slots__ = ("args",)

    def __init__(self, args: list[str], loc: SourceLoc | None = None,
                 comment: str | None = None):
        super().__init__(loc, comment)
        self.args = args

    @property
    def is_set(self) -> bool:
        return bool(self.args) and self.args[0] == ".set"

    @property
    def is_text(self) -> bool:
        return not self.args or self.args[0] == ""

    def asm_text(self) -> str:
        """The directive as one line of assembly (without the newline)."""
        if self.is_text:
            return self.args[1].rstrip("\n") if len(self.args) > 1 else ""
        if self.is_set:
            return f".set {', '.join(self.args[1:])}"
        return " ".join([self.args[0], ", ".join(self.args[1:])]).rstrip()

    def __repr__(self) -> str:
        return f"Directive({self.args!r})"


# Opcodes of instructions that are not machine instructions: they issue nothing.
PSEUDO_OPCODES = frozenset(("PHI", "FENCE", "scheduling_fence", "asm_directive"))
NO_SOURCES = ()
NO_OPERANDS = ()
# Instructions without unknown attributes share it; the parser replaces it.
NO_EXTRA_ATTRS = ()
# Instructions without modifiers share it; ``set_mod`` replaces it.
NO_MODS = ()


class Instruction(Item):
    """One machine (or pseudo) instruction.

    ``desc`` is the target's description of the mnemonic, or ``None`` for
    an opcode the target does not know (kept as an opaque instruction) and
    for pseudo opcodes (``PHI``, ``FENCE``, ``asm_directive``).
    ``issue``/``latency`` are the values written in the input (``None`` for
    the target default).

    ``file`` and ``pos`` (without ``loc``): the location packed, ``pos = line <<
    POS_LINE_SHIFT | col`` for a line >= 0 and a column up to ``POS_MAX_COL`` (the
    readers' way: no SourceLoc, no ``place`` call per instruction).

    ``dests`` and ``srcs`` are tuples of operands (lists given are copied). The
    readers share one tuple between the instructions that spell an operand list
    alike, so passes and the printer can memoise per distinct list by identity:
    change them by assigning a new tuple. ``mods`` may be a tuple shared the same
    way (modifiers are frozen): change it with ``set_mod`` or by assigning a new
    sequence, never in place.
    """

    __slots__ = ("opcode", "dests", "srcs", "mods", "desc", "issue", "latency",
                 "extra_attrs", "sources", "phi_blocks", "indexed")

    def __init__(self, opcode: str, dests: Sequence[Operand] | None = None,
                 srcs: Sequence[Operand] | None = None,
                 mods: list[Modifier] | tuple[Modifier, ...] | None = None,
                 desc=None, issue: int | None = None, latency: int | None = None,
                 loc: SourceLoc | None = None, extra_attrs: list | None = None,
                 comment: str | None = None, file: str | None = None,
                 pos: int | None = None):
        if loc is None:             # (Item.__init__, inlined: readers make 100,000s)
            self._file = file
            self._pos = pos
        else:
            self.loc = loc
        self.comment = comment
        self.opcode = opcode
        self.dests = tuple(dests) if dests else NO_OPERANDS
        self.srcs = tuple(srcs) if srcs else NO_OPERANDS
        self.mods = mods if mods is not None else NO_MODS
        self.desc = desc
        self.issue = issue
        self.latency = latency
        self.extra_attrs = extra_attrs if extra_attrs is not None else NO_EXTRA_ATTRS
        # Filled by the use-def analysis: the defining instructions of the
        # source units; for a PHI, one entry per predecessor block. Both are
        # only ever replaced, never grown in place: until then every instruction
        # shares one empty tuple (two empty lists each were 112 bytes of a
        # 10^6-instruction function's ~600 per instruction).
        self.sources: list[Instruction | None] | tuple = NO_SOURCES
        self.phi_blocks: list[Block] | tuple = NO_SOURCES
        # Filled by machine.indexed.resolve_indexed for a register-indexed instruction:
        # (operands read, operands written) with the index applied; None otherwise.
        self.indexed: tuple | None = None

    @property
    def issue_cycles(self) -> int:
        if self.issue is not None and self.issue > 0:
            return self.issue
        return self.desc.issue_cycles if self.desc is not None else 1

    @property
    def latency_cycles(self) -> int:
        if self.latency is not None and self.latency > 0:
            return self.latency
        return self.desc.latency_cycles if self.desc is not None else 1

    def mod(self, kind: str) -> Modifier | None:
        for m in self.mods:
            if m.kind == kind:
                return m
        return None

    def set_mod(self, modifier: Modifier) -> None:
        """Replace the modifier of the same kind, or append it."""
        mods = list(self.mods)      # a copy: the old sequence may be shared
        for i, m in enumerate(mods):
            if m.kind == modifier.kind:
                mods[i] = modifier
                break
        else:
            mods.append(modifier)
        self.mods = mods

    @property
    def tokens(self) -> list[int]:
        token_mod = self.mod("memtoken")
        return token_mod.get("tokens") if token_mod is not None else []

    def __repr__(self) -> str:
        return f"Instruction({self.opcode!r})"


class Block:
    __slots__ = ("name", "items", "successors", "predecessors", "loc")

    def __init__(self, name: str, items: list[Item] | None = None,
                 loc: SourceLoc | None = None):
        self.name = name
        self.items = items if items is not None else []
        self.successors: list[Block] = []
        self.predecessors: list[Block] = []
        self.loc = loc

    def instructions(self) -> Iterator[Instruction]:
        return (i for i in self.items if isinstance(i, Instruction))

    def add_successor(self, succ: "Block") -> None:
        self.successors.append(succ)
        succ.predecessors.append(self)

    def __repr__(self) -> str:
        return f"Block({self.name!r})"


class Function:
    __slots__ = ("name", "blocks", "loc", "attributes")

    def __init__(self, name: str, blocks: list[Block] | None = None,
                 loc: SourceLoc | None = None):
        self.name = name
        self.blocks = blocks if blocks is not None else []
        self.loc = loc
        # Free-form facts attached by readers (e.g. the kernel signature of a
        # raw assembly file) for emitters to use.
        self.attributes: dict = {}

    def instructions(self) -> Iterator[Instruction]:
        for block in self.blocks:
            yield from block.instructions()

    def block(self, name: str) -> Block | None:
        for b in self.blocks:
            if b.name == name:
                return b
        return None

    def __repr__(self) -> str:
        return f"Function({self.name!r})"


class Module:
    """What one input file holds: its functions, and for raw assembly the
    text around them (header and trailer) that must be emitted unchanged."""

    __slots__ = ("functions", "header", "trailer", "source_format")

    def __init__(self, functions: list[Function] | None = None, source_format: str = "stir"):
        self.functions = functions if functions is not None else []
        self.header: list[Item] = []
        self.trailer: list[Item] = []
        self.source_format = source_format
