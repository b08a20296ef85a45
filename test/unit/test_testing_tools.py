"""The test harness's own plumbing: which FileCheck lit.cfg.py picks, the suite
runner's counting, and the repository facts the README's commands rely on."""

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from stinkytofu_opt.testing import run_all, tools

ROOT = Path(__file__).resolve().parents[2]
LLVM_LIT = Path("/usr/lib/llvm-19/build/utils/lit/lit.py")


def _fake_program(directory: Path, name: str) -> Path:
    path = directory / name
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(0o755)
    return path


@pytest.fixture
def no_filecheck_package(tmp_path, monkeypatch):
    """A Python without the filecheck package: no script beside it, no module,
    nothing on PATH, no LLVM install."""
    empty = tmp_path / "bin"
    empty.mkdir()
    monkeypatch.setattr(tools, "_BIN_DIR", str(empty))
    real_find_spec = tools.importlib.util.find_spec
    monkeypatch.setattr(tools.importlib.util, "find_spec",
                        lambda name, *a: None if name == "filecheck" else real_find_spec(name, *a))
    monkeypatch.setenv("PATH", str(empty))
    monkeypatch.setattr(tools, "LLVM_FILECHECK_PATHS", ())
    return empty


def test_without_the_package_llvm_filecheck_on_path_is_used(no_filecheck_package, tmp_path):
    llvm_bin = tmp_path / "llvm"
    llvm_bin.mkdir()
    fake = _fake_program(llvm_bin, "FileCheck")
    os.environ["PATH"] = f"{no_filecheck_package}{os.pathsep}{llvm_bin}"
    assert tools.filecheck_command() == str(fake)


def test_without_the_package_llvm_install_path_is_used(no_filecheck_package, tmp_path,
                                                       monkeypatch):
    fake = _fake_program(tmp_path, "FileCheck")
    monkeypatch.setattr(tools, "LLVM_FILECHECK_PATHS", (str(tmp_path / "missing"), str(fake)))
    assert tools.filecheck_command() == str(fake)


def test_without_any_filecheck_one_clear_message(no_filecheck_package):
    with pytest.raises(LookupError) as err:
        tools.filecheck_command()
    message = str(err.value)
    assert "no FileCheck found" in message
    assert "pip install filecheck" in message and "FILECHECK=" in message


def test_an_importable_package_is_used_without_llvm(no_filecheck_package, monkeypatch):
    monkeypatch.setattr(tools.importlib.util, "find_spec", lambda name, *a: object())
    assert tools.filecheck_command() == f"{tools.python_command()} -m filecheck"


