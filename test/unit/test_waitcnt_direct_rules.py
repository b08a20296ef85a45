"""Body entries decided per producer description (insertion/dataflow.py, _DirectRules):
the same entries, and the same write-after-write record, as deciding each instruction
alone (``WaitDataflow._body_entry``), on generated programs with PHIs, LDS tokens, DS
accesses, tensor loads and overwritten loads."""

from __future__ import annotations

import pytest

from soundness import IMPLICIT, _Sink, parse, target
from stir_gen import generate
from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.passes.registry import load_pass
from stinkytofu_opt.passes.waits.insertion import dataflow
from stinkytofu_opt.pipeline import PassContext, TileConfig
from stinkytofu_opt.text.diagnostics import DiagnosticEngine


def _flow(text: str, num_waves: int, precise: bool):
    function = parse(text)
    ctx = PassContext(target(), TileConfig(NumWaves=num_waves), DiagnosticEngine(_Sink()))
    load_pass(IMPLICIT)({}).run(function, ctx)
    flow = dataflow.WaitDataflow(function, CFGInfo(function), num_waves=num_waves,
                                 precise=precise, explain=False)
    body = {bb.name: [(e[0].loc, e[2], e[3].__class__, e[3]) for e in entries]
            for bb, entries in flow.body.items()}
    overwritten = {inst.loc: defs for inst, defs in flow.overwritten.items()}
    return body, overwritten, flow


@pytest.mark.parametrize("seed", range(24))
def test_direct_rules_decide_as_each_instruction_alone(seed, monkeypatch):
    text = generate(seed, max_depth=2 + seed % 2, waw_rate=0.3)
    num_waves, precise = seed % 2, seed % 3 == 0
    fast, fast_waw, _ = _flow(text, num_waves, precise)
    used = [0]
    entry = dataflow._DirectRules.entry

    def counted(self, inst):
        out = entry(self, inst)
        used[0] += out is not None
        return out

    monkeypatch.setattr(dataflow._DirectRules, "entry", counted)
    _flow(text, num_waves, precise)
    assert used[0], "the programs must exercise the per-description path"
    monkeypatch.setattr(dataflow._DirectRules, "entry", lambda self, inst: None)
    alone, alone_waw, _ = _flow(text, num_waves, precise)
    # (instructions compared by location: the two builds parse the text apart)
    def named(body):
        return {bb: [(loc, None if reads is None else tuple(r.loc for r in reads), kind,
                      None if checks is None else tuple((s.loc, c) for s, c in checks))
                     for loc, reads, kind, checks in entries]
                for bb, entries in body.items()}
    assert named(fast) == named(alone)
    assert ({loc: tuple(d.loc for d in defs) for loc, defs in fast_waw.items()}
            == {loc: tuple(d.loc for d in defs) for loc, defs in alone_waw.items()})
