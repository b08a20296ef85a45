"""Pass registration: names, declared options, and lazy loading.

Each pass declares its name, a one-line summary and its options on its
class; the command line, option validation and ``--help`` all read those
declarations. Pass modules are imported only when a pass is used (or
listed), so start-up stays cheap.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import ClassVar

from stinkytofu_opt.records import field, record

# Pass name -> module that defines it, in the order --list-passes shows.
PASS_MODULES = {
    "CFGBuilderPass": "stinkytofu_opt.passes.control_flow.cfg_builder",
    "BuildUseDefChainPass": "stinkytofu_opt.passes.dependences.use_def",
    "StinkyBuildImplicitDependencyPass": "stinkytofu_opt.passes.dependences.implicit_deps",
    "MemTokenConsistencyCheckPass": "stinkytofu_opt.passes.dependences.memtoken_check",
    "StinkyRemoveWaitCntPass": "stinkytofu_opt.passes.waits.remove_waitcnt",
    "StinkyWaitCntInsertionPass": "stinkytofu_opt.passes.waits.waitcnt_insertion",
    "WaitCntValidationCheckPass": "stinkytofu_opt.passes.waits.validation.validator",
    "InsertClusterBarrierPass": "stinkytofu_opt.passes.barriers.cluster_barrier",
    "WmmaHazardPass": "stinkytofu_opt.passes.hazards.wmma_hazard",
    "TDMLoadWaveSyncPass": "stinkytofu_opt.passes.hazards.tdm_load_wave_sync",
    "TDMInflightGuardPass": "stinkytofu_opt.passes.hazards.tdm_inflight_guard",
    "InsertCoexecHazardPass": "stinkytofu_opt.passes.hazards.coexec_hazard",
    "Gfx1250HazardPass": "stinkytofu_opt.passes.hazards.gfx1250_hazard",
    "RemoveInstructionPass": "stinkytofu_opt.passes.edits.remove_instruction",
    "InsertDelayAluPass": "stinkytofu_opt.passes.alu_waits.delay_alu",
    "InsertWaitAluPass": "stinkytofu_opt.passes.alu_waits.wait_alu",
    "RemoveDelayAluPass": "stinkytofu_opt.passes.alu_waits.remove_delay_alu",
    "RemoveWaitAluPass": "stinkytofu_opt.passes.alu_waits.remove_wait_alu",
    "StinkyRemoveNopPass": "stinkytofu_opt.passes.edits.remove_nop",
    "InsertInitialUnclausedVmemPass": "stinkytofu_opt.passes.hazards.initial_unclaused_vmem",
    "StinkyIRVerifierPass": "stinkytofu_opt.passes.verify.ir_verifier",
    "InsertVgprMsbPass": "stinkytofu_opt.passes.encoding.vgpr_msb",
    "StinkyMergeBarrierPass": "stinkytofu_opt.passes.barriers.merge_barrier",
    "HazardGapAnalysisPass": "stinkytofu_opt.passes.hazards.hazard_gap",
}


class PassOptionError(ValueError):
    """A pass option the pass does not declare, or a malformed value."""


@record(frozen=True)
class Option:
    """A declared pass option. ``type`` is bool, int, str or choice;
    a bool option is set by its bare name (``--Pass=name``)."""

    name: str
    type: str
    default: object
    help: str
    choices: tuple[str, ...] = ()

    def describe(self) -> str:
        if self.type == "bool":
            return self.name
        if self.type == "choice":
            return f"{self.name}={'|'.join(self.choices)}"
        return f"{self.name}=<{self.type}>"

    def convert(self, pass_name: str, text: str | None):
        if self.type == "bool":
            if text is None or text in ("1", "true"):
                return True
            if text in ("0", "false"):
                return False
        elif text is None:
            raise PassOptionError(f"option '{self.name}' of {pass_name} needs a value "
                                  f"({self.describe()})")
        elif self.type == "int":
            try:
                return int(text, 0)
            except ValueError:
                pass
        elif self.type == "choice":
            if text in self.choices:
                return text
        else:
            return text
        raise PassOptionError(f"invalid value '{text}' for option '{self.name}' of "
                              f"{pass_name} (expected {self.accepted()})")

    def accepted(self) -> str:
        """The values the option accepts, in words, for error messages."""
        if self.type == "bool":
            return f"0, 1, true or false; the bare name '{self.name}' means true"
        if self.type == "int":
            return f"an integer: {self.name}=<int>"
        if self.type == "choice":
            return f"one of {', '.join(self.choices)}"
        return self.describe()


class Pass:
    """Base class. A subclass sets NAME, SUMMARY and OPTIONS and implements
    ``run(function, ctx)``, returning True when it changed the function
    (every cached analysis of the function is then invalidated).

    ``environ`` is the process environment of a command-line run, for the few
    options the reference tool reads from environment variables; the Python
    API passes none, so a library call never depends on process state."""

    NAME: ClassVar[str] = ""
    SUMMARY: ClassVar[str] = ""
    OPTIONS: ClassVar[tuple[Option, ...]] = ()

    def __init__(self, options: dict | None = None, environ: Mapping[str, str] | None = None):
        self.options = {o.name: o.default for o in self.OPTIONS}
        self.options.update(options or {})
        self.environ: Mapping[str, str] = environ if environ is not None else {}

    @classmethod
    def parse_options(cls, words: list[str]) -> dict:
        declared = {o.name: o for o in cls.OPTIONS}
        values = {}
        for word in words:
            key, sep, value = word.partition("=")
            option = declared.get(key)
            if option is None:
                hint = closest(key, declared)
                raise PassOptionError(f"unknown option '{key}' for {cls.NAME}"
                                      + (f"; did you mean '{hint}'?" if hint else "")
                                      + (f" (options: {', '.join(declared)})"
                                         if declared else " (it takes no options)"))
            values[key] = option.convert(cls.NAME, value if sep else None)
        return values

    def target_error(self, target) -> str | None:
        """Why this pass cannot run on `target` (command-line misuse, exit 2), or None."""
        return None

    def run(self, function, ctx) -> bool:
        raise NotImplementedError


@record
class PassSpec:
    """A pass as named on the command line, with its raw option words."""

    name: str
    words: list[str] = field(default_factory=list)


def closest(word: str, candidates) -> str | None:
    import difflib      # (only a misspelt name needs it: 1 ms of every start-up)

    match = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return match[0] if match else None


def load_pass(name: str) -> type[Pass]:
    module = importlib.import_module(PASS_MODULES[name])
    for value in vars(module).values():
        if isinstance(value, type) and issubclass(value, Pass) and value.NAME == name:
            return value
    raise LookupError(f"module {PASS_MODULES[name]} defines no pass {name}")


def available_passes() -> list[type[Pass]]:
    """Every registered pass, in registry order."""
    return [load_pass(name) for name in PASS_MODULES]
