"""WaitCntValidationCheckPass: prove that every asynchronous memory result is
waited for before it is used (spec waitcnt-passes.md section 6).

The check is read-only and works on every target: its counters, their
capacities, the event each instruction counts as and the wait encodings come
from the machine model (``stinkytofu_opt.machine``). It runs a forward
dataflow over the CFG to a fixed point. The state at a program point says,
for each counter, which operations may still be in flight and, for each, two
ages: the fewest operations issued after it on the counter on any path that
reaches the point ("younger"), and the fewest issued after it in its own
ordered class ("class age"). A wait ``N`` retires an operation only if at
least N younger ones were issued after it, so the smallest count over all
paths is the conservative one; joins take the union of the in-flight sets and
the minimum of both ages.

Out of order (spec targets.md section 2), only a wait of 0 is exact and a
non-zero wait credits nothing: an out-of-order event kind (scalar memory,
FLAT, GDS, messages) or counter (kmcnt), and a counter on which more than one
event kind is pending (LDS and SMEM on lgkmcnt). With ``precise`` (the insertion
pass's precise mode, insertion/precise.py rule ``lgkm-class-count``) a non-zero
wait N there retires an operation of an in-order class with at least N younger
operations of its class ("class age"): were it still outstanding, those N would
be too (they complete after it), N + 1 in all, more than the wait leaves
(``lgkmcnt(1)`` after two DS reads and a scalar load retires the first DS read).
FLAT counts on both the VMEM and the LDS counter where the target says so, so its
result needs both.

Capacity backpressure (section 3): a counter of b bits holds 2^b - 1
operations, so once that many younger operations of an operation's own
ordered class have issued, it has completed (15 younger LDS operations on
CDNA's lgkmcnt, 63 younger VMEM operations on vmcnt). The retirement happens
before the operands of the instruction that would overflow are checked.
Operations of mixed classes prove nothing. The LLVM form (limit - 1,
``lgkmcnt(14)``) is accepted like any sufficient wait.

Each in-flight entry also remembers which of its destination registers (and,
for LDS writers, which LDS tokens) no later instruction has overwritten, so a
consumer depends on the producer whose value really reaches it.

Hazards checked, at instruction X against an in-flight entry E:

* RAW on registers: X reads a register unit that E writes and no later
  instruction has overwritten (any counter; the same DS pipeline is no
  excuse, registers are read at issue).
* Tensor RAW on LDS: E is a ``tensor_load_to_lds`` whose tokens overlap X's
  and are not redefined since, and X is an all-wave barrier (``s_barrier``,
  ``s_barrier_signal/-wait -1``), or X is a DS read and NumWaves is 1.
  By default tensor loads are not carried around loop back edges: that is
  the insertion pass's documented default policy (tensor state frozen after
  its first sweep); the option ``strictTensorLoops`` carries them.
* WAR on LDS: X is a ``tensor_load_to_lds`` and E a DS read or DS atomic on
  an overlapping token.
* Barrier ordering: X is an LDS-fence barrier (every barrier but the cluster
  split -3) and E any DS operation on an overlapping token.
* WAW on LDS: X is a DS write and E a ``tensor_load_to_lds``, or X a tensor load
  and E a DS write or DS atomic, on an overlapping token (the two pipelines do not
  order their LDS writes).
* Async WAR: X writes LDS (tensor load, DS write) or is an LDS-fence barrier
  and E is an async LDS-to-global store on an overlapping token.

An instruction without memory tokens overlaps every token.

Cost: the state lives in :mod:`validation.inflight` (ages as stamps, indexes by
register unit), so an instruction costs what it touches; a worklist in
reverse post-order visits an acyclic function's blocks once. Bounds, both
sound (README "Limits"): a block entry with more than ``MAX_ENTRIES``
entries on a counter folds them by kind into conservative summaries (a
remark says so; a violation reported after them may be a false positive),
and a function not at its fixed point after ``VISITS_PER_BLOCK`` visits per
block is reported as unproven (an error).

* WAW on registers: X writes a register unit that E still writes, unless both
  count on one in-order counter as one kind of event (``machine.facts.lands_before``).
* LDS DMA: X is a DS access or an LDS-fence barrier and E a VMEM load into LDS.
* An instruction whose registers cannot be read (``mod.asm`` unreadable, an
  unresolved register expression or a macro): "cannot verify" (an error).

Not checked: the tensor-descriptor WAR on SGPRs (opt-in in the insertion
pass), storecnt.
"""

