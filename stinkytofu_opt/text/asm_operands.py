"""Splitting raw assembly lines (text/asm_reader.py): comments, operands and
trailing modifier words, and the operands of the wait instructions whose
operands are counter expressions (``s_delay_alu``, ``s_wait_alu`` /
``s_waitcnt_depctr``, the legacy ``s_waitcnt vmcnt(0) lgkmcnt(0)``).
"""

from __future__ import annotations

import re

from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.text.asm_expr import IDENT, Unmodelled

# Modifier words written without a value.
_FLAG_WORDS = frozenset((
    "offen", "idxen", "glc", "slc", "dlc", "nt", "lds", "gds", "sc0", "sc1", "nv", "tfe",
    "lwe", "clamp", "a16", "d16", "unorm", "r128", "matrix_a_reuse", "matrix_b_reuse",
    "high", "bound_ctrl", "fi",
))
# s_delay_alu spellings.
_DELAY_SKIPS = ("SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4")
_DELAY_ID = re.compile(r"(NO_DEP|VALU_DEP_([1-4])|TRANS32_DEP_([1-3])|SALU_CYCLE_([1-3]))\Z")
_DELAY_PART = re.compile(r"\s*(instid0|instid1|instskip)\s*\(\s*(\w+)\s*\)\s*\Z")
_WAITALU_SPLIT = re.compile(r"[\s&]+")
_WAITALU_PART = re.compile(r"depctr_(\w+?)\((\d+)\)\Z")
_WAITCNT_SPLIT = re.compile(r"[\s&,]+")
_WAITCNT_PART = re.compile(r"(\w+)\((\d+)\)\Z")
_WAITALU_FIELDS = ("va_vdst", "va_sdst", "va_ssrc", "hold_cnt", "vm_vsrc", "va_vcc", "sa_sdst")
# Largest value of each DEPCTR field (its width's all-ones value means "no wait").
_WAITALU_LIMITS = dict(zip(_WAITALU_FIELDS, (15, 7, 1, 1, 7, 1, 1)))
# Legacy s_waitcnt counter names -> mod.swaitcnt fields.
LEGACY_WAITCNT = {"vmcnt": "vlcnt", "lgkmcnt": "dscnt", "vscnt": "vscnt", "kmcnt": "kmcnt"}
# Counters a generation's own packed s_waitcnt adds (gfx9/gfx11 expcnt), accepted only where
# the target's s_waitcnt encodes them.
PACKED_WAITCNT_EXTRA = {"expcnt": "expcnt"}


def split_comment(line: str) -> tuple[str, str | None]:
    """``code // comment`` -> (code, comment text); ``;`` also starts a
    comment. Quoted strings are respected."""
    if '"' not in line:
        cut = len(line)
        for marker in ("//", ";"):
            at = line.find(marker, 0, cut)
            if at >= 0:
                cut = at
        if cut == len(line):
            return line, None
        return line[:cut], line[cut + (2 if line.startswith("//", cut) else 1):].strip()
    quoted = False
    i = 0
    while i < len(line):
        c = line[i]
        if c == '"':
            quoted = not quoted
        elif not quoted:
            if c == "/" and line.startswith("//", i):
                return line[:i], line[i + 2:].strip()
            if c == ";":
                return line[:i], line[i + 1:].strip()
        i += 1
    return line, None


