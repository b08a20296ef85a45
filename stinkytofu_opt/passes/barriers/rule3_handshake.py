"""4R Rule 3: the loop-body handshake before each refill tensor load
(spec cluster-barrier.md B.3-B.5, B.7).

Per block, against the IR as Rules 1 and 2 left it:

* collection - each tensor load's trigger is the nearest ``s_barrier_signal
  -1`` before it in its segment (one per trigger, first load wins); a
  trigger already handled (a cluster wait above it, drains looked through;
  in modes 1/2 also a cluster barrier between it and its load) or outside
  a loop is skipped;
* mode decision - modes 1 and 2 apply to every trigger of the block or to
  none; the block keeps mode 0 (remark ``Rule3ModeFallback`` under
  ``--remarks``) when a trigger has no ``s_barrier_wait -1`` before its
  load, or SCC is live where the mode would put the gate compare;
* placement - mode 0: wait above the trigger's drains, signal from the
  cycle-lead climb; mode 1: signal above the drains, wait right below the
  protect ``s_barrier_wait -1``; mode 2: both at the first SCC-dead spot
  from below that wait through the load.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Label
from stinkytofu_opt.passes.barriers.scan import (
    Stream, branch_target, is_barrier, is_boundary, is_branch, is_cluster_signal, is_cluster_wait, is_conditional_branch, is_real,
    is_tensor_drain_zero, is_tensor_load, is_workgroup_signal, is_workgroup_wait, reads_scc, writes_scc)

MAX_LEAD_CYCLES = 900
NONE = -1    # no anchor: the climb is re-run with no lead
FATAL = -2   # no SCC-dead anchor at all

_FALLBACK_NO_WAIT = "a trigger has no s_barrier_wait -1 before its load"
_FALLBACK_MODE1_SCC = "SCC is live at mode 0's wait, where mode 1 signals"
_FALLBACK_MODE2_SCC = "SCC is live from s_barrier_wait -1 through the load"


class Trigger:
    __slots__ = ("pos", "load", "wait_anchor", "below", "spot", "last_load", "drained")

    def __init__(self, pos: int, load: int):
        self.pos = pos            # the s_barrier_signal -1
        self.load = load          # its first tensor load
        self.wait_anchor = pos    # above the drains right before the signal
        self.below = None         # first real instruction after the paired wait -1
        self.spot = None          # mode 2: the first SCC-dead spot in [below, load]
        self.last_load = load     # the last load of its cooperative group
        self.drained = False      # the group already ends at an s_wait_tensorcnt 0


def loop_cover(stream: Stream) -> list[bool]:
    """Per position: inside a loop, i.e. below some label and at or above
    its latch (the first branch after the label that targets it)."""
    n = len(stream.items)
    latch: dict[int, int] = {}
    for q, item in enumerate(stream.items):
        if is_branch(item):
            target = branch_target(item)
            p = stream.label_pos(target) if target else None
            if p is not None and p < q and p not in latch:
                latch[p] = q
    delta = [0] * (n + 2)
    for p, q in latch.items():
        delta[p + 1] += 1
        delta[q + 1] -= 1
    cover, depth = [], 0
    for i in range(n):
        depth += delta[i]
        cover.append(depth > 0)
    return cover


class Rule3Handshakes:
    def __init__(self, run, stream: Stream, cycles: dict[int, int], in_loop: list[bool]):
        self.run = run
        self.stream = stream
        self.items = stream.items
        self.cycles = cycles
        self.in_loop = in_loop
        self._live: dict[int, bool] = {}
        self.loop_triggers: set[int] = set()
        self.loop_loads: set[int] = set()

    def live_in(self, p: int) -> bool:
        live = self._live.get(p)
        if live is None:
            live = self._live[p] = self.stream.live_in(p)
        return live

    # --- collection ---------------------------------------------------------------

    def collect(self, b: int, mode: int, include_handled: bool = False) -> list[Trigger]:
        stream, items = self.stream, self.items
        triggers: list[Trigger] = []
        seen: set[int] = set()
        signal = None
        for i in range(stream.block_start[b], stream.block_end[b]):
            item = items[i]
            if is_boundary(item):
                signal = None
            elif is_workgroup_signal(item):
                signal = i
            elif is_tensor_load(item) and signal is not None and signal not in seen:
                seen.add(signal)
                triggers.append(Trigger(signal, i))
        kept = []
        for t in triggers:
            if not self.in_loop[t.pos]:
                continue
            self._group(t, stream.block_end[b])
            # Handled or not, a loop trigger is Rule 3's: the tail rule leaves it alone.
            self.loop_triggers.add(t.pos)
            self.loop_loads.update(range(t.load, t.last_load + 1))
            if include_handled:
                kept.append(t)
                continue
            if self.run.preceded_by_cluster_wait(stream, t.pos, through_drains=True):
                continue
            if mode in (1, 2) and any(is_cluster_wait(items[k]) or is_cluster_signal(items[k])
                                      for k in range(t.pos + 1, t.load)):
                continue
            t.wait_anchor = self.run.hoist_above_drains(stream, t.pos)
            kept.append(t)
        return kept

    def _group(self, t: Trigger, end: int) -> None:
        """The cooperative group of ``t.load``: the tensor loads up to the next
        boundary, barrier, s_xor_b32 (LDS ping-pong) or s_wait_tensorcnt."""
        items = self.items
        for k in range(t.load + 1, end):
            item = items[k]
            if not is_real(item) and not isinstance(item, Label):
                continue
            if (is_boundary(item) or is_barrier(item) or item.opcode == "s_xor_b32"
                    or item.opcode == "s_wait_tensorcnt"):
                t.drained = is_tensor_drain_zero(item)
                return
            if is_tensor_load(item):
                t.last_load = k

    # --- mode decision --------------------------------------------------------------

    def _find_below(self, t: Trigger) -> None:
        for k in range(t.pos + 1, t.load):
            if is_workgroup_signal(self.items[k]):
                return
            if is_workgroup_wait(self.items[k]):
                t.below = self.stream.next_real_pos(k + 1, t.load + 1)
                return

    def _mode2_spot(self, t: Trigger):
        for k in range(t.below, t.load + 1):
            if is_real(self.items[k]) and not self.live_in(k):
                return k
        return None

    def decide(self, triggers: list[Trigger], mode: int) -> int:
        """The block's mode: ``mode``, or 0 after a fallback remark."""
        if mode == 0 or not triggers:
            return 0
        reason = None
        for t in triggers:
            self._find_below(t)
            if t.below is None:
                reason = _FALLBACK_NO_WAIT
            elif mode == 1 and self.live_in(t.wait_anchor):
                reason = _FALLBACK_MODE1_SCC
            elif mode == 2:
                t.spot = self._mode2_spot(t)
                if t.spot is None:
                    reason = _FALLBACK_MODE2_SCC
            if reason is not None:
                self.run.remark(f"Rule 3 mode {mode} kept mode 0 for {len(triggers)} "
                                f"handshake(s): {reason}", always=False)
                return 0
        return mode

    # --- placement ------------------------------------------------------------------

    def emit(self, triggers: list[Trigger], mode: int) -> None:
        run, stream = self.run, self.stream
        trigger_set = {t.pos for t in triggers}
        for t in triggers:
            if mode == 1:
                run.insert_before(stream, t.wait_anchor, run.signal_block())
                run.insert_before(stream, t.below, [run.cluster_wait()])
            elif mode == 2:
                run.insert_before(stream, t.spot, run.signal_block() + [run.cluster_wait()])
            else:
                anchor = self.signal_anchor(t, trigger_set, run.lead)
                if anchor < 0:
                    run.remark("Rule 3: no SCC-dead spot for the signal above its wait; the "
                               "signal keeps SCC by re-running its compare or spilling it",
                               getattr(self.items[t.pos], "loc", None))
                    run.insert_before(stream, t.wait_anchor, run.scc_safe(
                        stream, stream.where_before(t.wait_anchor), run.signal_block,
                        "Rule 3"))
                else:
                    run.insert_before(stream, anchor, run.signal_block())
                run.insert_before(stream, t.wait_anchor, [run.cluster_wait()])

    # --- the mode-0 cycle-lead climb (B.5) ---------------------------------------------

    def signal_anchor(self, t: Trigger, trigger_set: set[int], lead: int) -> int:
        climb = _Climb(self, t, trigger_set, lead)
        anchor = climb.run()
        if anchor == NONE:
            anchor = _Climb(self, t, trigger_set, 0).run() if lead > 0 else FATAL
        return FATAL if anchor == NONE else anchor


