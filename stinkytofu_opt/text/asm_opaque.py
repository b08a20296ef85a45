"""Assembly lines the reader cannot model, as instructions that stay sound (machine/registers.py).

A line whose mnemonic the target table lacks, or that has an operand or modifier the IR
has no field for, is still an instruction: it keeps its text (``mod.asm``, written back
unchanged) and every register its text names is both a destination and a source, so
every analysis sees it read and write them. When a register cannot be read at all (a
``v[sym]`` whose symbol has no value, a macro invocation whose body is not expanded), the
line is marked ``unreadable``: insertion drains every counter before it and the validator
reports that it cannot verify it.
"""

from __future__ import annotations

import re

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import NAMED_REGISTER_UNITS, Register

# A register as the assembly writes it: v7, s[4:7], a[0:3], acc5, ttmp2, -v2, |v3|, v4.l,
# m0, vcc_lo, exec (a high VGPR's comment, v26 /*v282*/, names both)
_REGISTER = re.compile(
    r"(?<![\w.$])(acc|v|s|a|ttmp)(?:(\d+)|\[([^\]]*)\])(?![\w$])|(?<![\w.$])(m0)(?![\w$])|"
    r"(?<![\w.$])(" + "|".join(sorted(NAMED_REGISTER_UNITS, key=len, reverse=True))
    + r")(?![\w$])")


def named_registers(text: str, resolve) -> tuple[list[Register], bool]:
    """The registers ``text`` names and whether all could be read. ``resolve(kind, inner)``
    gives (index, count) for a bracketed range or None when it cannot be evaluated."""
    out = []
    readable = True
    for m in _REGISTER.finditer(text):
        if m.group(4):
            out.append(Register("m", 0))
            continue
        if m.group(5):
            out.append(Register(m.group(5), 0))
            continue
        kind, glued, inner = m.group(1), m.group(2), m.group(3)
        if glued is not None:
            out.append(Register(kind, int(glued)))
            continue
        span = resolve(inner)
        if span is None:
            readable = False
            continue
        out.append(Register(kind, span[0], span[1]))
    return out, readable


def opaque_instruction(mnemonic: str, code: str, operands_text: str, desc, loc, resolve,
                       unreadable: bool = False) -> Instruction:
    """The instruction for an unmodelled line ``code`` (see the module docstring). A wait
    whose operands were not understood credits nothing, so it keeps no description."""
    registers, readable = named_registers(operands_text, resolve)
    fields = {"text": code}
    if unreadable or not readable:
        fields["unreadable"] = True
    if desc is not None and desc.is_wait:
        desc = None
    return Instruction(mnemonic, list(registers), list(registers),
                       [Modifier("asm", fields).freeze()], desc=desc, loc=loc)