from __future__ import annotations

import heapq

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.passes.control_flow.cfg_builder import unbuilt_cfg_warning
from stinkytofu_opt.passes.dependences.implicit_deps import link_tokens_if_needed
from stinkytofu_opt.passes.registry import Option, Pass
from stinkytofu_opt.passes.waits import calling_convention as convention
from stinkytofu_opt.machine.events import CounterEvent
from stinkytofu_opt.passes.waits.validation.inflight import (NO_UNITS, Groups, InFlightQueue, is_group,
                                                    same_ages, summarize)
from stinkytofu_opt.machine.facts import ALL_TOKENS, InstFacts, Kind, facts, lands_before, overlap
from stinkytofu_opt.machine.indexed import resolve_indexed
from stinkytofu_opt.passes.waits.validation.violations import (_RAW, _RETURN, CALLER,  # noqa: F401
                                                               Violation, _tokens_text,
                                                               _units_text)

MAX_ENTRIES = 256        # in-flight entries per counter at a block entry before summaries
VISITS_PER_BLOCK = 64    # dataflow visits per block before the function counts as unproven
class WaitCntValidator:
    """Dataflow over one function; ``run()`` returns every violation.

    Bounded (README "Limits"): a block entry with more than ``max_entries`` in-flight
    entries on a counter folds them into conservative group summaries from then on
    (``summarized`` names the blocks); a function that needs more than
    ``visits_per_block`` visits per block is not proven (``unconverged``)."""

    def __init__(self, function, num_waves: int = 0, strict_tensor_loops: bool = False,
                 target=None, max_entries: int | None = None,
                 visits_per_block: int | None = None, precise: bool = False):
        if target is None:
            from stinkytofu_opt.target import get_target
            target = get_target("gfx1250")
        self.target = target
        self.counters = tuple(target.counters)
        self.limits = {c: target.counters[c].max_value for c in self.counters}
        self.function = function
        self.single_wave = num_waves == 1
        self.strict_tensor_loops = strict_tensor_loops
        self.precise = precise
        self.max_entries = MAX_ENTRIES if max_entries is None else max_entries
        self.visits_per_block = VISITS_PER_BLOCK if visits_per_block is None else visits_per_block
        self.facts: dict[int, object] = {}
        self.groups = Groups()
        self.summarized: dict[int, tuple] = {}   # id(block) -> (block, counters), in order
        self.unconverged = False
        self.track_depth = False
        self.unverifiable: list = []   # instructions whose registers could not be read
        resolve_indexed(function, target)
        self.has_lds_dma = any(facts(i, target).lds_dma for i in function.instructions()
                               if i.desc is not None and i.desc.is_vmem_load)
        self.callee = convention.is_function(function)
        self.calls_drain = convention.follows_convention(function)
        self.drained = convention.drained_counters(target)
        self.caller = self._caller_state() if self.callee else None

    def _caller_state(self) -> tuple:
        """(producer, key) of the entry standing for the caller's operations: in flight on
        every drained counter, writing every register the function names, completing in
        no order (only a wait of 0 retires it)."""
        units = set()
        for inst in self.function.instructions():
            f = self._facts(inst)
            units |= f.reads
            units |= f.writes
        producer = Instruction(CALLER, comment=self.function.name)
        # placed at the function's label, else at its first instruction
        items = [i for b in self.function.blocks for i in b.items]
        first = next((i for i in items if getattr(i, "name", None) == self.function.name),
                     None) or next((i for i in items if isinstance(i, Instruction)), None)
        producer.loc = first.loc if first is not None else None
        events = {c: CounterEvent(c, CALLER, None, True) for c in self.drained}
        kind = Kind(events=tuple(events.values()), is_wait=False, ds_read=False,
                    ds_write=False, ds_atomic=False, tensor_load=False, async_store=False,
                    barrier=False, fence_barrier=False, token_barrier=False, branch=False,
                    unreadable=False, lds_dma=False)
        self.facts[id(producer)] = InstFacts(kind, events, NO_UNITS, frozenset(units),
                                             NO_UNITS, None)
        return producer, (producer, frozenset(units), NO_UNITS), events

    def _facts(self, inst):
        f = self.facts.get(id(inst))
        if f is None:
            f = self.facts[id(inst)] = facts(inst, self.target)
        return f

    def _signature(self, producer, event):
        return self.groups.of(self._facts(producer), event)

    def _rpo(self):
        blocks = self.function.blocks
        if not blocks:
            return []
        seen = {id(blocks[0])}
        post = []
        stack = [(blocks[0], iter(blocks[0].successors))]
        while stack:
            block, it = stack[-1]
            for succ in it:
                if id(succ) not in seen:
                    seen.add(id(succ))
                    stack.append((succ, iter(succ.successors)))
                    break
            else:
                post.append(block)
                stack.pop()
        order = post[::-1]
        order.extend(b for b in blocks if id(b) not in seen)
        return order

    def run(self) -> list[Violation]:
        order, index, exits = self._dataflow()
        found: dict[tuple, Violation] = {}
        for block in order:
            self._transfer(block, self._entry(block, exits, index), found)
        return list(found.values())

    def exit_depths(self) -> dict:
        """block -> counter -> the most operations in flight on it at the block's exit
        over all paths (the hardware counter's value bound)."""
        # The checks never read the depth: only this view iterates to its fixed point.
        self.track_depth = True
        order, _, exits = self._dataflow()
        return {block: {c: exits[id(block)][c][1] for c in self.counters}
                for block in order if id(block) in exits}

    def _dataflow(self):
        """Exit states at the fixed point: a worklist in reverse post-order, so an
        acyclic function is one visit per block."""
        order = self._rpo()
        index = {id(b): i for i, b in enumerate(order)}
        exits: dict[int, dict] = {}
        pending = list(range(len(order)))
        queued = set(pending)
        budget = self.visits_per_block * len(order)
        while pending:
            if budget == 0:
                self.unconverged = True
                break
            budget -= 1
            i = heapq.heappop(pending)
            queued.discard(i)
            block = order[i]
            out = self._transfer(block, self._entry(block, exits, index), None)
            snapshot = {c: q.snapshot() for c, q in out.items()}
            old = exits.get(id(block))
            if old is not None and all(same_ages(old[c], snapshot[c], self.track_depth)
                                       for c in self.counters):
                continue
            exits[id(block)] = snapshot
            for succ in block.successors:
                j = index.get(id(succ))
                if j is not None and j not in queued:
                    queued.add(j)
                    heapq.heappush(pending, j)
        return order, index, exits

    def _entry(self, block, exits, index):
        state = {c: InFlightQueue() for c in self.counters}
        me = index[id(block)]
        for pred in block.predecessors:
            out = exits.get(id(pred))
            if out is None:
                continue
            back_edge = index.get(id(pred), -1) >= me
            for c in self.counters:
                if back_edge and c == "tensorcnt" and not self.strict_tensor_loops:
                    continue
                state[c].join(out[c])
        if self.caller is not None and block is self.function.blocks[0]:
            producer, key, events = self.caller
            for c, event in events.items():
                state[c].put(key, (0, 0, producer, event))
        # Sticky per block and counter, so that an entry stays a monotone function of
        # the block's inputs.
        bounded = self.summarized.get(id(block), (block, set()))[1]
        for c, q in state.items():
            if c in bounded or len(q.entries) > self.max_entries:
                bounded.add(c)
                state[c] = summarize(q, self._signature)
        if bounded:
            self.summarized[id(block)] = (block, bounded)
        return state

    def _transfer(self, block, state, found):
        for inst in block.items:
            if not isinstance(inst, Instruction) or inst.opcode == "PHI":
                continue
            f = self._facts(inst)
            if f.wait is not None:
                for counter, keep in f.wait.items():
                    self._apply_wait(state[counter], keep)
                continue
            if f.unreadable:
                # It may touch anything, so nothing about it can be proven; reported
                # once, then taken as a full drain so that what follows is checked.
                if found is not None and not any(i is inst for i in self.unverifiable):
                    self.unverifiable.append(inst)
                for queue in state.values():
                    self._apply_wait(queue, 0)
            if f.events:
                self._backpressure(state, f)
            if found is not None:
                needed = self._check(inst, f, block, state, found)
                # Report each missing wait once, at its first consumer: from
                # here on assume the wait is there.
                for counter, keep in needed.items():
                    self._apply_wait(state[counter], keep)
            self._kill(state, f)
            if f.events:
                self._issue(state, inst, f)
            if self.calls_drain and convention.ends_call(inst, self.function):
                # the callee waits at its entry and drains before it returns
                for counter in self.drained:
                    self._apply_wait(state[counter], 0)
        return state

    def _apply_wait(self, queue, keep) -> None:
        queue.depth = min(queue.depth, max(keep, 0))
        if keep == 0:
            queue.clear()
        elif not queue.out_of_order():
            queue.retire_older(keep)
        elif self.precise:
            # (precise) Out of order, an operation of an in-order class is still retired
            # by a wait of ``keep`` once ``keep`` younger operations of its class were
            # issued: were it outstanding, they would all be too, ``keep`` + 1 in all.
            for order in sorted({value[3].order for value in queue.entries.values()}
                                - {None}):
                queue.retire_class(order, keep)

    def _backpressure(self, state, f) -> None:
        """Retire what the issue of ``f`` proves complete: an operation with capacity - 1
        younger operations of its ordered class cannot stay in flight while this one, the
        capacity-th, issues."""
        for counter, event in f.events.items():
            if event.order is not None:
                state[counter].retire_class(event.order, self.limits[counter] - 1)

    def _check(self, inst, f, block, state, found) -> dict:
        needed: dict[str, int] = {}

        def hit(counter, value, hazard):
            queue = state[counter]
            required = 0 if queue.out_of_order() else queue.younger(value)
            if counter not in needed or required < needed[counter]:
                needed[counter] = required
            producer = value[2]
            # One report per consumer and counter, naming the producer that
            # needs the strictest wait (the others are drained by it too).
            fkey = (id(inst), counter)
            v = found.get(fkey)
            if v is None:
                found[fkey] = Violation(inst, block.name, producer, counter, required, hazard,
                                        self.target.counters[counter])
                return
            if producer is not v.producer and all(producer is not o for o in v.others):
                v.others.append(producer)
            if required < v.required:
                if v.producer is not producer:
                    v.others.remove(producer)
                    v.others.append(v.producer)
                v.producer, v.required, v.hazard = producer, required, hazard

        if f.reads:
            for counter in self.counters:
                queue = state[counter]
                if not queue.by_unit:
                    continue
                touched = {}
                for unit in f.reads:
                    bucket = queue.by_unit.get(unit)
                    if bucket:
                        touched.update(bucket)
                for key in queue.in_order(touched) if touched else ():
                    hit(counter, queue.entries[key], _RAW + _units_text(key[1] & f.reads))
        if f.writes:
            # WAW: an in-flight result must not land over this write (machine.facts.lands_before).
            for counter in self.counters:
                queue = state[counter]
                if not queue.by_unit:
                    continue
                touched = {}
                for unit in f.writes:
                    bucket = queue.by_unit.get(unit)
                    if bucket:
                        touched.update(bucket)
                for key in queue.in_order(touched) if touched else ():
                    value = queue.entries[key]
                    if not lands_before(f, self._facts(value[2])):
                        hit(counter, value, "WAW on " + _units_text(key[1] & f.writes))
        if (f.is_ds or f.fence_barrier) and self.has_lds_dma:
            # LDS written by DMA: any DS access may touch it, other waves read it after a
            # barrier (machine.events.is_lds_dma)
            for counter in self.counters:
                for value in list(state[counter].entries.values()):
                    if self._facts(value[2]).lds_dma:
                        hit(counter, value, "LDS written by DMA")
        tensor_raw = f.token_barrier or (self.single_wave and f.ds_read)
        if tensor_raw and "tensorcnt" in state:
            for key, value in state["tensorcnt"].entries.items():
                live = key[2]
                if live is not ALL_TOKENS and not live:
                    continue
                if overlap(live, f.tokens):
                    hit("tensorcnt", value,
                        f"tensor RAW on {_tokens_text(self._common(live, f.tokens))}")
        if f.tensor_load or f.fence_barrier:
            for counter in self.counters:
                for value in state[counter].entries.values():
                    pf = self._facts(value[2])
                    if not pf.is_ds or not overlap(pf.tokens, f.tokens):
                        continue
                    common = _tokens_text(self._common(pf.tokens, f.tokens))
                    if f.tensor_load and (pf.ds_read or pf.ds_atomic):
                        hit(counter, value, f"WAR on {common}")
                    elif f.fence_barrier:
                        hit(counter, value, f"DS access on {common} before barrier")
        if f.lds_writer:
            # WAW on LDS across pipelines: a tensor fill and a DS write of one buffer are
            # not ordered against each other, so the earlier may land last.
            for counter in self.counters:
                for value in state[counter].entries.values():
                    pf = self._facts(value[2])
                    other = pf.tensor_load if f.ds_write else (pf.ds_write or pf.ds_atomic)
                    if other and overlap(pf.tokens, f.tokens):
                        hit(counter, value, "WAW on "
                            + _tokens_text(self._common(pf.tokens, f.tokens)))
        if self.callee and convention.is_return(inst):
            for counter in self.drained:
                for value in list(state[counter].entries.values()):
                    hit(counter, value, _RETURN)
        if (f.lds_writer or f.fence_barrier) and "asynccnt" in state:
            for value in state["asynccnt"].entries.values():
                pf = self._facts(value[2])
                if overlap(pf.tokens, f.tokens):
                    hit("asynccnt", value,
                        f"WAR on {_tokens_text(self._common(pf.tokens, f.tokens))}"
                        " (async store reads LDS)")
        return needed

    @staticmethod
    def _common(a, b):
        if a is ALL_TOKENS:
            return b
        if b is ALL_TOKENS:
            return a
        return a & b

    def _kill(self, state, f) -> None:
        """Registers ``f`` writes and LDS tokens it redefines no longer carry the
        values of the in-flight operations; an entry left with no registers joins its
        group."""
        writes = f.writes
        token_defs = f.lds_token_defs
        if not writes and not token_defs:
            return
        for queue in state.values():
            touched = {}
            if writes and queue.by_unit:
                for unit in writes:
                    bucket = queue.by_unit.get(unit)
                    if bucket:
                        touched.update(bucket)
            if token_defs and queue.token_keys:
                for key in queue.token_keys:
                    if not key[2].isdisjoint(token_defs):
                        touched[key] = None
            if not touched:
                continue
            for key in queue.in_order(touched):
                units = key[1] - writes if writes and not key[1].isdisjoint(writes) else key[1]
                live = key[2]
                if token_defs and live is not ALL_TOKENS and not live.isdisjoint(token_defs):
                    live = live - token_defs
                value = queue.remove(key)
                identity = key[0]
                if not units and not is_group(key):
                    identity = self._signature(value[2], value[3])
                queue.put((identity, units, live), value)

    def _issue(self, state, inst, f) -> None:
        live = f.tokens if (f.tensor_load or f.ds_write) else NO_UNITS
        for counter, event in f.events.items():
            key = (inst, f.writes, live) if f.writes else \
                (self._signature(inst, event), NO_UNITS, live)
            state[counter].issue(key, inst, event, self.limits[counter])


