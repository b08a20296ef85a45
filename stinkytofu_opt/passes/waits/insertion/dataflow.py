"""The forward wait-count dataflow: per-predecessor in-flight queues per counter,
the per-instruction wait requirement, the fixed-point solver and the finalize
replay (spec waitcnt-passes.md 4.3-4.7 and 4.9).
"""

from __future__ import annotations

from stinkytofu_opt.analysis.usedef import PHI, build_use_def, remove_phis
from stinkytofu_opt.passes.waits.insertion.classify import (
    ASYNC, DS, MAX_IN_FLIGHT, MAX_WAIT, NUM_COUNTERS, OUT_OF_ORDER, TENSOR, UNUSED, Classifier,
    CounterModel, private)
from stinkytofu_opt.passes.waits.insertion import lds_dma, lds_ring, loop_carried, waw
from stinkytofu_opt.passes.waits.insertion.phi_leaves import PhiLeaves
from stinkytofu_opt.passes.waits.insertion.precise import lds_ordered
from stinkytofu_opt.passes.waits.insertion.provenance import Binding, drained_entries
from stinkytofu_opt.passes.waits.insertion.queues import (
    MAX_TRIP_AGE, SAT_ALL, Queue, _normalize_ages, _normalize_frames, summarize)

RANGE = range(NUM_COUNTERS)
# Distinct per-predecessor queues one counter may hold at a block entry before
# they are merged into sound summaries (sequential diamonds double them).
MAX_QUEUES = 16
class _Marker(tuple):
    """A distinct empty tuple (see UNTAGGED_TENSOR_ONLY)."""

    __slots__ = ()


# The memory reads of an instruction whose only wait rule is rule 4 (WaitDataflow._body_entry):
# empty, so required() sees no reads.
UNTAGGED_TENSOR_ONLY = _Marker()
# The modifiers _read_annotations reads.
ANNOTATION_KINDS = frozenset({"loopcarriedwar", "loopcarriedraw", "lds_ring"})
# Instructions between two recorded states of a block walk (WalkTrace): smaller splices
# sooner, larger records less.
CHECKPOINT_EVERY = 32
# Sweeps in which a loop header's entry state may change before the queues arriving
# over its back edges are widened (WaitDataflow.merge). Loops that settle sooner keep
# exact queues; one whose queues grow every trip would otherwise run to the cap.
WIDEN_AFTER = 8


def wait_to_drain(c: int, n: int) -> int:
    """The immediate that retires an op ``n`` entries from the tail."""
    if n <= 0:
        return UNUSED
    if OUT_OF_ORDER[c]:
        return 0
    return n - 1 if n - 1 < MAX_WAIT else MAX_WAIT


def iteration_cap(num_blocks: int) -> int:
    return min(256, max(MAX_IN_FLIGHT + 8, 2 * num_blocks))


_GFX1250 = CounterModel(None)


class WaitSpec:
    """Waits to emit before one instruction (or at a predecessor's tail):
    one immediate per counter (-1 = none), the tensor tokens drained, and the
    provenance of each wait (provenance.py): ``notes[c]`` the bindings that
    fixed the count, ``drained[c]`` every queue entry the wait retires."""

    __slots__ = ("counts", "tokens", "notes", "drained")

    def __init__(self, counts=None, n=NUM_COUNTERS):
        self.counts = list(counts) if counts is not None else [UNUSED] * n
        self.tokens: tuple = ()
        self.notes: dict = {}
        self.drained: dict = {}

    def valid(self) -> bool:
        return any(v >= 0 for v in self.counts)

    def copy(self) -> "WaitSpec":
        s = WaitSpec(self.counts)
        s.tokens = self.tokens
        s.notes = dict(self.notes)
        s.drained = dict(self.drained)
        return s

    def __repr__(self) -> str:  # pragma: no cover
        return "WaitSpec(" + ", ".join(f"{c}={v}" for c, v in
                                       enumerate(self.counts) if v >= 0) + ")"


