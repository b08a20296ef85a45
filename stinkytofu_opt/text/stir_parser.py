"""Reader for the .stir text IR (grammar: spec stir-format-and-driver.md 2.2).

Every problem is reported with its file, line and column; nothing in the
input is dropped. An opcode the target does not know gives a warning and is
kept as an opaque instruction.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Block, Directive, Function, Instruction, Label, Module
from stinkytofu_opt.ir.modifiers import Modifier, ModifierValueError, RawValue
from stinkytofu_opt.ir.operands import (
    NAMED_REGISTER_UNITS, FloatLit, HexLit, HwReg, Ident, IntLit, Register, StrLit,
)
from stinkytofu_opt.text.diagnostics import (
    DiagnosticEngine, InputError, SourceText,
)
from stinkytofu_opt.text.lexer import (
    BYTE_ORDER_MARK, EOF, FLOAT, HEX, IDENT, INT, NL, PUNCT, STRING, LexError, tokenize,
)

REGISTER_KINDS = frozenset((
    "v", "s", "a", "m", "acc", "AGPR", "SCC", "ttmp", "src_shared_base", "LDS", "PSEUDO_START",
    *NAMED_REGISTER_UNITS,   # vcc, exec, flat_scratch, xnack_mask, tba, tma and their halves
))
_LONGEST_KIND = max(len(k) for k in REGISTER_KINDS)
PSEUDO_OPCODES = frozenset(("PHI", "FENCE", "scheduling_fence"))
INT32_MIN, INT32_MAX = -(2 ** 31), 2 ** 31 - 1
# Identifiers that are operands in their own right, not registers.
_BARE_WORDS = frozenset(("off", "BufferLimit", "null"))


def _to_int(text: str) -> int:
    """int(text) for a decimal literal; a literal of more than 30 digits becomes
    +-10**30, which every range check rejects (Python refuses to convert more than
    4300 digits, and converting many digits is slow)."""
    if len(text) > 31:
        return -10 ** 30 if text.startswith("-") else 10 ** 30
    return int(text)


class _Abort(Exception):
    """Raised to abandon the current instruction (recovery: skip the line)."""


def split_glued_register(word: str) -> tuple[str, int] | None:
    """``acc10`` -> ("acc", 10): the longest register kind whose remainder is
    all digits, as the reference lexer does."""
    for n in range(min(len(word) - 1, _LONGEST_KIND), 0, -1):
        kind, rest = word[:n], word[n:]
        if kind in REGISTER_KINDS and rest.isdigit():
            return kind, _to_int(rest)
    return None


class StirParser:
    def __init__(self, source: SourceText, target, diags: DiagnosticEngine):
        self.source = source
        self.target = target
        self.diags = diags
        self.pos = 0
        try:
            self.tokens = tokenize(source.text)
        except LexError as exc:
            self._error(exc.args[0], exc.offset)
            raise InputError(self.diags.errors) from None

    # -- token helpers -------------------------------------------------------
    def _peek(self, ahead: int = 0):
        return self.tokens[min(self.pos + ahead, len(self.tokens) - 1)]

    def _next(self):
        tok = self.tokens[self.pos]
        if tok[0] != EOF:
            self.pos += 1
        return tok

    def _is(self, kind: str, text: str | None = None, ahead: int = 0) -> bool:
        tok = self._peek(ahead)
        return tok[0] == kind and (text is None or tok[1] == text)

    def _skip_newlines(self) -> None:
        while self.tokens[self.pos][0] == NL:
            self.pos += 1

    def _loc(self, offset: int):
        return self.source.loc(offset)

    def _error(self, message: str, offset: int) -> None:
        loc = self._loc(offset)
        self.diags.error(message, loc, self.source.line_text(loc.line))

    def _warning(self, message: str, offset: int) -> None:
        loc = self._loc(offset)
        self.diags.warning(message, loc, self.source.line_text(loc.line))

    def _fail(self, message: str, tok=None):
        tok = tok or self._peek()
        if tok[0] == EOF:
            message += " (found end of file)"
        elif tok[0] == NL:
            message += " (found end of line)"
        else:
            message += f" (found '{tok[1]}')"
        self._error(message, tok[2])
        raise _Abort

    def _expect(self, kind: str, text: str | None, what: str):
        if not self._is(kind, text):
            self._fail(f"expected {what}")
        return self._next()

    # -- file ----------------------------------------------------------------
    def parse_module(self) -> Module:
        module = Module()
        self._skip_newlines()
        if self._is(IDENT, "st.func"):
            while not self._is(EOF):
                if not self._is(IDENT, "st.func"):
                    self._error_at_token("expected 'st.func' or end of file")
                    break
                try:
                    module.functions.append(self._function())
                except _Abort:
                    break
                self._skip_newlines()
        else:
            module.functions.append(self._flat_body())
        if self.diags.errors:
            raise InputError(self.diags.errors)
        return module

    def _error_at_token(self, message: str) -> None:
        tok = self._peek()
        self._error(message + f" (found '{tok[1]}')", tok[2])

    def _function(self) -> Function:
        start = self._next()
        name_tok = self._peek()
        if name_tok[0] != IDENT or not name_tok[1].startswith("@"):
            self._fail("expected function name (@name)")
        self._next()
        self._expect(PUNCT, "(", "'(' after function name")
        self._expect(PUNCT, ")", "')'")
        self._expect(PUNCT, "{", "'{' to start function body")
        function = Function(name_tok[1][1:], loc=self._loc(start[2]))
        self._skip_newlines()
        successor_refs = []
        block_names: set[str] = set()
        while not self._is(PUNCT, "}"):
            tok = self._peek()
            if tok[0] == EOF:
                self._fail(f"expected '}}' to close function @{function.name}")
            if not (tok[0] == IDENT and tok[1].startswith("^") and self._is(PUNCT, ":", 1)):
                self._fail("expected block label (^name:)")
            self._block(function, successor_refs, block_names)
        self._next()
        self._resolve_successors(function, successor_refs)
        return function

    def _block(self, function: Function, successor_refs: list, block_names: set[str]) -> None:
        tok = self._next()
        self._next()  # ':'
        name = tok[1][1:]
        if name in block_names:
            self._error(f"duplicate block label '^{name}' in function @{function.name}", tok[2])
        block_names.add(name)
        block = Block(name, loc=self._loc(tok[2]))
        function.blocks.append(block)
        self._skip_newlines()
        while True:
            tok = self._peek()
            if tok[0] == EOF or (tok[0] == PUNCT and tok[1] == "}"):
                return
            if tok[0] == IDENT and tok[1].startswith("^") and self._is(PUNCT, ":", 1):
                return
            if tok[0] == IDENT and tok[1] == "Successors" and self._is(PUNCT, ":", 1):
                self._successors(block, successor_refs)
                return
            self._item(block)

    def _successors(self, block: Block, successor_refs: list) -> None:
        self.pos += 2
        self._skip_newlines()
        while True:
            tok = self._peek()
            if tok[0] != IDENT or not tok[1].startswith("^"):
                self._fail("expected block reference (^name)")
            self._next()
            successor_refs.append((block, tok[1][1:], tok[2]))
            if not self._is(PUNCT, ","):
                break
            self._next()
            self._skip_newlines()
        if not (self._is(NL) or self._is(EOF) or self._is(PUNCT, "}")):
            self._fail("expected end of line after the successor list")
        self._skip_newlines()

    def _resolve_successors(self, function: Function, successor_refs: list) -> None:
        by_name = {b.name: b for b in function.blocks}
        for block, name, offset in successor_refs:
            target = by_name.get(name)
            if target is None:
                self._error(f"successor '^{name}' names no block of function @{function.name}",
                            offset)
            else:
                block.add_successor(target)

    def _flat_body(self) -> Function:
        """A file without ``st.func``: one unnamed function, one block."""
        block = Block("entry")
        function = Function("", [block])
        while not self._is(EOF):
            tok = self._peek()
            if tok[0] == IDENT and tok[1].startswith("^") and self._is(PUNCT, ":", 1):
                self.pos += 2
                block.items.append(Label(tok[1][1:], self._loc(tok[2])))
                self._skip_newlines()
                continue
            self._item(block)
        return function

    # -- items ---------------------------------------------------------------
    def _item(self, block: Block) -> None:
        """One label or instruction; on error the rest of the line is skipped."""
        tok = self._peek()
        try:
            if tok[0] == IDENT and self._is(PUNCT, ":", 1) and not tok[1].startswith("^"):
                self.pos += 2
                block.items.append(Label(tok[1], self._loc(tok[2])))
            else:
                block.items.append(self._instruction_or_directive())
            if not (self._is(NL) or self._is(EOF)):
                self._fail("expected end of line after instruction")
        except _Abort:
            while not (self._is(NL) or self._is(EOF)):
                self.pos += 1
        self._skip_newlines()

    def _instruction_or_directive(self):
        start = self._peek()
        inst = self._instruction()
        if inst.opcode != "asm_directive":
            return inst
        if inst.dests or inst.mods or not all(isinstance(s, StrLit) for s in inst.srcs) \
                or not inst.srcs:
            self._error('"st.asm_directive" takes only quoted string operands, the first '
                        'being the directive name (or "" for verbatim text)', start[2])
            raise _Abort
        return Directive([s.text for s in inst.srcs], inst.loc)

    def _instruction(self) -> Instruction:
        start = self._peek()
        dests = []
        if start[0] != STRING:
            dests.append(self._operand())
            while self._is(PUNCT, ","):
                self._next()
                dests.append(self._operand())
            self._expect(PUNCT, "=", "'=' after destination operands")
        op_tok = self._expect(STRING, None, "quoted operation name")
        opcode = op_tok[1][1:-1]
        dot = opcode.find(".")
        if dot >= 0:
            opcode = opcode[dot + 1:]
        srcs = []
        if self._is(PUNCT, "("):
            self._next()
            if not self._is(PUNCT, ")"):
                srcs.append(self._operand())
                while self._is(PUNCT, ","):
                    self._next()
                    srcs.append(self._operand())
            self._expect(PUNCT, ")", "',' or ')' after operand")
        inst = Instruction(opcode, dests, srcs, loc=self._loc(start[2]))
        if self._is(PUNCT, "{"):
            self._attributes(inst)
        if opcode not in PSEUDO_OPCODES and opcode != "asm_directive":
            inst.desc = self.target.lookup(opcode)
            if inst.desc is None:
                self._warning(f"{self.target.unknown_mnemonic(opcode)}; kept as an opaque "
                              "instruction", op_tok[2])
        return inst

    # -- operands ------------------------------------------------------------
    def _operand(self):
        tok = self._peek()
        kind, text, offset = tok
        if kind == INT:
            self._next()
            return IntLit(self._int32(text, offset))
        if kind == HEX:
            self._next()
            return HexLit(text)
        if kind == FLOAT:
            self._next()
            return FloatLit(self._finite(text, offset))
        if kind == STRING:
            self._next()
            return StrLit(_unescape(text[1:-1]))
        if kind != IDENT:
            self._fail("expected register or literal operand")
        self._next()
        negated = text.startswith("-")
        word = text[1:] if negated else text
        if word == "hwreg" and self._is(PUNCT, "("):
            return self._hwreg()
        if word in REGISTER_KINDS:
            if self._is(PUNCT, "["):
                return self._register_range(word, negated, offset)
            if self._is(INT):
                index_tok = self._next()
                return self._register(word, _to_int(index_tok[1]), 1, negated, offset)
            if not negated:
                return Ident(word)
        glued = split_glued_register(word)
        if glued is not None:
            return self._register(glued[0], glued[1], 1, negated, offset)
        if not negated and (word.startswith("label_") or word in _BARE_WORDS):
            return Ident(word)
        if negated:
            self._error("expected register after '-'", offset)
            raise _Abort
        self._error(f"unknown register type or operand '{word}'", offset)
        raise _Abort

    def _int32(self, text: str, offset: int) -> int:
        value = _to_int(text)
        if not INT32_MIN <= value <= INT32_MAX:
            self._error(f"integer literal out of range: {text}", offset)
            raise _Abort
        return value

    def _finite(self, text: str, offset: int) -> float:
        value = float(text)
        if value in (float("inf"), float("-inf")):
            self._error(f"float literal out of range: {text}", offset)
            raise _Abort
        return value

    def _register_range(self, kind: str, negated: bool, offset: int) -> Register:
        self._next()  # '['
        first = self._expect(INT, None, "integer register index")
        start = end = _to_int(first[1])
        if self._is(PUNCT, ":"):
            self._next()
            end = _to_int(self._expect(INT, None, "integer register index after ':'")[1])
        self._expect(PUNCT, "]", "']' after register index")
        if start < 0 or end < start:
            self._error(f"invalid register range {kind}[{start}:{end}]: the end must not be "
                        "below the start", offset)
            raise _Abort
        return self._register(kind, start, end - start + 1, negated, offset)

    def _register(self, kind, index, count, negated, offset) -> Register:
        limit = self.target.register_limit(kind)
        if limit is not None and index + count > limit:
            last = index + count - 1
            self._error(f"register {kind}{last} is beyond the {self.target.name} register "
                        f"file ({kind}0 to {kind}{limit - 1})", offset)
            raise _Abort
        return Register(kind, index, count, negated)

    def _hwreg(self) -> HwReg:
        self._next()  # '('
        values = []
        for what in ("id", "offset", "size"):
            tok = self._expect(INT, None, f"hwreg {what}")
            value = _to_int(tok[1])
            if not 0 <= value <= 0xFFFF:
                self._error(f"hwreg {what} out of range 0..65535: {value}", tok[2])
                raise _Abort
            values.append(value)
            if not self._is(PUNCT, ","):
                break
            self._next()
        self._expect(PUNCT, ")", "')' to close hwreg")
        return HwReg(*values)

    # -- attributes ----------------------------------------------------------
    def _attributes(self, inst: Instruction) -> None:
        self._next()  # '{'
        self._skip_newlines()
        while not self._is(PUNCT, "}"):
            name_tok = self._expect(IDENT, None, "attribute name")
            self._expect(PUNCT, "=", "'=' after attribute name")
            name = name_tok[1]
            if name.startswith("mod."):
                self._modifier(inst, name[4:], name_tok)
            elif name in ("issueCycles", "latencyCycles"):
                value_tok = self._next()
                if value_tok[0] == INT:
                    value = self._int32(value_tok[1], value_tok[2])
                elif value_tok[0] == FLOAT:
                    value = self._int32(str(int(self._finite(value_tok[1], value_tok[2]))),
                                        value_tok[2])
                else:
                    self._fail("expected integer or float for attribute", value_tok)
                if name == "issueCycles":
                    inst.issue = value
                else:
                    inst.latency = value
            else:
                value_tok = self._next()
                if value_tok[0] not in (INT, FLOAT, HEX, STRING, IDENT):
                    self._fail("expected attribute value", value_tok)
                self._warning(f"unknown attribute '{name}' (kept)", name_tok[2])
                inst.extra_attrs = [*inst.extra_attrs, (name, value_tok[1])]
            self._skip_newlines()
            if self._is(PUNCT, ","):
                self._next()
                self._skip_newlines()
            elif not self._is(PUNCT, "}"):
                self._fail("expected ',' or '}' after attribute value")
        self._next()

    def _modifier(self, inst: Instruction, kind: str, name_tok) -> None:
        self._expect(PUNCT, "{", "'{' for modifier dict")
        self._skip_newlines()
        fields = []
        while not self._is(PUNCT, "}"):
            field_tok = self._expect(IDENT, None, "field name in modifier dict")
            self._expect(PUNCT, "=", "'=' after field name in modifier dict")
            fields = [f for f in fields if f[0] != field_tok[1]]  # the last one wins
            fields.append((field_tok[1], self._value()))
            self._skip_newlines()
            if self._is(PUNCT, ","):
                self._next()
                self._skip_newlines()
            elif not self._is(PUNCT, "}"):
                self._fail("expected ',' or '}' after modifier dict field")
        self._next()
        try:
            modifier = Modifier.from_raw(kind, fields)
        except ModifierValueError as exc:
            self._error(str(exc), name_tok[2])
            raise _Abort from None
        inst.mods = [*(m for m in inst.mods if m.kind != kind), modifier]

    def _value(self) -> RawValue:
        kind, text, _ = tok = self._peek()
        if kind == PUNCT and text == "[":
            self._next()
            items = []
            self._skip_newlines()
            while not self._is(PUNCT, "]"):
                if self._is(PUNCT, "["):  # before recursing: "[[[[..." must not nest deep
                    self._fail("expected scalar value in array", tok)
                item = self._value()
                items.append(item)
                self._skip_newlines()
                if self._is(PUNCT, ","):
                    self._next()
                    self._skip_newlines()
                elif not self._is(PUNCT, "]"):
                    self._fail("expected ',' or ']' in array value")
            self._next()
            return RawValue("list", "", tuple(items))
        self._next()
        if kind == STRING:
            return RawValue("str", _unescape(text[1:-1]))
        if kind == IDENT:
            return RawValue("bool" if text in ("true", "false") else "ident", text)
        if kind in (INT, HEX, FLOAT):
            return RawValue(kind, text)
        self._fail("expected value (integer, float, string, true, false, name or array)", tok)


def _unescape(text: str) -> str:
    if "\\" not in text:
        return text
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            i += 1
        out.append(text[i])
        i += 1
    return "".join(out)


def parse_stir(text: str, filename: str, target, diags: DiagnosticEngine) -> Module:
    """Parse .stir text; raises InputError with every error found. A UTF-8 byte
    order mark at the start (some editors write one) is not part of the text."""
    text = text.removeprefix(BYTE_ORDER_MARK)
    # The line index (and the whitespace test) are built only when needed: for a
    # 10^6-line file they were 36 MB and a 31 MB copy the fast path never used.
    if not text or text.isspace():
        diags.error("input is empty: expected 'st.func' or instructions",
                    SourceText(filename, text).loc(0), None)
        raise InputError(diags.errors)
    from stinkytofu_opt.text.stir_fastpath import parse_stir_fast

    module = parse_stir_fast(text, filename, target)
    if module is not None:
        return module
    return StirParser(SourceText(filename, text), target, diags).parse_module()
