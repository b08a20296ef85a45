"""Exit statuses and streams of the stinkytofu-opt command line."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from stinkytofu_opt.driver import main

GOOD = 'st.func @f() {\n^entry:\n  v0 = "st.v_mov_b32"(1)\n  "st.s_nop"(0)\n}\n'


def run_cli(args, stdin: str | None = None):
    return subprocess.run([sys.executable, "-m", "stinkytofu_opt", *args], input=stdin,
                          capture_output=True, text=True)


@pytest.fixture
def good_file(tmp_path):
    path = tmp_path / "good.stir"
    path.write_text(GOOD)
    return path


@pytest.mark.parametrize("args, status", [
    (["--NoSuchPass"], 2),
    (["--RemoveInstructionPass=s_nop", "--print-output"], 0),
    (["--NumWaves", "x"], 2),
    (["--arch", "gfx0"], 2),
    (["-O2"], 0),
    (["-O9"], 2),
    (["-O2", "--CFGBuilderPass"], 2),
])
def test_exit_status(good_file, args, status):
    assert main([str(good_file), *args]) == status


def test_no_arguments_is_misuse(capsys):
    assert main([]) == 2
    assert "Usage:" in capsys.readouterr().err


def test_parse_error_exits_1_with_located_message(tmp_path, capsys):
    bad = tmp_path / "bad.stir"
    bad.write_text('st.func @f() {\n^entry:\n  v0 = "st.v_add_f32"(v[3:1])\n}\n')
    assert main([str(bad), "--print-output"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"{bad}:3:23: error: invalid register range")


def test_stdout_carries_only_the_output_and_warnings_go_to_stderr(tmp_path):
    path = tmp_path / "warn.stir"
    path.write_text('st.func @f() {\n^entry:\n  "st.s_unheard_of"()\n}\n')
    proc = run_cli(["--arch", "gfx1250", str(path), "--print-output"])
    assert proc.returncode == 0
    assert proc.stdout.startswith("st.func @f() {")
    assert "warning: unknown mnemonic 's_unheard_of'" in proc.stderr


def test_output_is_deterministic(good_file):
    first = run_cli([str(good_file), "--print-output"]).stdout
    assert first and first == run_cli([str(good_file), "--print-output"]).stdout


def test_reading_standard_input():
    proc = run_cli(["-", "--print-output"], stdin=GOOD)
    assert proc.returncode == 0 and '"st.v_mov_b32"(1)' in proc.stdout


def test_output_file_is_written_whole_and_nothing_else(tmp_path, good_file):
    out = tmp_path / "out.stir"
    proc = run_cli([str(good_file), "--print-output", "-o", str(out)])
    assert proc.returncode == 0 and proc.stdout == ""
    assert out.read_text().startswith("st.func @f()")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good.stir", "out.stir"]


def test_closed_pipe_ends_quietly(tmp_path):
    big = tmp_path / "big.stir"
    big.write_text("st.func @f() {\n^entry:\n" + '  v0 = "st.v_mov_b32"(1)\n' * 20000 + "}\n")
    proc = subprocess.run(f'"{sys.executable}" -m stinkytofu_opt "{big}" --print-output | head -1',
                          shell=True, capture_output=True, text=True)
    assert proc.stdout == "st.func @f() {\n"
    assert "Traceback" not in proc.stderr and proc.stderr == ""
