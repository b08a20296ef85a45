"""Fast path of the .stir reader for large, regular files (generated kernels).

Generated kernels are hundreds of thousands of lines built from a few
thousand distinct operand spellings and attribute blocks. This reader takes
the file line by line, matches each line against the few shapes a
well-formed file uses (``st.func @f() {``, ``^block:``, ``label:``,
an instruction on one line, ``Successors: ^a, ^b``, ``}``, comment lines)
and parses each distinct operand and attribute block *once* with the full
parser (``StirParser``), caching the result:

* operands are immutable values, so one object is shared by every
  instruction that spells it the same way (interning: less memory, no
  re-parse);
* a parsed attribute block is kept as a template (issue, latency, extra
  attributes, modifiers) and each instruction gets its own copy of the
  (mutable) modifiers.

It gives up (returns ``None``) at the first thing outside that subset or at
anything that would produce a diagnostic: comments after code, block
comments, ``\\r``, multi-line attributes, unknown mnemonics, errors of any
kind. The caller then parses the whole file with ``StirParser``, so every
diagnostic, and every unusual spelling, is handled by one implementation and
the result is the same object graph either way (checked by
test/unit/test_stir_fastpath.py on the lit corpus).
"""

from __future__ import annotations

import re
from itertools import chain

from stinkytofu_opt.ir.core import (POS_LINE_SHIFT, POS_MAX_COL, Block, Directive, Function,
                                    Instruction, Label, Module, SourceLoc)
from stinkytofu_opt.ir.operands import StrLit
from stinkytofu_opt.text.diagnostics import DiagnosticEngine, SourceText
from stinkytofu_opt.text.lexer import EOF

_NAME = r"-?[A-Za-z_^@.][A-Za-z0-9_.+]*"   # the lexer's identifier
_FUNC = re.compile(r"st\.func[ \t]+@([A-Za-z0-9_.+]*)[ \t]*\([ \t]*\)[ \t]*\{")
_BLOCK = re.compile(r"\^([A-Za-z0-9_.+]*)[ \t]*:")
_LABEL = re.compile(rf"({_NAME})[ \t]*:")
_SUCCESSORS = re.compile(r"Successors[ \t]*:[ \t]*(\^[A-Za-z0-9_.+]*(?:[ \t]*,[ \t]*"
                         r"\^[A-Za-z0-9_.+]*)*)")
_INSTRUCTION = re.compile(r'(?:([^"=]*?)[ \t]*=[ \t]*)?"([A-Za-z_][\w.]*)"[ \t]*'
                          r'(?:\(([^()]*)\))?[ \t]*(?:\{(.*)\})?')
_OPERAND = re.compile(r'[ \t]*("(?:[^"\\]|\\.)*"|[^\s,"(){}\[\]]+(?:\[[^\]\s,]*\])?)[ \t]*(,|$)')
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_PSEUDO = frozenset(("PHI", "FENCE", "scheduling_fence", "asm_directive"))
_CHUNK = 1 << 20        # characters split into lines at a time


class _GiveUp(Exception):
    pass


