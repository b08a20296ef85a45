"""ModuleOptions: the reference binding's per-kernel options, under its key names.

TensileLite hands the reference a dict of these keys with every kernel; the
``-O`` pipeline (passes/pipelines.py) reads them to choose passes and their
options. Each key is declared once here with its type, its default and what
this project does with it, so validation, the README table and the run-time
"not applied" remark come from one place.

Defaults are the reference's zero-initialised struct except where noted:
``EnableWaitCntInsertion`` is on (wait insertion is this tool's job; with the
reference's default an ``-O2`` run inserts no waits), ``TDMInflightLimit`` is
11 and ``PrefetchGlobalRead`` 1 (the passes' own defaults).
"""

from __future__ import annotations

from typing import Mapping, Union

from stinkytofu_opt.records import record

OptionValue = Union[bool, int, float, str]


@record(frozen=True)
class ModuleOption:
    name: str
    type: type            # bool, int, float or str
    default: OptionValue
    effect: str           # what the pipeline does with it; "" = accepted, not applied


def _o(name: str, kind: type, default: OptionValue, effect: str = "") -> ModuleOption:
    return ModuleOption(name, kind, default, effect)


# In the order of the reference's MODULE_OPTIONS_LIST, then the later keys.
_DECLARED = (
    _o("DebugLevel", int, 0),
    _o("OptLevel", int, 0, "pipeline level, clamped to 0..3 (1 and above: the scheduler "
                           "steps, of which InsertDelayAluPass is implemented)"),
    _o("TileA0", int, 0, "GemmTileConfig.TileA0"),
    _o("TileB0", int, 0, "GemmTileConfig.TileB0"),
    _o("TileM0", int, 0, "GemmTileConfig.TileM0"),
    _o("NumGRA", int, 0, "GemmTileConfig.NumGRA"),
    _o("NumGRB", int, 0, "GemmTileConfig.NumGRB"),
    _o("NumGRM", int, 0, "GemmTileConfig.NumGRM"),
    _o("wavefrontSize", int, 0, "checked against the target's wave size (a warning if "
                                "they differ; the target's is used)"),
    _o("SubGroup0", int, 0),
    _o("SubGroup1", int, 0),
    _o("WaveGroup0", int, 0, "NumWaves = WaveGroup0 * WaveGroup1 when both are given"),
    _o("WaveGroup1", int, 0, "see WaveGroup0"),
    _o("VectorWidthA", int, 0),
    _o("VectorWidthB", int, 0),
    _o("GlobalReadVectorWidthA", int, 0),
    _o("GlobalReadVectorWidthB", int, 0),
    _o("DirectToLdsA", bool, False),
    _o("DirectToLdsB", bool, False),
    _o("UseSgprForGRO", int, 0),
    _o("PrintBeforePass", str, ""),
    _o("PrintAfterPass", str, ""),
    _o("DebugPass", str, ""),
    _o("PassOrderSnapshotJson", str, ""),
    _o("VerifyEach", bool, False, "the IR verifier's checks after every pass (--verify-each)"),
    _o("TimePasses", bool, False),
    _o("EnableRemarks", bool, False, "detailed remarks (the command line's --remarks)"),
    _o("EnableWaitCntInsertion", bool, True, "StinkyRemoveWaitCntPass and "
                                             "StinkyWaitCntInsertionPass (default on here)"),
    _o("EnableLoopCarriedTokenDeps", bool, False,
       "StinkyWaitCntInsertionPass=enableLoopCarriedTokenDeps"),
    _o("EnableESM2", bool, False, "InsertWaitAluPass"),
    _o("EnableESM2TrackValuVsrc", bool, False, "InsertWaitAluPass=enableESM2TrackValuVsrc"),
    _o("VgprMsbMode", int, 0, "InsertVgprMsbPass=mode (0: the target's default, msb16 on "
                              "gfx1250; 1: msb8; 2: msb16)"),
    _o("RequiresXCntForVolatileVMEM", bool, False,
       "Gfx1250HazardPass=requiresXCntForVolatileVMEM, when the pass declares it"),
    _o("EnableXnackReplay", bool, False,
       "Gfx1250HazardPass=enableXnackReplay, when the pass declares it"),
    _o("EnableSwInstructionPrefetchRelStatic", bool, False),
    _o("EnableSwInstructionPrefetchAbs", bool, False),
    _o("SwInstructionPrefetchAbsBaseSgpr", int, -1),
    _o("ClusterBarrier", bool, False, "InsertClusterBarrierPass"),
    _o("StreamKMulticast", bool, False, "InsertClusterBarrierPass=streamKMulticast and "
                                        "StinkyWaitCntInsertionPass=enableTensorDescriptorWar"),
    _o("TDMLoadWaveSync", bool, False, "TDMLoadWaveSyncPass"),
    _o("PrefetchGlobalRead", int, 1, "InsertClusterBarrierPass=pgr"),
    _o("PrefetchLocalRead", int, 1),
    _o("RemoveInstructions", str, "", "RemoveInstructionPass with these mnemonics "
                                      "(comma-separated)"),
    _o("CloneList", str, ""),     # a list of CloneSpec(name, startLabel), kept as name:label,...
    _o("RegisterAllocation", int, 0),
    _o("DsReadQueueDepth", int, 0),
    _o("DsReadDrainLatency", int, 0),
    _o("DsReadThrottleLatency", int, 0),
    _o("DsReadPerWmma", int, 0),
    _o("DsReadPerCap", int, -1),
    _o("GlobalReadQueueDepth", int, 0),
    _o("GlobalReadDrainLatency", int, 0),
    _o("DsReadOrder", int, -1),
    _o("ArchName", str, "", "checked against the module's architecture (a warning if "
                            "they differ)"),
    _o("TDMInflightLimit", int, 11, "TDMInflightGuardPass=limit (0 disables the pass)"),
    _o("ClusterBarrierRule3SignalLeadCycles", int, -1, "InsertClusterBarrierPass=lead"),
    _o("ClusterBarrierRule3Mode", int, 0, "InsertClusterBarrierPass=rule3Mode"),
    _o("ClusterProducerDrain", int, -1, "InsertClusterBarrierPass=producerDrain"),
    _o("LockDsReadOrder", bool, True),
    _o("DsReadThrottleTransitionFactor", float, 1.0),
    _o("DsReadThrottleTransitionEntries", int, 0),
    _o("TensorLoadWmmaSpace", int, 0),
    # Keys of other lines of development of the reference (spec parity-2.md 8.4).
    _o("HasVgprMSB16", bool, False),
    _o("EnableSwPrefetchInsertion", bool, False),
    _o("SwPrefetchScratchSgpr", int, -1),
    # Not a reference key: the command line's --NumWaves, for callers without WaveGroups.
    _o("NumWaves", int, 0, "GemmTileConfig.NumWaves (0 = multi-wave); this project's key"),
)
MODULE_OPTIONS: dict[str, ModuleOption] = {o.name: o for o in _DECLARED}
TILE_KEYS = ("TileA0", "TileB0", "TileM0", "NumGRA", "NumGRB", "NumGRM")


