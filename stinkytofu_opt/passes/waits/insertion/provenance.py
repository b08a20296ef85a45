"""Why each inserted wait is there: one provenance model, several renderings.

Every wait the pass inserts records

* its *bindings*: the dependencies whose queue depth fixed the count
  (producer, CFG predecessor of the queue, depth from the queue's tail,
  reason), or the rule that forced 0;
* the entries it *drains*: every queued op the wait retires, with the CFG
  predecessor its queue came in on (None: issued in this block with no
  incoming queue, "local"), its trip age and, for a ring op, its ring slot
  when that slot is unambiguous.

Renderings: the drained entries in the loop-carried format
(``drains LDS1[k] via entry,LDS2[k-1] via loop``) or, when a drained op
carries ``mod.lds_ring``, in the ring format (``drains token LDS0 from
^entry (frame k, ring slot 0); token ...``), which is also the text of the
``mod.wait_provenance`` modifier; and the explanation (consumer, bindings,
depth) that follows it in ``--preserve-comments`` output and ``--remarks``.
"""

from __future__ import annotations

from typing import NamedTuple

from stinkytofu_opt.passes.waits.insertion import lds_ring

# Longest list of drained entries a comment spells out.
MAX_LISTED = 16


class Binding(NamedTuple):
    op: object            # the producer, or None for a rule that forced the count
    pred: object          # the queue's CFG predecessor (None: local)
    depth: int            # entries from the queue's tail (0 when forced)
    why: str


class Drained(NamedTuple):
    op: object
    pred: object
    age: int
    slot: int | None
    age_capped: bool      # the age reached the cap: "age trips back or more"


def drained_entries(queues, wait: int, infos, age_cap: int) -> list[Drained]:
    """Every entry a wait of ``wait`` retires from ``queues`` (pre-trim)."""
    out = {}
    for q in queues:
        for idx in range(len(q.ops)):
            if q.distance_at(idx) <= wait:
                continue
            op = q.ops[idx]
            ring = infos[op].ring
            slot = (lds_ring.unique_slot(ring.accesses, q.frames_at(idx))
                    if ring is not None else None)
            age = q.age_at(idx)
            out[Drained(op, q.pred, age, slot, age >= age_cap)] = True
    return list(out)


def _where(inst) -> str:
    return f" (line {inst.loc.line})" if inst is not None and inst.loc is not None else ""


def _op_name(op) -> str:
    return f"{op.opcode}@{op.loc.line}" if op.loc is not None else op.opcode


def _names(d: Drained, infos) -> list[tuple]:
    """(sort key, token or op label) per name the entry is listed under."""
    tokens = sorted(infos[d.op].tokens)
    if tokens:
        return [((0, t), f"LDS{t}") for t in tokens]
    return [((1, _op_name(d.op)), _op_name(d.op))]


def _pred_name(pred) -> str:
    return pred.name if pred is not None else "local"


def _age_text(d: Drained) -> str:
    if d.age == 0:
        return "k"
    if d.age_capped:
        return f"k-({d.age}+)"
    return f"k-{d.age}"


def is_ring(drained, infos) -> bool:
    return any(infos[d.op].ring is not None for d in drained)


def drains_text(drained, infos) -> str:
    """The drained entries in the ring or the loop-carried format; '' if none."""
    if not drained:
        return ""
    ring = is_ring(drained, infos)
    rows = {}
    for d in drained:
        for key, name in _names(d, infos):
            pred = _pred_name(d.pred)
            if ring:
                where = f"frame {_age_text(d)}"
                if d.slot is not None:
                    where += f", ring slot {d.slot}"
                prefix = "token " if key[0] == 0 else ""
                text = f"{prefix}{name} from {'^' + pred if d.pred is not None else pred} ({where})"
            else:
                text = f"{name}[{_age_text(d)}] via {pred}"
            rows[(key, d.age, pred, d.slot if d.slot is not None else -1)] = text
    texts = list(dict.fromkeys(rows[k] for k in sorted(rows)))
    more = len(texts) - MAX_LISTED
    if more > 0:
        texts = texts[:MAX_LISTED] + [f"{more} more"]
    return "drains " + ("; ".join(texts) if ring else ",".join(texts))


def explain_text(consumer, bindings) -> str:
    """For whom the wait is and which dependency at which depth fixed it."""
    text = f"for {consumer.opcode}{_where(consumer)}"
    parts = []
    for b in bindings or ():
        if b.op is None:
            part = b.why
            if b.pred is not None:
                part += f" via ^{b.pred.name}"
            if b.depth:
                part += f" at depth {b.depth}"
        else:
            via = f"^{b.pred.name}" if b.pred is not None else "local"
            part = f"{b.why} on {b.op.opcode}{_where(b.op)} via {via} at depth {b.depth}"
        parts.append(part)
    if parts:
        text += ": " + "; ".join(parts)
    return text


def tail_text(pred, consumers) -> str:
    text = f"tail drain of ^{pred.name}"
    if consumers:
        first = consumers[0]
        text += f" for {first.opcode}{_where(first)} (shallow path, promotion)"
    return text
