"""Builds a Target from data/<arch>.yaml. The schema is described in README.md."""
from __future__ import annotations

import functools
import re
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from .globs import Globs
from .inventory import INVENTORY_DIR, REMOVED_KEY, attach_inventory
from .model import (KNOWN_FLAGS, LEGACY_WAIT, PREDICATE_FLAGS, VMEM_ATOMIC_FLAGS, CounterDesc,
                    DelayAluDesc, EventDesc, GuardsDesc, OperandField, StallModelDesc,
                    Target, WaitAluDesc, WmmaHazardDesc, AsmSyntax)

DATA_DIR = Path(__file__).parent / "data"

_INSTRUCTION_KEYS = frozenset({"flags", "cost", "fields", "matrix_fmt_costs", "waits",
                               "wait_shifts"})
_DERIVED_KEYS = ("base", "format_overrides", "instruction_overrides", "instructions_added",
                 "instructions_removed")
_FIELD_SPEC = re.compile(r"(?P<slot>[DS]\d+) (?P<name>\w+) (?P<kind>\w+) (?P<size>\d+|M64)"
                         r"(?P<rw> RW)?")


class UnknownArchError(LookupError):
    """No data file or alias has this architecture name."""

    def __init__(self, arch: str, available: list[str]):
        self.arch = arch
        self.available = tuple(available)
        super().__init__(f"unknown architecture '{arch}' (available: {', '.join(available)})")


class TargetDataError(ValueError):
    """A target data file breaks the schema."""


class TargetLibrary:
    """The targets described by the YAML files of one directory, each built once."""

    def __init__(self, data_dir: Path, inventory_dir: Path = INVENTORY_DIR):
        self.data_dir = data_dir
        self.inventory_dir = inventory_dir   # where a file's `inventory` is read from
        self._docs: dict[str, dict[str, Any]] = {}
        self._targets: dict[str, Target] = {}

    @functools.cached_property
    def file_names(self) -> tuple[str, ...]:
        return tuple(sorted(path.stem for path in self.data_dir.glob("*.yaml")))

    def available_archs(self) -> list[str]:
        """Every name `get` accepts: the data files' names, then their aliases."""
        names = list(self.file_names)
        for name in self.file_names:
            names.extend(self._read(name).get("aliases", ()))
        return names

    def get(self, arch: str) -> Target:
        """The target called `arch` (a data file name or an alias)."""
        if arch in self.file_names:
            return self._build(arch)
        for name in self.file_names:
            if arch in self._read(name).get("aliases", ()):
                return self._build(name)
        raise UnknownArchError(arch, self.available_archs())

    def _read(self, name: str) -> dict[str, Any]:
        doc = self._docs.get(name)
        if doc is None:
            path = self.data_dir / f"{name}.yaml"
            doc = _load_document(path)
            if not isinstance(doc, dict) or doc.get("name") != name:
                raise TargetDataError(f"{path}: the top-level `name` must be '{name}'")
            self._docs[name] = doc
        return doc

    def _build(self, name: str) -> Target:
        target = self._targets.get(name)
        if target is None:
            where = self.data_dir / f"{name}.yaml"
            try:
                target = _TargetBuilder(self._resolved(name, ()), self.inventory_dir).build()
            except TargetDataError:
                raise
            except KeyError as exc:
                raise TargetDataError(f"{where}: a required key is missing: {exc}") from None
            except (TypeError, ValueError) as exc:
                raise TargetDataError(f"{where}: {exc}") from None
            self._targets[name] = target
        return target

    def _resolved(self, name: str, derived_from: tuple[str, ...]) -> dict[str, Any]:
        """The document with its `base` chain applied: a derived file names a base target,
        replaces top-level keys, patches formats and patches instructions."""
        doc = self._read(name)
        base_name = doc.get("base")
        if base_name is None:
            return doc
        if base_name in derived_from or base_name == name:
            raise ValueError(f"the `base` chain loops through '{base_name}'")
        base = self._resolved(base_name, derived_from + (name,))
        merged = {key: value for key, value in base.items() if key != "aliases"}
        merged.update({key: value for key, value in doc.items() if key not in _DERIVED_KEYS})
        formats = dict(base["formats"])
        for format_name, patch in doc.get("format_overrides", {}).items():
            if format_name not in formats:
                raise ValueError(f"format_overrides names unknown format '{format_name}'")
            formats[format_name] = {**formats[format_name], **patch}
        merged["formats"] = formats
        base_instructions = base["instructions"]
        removed = Globs(doc.get("instructions_removed", ()))
        merged["instructions"] = _edit_batches(base_instructions, removed,
                                               doc.get("instructions_added", ()))
        # An inherited override of an instruction this target removed goes with it; the
        # target's own overrides must still name instructions it has.
        inherited = {mnemonic: props
                     for mnemonic, props in base.get("instruction_overrides", {}).items()
                     if not removed.any_match(mnemonic)}
        merged["instruction_overrides"] = {**inherited, **doc.get("instruction_overrides", {})}
        # what this target removes stays removed, also from its inventory's rules
        merged[REMOVED_KEY] = removed.patterns
        return merged


