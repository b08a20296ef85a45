"""TDMInflightGuardPass: at most `limit` tensor (TDM) operations in flight per wave
(spec gfx1250-guards.md section 2).

On gfx1250 B0 a wave with more than 11 TDM operations outstanding can deadlock the tensor
data mover. The tensor counter is per wave and in order, so the number in flight is the
counter's value: the pass computes an upper bound of it before every TDM issue, over every
path, and puts `s_wait_tensorcnt limit-1` before exactly the issues whose bound exceeds
`limit-1`.

The control flow is the reference's "stream CFG" (section 2.3): the instructions of all
blocks in layout order, split at labels, block names and after branches, with edges from
branch targets (an unresolved target reaches every named segment) and fall-through. It
works on flat assembly without CFGBuilderPass. Where a block's `Successors:` name a block
the stream does not reach, the edge is added (a warning says so): the bound must hold on
both views of the program.
"""

from __future__ import annotations

import re
from collections import deque

from stinkytofu_opt.ir.core import Directive, Instruction, Label
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import IntLit
from stinkytofu_opt.machine.facts import ends_program, kind_of
from stinkytofu_opt.machine.waits import waits_on
from stinkytofu_opt.passes.control_flow.cfg_builder import branch_targets
from stinkytofu_opt.passes.hazards.gfx1250_common import (
    PLACEMENT_MARKER, OperandProblem, Unclassified, guard_facts_error, is_unclassified,
    new_instruction, report_problem, wait_count)
from stinkytofu_opt.passes.registry import Option, Pass, PassOptionError

NAME = "TDMInflightGuardPass"
_LIMIT_TEXT = re.compile(r"[0-9]{1,3}")


class StreamCFG:
    """The function as one instruction stream cut into segments (section 2.3).

    `items[i]` is (block, item); `segments` are (first, end) index ranges; `succs[s]` the
    successor segments of segment s; `extra_edges` the (block, successor) pairs that only
    the block CFG had."""

    def __init__(self, function, callable_function: bool = False):
        self.items: list[tuple] = []
        label_at: dict[str, list[int]] = {}
        block_at: dict[str, int] = {}
        block_start = {}
        for block in function.blocks:
            block_start[block] = len(self.items)
            if block.name and block.name not in block_at:
                block_at[block.name] = len(self.items)
            for item in block.items:
                if isinstance(item, Directive):
                    continue
                if isinstance(item, Label):
                    label_at.setdefault(item.name, []).append(len(self.items))
                self.items.append((block, item))
        n = len(self.items)
        names = dict(label_at)
        for name, index in block_at.items():
            names.setdefault(name, [index])
        leaders = {0} | {i for positions in names.values() for i in positions}
        for i, (_, item) in enumerate(self.items):
            if isinstance(item, Instruction) and (_is_branch(item) or _ends_function(item)):
                leaders.add(i + 1)
        starts = sorted(i for i in leaders if i < n)
        self.segments = [(s, e) for s, e in zip(starts, starts[1:] + [n])]
        self.segment_at = {}
        for k, (s, e) in enumerate(self.segments):
            for i in range(s, e):
                self.segment_at[i] = k
        named = sorted({self.segment_at[i] for ps in names.values() for i in ps if i < n})
        self.succs: list[list[int]] = []
        for k, (s, e) in enumerate(self.segments):
            last = self.items[e - 1][1]
            out: list[int] = []
            if isinstance(last, Instruction) and _is_branch(last):
                targets = branch_targets(last)
                if targets and all(t in names for t in targets):
                    out = [self.segment_at[i] for t in targets for i in names[t] if i < n]
                elif not (_ends_function(last) and callable_function):
                    out = list(named)
                if last.desc.is_conditional_branch and k + 1 < len(self.segments):
                    out.append(k + 1)
            elif not (isinstance(last, Instruction) and _ends_function(last)):
                if k + 1 < len(self.segments):
                    out.append(k + 1)
            self.succs.append(list(dict.fromkeys(out)))
        self.extra_edges = []
        for block in function.blocks:
            if not block.successors or block_start[block] >= n:
                continue
            tail = self._last_index(block, block_start)
            if tail is None:
                continue
            k = self.segment_at[tail]
            for succ in block.successors:
                start = block_start[succ]
                if start >= n:
                    continue
                target = self.segment_at[start]
                if target not in self.succs[k]:
                    self.succs[k].append(target)
                    self.extra_edges.append((block, succ))

    def _last_index(self, block, block_start) -> int | None:
        end = block_start[block] + sum(1 for i in block.items if not isinstance(i, Directive))
        return end - 1 if end > block_start[block] else None