class ModuleOptionsError(ValueError):
    """A known key with a value of the wrong type."""


@record(frozen=True)
class ResolvedOptions:
    """The values every key takes (defaults filled in), which keys the caller
    gave, and the problems found: unknown keys (with the closest spelling) and
    keys given that this project does not apply."""

    values: Mapping[str, OptionValue]
    given: frozenset[str]
    unknown: tuple[tuple[str, str | None], ...]
    not_applied: tuple[str, ...]

    def __getitem__(self, key: str) -> OptionValue:
        return self.values[key]


def resolve(options: Mapping[str, object] | None) -> ResolvedOptions:
    """Check ``options`` against the declarations; raises ModuleOptionsError
    for a value of the wrong type."""
    from stinkytofu_opt.passes.registry import closest

    values: dict[str, OptionValue] = {o.name: o.default for o in _DECLARED}
    unknown: list[tuple[str, str | None]] = []
    not_applied: list[str] = []
    given: set[str] = set()
    for key, value in (options or {}).items():
        declared = MODULE_OPTIONS.get(str(key))
        if declared is None:
            unknown.append((str(key), closest(str(key), MODULE_OPTIONS)))
            continue
        values[declared.name] = _convert(declared, value)
        if declared.name == "OptLevel":
            values["OptLevel"] = max(0, min(3, int(values["OptLevel"])))
        given.add(declared.name)
        if not declared.effect and values[declared.name] != declared.default:
            not_applied.append(declared.name)
    return ResolvedOptions(values, frozenset(given), tuple(unknown), tuple(not_applied))


def _convert(declared: ModuleOption, value: object) -> OptionValue:
    if declared.type is bool and isinstance(value, (bool, int)) and value in (0, 1):
        return bool(value)
    if declared.type is int and isinstance(value, int):
        return int(value)
    if declared.type is str and isinstance(value, str):
        return value
    if declared.type is float and isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if declared.type is str and isinstance(value, (list, tuple)) and all(
            isinstance(v, str) for v in value):
        return ",".join(value)
    if declared.type is str and isinstance(value, (list, tuple)) and all(
            isinstance(getattr(v, "name", None), str)
            and isinstance(getattr(v, "startLabel", None), str) for v in value):
        return ",".join(f"{v.name}:{v.startLabel}" for v in value)   # CloneList's CloneSpecs
    expected = {bool: "a bool", int: "an int", float: "a number", str: "a string"}[declared.type]
    raise ModuleOptionsError(f"ModuleOptions key '{declared.name}' expects {expected}, "
                             f"got {type(value).__name__} {value!r}")


def num_waves(options: ResolvedOptions) -> int:
    """GemmTileConfig.NumWaves: WaveGroup0 * WaveGroup1 when the caller gave
    them (as the reference's backend derives it), else the NumWaves key."""
    if {"WaveGroup0", "WaveGroup1"} <= options.given:
        return int(options["WaveGroup0"]) * int(options["WaveGroup1"])
    return int(options["NumWaves"])
