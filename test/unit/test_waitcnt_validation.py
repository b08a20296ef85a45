"""WaitCntValidationCheckPass: hand-written programs with known missing
waits are reported (every one, naming the real producer and both
locations); correct programs are accepted."""

import io
import contextlib

import pytest

from soundness import parse
from stinkytofu_opt.driver import main
from stinkytofu_opt.passes.waitcnt_validation import validate_function

DS = "mod.ds = { na = 1, offset = 0, gds = false }"


def check(body: str, num_waves: int = 0, **kw):
    return validate_function(parse("st.func @t() {\n" + body + "}\n", "t.stir"), num_waves, **kw)


def summary(violations):
    return sorted((v.consumer.opcode, v.producer.opcode, v.wait_opcode, v.required)
                  for v in violations)


def test_ds_load_consumed_without_wait():
    vs = check(f"""^entry:
  v[0:1] = "st.ds_load_b64"(v250) {{ {DS} }}
  v[2:3] = "st.ds_load_b64"(v250) {{ {DS} }}
  v10 = "st.v_add_f32"(v0, v1)
""")
    assert summary(vs) == [("v_add_f32", "ds_load_b64", "s_wait_dscnt", 1)]
    # The producer named is the one whose result is read (line 3), not the newest.
    assert vs[0].producer.loc.line == 3 and vs[0].consumer.loc.line == 5
    assert "t.stir:3" in vs[0].render() and "t.stir:5" in vs[0].render()


def test_sufficient_wait_is_accepted_and_one_too_loose_is_not():
    body = f"""^entry:
  v[0:1] = "st.ds_load_b64"(v250) {{ {DS} }}
  v[2:3] = "st.ds_load_b64"(v250) {{ {DS} }}
  "st.s_wait_dscnt"(N)
  v10 = "st.v_add_f32"(v0, v1)
"""
    assert check(body.replace("N", "1")) == []
    assert summary(check(body.replace("N", "2"))) == [
        ("v_add_f32", "ds_load_b64", "s_wait_dscnt", 1)]


def test_overwritten_register_is_not_a_dependency():
    assert check(f"""^entry:
  v0 = "st.ds_load_b32"(v250) {{ {DS} }}
  v0 = "st.v_mov_b32"(v1)
  v10 = "st.v_add_f32"(v0, v0)
  "st.s_wait_dscnt"(0)
""") == []


def test_kmcnt_is_out_of_order():
    body = """^entry:
  s40 = "st.s_load_b32"(s[2:3], 0)
  s41 = "st.s_load_b32"(s[2:3], 0)
  "st.s_wait_kmcnt"(N)
  s80 = "st.s_add_u32"(s40, 1)
"""
    assert summary(check(body.replace("N", "1"))) == [
        ("s_add_u32", "s_load_b32", "s_wait_kmcnt", 0)]
    assert check(body.replace("N", "0")) == []


def test_packed_loadcnt_dscnt_wait():
    body = f"""^entry:
  v64 = "st.buffer_load_b32"(v252, s[0:3], 0)
  v0 = "st.ds_load_b32"(v250) {{ {DS} }}
  "st.s_wait_loadcnt_dscnt"(N)
  v10 = "st.v_add_f32"(v0, v64)
"""
    assert check(body.replace("N", "0")) == []
    assert summary(check(body.replace("N", "1"))) == [
        ("v_add_f32", "ds_load_b32", "s_wait_dscnt", 0)]
    assert summary(check(body.replace("N", "256"))) == [
        ("v_add_f32", "buffer_load_b32", "s_wait_loadcnt", 0)]


def test_every_violation_is_reported_across_blocks():
    vs = check(f"""^entry:
  v0 = "st.ds_load_b32"(v250) {{ {DS} }}
  v64 = "st.buffer_load_b32"(v252, s[0:3], 0)
  "st.s_cbranch_scc1"("right")
  Successors: ^left, ^right
^left:
  v10 = "st.v_add_f32"(v0, v0)
  "st.s_branch"("join")
  Successors: ^join
^right:
  "st.s_wait_dscnt"(0)
  Successors: ^join
^join:
  v11 = "st.v_add_f32"(v64, v64)
""")
    assert summary(vs) == [("v_add_f32", "buffer_load_b32", "s_wait_loadcnt", 0),
                           ("v_add_f32", "ds_load_b32", "s_wait_dscnt", 0)]
    assert sorted(v.block for v in vs) == ["join", "left"]


def test_diamond_with_one_unsafe_path():
    body = f"""^entry:
  v0 = "st.ds_load_b32"(v250) {{ {DS} }}
  "st.s_cbranch_scc1"("b")
  Successors: ^a, ^b
^a:
  "st.s_wait_dscnt"(0)
  Successors: ^join
^b:
  WAIT
  Successors: ^join
^join:
  v10 = "st.v_add_f32"(v0, v0)
"""
    assert len(check(body.replace("WAIT", '"st.s_nop"(0)'))) == 1
    assert check(body.replace("WAIT", '"st.s_wait_dscnt"(0)')) == []


def test_loop_carried_register_raw():
    body = f"""^entry:
  Successors: ^loop
^loop:
  v10 = "st.v_add_f32"(v0, v0)
  v0 = "st.ds_load_b32"(v250) {{ {DS} }}
  v1 = "st.ds_load_b32"(v250) {{ {DS} }}
  WAIT
  "st.s_cbranch_scc1"("loop")
  Successors: ^exit, ^loop
^exit:
  "st.s_endpgm"()
"""
    vs = check(body.replace("WAIT", ""))
    assert summary(vs) == [("v_add_f32", "ds_load_b32", "s_wait_dscnt", 1)]
    assert check(body.replace("WAIT", '"st.s_wait_dscnt"(1)')) == []


