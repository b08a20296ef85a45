"""Re-splitting a block of a multi-block function after a pass put a label or
a branch inside it."""

from stinkytofu_opt.passes.control_flow.cfg_builder import split_blocks_at_control_flow
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir


def parse(text):
    return parse_stir(text, "t.stir", get_target("gfx1250"), DiagnosticEngine()).functions[0]


def names(blocks):
    return [b.name for b in blocks]


FUNCTION = """st.func @f() {
^a:
  "st.s_cbranch_scc1"("c", SCC0)
  Successors: ^c, ^b
^b:
  v0 = "st.v_mov_b32"(1)
  "st.s_cbranch_scc0"(label_skip, SCC0)
  v1 = "st.v_mov_b32"(2)
label_skip:
  v2 = "st.v_mov_b32"(3)
  Successors: ^c
^c:
  "st.s_endpgm"()
}
"""


def test_pieces_edges_and_predecessor_slots():
    function = parse(FUNCTION)
    b = function.block("b")
    c = function.block("c")
    split_blocks_at_control_flow(function, [b])
    assert names(function.blocks) == ["a", "b", "b_1", "label_skip", "c"]
    first, middle, last = function.blocks[1:4]
    assert names(first.successors) == ["label_skip", "b_1"]  # taken, then fall-through
    assert names(middle.successors) == ["label_skip"]
    assert names(last.successors) == ["c"]
    # ^b was c's second predecessor; its last piece takes that slot.
    assert names(c.predecessors) == ["a", "label_skip"]
    assert names(last.predecessors) == ["b", "b_1"]
    assert first.predecessors == [function.block("a")]


def test_block_without_inner_control_flow_is_left_alone():
    function = parse(FUNCTION)
    a = function.block("a")
    split_blocks_at_control_flow(function, [a])
    assert names(function.blocks) == ["a", "b", "c"]
    assert names(a.successors) == ["c", "b"]


def test_label_right_after_a_branch_starts_one_block_not_two():
    function = parse("""st.func @f() {
^a:
  "st.s_cbranch_scc0"(label_x, SCC0)
label_x:
  v0 = "st.v_mov_b32"(1)
  Successors: ^b
^b:
  "st.s_endpgm"()
}
""")
    split_blocks_at_control_flow(function, [function.block("a")])
    assert names(function.blocks) == ["a", "label_x", "b"]
    # Taken target and fall-through are the same block: two edges, as
    # CFGBuilderPass makes them (a PHI there gets one operand per edge).
    assert names(function.block("a").successors) == ["label_x", "label_x"]
    assert names(function.block("label_x").successors) == ["b"]


def test_unbuilt_cfg_warning_only_for_a_branch_to_an_own_label():
    from stinkytofu_opt.passes.control_flow.cfg_builder import unbuilt_cfg_warning

    def flat(branch_target):
        return parse('st.func @k() {\n^entry:\nlabel_top:\n  v0 = "st.v_mov_b32"(1)\n'
                     f'  "st.s_cbranch_scc0"({branch_target}, SCC0)\n'
                     '  "st.s_endpgm"()\n}\n')

    message, loc = unbuilt_cfg_warning(flat("label_top"), "P")
    assert message.startswith("P: @k is one block, but 's_cbranch_scc0' branches to its own "
                              "label 'label_top'") and loc.line == 5
    assert unbuilt_cfg_warning(flat("label_elsewhere"), "P") is None
    assert unbuilt_cfg_warning(parse(FUNCTION), "P") is None     # blocks already built
