"""Instruction operands.

Operands are immutable values so that passes can share them between
instructions and use them as dictionary keys.
"""

from __future__ import annotations

from stinkytofu_opt.ir.value import Value

# Register kinds whose units alias each other: the AGPR file has three spellings.
_UNIT_KIND = {"acc": "a", "AGPR": "a"}
# Register kinds printed under another name.
_PRINT_KIND = {"AGPR": "acc"}


class Register(Value):
    """A register or a contiguous range of 32-bit registers of one kind.

    ``kind`` is spelled as in the text (``v``, ``s``, ``a``, ``acc``, ``SCC``,
    ``vcc_lo``, ``LDS`` ...). ``symbol`` keeps the symbolic text of a raw
    assembly operand such as ``s[sgprLoopCounter]`` for re-emission.
    """

    __slots__ = ("kind", "index", "count", "negated", "symbol", "msb_offset")
    kind: str
    index: int
    count: int
    negated: bool
    symbol: str | None
    msb_offset: int

    def __init__(self, kind: str, index: int, count: int = 1, negated: bool = False,
                 symbol: str | None = None, msb_offset: int = 0):
        init = object.__setattr__
        init(self, "kind", kind)
        init(self, "index", index)
        init(self, "count", count)
        init(self, "negated", negated)
        init(self, "symbol", symbol)
        init(self, "msb_offset", msb_offset)

    @property
    def last(self) -> int:
        return self.index + self.count - 1

    @property
    def unit_kind(self) -> str:
        return _UNIT_KIND.get(self.kind, self.kind)

    @property
    def is_pseudo(self) -> bool:
        return self.kind == "LDS"

    def units(self):
        """The (kind, index) 32-bit units this operand covers."""
        kind = self.unit_kind
        return [(kind, i) for i in range(self.index, self.index + self.count)]

    def __str__(self) -> str:
        kind = _PRINT_KIND.get(self.kind, self.kind)
        sign = "-" if self.negated else ""
        if self.count == 1:
            return f"{sign}{kind}{self.index}"
        return f"{sign}{kind}[{self.index}:{self.last}]"


class IntLit(Value):
    __slots__ = ("value",)
    value: int

    def __init__(self, value: int):
        object.__setattr__(self, "value", value)

    def __str__(self) -> str:
        return str(self.value)


class HexLit(Value):
    """A hexadecimal literal; the spelling is kept so it prints as written."""

    __slots__ = ("text",)
    text: str

    def __init__(self, text: str):
        object.__setattr__(self, "text", text)

    @property
    def value(self) -> int:
        return int(self.text, 16)

    def __str__(self) -> str:
        return self.text


class FloatLit(Value):
    __slots__ = ("value",)
    value: float

    def __init__(self, value: float):
        object.__setattr__(self, "value", value)

    def __str__(self) -> str:
        return f"{self.value:f}"


class StrLit(Value):
    """A quoted string operand (branch target names, directive arguments)."""

    __slots__ = ("text",)
    text: str

    def __init__(self, text: str):
        object.__setattr__(self, "text", text)

    def __str__(self) -> str:
        return '"' + self.text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Ident(Value):
    """A bare word operand: ``label_X`` references, ``off``, ``vcc``, ``null``."""

    __slots__ = ("text",)
    text: str

    def __init__(self, text: str):
        object.__setattr__(self, "text", text)

    def __str__(self) -> str:
        return self.text


class HwReg(Value):
    __slots__ = ("id", "offset", "size")
    id: int
    offset: int
    size: int

    def __init__(self, id: int, offset: int = 0, size: int = 32):
        init = object.__setattr__
        init(self, "id", id)
        init(self, "offset", offset)
        init(self, "size", size)

    def __str__(self) -> str:
        return f"hwreg({self.id},{self.offset},{self.size})"


Operand = Register | IntLit | HexLit | FloatLit | StrLit | Ident | HwReg


def label_name(operand: Operand) -> str | None:
    """The label a branch operand names, if it names one."""
    if isinstance(operand, (StrLit, Ident)):
        return operand.text
    return None