class _Climb:
    """One search for the mode-0 signal anchor of a trigger; positions, or
    NONE / FATAL."""

    def __init__(self, owner: Rule3Handshakes, t: Trigger, trigger_set: set[int], lead: int):
        self.o = owner
        self.items = owner.items
        self.R = t.wait_anchor
        self.trigger_set = trigger_set
        self.lead = lead
        self.cycle_r = owner.cycles.get(id(self.items[self.R]))
        self.no_lead = lead <= 0 or self.cycle_r is None
        self.live_r = owner.live_in(self.R)
        self.accum = 0
        self.lead_point = self.R if self.no_lead else None

    def run(self) -> int:
        o, items, R = self.o, self.items, self.R
        if self.no_lead and not self.live_r:
            return R
        prev = 0 if self.no_lead else self.cycle_r
        scc = self.live_r
        met = self.no_lead
        start = o.stream.block_start[o.stream.block_of[R]]
        i = R - 1
        while i >= start:
            item = items[i]
            if not (isinstance(item, Label) or is_real(item)):
                i -= 1
                continue
            if is_real(item):
                scc = reads_scc(item) or (scc and not writes_scc(item))
            if is_cluster_wait(item):
                return self.finish(self._after_pair_below(i))
            if is_workgroup_signal(item) and i in self.trigger_set:
                return self.finish(self._after_paired_wait(i))
            if is_boundary(item):
                first = o.stream.next_real_pos(i + 1, R + 1)
                if met and first is not None and o.live_in(first):
                    return self.downward()
                return self.finish(i + 1)
            if is_workgroup_signal(item) or is_workgroup_wait(item):
                i -= 1
                continue
            if not self.no_lead:
                c = o.cycles.get(id(item))
                if c is not None:
                    if c <= prev:
                        self.accum += prev - c
                    prev = c
                    if not met and self.accum >= self.lead:
                        met = True
                        self.lead_point = i
            if met and scc and self.accum >= MAX_LEAD_CYCLES:
                return self.downward()
            if met and not scc:
                return self.finish(i)
            i -= 1
        return self.finish(start)

    def _after_pair_below(self, i: int) -> int:
        """Below the next workgroup signal/wait pair under a cluster wait."""
        signal = None
        for k in range(i + 1, self.R):
            if signal is None and is_workgroup_signal(self.items[k]):
                signal = k
            elif signal is not None and is_workgroup_wait(self.items[k]):
                p = self.o.stream.next_real_pos(k + 1, self.R + 1)
                return self.R if p is None else p
        return self.R

    def _after_paired_wait(self, i: int) -> int:
        for k in range(i + 1, self.R):
            if is_workgroup_wait(self.items[k]):
                p = self.o.stream.next_real_pos(k + 1, self.R + 1)
                return self.R if p is None else p
        return self.R

    def finish(self, x: int) -> int:
        return self.clear(self.settle(x))

    def settle(self, x: int) -> int:
        if self.lead_point is None or x == self.lead_point or self.accum <= MAX_LEAD_CYCLES:
            return x
        return self.dead_below(self.lead_point)

    def dead_below(self, start: int) -> int:
        items = self.items
        for k in range(start, self.R):
            item = items[k]
            if not is_real(item) and not isinstance(item, Label):
                continue
            if is_boundary(item):
                if is_conditional_branch(item) and reads_scc(item):
                    continue
                break
            if is_cluster_wait(item):
                break
            if is_workgroup_signal(item) or is_workgroup_wait(item):
                continue
            if not self.o.live_in(k):
                return k
        return FATAL if self.live_r else self.R

    def clear(self, x: int) -> int:
        if x < 0:
            return x
        if x == self.R:
            if not self.live_r:
                return x
            return NONE if self.lead > 0 else FATAL
        if self.o.live_in(x):
            return self.dead_below(x)
        return x

    def downward(self) -> int:
        return self.clear(self.dead_below(self.lead_point) if self.lead_point is not None
                          else self.R)
