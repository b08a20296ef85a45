"""The ``-O<N>`` pipelines: each backend's pass order, as data.

A pipeline is a list of steps; a step names a pass, the condition under which
it runs and how ModuleOptions keys (module_options.py) become its options.
The gfx1250 order is the reference backend's (spec gfx1250-guards.md section 6,
waitcnt-passes.md section 5) restricted to the passes this project implements
or is implementing; a step whose pass the registry does not (yet) have is
skipped, and the build says so. The other targets get the same shape with
their own passes (waits; WMMA hazards where the target has the rule).

Conditions are small expressions over the module options, so a step reads
like the spec's table:

    "EnableWaitCntInsertion"            the key is true
    "OptLevel>=1", "TDMInflightLimit>0", "OptLevel==3"
    "OptLevel>=1|EnableWaitCntInsertion"     either holds
    "target.wmma_hazard"                the target has the WMMA D->A/B rule
    "target.has:s_delay_alu"            the target's table has the instruction

An option's value is such an expression (a bare key passes the key's value, and
only when the caller gave the key: otherwise the pass keeps its own default) or
a constant.

A step named ``@Point`` is an extension point (the reference's PipelineExtensionPoint:
BeforeRegionPasses, InnerRegionBegin, InnerRegionEnd, AfterRegionPasses): the passes a
caller registered there (``build``'s ``extensions``) run at that place.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping, Union

from stinkytofu_opt.module_options import OptionValue, ResolvedOptions
from stinkytofu_opt.records import field, record

OptionSource = Union[str, bool, int]


@record(frozen=True)
class Step:
    pass_name: str
    when: str = ""                                    # "" = always
    options: Mapping[str, OptionSource] = field(default_factory=dict)
    words_from: str = ""        # a key whose comma-separated value is the pass's words


@record(frozen=True)
class Backend:
    name: str
    archs: tuple[str, ...]      # () = every target no other backend claims
    steps: tuple[Step, ...]
    note: str = ""


_SCHED_OR_WAITS = "OptLevel>=1|EnableWaitCntInsertion"

GFX1250 = Backend(
    "gfx1250", ("gfx1250", "gfx1250v0"),
    (
        Step("RemoveDelayAluPass", "OptLevel>=1|EnableESM2"),                       # 1
        Step("RemoveWaitAluPass", "OptLevel>=1|EnableESM2"),                        # 1
        Step("StinkyRemoveNopPass", "", {"vNopOnly": True}),                        # 2
        Step("@BeforeRegionPasses"),                                                # 3
        Step("@InnerRegionBegin", _SCHED_OR_WAITS),                                 # 4
        Step("StinkyIRVerifierPass", _SCHED_OR_WAITS, {"warn": True}),              # 4
        Step("CFGBuilderPass", _SCHED_OR_WAITS),                                    # 3
        Step("StinkyRemoveWaitCntPass", "EnableWaitCntInsertion",                   # 4
             {"removeXcnt": "OptLevel==3"}),
        Step("StinkyBuildImplicitDependencyPass", _SCHED_OR_WAITS),                 # 5
        Step("StinkyMergeBarrierPass", "OptLevel>=1"),                              # 5
        Step("@InnerRegionEnd", _SCHED_OR_WAITS),                                   # 5
        Step("StinkyWaitCntInsertionPass", "EnableWaitCntInsertion",                # 6
             {"enableLoopCarriedTokenDeps": "EnableLoopCarriedTokenDeps",
              "enableTensorDescriptorWar": "StreamKMulticast"}),
        Step("@AfterRegionPasses"),                                                 # 6
        Step("InsertClusterBarrierPass", "ClusterBarrier",                          # 9
             {"streamKMulticast": "StreamKMulticast", "pgr": "PrefetchGlobalRead",
              "lead": "ClusterBarrierRule3SignalLeadCycles",
              "rule3Mode": "ClusterBarrierRule3Mode", "producerDrain": "ClusterProducerDrain"}),
        Step("CFGBuilderPass"),                                                     # 10
        Step("TDMLoadWaveSyncPass", "TDMLoadWaveSync"),                             # 11
        Step("TDMInflightGuardPass", "TDMInflightLimit>0",                          # 13
             {"limit": "TDMInflightLimit"}),
        Step("CFGBuilderPass"),                                                     # 14
        Step("InsertVgprMsbPass", "", {"mode": "VgprMsbMode"}),                     # 14
        Step("CFGBuilderPass"),                                                     # 14
        Step("InsertWaitAluPass", "EnableESM2",                                     # 15
             {"enableESM2TrackValuVsrc": "EnableESM2TrackValuVsrc",
              "sharedOrderCountFollowers": True, "xdlCountFromNextWmma": True}),
        Step("InsertCoexecHazardPass"),                                             # 16
        Step("InsertDelayAluPass", "OptLevel>=1", {"minWavesPerSimd": 2}),          # 17
        Step("MemTokenConsistencyCheckPass"),                                       # 18
        Step("Gfx1250HazardPass", "",                                               # 20
             {"requiresXCntForVolatileVMEM": "RequiresXCntForVolatileVMEM",
              "enableXnackReplay": "EnableXnackReplay"}),
        Step("InsertInitialUnclausedVmemPass"),                                     # 21
        Step("RemoveInstructionPass", "RemoveInstructions",                         # 21
             words_from="RemoveInstructions"),
    ),
    note="the reference runs steps 3-7 (CFG, wait removal, memory tokens, wait insertion) "
         "only on the Tensile regions loopWithPrefetch and noLoadLoopBody; here they run on "
         "the whole function")

OTHER_TARGETS = Backend(
    "generic", (),
    (
        Step("CFGBuilderPass"),
        Step("StinkyRemoveWaitCntPass", "EnableWaitCntInsertion"),
        Step("StinkyBuildImplicitDependencyPass", "EnableWaitCntInsertion"),
        Step("StinkyWaitCntInsertionPass", "EnableWaitCntInsertion",
             {"enableLoopCarriedTokenDeps": "EnableLoopCarriedTokenDeps"}),
        Step("WmmaHazardPass", "target.wmma_hazard"),
        Step("InsertDelayAluPass", "OptLevel>=1&target.has:s_delay_alu",
             {"minWavesPerSimd": 2}),
        Step("MemTokenConsistencyCheckPass"),
        Step("RemoveInstructionPass", "RemoveInstructions", words_from="RemoveInstructions"),
    ))

BACKENDS = (GFX1250, OTHER_TARGETS)


@record(frozen=True)
class PlannedPass:
    """One pass of a built pipeline: its name and its option words."""

    name: str
    words: tuple[str, ...]

    def spelling(self) -> str:
        """The pass in --pass-pipeline syntax: ``Name{opt,key=value}``."""
        return self.name + ("{" + ",".join(self.words) + "}" if self.words else "")


@record(frozen=True)
class BuiltPipeline:
    backend: str
    opt_level: int
    passes: tuple[PlannedPass, ...]
    missing: tuple[str, ...]          # passes the pipeline wants that the registry lacks
    dropped_options: tuple[str, ...]  # "Pass=option (Key)": the pass has no such option
    note: str

    def spelling(self) -> str:
        return ",".join(p.spelling() for p in self.passes)


def backend_for(arch: str) -> Backend:
    for backend in BACKENDS:
        if arch in backend.archs:
            return backend
    return OTHER_TARGETS


_ATOM = re.compile(r"^(\w+)(?:(>=|>|==)(-?\d+))?$")


def _atom(text: str, options: ResolvedOptions, target) -> OptionValue:
    if text == "target.wmma_hazard":
        return getattr(target, "wmma_hazard", None) is not None
    if text.startswith("target.has:"):
        return target.lookup(text[len("target.has:"):]) is not None
    match = _ATOM.match(text)
    if match is None:
        raise ValueError(f"malformed pipeline condition '{text}'")
    value = options[match.group(1)]
    if match.group(2) is None:
        return value
    number, limit = int(value), int(match.group(3))
    return {">=": number >= limit, ">": number > limit, "==": number == limit}[match.group(2)]


def holds(condition: str, options: ResolvedOptions, target) -> bool:
    """``a|b`` either, ``a&b`` both (``&`` binds tighter); "" always."""
    if not condition:
        return True
    return any(all(bool(_atom(a, options, target)) for a in alt.split("&"))
               for alt in condition.split("|"))


def _word(option: str, value: OptionValue) -> str:
    if value is True:
        return option
    if value is False:
        return f"{option}=0"
    return f"{option}={value}"


EXTENSION_POINTS = ("BeforeRegionPasses", "InnerRegionBegin", "InnerRegionEnd",
                    "AfterRegionPasses")


def build(arch: str, target, options: ResolvedOptions,
          registered: Callable[[str], Any],
          extensions: Mapping[str, tuple[PlannedPass, ...]] | None = None) -> BuiltPipeline:
    """The pipeline ``arch`` runs at ``options['OptLevel']``. ``registered``
    gives a pass name's class, or None when the registry lacks it: such a pass
    is reported, not run; an option the pass does not declare is dropped.
    ``extensions`` maps an extension point to the passes to run there."""
    backend = backend_for(arch)
    passes: list[PlannedPass] = []
    missing: list[str] = []
    dropped: list[str] = []
    for step in backend.steps:
        if not holds(step.when, options, target):
            continue
        if step.pass_name.startswith("@"):
            passes.extend((extensions or {}).get(step.pass_name[1:], ()))
            continue
        pass_cls = registered(step.pass_name)
        if pass_cls is None:
            if step.pass_name not in missing:
                missing.append(step.pass_name)
            continue
        declared = {o.name for o in pass_cls.OPTIONS}
        words: list[str] = []
        if step.words_from:
            words += [w.strip() for w in str(options[step.words_from]).split(",") if w.strip()]
        for option, source in step.options.items():
            if isinstance(source, str) and _ATOM.match(source) and source.isidentifier():
                if source not in options.given:
                    continue                  # the pass keeps its own default
                value = options[source]
                if option not in declared:
                    dropped.append(f"{step.pass_name}={option} ({source})")
                    continue
            else:
                value = (_atom(source, options, target) if isinstance(source, str)
                         else source)
                if option not in declared:
                    continue                  # a constant of a newer pass revision
                if value == _default(pass_cls, option):
                    continue
            words.append(_word(option, value))
        passes.append(PlannedPass(step.pass_name, tuple(words)))
    return BuiltPipeline(backend.name, int(options["OptLevel"]), tuple(passes), tuple(missing),
                         tuple(dropped), backend.note)


def _default(pass_cls, option: str) -> object:
    for declared in pass_cls.OPTIONS:
        if declared.name == option:
            return declared.default
    return None
