"""Data safety of the command line: -o is atomic, bad inputs give one-line
errors, a closed output pipe ends quietly (issue quality-1, item 3).

These run the real command in a child process: atomic rename, file modes and
broken pipes are properties of the process, not of main()."""

from __future__ import annotations

import os
import stat
import subprocess
import sys

import pytest

GOOD = 'st.func @f() {\n^entry:\n  v0 = "st.v_mov_b32"(1)\n}\n'
BAD = 'st.func @f() {\n^entry:\n  v0 = "st.v_add_f32"(v[3:1])\n}\n'


def cli(*args, stdin=None, cwd=None):
    return subprocess.run([sys.executable, "-m", "stinkytofu_opt", "--arch", "gfx1250", *args],
                          input=stdin, capture_output=True, text=True, cwd=cwd)


def one_line_error(proc, *words):
    assert proc.returncode == 1, proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("stinkytofu-opt: error: "), lines
    assert all(w in lines[0] for w in words), lines
    assert "Traceback" not in proc.stderr and proc.stdout == ""


@pytest.fixture
def files(tmp_path):
    (tmp_path / "good.stir").write_text(GOOD)
    (tmp_path / "bad.stir").write_text(BAD)
    return tmp_path


def test_failed_run_leaves_existing_output_untouched_and_no_temporary(files):
    out = files / "out.stir"
    out.write_text("precious\n")
    proc = cli(str(files / "bad.stir"), "--print-output", "-o", str(out))
    assert proc.returncode == 1
    assert out.read_text() == "precious\n"
    assert sorted(p.name for p in files.iterdir()) == ["bad.stir", "good.stir", "out.stir"]


def test_successful_run_replaces_output_atomically_and_keeps_its_mode(files):
    out = files / "out.stir"
    out.write_text("old\n")
    os.chmod(out, 0o640)
    before = os.stat(out).st_ino
    proc = cli(str(files / "good.stir"), "--print-output", "-o", str(out))
    assert proc.returncode == 0 and proc.stdout == ""
    assert out.read_text().startswith("st.func @f() {")
    assert os.stat(out).st_ino != before  # a new file renamed over the old one
    assert stat.S_IMODE(os.stat(out).st_mode) == 0o640
    assert sorted(p.name for p in files.iterdir()) == ["bad.stir", "good.stir", "out.stir"]


def test_new_output_file_gets_the_umask_mode(files):
    out = files / "new.stir"
    old = os.umask(0o022)
    try:
        proc = cli(str(files / "good.stir"), "--print-output", "-o", str(out))
    finally:
        os.umask(old)
    assert proc.returncode == 0
    assert stat.S_IMODE(os.stat(out).st_mode) == 0o644  # not mkstemp's 0600


@pytest.mark.parametrize("target, words", [
    ("missing-dir/out.stir", ("cannot write output file", "No such file or directory")),
    ("a-directory", ("cannot write output file", "Is a directory")),
])
def test_unwritable_output_is_a_one_line_error(files, target, words):
    (files / "a-directory").mkdir()
    proc = cli(str(files / "good.stir"), "--print-output", "-o", str(files / target))
    one_line_error(proc, *words)
    assert not [p for p in files.rglob(".stinkytofu-*")]


def test_missing_input(files):
    one_line_error(cli(str(files / "nope.stir"), "--print-output"),
                   "cannot open input file", "No such file or directory")


def test_directory_input(files):
    one_line_error(cli(str(files), "--print-output"), "is a directory")


def test_unreadable_input_by_permissions(files):
    if os.geteuid() == 0:
        pytest.skip("running as root: chmod 000 does not stop root from reading; "
                    "test_unreadable_input_by_read_error covers the read failure")
    path = files / "locked.stir"
    path.write_text(GOOD)
    os.chmod(path, 0)
    one_line_error(cli(str(path), "--print-output"), "cannot open input file",
                   "Permission denied")


@pytest.mark.skipif(not os.path.exists("/proc/self/mem"), reason="needs Linux /proc")
def test_unreadable_input_by_read_error():
    """A file that opens but cannot be read, even by root: reading
    /proc/self/mem at offset 0 (unmapped) fails with EIO."""
    one_line_error(cli("/proc/self/mem", "--print-output"), "Input/output error")


def test_input_path_through_a_file_is_a_one_line_error(files):
    one_line_error(cli(str(files / "good.stir" / "x.stir"), "--print-output"),
                   "cannot open input file", "Not a directory")


def test_closed_pipe_ends_quietly(files):
    """The reader exits before reading (``| head -0``): no traceback, no
    'Exception ignored' noise, a status of 0 or 1."""
    big = "st.func @f() {\n^entry:\n" + '  v0 = "st.v_mov_b32"(1)\n' * 50_000 + "}\n"
    (files / "big.stir").write_text(big)
    r, w = os.pipe()
    os.close(r)  # nobody will ever read
    try:
        proc = subprocess.run([sys.executable, "-m", "stinkytofu_opt", str(files / "big.stir"),
                               "--print-output"], stdout=w, stderr=subprocess.PIPE, text=True)
    finally:
        os.close(w)
    assert proc.returncode in (0, 1)
    assert proc.stderr == ""
