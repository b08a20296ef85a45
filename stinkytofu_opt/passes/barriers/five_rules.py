"""The five-rule design of InsertClusterBarrierPass (spec cluster-barrier.md
Part A and the cluster-barrier seed).

* Rule 1 - after every ``label_GSU_1:``, a LoopCounterL != 0 gated workgroup
  sync pair plus a WaveIdx-gated ``s_barrier_signal -3``.
* Rule 2 - (kernel scope) ``s_barrier_wait -3`` before the kernel's first
  ``tensor_load_to_lds``.
* Rule 3 - (off unless ``rule3``) LoopCounterL <= pgr gated signal at the LDS
  publication point before ``label_openLoopL:``; anchor mode (a) after an
  existing ``s_barrier_wait -1``, mode (b) (``plr == 0``) synthesised before
  the label with a workgroup sync pair.
* Rule 4 - per tensor load, the nearest preceding ``s_barrier_wait -1`` of its
  label/branch-delimited segment gets one handshake (deduplicated). Mode (c)
  (``ungated``, default): WaveIdx-gated signal, bare wait, then a clone of a
  live upstream compare. Modes (a) ``inherited`` and (b) ``drainGated``.
  The forward scan stops at the ``Tail Loop`` marker.
* Rule 5 - tail loop: 5a signal block after the workgroup wait preceding the
  first load after the marker (synthesising a workgroup sync when there is
  none), 5b ``s_barrier_wait -3`` before that load.

Every SCC-clobbering insertion is checked against SCC liveness: when SCC is
live, a restorable upstream compare is cloned after the insertion, or else
the SCC-preserving spill form is used.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Label
from stinkytofu_opt.ir.operands import IntLit, Register
from stinkytofu_opt.passes.barriers.building_blocks import SKIP_LCL_PREFIX, SKIP_WAIT_PREFIX, Emitter
from stinkytofu_opt.passes.barriers.scan import (
    GSU_LABEL, LCL_SYM, Stream, int_value, is_boundary, is_cluster_signal, is_cluster_wait,
    is_real, is_tail_marker, is_tensor_load, is_workgroup_wait, restorable_compare, symbol_name)

OPEN_LOOP_LABEL = "label_openLoopL"
RULE4_MODES = ("ungated", "inherited", "drainGated")


class FiveRuleRun(Emitter):
    def __init__(self, function, ctx, options):
        super().__init__(function, ctx)
        self.kernel_scope = bool(options["isKernelScope"])
        self.pgr = int(options["pgr"])
        self.plr = int(options["plr"])
        self.rule3 = bool(options["rule3"])
        self.rule4_mode = options["rule4Mode"]

    def run(self) -> bool:
        if not self.function.blocks:
            return False
        stream = Stream(self.function)
        items = stream.items
        n = len(items)

        marker_pos = next((i for i, it in enumerate(items) if is_tail_marker(it)), None)

        # Rule 4 triggers (against the unmodified IR), deduplicated, first load wins.
        triggers: list[int] = []
        trigger_set: set[int] = set()
        seg_begin = {}
        scan_end = marker_pos if marker_pos is not None else n
        begin = 0
        last_wait = None  # the nearest workgroup wait of the current segment
        for i in range(scan_end):
            item = items[i]
            if i == stream.block_start[stream.block_of[i]]:
                begin = i
                last_wait = None
            if is_boundary(item):
                begin = i + 1
                last_wait = None
                continue
            if is_workgroup_wait(item):
                last_wait = i
            elif is_tensor_load(item) and last_wait is not None and last_wait not in trigger_set:
                trigger_set.add(last_wait)
                triggers.append(last_wait)
                seg_begin[last_wait] = begin

        changed = False
        # Rule 4
        for t in triggers:
            if self.followed_by_handshake(stream, t):
                continue
            self.insert_after(stream, t, self.rule4_sequence(stream, t, seg_begin[t]))
            changed = True

        # Rule 1
        for i, item in enumerate(items):
            if isinstance(item, Label) and item.name == GSU_LABEL:
                if self.followed_by_handshake(stream, i):
                    continue
                self.insert_after(stream, i, self.scc_safe(stream, stream.where_after(i),
                                                           self.rule1_sequence, "Rule 1"))
                changed = True

        # Rule 3
        if self.rule3:
            changed |= self.rule3_emit(stream, trigger_set)

        # Rule 5
        if marker_pos is not None:
            changed |= self.rule5_emit(stream, marker_pos, trigger_set)

        self.apply()

        # Rule 2, on the modified IR.
        if self.kernel_scope:
            changed |= self.rule2_emit()
        return changed

    def rule4_sequence(self, stream: Stream, t: int, begin: int) -> list:
        anchor = stream.where_after(t)
        lcl_index = self.symbols.get(LCL_SYM)
        live_lcl = restorable_compare(stream, anchor, True, lcl_index)
        scc_live = stream.scc_live_at(*anchor)
        mode = self.rule4_mode

        if mode == "ungated":
            if live_lcl is not None:
                return (self.signal_block() + [self.cluster_wait()]
                        + [self.clone(live_lcl,
                                      "restore SCC for downstream cbranch (Rule 4 mode c)")])
            build = lambda: self.signal_block() + [self.cluster_wait()]  # noqa: E731
            return self.scc_safe(stream, anchor, build, "Rule 4 mode c")

        if mode == "inherited" and live_lcl is not None:
            outer = self.fresh_label(SKIP_LCL_PREFIX)
            seq = [self.cluster_wait(),
                   self.cbranch("s_cbranch_scc1", outer,
                                "skip cluster signal on the loop-exit iteration (inherited SCC)")]
            seq += self.signal_block()
            seq.append(self.clone(live_lcl, "rebuild SCC for downstream cbranch (Rule 4 mode a)"))
            seq.append(Label(outer))
            return seq
        if mode == "inherited":
            self.ctx.remark(f"Insert Cluster Barrier: @{self.function.name}: Rule 4 mode a "
                            "found no live LoopCounterL compare upstream; used drain-gated "
                            "mode b", getattr(stream.items[t], "loc", None))

        # mode (b): drain-gated, asymmetric thresholds.
        pre_dec = 0
        for j in range(begin, t):
            it = stream.items[j]
            if (is_real(it) and it.opcode in ("s_sub_u32", "s_sub_i32") and len(it.srcs) >= 2
                    and it.dests and self._is_lcl(it.dests[0]) and self._is_lcl(it.srcs[0])):
                imm = int_value(it.srcs[1])
                if imm is not None:
                    pre_dec += imm

        def build():
            skip = self.fresh_label(SKIP_WAIT_PREFIX)
            seq = [self.cmp("s_cmp_le_i32", self.sym_reg(LCL_SYM), IntLit(self.pgr - pre_dec),
                            f"LoopCounterL <= {self.pgr - pre_dec}?"),
                   self.cbranch("s_cbranch_scc1", skip, "skip cluster wait on drain iterations"),
                   self.cluster_wait(),
                   Label(skip)]
            seq += self.lcl_gated_signal(
                "s_cmp_le_i32", self.pgr + 1 - pre_dec,
                f"LoopCounterL <= {self.pgr + 1 - pre_dec}?",
                "skip cluster signal on drain iterations")
            return seq
        if scc_live and live_lcl is not None:
            return build() + [self.clone(live_lcl, "restore SCC (Rule 4 mode b)")]
        return self.scc_safe(stream, anchor, build, "Rule 4 mode b")

    def _is_lcl(self, op) -> bool:
        if symbol_name(op) == LCL_SYM:
            return True
        idx = self.symbols.get(LCL_SYM)
        return (idx is not None and isinstance(op, Register) and op.kind == "s"
                and op.count == 1 and op.index == idx)

    def rule3_emit(self, stream: Stream, trigger_set: set[int]) -> bool:
        items = stream.items
        open_pos = next((i for i, it in enumerate(items)
                         if isinstance(it, Label) and it.name == OPEN_LOOP_LABEL), None)
        if open_pos is None:
            return False
        found_wait = None
        section_has_cluster = False
        j = open_pos - 1
        while j >= 0:
            it = items[j]
            if is_tensor_load(it):
                break
            if is_cluster_wait(it) or is_cluster_signal(it):
                section_has_cluster = True
            if is_workgroup_wait(it):
                found_wait = j
                break
            j -= 1
        if section_has_cluster:
            return False

        def build(sync):
            return lambda: self.lcl_gated_signal(
                "s_cmp_le_u32", self.pgr, f"LoopCounter <= {self.pgr}?",
                f"skip cluster barrier when LoopCounterL <= {self.pgr}", sync)

        if found_wait is not None:
            if found_wait in trigger_set or self.followed_by_handshake(stream, found_wait):
                return False
            self.insert_after(stream, found_wait,
                              self.scc_safe(stream, stream.where_after(found_wait), build(None),
                                            "Rule 3"))
            return True
        if self.plr == 0:
            self.insert_before(stream, open_pos,
                               self.scc_safe(stream, stream.where_before(open_pos), build("workgroup sync"),
                                             "Rule 3"))
            return True
        return False

    def rule5_emit(self, stream: Stream, marker_pos: int, trigger_set: set[int]) -> bool:
        items = stream.items
        tail_tl = next((i for i in range(marker_pos + 1, len(items))
                        if is_tensor_load(items[i])), None)
        if tail_tl is None:
            return False
        tail_wait = next((j for j in range(tail_tl - 1, marker_pos, -1)
                          if is_workgroup_wait(items[j])), None)
        changed = False
        # 5a
        sig = lambda: self.signal_block()  # noqa: E731
        if tail_wait is not None:
            if tail_wait not in trigger_set and not self.followed_by_handshake(stream, tail_wait):
                self.insert_after(stream, tail_wait,
                                  self.scc_safe(stream, stream.where_after(tail_wait), sig, "Rule 5a"))
                changed = True
        else:
            # No workgroup wait before the tail load: synthesise the publication
            # point right after the marker so the 5b wait keeps its signal.
            def build():
                return self.wg_sync("tail workgroup sync") + self.signal_block()
            self.insert_after(stream, marker_pos,
                              self.scc_safe(stream, stream.where_after(marker_pos), build, "Rule 5a"))
            changed = True
        # 5b
        if not self.preceded_by_cluster_wait(stream, tail_tl):
            self.insert_before(stream, tail_tl, [self.cluster_wait()])
            changed = True
        return changed

    def rule2_emit(self) -> bool:
        stream = Stream(self.function)
        items = stream.items
        first = next((i for i, it in enumerate(items) if is_tensor_load(it)), None)
        if first is None:
            return False
        # Already covered when the nearest cluster barrier above the load is a
        # wait (right above it, or a handshake this pass placed in its run-up,
        # e.g. the SCC spill form or a restore compare after the wait).
        j = first - 1
        nearest = None
        while j >= 0:
            it = items[j]
            if is_cluster_wait(it) or is_cluster_signal(it):
                nearest = it
                break
            j -= 1
        if nearest is not None and is_cluster_wait(nearest):
            return False
        if nearest is None:
            self.ctx.remark(
                f"Insert Cluster Barrier: @{self.function.name}: Rule 2: no cluster signal "
                "precedes the first tensor_load_to_lds (no label_GSU_1?); the inserted "
                "s_barrier_wait -3 has no matching signal", getattr(items[first], "loc", None))
        self.insert_before(stream, first, [self.cluster_wait("cluster_barrier wait")])
        self.apply()
        return True
