"""Reader for raw AMD GPU assembly (``.s``), spec stir-format-and-driver.md 3.

The whole file becomes one function with one flat block ``entry`` (blocks
and edges are CFGBuilderPass's job). Every source line ends up in exactly
one of these places, in source order:

* an ``Instruction`` (the mnemonic is in the target table and every operand
  and modifier has a home in the IR);
* a ``Label`` (``name:`` alone on a line; ``name: inst`` gives a label and
  an instruction);
* a ``Directive``: ``[".set", sym, value]`` for ``.set`` (which also updates
  the live symbol table), ``["", text]`` for any other line, kept verbatim;
* nowhere, for blank lines, comment-only lines without ``--preserve-comments``
  and lines whose column 0 is ``#`` (the RUN/CHECK lines of test files).

Multi-line constructs are kept verbatim line by line with their
indentation: the kernel descriptor (``.amdhsa_kernel`` ...
``.end_amdhsa_kernel``), the metadata YAML (``.amdgpu_metadata`` ...
``.end_amdgpu_metadata``), macros (``.macro`` ... ``.endm``) and ``/* */``
comment blocks.

A line the reader recognises as an instruction but cannot model (unknown
mnemonic, an operand or modifier the IR has no field for) is kept verbatim
as a text directive and reported as a warning with ``file:line:col``:
nothing is dropped, and nothing is dropped silently.

Line splitting and the wait instructions' operands are in asm_operands.py,
numbers, registers and expressions in asm_expr.py.
"""

from __future__ import annotations

import re

from stinkytofu_opt.ir.core import Block, Directive, Function, Instruction, Label, Module, SourceLoc
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import (NAMED_REGISTER_UNITS, FloatLit, HexLit, HwReg, Ident,
                                        IntLit, Register, StrLit)
from stinkytofu_opt.text.asm_expr import (BRACKET_REGISTER, FLOAT_TEXT, GLUED_REGISTER, HEX_TEXT,
                                          IDENT, INT_TEXT, LOW_ALIAS, NUMERIC_RANGE, ExprError,
                                          OutOfRange, Unmodelled, evaluate)
from stinkytofu_opt.text.asm_emitter import modifier_words as modifier_words_of
from stinkytofu_opt.text.asm_msb import VgprMsb
from stinkytofu_opt.text.asm_opaque import opaque_instruction
from stinkytofu_opt.text.asm_operands import (LEGACY_WAITCNT, PACKED_WAITCNT_EXTRA,
                                              parse_delay_alu, parse_legacy_waitcnt,
                                              parse_wait_alu, split_comment, split_operands,
                                              split_top, strip_modifier_text)
from stinkytofu_opt.text.diagnostics import split_lines
from stinkytofu_opt.text.lexer import BYTE_ORDER_MARK

# Bare words that are operands in their own right.
_SPECIAL_WORDS = frozenset((
    "vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi", "scc", "null", "off",
    "src_scc", "src_execz", "src_vccz", "src_shared_base", "src_shared_limit",
    "src_private_base", "src_private_limit", "src_pops_exiting_wave_id",
    "src_lds_direct", "flat_scratch", "flat_scratch_lo", "flat_scratch_hi", "m0",
))
# Words the .stir reader accepts bare; other words are kept as string
# literals so that .s -> .stir -> .s conversion round-trips.
_STIR_BARE = frozenset(("off", "null", "BufferLimit", "vcc", "vcc_lo", "vcc_hi", "exec",
                        "exec_lo", "exec_hi"))
# `name(args)` operands and modifiers; |x| and -|x| absolute values
_FUNCTION = re.compile(r"(-)?([A-Za-z_]\w*)\((.*)\)\Z")
_BARS = re.compile(r"(-)?\|(.*)\|\Z")
_WRAPPERS = frozenset(("abs", "neg", "sext"))
_LABEL = re.compile(r"([A-Za-z_.$][\w.$]*):(?:\s+(.*))?\Z")
_TOKEN_ANNOTATION = re.compile(r"st\.token\s*:\s*(-?\d+(?:\s*,\s*-?\d+)*)")
_LIST_COMMA = re.compile(r"\s*,\s*")
_ARITHMETIC_TAIL = re.compile(r"[\w.$]+(?:\s*[-+*/%]\s*[\w.$]+)+\Z")
# A symbol with relocation specifiers and an addend (`mix@rel32@lo+4`, `sym@gotpcrel32@hi+12`,
# `sym@abs64`): the address of a call target or global, a literal the linker fills in
_RELOCATED_SYMBOL = re.compile(r"[A-Za-z_.$][\w.$]*(?:@\w+)+(?:\s*[-+]\s*\w+)*\Z")
_BLOCK_STARTS = {".amdhsa_kernel": ".end_amdhsa_kernel",
                 ".amdgpu_metadata": ".end_amdgpu_metadata",
                 ".macro": ".endm"}
