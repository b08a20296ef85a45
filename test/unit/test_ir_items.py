"""Items keep their location packed and share what the readers read once: the
location reads back as written, and a shared modifier tuple is copied on write."""

from stinkytofu_opt.ir.core import Directive, Instruction, Label, SourceLoc
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir


def test_a_location_reads_back_as_assigned():
    inst = Instruction("s_nop", loc=SourceLoc("k.s", 1_000_000, 17))
    assert inst.loc == SourceLoc("k.s", 1_000_000, 17)
    label = Label("label_X", SourceLoc("k.s", 3, 1))
    label.place("other.s", 4, 9)
    assert label.loc == SourceLoc("other.s", 4, 9)
    label.loc = None
    assert label.loc is None and Directive(["", "x"]).loc is None


def test_a_column_beyond_the_packed_range_is_kept():
    far = SourceLoc("k.s", 2, 1 << 30)
    assert Instruction("s_nop", loc=far).loc == far


def test_set_mod_leaves_the_other_instructions_of_a_line_alone():
    line = '    v1 = "st.ds_load_b32"(v2) { mod.ds = { na = 1, offset = 8, gds = false } }\n'
    text = 'st.func @f() {\n  ^bb0:\n' + line + line + '}\n'
    module = parse_stir(text, "t.stir", get_target("gfx1250"), DiagnosticEngine())
    first, second = module.functions[0].blocks[0].items
    assert first.mods is second.mods          # read once, shared
    first.set_mod(Modifier("memtoken", {"tokens": [3]}))
    assert first.tokens == [3] and second.tokens == []
    assert [m.kind for m in second.mods] == ["ds"]
    assert (first.loc.line, second.loc.line) == (3, 4)


def test_an_instruction_without_modifiers_gets_its_own_on_set_mod():
    a, b = Instruction("s_nop"), Instruction("s_nop")
    a.set_mod(Modifier("memtoken", {"tokens": [1]}))
    assert a.tokens == [1] and b.tokens == [] and len(b.mods) == 0
