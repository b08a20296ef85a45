"""Wait insertion without its explaining comments (when no output shows them)
inserts the same instructions with the same modifiers: tensor tokens and
ring-format provenance, which every output prints, are still computed."""

from __future__ import annotations

import glob
import os

import pytest

from soundness import IMPLICIT, INSERTION, _Sink, target
from stir_gen import generate
from stinkytofu_opt.passes.registry import load_pass
from stinkytofu_opt.pipeline import PassContext, TileConfig
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir
from stinkytofu_opt.text.stir_printer import print_module

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIT_INPUTS = sorted(path for path in glob.glob(os.path.join(ROOT, "test", "**", "*.stir"),
                                               recursive=True)
                    if INSERTION in open(path, encoding="utf-8", errors="replace").read())
OPTION_SETS = [{}, {"enableLoopCarriedTokenDeps": True, "loopCarriedTensorLoadsToKeep": 1},
               {"disablePromotion": True}]


def _insert(text: str, options: dict, comments_shown: bool):
    module = parse_stir(text, "t.stir", target(), DiagnosticEngine())
    ctx = PassContext(target(), TileConfig(), DiagnosticEngine(_Sink()),
                      comments_shown=comments_shown)
    for function in module.functions:
        load_pass(IMPLICIT)({}).run(function, ctx)
        load_pass(INSERTION)(options).run(function, ctx)
    return module


def _commented_waits(module) -> int:
    return sum(1 for f in module.functions for i in f.instructions()
               if i.opcode.startswith("s_wait") and i.comment)


def _compare(text: str, options: dict) -> tuple[int, int]:
    shown = _insert(text, options, True)
    hidden = _insert(text, options, False)
    assert print_module(hidden) == print_module(shown)
    return _commented_waits(shown), _commented_waits(hidden)


@pytest.mark.parametrize("options", OPTION_SETS, ids=["default", "loop-carried", "no-promotion"])
@pytest.mark.parametrize("path", LIT_INPUTS, ids=lambda p: os.path.relpath(p, ROOT))
def test_lit_inputs(path, options):
    with open(path, encoding="utf-8") as f:
        shown, hidden = _compare(f.read(), options)
    assert hidden <= shown


@pytest.mark.parametrize("seed", range(40))
def test_generated_programs(seed):
    shown, hidden = _compare(generate(seed), {})
    assert hidden <= shown


def test_comments_are_left_out_when_hidden():
    text = ('st.func @f() {\n  ^entry:\n'
            '    v0 = "st.ds_load_b32"(v1) { mod.ds = { offset = 0 } }\n'
            '    v2 = "st.v_add_f32"(v0, v0)\n}\n')
    assert _compare(text, {}) == (1, 0)
