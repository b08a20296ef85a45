"""The .stir fast path (text/stir_fastpath.py) builds exactly what the full
parser builds, or gives up: checked on every .stir file of the lit suite and
the conformance corpus, on generated benchmark kernels, and on lines the fast
path must refuse."""

from __future__ import annotations

import glob
import os
import sys

import pytest

from stinkytofu_opt.ir.core import Directive, Instruction, Label
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine, InputError, SourceText
from stinkytofu_opt.text.stir_fastpath import parse_stir_fast
from stinkytofu_opt.text.stir_parser import StirParser

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = sorted(glob.glob(os.path.join(ROOT, "test", "**", "*.stir"), recursive=True)
                + glob.glob("/work/shared/conformance/**/*.stir", recursive=True)
                + glob.glob(os.path.join(ROOT, "examples", "*.stir")))


def _item_facts(item):
    if isinstance(item, Instruction):
        return ("inst", item.loc, item.opcode, tuple(item.dests), tuple(item.srcs),
                tuple(str(m) for m in item.mods), tuple((m.kind, repr(m.values)) for m in item.mods),
                item.desc, item.issue, item.latency, tuple(item.extra_attrs), item.comment)
    if isinstance(item, Label):
        return ("label", item.loc, item.name, item.alignment, item.comment)
    assert isinstance(item, Directive)
    return ("directive", item.loc, tuple(item.args), item.comment)


def facts(module):
    return [(f.name, f.loc, f.attributes,
             [(b.name, b.loc, [s.name for s in b.successors], [p.name for p in b.predecessors],
               [_item_facts(i) for i in b.items]) for b in f.blocks])
            for f in module.functions]


def full_parse(text, name, target):
    try:
        return StirParser(SourceText(name, text), target, DiagnosticEngine()).parse_module()
    except InputError:
        return None


def check_same(text, name="t.stir"):
    target = get_target("gfx1250")
    fast = parse_stir_fast(text, name, target)
    if fast is None:
        return False
    diags = DiagnosticEngine()
    slow = StirParser(SourceText(name, text), target, diags).parse_module()
    assert not diags.diagnostics, name
    assert facts(fast) == facts(slow), name
    return True


def test_corpus_same_or_refused():
    assert CORPUS
    taken = sum(check_same(open(path, encoding="utf-8", errors="replace").read(), path)
                for path in CORPUS)
    assert taken > 10   # the fast path is exercised, not always refused


def test_generated_kernels():
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    import gen_kernel
    for variant in gen_kernel.VARIANTS:
        assert check_same(gen_kernel.generate(600, variant, "stir"))


@pytest.mark.parametrize("line", [
    '  v0 = "st.v_add_f32"(v1, v2) // trailing comment',
    '  v0 = "st.v_add_f32"(v1, v2) /* block */',
    '  v0 = "st.v_bogus"(v1, v2)',
    '  v0 = "st.v_add_f32"(v1, v2) { frob = 1 }',
    '  v0 = "st.v_add_f32"(v1,)',
    '  v0 = "st.v_add_f32"(v 1, v2)',
    '  = "st.v_add_f32"(v1, v2)',
    '  v2000 = "st.v_add_f32"(v1, v2)',
    '  "st.s_setreg_b32"(hwreg(1,0,32), s0)',
    '  "st.ds_load_b32"(v1) { mod.ds = { na = x } }',
    '  "st.ds_load_b32"(v1) {',
])
def test_refused(line):
    text = f"st.func @f() {{\n^entry:\n{line}\n}}\n"
    assert parse_stir_fast(text, "t.stir", get_target("gfx1250")) is None


def test_accepted_shapes():
    text = ('// c\n# c\nst.func @f() {\n  ^entry:\nlabel_A:\n'
            '    v[0:3], s1 = "st.v_add_f32"(-v1, 0x10, 1.5, "x\\"y", label_A) '
            '{ issueCycles = 3, mod.vop3 = { clamp = true }, mod.vop3 = { omod = 2 } }\n'
            '    "st.asm_directive"("", "/* Tail Loop */")\n'
            '    Successors: ^b, ^entry\n  ^b:\n    "st.s_endpgm"()\n}\n'
            'st.func @g() {\n}\n')
    assert check_same(text)


def test_shared_modifiers_refuse_in_place_edits():
    """Instructions spelled alike share their modifiers; editing one in place
    would edit them all, so it is refused, and set_mod replaces one only."""
    from stinkytofu_opt.ir.modifiers import Modifier

    text = ('st.func @f() {\n  ^entry:\n'
            + '    v0 = "st.ds_load_b32"(v1) { mod.ds = { offset = 8 } }\n' * 2 + '}\n')
    module = parse_stir_fast(text, "t.stir", get_target("gfx1250"))
    first, second = module.functions[0].blocks[0].items
    with pytest.raises(AttributeError, match="set_mod"):
        first.mod("ds").set("offset", 16)
    first.set_mod(Modifier("ds", {"offset": 16}))
    assert "offset = 16" in str(first.mod("ds"))
    assert "offset = 8" in str(second.mod("ds"))


def test_modifier_text_follows_set():
    from stinkytofu_opt.ir.modifiers import Modifier

    mod = Modifier("ds", {"offset": 8})
    assert "offset = 8" in str(mod)
    mod.set("offset", 24)
    assert "offset = 24" in str(mod) and "offset = 8" not in str(mod)