def split_top(text: str, sep: str = ",") -> list[str]:
    """Split at ``sep`` outside brackets and parentheses."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


def split_operands(rest: str) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """Split the text after the mnemonic into operands and trailing
    modifier words, each with its offset in ``rest``.

    Operands are comma separated; the last operand ends at the first blank
    outside brackets that is not next to an arithmetic operator; the words
    after it are modifiers. A first word that looks like a modifier
    (``key:value`` or a known flag) means there are no operands.
    """
    operands: list[tuple[str, int]] = []
    n = len(rest)
    i = 0
    while True:
        while i < n and rest[i].isspace():
            i += 1
        if i >= n:
            break
        start, depth = i, 0
        in_bars = False         # inside an absolute value |x|
        closing_bar = -1        # where the last |x| or /* */ closed: no operator there
        while i < n:
            c = rest[i]
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            elif depth == 0 and c == ",":
                break
            elif depth == 0 and c == "/" and rest.startswith("/*", i):
                end = rest.find("*/", i + 2)     # an inline comment: v26 /*v282*/
                if end >= 0:
                    i = closing_bar = end + 1
            elif depth == 0 and c == "|":
                if in_bars:
                    in_bars, closing_bar = False, i
                elif rest[start:i] in ("", "-"):
                    in_bars = True
            elif depth == 0 and c.isspace():
                j = i
                while j < n and rest[j].isspace():
                    j += 1
                prev = rest[i - 1]
                if j < n and (rest[j] in ",+-*/|&" or
                              (prev in "+-*/|&" and i - 1 != closing_bar)):
                    i = j
                    continue
                break
            i += 1
        word = rest[start:i].rstrip()
        if not operands and looks_like_modifier(word) and not (i < n and rest[i] == ","):
            i = start
            break
        operands.append((word, start))
        if i < n and rest[i] == ",":
            i += 1
            continue
        break
    modifiers = []
    while i < n:
        while i < n and rest[i].isspace():
            i += 1
        if i >= n:
            break
        start, depth = i, 0
        while i < n and (depth > 0 or not rest[i].isspace()):
            if rest[i] in "([{":
                depth += 1
            elif rest[i] in ")]}":
                depth -= 1
            i += 1
        modifiers.append((rest[start:i], start))
    return operands, modifiers


def looks_like_modifier(word: str) -> bool:
    if word in _FLAG_WORDS:
        return True
    head = word.split("[", 1)[0].split("(", 1)[0]
    return ":" in head and IDENT.match(head.split(":", 1)[0]) is not None


def strip_modifier_text(rest: str) -> str:
    """The operand text of a line, without ``key:value`` modifiers (whose values are not
    registers: ``th:TH_LOAD_NT``, ``offset:4*64``)."""
    return " ".join(w for w in rest.split() if not looks_like_modifier(w)) \
        if ":" in rest else rest


def parse_delay_alu(rest: str) -> Modifier:
    """``instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)``."""
    values: dict = {}
    for part in rest.split("|"):
        m = _DELAY_PART.match(part)
        if m is None:
            raise Unmodelled(f"unrecognised s_delay_alu operand '{part.strip()}'",
                              rest.find(part.strip()))
        name, arg = m.groups()
        if name == "instskip":
            if arg not in _DELAY_SKIPS:
                raise Unmodelled(f"unrecognised s_delay_alu skip '{arg}'", rest.find(arg))
            values["instSkip"] = _DELAY_SKIPS.index(arg)
            continue
        idm = _DELAY_ID.match(arg)
        if idm is None:
            raise Unmodelled(f"unrecognised s_delay_alu dependency '{arg}'", rest.find(arg))
        if idm.group(2):
            kind, dist = "VALU", int(idm.group(2))
        elif idm.group(3):
            kind, dist = "TRANS", int(idm.group(3))
        elif idm.group(4):
            kind, dist = "SALU", int(idm.group(4))
        else:
            kind, dist = "NO_DEP", 0
        n = name[-1]
        values[f"instid{n}Type"] = kind
        values[f"instid{n}Distance"] = dist
    if "instid0Type" not in values:
        raise Unmodelled("s_delay_alu without instid0(...)", 0)
    return Modifier("delayalu", values)


def parse_wait_alu(rest: str) -> Modifier:
    """``depctr_va_vdst(0) depctr_vm_vsrc(0)`` (blank or ``&`` separated)."""
    values: dict = {}
    for part in _WAITALU_SPLIT.split(rest.strip()):
        m = _WAITALU_PART.match(part)
        if m is None or m.group(1) not in _WAITALU_FIELDS or m.group(1) in values:
            raise Unmodelled(f"unrecognised s_wait_alu operand '{part}'", rest.find(part))
        limit = _WAITALU_LIMITS[m.group(1)]
        if int(m.group(2)) > limit:
            raise Unmodelled(f"s_wait_alu {m.group(1)}({m.group(2)}) is out of range "
                              f"(0 to {limit})", rest.find(part))
        values[m.group(1)] = int(m.group(2))
    return Modifier("waitalu", values)


def parse_legacy_waitcnt(rest: str, names=LEGACY_WAITCNT) -> Modifier:
    """``vmcnt(0) lgkmcnt(1)`` (blank, ``&`` or ``,`` separated); `names` maps each counter
    name the target accepts to its mod.swaitcnt field."""
    values: dict = {}
    for part in _WAITCNT_SPLIT.split(rest.strip()):
        m = _WAITCNT_PART.match(part)
        if m is None or m.group(1) not in names:
            raise Unmodelled(f"unrecognised s_waitcnt counter '{part}'", rest.find(part))
        values[names[m.group(1)]] = int(m.group(2))
    return Modifier("swaitcnt", values)
