"""The write-to-read gap rules of HazardGapAnalysisPass, read from the target data
(``target/data/hazard_gaps/*.yaml``), and what a rule asks of an instruction.

Shared by the pass and by anything else that needs the table (a scheduler's hazard gate).
"""

from __future__ import annotations

import functools
from pathlib import Path

from stinkytofu_opt.ir.core import PSEUDO_OPCODES, Instruction
from stinkytofu_opt.passes.alu_waits.common import all_units
from stinkytofu_opt.records import record

DATA_DIR = Path(__file__).resolve().parents[2] / "target" / "data" / "hazard_gaps"
# Spellings that stand for a pair of 32-bit units.
_PAIRS = {"vcc": ("vcc_lo", "vcc_hi"), "exec": ("exec_lo", "exec_hi")}


class HazardRuleError(ValueError):
    """A malformed rule file."""


@record(frozen=True)
class Role:
    flags: frozenset
    not_flags: frozenset
    kinds: frozenset          # register kinds it must write (producer) / read (consumer)

    def admits(self, inst: Instruction) -> bool:
        desc = inst.desc
        return desc is not None and not self.flags.isdisjoint(desc.flags) \
            and self.not_flags.isdisjoint(desc.flags)


@record(frozen=True)
class GapRule:
    name: str
    kind: str                 # hazard | interlock | war
    producer: Role | None
    consumer: Role | None
    registers: frozenset
    match: str                # same | any
    distance: int

    @property
    def measured(self) -> bool:
        return self.kind != "war"


def _kinds(names) -> frozenset:
    out = set()
    for name in names or ():
        out.update(_PAIRS.get(name, (name,)))
    return frozenset(out)


def _role(data, registers: frozenset, key: str) -> Role | None:
    if data is None:
        return None
    return Role(frozenset(data.get("flags", ())), frozenset(data.get("not_flags", ())),
                _kinds(data.get(key)) if data.get(key) else registers)


@functools.lru_cache(maxsize=None)
def _tables() -> dict[str, tuple[GapRule, ...]]:
    import yaml

    tables = {}
    for path in sorted(DATA_DIR.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        try:
            rules = []
            for entry in data["rules"]:
                registers = _kinds(entry.get("registers"))
                kind = entry["kind"]
                if kind not in ("hazard", "interlock", "war"):
                    raise HazardRuleError(f"{path.name}: rule {entry['name']}: kind '{kind}'")
                rules.append(GapRule(entry["name"], kind,
                                     _role(entry.get("producer"), registers, "writes"),
                                     _role(entry.get("consumer"), registers, "reads"),
                                     registers, entry.get("match", "same"),
                                     int(entry["distance"])))
        except (KeyError, TypeError) as exc:
            raise HazardRuleError(f"{path.name}: malformed rule table ({exc})") from None
        for arch in data["archs"]:
            tables[arch] = tuple(rules)
    return tables


def rules_for(target) -> tuple[GapRule, ...] | None:
    """The target's rules, or None when it has no table."""
    return _tables().get(target.name)


def units_of(operands, kinds: frozenset) -> list:
    """The (kind, index) units of the given kinds the operands name (bare vcc/exec too)."""
    return [u for u in all_units(operands) if u[0] in kinds]


def read_units(inst: Instruction, kinds: frozenset) -> list:
    return units_of(inst.srcs, kinds)


def write_units(inst: Instruction, kinds: frozenset) -> list:
    return units_of(inst.dests, kinds)


def cost(item) -> int:
    """Cycles an item occupies: a matrix op its latency, ``s_nop N`` its N+1 wait states
    (the reference counts its issue cost), any other instruction its issue cycles; labels and
    pseudo instructions none."""
    if not isinstance(item, Instruction) or item.opcode in PSEUDO_OPCODES:
        return 0
    if item.desc is not None and item.desc.is_matrix:
        return item.latency_cycles
    if item.opcode == "s_nop" and item.srcs and hasattr(item.srcs[0], "value"):
        return int(item.srcs[0].value) + 1
    return item.issue_cycles