def returning(violations) -> list[Violation]:
    """The violations that are a return with operations in flight (calling convention)."""
    return [v for v in violations if v.hazard == _RETURN]


def validate_function(function, num_waves: int = 0, strict_tensor_loops: bool = False,
                      target=None, precise: bool = False):
    """Every missing-wait violation in ``function`` (an empty list if sound); the target
    defaults to gfx1250."""
    return WaitCntValidator(function, num_waves, strict_tensor_loops, target=target,
                            precise=precise).run()


class WaitCntValidationCheckPass(Pass):
    NAME = "WaitCntValidationCheckPass"
    SUMMARY = ("Check that every in-flight async memory result is waited for before use "
               "(reports every missing s_wait_*; exit status 1)")
    OPTIONS = (
        Option("strictTensorLoops", "bool", False,
               "also carry tensor loads around loop back edges (the insertion pass's "
               "enableLoopCarriedTokenDeps policy)"),
        Option("noAbort", "bool", False,
               "keep going after a function with violations (the default now; accepted for "
               "the reference's command lines)"),
        Option("abortOnFirst", "bool", False,
               "stop at the first function with violations, before any output (the "
               "reference tool's report_fatal_error)"),
        Option("precise", "bool", False,
               "accept the waits of StinkyWaitCntInsertionPass=precise: a non-zero wait on a "
               "counter with mixed event kinds retires an operation of an in-order class "
               "with that many younger ones of its class (lgkmcnt(k) with scalar loads "
               "pending)"),
    )

    def run(self, function, ctx) -> bool:
        changed = False
        unbuilt = unbuilt_cfg_warning(function, self.NAME)
        if unbuilt is not None:
            # A flat function that branches to its own labels: its loops would read as
            # straight-line code. Build the CFG, as CFGBuilderPass would.
            from stinkytofu_opt.passes.control_flow.cfg_builder import CFGBuilderPass
            changed = CFGBuilderPass().run(function, ctx)
            name = f"@{function.name}" if function.name else "the function"
            ctx.remark(f"[WaitCntValidationCheck] {name}: built the control-flow "
                       f"graph (no CFGBuilderPass ran before this pass, and this branch "
                       f"jumps to a label of the function)", unbuilt[1])
        # The check reads tokens itself; linking them keeps its output (and what
        # later passes see) equal to the two-pass form's.
        changed |= link_tokens_if_needed(function, ctx, self.NAME)
        validator = WaitCntValidator(function, ctx.tile.NumWaves,
                                     self.options["strictTensorLoops"], target=ctx.target,
                                     precise=self.options["precise"])
        violations = sorted(validator.run(), key=lambda v: _position(v.consumer))
        if validator.summarized:
            blocks = [block for block, _ in validator.summarized.values()]
            names = ", ".join(f"^{b.name}" for b in blocks[:5]) + (", ..." if len(blocks) > 5 else "")
            ctx.remark(f"[WaitCntValidationCheck] @{function.name}: more than "
                       f"{validator.max_entries} operations in flight on a counter at the entry "
                       f"of {len(blocks)} block(s) ({names}); merged into conservative summaries, "
                       f"so a violation reported after them may be a false positive",
                       blocks[0].loc)
        if validator.unconverged:
            ctx.error(f"[WaitCntValidationCheck] @{function.name}: the dataflow did not converge "
                      f"in {validator.visits_per_block} visits per block; the waits cannot be "
                      f"proven sufficient", function.loc)
        # Every finding of the function in source order: each violation is a located
        # error at its consumer with a note at its producer (what --verify-diagnostics
        # matches), each unreadable instruction a "cannot verify" error.
        findings = [(_position(v.consumer), 0, v) for v in violations]
        findings += [(_position(inst), 1, inst) for inst in validator.unverifiable]
        for _, kind, item in sorted(findings, key=lambda f: (f[0], f[1])):
            if kind == 1:
                ctx.error(f"[WaitCntValidationCheck] cannot verify '{item.opcode}': its "
                          f"register operands cannot be read, so it may depend on any "
                          f"operation in flight", item.loc)
            else:
                self._report(item, ctx)
        if violations:
            # then the reference tool's report, in the generation's own wait spelling:
            # packed s_waitcnt before gfx12, s_wait_* after
            waits = "s_waitcnt" if any(c.wait_instruction == "s_waitcnt"
                                       for c in ctx.target.counters.values()) else "s_wait_*"
            lines = [f"[WaitCntValidationCheck] ERROR: {len(violations)} missing {waits} "
                     f"dependency violation(s):"]
            lines.extend(v.render() for v in violations)
            lines.append(f"FATAL ERROR: missing {waits} for in-flight async memory dependency")
            ctx.diags.write_report("\n".join(lines) + "\n")
        if (violations or validator.unverifiable) and self.options["abortOnFirst"]:
            # Like the reference tool, stop before any output is printed.
            from stinkytofu_opt.text.diagnostics import InputError
            ctx.diags.flush()
            raise InputError([])
        return changed

    @staticmethod
    def _report(v, ctx) -> None:
        ctx.error(v.message(), v.consumer.loc)
        if v.producer.opcode == CALLER:
            ctx.diags.report("note", f"function '{v.producer.comment}' starts here; its "
                                     f"caller's operations may be in flight on {v.counter}",
                             v.producer.loc)
        elif v.producer.loc is not None:
            ctx.diags.report("note", f"'{v.producer.opcode}' issued here is still in "
                                     f"flight on {v.counter}", v.producer.loc)


def _position(inst) -> tuple:
    loc = inst.loc
    return (0, 0) if loc is None else (loc.line, loc.col)


def block_exit_depths(function, target, num_waves: int = 0,
                      strict_tensor_loops: bool = True) -> dict:
    """Block -> counter -> the most operations that may be in flight on the counter when
    the block ends, over all paths, from the validator's dataflow: an operation adds one
    (the counter saturates at its maximum), a wait N caps it at N, joins take the
    maximum. Tensor loads are carried around loop back edges by default, as the hardware
    does (the validator's own default, ``strictTensorLoops`` off, follows the insertion
    pass's policy of not carrying them)."""
    return WaitCntValidator(function, num_waves, strict_tensor_loops,
                            target=target).exit_depths()
