"""AMD GPU assembly emitter (``--emit-asm``), spec stir-format-and-driver.md 2.7.

Emitting a ``.s`` file read with no pass reproduces every line the reader
keeps (see asm_reader), up to these normalisations:

* indentation and trailing blanks are removed from instruction, label and
  directive lines (multi-line blocks kept verbatim -- kernel descriptor,
  metadata YAML, macros, ``/* */`` blocks -- keep theirs);
* blank lines are dropped; comment-only lines and trailing comments are
  dropped unless ``--preserve-comments`` is given, and then a trailing
  comment is re-emitted as `` // text`` with the ``//`` at column 52 (the
  code padded to 50 columns, then one blank); an instruction's LDS tokens,
  which the reader takes from its comment (``// st.token:0``), are always
  written there, so that the output reads back with the same tokens;
* operands are separated by ``, ``; modifiers by one blank;
* a one-register range is written ``v4`` (``v[4]`` in the source);
* a register written with ``.set`` symbols (``v[vgprA+1]``) is written as
  a number, unless ``--preserve-symbolic-regs`` is given; scalar registers
  (``s[sgprX]``) keep their symbolic spelling in both modes, as the
  reference tool does;
* modifiers are written as read, in their order and spelling (``offset:0``, ``sc0 sc1``,
  ``scope:`` before ``th:``: the reader keeps such a line's text, ``mod.asm``); those of
  an instruction a pass builds are written in one order, zero offsets and false flags
  left out;
* the counters of a legacy ``s_waitcnt`` are separated by one blank.

Lines the reader keeps as text, and the instructions it could not model (``mod.asm``),
are written exactly as read (stripped).
Pseudo instructions (PHI, FENCE) and pseudo LDS registers are not written,
nor are the block headers of ``.stir`` input, except that a block a branch
jumps to gets its label, in front of its first instruction (``merge: s_barrier``):
the branch keeps its target, and each instruction stays on the line after the
one before it, as the reference's checks of such output expect.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Directive, Function, Instruction, Label, Module
from stinkytofu_opt.ir.operands import NAMED_REGISTER_UNITS, FloatLit, Register, StrLit
from stinkytofu_opt.machine.facts import is_wait
from stinkytofu_opt.text.high_vgpr import format_high_vgpr, format_read_high_vgpr

COMMENT_COLUMN = 51
PSEUDO_OPCODES = frozenset(("PHI", "FENCE", "scheduling_fence", "asm_directive"))
_SKIP_NAMES = ("SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4")
_LEGACY_NAMES = {"vlcnt": "vmcnt", "dscnt": "lgkmcnt", "dlcnt": "lgkmcnt",
                 "vscnt": "vscnt", "kmcnt": "kmcnt", "expcnt": "expcnt"}
# Waits whose count lives in a modifier when a pass wrote no operand.
_WAIT_MOD = {"s_wait_dscnt": (("swaitcnt", "dlcnt"), ("swaitcnt", "dscnt")),
             "s_wait_loadcnt": (("swaitcnt", "vlcnt"),),
             "s_wait_storecnt": (("swaitcnt", "vscnt"), ("swaitstorecnt", "storecnt")),
             "s_wait_kmcnt": (("swaitcnt", "kmcnt"),),
             "s_wait_tensorcnt": (("swaittensorcnt", "tlcnt"),),
             "s_wait_asynccnt": (("swaitasynccnt", "asynccnt"),)}


def with_comment(code: str, comment: str | None) -> str:
    if not comment:
        return code
    return code.ljust(COMMENT_COLUMN - 1) + " // " + comment


def format_operand(op, symbolic: bool) -> str:
    if isinstance(op, Register):
        if op.msb_offset and op.index + op.msb_offset >= 0:
            return format_high_vgpr(op, symbolic)     # InsertVgprMsbPass's in-bank form
        if op.symbol is not None and (symbolic or op.kind not in ("v", "a", "acc")):
            return ("-" if op.negated else "") + f"{op.kind}[{op.symbol}]"
        if op.msb_offset:
            sign = "-" if op.negated else ""
            inner = f"{op.index}{op.msb_offset:+d}"
            if op.count > 1:
                inner += f":{op.last}{op.msb_offset:+d}"
            return f"{sign}{op.kind}[{inner}]"
        if op.kind in NAMED_REGISTER_UNITS or op.kind == "SCC":
            return op.kind.lower()
        if op.msb_spelling:
            return format_read_high_vgpr(op)
        return str(op)
    if isinstance(op, StrLit):
        return op.text  # symbols, expressions and label names are written bare
    if isinstance(op, FloatLit):
        value = op.value
        if value != value or value in (float("inf"), float("-inf")):
            return repr(value)  # never parsed from text; no crash if a pass makes one
        return f"{value:.1f}" if value == int(value) else repr(value)
    return str(op)


# s_wait_alu fields in the order LLVM prints them.
_DEPCTR_ORDER = ("va_vdst", "va_sdst", "va_ssrc", "hold_cnt", "vm_vsrc", "va_vcc", "sa_sdst")


def _delay_alu(mod, inst=None) -> str:
    def dep(n):
        kind, dist = mod.get(f"instid{n}Type"), mod.get(f"instid{n}Distance")
        if kind == "NO_DEP" or not dist:
            return "NO_DEP"
        return {"VALU": f"VALU_DEP_{dist}", "TRANS": f"TRANS32_DEP_{dist}",
                "SALU": f"SALU_CYCLE_{dist}"}.get(kind, "NO_DEP")
    parts = [f"instid0({dep(0)})"]
    if "instSkip" in mod.values:
        skip = mod.get("instSkip")
        if not 0 <= skip < len(_SKIP_NAMES):
            from stinkytofu_opt.text.diagnostics import Diagnostic, InputError
            raise InputError([Diagnostic(
                "error", f"s_delay_alu: instSkip {skip} has no assembly spelling (0 to "
                f"{len(_SKIP_NAMES) - 1})", inst.loc if inst is not None else None)])
        parts.append(f"instskip({_SKIP_NAMES[skip]})")
    if "instid1Type" in mod.values or "instid1Distance" in mod.values:
        parts.append(f"instid1({dep(1)})")
    return " | ".join(parts)


def _mod_suffix(inst: Instruction) -> str:
    return "".join(" " + w for w in modifier_words(inst))


def modifier_words(inst: Instruction) -> list[str]:
    """The modifier words written after the operands, from the modelled modifiers."""
    words: list[str] = []
    for mod in inst.mods:
        kind = mod.kind
        if kind == "ds":
            if mod.get("na") == 2:
                words += [f"offset0:{mod.get('offset0')}", f"offset1:{mod.get('offset1')}"]
            elif mod.get("offset"):
                words.append(f"offset:{mod.get('offset')}")
            if mod.get("gds"):
                words.append("gds")
        elif kind in ("mubuf", "flat"):
            if mod.get("offen"):
                words.append("offen")
            if mod.get("offset12"):
                words.append(f"offset:{mod.get('offset12')}")
            for flag in ("glc", "slc", "nt", "lds"):
                if mod.get(flag):
                    words.append(flag)
            for key in ("th", "scope"):
                if key in mod.values:
                    words.append(f"{key}:{mod.values[key]}")
        elif kind == "global":
            if mod.get("offset"):
                words.append(f"offset:{mod.get('offset')}")
            for key in ("th", "scope"):
                if key in mod.values:
                    words.append(f"{key}:{mod.values[key]}")
        elif kind == "smem":
            if mod.get("offset"):
                words.append(f"offset:{mod.get('offset')}")
            for flag in ("glc", "nv"):
                if mod.get(flag):
                    words.append(flag)
        elif kind == "cache_scope":
            if "scope" in mod.values:
                words.append(f"scope:{mod.values['scope']}")
        elif kind == "mfma":
            if mod.get("reuseA"):
                words.append("matrix_a_reuse")
            if mod.get("reuseB"):
                words.append("matrix_b_reuse")
    return words


def format_instruction(inst: Instruction, symbolic: bool = False, as_read: bool = False) -> str:
    """One instruction line. ``as_read``: the module was read from assembly, whose VCC and
    EXEC operands are spelled in the text (``.stir`` lists implicit ones too)."""
    op = inst.opcode
    if inst.mods:
        verbatim = inst.mod("asm")
        if verbatim is not None:
            return verbatim.get("text")     # an unmodelled line, as read
    if op == "s_delay_alu" and inst.mod("delayalu") is not None:
        return f"{op} {_delay_alu(inst.mod('delayalu'), inst)}"
    if op in ("s_wait_alu", "s_waitcnt_depctr") and inst.mod("waitalu") is not None \
            and not inst.srcs:
        mod = inst.mod("waitalu")
        fields = [f"depctr_{k}({mod.values[k]})" for k in _DEPCTR_ORDER
                  if isinstance(mod.values.get(k), int) and mod.values[k] >= 0]
        return f"{op} " + " ".join(fields) if fields else op
    if op == "s_waitcnt" and inst.mod("swaitcnt") is not None and not inst.srcs:
        mod = inst.mod("swaitcnt")
        counts: dict[str, int] = {}
        for k, v in mod.values.items():
            if k in _LEGACY_NAMES and isinstance(v, int) and v >= 0:
                name = _LEGACY_NAMES[k]  # dlcnt and dscnt are both lgkmcnt: the stricter wins
                counts[name] = min(v, counts.get(name, v))
        fields = [f"{name}({v})" for name, v in counts.items()]
        return f"{op} " + " ".join(fields) if fields else f"{op} 0"
    desc = inst.desc
    dests = [d for d in inst.dests if not (isinstance(d, Register) and d.is_pseudo)]
    srcs = [s for s in inst.srcs if not (isinstance(s, Register) and s.is_pseudo)]
    if desc is not None:
        srcs = srcs[:max(desc.num_src_fields, 0)] if desc.num_src_fields < len(srcs) \
            and _has_implicit_tail(srcs, desc, as_read) else srcs
    if not srcs and not dests and op in _WAIT_MOD:
        for kind, name in _WAIT_MOD[op]:
            mod = inst.mod(kind)
            if mod is not None and isinstance(mod.values.get(name), int) \
                    and mod.values[name] >= 0:
                srcs = [mod.values[name]]
                break
    operands = [format_operand(o, symbolic) if not isinstance(o, int) else str(o)
                for o in dests + srcs]
    text = op + (" " + ", ".join(operands) if operands else "")
    return text + _mod_suffix(inst)


def _has_implicit_tail(srcs, desc, as_read: bool) -> bool:
    """Sources beyond the table's fields that are implicit registers (SCC,
    VCC, EXEC added by analyses) are not written; in assembly read as such,
    VCC and EXEC beyond them were written in the text (gfx9 `v_cndmask_b32_e32
    ..., vcc`), and only SCC (a pass's branch condition) is implicit."""
    extra = srcs[desc.num_src_fields:]
    kinds = ("SCC",) if as_read else ("SCC", "vcc", "vcc_lo", "exec", "exec_lo")
    return all(isinstance(s, Register) and s.kind in kinds for s in extra)


def _with_token_annotation(inst: Instruction, comment: str | None) -> str | None:
    """``comment``, with the instruction's LDS tokens (``st.token:0,1``) when it has some and
    the comment does not say them: they are read from that comment, and a second run of the
    output would otherwise see an untagged LDS access (any token)."""
    mod = inst.mod("memtoken")
    tokens = mod.get("tokens") if mod is not None else None
    # a wait's tokens (those it drains) are the pass's explanation, not an LDS access
    if not tokens or is_wait(inst) or (comment and "st.token" in comment):
        return comment
    annotation = "st.token:" + ",".join(str(t) for t in tokens)
    return f"{comment} {annotation}" if comment else annotation


def emit_items(items, out: list[str], preserve_comments: bool, symbolic: bool,
               label: str | None = None, as_read: bool = False) -> None:
    """Append the lines of ``items``; ``label`` (a block's name) is written in front of
    the first instruction (``loop: s_wait_dscnt 0``), or on a line of its own before
    anything else the block holds or when it holds nothing that is written."""
    for item in items:
        comment = item.comment if preserve_comments else None
        if isinstance(item, Instruction):
            if item.opcode in PSEUDO_OPCODES:
                continue
            code = format_instruction(item, symbolic, as_read)
            if label is not None:
                code, label = f"{label}: {code}", None
            out.append(with_comment(code, _with_token_annotation(item, comment)))
            continue
        if label is not None and isinstance(item, (Label, Directive)):
            out.append(f"{label}:")
            label = None
        if isinstance(item, Label):
            if item.alignment and item.alignment > 1:
                out.append(f".align {item.alignment}")
            out.append(f"{item.name}:" + (f"  /// {comment}" if comment else ""))
        elif isinstance(item, Directive):
            out.append(with_comment(item.asm_text(), comment))
    if label is not None:
        out.append(f"{label}:")


def _unlabelled_targets(function: Function) -> set[str]:
    """Names of the blocks a branch of ``function`` jumps to that hold no label of
    their own name (blocks of ``.stir`` input): their label must be written, or the
    branch has no target in the assembly."""
    from stinkytofu_opt.passes.control_flow.cfg_builder import branch_targets

    targets = {target for block in function.blocks for inst in block.instructions()
               if inst.desc is not None and inst.desc.is_branch
               for target in branch_targets(inst)}
    return {block.name for block in function.blocks if block.name in targets
            and not any(isinstance(item, Label) and item.name == block.name
                        for item in block.items)}


def emit_function(function: Function, preserve_comments: bool = False,
                  preserve_symbolic: bool = False, as_read: bool = False) -> str:
    out: list[str] = []
    unlabelled = _unlabelled_targets(function)
    for block in function.blocks:
        emit_items(block.items, out, preserve_comments, preserve_symbolic,
                   block.name if block.name in unlabelled else None, as_read)
    return "".join(line + "\n" for line in out)


def emit_module(module: Module, preserve_comments: bool = False,
                preserve_symbolic: bool = False) -> str:
    out: list[str] = []
    emit_items(module.header, out, preserve_comments, preserve_symbolic)
    text = "".join(line + "\n" for line in out)
    as_read = module.source_format == "asm"
    for function in module.functions:
        text += emit_function(function, preserve_comments, preserve_symbolic, as_read)
    out = []
    emit_items(module.trailer, out, preserve_comments, preserve_symbolic)
    return text + "".join(line + "\n" for line in out)
