"""HazardGapAnalysisPass: the write-to-read cycle gaps of scheduled code (spec parity-2.md 4).

For every producer/consumer pair a rule of the target's gap table covers (hazard_gap_rules.py,
``target/data/hazard_gaps/``), the cycles strictly between the two must reach the rule's
distance. Intra-block; nothing is inserted. A hazard below its distance is a VIOLATION: an
error at the consumer, with a note at the producer, and exit status 1; an interlock below
its distance is a stall, counted (listed with ``verbose``), never a failure.

Per rule, walking the block once: a ``same``-register rule keeps, per register unit, its
latest writer and whether that was a producer; a consumer pairs with the latest producer
among its sources' latest writers (a non-producer write hides an older producer). An
instruction's reads are matched before its own writes are recorded. An ``any`` rule pairs a
consumer with the latest producer so far.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Directive, Instruction
from stinkytofu_opt.passes.hazards.hazard_gap_rules import (cost, read_units, rules_for,
                                                            write_units)
from stinkytofu_opt.passes.registry import Option, Pass
from stinkytofu_opt.records import record

TAG = "[HazardGapAnalysisPass]"


@record(frozen=True)
class GapPair:
    rule: object              # GapRule
    block: object
    producer: int             # positions in the block's instruction list
    consumer: int
    gap: int

    @property
    def short(self) -> bool:
        return self.gap < self.rule.distance


def block_instructions(block) -> list:
    """The block's instruction list of the reference: labels and pseudo instructions in,
    directives out."""
    return [item for item in block.items if not isinstance(item, Directive)]


def _is_producer(rule, inst) -> bool:
    return isinstance(inst, Instruction) and rule.producer.admits(inst) \
        and bool(write_units(inst, rule.producer.kinds))


def _is_consumer(rule, inst) -> bool:
    return isinstance(inst, Instruction) and rule.consumer.admits(inst) \
        and bool(read_units(inst, rule.consumer.kinds))


def pairs_in_block(rule, block) -> list[GapPair]:
    items = block_instructions(block)
    prefix = [0]
    for item in items:
        prefix.append(prefix[-1] + cost(item))
    pairs = []
    latest: dict = {}             # unit -> (position, written by a producer)
    latest_producer = None
    for position, item in enumerate(items):
        if not isinstance(item, Instruction):
            continue
        if _is_consumer(rule, item):
            if rule.match == "any":
                producer = latest_producer
            else:
                candidates = [latest[u][0] for u in read_units(item, rule.consumer.kinds)
                              if u in latest and latest[u][1]]
                producer = max(candidates) if candidates else None
            if producer is not None:
                pairs.append(GapPair(rule, block, producer, position,
                                     prefix[position] - prefix[producer + 1]))
        produces = _is_producer(rule, item)
        if produces:
            latest_producer = position
        for unit in write_units(item, rule.registers):
            latest[unit] = (position, produces)
    return pairs


def analyse(function, rules) -> list[GapPair]:
    """Every measured pair: blocks in layout order, then rules in table order, then
    consumers in order."""
    return [pair for block in function.blocks for rule in rules if rule.measured
            for pair in pairs_in_block(rule, block)]


def _loc(item) -> str:
    return str(item.loc) if item.loc is not None else "?"


class HazardGapAnalysisPass(Pass):
    NAME = "HazardGapAnalysisPass"
    SUMMARY = ("Check that each producer/consumer pair of the target's gap rules is far enough "
               "apart in cycles (exit status 1 on a hazard violation; changes nothing)")
    OPTIONS = (Option("verbose", "bool", False,
                      "also list the pairs that pass (OK) and the interlocks below their "
                      "distance (BELOW)"),)

    def target_error(self, target) -> str | None:
        if rules_for(target) is not None:
            return None
        return f"{self.NAME}: {target.name} has no gap rule table (target/data/hazard_gaps)"

    def run(self, function, ctx) -> bool:
        rules = rules_for(ctx.target)
        if rules is None:
            ctx.error(self.target_error(ctx.target))
            return False
        pairs = analyse(function, rules)
        verbose = self.options["verbose"]
        lines = []
        for pair in pairs:
            items = block_instructions(pair.block)
            producer, consumer = items[pair.producer], items[pair.consumer]
            hazard = pair.rule.kind == "hazard"
            if pair.short and hazard:
                word = "VIOLATION"
                ctx.error(f"{TAG} {pair.rule.name}: '{consumer.opcode}' is {pair.gap} cycles "
                          f"after '{producer.opcode}', which it depends on; it needs "
                          f"{pair.rule.distance}", consumer.loc)
                ctx.diags.report("note", f"'{producer.opcode}' is here", producer.loc)
            elif not verbose:
                continue
            else:
                word = "BELOW" if pair.short else "OK"
            lines.append(f"{TAG} {word} rule={pair.rule.name} bb={pair.block.name} "
                         f"producer[{pair.producer}]={producer.opcode} "
                         f"consumer[{pair.consumer}]={consumer.opcode} gap={pair.gap} "
                         f"required>={pair.rule.distance} (producer at {_loc(producer)}, "
                         f"consumer at {_loc(consumer)})")
        lines += ["", f"{TAG} Summary for {function.name}:"]
        for rule in rules:
            mine = [p for p in pairs if p.rule is rule]
            short = sum(1 for p in mine if p.short)
            if rule.kind == "interlock":
                lines.append(f"  {rule.name} (interlock, >={rule.distance} cyc):  {len(mine)} "
                             f"pair(s) checked,  {short} below the distance")
            else:
                lines.append(f"  {rule.name} (>={rule.distance} cyc):  {len(mine)} pair(s) "
                             f"checked,  {short} VIOLATION(s)")
        ctx.diags.write_report("\n".join(lines) + "\n")
        return False
