"""Turning a wait plan into instructions (spec waitcnt-passes.md 1.3 and 4.10)."""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import Ident, IntLit
from stinkytofu_opt.text.asm_emitter import format_instruction
from stinkytofu_opt.passes.waits.insertion import loop_carried, provenance
from stinkytofu_opt.passes.waits.insertion.classify import (ASYNC, DS, KM, LOAD, NUM_COUNTERS,
                                                             STORE, TENSOR)

_OPCODE = {DS: "s_wait_dscnt", LOAD: "s_wait_loadcnt", KM: "s_wait_kmcnt",
           TENSOR: "s_wait_tensorcnt", ASYNC: "s_wait_asynccnt", STORE: "s_wait_storecnt"}
_FIELD = {DS: ("swaitcnt", "dlcnt"), LOAD: ("swaitcnt", "vlcnt"), KM: ("swaitcnt", "kmcnt"),
          TENSOR: ("swaittensorcnt", "tlcnt"), ASYNC: ("swaitasynccnt", "asynccnt"),
          STORE: ("swaitstorecnt", "storecnt")}


# (counter, value) -> the count modifier and operand, shared (frozen) by the waits
# that spell them alike.
_COUNT_PARTS: dict = {}


def make_wait(target, c: int, value: int, tokens=(), comment: str | None = None,
              provenance: str | None = None) -> Instruction:
    opcode = _OPCODE[c]
    parts = _COUNT_PARTS.get((c, value))
    if parts is None:
        # (waits of one count share their operand and modifier tuples, as read ones do)
        kind, field = _FIELD[c]
        parts = _COUNT_PARTS[(c, value)] = ((Modifier(kind, {field: value}).freeze(),),
                                            (IntLit(value),))
    mods = parts[0]
    if c == TENSOR and tokens:
        mods += (Modifier("memtoken", {"tokens": list(tokens)}),)
    if provenance:
        mods += (Modifier("wait_provenance", {"text": provenance}),)
    desc = target.lookup(opcode) if target is not None else None
    # (by position, one wait per anchor: opcode, dests, srcs, mods, desc, issue, latency,
    # loc, extra_attrs, comment)
    return Instruction(opcode, None, parts[1], mods, desc, None, None, None, None, comment)


class WaitText:
    """The rendered provenance of one wait: the drained list (reference format),
    the explanation, and the ``mod.wait_provenance`` text (ring format only)."""

    __slots__ = ("drains", "explain", "modifier", "covers")

    def __init__(self, drains: str, explain: str, modifier: str | None, covers: str | None):
        self.drains = drains
        self.explain = explain
        self.modifier = modifier
        self.covers = covers

    def comment(self) -> str:
        # The reference formats come last: checks on them continue on the next line.
        return "; ".join(t for t in (self.explain, self.covers, self.drains) if t)

    def remark(self, opcode: str, value) -> str:
        text = f"inserted {opcode} {value} {self.explain}" if value != "" else \
            f"inserted {opcode} {self.explain}"
        if self.covers:
            text += f"; {self.covers}"
        if self.drains:
            text += f"; {self.drains}"
        return text


def wait_text(c: int, spec, consumer, infos) -> WaitText:
    drained = spec.drained.get(c, ())
    drains = provenance.drains_text(drained, infos)
    ring = bool(drains) and provenance.is_ring(drained, infos)
    covers = None
    lc_war = infos[consumer].lc_war if consumer in infos else None
    if c == DS and lc_war is not None:
        covers = loop_carried.covers_text(lc_war)
    return WaitText(drains, provenance.explain_text(consumer, spec.notes.get(c)),
                    drains if ring else None, covers)


def target_waits(target, model, counts, texts) -> list[tuple[Instruction, list]]:
    """The waits of a target with an event table for ``counts`` (index -> value, -1 none):
    one packed ``s_waitcnt`` (mod.swaitcnt fields) for the counters it encodes, and the
    counter's own instruction for the others (``s_waitcnt_vscnt null, N``, gfx12's
    ``s_wait_* N``), in the target's counter order. ``texts``: index -> (comment, remark label) parts;
    returns (instruction, [(wait text of one counter, index)])."""
    groups: dict = {}
    order = list(target.counters)     # the target's counter order (vmcnt before lgkmcnt)
    for c in sorted((c for c, v in enumerate(counts) if v >= 0),
                    key=lambda c: order.index(model.names[c])):
        counter = target.counters[model.names[c]]
        groups.setdefault(counter.wait_instruction, []).append((c, counts[c], counter))
    out = []
    for opcode, items in groups.items():
        desc = target.lookup(opcode)
        if desc is not None and len(desc.wait_counters) > 1:
            fields = {}
            for c, v, counter in items:
                fields[counter.modifier_fields[0][1]] = v
            comment = "; ".join(t for c, _v, _ in items if (t := texts.get(c)))
            inst = Instruction(opcode, srcs=[], mods=[Modifier("swaitcnt", fields)], desc=desc,
                               comment=comment or None)
            out.append((inst, [(counter.wait_text(v), c) for c, v, counter in items]))
            continue
        for c, v, counter in items:
            srcs = [IntLit(v)]
            if desc is not None and desc.num_src_fields == 2:
                srcs = [Ident("null"), IntLit(v)]          # s_waitcnt_vscnt null, N
            inst = Instruction(opcode, srcs=srcs, mods=[], desc=desc,
                               comment=texts.get(c) or None)
            out.append((inst, [(counter.wait_text(v), c)]))
    return out