def test_tensor_load_must_land_before_the_barrier():
    body = """^entry:
  "st.tensor_load_to_lds"(s[4:7], s[8:15]) { mod.memtoken = { tokens = [0] } }
  "st.tensor_load_to_lds"(s[4:7], s[8:15]) { mod.memtoken = { tokens = [1] } }
  WAIT
  "st.s_barrier_signal"(-1) { mod.memtoken = { tokens = [0] } }
  "st.s_barrier_wait"(-1) { mod.memtoken = { tokens = [0] } }
  v[0:1] = "st.ds_load_b64"(v250) { mod.memtoken = { tokens = [0] } }
"""
    assert summary(check(body.replace("WAIT", ""))) == [
        ("s_barrier_signal", "tensor_load_to_lds", "s_wait_tensorcnt", 1)]
    assert check(body.replace("WAIT", '"st.s_wait_tensorcnt"(1)')) == []
    # A cluster split barrier (-3) publishes nothing.
    assert check(body.replace("WAIT", "").replace("(-1)", "(-3)")) == []


def test_single_wave_ds_read_waits_for_the_tensor_load():
    body = """^entry:
  "st.tensor_load_to_lds"(s[4:7], s[8:15]) { mod.memtoken = { tokens = [0] } }
  v[0:1] = "st.ds_load_b64"(v250) { mod.memtoken = { tokens = [0] } }
"""
    assert check(body, num_waves=2) == []
    assert summary(check(body, num_waves=1)) == [
        ("ds_load_b64", "tensor_load_to_lds", "s_wait_tensorcnt", 0)]


def test_lds_war_and_async_war():
    vs = check(f"""^entry:
  v[0:1] = "st.ds_load_b64"(v250) {{ {DS}, mod.memtoken = {{ tokens = [0] }} }}
  v[2:3] = "st.ds_load_b64"(v250) {{ {DS}, mod.memtoken = {{ tokens = [1] }} }}
  "st.global_store_async_from_lds_b64"(v[240:241], v242, s[30:31]) {{ mod.memtoken = {{ tokens = [0] }} }}
  "st.tensor_load_to_lds"(s[4:7], s[8:15]) {{ mod.memtoken = {{ tokens = [0] }} }}
""")
    assert summary(vs) == [
        ("tensor_load_to_lds", "ds_load_b64", "s_wait_dscnt", 1),
        ("tensor_load_to_lds", "global_store_async_from_lds_b64", "s_wait_asynccnt", 0)]
    assert vs[0].producer.loc.line in (3, 5)
    by_counter = {v.counter: v for v in vs}
    assert by_counter["dscnt"].producer.loc.line == 3


def test_loop_carried_tensor_policy():
    body = """^entry:
  Successors: ^loop
^loop:
  "st.s_barrier_signal"(-1) { mod.memtoken = { tokens = [0] } }
  "st.s_barrier_wait"(-1) { mod.memtoken = { tokens = [0] } }
  "st.tensor_load_to_lds"(s[4:7], s[8:15]) { mod.memtoken = { tokens = [0] } }
  "st.s_cbranch_scc1"("loop")
  Successors: ^exit, ^loop
^exit:
  "st.s_endpgm"()
"""
    assert check(body) == []
    assert len(check(body, strict_tensor_loops=True)) == 1


def _run(argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def test_command_line_report(tmp_path):
    src = tmp_path / "bad.stir"
    src.write_text(f"""st.func @bad() {{
^entry:
  v[20:21] = "st.ds_load_b64"(v0) {{ {DS} }}
  v[30:31] = "st.ds_load_b64"(v0) {{ {DS} }}
  v1 = "st.v_add_f32"(v20, v30)
}}
""")
    status, out, err = _run(["--arch", "gfx1250", str(src), "--StinkyBuildImplicitDependencyPass",
                             "--WaitCntValidationCheckPass", "--print-output"])
    assert status == 1 and out == ""
    lines = err.splitlines()
    assert lines[0] == ("[WaitCntValidationCheck] ERROR: 1 missing s_wait_* dependency "
                        "violation(s):")
    assert lines[1].startswith("  MISSING: consumer 'v_add_f32' in ^entry uses async producer "
                               "'ds_load_b64' still in flight (missing s_wait_dscnt 0)")
    assert "bad.stir:3:" in lines[1] or "bad.stir:4:" in lines[1]
    assert lines[-1] == "FATAL ERROR: missing s_wait_* for in-flight async memory dependency"
    assert "Traceback" not in err

    status, out, err = _run(["--arch", "gfx1250", str(src),
                             "--WaitCntValidationCheckPass=noAbort", "--print-output"])
    assert status == 1 and "st.func @bad" in out and "FATAL ERROR" in err


def test_command_line_clean(tmp_path):
    src = tmp_path / "good.stir"
    src.write_text(f"""st.func @good() {{
^entry:
  v[20:21] = "st.ds_load_b64"(v0) {{ {DS} }}
  "st.s_wait_dscnt"(0)
  v1 = "st.v_add_f32"(v20, v21)
}}
""")
    status, out, err = _run(["--arch", "gfx1250", str(src), "--WaitCntValidationCheckPass",
                             "--print-output"])
    assert status == 0 and err == "" and "s_wait_dscnt" in out