class State:
    """Dataflow state at a block boundary: per counter, a tuple of queues.

    The reference also keeps, per PHI, the wait its incoming memops would need
    (spec waitcnt-passes.md 4.4) and compares them with the queues; no wait is
    read from them, so they are left out: they only cost memory (60 PHIs per
    join in 5,000 nested ifs) and sweeps."""

    __slots__ = ("queues",)

    def __init__(self, queues=None):
        self.queues = queues if queues is not None else [()] * NUM_COUNTERS

    def copy(self) -> "State":
        return State(list(self.queues))

    def __eq__(self, other) -> bool:
        return self.queues == other.queues


class TailDrain:
    __slots__ = ("pred", "spec")

    def __init__(self, pred, spec: WaitSpec):
        self.pred = pred
        self.spec = spec


class WalkTrace:
    """What one block walk leaves for the next walk of the block (``walk_traced``):
    ``points``, instruction index -> ((queues, last, since), plan length) every
    ``CHECKPOINT_EVERY`` instructions; its ``plan``; ``snapshots``, per plan entry
    the queues the wait was computed from; ``exit``, the exit queues."""

    __slots__ = ("points", "plan", "snapshots", "exit")

    def __init__(self, points, plan, snapshots, exit_queues):
        self.points = points
        self.plan = plan
        self.snapshots = snapshots
        self.exit = exit_queues


class Plan:
    def __init__(self):
        self.anchors: dict = {}          # instruction -> WaitSpec
        self.tail_drains: list[TailDrain] = []