def _load_document(path: Path) -> Any:
    """The parsed YAML file, through a JSON copy kept beside it in __pycache__.

    Every run of the tool loads a target, and parsing the YAML (and importing
    PyYAML) is most of a small run's start-up. As with .pyc files, the copy is
    keyed by the source's content, written atomically where the directory is
    writable, and simply not used where it is not (or is damaged).
    """
    import json
    import zlib     # (hashlib would load OpenSSL: 3 ms of every run)

    raw = path.read_bytes()
    key = f"{len(raw):x}-{zlib.crc32(raw):08x}"
    cache = path.parent / "__pycache__" / f"{path.stem}.{key}.json"
    try:
        return json.loads(cache.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    import yaml  # deferred: only a target without a usable cached copy needs it
    doc = yaml.load(raw.decode("utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    text = json.dumps(doc)
    if json.loads(text) == doc:  # JSON keeps every value this document holds
        _write_atomically(cache, text)
    return doc


def _write_atomically(path: Path, text: str) -> None:
    import os
    import tempfile

    try:
        path.parent.mkdir(exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, dir=path.parent)
    except OSError:
        return  # a read-only install: parse the YAML every time
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError:
        os.unlink(tmp)


_BUILTIN_TARGETS = TargetLibrary(DATA_DIR)


def available_archs() -> list[str]:
    """Every architecture name get_target accepts."""
    return _BUILTIN_TARGETS.available_archs()


def get_target(arch: str) -> Target:
    """The target called `arch`; repeated calls return the same object."""
    return _BUILTIN_TARGETS.get(arch)


class _Format(NamedTuple):
    microcode: str | None
    cost: tuple[int, int] | None
    flags: frozenset[str]
    fields: dict[str, OperandField]   # slot ('D0', 'S1', ...) -> field


class _CounterRule(NamedTuple):
    name: str
    producers: frozenset[str]
    secondary_producers: frozenset[str]
    returning_atomics: bool
    non_returning_atomics: bool


_NO_FORMAT = _Format(None, None, frozenset(), {})


class _TargetBuilder:
    def __init__(self, doc: dict[str, Any], inventory_dir: Path = INVENTORY_DIR):
        self.doc = doc
        self.inventory_dir = inventory_dir
        self.default_cost = _cost(doc["default_cost"], "default_cost")
        self.raw_formats = doc["formats"]
        self.formats: dict[str, _Format] = {}
        self.counters, self.counter_rules = _counters(doc["counters"])
        self.events = _events(doc.get("events", {}), self.counters)
        self.overrides = doc.get("instruction_overrides", {})
        self.classifications: dict[frozenset[str], dict[str, Any]] = {}

    def build(self) -> Target:
        instructions = self._describe_batches()
        unknown = self.overrides.keys() - instructions.keys()
        if unknown:
            raise ValueError(f"instruction_overrides name unknown instructions {sorted(unknown)}")
        self._check_wait_instructions(instructions)
        registers = {str(kind): int(limit) for kind, limit in self.doc["registers"].items()}
        target = Target(self.doc["name"], int(self.doc["wave_size"]), instructions, registers,
                        self.counters, self.events, str(self.doc.get("family", "")),
                        self._wmma_hazard(instructions), self._syntax())
        target._classify_flags = self._classify
        target.guards = self._guards(instructions)
        target.delay_alu, target.wait_alu = _alu_waits(self.doc.get("alu_waits"))
        target.stall_model = self._stall_model()
        attach_inventory(target, self.doc, self.inventory_dir, _INSTRUCTION_KEYS,
                         self._format, self._values)
        return target

    def _describe_batches(self) -> dict[str, dict[str, Any]]:
        """mnemonic -> the `_values` of its InstrDesc, for every batch entry. Every entry
        is checked here; Target builds the InstrDesc when the mnemonic is first looked up,
        as a run uses a few of the hundreds."""
        instructions: dict[str, dict[str, Any]] = {}
        for batch in self.doc["instructions"]:
            format_name = batch["format"]
            batch_props = {key: value for key, value in batch.items()
                           if key not in ("format", "mnemonics")}
            shared = None   # the values of the batch's entries that add nothing of their own
            for item in batch["mnemonics"]:
                mnemonic, own_props = _split_item(item)
                if mnemonic in instructions:
                    raise ValueError(f"instruction '{mnemonic}' is defined twice")
                layers = (batch_props, own_props, self.overrides.get(mnemonic, {}))
                if layers[1:] != ({}, {}):
                    instructions[mnemonic] = self._values(mnemonic, format_name, layers)
                    continue
                # the same layers give the same values (and the first entry their errors)
                if shared is None:
                    shared = self._values(mnemonic, format_name, layers[:1])
                instructions[mnemonic] = shared
        return instructions

    def _stall_model(self) -> StallModelDesc | None:
        """The `stall_model` section: a latency for every kind of counted operation, the
        target's events, or its counters that have producers where it has no events."""
        raw = self.doc.get("stall_model")
        if raw is None:
            return None
        if not isinstance(raw, dict) or raw.keys() != {"latency"}:
            raise ValueError("stall_model takes only `latency`")
        latency = raw["latency"]
        if not isinstance(latency, dict):
            raise ValueError("stall_model.latency must map kinds to cycles")
        kinds = set(self.events) if self.events else {
            rule.name for rule in self.counter_rules if rule.producers}
        missing, unknown = kinds - latency.keys(), latency.keys() - kinds
        if missing or unknown:
            raise ValueError("stall_model.latency: " + "; ".join(
                part for part in (f"no figure for {sorted(missing)}" if missing else "",
                                  f"unknown kinds {sorted(unknown)}" if unknown else "")
                if part))
        for kind, cycles in latency.items():
            if isinstance(cycles, bool) or not isinstance(cycles, int) or cycles < 1:
                raise ValueError(f"stall_model.latency.{kind} must be a positive integer")
        return StallModelDesc(MappingProxyType(dict(latency)))

    def _syntax(self) -> AsmSyntax:
        raw = self.doc.get("asm_syntax") or {}
        keys = {"encoding_suffixes", "modifiers", "operand_functions", "atomic_return",
                "dual_prefix", "implicit_kinds"}
        if raw.keys() - keys:
            raise ValueError(f"asm_syntax: unknown keys {sorted(raw.keys() - keys)}")
        # longest suffix first: `_e64_dpp` before `_dpp`
        suffixes = tuple(sorted(map(str, raw.get("encoding_suffixes", ())), key=len,
                                reverse=True))
        return AsmSyntax(suffixes, frozenset(map(str, raw.get("modifiers", ()))),
                         frozenset(map(str, raw.get("operand_functions", ()))),
                         frozenset(map(str, raw.get("atomic_return", ()))),
                         str(raw.get("dual_prefix", "")),
                         frozenset(map(str, raw.get("implicit_kinds", ()))))

    def _guards(self, instructions) -> GuardsDesc | None:
        raw = self.doc.get("guards")
        if raw is None:
            return None
        _only_keys(raw, {"tdm_inflight", "tdm_wave_sync", "xnack_replay", "coexec"}, "guards")
        tdm = raw.get("tdm_inflight", {})
        _only_keys(tdm, {"limit", "ceiling"}, "guards.tdm_inflight")
        coexec = raw.get("coexec", {})
        _only_keys(coexec, {"scan_limit", "formats", "instructions"}, "guards.coexec")
        by_format = {}
        for name, window in coexec.get("formats", {}).items():
            if name not in self.raw_formats:
                raise ValueError(f"guards.coexec.formats names unknown format '{name}'")
            by_format[name] = _window(window, f"format {name}")
        coissue = {}
        for mnemonic, values in instructions.items():
            fmt = values["format"]
            while fmt is not None and fmt not in by_format:
                fmt = self.raw_formats[fmt].get("parent")
            if fmt is not None:
                coissue[mnemonic] = by_format[fmt]
        for mnemonic, window in coexec.get("instructions", {}).items():
            if mnemonic not in instructions:
                raise ValueError(f"guards.coexec.instructions names unknown instruction "
                                 f"'{mnemonic}'")
            coissue[mnemonic] = _window(window, mnemonic)
        limit, ceiling = int(tdm.get("limit", 0)), int(tdm.get("ceiling", 64))
        if not 0 <= limit <= ceiling:
            raise ValueError("guards.tdm_inflight: need 0 <= limit <= ceiling")
        return GuardsDesc(limit, ceiling, bool(raw.get("tdm_wave_sync", False)),
                          bool(raw.get("xnack_replay", False)),
                          int(coexec.get("scan_limit", 18)), MappingProxyType(coissue))

    def _wmma_hazard(self, instructions) -> WmmaHazardDesc | None:
        raw = self.doc.get("wmma_hazard")
        if raw is None:
            return None
        if raw.keys() - {"separator", "sparse_index"}:
            raise ValueError("wmma_hazard takes only `separator` and `sparse_index`")
        if raw["separator"] not in instructions:
            raise ValueError(f"wmma_hazard: separator '{raw['separator']}' is no instruction")
        return WmmaHazardDesc(raw["separator"], bool(raw.get("sparse_index", False)))

    def _format(self, name: str, chain: tuple[str, ...] = ()) -> _Format:
        if name in self.formats:
            return self.formats[name]
        if name in chain:
            raise ValueError(f"format parents loop through '{name}'")
        if name not in self.raw_formats:
            raise ValueError(f"unknown format '{name}'")
        raw = self.raw_formats[name]
        parent = self._format(raw["parent"], chain + (name,)) if "parent" in raw else _NO_FORMAT
        where = f"format {name}"
        resolved = _Format(
            microcode=raw.get("microcode", parent.microcode),
            cost=_cost(raw["cost"], where) if "cost" in raw else parent.cost,
            flags=parent.flags | _flags(raw.get("flags", ()), where),
            fields=_field_list(raw["fields"], where) if "fields" in raw else parent.fields,
        )
        self.formats[name] = resolved
        return resolved

    def _values(self, mnemonic: str, format_name: str, layers) -> dict[str, Any]:
        """The InstrDesc fields of ``mnemonic`` (named in the errors) of format
        ``format_name`` with the property ``layers`` applied in order; but the mnemonic
        itself and the classification of the flags, which Target adds (`_classify`)."""
        where = f"instruction {mnemonic}"
        fmt = self._format(format_name)
        flags = set(fmt.flags)
        fields = fmt.fields
        cost = fmt.cost or self.default_cost
        extra: dict[str, Any] = {}
        for layer in layers:     # batch, then the mnemonic's own entry, then a derived target's
            unknown = layer.keys() - _INSTRUCTION_KEYS
            if unknown:
                raise ValueError(f"{where}: unknown keys {sorted(unknown)}")
            flags |= _flags(layer.get("flags", ()), where)
            if "fields" in layer:
                fields = _edit_fields(fields, layer["fields"], where)
            if "cost" in layer:
                cost = _cost(layer["cost"], where)
            extra.update((key, layer[key]) for key in ("matrix_fmt_costs", "waits", "wait_shifts")
                         if key in layer)
        flags = frozenset(flags)
        ordered = tuple(fields[slot] for slot in sorted(fields, key=_slot_order))
        num_dests = sum(1 for field in ordered if field.role != "S")
        waits, shifts, pieces = self._waits(extra.get("waits", ()), extra.get("wait_shifts"),
                                            where)
        return dict(
            format=format_name,
            microcode=fmt.microcode,
            flags=flags,
            issue_cycles=cost[0],
            latency_cycles=cost[1],
            fields=ordered,
            num_dest_fields=num_dests,
            num_src_fields=len(ordered) - num_dests,
            matrix_fmt_costs=_matrix_fmt_costs(extra.get("matrix_fmt_costs", {}), where),
            wait_counters=waits,
            wait_shifts=shifts,
            wait_pieces=pieces,
        )

    def _classify(self, flags: frozenset[str]) -> dict[str, Any]:
        """The counters and predicates implied by a flag set (shared by many instructions)."""
        classification = self.classifications.get(flags)
        if classification is None:
            counter, without_return, secondary = self._counters_of(flags)
            classification = {name: not flags.isdisjoint(any_of)
                              for name, any_of in PREDICATE_FLAGS.items()}
            event = next((event.name for event in self.events.values()
                          if not flags.isdisjoint(event.flags)), None)
            classification.update(counter=counter, counter_without_return=without_return,
                                  secondary_counters=secondary, event=event)
            self.classifications[flags] = classification
        return classification

    def _waits(self, waits, shifts, where):
        """(counters, shift of each, (shift, bits) pieces of each). A `wait_shifts` entry is
        a shift (the counter's full width at that bit) or a list of [shift, bits] pieces,
        lowest bits first, for a value split across the literal (gfx9 vmcnt)."""
        waits = tuple(waits)
        for counter in waits:
            if counter not in self.counters and counter != LEGACY_WAIT:
                raise ValueError(f"{where}: waits on unknown counter '{counter}'")
        if shifts is None:
            if len(waits) > 1:
                raise ValueError(f"{where}: a wait on several counters needs wait_shifts")
            shifts = (0,) * len(waits)
        if len(shifts) != len(waits):
            raise ValueError(f"{where}: wait_shifts must give one shift per counter in waits")
        all_pieces = []
        for counter, shift in zip(waits, shifts):
            if counter == LEGACY_WAIT:
                all_pieces.append(())
            elif isinstance(shift, list):
                pieces = tuple((int(at), int(bits)) for at, bits in shift)
                if sum(bits for _, bits in pieces) != self.counters[counter].bits:
                    raise ValueError(f"{where}: the wait_shifts pieces of {counter} must "
                                     f"add up to its {self.counters[counter].bits} bits")
                all_pieces.append(pieces)
            else:
                all_pieces.append(((int(shift), self.counters[counter].bits),))
        return waits, tuple(p[0][0] if p else 0 for p in all_pieces), tuple(all_pieces)

    def _counters_of(self, flags: frozenset[str]) -> tuple[str | None, str | None, tuple[str, ...]]:
        """(counter, counter_without_return, secondary_counters): the first matching rule wins."""
        atomic = not flags.isdisjoint(VMEM_ATOMIC_FLAGS)
        counter = without_return = None
        secondary = []
        for rule in self.counter_rules:
            produces = not flags.isdisjoint(rule.producers)
            if counter is None and (produces or (atomic and rule.returning_atomics)):
                counter = rule.name
            if without_return is None and (produces or (atomic and rule.non_returning_atomics)):
                without_return = rule.name
            if not flags.isdisjoint(rule.secondary_producers):
                secondary.append(rule.name)
        return counter, without_return, tuple(name for name in secondary if name != counter)

    def _check_wait_instructions(self, instructions: dict[str, dict[str, Any]]) -> None:
        for counter in self.counters.values():
            values = instructions.get(counter.wait_instruction)
            if values is None or counter.name not in values["wait_counters"]:
                raise ValueError(f"counter {counter.name}: '{counter.wait_instruction}' must be "
                                 f"an instruction with `waits` naming {counter.name}")


def _counters(raw: dict[str, Any]) -> tuple[dict[str, CounterDesc], list[_CounterRule]]:
    counters: dict[str, CounterDesc] = {}
    rules: list[_CounterRule] = []
    for name, spec in raw.items():
        where = f"counter {name}"
        bits = int(spec["bits"])
        spellings = spec.get("modifier", ())
        fields = []
        for spelling in [spellings] if isinstance(spellings, str) else spellings:
            key, _, field = spelling.partition(".")
            if not field:
                raise ValueError(f"{where}: modifier must be written `key.field`")
            fields.append((key, field))
        key, field = fields[0] if fields else (None, None)
        wait_format = spec.get("wait_format", spec["wait"] + " {n}")
        if "{n}" not in wait_format:
            raise ValueError(f"{where}: wait_format must contain {{n}}")
        counters[name] = CounterDesc(name, bits, (1 << bits) - 1, bool(spec["in_order"]),
                                     spec["wait"], key, field, tuple(fields), wait_format)
        rules.append(_CounterRule(name, _flags(spec.get("producers", ()), where),
                                  _flags(spec.get("secondary_producers", ()), where),
                                  bool(spec.get("returning_atomics", False)),
                                  bool(spec.get("non_returning_atomics", False))))
    return counters, rules


def _events(raw: dict[str, Any], counters: dict[str, CounterDesc]) -> dict[str, EventDesc]:
    events = {}
    for name, spec in raw.items():
        unknown = spec.keys() - {"flags", "order", "unordered", "counts_as", "write_order"}
        if unknown:
            raise ValueError(f"event {name}: unknown keys {sorted(unknown)}")
        counts_as = dict(spec.get("counts_as", {}))
        strangers = counts_as.keys() - counters.keys()
        if strangers:
            raise ValueError(f"event {name}: counts_as names unknown counters {sorted(strangers)}")
        events[name] = EventDesc(name, _flags(spec["flags"], f"event {name}"),
                                 spec.get("order"), bool(spec.get("unordered", False)),
                                 MappingProxyType(counts_as),
                                 "" if "write_order" in spec and spec["write_order"] is None
                                 else spec.get("write_order"))
    return events


def _edit_batches(batches: list, removed: Globs, added) -> list:
    """The base's instruction batches without the mnemonics matching a `removed` pattern
    (fnmatch, each must match something), followed by the `added` batches."""
    patterns = removed.patterns
    used = set()

    def kept(item) -> bool:
        mnemonic = item if isinstance(item, str) else next(iter(item))
        hits = removed.matching(mnemonic)
        used.update(hits)
        return not hits

    edited = []
    for batch in batches:
        mnemonics = [item for item in batch["mnemonics"] if kept(item)]
        if mnemonics:
            edited.append({**batch, "mnemonics": mnemonics})
    unused = [p for p in patterns if p not in used]
    if unused:
        raise ValueError(f"instructions_removed patterns match no instruction: {unused}")
    return edited + list(added)


def _only_keys(raw, allowed: set[str], where: str) -> None:
    if not isinstance(raw, dict):
        raise ValueError(f"{where} must be a mapping")
    unknown = raw.keys() - allowed
    if unknown:
        raise ValueError(f"{where}: unknown keys {sorted(unknown)}")


def _window(value, where: str) -> int:
    if not isinstance(value, int) or not 0 <= value <= 0xFFFF:
        raise ValueError(f"guards.coexec: the window of {where} must be a 16-bit mask")
    return value


def _split_item(item) -> tuple[str, dict[str, Any]]:
    """A batch entry is `mnemonic` or `mnemonic: {properties}`."""
    if isinstance(item, str):
        return item, {}
    if isinstance(item, dict) and len(item) == 1:
        (mnemonic, props), = item.items()
        return mnemonic, props or {}
    raise ValueError(f"batch entry {item!r} must be `mnemonic` or `mnemonic: {{...}}`")


def _flags(names, where: str) -> frozenset[str]:
    flags = frozenset(names)
    unknown = flags - KNOWN_FLAGS
    if unknown:
        raise ValueError(f"{where}: unknown flags {sorted(unknown)}")
    return flags


def _cost(value, where: str) -> tuple[int, int]:
    issue, latency = value
    return int(issue), int(latency)


def _field_list(specs, where: str) -> dict[str, OperandField]:
    fields = {}
    for spec in specs:
        match = _FIELD_SPEC.fullmatch(spec)
        if match is None:
            raise ValueError(f"{where}: field '{spec}' is not `SLOT name kind size [RW]`")
        slot = match["slot"]
        if match["rw"] and slot[0] != "D":
            raise ValueError(f"{where}: only a destination slot can be RW ('{spec}')")
        role = "RW" if match["rw"] else slot[0]
        size, lane_mask = _size(match["size"])
        fields[slot] = OperandField(match["name"], role, size, match["kind"], lane_mask)
    return fields


def _edit_fields(fields: dict[str, OperandField], edit, where: str) -> dict[str, OperandField]:
    """A list replaces every field; a mapping {slot: size | {size, kind}} patches slots."""
    if isinstance(edit, list):
        return _field_list(edit, where)
    patched = dict(fields)
    for slot, change in edit.items():
        if slot not in patched:
            raise ValueError(f"{where}: cannot patch missing field slot {slot}")
        if not isinstance(change, dict):
            change = {"size": change}
        if change.keys() - {"size", "kind"}:
            raise ValueError(f"{where}: a field patch sets only `size` and `kind`")
        field = patched[slot]
        size, lane_mask = _size(change.get("size", field.size))
        patched[slot] = OperandField(field.name, field.role, size,
                                     change.get("kind", field.kind), lane_mask or field.lane_mask)
    return patched


def _size(value) -> tuple[int, bool]:
    """Bits, and whether the field is an M64 lane mask."""
    if value == "M64":
        return 64, True
    return int(value), False


def _slot_order(slot: str) -> tuple[int, int]:
    return (0 if slot[0] == "D" else 1, int(slot[1:]))


def _matrix_fmt_costs(raw: dict[str, Any], where: str):
    costs = []
    for key, cost in raw.items():
        fmt_a, slash, fmt_b = key.partition("/")
        if not slash:
            raise ValueError(f"{where}: matrix_fmt_costs keys are written `FMT_A/FMT_B`")
        costs.append(((fmt_a, fmt_b), _cost(cost, where)))
    return tuple(costs)


_DELAY_ALU_KEYS = {"rules": str, "valu_depth": int, "trans_depth": int, "salu_cycle_max": int,
                   "max_skip": int, "clears_state": "flags", "matrix_is_producer": bool,
                   "trans64_is_trans": bool, "ignored": "names"}
_WAIT_ALU_KEYS = {"xdl_pipe": "flags", "trans_pipe": "flags", "dpmacc_pipe": "flags",
                  "lds_fifo": "flags", "both_fifos": "flags", "tex_fifo": "flags",
                  "scale_pair_microcodes": "names", "xdl_va_vdst": int, "csmacc_va_vdst": int,
                  "vm_vsrc_lds": int, "vm_vsrc_tex": int, "vm_vsrc_bridge": int,
                  "max_va_vdst": int, "max_vm_vsrc": int, "sched_mode": "sched_mode",
                  "mode_labels": "labels"}


def _alu_waits(raw) -> tuple[DelayAluDesc | None, WaitAluDesc | None]:
    """The `alu_waits` section: (delay_alu, wait_alu), each None when absent."""
    if raw is None:
        return None, None
    if not isinstance(raw, dict) or raw.keys() - {"delay_alu", "wait_alu"}:
        raise ValueError("alu_waits takes only `delay_alu` and `wait_alu`")
    delay = wait = None
    if raw.get("delay_alu") is not None:
        delay = DelayAluDesc(**_section(raw["delay_alu"], _DELAY_ALU_KEYS, "alu_waits.delay_alu"))
        if delay.rules not in ("reference", "llvm"):
            raise ValueError(f"alu_waits.delay_alu.rules: '{delay.rules}' is not "
                             f"'reference' or 'llvm'")
    if raw.get("wait_alu") is not None:
        wait = WaitAluDesc(**_section(raw["wait_alu"], _WAIT_ALU_KEYS, "alu_waits.wait_alu"))
    return delay, wait


def _section(raw, schema: dict, where: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise ValueError(f"{where} must be a mapping")
    missing, unknown = schema.keys() - raw.keys(), raw.keys() - schema.keys()
    if missing or unknown:
        raise ValueError(f"{where}: " + "; ".join(
            part for part in (f"missing keys {sorted(missing)}" if missing else "",
                              f"unknown keys {sorted(unknown)}" if unknown else "") if part))
    out: dict[str, Any] = {}
    for key, kind in schema.items():
        value = raw[key]
        if kind == "flags":
            out[key] = _flags(value, f"{where}.{key}")
        elif kind == "names":
            out[key] = frozenset(str(v) for v in value)
        elif kind == "labels":
            out[key] = tuple(str(v) for v in value)
        elif kind == "sched_mode":
            if not isinstance(value, dict) or value.keys() != {"hwreg", "offset", "size", "value"}:
                raise ValueError(f"{where}.sched_mode takes hwreg, offset, size and value")
            out[key] = tuple(int(value[k]) for k in ("hwreg", "offset", "size", "value"))
        elif kind is bool:
            if not isinstance(value, bool):
                raise ValueError(f"{where}.{key} must be true or false")
            out[key] = value
        elif kind is int:
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{where}.{key} must be a non-negative integer")
            out[key] = value
        else:
            out[key] = str(value)
    return out
