"""An independent checker of HazardGapAnalysisPass's pairs (spec parity-2.md 4.3).

It reads the same rule table but shares no code with the pass: for each consumer it scans
backward. ``same`` rule: for each register unit the consumer reads, the nearest earlier
instruction that writes it; if that writer is a producer, it is a candidate; the pair takes
the nearest candidate. ``any`` rule: the nearest earlier producer. The gap is the sum of
the costs strictly between, recomputed for every pair.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from stinkytofu_opt.ir.core import Directive, Instruction
from stinkytofu_opt.ir.operands import Ident, IntLit, Register

TABLE = (Path(__file__).resolve().parents[2] / "stinkytofu_opt" / "target" / "data"
         / "hazard_gaps" / "gfx1250.yaml")
_PAIRS = {"vcc": ["vcc_lo", "vcc_hi"], "exec": ["exec_lo", "exec_hi"]}


def _expand(names):
    return {part for name in names for part in _PAIRS.get(name, [name])}


def _units(operands, kinds):
    found = set()
    for op in operands:
        if isinstance(op, Register) and op.kind != "LDS":
            names = _PAIRS.get(op.kind, [op.kind])
            for name in names:
                if name in kinds:
                    found.update((name, i) for i in range(op.index, op.index + op.count))
        elif isinstance(op, Ident):
            found.update((name, 0) for name in _PAIRS.get(op.text, [op.text]) if name in kinds)
    return found


def _admits(role, inst):
    flags = inst.desc.flags if inst.desc is not None else None
    return flags is not None and bool(flags & set(role.get("flags", []))) \
        and not flags & set(role.get("not_flags", []))


def _cost(item):
    if not isinstance(item, Instruction) or item.opcode in ("PHI", "FENCE"):
        return 0
    if item.desc is not None and item.desc.is_matrix:
        return item.latency_cycles
    if item.opcode == "s_nop" and item.srcs and isinstance(item.srcs[0], IntLit):
        return item.srcs[0].value + 1
    return item.issue_cycles


import functools


@functools.lru_cache(maxsize=None)
def _table():
    return yaml.safe_load(TABLE.read_text())


def check(function):
    """(rule name, block name, producer position, consumer position, gap) of every pair."""
    table = _table()
    found = []
    for block in function.blocks:
        items = [i for i in block.items if not isinstance(i, Directive)]
        for rule in table["rules"]:
            if rule["kind"] == "war":
                continue
            kinds = _expand(rule["registers"])
            writes = _expand(rule["producer"].get("writes", rule["registers"]))
            reads = _expand(rule["consumer"].get("reads", rule["registers"]))

            def producer(item):
                return isinstance(item, Instruction) and _admits(rule["producer"], item) \
                    and bool(_units(item.dests, writes))

            for j, consumer in enumerate(items):
                if not isinstance(consumer, Instruction) or \
                        not _admits(rule["consumer"], consumer):
                    continue
                sources = _units(consumer.srcs, reads)
                if not sources:
                    continue
                chosen = None
                if rule["match"] == "any":
                    chosen = next((i for i in range(j - 1, -1, -1) if producer(items[i])), None)
                else:
                    candidates = []
                    for unit in sources:
                        writer = next((i for i in range(j - 1, -1, -1)
                                       if isinstance(items[i], Instruction)
                                       and unit in _units(items[i].dests, kinds)), None)
                        if writer is not None and producer(items[writer]):
                            candidates.append(writer)
                    chosen = max(candidates) if candidates else None
                if chosen is not None:
                    gap = sum(_cost(items[k]) for k in range(chosen + 1, j))
                    found.append((rule["name"], block.name, chosen, j, gap))
    return found
