"""The slack diagnosis of benchmarks/soundness.py (test/support/slack.py): a wait that
could keep one more operation in flight is found, and classified by the rule the pass
named and by what the simulator says the looser wait leaves in flight."""

from slack import explanation, kind, loose_waits
from soundness import parse, run_insertion, waits_of

DS = "mod.ds = { na = 1, offset = 0, gds = false }"


def body(text):
    return parse("st.func @t() {\n^e:\n" + text + "}\n", "t.stir")


def test_a_tight_wait_is_not_loose():
    f = body(f"""  v0 = "st.ds_load_b32"(v250) {{ {DS} }}
  v1 = "st.ds_load_b32"(v250) {{ {DS} }}
  "st.s_wait_dscnt"(1)
  v10 = "st.v_add_f32"(v0, v0)
""")
    assert loose_waits(f, waits_of(f)) == []


def test_a_loose_wait_names_what_it_would_leave_in_flight():
    f = body(f"""  v0 = "st.ds_load_b32"(v250) {{ {DS} }}
  v1 = "st.ds_load_b32"(v250) {{ {DS} }}
  "st.s_wait_dscnt"(0)
  v10 = "st.v_add_f32"(v0, v0)
""")
    (loose,) = loose_waits(f, waits_of(f))
    assert loose.row() == ("dscnt", "pre-existing", "VALU", "-", "DS read")


def test_inserted_waits_carry_the_rule_of_the_pass():
    f = body(f"""  v0 = "st.ds_load_b32"(v250) {{ {DS} }}
  v10 = "st.v_add_f32"(v0, v0)
""")
    run_insertion(f)
    (wait,) = waits_of(f)
    assert explanation(wait, "v_add_f32") == ("RAW", "VALU", "DS read")
    assert loose_waits(f, [wait]) == []


def test_kinds():
    assert [kind(o) for o in ("ds_store_b32", "tensor_load_to_lds", "s_load_b32",
                              "buffer_load_b32", None)] == [
        "DS write", "tensor load", "SMEM load", "VMEM load", "-"]