def _is_branch(inst: Instruction) -> bool:
    return inst.desc is not None and inst.desc.is_branch


def _ends_function(inst: Instruction) -> bool:
    """`s_endpgm`, or a return through a register (`s_setpc_b64`)."""
    return ends_program(inst) or (inst.desc is not None and inst.desc.is_indirect_branch)


class _Effects:
    """The per-instruction transfer function of section 2.4, with the operands read once."""

    def __init__(self, ctx, function):
        self.ctx = ctx
        self.counter = ctx.target.counters["tensorcnt"]
        self.unclassified = Unclassified(
            ctx, NAME, function, "it may issue TDM operations: it is guarded like a tensor "
            "load and leaves the in-flight bound unknown")
        self.failed = False
        self._waits: dict[int, int | None] = {}

    def wait_bound(self, inst: Instruction) -> int | None:
        """The count a tensor wait leaves (None: it waits for nothing we can read)."""
        key = id(inst)
        if key not in self._waits:
            try:
                literal, from_mod = wait_count(inst, self.counter, ("swaittensorcnt", "tlcnt"))
            except OperandProblem as problem:
                report_problem(self.ctx, NAME, inst, problem)
                self.failed = True
                literal = from_mod = None
            if literal is not None and from_mod is not None and literal != from_mod:
                self.ctx.diags.warning(f"{NAME}: the literal ({literal}) and "
                                       f"mod.swaittensorcnt.tlcnt ({from_mod}) of this wait "
                                       f"disagree; the literal counts", inst.loc)
            self._waits[key] = literal if literal is not None else from_mod
        return self._waits[key]


def issues_tdm(inst: Instruction, target) -> bool:
    """A tensor load, or anything that counts on tensorcnt (machine.facts)."""
    kind = kind_of(inst, target)
    return kind.tensor_load or any(e.counter == "tensorcnt" for e in kind.events)


def analyse(cfg: StreamCFG, effects: _Effects, cap: int, ceiling: int,
            callable_function: bool = False):
    """The guarded issues [(stream index, bound before it)] and the unreached segments."""
    target = effects.ctx.target

    def step(bound: int, item, record=None, index=0) -> int:
        if not isinstance(item, Instruction):
            return bound
        if is_unclassified(item) or issues_tdm(item, target):
            if bound > cap and record is not None:
                record.append((index, bound))
            if is_unclassified(item):
                effects.unclassified.note(item)
                return ceiling
            return min(bound, cap) + 1
        desc = item.desc
        if waits_on(item, "tensorcnt"):
            imm = effects.wait_bound(item)
            return bound if imm is None else min(bound, imm)
        if (desc is not None and desc.is_call) or item.opcode == PLACEMENT_MARKER:
            return ceiling
        return bound

    segments = cfg.segments
    entry_in = [-1] * len(segments)
    if not segments:
        return [], []
    entry_in[0] = ceiling if callable_function else 0
    queue = deque([0])
    queued = {0}
    while queue:
        k = queue.popleft()
        queued.discard(k)
        bound = entry_in[k]
        s, e = segments[k]
        for i in range(s, e):
            bound = step(bound, cfg.items[i][1])
        for t in cfg.succs[k]:
            if bound > entry_in[t]:
                entry_in[t] = bound
                if t not in queued:
                    queued.add(t)
                    queue.append(t)
    guards: list[tuple[int, int]] = []
    unreached = []
    for k, (s, e) in enumerate(segments):
        if entry_in[k] < 0:
            unreached.append(k)
            continue
        bound = entry_in[k]
        for i in range(s, e):
            bound = step(bound, cfg.items[i][1], guards, i)
    return guards, unreached


