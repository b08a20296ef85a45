"""Gfx1250HazardPass: XNACK replay groups and `s_wait_xcnt 0` drains (spec
gfx1250-guards.md section 4, revision R4).

gfx1250 memory instructions may come back XNACK-retry and be replayed later from their
original source registers while the wave went on issuing. In single-group replay mode the
hardware tracks the outstanding translations on XCNT. Software must keep a replay group's
sources intact until XCNT drains, and start some instructions with XCNT == 0:

* a FLAT or SMEM load must not overwrite a source of its group (rules 9, 10: split the group);
* the first VMEM atomic after non-atomic memory starts with XCNT == 0 (rule 7);
* a forever `s_sleep` and an existing `s_prefetch_inst*` start drained (rules 2, 3);
* `s_set_vgpr_msb` can co-issue and skip the hardware's own XCNT check, so it starts drained
  whenever XCNT may be live (R4).

Groups follow the reference: blocks in layout order, the group carried into the next block
(a branch, like every non-memory instruction, ends it). Where the spec leaves a rule open
(Q1: what ends XCNT liveness before `s_set_vgpr_msb`), this pass takes the stricter reading
that still gives the reference's results: only `s_wait_xcnt 0` ends liveness; other waits
(zero or not) and non-memory instructions leave it, and liveness follows every path of the
block CFG (joins: any path live) rather than the layout. A zero wait on another counter does
not end a replay group either, for the same reason.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import IntLit
from stinkytofu_opt.machine.facts import (NO_GROUP as NONE, OTHER_GROUP as OTHER,
                                          SMEM_GROUP as SMEM, VMEM_GROUP as VMEM,
                                          translation_group)
from stinkytofu_opt.passes.hazards.gfx1250_common import (
    OperandProblem, Unclassified, guard_facts_error, hardware_operands, is_real,
    is_unclassified, literal_value, new_instruction, read_units, report_problem, units,
    wait_count)
from stinkytofu_opt.passes.registry import Option, Pass

NAME = "Gfx1250HazardPass"
TAG = "[Gfx1250HazardPass]"
RULES = ("atomic", "smem", "flat", "foreverSleep", "scalarPrefetch", "vgprMsb")
EXTRA_RULES = ("unknown", "fallthrough")   # this project's own, printed only when used


class _Group:
    __slots__ = ("kind", "has_memory", "has_non_atomic", "sources")

    def __init__(self):
        self.clear()

    def clear(self):
        self.kind = NONE
        self.has_memory = False
        self.has_non_atomic = False
        self.sources: set = set()


def _forever_sleep(inst: Instruction) -> bool:
    operands = hardware_operands(inst)
    if inst.opcode != "s_sleep" or len(operands) != 1:
        return False
    value = literal_value(operands[0])
    return value is not None and bool(value & 0x8000)


class _Drains:
    """Where drains go, and the tally the profile prints."""

    def __init__(self):
        self.before: dict[int, str] = {}     # id(instruction) -> reason
        self.at_end: dict[int, str] = {}     # id(block) -> reason
        self.sites: list[tuple[object, str]] = []   # (block, reason), in order


class Gfx1250HazardPass(Pass):
    NAME = NAME
    SUMMARY = ("Insert s_wait_xcnt 0 where XNACK replay groups or XCNT liveness need a "
               "drain (gfx1250)")
    OPTIONS = (
        Option("profile", "bool", False,
               "print a summary of the drains (by block class and by rule) on stderr"),
    )

    def target_error(self, target) -> str | None:
        return guard_facts_error(NAME, target, "xnack_replay")

    def run(self, function, ctx) -> bool:
        self.ctx = ctx
        self.failed = False
        self.unclassified = Unclassified(
            ctx, NAME, function, "it may be memory of any kind: the replay group is drained "
            "before it and XCNT counts as live after it")
        self.xcnt = ctx.target.counters["xcnt"]
        drains = _Drains()
        tensor_used = self._groups(function, drains)
        if self.failed:
            return False
        changed = self._insert(function, drains)
        changed |= self._liveness(function, drains)
        if self.options["profile"]:
            self._profile(function, drains, tensor_used)
        if ctx.remarks and drains.sites:
            reasons: dict[str, int] = {}
            for _, reason in drains.sites:
                reasons[reason] = reasons.get(reason, 0) + 1
            ctx.remark(f"{NAME}: @{function.name}: inserted {len(drains.sites)} s_wait_xcnt 0 ("
                       + ", ".join(f"{k}={v}" for k, v in reasons.items()) + ")")
        return changed

    # ---- replay groups (rules 0-12), in layout order
    def _groups(self, function, drains: _Drains) -> bool:
        group = _Group()
        tensor_used = False
        blocks = function.blocks
        for position, block in enumerate(blocks):
            for item in block.items:
                if not is_real(item):
                    continue
                if item.desc is not None and item.desc.is_tensor_load:
                    tensor_used = True
                self._rules(item, block, group, drains)
            following = blocks[position + 1] if position + 1 < len(blocks) else None
            if group.has_memory and block.successors and block.successors != [following]:
                self.ctx.diags.warning(
                    f"{NAME}: ^{block.name} ends inside a replay group but does not fall "
                    f"through to the next block; draining at its end", block.loc)
                drains.at_end[id(block)] = "fallthrough"
                drains.sites.append((block, "fallthrough"))
                group.clear()
        return tensor_used

    def _drain(self, drains, inst, block, reason, group) -> None:
        drains.before[id(inst)] = reason
        drains.sites.append((block, reason))
        group.clear()

    def _rules(self, inst: Instruction, block, group: _Group, drains: _Drains) -> None:
        desc = inst.desc
        if desc is None:
            if is_unclassified(inst):
                self.unclassified.note(inst)
                if group.has_memory:
                    self._drain(drains, inst, block, "unknown", group)
                group.clear()
            return
        if inst.opcode == "s_wait_xcnt":
            if self._xcnt_drains(inst):
                group.clear()
            return
        if desc.is_wait or "WaitTensorCnt" in desc.flags:
            return
        if _forever_sleep(inst) or "ScalarInstPrefetch" in desc.flags:
            if group.has_memory:
                reason = "foreverSleep" if inst.opcode == "s_sleep" else "scalarPrefetch"
                self._drain(drains, inst, block, reason, group)
            group.clear()
            return
        if inst.opcode == "s_set_vgpr_msb":
            group.clear()      # its drain depends on XCNT liveness: _liveness
            return
        kind = translation_group(inst)
        if kind == NONE:
            group.clear()
            return
        if group.has_memory and kind != group.kind:
            group.clear()
        atomic = desc.is_vmem_atomic
        if atomic and group.has_non_atomic:
            self._drain(drains, inst, block, "atomic", group)
        dests = units(inst.dests)
        own = read_units(inst)
        # A multi-DWORD load that overwrites its own source cannot be replayed once part of it
        # landed; only XNACK-on code (target ID xnack+) is replayed that way. LLVM 22 gives
        # gfx1250 no XNACK setting and allocates `s_load_b128 s[0:3], s[0:1]` freely: its
        # early-clobber rule for SMEM destinations holds only where XNACK is on. (Inside a
        # group the drain of rule 9 below still comes first: stricter, and cheap.)
        if kind == SMEM and len(dests) > 1 and dests & own and self.ctx.xnack:
            self.ctx.error(f"{NAME}: multi-DWORD SMEM instruction in block \"{block.name}\" "
                           f"overwrites one of its own source registers; s_wait_xcnt cannot "
                           f"repair this register allocation", inst.loc)
            self.failed = True
            return
        flat = (desc.is_flat_load or desc.is_flat_store) and not atomic
        if (kind == SMEM or flat) and group.has_memory and dests & (group.sources | own):
            label = "SMEM" if kind == SMEM else "FLAT"
            self.ctx.diags.warning(f"{NAME}: {label} instruction in block \"{block.name}\" "
                                   f"overwrites a replay source of its group; inserting "
                                   f"s_wait_xcnt 0 to break the group", inst.loc)
            self._drain(drains, inst, block, "smem" if kind == SMEM else "flat", group)
        if kind == OTHER:
            group.clear()
            return
        group.kind = kind
        group.has_memory = True
        group.has_non_atomic |= not atomic
        group.sources |= own

    def _xcnt_drains(self, inst: Instruction) -> bool:
        """Whether an existing `s_wait_xcnt` is a full drain (exactly the literal 0)."""
        try:
            literal, _ = wait_count(inst, self.xcnt, None)
        except OperandProblem as problem:
            report_problem(self.ctx, NAME, inst, problem)
            self.failed = True
            return False
        return literal == 0

    # ---- XCNT liveness before s_set_vgpr_msb (R4), over the block CFG
    def _liveness(self, function, drains: _Drains) -> bool:
        blocks = function.blocks
        if not blocks:
            return False
        entry_live = {id(b): False for b in blocks}
        incoming: dict[int, list] = {id(b): list(dict.fromkeys(b.predecessors)) for b in blocks}
        for before, block in zip(blocks, blocks[1:]):
            if _may_fall_through(before) and before not in incoming[id(block)]:
                incoming[id(block)].append(before)
        outgoing: dict[int, list] = {id(b): [] for b in blocks}
        for block in blocks:
            for pred in incoming[id(block)]:
                outgoing[id(pred)].append(block)
        exit_live = {id(b): None for b in blocks}
        work = list(reversed(blocks))
        queued = {id(b) for b in blocks}
        while work:
            block = work.pop()
            queued.discard(id(block))
            live = entry_live[id(block)]
            for item in block.items:
                if is_real(item):
                    live = self._live_step(item, live, None)
            if live != exit_live[id(block)]:
                exit_live[id(block)] = live
                for succ in outgoing[id(block)]:
                    if live and not entry_live[id(succ)]:
                        entry_live[id(succ)] = True
                        if id(succ) not in queued:
                            queued.add(id(succ))
                            work.append(succ)
        changed = False
        for block in blocks:
            live = entry_live[id(block)]
            new_items = []
            for item in block.items:
                if is_real(item):
                    live = self._live_step(item, live, (drains, block, new_items))
                new_items.append(item)
            if len(new_items) != len(block.items):
                block.items[:] = new_items
                changed = True
        return changed

    def _live_step(self, inst: Instruction, live: bool, emit) -> bool:
        desc = inst.desc
        if desc is None:
            return live or is_unclassified(inst)
        if inst.opcode == "s_wait_xcnt":
            operands = hardware_operands(inst)
            return live and not (len(operands) == 1 and literal_value(operands[0]) == 0)
        if inst.opcode == "s_set_vgpr_msb":
            if live and emit is not None:
                drains, block, new_items = emit
                new_items.append(self._xcnt_wait("vgprMsb"))
                drains.sites.append((block, "vgprMsb"))
            return False
        if desc.is_call or (not desc.is_wait and translation_group(inst) in (SMEM, VMEM)):
            return True
        return live

    # ---- output
    def _xcnt_wait(self, reason: str) -> Instruction:
        return new_instruction(self.ctx.target, "s_wait_xcnt", [IntLit(0)],
                               comment=f"XNACK replay: xcnt drain ({reason})")

    def _insert(self, function, drains: _Drains) -> bool:
        if not drains.before and not drains.at_end:
            return False
        for block in function.blocks:
            new_items = []
            for item in block.items:
                reason = drains.before.get(id(item))
                if reason is not None:
                    new_items.append(self._xcnt_wait(reason))
                new_items.append(item)
            reason = drains.at_end.get(id(block))
            if reason is not None:
                new_items.append(self._xcnt_wait(reason))
            block.items[:] = new_items
        return True

    def _profile(self, function, drains: _Drains, tensor_used: bool) -> None:
        in_loop = _loop_blocks(function)
        with_matrix = {id(b) for b in function.blocks
                       if any(i.desc is not None and i.desc.is_matrix
                              for i in b.instructions())}
        classes = {"loop+matrix": 0, "loop": 0, "matrix": 0, "other": 0}
        rules = dict.fromkeys(RULES + EXTRA_RULES, 0)
        for block, reason in drains.sites:
            loop, matrix = id(block) in in_loop, id(block) in with_matrix
            key = ("loop+matrix" if matrix else "loop") if loop else (
                "matrix" if matrix else "other")
            classes[key] += 1
            rules[reason] += 1
        shown = [f"{r}={rules[r]}" for r in RULES] + [
            f"{r}={rules[r]}" for r in EXTRA_RULES if rules[r]]
        self.ctx.diags.write_report(
            f"{TAG} xcnt drains: total={len(drains.sites)}, "
            + ", ".join(f"{k}={v}" for k, v in classes.items()) + "\n"
            + f"{TAG} xcnt drain rules: " + ", ".join(shown) + "\n"
            + f"{TAG} tensor_load_to_lds: {'used' if tensor_used else 'not used'}\n")


def _may_fall_through(block) -> bool:
    """Whether control can run off the end of `block` into the next one in layout."""
    last = next((i for i in reversed(block.items) if is_real(i)), None)
    if last is None or last.desc is None:
        return True
    if last.opcode == "s_endpgm":
        return False
    return not (last.desc.is_branch and not last.desc.is_conditional_branch)


def _loop_blocks(function) -> set[int]:
    """The blocks of every loop body (natural loops of the back edges, block CFG)."""
    info = CFGInfo(function)
    members: set[int] = set()
    for src, header in info.back_edges:
        body = {id(header)}
        stack = [src]
        while stack:
            block = stack.pop()
            if id(block) in body:
                continue
            body.add(id(block))
            stack.extend(block.predecessors)
        members |= body
    return members