_MNEMONIC = re.compile(r"[A-Za-z_.][\w.$@]*\Z")
_HWREG = re.compile(r"hwreg\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)\Z")


class AsmReader:
    def __init__(self, text: str, filename: str, target, diags, preserve_symbolic=False,
                 preserve_comments=False):
        self.lines = split_lines(text)
        self.filename = filename
        self.target = target
        self.diags = diags
        self.preserve_symbolic = preserve_symbolic
        self.preserve_comments = preserve_comments
        self.symbols: dict[str, int] = {}
        self.unresolved: dict[str, str] = {}  # symbol -> why it has no value
        self.items: list = []
        self.kernel_name = ""
        # (mnemonic, operand text) -> (dests, srcs, frozen mods) of a line read before,
        # valid while the symbols stay as they were (a .set or .equ clears it)
        self._templates: dict = {}
        # raw line -> (mnemonic, dests, srcs, mods, desc, comment, col) of an instruction
        # line read before without a diagnostic; valid as long as the templates are
        self._seen: dict[str, tuple] = {}
        self._token_mods: dict[str, Modifier] = {}   # "st.token:" list text -> shared mod
        self.macros: set[str] = set()    # names of the .macro blocks read so far
        # gfx1250 s_set_vgpr_msb mode, in line order
        self.msb = VgprMsb(target.lookup("s_set_vgpr_msb") is not None)

    # diagnostics ----------------------------------------------------------
    def _loc(self, lineno: int, col: int) -> SourceLoc:
        return SourceLoc(self.filename, lineno, col)

    def _add(self, item, lineno: int, col: int) -> None:
        """Append ``item`` at ``lineno:col``, placed: most lines of a file are read once,
        and building a SourceLoc for each was 1 us of their 26."""
        item.place(self.filename, lineno, col)
        self.items.append(item)

    def warn(self, message: str, lineno: int, col: int) -> None:
        self.diags.warning(message, self._loc(lineno, col), self.lines[lineno - 1])

    # driver ---------------------------------------------------------------
    def parse(self) -> Module:
        lines = self.lines
        seen = self._seen
        filename = self.filename
        i = 0
        while i < len(lines):
            raw = lines[i]
            lineno = i + 1
            i += 1
            hit = seen.get(raw) if not self.msb.mode else None
            if hit is not None:     # a line spelled alike before: the same instruction
                mnemonic, dests, srcs, mods, desc, comment, col = hit
                inst = Instruction(mnemonic, dests, srcs, mods, desc=desc, comment=comment)
                inst.place(filename, lineno, col)
                self.items.append(inst)
                continue
            if raw.startswith("#"):
                continue  # RUN/CHECK lines of test files: not part of the program
            stripped = raw.strip()
            if not stripped:
                continue
            first = stripped.split(None, 1)[0]
            end = _BLOCK_STARTS.get(first)
            if end is not None:
                if first == ".amdhsa_kernel" and len(stripped.split()) > 1:
                    self.kernel_name = stripped.split()[1]
                if first == ".macro" and len(stripped.split()) > 1:
                    self.macros.add(stripped.split()[1].split(",")[0])
                i = self._verbatim_block(i - 1, end)
                continue
            if stripped.startswith("/*") and "*/" not in stripped:
                i = self._verbatim_block(i - 1, "*/", contains=True)
                continue
            self._line(raw, lineno)
        errors = self.diags.errors
        if errors:
            from stinkytofu_opt.text.diagnostics import InputError
            raise InputError(errors)
        function = Function(self.kernel_name, [Block("entry", self.items)])
        function.loc = self._loc(1, 1)
        # Passes that emit symbolic operands resolve them with this table: a
        # region's .set lines sit outside the region.
        function.attributes["set_symbols"] = dict(self.symbols)
        module = Module([function], source_format="asm")
        return module

    def _verbatim_block(self, start: int, end: str, contains: bool = False) -> int:
        """Keep lines ``start`` .. the end marker verbatim; returns the index
        after the block."""
        i = start
        while i < len(self.lines):
            raw = self.lines[i]
            self._add(Directive(["", raw.rstrip()]), i + 1, 1)
            i += 1
            stripped = raw.strip()
            if (end in stripped) if contains else (stripped.split(None, 1)[:1] == [end]):
                return i
        self.warn(f"'{self.lines[start].strip().split(None, 1)[0]}' has no closing "
                  f"'{end}'; the rest of the file is kept as text", start + 1,
                  len(self.lines[start]) - len(self.lines[start].lstrip()) + 1)
        return i

    def _line(self, raw: str, lineno: int) -> None:
        code, comment = split_comment(raw)
        indent = len(code) - len(code.lstrip())
        code = code.strip()
        if not code:
            if comment is not None and self.preserve_comments:
                self._add(Directive(["", raw.strip()]), lineno, indent + 1)
            return
        kept_comment = comment if self.preserve_comments else None
        if code.startswith("/*") or code.startswith("*"):
            # a one-line block comment (or a banner line): text
            self._add(Directive(["", raw.strip() if comment is not None else code]), lineno,
                      indent + 1)
            return
        if code.startswith("#"):
            self.warn("'#' starts a test directive only in column 0; this line is not "
                      "assembly and is kept as text", lineno, indent + 1)
            self._add(Directive(["", code], comment=kept_comment), lineno, indent + 1)
            return
        m = _LABEL.match(code)
        if m is None and code.startswith("."):
            self._directive(code, kept_comment, lineno, indent)
            return
        if m is not None:
            self._add(Label(m.group(1), comment=None if m.group(2) else kept_comment), lineno,
                      indent + 1)
            if not m.group(2):
                return
            indent += code.index(m.group(2), len(m.group(1)) + 1)
            code = m.group(2)
        inst = self._instruction(code, comment, kept_comment, lineno, indent)
        if inst is not None and m is None and not self.msb.mode \
                and not self.msb.changes_at(inst.opcode):
            self._seen[raw] = (inst.opcode, tuple(inst.dests), tuple(inst.srcs),
                               tuple(inst.mods), inst.desc, inst.comment, indent + 1)

    def _directive(self, code, comment, lineno, indent) -> None:
        name = code.split(None, 1)[0]
        if name == ".set" or name == ".equ":
            parts = split_top(code[len(name):])
            if len(parts) == 2 and IDENT.match(parts[0].strip()) and parts[1].strip():
                symbol, value = parts[0].strip(), parts[1].strip()
                self._templates.clear()
                self._seen.clear()
                try:
                    self.symbols[symbol] = evaluate(value, self.symbols)
                    self.unresolved.pop(symbol, None)
                except ExprError as exc:
                    # Not an error: the symbol may only be used by the assembler.
                    self.symbols.pop(symbol, None)
                    self.unresolved[symbol] = f"its {name} at line {lineno} has no value: {exc}"
                if name == ".set":
                    self._add(Directive([".set", symbol, value], comment=comment), lineno,
                              indent + 1)
                    return
            else:
                self.warn(f"malformed '{name}' directive (expected '{name} symbol, value'); "
                          "kept as text", lineno, indent + 1)
        self._add(Directive(["", code], comment=comment), lineno, indent + 1)

    def _text(self, code: str, comment, loc) -> None:
        self.items.append(Directive(["", code], loc, comment))

    def _unmodelled(self, why, mnemonic, code, rest, desc, comment, loc, lineno, col,
                    unreadable=False) -> None:
        """An instruction line the IR cannot model: kept verbatim, as an instruction
        that reads and writes every register it names (text/asm_opaque.py)."""
        inst = opaque_instruction(mnemonic, code, strip_modifier_text(rest), desc, loc,
                                  self._resolve_range, unreadable)
        if self.msb.mode:       # which operand each MSB field moves is unknown here: all
            inst.dests = inst.srcs = tuple(self.msb.every_bank(inst.dests))
        if not inst.dests and not inst.mod("asm").get("unreadable") and _inert(desc):
            # names no register and orders no memory (an ALU hint, a wait it cannot
            # decode, which then credits nothing): text, which no pass reads or rewrites
            self.warn(f"{why}; line kept as text", lineno, col)
            self._text(code, comment, loc)
            return
        for reg in inst.dests:
            limit = self.target.register_limit(reg.kind)
            if limit is not None and reg.index + reg.count > limit:
                at = self.lines[lineno - 1].find(str(reg))
                self.diags.error(f"register '{reg}' is beyond the {self.target.name} register "
                                 f"file", self._loc(lineno, at + 1 if at >= 0 else col),
                                 self.lines[lineno - 1])
        effect = ("its registers cannot be read: passes drain every counter before it"
                  if inst.mod("asm").get("unreadable") else
                  "kept verbatim, assumed to read and write every register it names")
        self.warn(f"{why}; {effect}", lineno, col)
        inst.comment = comment
        self.items.append(inst)

    def _resolve_range(self, inner: str):
        lo_text, sep, hi_text = inner.partition(":")
        try:
            lo = evaluate(lo_text, self.symbols)
            hi = evaluate(hi_text, self.symbols) if sep else lo
        except ExprError:
            return None
        if lo < 0 or hi < lo:
            return None
        return lo, hi - lo + 1

    def _instruction(self, code, full_comment, comment, lineno, indent):
        """Read an instruction line; returns the instruction when it is modelled
        (the same line always reads the same way while the templates hold)."""
        col = indent + 1
        parts = code.split(None, 1)
        mnemonic = parts[0]
        rest = parts[1] if len(parts) > 1 else ""
        if not _MNEMONIC.match(mnemonic):
            # no instruction is spelled so (LLVM: "unexpected token at start of statement"),
            # and the IR could not print it back
            self.diags.error(f"'{mnemonic}' is not an instruction: a mnemonic is a name",
                             self._loc(lineno, col), self.lines[lineno - 1])
            self._text(code, comment, self._loc(lineno, col))
            return None
        desc = self.target.lookup(mnemonic)
        dual = self.target.syntax.dual_prefix
        if dual and mnemonic.startswith(dual) and "::" in rest:
            inst = self._dual(mnemonic, rest, code, comment, self._loc(lineno, col))
            if inst is not None:
                self.items.append(inst)
                return None
        if desc is None:
            macro = mnemonic in self.macros
            what = (f"macro '{mnemonic}' is not expanded; it may touch any register or "
                    f"counter" if macro else
                    self.target.unknown_mnemonic(mnemonic))
            self._unmodelled(what, mnemonic, code, rest, None, comment, self._loc(lineno, col),
                             lineno, col, unreadable=macro)
            return
        template = self._templates.get((mnemonic, rest, self.msb.mode))
        if template is not None:
            dests, srcs, mods = template
            inst = Instruction(mnemonic, dests, srcs, mods, desc=desc)
        else:
            try:
                inst = self._build(mnemonic, rest, desc)
            except Unmodelled as exc:
                rest_col = col + (code.index(rest, len(mnemonic)) if rest else len(code))
                at = rest_col + exc.column if exc.column is not None else col
                if isinstance(exc, OutOfRange):
                    self.diags.error(str(exc), self._loc(lineno, at), self.lines[lineno - 1])
                    self._text(code, comment, self._loc(lineno, col))
                    return
                self._unmodelled(str(exc), mnemonic, code, rest, desc, comment,
                                 self._loc(lineno, col), lineno, at)
                return
            # Lines spelled alike share their operands and (frozen) modifiers.
            self._templates[(mnemonic, rest, self.msb.mode)] = (
                tuple(inst.dests), tuple(inst.srcs), tuple(m.freeze() for m in inst.mods))
        if full_comment:
            m = _TOKEN_ANNOTATION.search(full_comment)
            if m is not None:
                token_mod = self._token_mods.get(m.group(1))
                if token_mod is None:
                    tokens = [int(t) for t in _LIST_COMMA.split(m.group(1))]
                    token_mod = self._token_mods[m.group(1)] = \
                        Modifier("memtoken", {"tokens": tokens}).freeze()
                inst.set_mod(token_mod)
        inst.comment = comment
        self._add(inst, lineno, col)
        self.msb.after(inst, lineno, self.warn)
        return inst

    # instruction lines ------------------------------------------------------
    def _build(self, mnemonic: str, rest: str, desc) -> Instruction:
        """The instruction of a line (no location: the caller places it)."""
        inst = Instruction(mnemonic, mods=[], desc=desc)
        if mnemonic == "s_delay_alu":
            inst.mods.append(parse_delay_alu(rest))
            return inst
        if mnemonic in ("s_wait_alu", "s_waitcnt_depctr") and rest.strip() \
                and not rest.strip()[0].isdigit():
            inst.mods.append(parse_wait_alu(rest))
            return inst
        if mnemonic == "s_waitcnt" and rest.strip() and not rest.strip()[0].isdigit():
            names = {**LEGACY_WAITCNT, **{name: PACKED_WAITCNT_EXTRA[name]
                                          for name in desc.wait_counters
                                          if name in PACKED_WAITCNT_EXTRA}}
            inst.mods.append(parse_legacy_waitcnt(rest, names))
            return inst
        operand_texts, modifier_words = split_operands(rest)
        self._verbatim = False
        operands = [self._operand(text, col, desc, index)
                    for index, (text, col) in enumerate(operand_texts)]
        if self._verbatim and any(isinstance(op, list) for op in operands):
            operands = [r for op in operands for r in (op if isinstance(op, list) else (op,))]
        inst.dests, inst.srcs = _split_dests(operands, desc, [w for w, _ in modifier_words],
                                             self.target.syntax)
        if self.msb.mode:
            self.msb.apply(inst, operands)
        family = _family(desc)
        if family is not None:
            inst.mods.append(Modifier(family, {}))
        for word, col in modifier_words:
            try:
                self._modifier(inst, family, word, col)
            except Unmodelled:
                if not self._known_syntax(word):
                    raise
                self._verbatim = True
        if modifier_words and not self._verbatim and \
                modifier_words_of(inst) != [word for word, _ in modifier_words]:
            self._verbatim = True    # sc0 for glc, offset:0, th: after scope: ... as read
        if self._verbatim:
            # modelled, but spelled in a way the printer does not rebuild: keep the text
            inst.mods.append(Modifier("asm", {"text": f"{mnemonic} {rest}".rstrip()}))
        return inst

    def _dual(self, mnemonic, rest, code, comment, loc):
        """A VOPD pair ``v_dual_X dX, ... :: v_dual_Y dY, ...``: one instruction that
        writes both halves' destinations and reads both halves' sources, described as
        its first half's VALU; None (read as unmodelled) when a half is unknown."""
        prefix = self.target.syntax.dual_prefix
        first, _, second = rest.partition("::")
        parts = second.split(None, 1)
        halves = [(mnemonic, first)] + ([(parts[0], parts[1] if len(parts) > 1 else "")]
                                        if parts else [])
        dests, srcs, descs = [], [], []
        for name, text in halves:
            # the half's VALU, else the VOPD-only component (v_dual_bitop2_b32) itself
            desc = (self.target.lookup("v_" + name[len(prefix):]) or self.target.lookup(name)) \
                if name.startswith(prefix) else None
            if desc is None:
                return None
            try:
                inst = self._build(name, text, desc)
            except Unmodelled:
                return None
            if len(inst.dests) != 1:
                return None
            dests += inst.dests
            srcs += inst.srcs
            descs.append(desc)
        if len(descs) != 2:
            return None
        inst = Instruction(mnemonic, dests, srcs, [Modifier("asm", {"text": code}).freeze()],
                           desc=descs[0], loc=loc)
        inst.comment = comment
        return inst

    def _known_syntax(self, word: str) -> bool:
        syntax = self.target.syntax
        if syntax.knows_modifier(word):
            return True
        m = _FUNCTION.match(word)
        return m is not None and m.group(2) in syntax.operand_functions

    def _operand(self, text: str, col: int, desc, index: int):
        if not text:
            raise Unmodelled("empty operand", col)
        if text[-1] in ")|" and self.target.syntax.operand_functions \
                and not _HWREG.match(text):
            m = _FUNCTION.match(text)
            if m is not None and m.group(2) in self.target.syntax.operand_functions:
                self._verbatim = True
                if m.group(2) in _WRAPPERS:          # abs(v1), neg(v1), sext(v1)
                    return self._operand(m.group(3), col, desc, index)
                return StrLit(text)                  # hwreg(...), sendmsg(...), lit(...)
            m = _BARS.match(text)
            if m is not None:                        # |v1|, -|v1|
                self._verbatim = True
                return self._operand(m.group(2), col, desc, index)
        if INT_TEXT.match(text):
            value = int(text)
            if not -(2 ** 31) <= value < 2 ** 32:
                raise Unmodelled(f"integer operand '{text}' does not fit in 32 bits", col)
            return IntLit(value)
        if HEX_TEXT.match(text):
            return HexLit(text)
        if FLOAT_TEXT.match(text):
            if float(text) in (float("inf"), float("-inf")):
                raise Unmodelled(f"float operand '{text}' is out of range", col)
            return FloatLit(float(text))
        m = GLUED_REGISTER.match(text)
        if m is not None:
            kind, half = m.group(2), m.group(4)
            if half and kind != "v":
                raise Unmodelled(f"operand '{text}': only VGPRs have 16-bit halves", col)
            return self._register(kind, int(m.group(3)), 1, bool(m.group(1)), None, text, col,
                                  half or "")
        m = BRACKET_REGISTER.match(text)
        if m is not None:
            return self._bracket(m, text, col)
        if text == "m0":
            return Register("m", 0)
        if text in NAMED_REGISTER_UNITS:
            return Register(text, 0)
        if "/*" in text:
            m = LOW_ALIAS.match(text)
            if m is not None:
                return self._low_alias(m, text, col)
        if text[0] == "[" and text[-1] == "]" and "," in text:
            return self._address_list(text, col, desc, index)
        m = _HWREG.match(text)
        if m is not None:
            return HwReg(*(int(g) for g in m.groups()))
        if text in _SPECIAL_WORDS or IDENT.match(text):
            return _word(text)
        if _ARITHMETIC_TAIL.match(text) or _RELOCATED_SYMBOL.match(text):
            return StrLit(text)  # an arithmetic tail (34816/2, N-1) kept as written
        raise Unmodelled(f"operand '{text}' has no form in the IR", col)

    def _bracket(self, m, text: str, col: int):
        negated, kind, inner = bool(m.group(1)), m.group(2), m.group(3)
        lo_text, sep, hi_text = inner.partition(":")
        symbolic = not NUMERIC_RANGE.match(inner)
        try:
            lo = evaluate(lo_text, self.symbols)
            hi = evaluate(hi_text, self.symbols) if sep else lo
        except ExprError as exc:
            why = str(exc)
            if exc.symbol in self.unresolved:
                why += f" ({self.unresolved[exc.symbol]})"
            raise Unmodelled(f"cannot resolve register '{text}': {why}", col) from None
        if hi < lo:
            raise Unmodelled(f"register range '{text}' ends below its start", col)
        symbol = inner if symbolic else None
        return self._register(kind, lo, hi - lo + 1, negated, symbol, text, col)

    def _low_alias(self, m, text: str, col: int) -> Register:
        """``v[26:27] /*v[282:283]*/``: the real register is the commented one; the low
        one must be its encoding (the same index modulo 256)."""
        negated, low_text, high_text = bool(m.group(1)), m.group(2), m.group(3)
        if m.group(4) is not None:
            index, count = int(m.group(4)), 1
        else:
            index, count = int(m.group(5)), int(m.group(6)) - int(m.group(5)) + 1
        half = high_text[-1] if high_text[-2] == "." else ""
        low = self._operand(low_text, col, None, 0)
        if count < 1 or low.index != index % 256 or low.count != count or low.half != half:
            raise Unmodelled(f"operand '{text}': the register in the comment is not the one "
                             f"'{low_text}' encodes above v255", col)
        reg = self._register("v", index, count, negated, None, text, col, half)
        return Register("v", reg.index, reg.count, negated, half=half, msb_spelling="comment")

    def _address_list(self, text: str, col: int, desc, index: int):
        """``[v4, v5, v6]``: an image address of separate VGPRs (NSA): every register is read;
        the line keeps its spelling (the printer writes one operand per register)."""
        regs = []
        for part in split_top(text[1:-1]):
            reg = self._operand(part.strip(), col, desc, index)
            if not isinstance(reg, Register) or reg.kind != "v":
                raise Unmodelled(f"address list '{text}' holds '{part.strip()}', not a VGPR",
                                 col)
            regs.append(reg)
        self._verbatim = True
        return regs

    def _register(self, kind, index, count, negated, symbol, text, col, half=""):
        msb = 0
        if index < 0 and kind == "v":
            k = (-index + 255) // 256
            index += 256 * k
            msb = -256 * k
        if index < 0:
            raise Unmodelled(f"register '{text}' has a negative index", col)
        limit = self.target.register_limit(kind)
        if limit is not None and index + count > limit:
            raise OutOfRange(f"register '{text}' is beyond the {self.target.name} register "
                              f"file ({kind}0 to {kind}{limit - 1})" if limit else
                              f"register '{text}': {self.target.name} has no '{kind}' registers",
                              col)
        return Register(kind, index, count, negated, symbol, msb, half)

    def _modifier(self, inst: Instruction, family, word: str, col: int) -> None:
        key, sep, value = word.partition(":")
        mod = inst.mod(family) if family else None

        def number() -> int:
            if HEX_TEXT.match(value):
                return int(value, 16)
            if INT_TEXT.match(value):
                return int(value)  # decimal, as plain operands are, even with a leading 0
            raise Unmodelled(f"modifier value '{word}' is not a plain integer", col)

        if inst.desc.is_matrix and not sep and key in ("matrix_a_reuse", "matrix_b_reuse"):
            mfma = inst.mod("mfma") or Modifier("mfma", {})
            mfma.set("reuseA" if key == "matrix_a_reuse" else "reuseB", True)
            inst.set_mod(mfma)
            return
        if mod is None:
            raise Unmodelled(f"modifier '{word}' has no field in the IR for "
                              f"{inst.opcode}", col)
        field = None
        if family == "ds":
            if key == "offset" and sep:
                mod.set("na", 1)
                field, val = "offset", number()
            elif key in ("offset0", "offset1") and sep:
                mod.set("na", 2)
                field, val = key, number()
            elif key == "gds" and not sep:
                field, val = "gds", True
        elif family in ("mubuf", "flat"):
            if key == "offset" and sep:
                field, val = "offset12", number()
            elif key in ("glc", "sc0") and not sep:
                field, val = "glc", True
            elif key in ("slc", "sc1") and not sep:
                field, val = "slc", True
            elif key in ("lds",) and not sep:
                field, val = key, True
            elif family == "mubuf" and key in ("offen", "nt") and not sep:
                field, val = key, True
            elif family == "mubuf" and key in ("th", "scope") and sep and value:
                field, val = key, value
        elif family == "global":
            if key == "offset" and sep:
                field, val = "offset", number()
            elif key in ("th", "scope") and sep and value:
                field, val = key, value
        elif family == "smem":
            if key == "offset" and sep:
                field, val = "offset", number()
            elif key in ("glc", "nv") and not sep:
                field, val = key, True
        if field is None:
            raise Unmodelled(f"modifier '{word}' has no field in mod.{family}", col)
        mod.set(field, val)


