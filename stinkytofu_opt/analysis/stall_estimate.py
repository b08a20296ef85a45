"""Estimated stall cycles of a function's memory-counter waits, under a simple issue model.

The model (README "Stall estimate"), per wave:

* every instruction takes one issue cycle, in program order (labels, directives and the
  PHI/FENCE pseudo instructions take none);
* a counted memory operation completes a fixed latency after it issues: the target's
  ``stall_model.latency`` of its event kind (of its counter where the target has no event
  table). On each counter it increments, an operation of an in-order kind cannot complete
  before an older one of the same kind there (the counter decrements in order); an
  out-of-order kind (scalar memory, gfx9 FLAT, messages) completes on its own;
* a wait holds the wave until every counter it bounds has at most its count in flight (for
  a packed wait, the latest of its counters), then issues; the cycles it holds are its
  stall. Only memory-counter waits stall: ``s_delay_alu``, ``s_wait_alu``, barriers and
  counter capacity are not modelled;
* control flow: every block runs once per trip of each loop around it, and every loop runs
  ``loop_trips`` trips (the back edges are taken ``loop_trips - 1`` times). A block is
  entered with the in-flight operations of its predecessors merged position by position
  (the youngest of each kind with the youngest, each taking the later completion), so a
  join is at least as late as its worst predecessor; both arms of a branch are counted, so
  the figure is a sum over the code, not the time of one path. A retreating edge into a
  block that does not dominate its source (an irreducible cycle) is not followed: that
  cycle is counted once.

Loops run trip by trip; once a trip leaves the loop head's entry state as it found it, the
remaining trips repeat it and are counted without being walked, and a loop entered twice
in the same state is not walked twice, so nested loops cost about one walk per distinct
state rather than ``loop_trips ** depth``.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.ir.core import Instruction, SourceLoc
from stinkytofu_opt.machine.registers import PSEUDO_OPCODES
from stinkytofu_opt.passes.control_flow.cfg_builder import unbuilt_cfg_warning
from stinkytofu_opt.machine.events import family_desc
from stinkytofu_opt.machine.facts import kind_of
from stinkytofu_opt.machine.waits import decode_wait
from stinkytofu_opt.records import field, record

DEFAULT_LOOP_TRIPS = 8
MAX_LOOP_TRIPS = 1_000_000


class StallModelError(ValueError):
    """The target has no stall model, or an option is out of range."""


@record
class WaitStall:
    """One wait instruction: the cycles it held the wave, summed over its executions."""

    instruction: Instruction
    block: str
    stall_cycles: int = 0
    executions: int = 0
    # for a wait without a source location (one a pass inserted): the location of the
    # next instruction of its block that has one, the instruction it was inserted for
    before: SourceLoc | None = None


@record
class FunctionStalls:
    """The estimate of one function: ``stall_cycles`` of ``cycles`` in all."""

    name: str
    loop_trips: int
    stall_cycles: int = 0
    cycles: int = 0
    waits: list[WaitStall] = field(default_factory=list)
    note: str | None = None    # why the figure may mislead (an assembly CFG never built)

    @property
    def stalling_waits(self) -> list[WaitStall]:
        return [w for w in self.waits if w.stall_cycles]


# In-flight state: per counter, per kind, the completion times (relative to now, all > 0)
# oldest first, as a tuple; kinds with nothing in flight are absent. Out-of-order kinds
# keep theirs sorted too, so that a merge pairs the latest with the latest.
_EMPTY: dict = {}


def _freeze(state: dict) -> tuple:
    return tuple(sorted((c, tuple(sorted(kinds.items()))) for c, kinds in state.items()))


def _merge(states: list[dict]) -> dict:
    if len(states) == 1:
        return states[0]
    out: dict = {}
    for state in states:
        for counter, kinds in state.items():
            mine = out.setdefault(counter, {})
            for kind, times in kinds.items():
                have = mine.get(kind, ())
                if len(have) < len(times):
                    have, times = times, have
                # align the youngest entries: both lists end with their youngest
                shift = len(have) - len(times)
                mine[kind] = have[:shift] + tuple(max(a, b) for a, b in
                                                  zip(have[shift:], times))
    return out


class _Estimator:
    def __init__(self, function, target, loop_trips: int):
        model = target.stall_model
        if model is None:
            raise StallModelError(f"target {target.name} has no stall_model section")
        self.latency = model.latency
        self.has_events = bool(target.events)
        self.target = target
        self.trips = loop_trips
        self.cfg = CFGInfo(function)
        self.result = FunctionStalls(function.name, loop_trips)
        self._ops: dict[int, tuple] = {}
        self.loops = self._natural_loops()
        self._memo: dict = {}

    # -- instruction facts -----------------------------------------------------------
    def _facts(self, inst: Instruction):
        """What the model reads of an instruction, once per instruction: ("wait",
        {counter: count}), ("op", latency, ((counter, kind, ordered), ...)), ("issue",)
        for anything else that issues, ("none",) for a pseudo instruction."""
        key = id(inst)
        known = self._ops.get(key)
        if known is None:
            known = self._ops[key] = self._classify(inst)
        return known

    def _classify(self, inst: Instruction):
        if inst.opcode in PSEUDO_OPCODES:
            return ("none",)
        kind = kind_of(inst, self.target)
        if kind.is_wait:
            bounds = decode_wait(inst, self.target)
            return ("wait", bounds) if bounds else ("issue",)
        events = kind.events
        if not events:
            return ("issue",)
        if self.has_events:
            desc = inst.desc if inst.desc is not None else family_desc(inst.opcode, self.target)
            kind = desc.event if desc.event in self.latency else events[0].kind
        else:
            kind = events[0].counter
        latency = self.latency.get(kind, max(self.latency.values()))
        return ("op", latency, tuple((e.counter, e.kind, not e.unordered) for e in events))

    # -- one block -------------------------------------------------------------------
    def _run_block(self, block, state: dict, tally: dict) -> dict:
        """Walk ``block`` from ``state``; add (stall, executions) per wait and the
        block's cycles to ``tally``; return the exit state."""
        now = 0
        live = {c: {k: list(t) for k, t in kinds.items()} for c, kinds in state.items()}
        for item in block.items:
            if not isinstance(item, Instruction):
                continue
            facts = self._facts(item)
            tag = facts[0]
            if tag == "none":
                continue
            if tag == "wait":
                until = now
                for counter, count in facts[1].items():
                    count = max(count, 0)     # a negative literal drains, as the validator reads it
                    times = sorted((t for ts in live.get(counter, _EMPTY).values()
                                    for t in ts), reverse=True)
                    if len(times) > count:
                        until = max(until, times[count])
                stall = until - now
                entry = tally.setdefault(id(item), [item, block.name, 0, 0])
                entry[2] += stall
                entry[3] += 1
                now = until
                for counter in facts[1]:     # what is done by now no longer counts
                    for times in live.get(counter, _EMPTY).values():
                        times[:] = [t for t in times if t > now]
            elif tag == "op":
                done = now + facts[1]
                for counter, kind, ordered in facts[2]:
                    times = live.setdefault(counter, {}).setdefault(kind, [])
                    if ordered:
                        if times and times[-1] > done:
                            done_here = times[-1]
                        else:
                            done_here = done
                        times.append(done_here)
                    else:
                        times.append(done)
                        times.sort()
            now += 1
        tally["cycles"] = tally.get("cycles", 0) + now
        out = {}
        for counter, kinds in live.items():
            kept = {}
            for kind, times in kinds.items():
                rest = tuple(t - now for t in times if t > now)
                if rest:
                    kept[kind] = rest
            if kept:
                out[counter] = kept
        return out

    # -- control flow ----------------------------------------------------------------
    def _natural_loops(self) -> dict:
        """Loop head -> its body (a frozenset of blocks), for heads that dominate the
        sources of their back edges."""
        bodies: dict = {}
        for src, head in self.cfg.back_edges:
            if not self.cfg.dominates(head, src):
                continue
            body = bodies.setdefault(head, {head})
            stack = [src]
            while stack:
                b = stack.pop()
                if b in body:
                    continue
                body.add(b)
                stack.extend(b.predecessors)
        return {head: frozenset(body) for head, body in bodies.items()}

    def _region(self, blocks: list, head, entry: dict, tally: dict, exits: dict) -> None:
        """Run ``blocks`` (in RPO) once, ``head`` (or the function entry) entered with
        ``entry``; every block's exit state goes into ``exits``."""
        done: set = set()
        members = set(blocks)
        for block in blocks:
            if block in done:
                continue
            body = self.loops.get(block)
            if block is head:
                state = entry
            else:
                preds = [exits[p] for p in block.predecessors if p in exits
                         and (p in done or p not in members)
                         and (body is None or p not in body)]
                state = _merge(preds) if preds else {}
            if body is not None and block is not head:
                inner = [b for b in blocks if b in body]
                self._loop(inner, block, state, tally, exits)
                done.update(inner)
                continue
            exits[block] = self._run_block(block, state, tally)
            done.add(block)

    def _loop(self, blocks: list, head, entry: dict, tally: dict, exits: dict) -> None:
        state = entry
        for trip in range(self.trips):
            key = (id(head), _freeze(state))
            cached = self._memo.get(key)
            if cached is None:
                trip_tally: dict = {}
                trip_exits: dict = {}
                self._region(blocks, head, state, trip_tally, trip_exits)
                latches = [trip_exits[p] for p in head.predecessors if p in trip_exits]
                after = _merge(latches) if latches else {}
                cached = self._memo[key] = (trip_tally, trip_exits, after)
            trip_tally, trip_exits, after = cached
            repeats = self.trips - trip if _freeze(after) == key[1] else 1
            _add(tally, trip_tally, repeats)
            exits.update(trip_exits)
            if repeats > 1:
                break
            state = after

    def run(self) -> FunctionStalls:
        tally: dict = {}
        rpo = self.cfg.rpo
        if rpo:
            self._region(rpo, rpo[0] if rpo[0] not in self.loops else None, {}, tally, {})
        result = self.result
        result.cycles = tally.pop("cycles", 0)
        if unbuilt_cfg_warning(self.cfg.function, "") is not None:
            result.note = ("one block that branches to its own labels: its loops and joins "
                           "are read as straight-line code (run --CFGBuilderPass first)")
        order: dict[int, int] = {}
        before: dict[int, SourceLoc] = {}
        for block in self.cfg.function.blocks:
            unlocated = []
            for item in block.items:
                order[id(item)] = len(order)
                if item.loc is None:
                    unlocated.append(id(item))
                    continue
                before.update(dict.fromkeys(unlocated, item.loc))
                unlocated = []
        for key, (inst, block, stall, executions) in sorted(
                tally.items(), key=lambda kv: order[kv[0]]):
            result.waits.append(WaitStall(inst, block, stall, executions, before.get(key)))
            result.stall_cycles += stall
        return result


