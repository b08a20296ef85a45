"""InsertClusterBarrierPass: gfx1250 cluster-barrier handshakes, in either of
the reference's two designs.

* 5R, the five-rule design of the cluster-barrier seed (spec Part A):
  ``five_rules``. Options ``isKernelScope``, ``plr``, ``rule3``, ``rule4Mode``.
* 4R, the four-rule design the reference moved to (spec Part B, with the
  StreamK multicast variant of B.8): ``four_rules`` and ``rule3_handshake``.
  Options ``lead``, ``rule3Mode``, ``producerDrain``, ``streamKMulticast``.

``pgr`` belongs to both. Which design runs: ``design=4R|5R`` names it;
otherwise an option only one design has selects it; otherwise a ``pgr``
given alone selects 4R and no option at all selects 5R (see the README,
"Cluster barriers", for why). Options of both designs at once are a
command-line error.
"""

from __future__ import annotations

from collections.abc import Mapping

from stinkytofu_opt.passes.barriers.five_rules import RULE4_MODES, FiveRuleRun
from stinkytofu_opt.passes.barriers.four_rules import FourRuleRun
from stinkytofu_opt.passes.registry import Option, Pass, PassOptionError

DESIGNS = ("5R", "4R")
FIVE_RULE_OPTIONS = ("isKernelScope", "plr", "rule3", "rule4Mode")
FOUR_RULE_OPTIONS = ("lead", "rule3Mode", "producerDrain", "streamKMulticast")


class InsertClusterBarrierPass(Pass):
    NAME = "InsertClusterBarrierPass"
    SUMMARY = ("Insert gfx1250 cluster-barrier handshakes (s_barrier_signal/wait -3): "
               "the five-rule (5R) or the four-rule (4R) design")
    OPTIONS = (
        Option("design", "choice", None,
               "which design runs (default: the design whose options are given; pgr alone: 4R; none: 5R)", DESIGNS),
        Option("pgr", "int", None,
               "PrefetchGlobalRead (default 1; 5R on the command line: env PrefetchGlobalRead, else 1)"),
        Option("isKernelScope", "bool", True,
               "5R: whole-kernel insertion; 0 disables Rule 2 (first-load wait)"),
        Option("plr", "int", None,
               "5R: PrefetchLocalRead (default 1; on the command line: env PrefetchLocalRead)"),
        Option("rule3", "bool", False,
               "5R: enable Rule 3 (LDS-publication signal before label_openLoopL)"),
        Option("rule4Mode", "choice", "ungated",
               "5R: Rule 4 emission: ungated (c), inherited (a) or drainGated (b)",
               RULE4_MODES),
        Option("lead", "int", -1,
               "4R: Rule 3 mode 0 signal lead in estimated cycles (0 co-locates; "
               "negative = unset, 100)"),
        Option("rule3Mode", "int", 0,
               "4R: Rule 3 placement: 0 lead climb, 1 signal above the protect barrier and "
               "wait below it, 2 both below it (other values: 0)"),
        Option("producerDrain", "int", -1,
               "4R: s_wait_tensorcnt 0 after each Rule 3 tensor-load group: 1 on, 0 off, "
               "negative auto (on with streamKMulticast)"),
        Option("streamKMulticast", "bool", False,
               "4R: StreamK cluster multicast: no handshakes, tensor-load drains instead"),
    )

    def __init__(self, options: dict | None = None, environ: Mapping[str, str] | None = None):
        given = dict(options or {})
        super().__init__(given, environ)
        self.design = select_design(given)
        if self.design == "5R":
            self._resolve_five_rule_options()
        else:
            self._resolve_four_rule_options()

    def _resolve_five_rule_options(self) -> None:
        for key, env in (("pgr", "PrefetchGlobalRead"), ("plr", "PrefetchLocalRead")):
            value = self.options.get(key)
            if value is None:
                text = self.environ.get(env)
                if text is None or text.strip() == "":
                    value = 1
                else:
                    try:
                        value = int(text.strip(), 10)
                    except ValueError:
                        value = -1
                    if value < 0:
                        raise PassOptionError(
                            f"invalid value '{text}' of environment variable {env} for "
                            f"{self.NAME} (expected a non-negative integer)")
            elif value < 0:
                raise PassOptionError(f"invalid value '{value}' for option '{key}' of "
                                      f"{self.NAME} (expected a non-negative integer)")
            self.options[key] = value

    def _resolve_four_rule_options(self) -> None:
        pgr = self.options.get("pgr")
        if pgr is None:
            pgr = 1
        elif pgr < 0:
            raise PassOptionError(f"invalid value '{pgr}' for option 'pgr' of {self.NAME} "
                                  "(expected a non-negative integer)")
        self.options["pgr"] = pgr
        if self.options["rule3Mode"] not in (1, 2):
            self.options["rule3Mode"] = 0

    def run(self, function, ctx) -> bool:
        run = FiveRuleRun if self.design == "5R" else FourRuleRun
        return run(function, ctx, self.options).run()


def select_design(given: dict) -> str:
    five = [k for k in FIVE_RULE_OPTIONS if k in given]
    four = [k for k in FOUR_RULE_OPTIONS if k in given]
    named = given.get("design")
    if five and four:
        raise PassOptionError(
            f"InsertClusterBarrierPass: options of both designs at once: "
            f"{', '.join(four)} (4R) and {', '.join(five)} (5R)")
    if named is not None:
        other = four if named == "5R" else five
        if other:
            raise PassOptionError(
                f"InsertClusterBarrierPass: design={named} but {', '.join(other)} "
                f"belong{'s' if len(other) == 1 else ''} to the "
                f"{'4R' if named == '5R' else '5R'} design")
        return named
    if four:
        return "4R"
    if five:
        return "5R"
    return "4R" if "pgr" in given else "5R"