def _split_dests(operands: list, desc, words: list[str], syntax) -> tuple[tuple, tuple]:
    """(dests, srcs): the first operands, as many as the table has destination slots,
    are written. A VMEM atomic without a return modifier (asm_syntax.atomic_return)
    writes no register, nor does a VMEM load into LDS (`lds`): their first operand is
    an address."""
    ndest = syntax.written_dests(desc)
    if ndest and words:
        if desc.is_vmem_atomic and syntax.atomic_return and \
                not any(w in syntax.atomic_return for w in words):
            ndest = 0
        elif desc.is_vmem_load and "lds" in words:
            ndest = 0
    elif ndest and desc.is_vmem_atomic and syntax.atomic_return:
        ndest = 0
    return tuple(operands[:ndest]), tuple(operands[ndest:])


def _inert(desc) -> bool:
    """Whether an unmodelled line of ``desc`` that names no register can be text: it
    counts on no counter and is no barrier or branch (every pass may ignore it)."""
    return desc is not None and desc.counter is None and not desc.is_barrier \
        and not desc.is_branch


def _word(text: str):
    """A bare word operand: a label reference, a .set symbol, off, vcc ..."""
    if text in _STIR_BARE or text.startswith("label_"):
        return Ident(text)
    return StrLit(text)


def _family(desc) -> str | None:
    """The modifier kind that holds the trailing modifiers of an encoding."""
    return {"VDS": "ds", "VBUFFER": "mubuf", "VFLAT": "flat", "VSCRATCH": "flat",
            "VGLOBAL": "global", "SMEM": "smem"}.get(getattr(desc, "microcode", None))


def parse_asm(text: str, filename: str, target, diags, preserve_symbolic: bool = False,
              preserve_comments: bool = False) -> Module:
    """Read raw assembly into a module with one flat function (a leading UTF-8
    byte order mark is not part of the text)."""
    return AsmReader(text.removeprefix(BYTE_ORDER_MARK), filename, target, diags, preserve_symbolic,
                     preserve_comments).parse()
