"""A target's LLVM inventory and the rules that describe what the tables do not list.

`inventory/<name>.txt` (written by utils/gen_inventory.py from llvm-mc-22) holds every
instruction LLVM has for a target: printed mnemonic, encoding, LLVM opcode, sample line.
The YAML's `inventory_rules` describe the inventory's mnemonics the `instructions` batches
do not list, by family: the first rule one of whose `match` patterns (fnmatch) fits the
mnemonic (without its encoding suffix), and whose `encoding` list (if any) holds one of its
encodings, gives its format and properties, as a batch would. See README.md.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from .globs import Globs

INVENTORY_DIR = Path(__file__).parent / "inventory"
# the resolved document's list of the `instructions_removed` patterns of the target itself
REMOVED_KEY = "_instructions_removed"


class InventoryEntry(NamedTuple):
    mnemonic: str      # as LLVM prints it, encoding suffix included
    encoding: str      # the encoding family of its first dword: VOP1, SOPP, DS, ...
    opcode: str        # LLVM's opcode name (MCInst), e.g. DS_READ_B32_vi
    sample: str        # one line llvm-mc-22 prints and assembles


def read_inventory(path: Path) -> tuple[InventoryEntry, ...]:
    """The entries of an inventory file, in file order."""
    return tuple(InventoryEntry(*fields) for fields in _entry_fields(path))


def _entry_fields(path: Path):
    """The four fields of each entry line of an inventory file, in file order."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            fields = line.split("\t", 3)
            mnemonic, encoding, opcode, sample = fields   # (a line with fewer is an error)
            yield fields


class _Rule(NamedTuple):
    patterns: Globs
    encodings: frozenset[str]   # empty: any encoding
    format: str
    props: dict[str, Any]

    def matches(self, mnemonic: str) -> bool:
        # `match: []` fits every mnemonic, as the empty regex its patterns once joined into
        return not self.patterns.patterns or self.patterns.any_match(mnemonic)


class InventoryRules:
    """The `inventory_rules` of a target, in order: the first match wins."""

    def __init__(self, raw, instruction_keys: frozenset[str], check_format) -> None:
        if not isinstance(raw, list):
            raise ValueError("inventory_rules must be a list of rules")
        self.rules: list[_Rule] = []
        for index, rule in enumerate(raw):
            where = f"inventory_rules[{index}]"
            if not isinstance(rule, dict) or "match" not in rule or "format" not in rule:
                raise ValueError(f"{where}: a rule needs `match` and `format`")
            unknown = rule.keys() - {"match", "encoding", "format"} - instruction_keys
            if unknown:
                raise ValueError(f"{where}: unknown keys {sorted(unknown)}")
            patterns = rule["match"] if isinstance(rule["match"], list) else [rule["match"]]
            check_format(rule["format"])
            encodings = rule.get("encoding", [])
            encodings = frozenset(encodings if isinstance(encodings, list) else [encodings])
            props = {key: value for key, value in rule.items()
                     if key not in ("match", "encoding", "format")}
            self.rules.append(_Rule(Globs(str(p) for p in patterns), encodings,
                                    rule["format"], props))

    def rule_for(self, mnemonic: str, encodings: frozenset[str]) -> tuple[str, dict] | None:
        """(format, properties) of the first rule matching ``mnemonic`` in one of its
        ``encodings``, or None."""
        for rule in self.rules:
            if rule.matches(mnemonic) and \
                    (not rule.encodings or not rule.encodings.isdisjoint(encodings)):
                return rule.format, rule.props
        return None


def attach_inventory(target, doc: dict[str, Any], inventory_dir: Path,
                     instruction_keys: frozenset[str], check_format, describe) -> None:
    """Give ``target`` the `inventory` its document names and the `inventory_rules` that
    describe what its batches do not list (each described when first looked up, by
    ``describe(mnemonic, format, layers)``: the values of its InstrDesc)."""
    name = doc.get("inventory")
    rules = InventoryRules(doc.get("inventory_rules", []), instruction_keys, check_format)
    if name is None:
        if rules.rules:
            raise ValueError("inventory_rules without an `inventory`")
        return
    encodings: dict[str, set[str]] = {}   # base mnemonic -> the encodings of its entries

    def read() -> tuple[frozenset[str], frozenset[str]]:
        # (read when first needed: a run whose mnemonics the tables all list never does)
        mnemonics = []
        for mnemonic, encoding, _, _ in _entry_fields(inventory_dir / f"{name}.txt"):
            mnemonics.append(mnemonic)
            encodings.setdefault(target.base_mnemonic(mnemonic), set()).add(encoding)
        return frozenset(mnemonics), frozenset(encodings)

    target._read_inventory = read
    target.not_in_llvm = frozenset(map(str, doc.get("not_in_llvm", ())))

    removed = Globs(str(pattern) for pattern in doc.get(REMOVED_KEY, ()))

    def describe_by_rule(mnemonic: str):
        # (Target.lookup asks only for a mnemonic of inventory_bases: encodings is filled)
        if removed.any_match(mnemonic):
            return None
        found = rules.rule_for(mnemonic, frozenset(encodings.get(mnemonic, ())))
        if found is None:
            return None
        format_name, props = found
        return describe(mnemonic, format_name, (props,))

    target._describe_inventory = describe_by_rule


def inventory_problems(target) -> list[str]:
    """Where ``target``'s tables and its LLVM inventory disagree (empty: they agree): an
    LLVM instruction nothing describes, a table entry LLVM lacks (unless the target's
    `not_in_llvm` keeps it), or a `not_in_llvm` entry that is stale."""
    if not target.inventory:
        return [f"{target.name}: no inventory"]
    problems = [f"{target.name}: LLVM instruction '{m}' has no description (no batch lists "
                f"it, no inventory_rules entry matches it)"
                for m in sorted(target.inventory_bases) if target.lookup(m) is None]
    for mnemonic in target.mnemonics:
        if mnemonic not in target.inventory_bases and mnemonic not in target.not_in_llvm:
            problems.append(f"{target.name}: table entry '{mnemonic}': LLVM 22 has no such "
                            f"instruction for {target.name}")
    for mnemonic in sorted(target.not_in_llvm):
        if mnemonic in target.inventory_bases or mnemonic not in target.mnemonics:
            problems.append(f"{target.name}: not_in_llvm lists '{mnemonic}', which "
                            + ("LLVM has" if mnemonic in target.inventory_bases
                               else "the tables do not list"))
    return problems
