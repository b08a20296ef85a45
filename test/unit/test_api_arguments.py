"""The Python API checks its arguments as the command line does: every misuse is a
StinkyError with a message, raised before any work, and a file name may be any
os.PathLike (issue 29)."""

from __future__ import annotations

import pathlib

import pytest

import stinkytofu_opt as st
from stinkytofu_opt.api import PassSpec, StinkyError

STIR = 'st.func @f() {\n^entry:\n  v0 = "st.v_mov_b32"(1)\n  "st.s_nop"(0)\n}\n'


def module():
    return st.parse(STIR, arch="gfx1250")


def test_path_like_file_names(tmp_path):
    path = tmp_path / "k.stir"
    path.write_text(STIR)
    assert st.parse(STIR, filename=pathlib.Path("k.stir")).filename == "k.stir"
    assert st.parse(STIR, filename=pathlib.Path("k.s"), format="stir").source_format == "stir"
    assert st.parse_file(path).filename == str(path)


@pytest.mark.parametrize("call, message", [
    (lambda: st.parse(STIR, filename=7), "filename must be a str or os.PathLike, not int"),
    (lambda: st.parse(STIR, from_label=3, to_label="b"), "from_label must be a str"),
    (lambda: st.parse(STIR, preserve_comments="yes"), "preserve_comments must be True or False"),
    (lambda: st.parse_file(None), "path must be a str or os.PathLike, not NoneType"),
    (lambda: module().run(None), "passes must be a pass name, a PassSpec or a list"),
    (lambda: module().run(5), "passes must be a pass name, a PassSpec or a list"),
    (lambda: module().run(["CFGBuilderPass"], num_waves=-1), "num_waves must be an integer"),
    (lambda: module().run(["CFGBuilderPass"], num_waves=2 ** 32), "num_waves must be an integer"),
    (lambda: module().run(["CFGBuilderPass"], num_waves=True), "num_waves must be an integer"),
    (lambda: module().run(["CFGBuilderPass"], seed=-3), "seed must be an integer"),
    (lambda: module().run(["CFGBuilderPass"], tile={"TileA0": -1}), "tile['TileA0'] must be"),
    (lambda: module().run(["CFGBuilderPass"], tile=[1]), "tile must be a mapping"),
    (lambda: module().run(["CFGBuilderPass"], remarks="no"), "remarks must be True or False"),
    (lambda: module().run_pipeline(7), "opt_level must be 0, 1, 2 or 3"),
    (lambda: module().run_pipeline(-1), "opt_level must be 0, 1, 2 or 3"),
    (lambda: module().run_pipeline("2"), "opt_level must be 0, 1, 2 or 3"),
    (lambda: module().run_pipeline(options=["ClusterBarrier"]), "options must be a mapping"),
    (lambda: module().run_pipeline(num_waves=-1), "num_waves must be an integer"),
    (lambda: st.build_pipeline("gfx1250", 4), "opt_level must be 0, 1, 2 or 3"),
    (lambda: st.build_pipeline("gfx1250", 2, options=3), "options must be a mapping"),
    (lambda: st.build_pipeline("gfx1250", 2, extensions=["CFGBuilderPass"]),
     "extensions must be a mapping"),
    (lambda: module().run_pipeline(extensions={"BeforeRegionPasses": "CFGBuilderPass"}),
     "extensions['BeforeRegionPasses'] must be a list of pass names or PassSpecs"),
    (lambda: module().run_pipeline(extensions={"BeforeRegionPasses": [3]}),
     "extensions['BeforeRegionPasses'] must be a list of pass names or PassSpecs"),
    (lambda: PassSpec("RemoveInstructionPass", options=None, words="s_nop"),
     "words of RemoveInstructionPass must be a sequence of str"),
    (lambda: PassSpec("X", options=[("a", 1)]), "options of X must be a mapping"),
    (lambda: PassSpec("X", options={1: True}), "options of X keys must be str"),
    (lambda: PassSpec("X", options={"a": None}), "option 'a' of X must be a bool, int or str"),
    (lambda: PassSpec(None), "a PassSpec's name must be a str"),
    (lambda: PassSpec("X", words=("",)), "words of X must be non-empty str"),
])
def test_misuse_is_a_stinky_error_with_a_message(call, message):
    with pytest.raises(StinkyError) as info:
        call()
    assert message in str(info.value)


def test_misuse_is_refused_before_any_work():
    m = module()
    before = m.to_stir()
    for bad in (dict(num_waves=-1), dict(seed="x"), dict(tile={"NumWaves": -2})):
        with pytest.raises(StinkyError):
            m.run(["CFGBuilderPass", "StinkyWaitCntInsertionPass"], **bad)
    assert m.to_stir() == before and m.diagnostics == []


def test_pass_spec_options_none_means_none():
    assert PassSpec("CFGBuilderPass", options=None).options == {}
    assert PassSpec("RemoveInstructionPass", words=["s_nop"]).words == ("s_nop",)


def test_remove_instruction_words_remove_the_instruction():
    m = module()
    m.run([PassSpec("RemoveInstructionPass", words=("s_nop",))])
    assert "s_nop" not in m.to_stir()
