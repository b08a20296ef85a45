"""The gfx1250 guard passes: options, target gating, the YAML guards section, and the
analyses' corner cases that are easier to state in Python than in lit."""

from __future__ import annotations

import io
import textwrap

import pytest

from stinkytofu_opt.driver import main
from stinkytofu_opt.passes.hazards.tdm_inflight_guard import StreamCFG, _Effects, analyse
from stinkytofu_opt.pipeline import PassContext
from stinkytofu_opt.target import TargetDataError, TargetLibrary, get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir

TINY = '''st.func @f() {
^entry:
  "st.tensor_load_to_lds"(s[0:3], s[4:11])
}
'''


@pytest.fixture
def tiny_file(tmp_path):
    path = tmp_path / "tiny.stir"
    path.write_text(TINY)
    return str(path)


@pytest.mark.parametrize("args", [
    ["--TDMInflightGuardPass=limit=x"], ["--TDMInflightGuardPass=limit="],
    ["--TDMInflightGuardPass=limit=+5"], ["--TDMInflightGuardPass=limit=0x3"],
    ["--TDMInflightGuardPass=limit=4,limit=5"], ["--TDMInflightGuardPass=other"],
    ["--Gfx1250HazardPass=profile=2"], ["--Gfx1250HazardPass=prof"],
    ["--InsertCoexecHazardPass=1"], ["--TDMLoadWaveSyncPass=on"],
    ["--arch", "gfx942", "--Gfx1250HazardPass"], ["--arch", "gfx1201", "--InsertCoexecHazardPass"],
    ["--arch", "gfx1100", "--TDMLoadWaveSyncPass"], ["--arch", "gfx950", "--TDMInflightGuardPass"],
])
def test_misuse_exits_2(tiny_file, args, capsys):
    assert main([tiny_file, *args]) == 2
    assert "error:" in capsys.readouterr().err


@pytest.mark.parametrize("arch", ["gfx1250", "gfx1250v0"])
def test_every_guard_runs_on_both_steppings(tiny_file, arch, capsys):
    status = main([tiny_file, "--arch", arch, "--NumWaves=2", "--TDMLoadWaveSyncPass",
                   "--TDMInflightGuardPass=limit=010", "--InsertCoexecHazardPass",
                   "--Gfx1250HazardPass=profile", "--print-output"])
    captured = capsys.readouterr()
    assert status == 0
    assert "tensor_load_to_lds: used" in captured.err
    assert captured.out.count("tensor_load_to_lds") == 1


def _guards(text: str, callable_function=False, cap=10):
    target = get_target("gfx1250")
    module = parse_stir(text, "t.stir", target, DiagnosticEngine(io.StringIO()))
    function = module.functions[0]
    ctx = PassContext(target, diags=DiagnosticEngine(io.StringIO()))
    cfg = StreamCFG(function, callable_function)
    return analyse(cfg, _Effects(ctx, function), cap, 64, callable_function), cfg


def test_a_callable_function_starts_unbounded():
    (guards, _), _ = _guards(TINY, callable_function=True)
    assert [bound for _, bound in guards] == [64]
    (guards, _), _ = _guards(TINY)
    assert guards == []


def test_a_return_in_a_callable_function_has_no_successor():
    text = '''st.func @f() {
^entry:
  "st.s_setpc_b64"(s[0:1])
^after:
  "st.tensor_load_to_lds"(s[0:3], s[4:11])
}
'''
    (_, unreached), cfg = _guards(text, callable_function=True)
    assert cfg.succs[0] == [] and unreached == [1]
    (_, unreached), cfg = _guards(text)          # in a kernel: any named segment
    assert 1 in cfg.succs[0] and unreached == []


def test_successors_the_stream_lacks_are_added():
    text = '''st.func @f() {
^a:
  "st.tensor_load_to_lds"(s[0:3], s[4:11])
  Successors: ^a
}
'''
    (_, _), cfg = _guards(text)
    assert cfg.extra_edges and cfg.succs[0] == [0]


def test_the_yaml_section_gives_windows_by_format_and_instruction():
    facts = get_target("gfx1250").guards
    assert facts.tdm_inflight_limit == 11 and facts.tdm_ceiling == 64
    assert facts.coissue_slots("v_wmma_f32_16x16x32_bf16") == 4        # format WMMA
    assert facts.coissue_slots("v_wmma_i32_16x16x64_iu8") == 8          # WMMA_INT8
    assert facts.coissue_slots("v_wmma_f32_16x16x64_fp8_fp8") == 1      # FLOAT8MIX
    assert facts.coissue_slots("v_swmmac_i32_16x16x128_iu8") == 4       # SWMMA_INT8
    assert facts.coissue_slots("v_perm_pk16_b8_u4") == 3                # own entry
    assert facts.coissue_slots("v_add_f32") == 0
    assert get_target("gfx1200").guards is None


BASE = """\
    name: t
    wave_size: 32
    default_cost: [1, 1]
    registers: {v: 256}
    counters:
      tensorcnt: {bits: 6, in_order: true, wait: s_wait_t, producers: [TENSORLoadToLds]}
    formats:
      SOPP: {microcode: SOPP}
      M: {microcode: VOP3P, flags: [VALU, WMMA]}
      M2: {parent: M}
    instructions:
      - format: SOPP
        mnemonics: [s_wait_t: {flags: [WaitTensorCnt], waits: [tensorcnt]}]
      - format: M2
        mnemonics: [v_m]
"""


@pytest.mark.parametrize("section, message", [
    ("guards: {coexec: {formats: {NOPE: 3}}}", "unknown format 'NOPE'"),
    ("guards: {coexec: {instructions: {v_x: 3}}}", "unknown instruction 'v_x'"),
    ("guards: {coexec: {formats: {M: 70000}}}", "16-bit mask"),
    ("guards: {tdm_inflight: {limit: 80}}", "limit <= ceiling"),
    ("guards: {surprise: 1}", "unknown keys"),
])
def test_guards_section_mistakes(tmp_path, section, message):
    (tmp_path / "t.yaml").write_text(textwrap.dedent(BASE) + section + "\n")
    with pytest.raises(TargetDataError, match=message):
        TargetLibrary(tmp_path).get("t")


def test_a_format_window_is_inherited(tmp_path):
    (tmp_path / "t.yaml").write_text(textwrap.dedent(BASE)
                                     + "guards: {coexec: {formats: {M: 0x0F0F}}}\n")
    assert TargetLibrary(tmp_path).get("t").guards.coissue_slots("v_m") == 8
