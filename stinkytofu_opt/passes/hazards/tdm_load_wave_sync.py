"""TDMLoadWaveSyncPass: a workgroup barrier between a wait's urgent tensor loads and the
deferrable ones issued after them (spec gfx1250-guards.md section 3).

An `s_wait_tensorcnt` carrying `mod.memtoken` waits for the tensor loads of those tokens
(the urgent set S) and leaves younger loads of other tokens (deferrable) in flight. With
several waves per workgroup, one wave's deferrable loads can overtake another wave's urgent
ones in the shared TDM queue. A `s_barrier_signal -1` / `s_barrier_wait -1` pair before the
earliest deferrable load makes every wave issue its urgent group first.

Each wait is scanned backward over the block CFG (predecessor edges), keeping per path the
open deferrable groups (anchor = their earliest load). An urgent load above an anchor with
no complete workgroup barrier in between records a barrier for that anchor; one already in
the gap makes the pass idempotent (a lone signal or wait half, or a cluster barrier, does
not count: it orders no waves, spec 3.7); another wait that drains S ends the path. Nothing changes during the
scans; barriers are placed after all of them. Runs only with `--NumWaves` of 2 or more.
"""

from __future__ import annotations

from collections import deque

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import IntLit
from stinkytofu_opt.machine.waits import waits_on
from stinkytofu_opt.passes.hazards.gfx1250_common import (
    OperandProblem, Unclassified, barrier_id, guard_facts_error, is_unclassified, memtoken,
    new_instruction, report_problem, wait_count)
from stinkytofu_opt.passes.registry import Pass

NAME = "TDMLoadWaveSyncPass"
COMMENT = "TDM wait-group barrier"


class _Group:
    """An open deferrable group on one path: the tokens of its loads, whether a complete
    workgroup barrier (and which wait half, the witness) stands between it and the loads
    above, and the wait half met above it whose signal half is not yet met (scanning
    upward, a pair is complete at its signal)."""

    __slots__ = ("defer_seen", "barrier_in_gap", "gap_barrier", "open_wait")

    def __init__(self, defer_seen: frozenset, barrier_in_gap=False, gap_barrier=None,
                 open_wait=None):
        self.defer_seen = defer_seen
        self.barrier_in_gap = barrier_in_gap
        self.gap_barrier = gap_barrier
        self.open_wait = open_wait

    def key(self):
        return (self.defer_seen, self.barrier_in_gap, id(self.gap_barrier), id(self.open_wait))

    def past_barrier(self, item, desc) -> "_Group":
        """The group once the scan has gone up past barrier `item`. Only a complete
        workgroup barrier orders the waves (spec 3.7): `s_barrier`, or a `-1` wait half
        with its signal half above it; a lone half or a cluster barrier does not."""
        if self.barrier_in_gap:
            return self
        if not (desc.is_barrier_signal or desc.is_barrier_wait):
            return _Group(self.defer_seen, True, None)
        if barrier_id(item) != -1:     # well-formed: checked before the scans
            return self
        if desc.is_barrier_wait:
            return _Group(self.defer_seen, False, None, item)
        if self.open_wait is not None:
            return _Group(self.defer_seen, True, self.open_wait)
        return self


def _is_tensor_wait(inst: Instruction) -> bool:
    return waits_on(inst, "tensorcnt")


class _Scan:
    """The scans of one function: the recorded insertions and tags."""

    def __init__(self, ctx, function):
        self.unclassified = Unclassified(
            ctx, NAME, function, "it may issue a tensor load of any token: it is taken as a "
            "deferrable one (a barrier may be placed before it)")
        self.position = {}
        for block in function.blocks:
            for item in block.items:
                self.position[id(item)] = len(self.position)
        self.insertions: dict[int, list] = {}   # id(anchor) -> [anchor, tokens, trigger]
        self.tags: dict[int, list] = {}         # id(anchor) -> [anchor, witness]

    def body(self, items, frontier: dict, S: frozenset, trigger, end=None):
        """Scan `items[:end]` bottom-up with `frontier` (anchor id -> (anchor, group)); the
        residual frontier, or None when the path ends here. (An index, not a slice: a
        block of many waits would be copied once per wait.)"""
        for index in range(len(items) if end is None else end, 0, -1):
            item = items[index - 1]
            if not isinstance(item, Instruction):
                continue
            desc = item.desc
            if desc is None:
                if is_unclassified(item):
                    self.unclassified.note(item)
                    frontier = {id(item): (item, _Group(frozenset().union(
                        *(g.defer_seen for _, g in frontier.values()))))}
                continue
            if _is_tensor_wait(item):
                if S & set(item.tokens):
                    return None
                continue
            if desc.is_barrier:
                if frontier:
                    frontier = {k: (a, g.past_barrier(item, desc))
                                for k, (a, g) in frontier.items()}
                continue
            if not desc.is_tensor_load:
                continue
            tokens = frozenset(item.tokens)
            if tokens & S:
                for key, (anchor, group) in frontier.items():
                    if not group.barrier_in_gap:
                        entry = self.insertions.setdefault(key, [anchor, set(), trigger])
                        entry[1] |= tokens | group.defer_seen
                    elif group.gap_barrier is not None:
                        self.tags.setdefault(key, [anchor, group.gap_barrier, trigger])
                return None
            seen = tokens.union(*(g.defer_seen for _, g in frontier.values()))
            frontier = {id(item): (item, _Group(frozenset(seen)))}
        return frontier

    def trigger(self, block, index: int, wait: Instruction) -> None:
        S = frozenset(wait.tokens)
        if not S:
            return
        residual = self.body(block.items, {}, S, wait, index)
        if residual is None:
            return
        bottom: dict = {}
        queue: deque = deque()
        queued: set = set()
        self._to_predecessors(block, residual, bottom, queue, queued)
        while queue:
            current = queue.popleft()
            queued.discard(id(current))
            residual = self.body(current.items, dict(bottom[id(current)]), S, wait)
            if residual is not None:
                self._to_predecessors(current, residual, bottom, queue, queued)

    def _to_predecessors(self, block, frontier, bottom, queue, queued) -> None:
        for pred in dict.fromkeys(block.predecessors):
            known = bottom.get(id(pred))
            if known is None:
                bottom[id(pred)] = dict(frontier)
                changed = True
            else:
                changed = _merge(known, frontier)
            if changed and id(pred) not in queued:
                queued.add(id(pred))
                queue.append(pred)


