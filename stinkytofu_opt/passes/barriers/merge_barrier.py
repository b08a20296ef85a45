"""StinkyMergeBarrierPass: fuse token barriers a few cycles apart (spec parity-2.md 7).

Inside a loop body, two groups of workgroup split barriers (runs of adjacent barriers with
the same LDS tokens, planted by StinkyBuildImplicitDependencyPass as ``LDS<t>``
destinations) that lie fewer than ``threshold`` cycles apart become one group guarding the
union of their tokens: the first group takes the second's tokens and the second is deleted.
Nothing moves. A merge is refused when a barrier of any kind lies in between, when an
instruction in between reads or writes one of the two groups' tokens (the barrier orders
it), and, unlike the reference, when the two groups differ in shape (a signal+wait pair
does not absorb a lone wait). Each block is merged to a fixed point, so the pass is
idempotent. gfx1250 only. ``--remarks`` reports each merge and each refusal.

The distance is the sum, over the instructions strictly between, of a matrix op's
``latencyCycles`` and any other instruction's ``issueCycles``.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import PSEUDO_OPCODES, Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import Register
from stinkytofu_opt.passes.arch_gates import is_gfx125
from stinkytofu_opt.passes.registry import Option, Pass
from stinkytofu_opt.records import record

TAG = "[StinkyMergeBarrierPass]"
DEFAULT_THRESHOLD = 11


@record
class Group:
    first: int                  # positions in block.items
    last: int
    tokens: frozenset
    barriers: list

    @property
    def shape(self) -> tuple:
        return tuple(b.opcode for b in self.barriers)


def tokens_of(inst: Instruction) -> frozenset:
    return frozenset(op.index for op in inst.dests if isinstance(op, Register) and op.is_pseudo)


def _is_barrier(item) -> bool:
    return isinstance(item, Instruction) and item.desc is not None and item.desc.is_barrier


def groups_of(items) -> list[Group]:
    groups: list[Group] = []
    current = None
    for position, item in enumerate(items):
        tokens = tokens_of(item) if _is_barrier(item) else frozenset()
        if not tokens:
            current = None
            continue
        if current is not None and current.last == position - 1 and current.tokens == tokens:
            current.last = position
            current.barriers.append(item)
        else:
            current = Group(position, position, tokens, [item])
            groups.append(current)
    return groups


def _cost(item) -> int:
    if not isinstance(item, Instruction) or item.opcode in PSEUDO_OPCODES:
        return 0
    if item.desc is not None and item.desc.is_matrix:
        return item.latency_cycles
    return item.issue_cycles


def _touches(item, tokens: frozenset) -> bool:
    return isinstance(item, Instruction) and any(
        isinstance(op, Register) and op.is_pseudo and op.index in tokens
        for op in (*item.dests, *item.srcs))


def refusal(items, g1: Group, g2: Group, threshold: int) -> str | None:
    """Why g1 and g2 may not merge, or None."""
    between = items[g1.last + 1:g2.first]
    distance = sum(_cost(i) for i in between)
    if distance >= threshold:
        return f"{distance} cycles apart (threshold {threshold})"
    if any(_is_barrier(i) for i in between):
        return "a barrier lies between them"
    union = g1.tokens | g2.tokens
    touching = next((i for i in between if _touches(i, union)), None)
    if touching is not None:
        return f"'{touching.opcode}' between them uses a token they guard"
    if g1.shape != g2.shape:
        return f"their shapes differ ({' + '.join(g1.shape)} vs {' + '.join(g2.shape)})"
    return None


def merge(items, g1: Group, g2: Group) -> list:
    """g1's barriers take g2's tokens; g2's barriers go. Returns the new item list."""
    union = sorted(g1.tokens | g2.tokens)
    comment = "merged barrier, " + ", ".join(f"sync LDS{t}" for t in union)
    for barrier in g1.barriers:
        old = barrier.mod("memtoken")
        listed = list(old.get("tokens")) if old is not None else []
        barrier.set_mod(Modifier("memtoken", {"tokens": sorted(set(listed) | set(union))}))
        have = {op.index for op in barrier.dests if isinstance(op, Register) and op.is_pseudo}
        missing = [Register("LDS", t) for t in union if t not in have]
        barrier.dests = (*barrier.dests, *missing)
        barrier.srcs = (*barrier.srcs, *missing)
        barrier.comment = comment
    return items[:g2.first] + items[g2.last + 1:]


def loop_blocks(function) -> set:
    """Blocks that can reach themselves along successor edges."""
    in_loop = set()
    for block in function.blocks:
        seen, work = set(), list(block.successors)
        while work:
            current = work.pop()
            if current is block:
                in_loop.add(id(block))
                break
            if id(current) not in seen:
                seen.add(id(current))
                work.extend(current.successors)
    return in_loop


class StinkyMergeBarrierPass(Pass):
    NAME = "StinkyMergeBarrierPass"
    SUMMARY = ("Fuse token barrier groups fewer than threshold cycles apart in a loop body into "
               "one guarding both groups' LDS tokens (gfx1250; needs "
               "StinkyBuildImplicitDependencyPass first)")
    OPTIONS = (Option("threshold", "int", 0, "merge groups fewer than this many cycles apart "
                                             f"(0 or less: {DEFAULT_THRESHOLD}); the driver's "
                                             "--merge-barrier-threshold"),)

    def run(self, function, ctx) -> bool:
        if not is_gfx125(ctx.target):
            return False
        threshold = self.options["threshold"]
        threshold = threshold if threshold > 0 else DEFAULT_THRESHOLD
        loops = loop_blocks(function)
        changed = False
        for block in function.blocks:
            if id(block) in loops:
                changed |= self._merge_block(block, threshold, ctx)
        return changed

    def _merge_block(self, block, threshold: int, ctx) -> bool:
        changed = False
        reported = set()
        while True:
            groups = groups_of(block.items)
            for g1, g2 in zip(groups, groups[1:]):
                why = refusal(block.items, g1, g2, threshold)
                if why is None:
                    if ctx.remarks:
                        ctx.remark(f"{TAG} ^{block.name}: merged the barriers of LDS"
                                   f"{sorted(g2.tokens)} into those of LDS{sorted(g1.tokens)}",
                                   g1.barriers[0].loc)
                    block.items = merge(block.items, g1, g2)
                    changed = True
                    break
                key = (id(g1.barriers[0]), id(g2.barriers[0]))
                if ctx.remarks and key not in reported:
                    reported.add(key)
                    ctx.remark(f"{TAG} ^{block.name}: not merged with the next barrier group: "
                               f"{why}", g1.barriers[0].loc)
            else:
                return changed
