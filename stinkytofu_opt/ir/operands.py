"""Instruction operands.

Operands are immutable values so that passes can share them between
instructions and use them as dictionary keys.
"""

from __future__ import annotations

from stinkytofu_opt.records import record

# Register kinds whose units alias each other: the AGPR file has three spellings.
_UNIT_KIND = {"acc": "a", "AGPR": "a"}
# Register kinds printed under another name.
_PRINT_KIND = {"AGPR": "acc"}
# Special registers the assembly names without an index (``vcc_lo``, ``exec``), and the
# 32-bit units each covers: a 64-bit name is its two halves, so ``s_load_b32 vcc_lo``
# and a later read of ``vcc`` meet on ``vcc_lo``.
NAMED_REGISTER_UNITS = {
    "vcc": ("vcc_lo", "vcc_hi"), "vcc_lo": ("vcc_lo",), "vcc_hi": ("vcc_hi",),
    "exec": ("exec_lo", "exec_hi"), "exec_lo": ("exec_lo",), "exec_hi": ("exec_hi",),
    "flat_scratch": ("flat_scratch_lo", "flat_scratch_hi"),
    "flat_scratch_lo": ("flat_scratch_lo",), "flat_scratch_hi": ("flat_scratch_hi",),
    "xnack_mask": ("xnack_mask_lo", "xnack_mask_hi"),
    "xnack_mask_lo": ("xnack_mask_lo",), "xnack_mask_hi": ("xnack_mask_hi",),
    "tba": ("tba_lo", "tba_hi"), "tba_lo": ("tba_lo",), "tba_hi": ("tba_hi",),
    "tma": ("tma_lo", "tma_hi"), "tma_lo": ("tma_lo",), "tma_hi": ("tma_hi",),
}


@record(frozen=True, slots=True)
class Register:
    """A register or a contiguous range of 32-bit registers of one kind.

    ``kind`` is spelled as in the text (``v``, ``s``, ``a``, ``acc``, ``SCC``,
    ``vcc_lo``, ``LDS`` ...). ``symbol`` keeps the symbolic text of a raw
    assembly operand such as ``s[sgprLoopCounter]`` for re-emission.
    """

    kind: str
    index: int
    count: int = 1
    negated: bool = False
    symbol: str | None = None
    msb_offset: int = 0
    # "l" or "h": a 16-bit half of a VGPR (true16 ``v4.l``); its unit is the whole VGPR
    half: str = ""
    # How a gfx1250 VGPR above v255 was written after s_set_vgpr_msb, for the assembly
    # printer: "comment" as LLVM prints it, the low register the encoding names then the
    # real one in a comment (v[26:27] /*v[282:283]*/); "low" as the low register alone;
    # "" as itself (and always so in .stir)
    msb_spelling: str = ""

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
        named = NAMED_REGISTER_UNITS.get(self.kind)
        if named is not None:
            return [(name, 0) for name in named]
        kind = self.unit_kind
        return [(kind, i) for i in range(self.index, self.index + self.count)]

    def __str__(self) -> str:
        kind = _PRINT_KIND.get(self.kind, self.kind)
        sign = "-" if self.negated else ""
        if self.half:
            return f"{sign}{kind}{self.index}.{self.half}"
        if self.count == 1:
            return f"{sign}{kind}{self.index}"
        return f"{sign}{kind}[{self.index}:{self.last}]"


@record(frozen=True, slots=True)
class IntLit:
    value: int

    def __str__(self) -> str:
        return str(self.value)


@record(frozen=True, slots=True)
class HexLit:
    """A hexadecimal literal; the spelling is kept so it prints as written."""

    text: str

    @property
    def value(self) -> int:
        return int(self.text, 16)

    def __str__(self) -> str:
        return self.text


@record(frozen=True, slots=True)
class FloatLit:
    value: float

    def __str__(self) -> str:
        return f"{self.value:f}"


@record(frozen=True, slots=True)
class StrLit:
    """A quoted string operand (branch target names, directive arguments)."""

    text: str

    def __str__(self) -> str:
        return '"' + self.text.replace("\\", "\\\\").replace('"', '\\"') + '"'


@record(frozen=True, slots=True)
class Ident:
    """A bare word operand: ``label_X`` references, ``off``, ``vcc``, ``null``."""

    text: str

    def __str__(self) -> str:
        return self.text


@record(frozen=True, slots=True)
class HwReg:
    id: int
    offset: int = 0
    size: int = 32

    def __str__(self) -> str:
        return f"hwreg({self.id},{self.offset},{self.size})"


Operand = Register | IntLit | HexLit | FloatLit | StrLit | Ident | HwReg


def label_name(operand: Operand) -> str | None:
    """The label a branch operand names, if it names one."""
    if isinstance(operand, (StrLit, Ident)):
        return operand.text
    return None