def test_llvm_filecheck_beats_the_package(tmp_path, monkeypatch):
    """LLVM's FileCheck is a native program: no interpreter start-up per RUN line."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    _fake_program(bin_dir, "filecheck")
    monkeypatch.setattr(tools, "_BIN_DIR", str(bin_dir))
    fake = _fake_program(tmp_path, "FileCheck")
    monkeypatch.setenv("PATH", str(tmp_path / "nothing"))
    monkeypatch.setattr(tools, "LLVM_FILECHECK_PATHS", (str(fake),))
    assert tools.filecheck_command() == str(fake)


def test_lit_cfg_stops_with_the_message(tmp_path):
    """A FILECHECK that names nothing stops lit at configuration, once, clearly."""
    env = {**os.environ, "FILECHECK": str(tmp_path / "no-such-FileCheck")}
    result = subprocess.run([*tools.lit_argv(), "-q", "test/parser"], cwd=ROOT, env=env,
                            capture_output=True, text=True)
    assert result.returncode != 0
    assert f"FileCheck program not found: {tmp_path / 'no-such-FileCheck'}" in result.stderr
    assert "Traceback" not in result.stderr


def _python_without_filecheck():
    for candidate in ("/usr/bin/python3", shutil.which("python3") or ""):
        if not candidate or not os.access(candidate, os.X_OK):
            continue
        probe = subprocess.run([candidate, "-c", "import filecheck"], capture_output=True)
        beside = os.path.join(os.path.dirname(candidate), "filecheck")
        if probe.returncode != 0 and not os.path.exists(beside):
            yaml = subprocess.run([candidate, "-c", "import yaml"], capture_output=True)
            if yaml.returncode == 0:
                return candidate
    return None


@pytest.mark.skipif(not LLVM_LIT.is_file(), reason=f"LLVM's lit not found at {LLVM_LIT}")
def test_llvm_lit_runs_the_suite_with_a_python_without_the_packages(tmp_path):
    """python3 /usr/lib/llvm-19/build/utils/lit/lit.py test/... from a Python that
    has neither lit nor filecheck installed: LLVM's FileCheck and LLVM's lit are
    used, the tool runs from the checkout (also inside pipelines with lit's
    builtins, which reset PYTHONPATH)."""
    python = _python_without_filecheck()
    if python is None or tools.llvm_filecheck() is None:
        pytest.skip("needs a python3 without the filecheck package (with pyyaml) and "
                    "LLVM's FileCheck")
    env = {k: v for k, v in os.environ.items() if k not in ("FILECHECK", "STINKYTOFU_OPT")}
    tests = ["test/waitcnt/one-pass-form.stir", "test/lds_ring/provenance-roundtrip.stir",
             "test/harness/lit_format_verdicts.stir"]
    result = subprocess.run([python, str(LLVM_LIT), "-q", *tests], cwd=ROOT, env=env,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_run_all_adds_a_python_filecheck_lit_run(tmp_path, monkeypatch):
    monkeypatch.setattr(run_all, "llvm_filecheck", lambda: "/opt/llvm/bin/FileCheck")
    monkeypatch.setattr(run_all, "python_filecheck", lambda: "/venv/bin/filecheck")
    chosen = run_all.suites(str(tmp_path), environ={"PATH": "/bin"})
    names = [s.name for s in chosen]
    assert names == ["lit", "lit with the Python filecheck", "pytest"]
    assert chosen[1].env["FILECHECK"] == "/venv/bin/filecheck"
    assert chosen[0].env is None
    assert chosen[0].results != chosen[1].results


def test_run_all_one_lit_run_when_filecheck_is_chosen_or_missing(tmp_path, monkeypatch):
    monkeypatch.setattr(run_all, "llvm_filecheck", lambda: "/opt/llvm/bin/FileCheck")
    monkeypatch.setattr(run_all, "python_filecheck", lambda: "/venv/bin/filecheck")
    chosen = run_all.suites(str(tmp_path), environ={"FILECHECK": "/my/FileCheck"})
    assert [s.name for s in chosen] == ["lit", "pytest"]
    monkeypatch.setattr(run_all, "llvm_filecheck", lambda: None)
    assert [s.name for s in run_all.suites(str(tmp_path), environ={})] == ["lit", "pytest"]
    monkeypatch.setattr(run_all, "llvm_filecheck", lambda: "/opt/llvm/bin/FileCheck")
    monkeypatch.setattr(run_all, "python_filecheck", lambda: None)
    assert [s.name for s in run_all.suites(str(tmp_path), environ={})] == ["lit", "pytest"]


def test_run_all_counts_lit_expected_failures_as_such(tmp_path):
    results = tmp_path / "lit.json"
    codes = ["PASS", "XFAIL", "UNSUPPORTED", "FAIL", "XPASS", "UNRESOLVED", "PASS"]
    results.write_text(json.dumps({"tests": [{"name": f"s :: t{i}", "code": c}
                                             for i, c in enumerate(codes)]}))
    tally = run_all.count_lit_json(str(results))
    assert (tally.passed, tally.failed, tally.expected_failures, tally.skipped) == (2, 3, 1, 1)
    assert tally.reasons == ["s :: t1: expectedly failed (XFAIL)",
                             "s :: t2: UNSUPPORTED (its REQUIRES/UNSUPPORTED features are "
                             "not available)"]
    assert tally.line() == "2 passed, 3 failed, 1 expectedly failed, 1 skipped"


def test_run_all_shows_why_pytest_skipped(tmp_path):
    results = tmp_path / "pytest.xml"
    results.write_text(
        '<testsuites><testsuite>'
        '<testcase classname="m" name="ok"/>'
        '<testcase classname="m" name="corpus"><skipped type="pytest.skip" '
        'message="reference corpus not found at ../shared"/></testcase>'
        '<testcase classname="m" name="known"><skipped type="pytest.xfail" '
        'message="issue 9"/></testcase>'
        '<testcase classname="m" name="bad"><failure message="x"/></testcase>'
        '</testsuite></testsuites>')
    tally = run_all.count_junit(str(results))
    assert (tally.passed, tally.failed, tally.expected_failures, tally.skipped) == (1, 1, 1, 1)
    assert tally.reasons == ["m::corpus: skipped (reference corpus not found at ../shared)",
                             "m::known: expectedly failed (issue 9)"]


def test_run_all_prints_reasons_and_keeps_its_last_line(tmp_path, monkeypatch, capsys):
    fake = [run_all.Suite("lit", ["true"], "", lambda _: run_all.Tally(
                passed=3, expected_failures=1, reasons=["s :: x: expectedly failed (XFAIL)"])),
            run_all.Suite("pytest", ["true"], "", lambda _: run_all.Tally(
                passed=2, skipped=1, reasons=["m::t: skipped (needs ../shared)"]))]
    monkeypatch.setattr(run_all, "suites", lambda scratch: fake)
    monkeypatch.setattr(run_all, "precompile_package", lambda: True)
    monkeypatch.chdir(ROOT)
    assert run_all.main([]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "lit: s :: x: expectedly failed (XFAIL)" in out
    assert "pytest: m::t: skipped (needs ../shared)" in out
    assert "lit: 3 passed, 0 failed, 1 expectedly failed, 0 skipped" in out
    assert out[-1] == "5 passed, 0 failed"


def test_update_script_is_executable():
    """The README runs utils/update_stir_test_checks.py directly."""
    script = ROOT / "utils" / "update_stir_test_checks.py"
    assert script.stat().st_mode & stat.S_IXUSR
    listed = subprocess.run(["git", "ls-files", "-s", str(script)], cwd=ROOT,
                            capture_output=True, text=True)
    if listed.returncode == 0 and listed.stdout:
        assert listed.stdout.split()[0] == "100755"
    assert script.read_text().startswith("#!/usr/bin/env python3")
