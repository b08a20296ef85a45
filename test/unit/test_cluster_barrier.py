"""InsertClusterBarrierPass: options, environment fallback, label determinism,
idempotency and the return value."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from stinkytofu_opt.passes.barriers.cluster_barrier import InsertClusterBarrierPass
from stinkytofu_opt.passes.registry import PassOptionError
from stinkytofu_opt.target import get_target
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_parser import parse_stir
from stinkytofu_opt.text.stir_printer import print_function

KERNEL = """st.func @k() {
  ^entry:
label_GSU_1:
    v0 = "st.v_mov_b32"(v1)
    "st.tensor_load_to_lds"(s[60:63], s[64:71])
label_LoopBeginL:
    "st.s_barrier_signal"(-1)
    "st.s_barrier_wait"(-1)
    "st.tensor_load_to_lds"(s[0:3], s[4:11])
    "st.asm_directive"("", "/* Tail Loop */")
    "st.s_barrier_signal"(-1)
    "st.s_barrier_wait"(-1)
    "st.tensor_load_to_lds"(s[0:3], s[4:11])
}
"""
LABEL = re.compile(r"^(label_(?:skipCBPreSignal_(?:LCL_)?|cbSccSpill_)([0-9A-Za-z]+)):$", re.M)


class Ctx:
    def __init__(self, seed=0):
        self.target = get_target("gfx1250")
        self.seed = seed
        self.remarks_seen = []

    def remark(self, message, loc=None):
        self.remarks_seen.append(message)


def run_pass(text=KERNEL, seed=0, **options):
    function = parse_stir(text, "<t>", get_target("gfx1250"), DiagnosticEngine()).functions[0]
    changed = InsertClusterBarrierPass(options).run(function, Ctx(seed))
    return changed, function


def opt(*args, env=None):
    import os
    full_env = dict(os.environ)
    full_env.pop("PrefetchGlobalRead", None)
    full_env.pop("PrefetchLocalRead", None)
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-m", "stinkytofu_opt", *args], capture_output=True,
                          text=True, env=full_env)


@pytest.fixture
def kernel_file(tmp_path: Path) -> str:
    path = tmp_path / "k.stir"
    path.write_text(KERNEL)
    return str(path)


def test_returns_true_then_false():
    changed, function = run_pass()
    assert changed
    text = print_function(function)
    assert InsertClusterBarrierPass().run(function, Ctx()) is False
    assert print_function(function) == text


def test_balanced_transcript():
    _, function = run_pass()
    events = [("S" if i.opcode == "s_barrier_signal" else "W")
              for i in function.instructions()
              if i.opcode.startswith("s_barrier_") and i.srcs and str(i.srcs[0]) == "-3"]
    # Rule 1 signal, Rule 2 wait, Rule 4 pair, Rule 5a signal, 5b wait.
    assert events == ["S", "W", "S", "W", "S", "W"]


def test_labels_format_unique_and_seeded():
    _, f1 = run_pass(seed=0)
    _, f2 = run_pass(seed=0)
    _, f3 = run_pass(seed=7)
    t1, t2, t3 = print_function(f1), print_function(f2), print_function(f3)
    assert t1 == t2
    assert t1 != t3
    names = [m.group(1) for m in LABEL.finditer(t1)]
    assert len(names) == 4 and len(set(names)) == 4
    assert all(len(m.group(2)) == 16 for m in LABEL.finditer(t1))


def test_label_collision_avoided():
    _, f = run_pass(seed=0)
    existing = [m.group(1) for m in LABEL.finditer(print_function(f))]
    # Put the first generated label into the input: the pass must pick another.
    text = KERNEL.replace("label_LoopBeginL:", f"{existing[0]}:\nlabel_LoopBeginL:")
    _, g = run_pass(text, seed=0)
    names = [m.group(1) for m in LABEL.finditer(print_function(g))]
    assert names.count(existing[0]) == 1


def test_driver_twice_no_duplicate(kernel_file):
    once = opt("--arch", "gfx1250", kernel_file, "--InsertClusterBarrierPass", "--print-output")
    twice = opt("--arch", "gfx1250", kernel_file, "--InsertClusterBarrierPass",
                "--InsertClusterBarrierPass", "--print-output")
    assert once.returncode == 0 and twice.returncode == 0
    assert once.stdout == twice.stdout
    assert once.stdout.count('"st.s_barrier_signal"(-3)') == 3


def test_driver_seed(kernel_file):
    a = opt("--arch", "gfx1250", kernel_file, "--seed", "3", "--InsertClusterBarrierPass",
            "--print-output")
    b = opt("--arch", "gfx1250", kernel_file, "--seed", "3", "--InsertClusterBarrierPass",
            "--print-output")
    c = opt("--arch", "gfx1250", kernel_file, "--seed", "4", "--InsertClusterBarrierPass",
            "--print-output")
    assert a.stdout == b.stdout != c.stdout


@pytest.mark.parametrize("words", ["pgr=x", "plr=", "rule4Mode=bogus", "isKernelScope=2",
                                   "pgr=-1", "nosuch=1"])
def test_bad_options_exit_2(kernel_file, words):
    r = opt("--arch", "gfx1250", kernel_file, f"--InsertClusterBarrierPass={words}")
    assert r.returncode == 2
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("env", [{"PrefetchGlobalRead": "two"}, {"PrefetchLocalRead": "1x"},
                                 {"PrefetchGlobalRead": "-2"}])
def test_bad_env_exit_2(kernel_file, env):
    r = opt("--arch", "gfx1250", kernel_file, "--InsertClusterBarrierPass", env=env)
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1
    assert list(env)[0] in r.stderr


def test_env_fallback_and_option_precedence():
    env = {"PrefetchGlobalRead": "3", "PrefetchLocalRead": "0"}
    p = InsertClusterBarrierPass({}, env)
    assert p.options["pgr"] == 3 and p.options["plr"] == 0
    p = InsertClusterBarrierPass({"pgr": 2, "plr": 1}, env)
    assert p.options["pgr"] == 2 and p.options["plr"] == 1
    p = InsertClusterBarrierPass({})
    assert p.options["pgr"] == 1 and p.options["plr"] == 1


def test_bad_env_raises():
    with pytest.raises(PassOptionError, match="PrefetchGlobalRead"):
        InsertClusterBarrierPass({}, {"PrefetchGlobalRead": "abc"})


def test_the_api_does_not_read_the_process_environment(monkeypatch):
    from stinkytofu_opt.api import make_pass

    monkeypatch.setenv("PrefetchGlobalRead", "3")
    monkeypatch.setenv("PrefetchLocalRead", "abc")
    options = make_pass("InsertClusterBarrierPass").pass_.options
    assert options["pgr"] == 1 and options["plr"] == 1


def test_kernel_scope_off_drops_only_rule2():
    _, on = run_pass()
    _, off = run_pass(isKernelScope=False)
    t_on, t_off = print_function(on), print_function(off)
    assert t_on.count('"st.s_barrier_wait"(-3)') == 3
    assert t_off.count('"st.s_barrier_wait"(-3)') == 2
    assert t_off.count('"st.s_barrier_signal"(-3)') == 3


def test_no_gsu_label_remarks_unpaired_rule2_wait():
    text = KERNEL.replace("label_GSU_1:\n", "")
    function = parse_stir(text, "<t>", get_target("gfx1250"), DiagnosticEngine()).functions[0]
    ctx = Ctx()
    InsertClusterBarrierPass({}).run(function, ctx)
    assert any("Rule 2" in r for r in ctx.remarks_seen)


def test_multi_block_function():
    text = """st.func @mb() {
  ^entry:
label_GSU_1:
    v0 = "st.v_mov_b32"(v1)
    Successors: ^loop
  ^loop:
label_LoopBeginL:
    "st.s_barrier_signal"(-1)
    "st.s_barrier_wait"(-1)
    "st.tensor_load_to_lds"(s[0:3], s[4:11])
    SCC0 = "st.s_cmp_eq_u32"(s3, 0)
    "st.s_cbranch_scc0"(label_LoopBeginL, SCC0)
    Successors: ^loop, ^exit
  ^exit:
    "st.s_endpgm"()
}
"""
    changed, f = run_pass(text)
    assert changed
    # The handshake's branch and label split ^loop: loop -> (skip, loop_1),
    # loop_1 -> skip, and the piece holding the original terminator keeps
    # ^loop's successors and its place among ^loop's predecessors.
    loop = f.block("loop")
    assert [i.opcode for i in loop.instructions()] == [
        "s_barrier_signal", "s_barrier_wait", "s_cmp_eq_u32", "s_cbranch_scc0"]
    skip, gated = loop.successors
    assert skip.name.startswith("label_skipCBPreSignal_") and gated.name == "loop_1"
    assert [i.opcode for i in gated.instructions()] == ["s_barrier_signal"]
    assert gated.successors == [skip]
    assert [i.opcode for i in skip.instructions()][:2] == ["s_barrier_wait", "tensor_load_to_lds"]
    assert [b.name for b in skip.successors] == ["loop", "exit"]
    assert loop.predecessors[-1] is skip and f.block("exit").predecessors == [skip]
    assert sum(1 for i in f.instructions() if i.opcode == "s_barrier_signal"
               and str(i.srcs[0]) == "-3") == 2
    assert run_pass(print_function(f))[0] is False
