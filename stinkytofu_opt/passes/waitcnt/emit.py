"""Turning a wait plan into instructions (spec waitcnt-passes.md 1.3 and 4.10)."""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import IntLit
from stinkytofu_opt.passes.waitcnt.classify import ASYNC, DS, KM, LOAD, NUM_COUNTERS, TENSOR

_OPCODE = {DS: "s_wait_dscnt", LOAD: "s_wait_loadcnt", KM: "s_wait_kmcnt",
           TENSOR: "s_wait_tensorcnt", ASYNC: "s_wait_asynccnt"}
_FIELD = {DS: ("swaitcnt", "dlcnt"), LOAD: ("swaitcnt", "vlcnt"), KM: ("swaitcnt", "kmcnt"),
          TENSOR: ("swaittensorcnt", "tlcnt"), ASYNC: ("swaitasynccnt", "asynccnt")}


def make_wait(target, c: int, value: int, tokens=(), comment: str | None = None) -> Instruction:
    opcode = _OPCODE[c]
    kind, field = _FIELD[c]
    mods = [Modifier(kind, {field: value})]
    if c == TENSOR and tokens:
        mods.append(Modifier("memtoken", {"tokens": list(tokens)}))
    desc = target.lookup(opcode) if target is not None else None
    return Instruction(opcode, srcs=[IntLit(value)], mods=mods, desc=desc, comment=comment)


def _where(inst) -> str:
    return f" (line {inst.loc.line})" if inst is not None and inst.loc is not None else ""


def describe_wait(c: int, value: int, consumer, notes) -> str:
    """Short provenance text: which consumer, which producer(s), via which predecessor."""
    if consumer is None:
        return ""
    parts = []
    for op, pred, why in notes or ():
        if op is None:
            parts.append(why + (f" via ^{pred.name}" if pred is not None else ""))
            continue
        via = f" via ^{pred.name}" if pred is not None else ""
        parts.append(f"{why}, drains {op.opcode}{_where(op)}{via}")
    text = f"for {consumer.opcode}{_where(consumer)}"
    if parts:
        text += ": " + "; ".join(parts)
    return text


def waits_for(target, spec, consumer) -> list[Instruction]:
    out = []
    for c in range(NUM_COUNTERS):
        v = spec.counts[c]
        if v < 0:
            continue
        comment = describe_wait(c, v, consumer, spec.notes.get(c))
        out.append(make_wait(target, c, v, spec.tokens if c == TENSOR else (), comment))
    return out


def tail_waits(target, drain) -> list[Instruction]:
    out = []
    consumers = drain.spec.notes.get("tail", [])
    for c in range(NUM_COUNTERS):
        v = drain.spec.counts[c]
        if v < 0:
            continue
        for_whom = [inst for inst, cc in consumers if cc == c]
        text = f"tail drain of ^{drain.pred.name}"
        if for_whom:
            text += f" for {for_whom[0].opcode}{_where(for_whom[0])} (shallow path, promotion)"
        out.append(make_wait(target, c, v, (), text))
    return out


def is_branch(inst, info) -> bool:
    return info.is_branch if info is not None else inst.opcode.startswith(("s_branch",
                                                                          "s_cbranch"))


def emit(function, target, plan, infos) -> int:
    """Insert the anchor waits and tail drains; returns the number inserted."""
    count = 0
    anchors = plan.anchors
    for bb in function.blocks:
        if not any(isinstance(i, Instruction) and i in anchors for i in bb.items):
            continue
        items = []
        for item in bb.items:
            spec = anchors.get(item) if isinstance(item, Instruction) else None
            if spec is not None and spec.valid():
                waits = waits_for(target, spec, item)
                items.extend(waits)
                count += len(waits)
            items.append(item)
        bb.items = items
    for drain in plan.tail_drains:
        bb = drain.pred
        waits = tail_waits(target, drain)
        if not waits:
            continue
        count += len(waits)
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
