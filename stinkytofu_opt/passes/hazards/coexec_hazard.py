"""InsertCoexecHazardPass: `v_nop` fillers for gfx1250 WMMA co-execution (spec
gfx1250-guards.md section 5).

A VALU can co-execute with a running XDL WMMA only in the slots of the WMMA's co-issue
window (the target YAML's `guards.coexec` windows); an instruction that depends on the
producer inside the window reads or writes registers the matrix unit still holds. Each
consumer must sit enough VALU-pipe slots (VALU, TRANS, matrix or `v_nop` instructions)
behind its producer:

| consumer | producer | v_nops needed |
|---|---|---|
| XDL WMMA | XDL WMMA whose D feeds A/B (or a SWMMAC's index) | slots(P) + 1 |
| XDL WMMA | TRANS, non-XDL matrix or DPMACC (any dependence) | 1 |
| XDL WMMA or co-executable VALU | tensor LUT `v_perm_pk16_*` (any dependence) | slots(P) |
| co-executable VALU | XDL WMMA (D read/written, or A/B/index overwritten) | slots(P) |
| TRANS | TRANS (any dependence) | 1 |

The scan walks back from each consumer over every path of the block CFG (a WMMA scan stops
at the nearest XDL WMMA; every scan stops after 18 fillers), and the worst path decides.
Fillers already there count, so a second run inserts nothing. A call ends a path with the
worst case assumed (the callee may end in any producer), and so does an instruction the
table does not know, which is also taken as a possible consumer of every kind.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.passes.hazards.gfx1250_common import (
    Unclassified, guard_facts_error, is_real, is_unclassified, new_instruction, read_units,
    units)
from stinkytofu_opt.passes.registry import Pass

NAME = "InsertCoexecHazardPass"
WMMA, TRANS, DGEMM, PERM = "WMMA", "TRANS", "DGEMM", "PERM"


class _Shape:
    """What the rules need of one instruction, read once."""

    __slots__ = ("inst", "xdl", "trans", "dgemm", "perm", "filler", "call", "unknown",
                 "slots", "dst0", "dst", "src", "wmma_read", "swmmac", "valu_consumer")

    def __init__(self, inst: Instruction, facts):
        desc = inst.desc
        self.inst = inst
        self.unknown = is_unclassified(inst)
        self.dst = units(inst.dests)
        self.src = read_units(inst)
        self.dst0 = units(inst.dests[:1])
        if desc is None:
            self.xdl = self.trans = self.dgemm = self.perm = self.filler = self.call = False
            self.swmmac = False
            self.slots = facts.widest_coissue
            self.wmma_read = self.src
            self.valu_consumer = self.unknown
            return
        flags = desc.flags
        self.xdl = "WMMA_XDL" in flags
        self.trans = desc.is_transcendental
        self.dgemm = (desc.is_matrix and not self.xdl) or "DPMACC" in flags
        self.perm = "TensorLUT" in flags
        self.filler = desc.is_valu or desc.is_transcendental or desc.is_matrix
        self.call = desc.is_call
        self.swmmac = desc.is_swmmac
        self.slots = facts.coissue_slots(inst.opcode)
        self.wmma_read = units(inst.srcs[:3] if self.swmmac else inst.srcs[:2])
        self.valu_consumer = (desc.is_valu or desc.is_transcendental) and not desc.is_matrix

    def matches(self, kind: str) -> bool:
        if self.unknown:
            return True
        return {WMMA: self.xdl, TRANS: self.trans, DGEMM: self.dgemm, PERM: self.perm}[kind]


class _Unseen:
    """The producer a call may hide: any kind, the widest window."""

    def __init__(self, slots: int):
        self.slots = slots


def _generic(producer: _Shape, consumer: _Shape) -> bool:
    return bool(producer.dst & (consumer.src | consumer.dst) or producer.src & consumer.dst)


def _wmma_to_wmma(producer: _Shape, consumer: _Shape) -> bool:
    if producer.unknown:
        return _generic(producer, consumer)
    return bool(producer.dst0 & consumer.wmma_read)


def _wmma_to_valu(producer: _Shape, consumer: _Shape) -> bool:
    if producer.unknown:
        return _generic(producer, consumer)
    return bool(producer.dst0 & (consumer.src | consumer.dst)
                or producer.wmma_read & consumer.dst)


def _rules(consumer: _Shape):
    """(producer kind, overlap test, v_nops needed given the producer) per rule."""
    rules = []
    if consumer.xdl or consumer.unknown:
        rules += [(WMMA, _wmma_to_wmma, lambda p: p.slots + 1),
                  (TRANS, _generic, lambda p: 1), (DGEMM, _generic, lambda p: 1),
                  (PERM, _generic, lambda p: p.slots)]
    if consumer.valu_consumer:
        rules += [(WMMA, _wmma_to_valu, lambda p: p.slots), (PERM, _generic, lambda p: p.slots)]
        if consumer.trans or consumer.unknown:
            rules.append((TRANS, _generic, lambda p: 1))
    return rules


class InsertCoexecHazardPass(Pass):
    NAME = NAME
    SUMMARY = ("Insert the v_nops a WMMA/TRANS/tensor-LUT producer's co-issue window "
               "needs before a dependent VALU or WMMA (gfx1250)")

    def target_error(self, target) -> str | None:
        return guard_facts_error(NAME, target, "coissue")

    def run(self, function, ctx) -> bool:
        self.facts = ctx.target.guards
        self.ctx = ctx
        self.function = function
        self.unclassified = Unclassified(
            ctx, NAME, function, "it may be a WMMA of the widest co-issue window reading and "
            "writing its operands: v_nops are inserted for it and after it")
        self.relevant: dict[int, list[_Shape]] = {}
        self.orphans_warned: set[int] = set()
        self.call_remarked = False
        self.unseen = _Unseen(self.facts.widest_coissue)
        changed = False
        self.inserted = self.served = 0
        self.entry = function.blocks[0] if function.blocks else None
        for block in function.blocks:
            # The block being served: `prefix` holds its fillers and producers up to the
            # current consumer (v_nops included), `pending` the original ones from it on.
            self.current, self.pending, self.prefix = block, self._shapes(block), []
            self.cursor = 0
            new_items = []
            for item in block.items:
                pending = self.pending
                shape = pending[self.cursor] if self.cursor < len(pending) and \
                    pending[self.cursor].inst is item else None
                if shape is not None:
                    if shape.unknown:
                        self.unclassified.note(item)
                    need = self._need(shape)
                    if need > 0:
                        nops = [new_instruction(ctx.target, "v_nop") for _ in range(need)]
                        new_items.extend(nops)
                        self.prefix.extend(_Shape(n, self.facts) for n in nops)
                        self.inserted += need
                        self.served += 1
                        changed = True
                    self.prefix.append(shape)
                    self.cursor += 1
                new_items.append(item)
            if len(new_items) != len(block.items):
                block.items[:] = new_items
            self.relevant[id(block)] = self.prefix
        self.current = None
        if changed and ctx.remarks:
            ctx.remark(f"{NAME}: @{function.name}: inserted {self.inserted} v_nop(s) for "
                       f"{self.served} consumer(s) inside a co-issue window")
        return changed

    def _shapes(self, block) -> list[_Shape]:
        """The instructions of `block` a scan can meet: fillers, producers, calls and
        unknowns (the others neither fill a slot nor produce)."""
        out = []
        for item in block.items:
            if not is_real(item):
                continue
            shape = _Shape(item, self.facts)
            if shape.filler or shape.call or shape.unknown:
                out.append(shape)
        return out

    def _need(self, consumer: _Shape) -> int:
        if not consumer.src and not consumer.dst:
            return 0      # touches no register (v_nop): depends on nothing
        need = 0
        for kind, overlaps, needed in _rules(consumer):
            need = max(need, self._scan(consumer, kind, overlaps, needed))
        return need

    def _backward(self, block, from_bottom: bool):
        """The fillers, producers and calls of `block`, last first: from its bottom, or
        (the consumer's own block) from just above the consumer."""
        if block is self.current:
            if from_bottom:
                pending = self.pending
                for i in range(len(pending) - 1, self.cursor - 1, -1):
                    yield pending[i]
            prefix = self.prefix
            for i in range(len(prefix) - 1, -1, -1):
                yield prefix[i]
            return
        shapes = self.relevant.get(id(block))
        if shapes is None:
            shapes = self.relevant[id(block)] = self._shapes(block)
        for i in range(len(shapes) - 1, -1, -1):
            yield shapes[i]

    def _scan(self, consumer, kind, overlaps, needed) -> int:
        best = 0
        limit = self.facts.coexec_scan_limit
        entered: dict[int, int] = {}
        work = [(self.current, False, 0)]
        while work:
            block, from_bottom, existing = work.pop()
            stopped = False
            for shape in self._backward(block, from_bottom):
                if shape.call:
                    best = max(best, needed(self.unseen) - existing)
                    self._remark_call(shape)
                    stopped = True
                    break
                if shape.matches(kind) and overlaps(shape, consumer):
                    best = max(best, needed(shape) - existing)
                if kind == WMMA and shape.xdl:
                    stopped = True
                    break
                if shape.filler:
                    existing += 1
                if existing > limit:
                    stopped = True
                    break
            if stopped:
                continue
            preds = block.predecessors
            if not preds and block is not self.entry:
                self._warn_orphan(block)
            for pred in dict.fromkeys(preds):
                if existing < entered.get(id(pred), limit + 1):
                    entered[id(pred)] = existing
                    work.append((pred, True, existing))
        return best

    def _warn_orphan(self, block) -> None:
        if id(block) in self.orphans_warned:
            return
        self.orphans_warned.add(id(block))
        self.ctx.diags.warning(f"{NAME}: @{self.function.name}: ^{block.name} has no "
                               f"predecessors, so producers before it are not seen (run "
                               f"CFGBuilderPass, or give it Successors: edges)", block.loc)

    def _remark_call(self, shape: _Shape) -> None:
        if self.call_remarked or not self.ctx.remarks:
            return
        self.call_remarked = True
        self.ctx.remark(f"{NAME}: @{self.function.name}: the callee of '{shape.inst.opcode}' "
                        f"is not visible; the worst co-issue window is assumed after it",
                        shape.inst.loc)