def _merge(into: dict, frontier: dict) -> bool:
    changed = False
    for key, (anchor, group) in frontier.items():
        old = into.get(key)
        if old is None:
            into[key] = (anchor, group)
            changed = True
            continue
        mine = old[1]
        in_gap = mine.barrier_in_gap and group.barrier_in_gap
        open_wait = mine.open_wait if mine.open_wait is not None \
            and group.open_wait is not None else None
        merged = _Group(mine.defer_seen | group.defer_seen, in_gap,
                        (mine.gap_barrier or group.gap_barrier) if in_gap else None,
                        None if in_gap else open_wait)
        if merged.key() != mine.key():
            into[key] = (anchor, merged)
            changed = True
    return changed


class TDMLoadWaveSyncPass(Pass):
    NAME = NAME
    SUMMARY = ("Insert a workgroup barrier between the tensor loads an s_wait_tensorcnt "
               "waits for and later loads of other tokens (gfx1250, --NumWaves >= 2)")

    def target_error(self, target) -> str | None:
        return guard_facts_error(NAME, target, "tdm_wave_sync")

    def run(self, function, ctx) -> bool:
        if ctx.tile.NumWaves <= 1:
            if ctx.remarks:
                ctx.remark(f"{NAME}: @{function.name}: nothing to do with --NumWaves="
                           f"{ctx.tile.NumWaves} (a single wave, or the default 0): the pass "
                           f"needs 2 or more waves per workgroup")
            return False
        if not self._well_formed(function, ctx):
            return False
        scan = _Scan(ctx, function)
        for block in function.blocks:
            for index, item in enumerate(block.items):
                if isinstance(item, Instruction) and _is_tensor_wait(item):
                    scan.trigger(block, index, item)
        if not scan.insertions:
            self._tag(scan)
            return False
        anchors = {key for key in scan.insertions}
        for block in function.blocks:
            if not any(id(item) in anchors for item in block.items):
                continue
            new_items = []
            for item in block.items:
                entry = scan.insertions.get(id(item))
                if entry is not None:
                    new_items.extend(self._barrier(ctx, entry))
                new_items.append(item)
            block.items[:] = new_items
        self._tag(scan)
        if ctx.remarks:
            for anchor, tokens, _ in sorted(scan.insertions.values(),
                                            key=lambda e: scan.position[id(e[0])]):
                ctx.remark(f"{NAME}: @{function.name}: workgroup barrier for tokens "
                           f"{sorted(tokens)} before this tensor load", anchor.loc)
        return True

    def _well_formed(self, function, ctx) -> bool:
        """Every barrier names its id and every tensor wait its count (located errors)."""
        counter = ctx.target.counters["tensorcnt"]
        good = True
        for inst in function.instructions():
            if inst.desc is None:
                continue
            try:
                if inst.desc.is_barrier:
                    barrier_id(inst)
                elif _is_tensor_wait(inst):
                    wait_count(inst, counter, ("swaittensorcnt", "tlcnt"))
            except OperandProblem as problem:
                report_problem(ctx, NAME, inst, problem)
                good = False
        return good

    def _barrier(self, ctx, entry) -> list[Instruction]:
        _, tokens, trigger = entry
        signal = new_instruction(ctx.target, "s_barrier_signal", [IntLit(-1)],
                                 [memtoken(tokens)])
        wait = new_instruction(ctx.target, "s_barrier_wait", [IntLit(-1)], [memtoken(tokens)],
                               comment=_comment(trigger))
        return [signal, wait]

    def _tag(self, scan: _Scan) -> None:
        """Name the wait group an existing barrier already separates (assembly comments)."""
        for key, (_, witness, trigger) in scan.tags.items():
            if key in scan.insertions or (witness.comment and COMMENT in witness.comment):
                continue
            text = _comment(trigger)
            witness.comment = f"{witness.comment}; {text}" if witness.comment else text


def _comment(trigger: Instruction) -> str:
    drained = ",".join(str(t) for t in sorted(set(trigger.tokens)))
    return f"{COMMENT} [{drained}]" if drained else COMMENT