class WaitDataflow:
    """The dataflow of one function. Building it classifies every instruction and
    rebuilds the use-def chains (PHIs included) over the register units memory
    operations write: a read matters to it only for the memory operations it
    reaches. The caller takes the PHIs out again (``remove_phis``) when done."""

    def __init__(self, function, cfg, *, num_waves=0, loop_carried=False,
                 descriptor_war=False, cap=None, tensor_loads_to_keep=UNUSED, model=None,
                 precise=False):
        rpo = cfg.rpo
        self.function = function
        self.model = model = model if model is not None else _GFX1250
        self.dynamic = model.dynamic
        self.n = model.n
        self.crange = range(model.n)
        self.rpo = rpo
        self.loop_carried = loop_carried
        self.descriptor_war = descriptor_war
        self.tensor_loads_to_keep = tensor_loads_to_keep
        self.precise = precise              # precise-mode rules (precise.py)
        self.diagnostics: list = []        # (message, loc) for malformed annotations
        self.annotated = False             # any loop-carried or ring annotation
        rpo_index = {bb: i for i, bb in enumerate(rpo)}
        self.cap = cap if cap is not None else iteration_cap(len(rpo))
        self.info: dict = {}
        # block -> [(inst, info, reads)] without PHIs, of the instructions a walk
        # looks at; ``reads``: see _body_entry
        self.body: dict = {}
        self.phis: dict = {}        # block -> [PHI]
        self.block_of: dict = {}    # instruction of a body -> its block
        self.last_info: dict = {}   # block -> the info of its last instruction
        self.keep_live: dict = {}
        self.decoded: dict = {}
        self.preds: dict = {}
        classify = Classifier(num_waves, model, units=descriptor_war)
        self.has_lds_dma = False         # any VMEM load into LDS (lds_dma.py)
        remove_phis(function)
        for bb in rpo:
            body = []
            keep = False
            for item in bb.items:
                if not hasattr(item, "opcode"):
                    continue
                info = classify(item)
                for m in item.mods:
                    if m.kind in ANNOTATION_KINDS:
                        info = self._read_annotations(item, info)
                        break
                self.info[item] = info
                self.has_lds_dma = self.has_lds_dma or info.lds_dma
                body.append((item, info))
                if info.is_wait:
                    self.decoded[item] = model.decode(item)
                # Tensor state stays live (exempt from the freeze) where it can
                # be needed: untagged tensor anchors, loop-carried readers, rings.
                if ((info.is_tensor_anchor and not info.tagged) or info.lc_raw is not None
                        or info.ring is not None):
                    keep = True
            self.body[bb] = body
            self.last_info[bb] = body[-1][1] if body else None
            self.keep_live[bb] = keep
            self.preds[bb] = list(dict.fromkeys(bb.predecessors))
        infos = self.info
        self.overwritten: dict = {}     # inst -> the definitions it overwrites (WAW)
        build_use_def(function, cfg, include_pseudo=True, clear_existing=False,
                      defined_by=lambda inst: bool(infos[inst].counters),
                      overwritten=self.overwritten)
        for bb in rpo:      # the PHIs lead their blocks
            phis = []
            for item in bb.items:
                if getattr(item, "opcode", None) != PHI:
                    break
                phis.append(item)
                infos[item] = classify(item)
            self.phis[bb] = phis
        # Every instruction is classified: the memops and PHIs each one reads can be told.
        self._leaves = PhiLeaves(infos)
        # The walks skip what no rule, queue or wait concerns (most ALU code): the
        # body keeps the instructions that may need a wait, issue on a counter, credit
        # one (waits) or retire entries (backpressure).
        block_of = self.block_of
        for bb in rpo:
            kept = []
            for inst, info in self.body[bb]:
                entry = self._body_entry(inst, info)
                if entry[2] is not None or info.counters or info.is_wait or info.orders:
                    kept.append(entry)
                    block_of[inst] = bb
            self.body[bb] = kept
        # Trip ages decide waits only under loop-carried or ring annotations; else
        # they feed provenance alone, and "one trip back or more" keeps the sweeps
        # the mainline needs (each extra age level can cost a sweep).
        self.age_cap = MAX_TRIP_AGE if self.annotated else 1
        if cap is None and self.annotated:
            # Ages settle up to age_cap sweeps after the ops do.
            self.cap += self.age_cap
        # Loop back edges (source at or after the target in RPO): queues crossing
        # one age by a trip and, with ring advances at the source's end, rotate.
        self.back_edges: dict = {}         # (pred, block) -> rotate function or None
        for bb in rpo:
            for p in self.preds[bb]:
                if p in rpo_index and rpo_index[p] >= rpo_index[bb]:
                    self.back_edges[(p, bb)] = self._rotation(p)
        self.loop_headers = frozenset(bb for _p, bb in self.back_edges)
        self.entry_state: dict = {}
        self.exit_state: dict = {}
        self.block_plans: dict = {}
        self.cap_hit = False
        self.converged_sweeps = 0
        self.overflow_sites: dict = {}      # (block, counter) -> True
        self.queue_cap_sites: dict = {}     # (block, counter) -> True
        self._rank = None                   # op -> program order (RPO), for summaries
        self.explain = True                 # finalize: provenance for every wait
        # Loop headers whose back-edge queues are joined with the previous entry's
        # (merge); reset by each fixed point.
        self.widened: set = set()
        self.widen_sites: dict = {}         # block -> True: widened in some fixed point

    # ------------------------------------------------------------------ helpers
    def memory_reads(self, inst, info=None) -> tuple:
        """The SSA sources of ``inst`` its RAW rule looks at, in order: PHIs and
        instructions that count on a counter; with ``inst``'s ``info``, only those
        with a counter the rule checks for it (see skips_tensor_raw): PHIs that reach
        such memops."""
        allinfo = self.info
        out = []
        for s in inst.sources:
            if s is None:
                continue
            if s.opcode == PHI:
                if info is None or any(c != TENSOR or info.gate_tensor
                                       for c in self._leaves.counters(s)):
                    out.append(s)
                continue
            si = allinfo.get(s)
            if si is None or not si.counters:
                continue
            if (info is not None and si.counters == (TENSOR,)
                    and skips_tensor_raw(info, si)):
                continue
            out.append(s)
        return tuple(out)

    def _body_entry(self, inst, info) -> tuple:
        """(inst, info, reads): ``reads`` the memory reads; None when no rule of
        ``required`` can apply to ``inst`` (most ALU instructions), which the walks
        then skip; ``UNTAGGED_TENSOR_ONLY`` when the only one is rule 4 (a tagged LDS
        read without annotations: untagged tensor loads in flight), which the walks
        check before calling ``required``."""
        reads = self.memory_reads(inst, info) if inst.sources else ()
        defs = self.overwritten.get(inst)
        if defs is not None:
            defs = waw.overwritten_memops(self, inst, info, defs)
            if defs:
                self.overwritten[inst] = defs
                return inst, info, reads
            del self.overwritten[inst]
        if info.drain_all or ((info.is_ds or info.is_fence) and self.has_lds_dma):
            return inst, info, reads
        descriptor = self.descriptor_war and info.dest_units and not info.is_wait
        annotated = (info.lc_war is not None or info.lc_raw is not None
                     or info.ring is not None)
        if reads or descriptor or annotated or info.is_lds_writer or info.is_fence:
            return inst, info, reads
        if info.is_tensor_anchor:
            return inst, info, UNTAGGED_TENSOR_ONLY if info.tagged else reads
        return inst, info, None

    def _may_need_wait(self, reads, queues) -> bool:
        """False when no rule of ``required`` can fire for an instruction with these
        ``reads`` (see _body_entry) on ``queues``."""
        if reads is None:
            return False
        return (reads is not UNTAGGED_TENSOR_ONLY
                or self.untagged_tensor_in_flight(queues[TENSOR]))

    def untagged_tensor_in_flight(self, qs) -> bool:
        """Whether rule 4 can fire on the tensor queues ``qs``: an untagged entry or a
        summary of many paths."""
        for q in qs:
            if q.wild or self.newest_untagged(q):
                return True
        return False

    def _read_annotations(self, inst, info):
        """``info``, or a private copy carrying ``inst``'s loop-carried and ring
        annotations (``info`` may be shared with other instructions)."""
        lc_war = loop_carried.annotation(inst, "loopcarriedwar")
        lc_raw = loop_carried.annotation(inst, "loopcarriedraw")
        ring = None
        try:
            ring = lds_ring.ring_facts(inst)
        except lds_ring.RingDataError as err:
            # Without usable ring data the memtoken rules apply (the mainline model).
            self.diagnostics.append((f"{err}; ignored, the memtoken rules apply to "
                                     f"{inst.opcode}", inst.loc))
        if lc_war is None and lc_raw is None and ring is None:
            return info
        self.annotated = True
        info = private(info)
        info.lc_war, info.lc_raw, info.ring = lc_war, lc_raw, ring
        return info

    def _rotation(self, pred):
        """The frame rotation a back edge from ``pred`` applies, or None."""
        last = self.last_info.get(pred)
        if last is None:
            return None
        ring = last.ring
        if ring is None or not ring.advances:
            return None
        advances = ring.advances
        infos = self.info

        def rotate(op, frames):
            oring = infos[op].ring
            if oring is None:
                return frames
            return lds_ring.rotate(oring.accesses, frames, advances)
        return rotate

    def phi_leaves(self, phi) -> dict:
        """Counter -> frozenset of the memops a PHI reaches through nested PHIs."""
        return self._leaves.leaves(phi)

    def memop_deps(self, inst, c) -> set:
        """The memops on counter ``c`` that ``inst`` reads (RAW), through PHIs."""
        deps = set()
        for s in inst.sources:
            if s is None:
                continue
            if s.opcode == PHI:
                deps.update(self.phi_leaves(s).get(c, ()))
            else:
                si = self.info.get(s)
                if si is not None and c in si.counters:
                    deps.add(s)
        return deps

    def merge(self, bb, exits, adjust=None, prev=None) -> State:
        """Entry state: every predecessor's exit queues retagged with the predecessor
        (aged and rotated over back edges), identical queues deduplicated; optional
        tail-drain trims per predecessor. ``prev``, the block's previous entry
        state, keeps trip ages from going down between sweeps (they only grow to
        their cap, so the sweeps converge)."""
        crange = self.crange
        queues = [[] for _ in crange]
        seen = [{} for _ in crange]
        back_edges = self.back_edges
        age_cap = self.age_cap
        for p in self.preds[bb]:
            st = exits.get(p)
            if st is None:
                continue
            drain = adjust.get(p) if adjust else None
            edge = (p, bb)
            back = edge in back_edges
            rotate = back_edges.get(edge)
            for c in crange:
                out, s = queues[c], seen[c]
                keep = drain.counts[c] if drain is not None else UNUSED
                for q in st.queues[c]:
                    q = q.carried(p, rotate, age_cap) if back else q.with_pred(p)
                    if keep >= 0:
                        q = q.trim(keep)
                    k = q.key()
                    at = s.get(k)
                    if at is None:
                        s[k] = len(out)
                        out.append(q)
                    else:
                        out[at] = out[at].merged_ages(q)
        if prev is not None and bb in self.widened:
            self._widen(bb, queues, prev)
        cap_sites = self.queue_cap_sites
        for c in crange:
            # Once a block's queues overflowed they stay summarized: re-expanding them
            # on a later sweep would regrow the same chain and oscillate.
            if len(queues[c]) > MAX_QUEUES or (len(queues[c]) > 1 and (bb, c) in cap_sites):
                queues[c] = self._cap_queues(bb, c, queues[c])
        if prev is not None:
            _keep_ages(queues, prev)
        return State([tuple(q) for q in queues])

    def _program_rank(self) -> dict:
        """op -> its place in RPO program order: summaries order ops that share a
        distance by it (queues.summarize)."""
        if self._rank is None:
            self._rank = {op: i for i, op in enumerate(self.info)}
        return self._rank

    def _widen(self, bb, queues, prev: State) -> None:
        """Join, per back-edge predecessor and counter, the queues arriving over the
        edge with the ones the previous entry state had from it: one summary each
        (smallest distance per op, largest trip age, every op either had in flight).

        The join only adds ops and lowers distances, both bounded, so the header's
        entry stops changing: this is the widening for loops whose queues change
        every trip (an op issued before an inner loop that never drains drifts one
        trip's issue count deeper per sweep until it saturates, 64 entries later).
        Sound: the summary covers the old state, which covers the earlier trips,
        and the new arrivals, and a smaller distance only waits more."""
        rank = self._program_rank()
        back_edges = self.back_edges
        for c in self.crange:
            qs = queues[c]
            groups: dict = {}
            for q in qs:
                if (q.pred, bb) in back_edges:
                    groups.setdefault(q.pred, []).append(q)
            if not groups:
                continue
            for q in prev.queues[c]:
                if q.pred in groups:
                    groups[q.pred].append(q)
            joined = {p: summarize(g, p, rank) for p, g in groups.items()}
            out = []
            for q in qs:
                if q.pred not in joined:
                    out.append(q)
                elif joined[q.pred] is not None:   # the summary takes the first's place
                    out.append(joined[q.pred])
                    joined[q.pred] = None
            queues[c] = out

    def _cap_queues(self, bb, c, qs):
        self.queue_cap_sites[(bb, c)] = True
        groups: dict = {}
        for q in qs:
            groups.setdefault(q.pred, []).append(q)
        rank = self._program_rank()
        merged = [g[0] if len(g) == 1 else summarize(g, pred, rank)
                  for pred, g in groups.items()]
        if len(merged) > MAX_QUEUES:
            merged = [summarize(qs, None, rank)]
        return merged

    # ------------------------------------------------------------ requirements
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

        def tighten(c, w, op, q, why, depth):
            if w < 0:
                return
            if dynamic and w > 0 and ooo(c, queues[c]):
                w = 0
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
                    if c == TENSOR and not gate_tensor:
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
            for c in si.counters:
                if c == TENSOR and skips_tensor_raw(info, si):
                    continue
                if precise and c == DS and lds_ordered(info, si):
                    continue
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
        if info.is_fence and _in_flight(queues[DS]):
            if not tagged or any(q.wild or self.newest_untagged(q) for q in queues[DS]):
                _force(req, notes, DS, "barrier with untagged DS ops")
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

    # --------------------------------------------------------------- block walk
    def walk(self, bb, queues, planned=None, final=False, previous=None) -> list:
        """Walk one block, mutating ``queues``; return [(inst, WaitSpec)] in order.

        ``planned`` (finalize): per-instruction planned specs; the applied wait is
        the stricter of planned and recomputed. ``previous``: the ``WalkTrace`` of
        this block's last walk with the same ``planned`` and ``final`` (see
        ``walk_traced``)."""
        return self.walk_traced(bb, queues, planned, final, previous)[0]

    def walk_traced(self, bb, queues, planned=None, final=False, previous=None):
        """``walk``, returning (plan, trace). The trace records the walk state every
        ``CHECKPOINT_EVERY`` instructions and the queues each wait was computed from.

        The rest of a walk is a function of its state (queues, last wait and ops
        since, per counter) and of the instructions left: when the state at a
        checkpoint equals the one ``previous`` recorded there, the rest of this walk
        is the rest of that one (same specs, same exit queues) and is spliced in
        instead of recomputed. Loop bodies reach a state of their previous sweep
        soon after their first full drain, so a later sweep walks only that prefix."""
        plan = []
        snapshots = []     # per plan entry: the queues its required() saw
        points = {}        # instruction index -> (state, plan length)
        last = [UNUSED] * self.n      # per counter: the last wait's count, and
        since = [0] * self.n          # the ops issued since (drained at least that far)
        static_ooo = self.model.static_ooo
        dynamic = self.dynamic
        decoded = self.decoded
        prev_points = previous.points if previous is not None else None
        body = self.body[bb]
        for i, (inst, info, reads) in enumerate(body):
            if i and not i % CHECKPOINT_EVERY:
                state = (tuple(queues), tuple(last), tuple(since))
                if prev_points is not None:
                    hit = prev_points.get(i)
                    if hit is not None and hit[0] == state:
                        return self._splice(previous, i, hit[1], plan, snapshots, points,
                                            queues)
                points[i] = (state, len(plan))
            if info.is_wait:
                for c, w in decoded.get(inst, ()):
                    if w is None or w < 0 or (static_ooo[c] and w != 0):
                        continue
                    if dynamic and w != 0 and self.out_of_order(c, queues[c]):
                        continue   # a non-zero wait credits nothing out of order
                    queues[c] = tuple(q.trim(w) for q in queues[c])
                    last[c] = w
                    since[c] = 0
                continue
            if dynamic and info.orders:
                # Backpressure first: the instruction that would overflow the counter
                # may consume the result it forced to complete.
                for c, order in info.orders:
                    queues[c] = tuple(self.retire(c, q, order) for q in queues[c])
            pspec = planned.get(inst) if planned is not None else None
            if pspec is not None or (reads is not None and self._may_need_wait(reads, queues)):
                wait = self._wait_before(inst, info, reads, pspec, queues, last, since, final)
                if wait is not None:
                    spec, seen = wait
                    plan.append((inst, spec))
                    snapshots.append(seen)
            for c in info.counters:
                self._issue(bb, c, inst, queues)
                since[c] += 1
        return plan, WalkTrace(points, plan, snapshots, tuple(queues))

    def _wait_before(self, inst, info, reads, pspec, queues, last, since, final):
        """(WaitSpec, the queues it was computed from) for the wait ``inst`` needs, or
        None: the stricter of the requirement and the planned ``pspec``, leaving out
        what the waits since ``last`` drained. Trims ``queues`` and updates
        ``last``/``since`` for it."""
        notes = {} if final else None
        req = self.required(inst, info, queues, notes, reads)
        if pspec is None and max(req) < 0:
            return None
        spec = seen = None
        for c in self.crange:
            w = req[c]
            if pspec is not None:
                pw = pspec.counts[c]
                if pw >= 0 and (w < 0 or pw < w):
                    w = pw
                    if notes is not None and pspec.notes.get(c):
                        notes[c] = pspec.notes[c]
            if w < 0:
                continue
            if last[c] != UNUSED and last[c] + since[c] <= w:
                continue  # already drained at least this far
            if spec is None:
                spec = WaitSpec(None, self.n)
                seen = tuple(queues)
            spec.counts[c] = w
            last[c] = w
            since[c] = 0
            if final and (self.explain or self.annotated or c == TENSOR):
                self._explain(spec, c, w, queues[c], notes, info)
            queues[c] = tuple(q.trim(w) for q in queues[c])
        return (spec, seen) if spec is not None else None

    def _issue(self, bb, c, inst, queues) -> None:
        """``inst`` enters every queue of counter ``c`` (a fresh local queue if none)."""
        qs = queues[c] or (Queue(None),)
        out = []
        for q in qs:
            q2, sat = q.append(inst)
            if sat:
                self.overflow_sites[(bb, c)] = True
            out.append(q2)
        queues[c] = tuple(out)

    @staticmethod
    def _splice(previous, i, prev_len, plan, snapshots, points, queues):
        """Finish a walk whose state at instruction ``i`` is the one ``previous`` had
        there (with ``prev_len`` plan entries): its remaining specs and exit queues."""
        shift = len(plan) - prev_len
        plan.extend(previous.plan[prev_len:])
        snapshots.extend(previous.snapshots[prev_len:])
        for j, (state, length) in previous.points.items():
            if j >= i:
                points[j] = (state, length + shift)
        queues[:] = previous.exit
        return plan, WalkTrace(points, plan, snapshots, previous.exit)

    def _explain(self, spec, c, w, qs, notes, info) -> None:
        """The provenance of ``spec``'s wait ``w`` on counter ``c`` (final walks):
        the entries it drains from ``qs`` (pre-trim), the tensor tokens, the
        bindings ``required`` noted."""
        allinfo = self.info
        drained = drained_entries(qs, w, allinfo, self.age_cap)
        spec.drained[c] = drained
        if c == TENSOR:
            toks = set()
            for d in drained:
                toks.update(allinfo[d.op].tokens)
            if any(b.why == "loopCarriedTensorLoadsToKeep" for b in notes.get(c, ())):
                toks.update(info.tokens)
            spec.tokens = tuple(sorted(toks))
        spec.notes[c] = notes.get(c, [])

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

    # ------------------------------------------------------------------- solve
    def _freeze(self, state: State, stored: State | None) -> None:
        state.queues[TENSOR] = stored.queues[TENSOR] if stored is not None else ()

    def _fixed_point(self, entries, exits, plans, planned=None, final=False,
                     tail_adjust=None) -> bool:
        """Sweeps over the RPO until no exit state changes (or the cap)."""
        dirty = set(self.rpo)
        succs = {bb: list(dict.fromkeys(bb.successors)) for bb in self.rpo}
        traces = {}
        headers = self.loop_headers
        widened = self.widened
        widened.clear()
        entry_changes = dict.fromkeys(headers, 0)
        for it in range(self.cap):
            changed = False
            for bb in self.rpo:
                if bb not in dirty:
                    continue
                dirty.discard(bb)
                entry = self.merge(bb, exits, tail_adjust, entries.get(bb))
                if bb in headers and bb not in widened and bb in entries \
                        and entry != entries[bb]:
                    entry_changes[bb] += 1
                    if entry_changes[bb] >= WIDEN_AFTER:
                        widened.add(bb)
                        self.widen_sites[bb] = True
                freeze = not self.loop_carried and it > 0 and not self.keep_live[bb]
                if freeze:
                    self._freeze(entry, entries.get(bb))
                if bb in traces and entry == entries[bb]:
                    # The walk would repeat the last one: same plan, and an exit state
                    # equal to the stored one (frozen or not, its tensor queue is the
                    # stored exit's). Nothing changes.
                    continue
                working = entry.copy()
                plans[bb], traces[bb] = self.walk_traced(bb, working.queues, planned, final,
                                                         traces.get(bb))
                if freeze and bb in exits:
                    self._freeze(working, exits.get(bb))
                entries[bb] = entry
                old = exits.get(bb)
                if old is None or old != working:
                    exits[bb] = working
                    changed = True
                    for s in succs[bb]:
                        dirty.add(s)
            if not changed:
                self.converged_sweeps = it + 1
                self.traces = traces
                return True
        self.traces = traces
        return False

    def solve(self) -> bool:
        self.overflow_sites.clear()
        ok = self._fixed_point(self.entry_state, self.exit_state, self.block_plans)
        self.cap_hit = not ok
        return ok

    def materialize(self) -> Plan:
        plan = Plan()
        for bb in self.rpo:
            for inst, spec in self.block_plans.get(bb, ()):
                s = spec.copy()
                if self.cap_hit:
                    s.counts = [0 if v >= 0 else UNUSED for v in s.counts]
                plan.anchors[inst] = s
        return plan

    def annotate(self, explain: bool = True) -> Plan:
        """The converged plan with tensor tokens and provenance, when no optimizer
        changed it: one more walk of each block from its converged entry state
        reproduces the last sweep exactly (the full replay would reach the same).
        Without ``explain``, only the waits whose instructions carry provenance get
        it: tensor waits (their tokens) and, under ring annotations, ring drains."""
        plan = Plan()
        for bb in self.rpo:
            trace = self.traces.get(bb)
            if trace is None:
                continue
            # The last sweep's walk of each block is the one a walk from its converged
            # entry state repeats: its specs, with the provenance added from the
            # queues each wait was computed from.
            for (inst, spec), queues in zip(trace.plan, trace.snapshots):
                if explain or self.annotated or spec.counts[TENSOR] >= 0:
                    spec = self._final_spec(inst, spec, queues)
                plan.anchors[inst] = spec
        return plan

    def _final_spec(self, inst, spec, queues) -> WaitSpec:
        """``spec`` (a non-final walk's) with provenance: what a final walk computes
        at ``inst`` from the same ``queues``."""
        info = self.info[inst]
        notes = {}
        self.required(inst, info, queues, notes)
        out = WaitSpec(spec.counts, self.n)
        for c in self.crange:
            w = spec.counts[c]
            if w >= 0:
                self._explain(out, c, w, queues[c], notes, info)
        return out

    def finalize(self, plan: Plan, explain: bool = True) -> bool:
        """Replay every block with the post-optimizer plan: the applied wait is the
        stricter of planned and recomputed; adds waits promotion made necessary,
        drops redundant ones. Returns False on hitting the iteration cap. Without
        ``explain`` the waits get provenance only where every output prints it
        (as ``annotate``): tensor tokens and, under ring annotations, ring drains."""
        self.explain = explain
        adjust = {}
        for td in plan.tail_drains:
            if td.spec.valid() and td.pred not in adjust:
                adjust[td.pred] = td.spec
        planned = plan.anchors
        entries, exits, plans = {}, {}, {}
        # Tail drains trim only the queues tagged with their predecessor.
        self.final_entry, self.final_exit = entries, exits
        ok = self._fixed_point(entries, exits, plans, planned, True, adjust)
        anchors = {}
        for bb in self.rpo:
            for inst, spec in plans.get(bb, ()):
                anchors[inst] = spec
        plan.anchors = anchors
        return ok


def skips_tensor_raw(info, si) -> bool:
    """Whether the RAW rule ignores the tensorcnt of producer ``si`` for consumer
    ``info``: only a fence or a single-wave kernel waits on tensorcnt for a read
    (``gate_tensor``), and a ring anchor replaces the token scans of its access
    kinds for producers that carry ring data (lds_ring.ring_scans decides those)."""
    if not info.gate_tensor:
        return True
    ring = info.ring
    return (ring is not None and si.ring is not None
            and not ring.anchor_kinds.isdisjoint(lds_ring.SKIPS_TENSOR_RAW))


def _keep_ages(queues, prev: State) -> None:
    for c in range(len(queues)):
        old = prev.queues[c]
        if not old:
            continue
        by_key = {q.key(): q for q in old if q.ages is not None}
        if not by_key:
            continue
        qs = queues[c]
        for i, q in enumerate(qs):
            o = by_key.get(q.key())
            if o is not None:
                qs[i] = q.merged_ages(o)


def _in_flight(qs) -> bool:
    for q in qs:
        if q.ops or q.wild:
            return True
    return False


def _force(req, notes, c, why) -> None:
    req[c] = 0
    if notes is not None:
        notes[c] = [Binding(None, None, 0, why)]
