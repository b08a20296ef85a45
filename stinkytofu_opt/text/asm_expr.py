"""Integer expressions and operand spellings of raw assembly (text/asm_reader.py).

The number and register patterns, the two ways a line can fail to be modelled
(``Unmodelled``: kept as text with a warning; ``OutOfRange``: an error) and
``evaluate``, the assembler's integer arithmetic over ``.set`` symbols.
"""

from __future__ import annotations

import re

# Operand spellings (whole operand text): symbols, numbers, registers glued (v12) or
# bracketed (v[0:3], s[sgprX:sgprX+3]), and a bracket whose bounds are plain numbers.
IDENT = re.compile(r"[A-Za-z_.$][\w.$]*\Z")
INT_TEXT = re.compile(r"-?\d+\Z")
HEX_TEXT = re.compile(r"-?0[xX][0-9a-fA-F]+\Z")
FLOAT_TEXT = re.compile(r"-?\d+\.\d*(?:[eE][+-]?\d+)?\Z|-?\d+[eE][+-]?\d+\Z")
GLUED_REGISTER = re.compile(r"(-)?(acc|v|s|a|ttmp)(\d+)(?:\.([lh]))?\Z")   # v4.l: true16 half
BRACKET_REGISTER = re.compile(r"(-)?(acc|v|s|a|ttmp)\[([^\]]*)\]\Z")
# gfx1250 above v255 as LLVM prints it: the encoded low register, the real one commented
LOW_ALIAS = re.compile(r"(-)?(v\d+(?:\.[lh])?|v\[\d+:\d+\])\s*/\*\s*"
                       r"(v(\d+)(?:\.[lh])?|v\[(\d+):(\d+)\])\s*\*/\Z")
NUMERIC_RANGE = re.compile(r"\s*\d+\s*(:\s*\d+\s*)?\Z")
_EXPR_TOKEN = re.compile(r"\s*(?:(0[xX][0-9a-fA-F]+|\d+)|([A-Za-z_.$][\w.$]*)|(.))")


class Unmodelled(Exception):
    """The instruction line cannot be represented; keep it as text."""

    def __init__(self, message: str, column: int | None = None):
        super().__init__(message)
        self.column = column


class OutOfRange(Unmodelled):
    """A register the target's register file does not have: an error, as in .stir."""


_MAX_EXPR_DEPTH = 64


def _wrap(value: int) -> int:
    """``value`` as a signed 64-bit integer."""
    value &= (1 << 64) - 1
    return value - (1 << 64) if value >> 63 else value


def _divide(a: int, b: int) -> int:
    """Integer division truncating toward zero, exactly (no float)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


class ExprError(ValueError):
    """A malformed or unresolvable expression; ``symbol`` names the unknown symbol
    when that is the reason."""

    def __init__(self, message: str, symbol: str | None = None):
        super().__init__(message)
        self.symbol = symbol


def evaluate(text: str, symbols: dict[str, int]) -> int:
    """Evaluate an integer expression of the assembly: decimal and hex
    literals, ``.set`` symbols, unary minus, ``+ - * / %``, ``<< >>``,
    ``& | ^`` and parentheses, with C precedence. Raises ExprError naming
    the first unknown symbol or malformed token."""
    text = text.strip()
    if text.isascii() and text.isdigit() and (len(text) == 1 or text[0] != "0") \
            and len(text) <= 40:
        return _wrap(int(text))     # a plain decimal: most register indices
    tokens = []
    pos = 0
    while pos < len(text):
        m = _EXPR_TOKEN.match(text, pos)
        if m is None:
            break
        pos = m.end()
        number, name, other = m.groups()
        if number is not None:
            if len(number) > 40:
                raise ExprError(f"number '{number[:20]}...' is too long")
            if len(number) > 1 and number[0] == "0" and number[1] not in "xX":
                if "8" in number or "9" in number:  # a leading 0 means octal, as in LLVM MC
                    raise ExprError(f"invalid octal number '{number}'")
                tokens.append(("n", int(number, 8)))
            else:
                tokens.append(("n", _wrap(int(number, 0))))
        elif name is not None:
            if name not in symbols:
                raise ExprError(f"unknown symbol '{name}'", symbol=name)
            tokens.append(("n", symbols[name]))
        elif other is not None and other.strip():
            if other in "<>" and pos < len(text) and text[pos] == other:
                other += other
                pos += 1
            tokens.append(("o", other))
    if not tokens:
        raise ExprError("empty expression")
    levels = [("|",), ("^",), ("&",), ("<<", ">>"), ("+", "-"), ("*", "/", "%")]
    index = 0
    depth = 0

    def peek():
        return tokens[index] if index < len(tokens) else ("end", None)

    def binary(level):
        nonlocal index
        if level == len(levels):
            return unary()
        value = binary(level + 1)
        while peek()[0] == "o" and peek()[1] in levels[level]:
            op = tokens[index][1]
            index += 1
            rhs = binary(level + 1)
            if op in "/%" and rhs == 0:
                raise ExprError("division by zero")
            if op in ("<<", ">>") and not 0 <= rhs < 64:
                raise ExprError(f"shift count {rhs} is out of range 0..63")
            # 64-bit two's complement arithmetic, as the assembler's; keeps numbers small
            value = _wrap({"|": lambda a, b: a | b, "^": lambda a, b: a ^ b,
                           "&": lambda a, b: a & b, "<<": lambda a, b: a << b,
                           ">>": lambda a, b: a >> b, "+": lambda a, b: a + b,
                           "-": lambda a, b: a - b, "*": lambda a, b: a * b,
                           "/": _divide, "%": lambda a, b: a - b * _divide(a, b),
                           }[op](value, rhs))
        return value

    def unary():
        nonlocal index, depth
        kind, value = peek()
        if kind == "o" and value in "-+~(":
            depth += 1
            if depth > _MAX_EXPR_DEPTH:
                raise ExprError(f"expression nested more than {_MAX_EXPR_DEPTH} deep")
        if kind == "o" and value in "-+~":
            index += 1
            operand = unary()
            depth -= 1
            return _wrap(-operand if value == "-" else (~operand if value == "~" else operand))
        if kind == "o" and value == "(":
            index += 1
            result = binary(0)
            depth -= 1
            if peek() != ("o", ")"):
                raise ExprError("missing ')'")
            index += 1
            return result
        if kind == "n":
            index += 1
            return value
        raise ExprError(f"unexpected '{value}'" if value is not None else "incomplete expression")

    result = binary(0)
    if index != len(tokens):
        raise ExprError(f"unexpected '{tokens[index][1]}'")
    return result
