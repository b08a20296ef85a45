"""The simulator's ``flat_lds`` mode (test/support/gpu_sim.py): a FLAT load counts on dscnt
too, in order with the DS operations there, and completes on both counters at once; its data
comes back on the VMEM path. Programs parsed as gfx1200, whose wait spellings the simulator
reads."""

from gpu_sim import simulate

from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir

DS = "{ mod.ds = { na = 1, offset = 0, gds = false } }"


def hazards(body: str, **kw) -> list[tuple[str, str, str]]:
    module = parse_stir("st.func @t() {\n^bb0:\n" + body + "}\n", "t.stir", get_target("gfx1200"),
                        DiagnosticEngine())
    return [(h.kind, h.producer.opcode, h.consumer.opcode)
            for h in simulate(module.functions[0], 0, **kw)]


def test_dscnt_retires_the_ds_loads_older_than_a_flat():
    # s_wait_dscnt 1: the FLAT is the youngest on dscnt, so the DS load is done
    body = (f'v1 = "st.ds_load_b32"(v250) {DS}\nv2 = "st.flat_load_b32"(v[4:5], s[0:1])\n'
            '"st.s_wait_dscnt"(1)\nv3 = "st.v_add_f32"(v1, v1)\n')
    assert hazards(body, flat_lds=True) == []
    assert hazards(body) == [("register RAW", "ds_load_b32", "v_add_f32")]


def test_a_flat_done_on_dscnt_is_done_with_the_loads_older_than_it():
    # dscnt 0 completes the FLAT; loadcnt decrements in order, so the global load issued
    # before it is done too; the one issued after it is not
    body = ('v1 = "st.global_load_b32"(v[4:5], off)\nv2 = "st.flat_load_b32"(v[4:5], s[0:1])\n'
            'v3 = "st.global_load_b32"(v[4:5], off)\n"st.s_wait_dscnt"(0)\n'
            'v4 = "st.v_add_f32"(v1, v2)\nv5 = "st.v_add_f32"(v3, v3)\n')
    assert hazards(body, flat_lds=True) == [("register RAW", "global_load_b32", "v_add_f32")]
    assert [h[1] for h in hazards(body)] == ["global_load_b32", "flat_load_b32",
                                             "global_load_b32"]


def test_flat_and_ds_writes_of_one_register_are_not_ordered():
    body = (f'v1 = "st.ds_load_b32"(v250) {DS}\nv1 = "st.flat_load_b32"(v[4:5], s[0:1])\n'
            f'v2 = "st.flat_load_b32"(v[4:5], s[0:1])\nv2 = "st.ds_load_b32"(v250) {DS}\n'
            '"st.s_wait_dscnt"(0)\n"st.s_wait_loadcnt"(0)\n')
    assert hazards(body, flat_lds=True) == [("register WAW", "ds_load_b32", "flat_load_b32"),
                                            ("register WAW", "flat_load_b32", "ds_load_b32")]


def test_unordered_writes_make_two_loads_of_one_counter_race():
    body = ('v1 = "st.global_load_b32"(v[4:5], off)\nv1 = "st.global_load_b32"(v[4:5], off)\n'
            '"st.s_wait_loadcnt"(0)\n')
    assert hazards(body) == []
    assert hazards(body, unordered_writes=("loadcnt",)) == [
        ("register WAW", "global_load_b32", "global_load_b32")]


def test_a_null_write_order_orders_no_register_writes():
    """`write_order: null` in a target's event table (gfx1200's VMEM): two loads of one
    VGPR are not exempt from the write-after-write rule; gfx1100's are."""
    from stinkytofu_opt.machine.events import counter_events

    for arch, expected in (("gfx1200", None), ("gfx1100", "vmem")):
        module = parse_stir('st.func @t() {\n^bb0:\n  v1 = "st.global_load_b32"(v[4:5], off)\n'
                            '}\n', "t.stir", get_target(arch), DiagnosticEngine())
        (event,) = counter_events(next(module.functions[0].instructions()), get_target(arch))
        assert (event.kind, event.write_order) == ("vmem", expected), arch
