"""The wait requirement of one instruction on the live in-flight queues (spec
waitcnt-passes.md 4.5-4.7): RAW through SSA sources and PHIs, WAW, the LDS, tensor and
async anti-dependences, the annotated branch extensions and the conservative fallbacks;
and the event-table facts it needs (out-of-order completion, backpressure).

``Requirements`` is a part of ``WaitDataflow`` (dataflow.py), which sets the attributes
read here: ``info``, ``model``, ``n``, ``crange``, ``dynamic``, ``precise``,
``overwritten``, ``has_lds_dma``, ``descriptor_war``, ``tensor_loads_to_keep`` and
``memory_reads``/``phi_leaves``.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.usedef import PHI
from stinkytofu_opt.passes.waits.insertion import lds_dma, lds_ring, loop_carried, waw
from stinkytofu_opt.passes.waits.insertion.classify import (
    ASYNC, DS, MAX_IN_FLIGHT, MAX_WAIT, TENSOR, UNUSED)
from stinkytofu_opt.passes.waits.insertion.precise import (LGKM_CLASS_COUNT, class_wait,
                                                            lds_in_flight, lds_ordered)
from stinkytofu_opt.passes.waits.insertion.provenance import Binding
from stinkytofu_opt.passes.waits.insertion.queues import (
    SAT_ALL, Queue, _normalize_ages, _normalize_frames)


class Requirements:
    """What an instruction must wait for, given the queues in flight before it."""

    def required(self, inst, info, queues, notes=None, reads=None) -> list:
        """required[c]: the loosest wait per counter that satisfies every dependency
        of ``inst`` on the live queues (-1 = none). With ``notes`` (a dict), records
        the bindings (producer, predecessor, depth, reason) behind each value.
        ``reads``: ``memory_reads(inst)`` when known."""
        req = [UNUSED] * self.n
        allinfo = self.info
        wait_to_drain = self.model.wait_to_drain
        dynamic = self.dynamic
        ooo = self.out_of_order
        precise = self.precise
        max_wait = self.model.max_wait

        def tighten(c, w, op, q, why, depth):
            if w < 0:
                return
            if dynamic and w > 0 and ooo(c, queues[c]):
                k = precise and class_wait(allinfo, max_wait[c], c, op, q)
                w = k if k else 0
                if k:
                    why += f" ({LGKM_CLASS_COUNT})"
            cur = req[c]
            if cur < 0 or w < cur:
                req[c] = w
                if notes is not None:
                    notes[c] = [Binding(op, q.pred if q is not None else None, depth, why)]
            elif notes is not None and w == cur and len(notes.get(c, ())) < 4:
                entry = Binding(op, q.pred if q is not None else None, depth, why)
                if entry not in notes[c]:
                    notes[c].append(entry)

        ring = info.ring
        ring_kinds = ring.anchor_kinds if ring is not None else frozenset()
        gate_tensor = info.gate_tensor
        # 1. RAW through the SSA sources (PHIs: every leaf on every live queue).
        for s in reads if reads is not None else self.memory_reads(inst):
            if s.opcode == PHI:
                for c, leaves in self.phi_leaves(s).items():
                    if c == TENSOR and not gate_tensor and s.dests[0].is_pseudo:
                        continue
                    for q in queues[c]:
                        for op, d in q.newest_first():
                            if op in leaves:
                                if precise and c == DS and lds_ordered(info, allinfo[op]):
                                    continue
                                if not (c == TENSOR and skips_tensor_raw(info, allinfo[op])):
                                    tighten(c, wait_to_drain(c, d), op, q, "RAW", d)
                                    break
                        else:
                            if q.wild:
                                tighten(c, wait_to_drain(c, q.wild), None, q, "RAW (summary)",
                                        q.wild)
                            elif q.sat:
                                for leaf in leaves:
                                    if leaf in q.sat:
                                        tighten(c, wait_to_drain(c, MAX_IN_FLIGHT), leaf, q,
                                                "RAW", MAX_IN_FLIGHT)
                                        break
                continue
            si = allinfo[s]
            for c in raw_counters(info, si, precise):
                for q in queues[c]:
                    n = q.count_from(s)
                    if n > 0:
                        tighten(c, wait_to_drain(c, n), s, q, "RAW", n)
        # 1b. WAW on registers (waw.py), and what cannot be read: drain everything.
        defs = self.overwritten.get(inst)
        if defs:
            waw.waw_scan(self, inst, info, queues, defs, tighten)
        if info.drain_all:
            for c in self.crange:
                if _in_flight(queues[c]):
                    _force(req, notes, c, "operands that cannot be read")
        if (info.is_ds or info.is_fence) and self.has_lds_dma:
            lds_dma.lds_dma_scan(self, queues, tighten)
        # 2. Tensor-descriptor WAR: do not overwrite an SGPR a tensor load still reads.
        if self.descriptor_war and info.dest_units and not info.is_wait:
            du = info.dest_units
            for q in queues[TENSOR]:
                for op, d in q.newest_first():
                    if op is inst:
                        continue
                    oi = allinfo[op]
                    if oi.is_tensor_load and oi.src_units & du:
                        tighten(TENSOR, d - 1 if d - 1 < MAX_WAIT else MAX_WAIT, op, q,
                                "descriptor WAR", d)
                        break
                if q.wild:
                    tighten(TENSOR, wait_to_drain(TENSOR, q.wild), None, q,
                            "summary of many paths", q.wild)
        # Rules 3-7 are about LDS writers, barriers, tensor anchors and annotated
        # instructions: nothing else has to wait for them.
        if not (info.is_lds_writer or info.is_fence or info.is_tensor_anchor
                or info.lc_raw is not None or ring is not None):
            return req
        tagged = info.tagged
        toks = info.tokens
        # 3. DS anti-dependences: LDS writers after readers, barriers after DS ops.
        if tagged and (info.is_lds_writer or info.is_fence):
            writer_mode = info.is_lds_writer
            same_pipe = info.is_ds
            skip_ring = not ring_kinds.isdisjoint(
                lds_ring.SKIPS_DS_WRITER_SCAN if writer_mode else lds_ring.SKIPS_DS_BARRIER_SCAN)
            for q in queues[DS] if not same_pipe else ():
                # (A DS writer is on the DS pipeline: every DS op is ordered before it.)
                for op, d in q.newest_first():
                    if op is inst:
                        continue
                    oi = allinfo[op]
                    if writer_mode and not (oi.is_ds_read or oi.is_ds_atomic):
                        continue
                    if precise and dynamic and not oi.is_ds:
                        continue    # barrier-lds-only (precise.py): reads no LDS
                    if skip_ring and oi.ring is not None:
                        continue
                    if not oi.tagged or (oi.tokens & toks):
                        tighten(DS, wait_to_drain(DS, d), op, q,
                                "WAR on LDS" if writer_mode else "barrier ordering", d)
                        break
                if q.wild:
                    tighten(DS, wait_to_drain(DS, q.wild), None, q, "summary of many paths",
                            q.wild)
        # 3b. Write after write on LDS across pipelines: an LDS writer must not be
        # overtaken by an earlier writer of the same buffer on the other pipeline
        # (a tensor fill landing after a ds_store, or the reverse). Untagged: all.
        if info.is_lds_writer:
            other = TENSOR if info.is_ds else DS

            def conflicts(op):
                oi = allinfo[op]
                return ((oi.is_tensor_load or oi.is_ds_write or oi.is_ds_atomic)
                        and (not tagged or not oi.tagged or bool(oi.tokens & toks)))
            for q in queues[other]:
                for op, d in q.newest_first():
                    if op is not inst and conflicts(op):
                        tighten(other, wait_to_drain(other, d), op, q, "WAW on LDS", d)
                        break
                else:
                    if q.wild:
                        tighten(other, wait_to_drain(other, q.wild), None, q,
                                "summary of many paths", q.wild)
                    elif q.sat_has(conflicts):
                        tighten(other, wait_to_drain(other, MAX_IN_FLIGHT), None, q,
                                "WAW on LDS (saturated queue)", MAX_IN_FLIGHT)
        # 4. Untagged tensor loads in flight at a tagged tensor anchor.
        if tagged and info.is_tensor_anchor:
            for q in queues[TENSOR]:
                hit = self.newest_untagged(q)
                if hit and hit[0] is inst:    # (an earlier trip's instance of inst)
                    hit = next(((op, d) for op, d in q.newest_first()
                                if op is not inst and not allinfo[op].tagged), ())
                if hit:
                    op, d = hit
                    tighten(TENSOR, wait_to_drain(TENSOR, d), op, q, "untagged tensor load", d)
                if q.wild:
                    tighten(TENSOR, wait_to_drain(TENSOR, q.wild), None, q,
                            "summary of many paths", q.wild)
        # 5. Async LDS-store WAR.
        if tagged and (info.is_lds_writer or info.is_fence):
            for q in queues[ASYNC]:
                for op, d in q.newest_first():
                    if op is inst:
                        continue
                    oi = allinfo[op]
                    if not oi.tagged or (oi.tokens & toks):
                        tighten(ASYNC, wait_to_drain(ASYNC, d), op, q, "async LDS-store WAR", d)
                        break
                if q.wild:
                    tighten(ASYNC, wait_to_drain(ASYNC, q.wild), None, q,
                            "summary of many paths", q.wild)
        # 6. Loop-carried annotations and ring anchors (the branch extensions).
        if info.lc_war is not None and (info.is_lds_writer or info.is_fence):
            loop_carried.war_scan(inst, info, queues, allinfo, tighten, wait_to_drain)
            if self.tensor_loads_to_keep >= 0 and info.is_fence:
                tighten(TENSOR, self.tensor_loads_to_keep, None, None,
                        "loopCarriedTensorLoadsToKeep", self.tensor_loads_to_keep + 1)
        if info.lc_raw is not None:
            loop_carried.raw_scan(inst, info, queues, allinfo, tighten, wait_to_drain)
        if ring is not None:
            lds_ring.ring_scans(inst, info, queues, allinfo, tighten, wait_to_drain)
        # 7. Conservative fallbacks where disjointness cannot be proved.
        if not tagged:
            if info.is_tensor_anchor and _in_flight(queues[TENSOR]):
                _force(req, notes, TENSOR, "untagged anchor")
            if (info.is_lds_writer or info.is_fence) and _in_flight(queues[ASYNC]):
                _force(req, notes, ASYNC, "untagged LDS writer/barrier")
            if info.is_lds_writer and not info.is_ds_write and _in_flight(queues[DS]):
                _force(req, notes, DS, "untagged LDS writer")
        if info.is_fence and (lds_in_flight(allinfo, queues[DS]) if precise and dynamic
                              else _in_flight(queues[DS])):
            if not tagged or any(q.wild or self.newest_untagged(q) for q in queues[DS]):
                _force(req, notes, DS, "barrier with untagged DS ops")
        return req

    def required_simple(self, checks, queues) -> list:
        """``required`` without notes for an instruction whose only rules are RAW and WAW
        on the (memop, counter) ``checks`` (dataflow._simple_checks)."""
        req = [UNUSED] * self.n
        wait_to_drain = self.model.wait_to_drain
        dynamic = self.dynamic
        precise = self.precise
        for s, c in checks:
            for q in queues[c]:
                n = q.count_from(s)
                if n > 0:
                    w = wait_to_drain(c, n)
                    if w < 0:
                        continue
                    if dynamic and w > 0 and self.out_of_order(c, queues[c]):
                        # (as ``tighten`` in ``required``)
                        k = precise and class_wait(self.info, self.model.max_wait[c], c, s, q)
                        w = k if k else 0
                    cur = req[c]
                    if cur < 0 or w < cur:
                        req[c] = w
        return req

    def newest_untagged(self, q):
        """(op, distance) of the newest listed entry of ``q`` without memory tokens, or
        (); cached on the (immutable) queue: tagged anchors and barriers ask it of
        every queue they see."""
        hit = q.untagged
        if hit is None:
            allinfo = self.info
            hit = next(((op, d) for op, d in q.newest_first() if not allinfo[op].tagged), ())
            q.untagged = hit
        return hit


    def untagged_tensor_in_flight(self, qs) -> bool:
        """Whether rule 4 can fire on the tensor queues ``qs``: an untagged entry or a
        summary of many paths."""
        for q in qs:
            if q.wild or self.newest_untagged(q):
                return True
        return False


    # ------------------------------------------- targets with an event table
    def out_of_order(self, c, qs) -> bool:
        """Whether counter ``c`` completes out of order with the queues ``qs`` in flight:
        an unordered event or more than one event kind pending, over all the paths
        together (as LLVM's merged scoreboard and the validator see it)."""
        kinds = set()
        for q in qs:
            k = self._kinds(c, q)
            if k is None:
                return True
            kinds |= k
        return len(kinds) > 1

    def _kinds(self, c, q):
        """The event kinds pending on ``q`` (None: unordered or unknown members)."""
        hit = q.ooo
        if hit is not None and hit[0] == c:
            return hit[1]
        result = None
        if not (q.wild or q.sat is SAT_ALL):
            kinds = set()
            allinfo = self.info
            for op in (*q.ops, *q.sat):
                kind, _order, unordered = allinfo[op].kinds[c]
                if unordered:
                    break
                kinds.add(kind)
            else:
                result = frozenset(kinds)
        q.ooo = (c, result)
        return result

    def need(self, c, n, qs) -> int:
        """The wait that retires an op ``n`` entries from the tail, with ``qs`` in
        flight on the counter."""
        w = self.model.wait_to_drain(c, n)
        if self.dynamic and w > 0 and self.out_of_order(c, qs):
            return 0
        return w

    def retire(self, c, q, order):
        """``q`` after an op of ordered class ``order`` issues on counter ``c``: every
        op of that class with at least the counter's capacity of younger ops of the
        class (the new one included) has completed (backpressure). Only exact queues
        are retired; summaries keep their ops (waits more, sound)."""
        ops = q.ops
        cap = self.model.cap[c]
        if q.dists is not None or q.wild or len(ops) < cap - 1:
            return q
        allinfo = self.info
        younger = 1
        keep = None
        for i in range(len(ops) - 1, -1, -1):
            if allinfo[ops[i]].kinds[c][1] != order:
                continue
            if younger >= cap:
                if keep is None:
                    keep = [True] * len(ops)
                keep[i] = False
            else:
                younger += 1
        if keep is None:
            return q
        idxs = [i for i in range(len(ops)) if keep[i]]
        ages = _normalize_ages(tuple(q.ages[i] for i in idxs)) if q.ages else None
        frames = (_normalize_frames(tuple(q.frames[i] for i in idxs)) if q.frames
                  else None)
        return Queue(q.pred, tuple(ops[i] for i in idxs), None, q.sat, 0, ages, frames)



def raw_counters(info, si, precise: bool):
    """The counters of producer ``si`` a read by ``info`` waits on (the RAW rule), after
    the rules that exempt one: the tensor gate and ring anchors, and in precise mode LDS
    order. Both the full requirement and the RAW/WAW-only fast path ask here."""
    for c in si.counters:
        if c == TENSOR and skips_tensor_raw(info, si):
            continue
        if precise and c == DS and lds_ordered(info, si):
            continue
        yield c


def skips_tensor_raw(info, si) -> bool:
    """Whether the RAW rule ignores the tensorcnt of producer ``si`` for consumer
    ``info``: only a fence or a single-wave kernel waits on tensorcnt for a read
    (``gate_tensor``), and a ring anchor replaces the token scans of its access
    kinds for producers that carry ring data (lds_ring.ring_scans decides those). The gate
    is about the LDS a tensor load fills: a producer that may write registers (an
    unmodelled one: machine/registers.py) is waited for like any other."""
    if si.reg_writer:
        return False
    if not info.gate_tensor:
        return True
    ring = info.ring
    return (ring is not None and si.ring is not None
            and not ring.anchor_kinds.isdisjoint(lds_ring.SKIPS_TENSOR_RAW))



def _in_flight(qs) -> bool:
    for q in qs:
        if q.ops or q.wild:
            return True
    return False


def _force(req, notes, c, why) -> None:
    req[c] = 0
    if notes is not None:
        notes[c] = [Binding(None, None, 0, why)]
