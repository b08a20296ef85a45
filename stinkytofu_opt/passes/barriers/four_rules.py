"""The four-rule design of InsertClusterBarrierPass (spec cluster-barrier.md
Part B: 4R-F, and 4R-SK for StreamK multicast).

Run order: Rule 1 (the LoopCounterL-gated signal after every
``label_GSU_1:``), Rule 2 (a cluster wait before the kernel's first tensor
load, above its drains), then per block Rule 3 (``rule3_handshake``), the
producer drains and Rule 4 (the tail loop: 4a signal after the tail's
workgroup wait, 4b wait before its first tensor load), and last the
resolution of the symbolic operands the handshakes use.

With ``streamKMulticast`` no handshake is emitted (the multicast kernel has
its own); instead each cooperative tensor-load group of a loop is drained
before the back edge (unless ``producerDrain=0``) and the prologue's tensor
load is drained before the LDS ping-pong ``s_xor_b32``.

Where a rule's structure is missing (no workgroup wait for the tail, the
first load inside a loop or not after label_GSU_1, no signal before Rule
2's wait) the pass remarks and emits neither half of that handshake.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.cycle_estimate import estimate_issue_cycles
from stinkytofu_opt.ir.core import Label
from stinkytofu_opt.ir.operands import Register
from stinkytofu_opt.passes.barriers.building_blocks import Emitter
from stinkytofu_opt.passes.barriers.rule3_handshake import Rule3Handshakes, loop_cover
from stinkytofu_opt.passes.barriers.scan import (
    GSU_LABEL, Stream, is_boundary, is_cluster_signal, is_cluster_wait, is_real,
    is_tail_marker, is_tensor_load, is_workgroup_signal,
    is_workgroup_wait, symbol_name)
from stinkytofu_opt.records import replace

STATIC_LEAD_CYCLES = 100  # a negative lead with no main-loop statistics
LOOP_DRAIN_COMMENT = "retire cooperative tensor_load_to_lds before back-edge"
PRODUCER_DRAIN_COMMENT = LOOP_DRAIN_COMMENT + " (PGR>=2 coherence)"
PROLOGUE_DRAIN_COMMENT = "retire TDM before LDS ping-pong XOR"


class FourRuleRun(Emitter):
    def __init__(self, function, ctx, options):
        super().__init__(function, ctx)
        lead = options["lead"]
        self.lead = STATIC_LEAD_CYCLES if lead < 0 else lead
        self.mode = options["rule3Mode"]
        self.multicast = bool(options["streamKMulticast"])
        drain = options["producerDrain"]
        if self.multicast:
            self.producer_drain = drain != 0
        else:
            self.producer_drain = drain > 0
        # Handshakes name WaveIdx/LoopCounterL by a placeholder index that the
        # last step resolves from the .set table (remark ResolvedSymbolicOperands).
        self.placeholder_symbols: set[str] = set()

    def sym_reg(self, name: str) -> Register:
        self.placeholder_symbols.add(name)
        return Register("s", 0, symbol=name)

    def run(self) -> bool:
        if not self.function.blocks:
            return False
        if self.multicast:
            changed = self.multicast_drains()
        else:
            self.rule1()
            changed = self.apply()
            self.rule2()
            changed |= self.apply()
            self.per_block_rules()
            changed |= self.apply()
        self.resolve_symbolic_operands()
        return changed

    # --- Rules 1 and 2 ------------------------------------------------------------

    def rule1(self) -> None:
        stream = Stream(self.function)
        first = next((i for i, it in enumerate(stream.items) if is_tensor_load(it)), None)
        for i, item in enumerate(stream.items):
            if isinstance(item, Label) and item.name == GSU_LABEL:
                if self.followed_by_handshake(stream, i):
                    continue
                if first is None or first < i or loop_cover(stream)[first]:
                    # Rule 2's wait is the other half: without it the signal would leak.
                    self.remark("Rule 1: no tensor_load_to_lds outside a loop follows "
                                "label_GSU_1 to take Rule 2's wait: no Rule 1 signal",
                                item.loc)
                    continue
                self.insert_after(stream, i, self.scc_safe(stream, stream.where_after(i),
                                                           self.rule1_sequence, "Rule 1"))

    def rule2(self) -> None:
        stream = Stream(self.function)
        items = stream.items
        first = next((i for i, it in enumerate(items) if is_tensor_load(it)), None)
        if first is None or self.preceded_by_cluster_wait(stream, first, through_drains=True):
            return
        loc = getattr(items[first], "loc", None)
        if loop_cover(stream)[first]:
            self.remark("Rule 2: the first tensor_load_to_lds is inside a loop; a wait there "
                        "would not pair with the one signal of Rule 1: no Rule 2 wait", loc)
            return
        nearest = next((items[j] for j in range(first - 1, -1, -1)
                        if is_cluster_wait(items[j]) or is_cluster_signal(items[j])), None)
        if nearest is None or not is_cluster_signal(nearest):
            self.remark("Rule 2: no cluster signal precedes the first tensor_load_to_lds "
                        "(no label_GSU_1?): no Rule 2 wait", loc)
            return
        self.insert_before(stream, self.hoist_above_drains(stream, first),
                           [self.cluster_wait("cluster_barrier wait")])

    # --- per block: Rule 3, producer drains, Rule 4 ---------------------------------------

    def per_block_rules(self) -> None:
        stream = Stream(self.function)
        cycles = estimate_issue_cycles(self.function) if self.lead > 0 else {}
        rule3 = Rule3Handshakes(self, stream, cycles, loop_cover(stream))
        for b in range(len(self.function.blocks)):
            triggers = rule3.collect(b, self.mode)
            mode = rule3.decide(triggers, self.mode)
            rule3.emit(triggers, mode)
            for t in triggers:
                if self.producer_drain and not t.drained:
                    self.insert_after(stream, t.last_load,
                                      [self.tensor_drain(PRODUCER_DRAIN_COMMENT)])
        self.rule4(stream, rule3.loop_triggers, rule3.loop_loads)

    def rule4(self, stream: Stream, rule3_triggers: set[int], rule3_loads: set[int]) -> None:
        items = stream.items
        marker = next((i for i, it in enumerate(items) if is_tail_marker(it)), None)
        if marker is None:
            return
        tail_tl = next((i for i in range(marker + 1, len(items)) if is_tensor_load(items[i])),
                       None)
        if tail_tl is None:
            return
        loc = getattr(items[tail_tl], "loc", None)
        tail_wait = next((j for j in range(tail_tl - 1, marker, -1)
                          if is_workgroup_wait(items[j])), None)
        if tail_wait is None:
            self.remark("Rule 4: no s_barrier_wait -1 between the Tail Loop marker and its "
                        "tensor_load_to_lds: no tail handshake", loc)
            return
        paired = None
        for j in range(tail_wait - 1, -1, -1):
            if is_boundary(items[j]):
                break
            if is_workgroup_signal(items[j]):
                paired = j
                break
        skip_signal = paired in rule3_triggers or self.followed_by_handshake(stream, tail_wait)
        skip_wait = (tail_tl in rule3_loads
                     or self.preceded_by_cluster_wait(stream, tail_tl, through_drains=True))
        if skip_signal and skip_wait:
            return
        if skip_signal or skip_wait:
            self.remark("Rule 4: the tail loop already has one half of its handshake (or "
                        "Rule 3 covers it): no tail handshake", loc)
            return
        self.insert_after(stream, tail_wait, self.scc_safe(
            stream, stream.where_after(tail_wait), self.signal_block, "Rule 4a"))
        self.insert_before(stream, self.hoist_above_drains(stream, tail_tl),
                           [self.cluster_wait()])

    # --- StreamK multicast (4R-SK) ------------------------------------------------------

    def multicast_drains(self) -> bool:
        stream = Stream(self.function)
        items = stream.items
        if self.producer_drain:
            rule3 = Rule3Handshakes(self, stream, {}, loop_cover(stream))
            for b in range(len(self.function.blocks)):
                for t in rule3.collect(b, 0, include_handled=True):
                    if not t.drained:
                        self.insert_after(stream, t.last_load,
                                          [self.tensor_drain(LOOP_DRAIN_COMMENT)])
        first = next((i for i, it in enumerate(items) if is_tensor_load(it)), None)
        if first is not None:
            for k in range(first + 1, stream.block_end[stream.block_of[first]]):
                item = items[k]
                if is_boundary(item) or (is_real(item) and item.opcode.startswith("s_wait_tensorcnt")):
                    break
                if is_real(item) and item.opcode == "s_xor_b32":
                    self.insert_before(stream, k, [self.tensor_drain(PROLOGUE_DRAIN_COMMENT)])
                    break
        return self.apply()

    # --- symbolic operands ----------------------------------------------------------------

    def resolve_symbolic_operands(self) -> None:
        """Give every symbolic scalar operand its ``.set`` value."""
        resolved: dict[tuple[str, int, int], int] = {}
        def resolve(op):
            if not (isinstance(op, Register) and op.kind == "s" and op.symbol):
                return op
            sym = symbol_name(op)
            value = self.symbols.get(sym)
            if value is None or value == op.index:
                return op
            key = (sym, op.index, value)
            resolved[key] = resolved.get(key, 0) + 1
            return replace(op, index=value)

        for inst in self.function.instructions():
            dests, srcs = tuple(map(resolve, inst.dests)), tuple(map(resolve, inst.srcs))
            if dests != inst.dests or srcs != inst.srcs:
                inst.dests, inst.srcs = dests, srcs
        if resolved:
            detail = " ".join(f"{sym} {old}->{new}" for sym, old, new in sorted(resolved))
            self.remark(f"resolved {sum(resolved.values())} symbolic operand(s): {detail}",
                        always=False)
        for sym in sorted(self.placeholder_symbols - set(self.symbols)):
            self.remark(f"{sym} has no .set value: the handshakes read s0 in its place")