def _add(total: dict, part: dict, times: int) -> None:
    for key, value in part.items():
        if key == "cycles":
            total["cycles"] = total.get("cycles", 0) + value * times
            continue
        entry = total.get(key)
        if entry is None:
            entry = total[key] = [value[0], value[1], 0, 0]
        entry[2] += value[2] * times
        entry[3] += value[3] * times


def check_loop_trips(loop_trips) -> int:
    """``loop_trips``, or the default for None; StallModelError when out of range."""
    if loop_trips is None:
        return DEFAULT_LOOP_TRIPS
    if isinstance(loop_trips, bool) or not isinstance(loop_trips, int) \
            or not 1 <= loop_trips <= MAX_LOOP_TRIPS:
        raise StallModelError(f"loop trips must be an integer from 1 to {MAX_LOOP_TRIPS:,}, "
                              f"got {loop_trips!r}")
    return loop_trips


def estimate_function(function, target, loop_trips: int | None = None) -> FunctionStalls:
    """The stall estimate of ``function`` on ``target`` (see the module docstring)."""
    return _Estimator(function, target, check_loop_trips(loop_trips)).run()


@record
class StallReport:
    """The estimate of every function of a module; ``str()`` is ``--stall-report``'s text."""

    arch: str
    loop_trips: int
    functions: list[FunctionStalls]

    @property
    def stall_cycles(self) -> int:
        return sum(f.stall_cycles for f in self.functions)

    def render(self) -> str:
        from stinkytofu_opt.text.asm_emitter import format_instruction

        lines = [f"stall estimate ({self.arch}; one issue cycle per instruction, loops "
                 f"{self.loop_trips} trips)"]
        for f in self.functions:
            name = f"@{f.name}" if f.name else "the text"   # assembly without functions
            lines.append(f"{name}: {f.stall_cycles} stall cycles in {f.cycles}; "
                         f"{_count(len(f.waits), 'wait')}, {len(f.stalling_waits)} stalling")
            if f.note is not None:
                lines.append(f"  note: {f.note}")
            for w in f.stalling_waits:
                loc = w.instruction.loc
                where = f" ({loc})" if loc is not None else (
                    f" (inserted before {w.before})" if w.before is not None else "")
                lines.append(f"  ^{w.block}: {format_instruction(w.instruction).strip()}: "
                             f"{w.stall_cycles} cycles over "
                             f"{_count(w.executions, 'execution')}{where}")
        return "\n".join(lines) + "\n"

    __str__ = render


def remark_text(f: FunctionStalls) -> str:
    """The one-line ``--remarks`` form of a function's estimate."""
    return (f"estimated stall of the memory waits: {f.stall_cycles} cycles in {f.cycles} "
            f"({_count(len(f.waits), 'wait')}, {len(f.stalling_waits)} stalling; loops "
            f"{f.loop_trips} trips; see --stall-report)")


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def estimate_functions(functions, target, arch: str,
                       loop_trips: int | None = None) -> StallReport:
    """The stall estimate of each of ``functions``, as one report."""
    trips = check_loop_trips(loop_trips)
    return StallReport(arch, trips, [_Estimator(f, target, trips).run() for f in functions])
