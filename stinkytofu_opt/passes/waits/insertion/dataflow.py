"""The forward wait-count dataflow of one function (spec waitcnt-passes.md 4.3-4.7 and
4.9): building it classifies every instruction, rebuilds the use-def chains over the
memory operations' register units and keeps, per block, the instructions a walk looks
at. Its parts: the requirement of one instruction (requirements.py), the block walk
(walk.py), the fixed point (fixed_point.py) and the plan it hands on, with the
finalize replay (finalize.py); the values they pass around are in plan.py.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.usedef import PHI, build_use_def, remove_phis
from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.machine.indexed import resolve_indexed
from stinkytofu_opt.machine.registers import written_operands
from stinkytofu_opt.passes.waits.insertion import lds_ring, loop_carried, waw
from stinkytofu_opt.passes.waits.insertion.anonymous import representatives
from stinkytofu_opt.passes.waits.insertion.classify import (
    TENSOR, UNUSED, Classifier, CounterModel, InstInfo, private)
from stinkytofu_opt.passes.waits.insertion.finalize import Finalize
from stinkytofu_opt.passes.waits.insertion.fixed_point import FixedPoint
from stinkytofu_opt.passes.waits.insertion.phi_leaves import PhiLeaves
from stinkytofu_opt.passes.waits.insertion.plan import iteration_cap
from stinkytofu_opt.passes.waits.insertion.queues import MAX_TRIP_AGE
from stinkytofu_opt.passes.waits.insertion.requirements import (Requirements, raw_counters,
                                                                 skips_tensor_raw)
from stinkytofu_opt.passes.waits.insertion.walk import (UNTAGGED_TENSOR_ONLY, BlockWalk,
                                                        IfLdsQuiet)

# The modifiers _read_annotations reads.
ANNOTATION_KINDS = frozenset({"loopcarriedwar", "loopcarriedraw", "lds_ring"})


class WaitDataflow(Requirements, BlockWalk, FixedPoint, Finalize):
    """The dataflow of one function. Building it classifies every instruction and
    rebuilds the use-def chains (PHIs included) over the register units memory
    operations write: a read matters to it only for the memory operations it
    reaches. The caller takes the PHIs out again when done (``remove_leading_phis``:
    they lead their blocks, any others were removed first)."""

    def __init__(self, function, cfg, *, num_waves=0, loop_carried=False,
                 descriptor_war=False, cap=None, tensor_loads_to_keep=UNUSED, model=None,
                 precise=False, explain=True):
        rpo = cfg.rpo
        self.function = function
        self.model = model = model if model is not None else CounterModel(None)
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
        # block -> [(inst, info, reads, checks)] without PHIs, of the instructions a
        # walk looks at; ``reads`` and ``checks``: see _body_entry
        self.body: dict = {}
        self.phis: dict = {}        # block -> [PHI]
        self.last_info: dict = {}   # block -> the info of its last instruction
        self.keep_live: dict = {}
        self.decoded: dict = {}
        self.preds: dict = {}
        classify = Classifier(num_waves, model, units=descriptor_war)
        self.has_lds_dma = False         # any VMEM load into LDS (lds_dma.py)
        resolve_indexed(function, model.target)
        memops = []                      # the definitions use-def chains lead to
        infos = self.info
        stale_phis = False               # PHIs an earlier pass left, removed below
        plain_get = classify.plain.get
        for bb in rpo:
            body = []
            keep = False
            for item in bb.items:
                if item.__class__ is not Instruction:
                    continue
                if item.opcode == PHI:
                    stale_phis = True
                    continue
                hit = plain_get(item.opcode)     # (Classifier.__call__'s first lookup)
                if (hit is not None and hit[0] is item.desc and not item.mods
                        and hit[1].__class__ is InstInfo):
                    info = hit[1]
                else:
                    info = classify(item)
                if item.mods:
                    for m in item.mods:
                        if m.kind in ANNOTATION_KINDS:
                            info = self._read_annotations(item, info)
                            break
                infos[item] = info
                body.append((item, info))
                if info.counters and written_operands(item):
                    memops.append(item)
                if info.lds_dma:
                    self.has_lds_dma = True
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
        if stale_phis or len(rpo) < len(function.blocks):    # (or in unreachable blocks)
            remove_phis(function)
        self.overwritten: dict = {}     # inst -> the definitions it overwrites (WAW)
        build_use_def(function, cfg, include_pseudo=True, clear_existing=False,
                      definers=memops, overwritten=self.overwritten, link_only_definers=True)
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
        overwritten = self.overwritten
        # (records hash by identity; they are alive while the dataflow is)
        linked = {}     # info -> whether only memops read or overwritten bring rules
        direct = {}     # info -> its _DirectRules, or None
        for bb in rpo:
            kept = []
            for inst, info in self.body[bb]:
                if not inst.sources and inst not in overwritten:
                    only_linked = linked.get(info)
                    if only_linked is None:
                        only_linked = linked[info] = \
                            self._body_entry(inst, info)[2] is None
                    if only_linked:     # (most ALU code, and memops reading no memop)
                        if info.counters or info.is_wait or info.orders:
                            kept.append((inst, info, None, None))
                        continue
                rules = direct.get(info, False)
                if rules is False:
                    rules = direct[info] = (_DirectRules(self, info)
                                            if self._direct_only(info) else None)
                entry = rules.entry(inst) if rules is not None else None
                if entry is None:
                    entry = self._body_entry(inst, info)
                if entry[2] is not None or info.counters or info.is_wait or info.orders:
                    kept.append(entry)
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
        self.explain = explain              # finalize: provenance for every wait
        # Loop headers whose back-edge queues are joined with the previous entry's
        # (merge); reset by each fixed point.
        self.widened: set = set()
        self.widen_sites: dict = {}         # block -> True: widened in some fixed point
        # op -> the representative the walks issue it as (anonymous.py)
        self.issue_as: dict = representatives(self)

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
                if info is None or not s.dests[0].is_pseudo or any(
                        c != TENSOR or info.gate_tensor for c in self._leaves.counters(s)):
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
        """(inst, info, reads, checks): ``reads`` the memory reads; None when no rule
        of ``required`` can apply to ``inst`` (most ALU instructions), which the walks
        then skip; ``UNTAGGED_TENSOR_ONLY`` when the only one is rule 4 (a tagged LDS
        read without annotations: untagged tensor loads in flight), which the walks
        check before calling ``required``. ``checks``: see _simple_checks."""
        reads = self.memory_reads(inst, info) if inst.sources else ()
        defs = self.overwritten.get(inst)
        if defs is not None:
            defs = waw.overwritten_memops(self, inst, info, defs)
            if defs:
                self.overwritten[inst] = defs
                return inst, info, reads, self._simple_checks(info, reads, defs)
            del self.overwritten[inst]
        if info.drain_all or ((info.is_ds or info.is_fence) and self.has_lds_dma):
            return inst, info, reads, None
        descriptor = self.descriptor_war and info.dest_units and not info.is_wait
        annotated = (info.lc_war is not None or info.lc_raw is not None
                     or info.ring is not None)
        if reads or descriptor or annotated or info.is_lds_writer or info.is_fence:
            return inst, info, reads, self._simple_checks(info, reads, ())
        if info.is_tensor_anchor:
            if info.tagged:
                return inst, info, UNTAGGED_TENSOR_ONLY, None
            # (rule 7 alone: nothing to check while no tensor or async op is in flight)
            return inst, info, reads, IfLdsQuiet() if self._lds_only(info) else None
        return inst, info, None, None

    def _simple_checks(self, info, reads, defs):
        """For an instruction whose only wait rules are RAW and WAW on memory operations
        read or overwritten directly (no PHI, no other rule: most of a kernel), the
        (memop, counter) pairs those rules look up in the queues (``required_simple``);
        else None."""
        if (info.drain_all or ((info.is_ds or info.is_fence) and self.has_lds_dma)
                or (self.descriptor_war and info.dest_units and not info.is_wait)
                or info.is_fence or info.lc_raw is not None or info.ring is not None):
            return None
        lds_rules = info.is_lds_writer or info.is_tensor_anchor
        if lds_rules and not self._lds_only(info):
            return None
        allinfo = self.info
        precise = self.precise
        checks = []
        for s in reads:
            if s.opcode == PHI:
                return None
            for c in raw_counters(info, allinfo[s], precise):
                checks.append((s, c))
        for d in defs:
            if d.opcode == PHI:
                return None
            checks.extend((d, c) for c in allinfo[d].counters)
        return IfLdsQuiet(checks) if lds_rules else tuple(checks)

    def _direct_only(self, info) -> bool:
        """Whether an instruction of ``info`` meets only the plain branches of
        _body_entry and _simple_checks: its rules are RAW and WAW on the memory
        operations it reads or overwrites directly (most of a kernel), and for a DS
        access LDS rules that look only at the tensor and async queues (_lds_only); no
        fence, drain-all, LDS DMA, descriptor or annotation rule."""
        if (info.drain_all or info.is_fence or (info.is_ds and self.has_lds_dma)
                or (self.descriptor_war and info.dest_units and not info.is_wait)
                or info.lc_war is not None or info.lc_raw is not None
                or info.ring is not None):
            return False
        return not (info.is_lds_writer or info.is_tensor_anchor) or self._lds_only(info)

    def _lds_only(self, info) -> bool:
        """Whether the LDS rules of ``required`` (3-7) look only at the tensor and async
        queues for an instruction of ``info``: a DS access (its own pipeline orders the
        other DS operations) without loop-carried or ring annotations, and no LDS writer
        but a DS write (rule 7 drains the DS queue for the others). The caller has
        excluded drain-all, LDS DMA, descriptor WAR and barriers."""
        return (info.is_ds and not info.is_fence and info.lc_war is None
                and info.lc_raw is None and info.ring is None
                and not (info.is_lds_writer and not info.is_ds_write))

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


class _DirectRules:
    """The body entries (WaitDataflow._body_entry) of the instructions of one description
    that meet only its plain branches (WaitDataflow._direct_only). What the RAW and WAW
    rules check depends on the descriptions of the two instructions alone, so it is
    decided once per producer description instead of once per instruction; the rest
    of the entry depends on the description alone. The sweeps' inputs are the same."""

    __slots__ = ("flow", "info", "_raw", "_waw", "_wrap", "_unlinked")

    def __init__(self, flow, info):
        self.flow = flow
        self.info = info
        self._raw: dict = {}     # producer info -> counters the RAW rule checks, or None
        self._waw: dict = {}     # producer info -> counters the WAW rule checks, or None
        # the checks' type (_simple_checks): IfLdsQuiet for a DS access under LDS rules
        self._wrap = IfLdsQuiet if info.is_lds_writer or info.is_tensor_anchor else tuple
        self._unlinked = None    # (reads, checks) of the entry without memory reads or WAW

    def _raw_counters(self, si):
        """As memory_reads and _simple_checks decide for a read of a non-PHI source."""
        if si is None or not si.counters or (si.counters == (TENSOR,)
                                             and skips_tensor_raw(self.info, si)):
            return None
        return tuple(raw_counters(self.info, si, self.flow.precise))

    def _waw_counters(self, oi):
        """As waw.overwritten_memops and _simple_checks decide for a non-PHI definition."""
        if oi is None or not oi.counters or waw.completes_before(self.flow, self.info, oi):
            return None
        return oi.counters

    def entry(self, inst):
        """``_body_entry(inst, info)``, updating ``overwritten`` alike; None (nothing
        changed) when ``inst`` reads or overwrites a PHI, for _body_entry to decide."""
        flow = self.flow
        allinfo = flow.info
        raw = self._raw
        reads = []
        checks = []
        for s in inst.sources:
            if s is None:
                continue
            if s.opcode == PHI:
                return None
            si = allinfo.get(s)
            counters = raw.get(si, False)
            if counters is False:
                counters = raw[si] = self._raw_counters(si)
            if counters is not None:
                reads.append(s)
                for c in counters:
                    checks.append((s, c))
        overwritten = flow.overwritten
        defs = overwritten.get(inst)
        if defs is not None:
            waw_of = self._waw
            kept = []
            for d in defs:
                if d.opcode == PHI:
                    return None
                oi = allinfo.get(d)
                counters = waw_of.get(oi, False)
                if counters is False:
                    counters = waw_of[oi] = self._waw_counters(oi)
                if counters is not None:
                    kept.append(d)
                    for c in counters:
                        checks.append((d, c))
            if kept:
                overwritten[inst] = tuple(kept)
                return inst, self.info, tuple(reads), self._wrap(checks)
            del overwritten[inst]
        if reads:
            return inst, self.info, tuple(reads), self._wrap(checks)
        if self._unlinked is None:
            # (nothing read or overwritten now: what _body_entry gives depends on info)
            self._unlinked = flow._body_entry(inst, self.info)[2:]
        return (inst, self.info, *self._unlinked)