def waits_for(target, spec, consumer, infos, model=None,
              explain: bool = True) -> list[tuple[Instruction, WaitText | None, str | None]]:
    """The wait instructions of ``spec`` before ``consumer``: (instruction, its
    explanation or None without ``explain``, the remark label of a packed wait)."""
    out = []
    if model is not None and model.dynamic:
        if not explain:
            return [(inst, None, None)
                    for inst, _parts in target_waits(target, model, spec.counts, {})]
        texts = {c: wait_text(c, spec, consumer, infos) for c, v in enumerate(spec.counts)
                 if v >= 0}
        for inst, parts in target_waits(target, model, spec.counts,
                                        {c: t.comment() for c, t in texts.items()}):
            for label, c in parts:
                out.append((inst, texts[c], label))
        return out
    for c in range(NUM_COUNTERS):
        v = spec.counts[c]
        if v < 0:
            continue
        tokens = spec.tokens if c == TENSOR else ()
        if not explain:
            # The ring-format drain list is a modifier, printed in every output.
            drained = spec.drained_on(c)
            ring = provenance.drains_text(drained, infos) \
                if drained and provenance.is_ring(drained, infos) else None
            out.append((make_wait(target, c, v, tokens, None, ring), None, None))
            continue
        text = wait_text(c, spec, consumer, infos)
        out.append((make_wait(target, c, v, tokens, text.comment(), text.modifier), text, None))
    return out


def tail_waits(target, drain, model=None) -> list[Instruction]:
    out = []
    consumers = drain.spec.notes.get("tail", [])
    if model is not None and model.dynamic:
        texts = {c: provenance.tail_text(drain.pred, [i for i, cc in consumers if cc == c])
                 for c, v in enumerate(drain.spec.counts) if v >= 0}
        return [inst for inst, _ in target_waits(target, model, drain.spec.counts, texts)]
    for c in range(NUM_COUNTERS):
        v = drain.spec.counts[c]
        if v < 0:
            continue
        for_whom = [inst for inst, cc in consumers if cc == c]
        out.append(make_wait(target, c, v, (), provenance.tail_text(drain.pred, for_whom)))
    return out


def is_branch(inst, info) -> bool:
    return info.is_branch if info is not None else inst.opcode.startswith(("s_branch",
                                                                          "s_cbranch"))


def emit(function, target, plan, infos, remarks=None, model=None, explain=True) -> int:
    """Insert the anchor waits and tail drains; returns the number inserted.
    With ``remarks`` (a list), appends (message, loc) explaining each wait; without
    ``explain``, anchor waits carry no explaining comment."""
    count = 0
    anchors = plan.anchors
    for bb in function.blocks:
        # (anchors are instructions: other items are never found)
        if not any(map(anchors.__contains__, bb.items)):
            continue
        items = []
        for item in bb.items:
            spec = anchors.get(item)
            if spec is not None and spec.valid():
                for wait, text, label in waits_for(target, spec, item, infos, model, explain):
                    if not items or items[-1] is not wait:
                        items.append(wait)
                        count += 1
                    if remarks is not None:
                        remarks.append((text.remark(wait.opcode, wait.srcs[0].value)
                                        if label is None else text.remark(label, ""),
                                        item.loc))
            items.append(item)
        bb.items = items
    for drain in plan.tail_drains:
        bb = drain.pred
        waits = tail_waits(target, drain, model)
        if not waits:
            continue
        count += len(waits)
        if remarks is not None:
            for wait in waits:
                what = f"{wait.opcode} {wait.srcs[-1].value}" if wait.srcs else \
                    format_instruction(wait)
                remarks.append((f"inserted {what}: {wait.comment}", bb.loc))
        # Before the trailing run of branch instructions, else at the end.
        pos = len(bb.items)
        i = len(bb.items) - 1
        while i >= 0:
            item = bb.items[i]
            if isinstance(item, Instruction):
                if item.opcode == "PHI" or not is_branch(item, infos.get(item)):
                    break
                pos = i
            i -= 1
        bb.items[pos:pos] = waits
    return count