class _FastReader:
    def __init__(self, text: str, filename: str, target):
        self.text = text
        self.filename = filename
        self.target = target
        self.operands: dict[str, object] = {}
        self.operand_lists: dict[str, tuple] = {}
        self.attributes: dict[str, tuple] = {}
        self.lines: dict[str, tuple] = {}     # instruction line (stripped) -> template

    # -- one-time parses through the full parser -------------------------------
    def _sub_parser(self, text: str):
        from stinkytofu_opt.text.stir_parser import StirParser

        diags = DiagnosticEngine()
        try:
            parser = StirParser(SourceText(self.filename, text), self.target, diags)
        except Exception:
            raise _GiveUp from None
        return parser, diags

    def _operand(self, text: str):
        operand = self.operands.get(text)
        if operand is None:
            from stinkytofu_opt.text.stir_parser import _Abort

            parser, diags = self._sub_parser(text)
            try:
                operand = parser._operand()
            except _Abort:
                raise _GiveUp from None
            if diags.diagnostics or parser._peek()[0] != EOF:
                raise _GiveUp
            self.operands[text] = operand
        return operand

    def _operand_list(self, text: str) -> tuple:
        """The operands of a comma-separated list, memoised by its text (distinct lines
        mostly recombine a few hundred operand lists)."""
        hit = self.operand_lists.get(text)
        if hit is None:
            hit = self.operand_lists[text] = tuple(self._split_operands(text))
        return hit

    def _split_operands(self, text: str) -> list:
        if not text.strip(" \t"):
            return []
        result, pos, end = [], 0, len(text)
        match = _OPERAND.match
        while True:
            m = match(text, pos)
            if m is None:
                raise _GiveUp
            result.append(self._operand(m.group(1)))
            if not m.group(2):
                if m.end() != end:
                    raise _GiveUp
                return result
            pos = m.end()

    def _attribute_template(self, body: str) -> tuple:
        template = self.attributes.get(body)
        if template is None:
            from stinkytofu_opt.text.stir_parser import _Abort

            parser, diags = self._sub_parser("{" + body + "}")
            inst = Instruction("")
            try:
                parser._attributes(inst)
            except _Abort:
                raise _GiveUp from None
            if diags.diagnostics or parser._peek()[0] != EOF:
                raise _GiveUp
            template = (inst.issue, inst.latency, tuple(inst.extra_attrs),
                        tuple(mod.freeze() for mod in inst.mods))
            self.attributes[body] = template
        return template

    # -- the file ----------------------------------------------------------------
    def parse(self) -> Module:
        module = Module()
        function = block = None
        add = None                  # block.items.append
        block_open = False          # items may follow (no Successors line yet)
        names: dict[str, Block] = {}
        refs: list[tuple[Block, str]] = []
        lookup = self.target.lookup
        filename = self.filename
        # raw line -> (its template..., col) of an instruction or directive line read
        # before: a line spelled alike again skips the checks below
        seen: dict[str, tuple] = {}
        for lineno, line in enumerate(_lines(self.text), 1):
            hit = seen.get(line)
            if hit is None or not block_open:
                code = line.lstrip(" \t")
                if not code or code[0] == "#" or code.startswith("//"):
                    continue
                col = len(line) - len(code) + 1
                code = code.rstrip(" \t")
                if "/" in code or "#" in code:
                    if "/" in _STRINGS.sub("", code) or "#" in _STRINGS.sub("", code):
                        raise _GiveUp
                first = code[0]
                if first == '"' or (block_open and "=" in code and '"' in code):
                    if not block_open:
                        raise _GiveUp
                    template = self.lines.get(code)
                    if template is None:
                        template = self.lines[code] = self._line_template(code, lookup)
                    hit = seen[line] = template + (col,)
                elif function is None:
                    m = _FUNC.fullmatch(code)
                    if m is None:
                        raise _GiveUp
                    function = Function(m.group(1), loc=SourceLoc(filename, lineno, col))
                    names, refs, block, block_open = {}, [], None, False
                elif code == "}":
                    by_name = names
                    for source, name in refs:
                        target = by_name.get(name)
                        if target is None:
                            raise _GiveUp
                        source.add_successor(target)
                    module.functions.append(function)
                    function = block = None
                    block_open = False
                elif first == "^":
                    m = _BLOCK.fullmatch(code)
                    if m is None or m.group(1) in names:
                        raise _GiveUp
                    block = Block(m.group(1), loc=SourceLoc(filename, lineno, col))
                    names[block.name] = block
                    function.blocks.append(block)
                    add = block.items.append
                    block_open = True
                elif not block_open:
                    raise _GiveUp
                elif code.startswith("Successors"):
                    m = _SUCCESSORS.fullmatch(code)
                    if m is None:
                        raise _GiveUp
                    refs.extend((block, name.strip(" \t")[1:])
                                for name in m.group(1).split(","))
                    block_open = False
                else:
                    m = _LABEL.fullmatch(code)
                    if m is None:
                        raise _GiveUp
                    add(Label(m.group(1), SourceLoc(filename, lineno, col)))
                if hit is None:
                    continue
            # an instruction or directive line, from its template
            opcode, dests, srcs, mods, desc, issue, latency, extra, col = hit
            if opcode is not None and col <= POS_MAX_COL:
                # every instruction of the line shares its operand and modifier tuples
                add(Instruction(opcode, dests, srcs, mods, desc, issue, latency, None,
                                list(extra) if extra else None, None, filename,
                                lineno << POS_LINE_SHIFT | col))
                continue
            if opcode is None:      # a directive: srcs are its arguments
                item = Directive(list(srcs))
            else:
                item = Instruction(opcode, dests, srcs, mods, desc, issue, latency,
                                   None, list(extra) if extra else None)
            item.place(filename, lineno, col)
            add(item)
        if function is not None or not module.functions:
            raise _GiveUp
        return module

    def _line_template(self, code: str, lookup) -> tuple:
        """(opcode, dests, srcs, mods, desc, issue, latency, extra attributes) of an
        instruction line; for a directive, opcode is None and srcs are its arguments."""
        m = _INSTRUCTION.fullmatch(code)
        if m is None:
            raise _GiveUp
        dest_text, opcode, src_text, attr_text = m.groups()
        dests = []
        if dest_text is not None:
            dests = self._operand_list(dest_text)
            if not dests:
                raise _GiveUp
        srcs = self._operand_list(src_text) if src_text is not None else []
        dot = opcode.find(".")
        if dot >= 0:
            opcode = opcode[dot + 1:]
        attributes = self._attribute_template(attr_text) if attr_text is not None else None
        if opcode == "asm_directive":
            if dests or (attributes is not None and attributes[3]) or not srcs \
                    or not all(isinstance(s, StrLit) for s in srcs):
                raise _GiveUp
            return None, (), tuple(s.text for s in srcs), (), None, None, None, ()
        desc = None
        if opcode not in _PSEUDO:
            desc = lookup(opcode)
            if desc is None:    # the full parser warns about it
                raise _GiveUp
        issue, latency, extra, mods = attributes if attributes is not None \
            else (None, None, (), None)
        return opcode, tuple(dests), tuple(srcs), mods, desc, issue, latency, extra


def _lines(text: str):
    """The lines of ``text`` one at a time, as ``text.split("\\n")``, split a
    megabyte at a time (a list of every line of a 10^6-line file held 80 MB); chained
    in C, not yielded one by one."""
    return chain.from_iterable(_line_chunks(text))


def _line_chunks(text: str):
    start = 0
    find = text.find
    while True:
        end = find("\n", start + _CHUNK)
        if end < 0:
            yield text[start:].split("\n")
            return
        yield text[start:end].split("\n")
        start = end + 1


def parse_stir_fast(text: str, filename: str, target) -> Module | None:
    """The module, or None when the file needs the full parser."""
    if "\r" in text or "\f" in text or "\v" in text:
        return None
    try:
        return _FastReader(text, filename, target).parse()
    except _GiveUp:
        return None
