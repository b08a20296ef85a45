"""WaitCntValidationCheckPass: prove that every asynchronous memory result is
waited for before it is used (spec waitcnt-passes.md section 6).

The check is read-only. It runs a forward dataflow over the CFG to a fixed
point. The state at a program point says, for each tracked counter, which
operations may still be in flight and, for each, the fewest operations
issued after it on any path that reaches the point ("younger"): an
``s_wait_X N`` retires an operation only if at least N younger ones were
issued after it on the same counter, so the smallest count over all paths is
the conservative one. Joins take the union of the in-flight sets and the
minimum of the counts. kmcnt completes out of order: only ``s_wait_kmcnt 0``
retires anything.

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
* Async WAR: X writes LDS (tensor load, DS write) or is an LDS-fence barrier
  and E is an async LDS-to-global store on an overlapping token.

An instruction without memory tokens overlaps every token.

Not checked: the tensor-descriptor WAR on SGPRs (opt-in in the insertion
pass), write-after-write races between counters, storecnt.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.passes.registry import Option, Pass
from stinkytofu_opt.passes.waitcnt_model import (
    ALL_TOKENS, IN_ORDER, MAX_IN_FLIGHT, TRACKED, WAIT_OPCODE, facts, overlap)

# Entry key: (instruction, live register units, live LDS tokens or ALL_TOKENS).
# State: counter -> {key: younger}.


@dataclass
class Violation:
    consumer: Instruction
    block: str
    producer: Instruction
    counter: str
    required: int          # the largest count that would be sound
    hazard: str            # "RAW v[0:1]", "tensor RAW on LDS1", ...
    others: list = field(default_factory=list)  # other in-flight producers it needs


    @property
    def wait_opcode(self) -> str:
        return WAIT_OPCODE[self.counter]

    def render(self) -> str:
        c, p = self.consumer, self.producer
        text = (f"  MISSING: consumer '{c.opcode}' in ^{self.block} uses async producer "
                f"'{p.opcode}' still in flight (missing {self.wait_opcode} {self.required})")
        where = []
        if c.loc is not None:
            where.append(f"consumer at {c.loc}")
        if p.loc is not None:
            where.append(f"producer at {p.loc}")
        where.append(self.hazard)
        if self.others:
            where.append(f"{len(self.others)} other in-flight producer(s) on this counter also reach it")
        return text + " [" + "; ".join(where) + "]"


def _empty_state():
    return {c: {} for c in TRACKED}


def _merge_into(target, source) -> None:
    for c in TRACKED:
        dst = target[c]
        for key, younger in source[c].items():
            old = dst.get(key)
            if old is None or younger < old:
                dst[key] = younger


def _units_text(units) -> str:
    by_kind: dict[str, list[int]] = {}
    for kind, index in sorted(units):
        by_kind.setdefault(kind, []).append(index)
    parts = []
    for kind, idx in by_kind.items():
        parts.append(f"{kind}{idx[0]}" if len(idx) == 1 else
                     f"{kind}[{idx[0]}:{idx[-1]}]" if idx[-1] - idx[0] + 1 == len(idx) else
                     kind + "{" + ",".join(map(str, idx)) + "}")
    return ",".join(parts)


def _tokens_text(tokens) -> str:
    if tokens is ALL_TOKENS:
        return "LDS (untagged)"
    return ",".join(f"LDS{t}" for t in sorted(tokens))


class WaitCntValidator:
    """Dataflow over one function; ``run()`` returns every violation."""

    def __init__(self, function, num_waves: int = 0, strict_tensor_loops: bool = False,
                 max_sweeps: int = 10000):
        self.function = function
        self.single_wave = num_waves == 1
        self.strict_tensor_loops = strict_tensor_loops
        self.max_sweeps = max_sweeps
        self.facts: dict[int, object] = {}
        self.capped = False

    def _facts(self, inst):
        f = self.facts.get(id(inst))
        if f is None:
            f = self.facts[id(inst)] = facts(inst)
        return f

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
        order = self._rpo()
        index = {id(b): i for i, b in enumerate(order)}
        exits: dict[int, dict] = {}
        entries: dict[int, dict] = {}
        changed = True
        sweeps = 0
        while changed:
            changed = False
            sweeps += 1
            if sweeps > self.max_sweeps:
                self.capped = True
                break
            for block in order:
                entry = self._entry(block, exits, index)
                entries[id(block)] = entry
                out = self._transfer(block, entry, None)
                if exits.get(id(block)) != out:
                    exits[id(block)] = out
                    changed = True
        violations: list[Violation] = []
        found: dict[tuple, Violation] = {}
        for block in order:
            self._transfer(block, self._entry(block, exits, index), found)
        violations.extend(found.values())
        return violations

    def _entry(self, block, exits, index):
        state = _empty_state()
        me = index[id(block)]
        for pred in block.predecessors:
            out = exits.get(id(pred))
            if out is None:
                continue
            if not self.strict_tensor_loops and index.get(id(pred), -1) >= me:
                out = dict(out)
                out["tensorcnt"] = {}
            _merge_into(state, out)
        return state

    def _transfer(self, block, entry, found):
        state = {c: dict(entry[c]) for c in TRACKED}
        for inst in block.items:
            if not isinstance(inst, Instruction) or inst.opcode == "PHI":
                continue
            f = self._facts(inst)
            if f.wait is not None:
                for counter, keep in f.wait.items():
                    queue = state[counter]
                    if not IN_ORDER[counter]:
                        if keep == 0:
                            queue.clear()
                        continue
                    for key in [k for k, y in queue.items() if y >= keep]:
                        del queue[key]
                continue
            if found is not None:
                needed = self._check(inst, f, block, state, found)
                # Report each missing wait once, at its first consumer: from
                # here on assume the wait is there.
                for counter, keep in needed.items():
                    queue = state[counter]
                    for key in [k for k, y in queue.items()
                                if not IN_ORDER[counter] or y >= keep]:
                        del queue[key]
            self._kill(state, f)
            if f.counter is not None:
                self._issue(state, inst, f)
        return state

    def _check(self, inst, f, block, state, found) -> dict:
        needed: dict[str, int] = {}

        def hit(counter, key, younger, hazard):
            required = 0 if not IN_ORDER[counter] else younger
            if counter not in needed or required < needed[counter]:
                needed[counter] = required
            producer = key[0]
            # One report per consumer and counter, naming the producer that
            # needs the strictest wait (the others are drained by it too).
            fkey = (id(inst), counter)
            v = found.get(fkey)
            if v is None:
                found[fkey] = Violation(inst, block.name, producer, counter, required, hazard)
                return
            if producer is not v.producer and all(producer is not o for o in v.others):
                v.others.append(producer)
            if required < v.required:
                if v.producer is not producer:
                    v.others.remove(producer)
                    v.others.append(v.producer)
                v.producer, v.required, v.hazard = producer, required, hazard

        if f.reads:
            for counter in TRACKED:
                for key, younger in state[counter].items():
                    common = key[1] & f.reads
                    if common:
                        hit(counter, key, younger, f"RAW on {_units_text(common)}")
        tensor_raw = f.token_barrier or (self.single_wave and f.ds_read)
        if tensor_raw:
            for key, younger in state["tensorcnt"].items():
                live = key[2]
                if live is not ALL_TOKENS and not live:
                    continue
                if overlap(live, f.tokens):
                    hit("tensorcnt", key, younger,
                        f"tensor RAW on {_tokens_text(self._common(live, f.tokens))}")
        if f.tensor_load:
            for key, younger in state["dscnt"].items():
                pf = self._facts(key[0])
                if (pf.ds_read or pf.ds_atomic) and overlap(pf.tokens, f.tokens):
                    hit("dscnt", key, younger,
                        f"WAR on {_tokens_text(self._common(pf.tokens, f.tokens))}")
        if f.fence_barrier:
            for key, younger in state["dscnt"].items():
                pf = self._facts(key[0])
                if overlap(pf.tokens, f.tokens):
                    hit("dscnt", key, younger, "DS access on "
                        f"{_tokens_text(self._common(pf.tokens, f.tokens))} before barrier")
        if f.lds_writer or f.fence_barrier:
            for key, younger in state["asynccnt"].items():
                pf = self._facts(key[0])
                if overlap(pf.tokens, f.tokens):
                    hit("asynccnt", key, younger,
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
        writes = f.writes
        token_defs = f.lds_token_defs
        if not writes and not token_defs:
            return
        for counter in TRACKED:
            queue = state[counter]
            rekeyed = None
            for key in queue:
                units = key[1] - writes if writes and key[1] & writes else key[1]
                live = key[2]
                if token_defs and live is not ALL_TOKENS and live & token_defs:
                    live = live - token_defs
                if units is not key[1] or live is not key[2]:
                    if rekeyed is None:
                        rekeyed = []
                    rekeyed.append((key, (key[0], units, live)))
            if rekeyed:
                for old, new in rekeyed:
                    younger = queue.pop(old)
                    prev = queue.get(new)
                    queue[new] = younger if prev is None else min(prev, younger)

    def _issue(self, state, inst, f) -> None:
        counter = f.counter
        queue = state[counter]
        if IN_ORDER[counter]:
            aged = {}
            for key, younger in queue.items():
                if younger + 1 < MAX_IN_FLIGHT:
                    aged[key] = younger + 1
            state[counter] = queue = aged
        live = f.tokens if (f.tensor_load or f.ds_write) else frozenset()
        key = (inst, f.writes, live)
        queue[key] = 0


def validate_function(function, num_waves: int = 0, strict_tensor_loops: bool = False):
    """Every missing-wait violation in ``function`` (an empty list if sound)."""
    return WaitCntValidator(function, num_waves, strict_tensor_loops).run()


class WaitCntValidationCheckPass(Pass):
    NAME = "WaitCntValidationCheckPass"
    SUMMARY = ("Check that every in-flight async memory result is waited for before use "
               "(reports every missing s_wait_*; exit status 1)")
    OPTIONS = (
        Option("strictTensorLoops", "bool", False,
               "also carry tensor loads around loop back edges (the insertion pass's "
               "enableLoopCarriedTokenDeps policy)"),
        Option("noAbort", "bool", False,
               "keep going after a function with violations (exit status is still 1)"),
    )

    def run(self, function, ctx) -> bool:
        validator = WaitCntValidator(function, ctx.tile.NumWaves,
                                     self.options["strictTensorLoops"])
        violations = validator.run()
        if validator.capped:
            ctx.remark(f"[WaitCntValidationCheck] @{function.name}: dataflow did not converge "
                       f"in {validator.max_sweeps} sweeps; the result may be incomplete")
        if not violations:
            return False
        ctx.diags.flush()
        lines = [f"[WaitCntValidationCheck] ERROR: {len(violations)} missing s_wait_* "
                 f"dependency violation(s):"]
        lines.extend(v.render() for v in violations)
        lines.append("FATAL ERROR: missing s_wait_* for in-flight async memory dependency")
        sys.stderr.write("\n".join(lines) + "\n")
        sys.stderr.flush()
        ctx.failed = True
        if not self.options["noAbort"]:
            # Like the reference tool, stop before any output is printed.
            from stinkytofu_opt.text.diagnostics import InputError
            raise InputError([])
        return False