class TDMInflightGuardPass(Pass):
    NAME = NAME
    SUMMARY = ("Insert s_wait_tensorcnt limit-1 before every tensor load that could find "
               "limit TDM ops in flight on some path (gfx1250)")
    OPTIONS = (
        Option("limit", "int", None, "most TDM ops in flight per wave, 0-999 (default: the "
               "target's, 11; 0 disables the pass; above 64 means 64)"),
    )

    @classmethod
    def parse_options(cls, words: list[str]) -> dict:
        for word in words:
            key, sep, value = word.partition("=")
            if key == "limit" and not (sep and _LIMIT_TEXT.fullmatch(value)):
                raise PassOptionError(f"invalid value '{value}' for option 'limit' of {NAME} "
                                      f"(expected limit=N with N of 1 to 3 digits)")
        limits = [int(w.partition("=")[2], 10) for w in words if w.partition("=")[0] == "limit"]
        if len(limits) > 1:
            raise PassOptionError(f"option 'limit' of {NAME} is given more than once")
        values = super().parse_options([w for w in words if w.partition("=")[0] != "limit"])
        if limits:
            values["limit"] = limits[0]
        return values

    def target_error(self, target) -> str | None:
        return guard_facts_error(NAME, target, "tdm_inflight_limit")

    def run(self, function, ctx) -> bool:
        facts = ctx.target.guards
        limit = self.options["limit"]
        if limit is None:
            limit = facts.tdm_inflight_limit
        if limit <= 0:
            return False
        limit = min(limit, facts.tdm_ceiling)
        cap = limit - 1
        cfg = StreamCFG(function)
        for block, succ in cfg.extra_edges:
            ctx.diags.warning(f"{NAME}: @{function.name}: ^{block.name} lists ^{succ.name} "
                              f"as a successor, which its branches do not reach; the guard "
                              f"holds on both", block.loc)
        effects = _Effects(ctx, function)
        guards, unreached = analyse(cfg, effects, cap, facts.tdm_ceiling)
        if effects.failed:
            return False
        if unreached and ctx.remarks:
            first = next((item for k in unreached
                          for _, item in cfg.items[cfg.segments[k][0]:cfg.segments[k][1]]
                          if isinstance(item, Instruction)), None)
            if first is not None:
                ctx.remark(f"{NAME}: @{function.name}: {len(unreached)} segment(s) are not "
                           f"reached from the entry; their tensor loads are not guarded",
                           first.loc)
        if not guards:
            return False
        by_block: dict = {}
        for index, _ in guards:
            block, item = cfg.items[index]
            by_block.setdefault(id(block), (block, []))[1].append(item)
        for block, items in by_block.values():
            targets = {id(item) for item in items}
            new_items = []
            for item in block.items:
                if id(item) in targets:
                    new_items.append(new_instruction(
                        ctx.target, "s_wait_tensorcnt", [IntLit(cap)],
                        [Modifier("swaittensorcnt", {"tlcnt": cap})],
                        comment=f"at most {limit} TDM ops in flight per wave"))
                new_items.append(item)
            block.items[:] = new_items
        if ctx.remarks:
            worst = max(bound for _, bound in guards)
            shown = "unbounded" if worst >= facts.tdm_ceiling else str(worst)
            ctx.remark(f"@{function.name}: inserted {len(guards)} s_wait_tensorcnt {cap} to "
                       f"keep at most {limit} TDM ops in flight per wave; worst bound before "
                       f"an issue: {shown}")
        return True
