"""The Python API on multi-function assembly, standard input's format, and the
machine-readable diagnostics (--diagnostics-format=json|sarif) of stinkytofu-opt and
stinkytofu-waitcheck."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

from stinkytofu_opt import api

ROOT = pathlib.Path(__file__).resolve().parents[2]
CALLS = ROOT / "test" / "calls" / "Inputs" / "clang-19" / "gfx1100" / "calls.s"
REPORT = ROOT / "test" / "calls" / "validator-report.s"


def cli(*args, stdin=None, module="stinkytofu_opt"):
    return subprocess.run([sys.executable, "-m", module, *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT)


def test_multi_function_file_is_one_function_per_type_directive():
    module = api.parse_file(CALLS, "gfx1100")        # a pathlib.Path: os.PathLike
    assert module.functions == ["sink", "twice", "through_lds", "caller"]
    assert module.name == "sink"
    module.run(["CFGBuilderPass", "StinkyRemoveWaitCntPass", "StinkyWaitCntInsertionPass"])
    report = module.stall_report()
    assert [f.name for f in report.functions] == module.functions
    # the text between the functions is kept: the file prints back whole
    assert ".amdhsa_kernel caller" in module.to_asm()


def test_parse_file_takes_a_path_and_keeps_str():
    assert api.parse_file(str(CALLS), "gfx1100").functions == \
        api.parse_file(CALLS, "gfx1100").functions


def test_assembly_on_standard_input_is_read_as_assembly():
    text = "k:\n  global_load_b32 v1, v[2:3], off ; a comment\n  v_mov_b32 v0, v1\n  s_endpgm\n"
    run = cli("--arch", "gfx1200", "-", "--StinkyWaitCntInsertionPass", stdin=text)
    assert run.returncode == 0, run.stderr
    assert "s_wait_loadcnt 0\nv_mov_b32 v0, v1" in run.stdout


def _sarif_ok(doc):
    """The parts of SARIF 2.1.0 that viewers and code scanning read."""
    assert doc["version"] == "2.1.0" and doc["$schema"].endswith("sarif-2.1.0.json")
    (run,) = doc["runs"]
    rules = {r["id"] for r in run["tool"]["driver"]["rules"]}
    assert run["tool"]["driver"]["name"]
    for result in run["results"]:
        assert result["ruleId"] in rules
        assert result["level"] in ("error", "warning", "note", "none")
        assert result["message"]["text"]
        for loc in result["locations"] + result.get("relatedLocations", []):
            assert "physicalLocation" in loc or "logicalLocations" in loc
    return run["results"]


def test_sarif_from_the_validator_has_every_finding_located():
    run = cli("--arch", "gfx1200", str(REPORT), "--WaitCntValidationCheckPass",
              "--diagnostics-format=sarif")
    assert run.returncode == 1
    results = _sarif_ok(json.loads(run.stderr))
    missing = [r for r in results if r["ruleId"] == "missing-wait"]
    assert len(missing) == 3
    lines = [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in missing]
    assert lines == sorted(lines)
    assert all(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith(
        "validator-report.s") for r in missing)
    assert [r["ruleId"] for r in results].count("cannot-verify") == 1
    # each missing wait's note (the producer) is a related location
    assert all(r.get("relatedLocations") for r in missing)


def test_json_diagnostics_and_errors_of_the_input():
    run = cli("--arch", "gfx1200", str(REPORT), "--WaitCntValidationCheckPass",
              "--diagnostics-format=json")
    doc = json.loads(run.stderr)
    errors = [d for d in doc["diagnostics"] if d["level"] == "error"]
    assert len(errors) == 4 and all(d["file"].endswith("validator-report.s") for d in errors)
    bad = cli("--arch", "gfx1200", "-", "--input-format=asm", "--diagnostics-format=json",
              "--StinkyWaitCntInsertionPass", stdin="k:\n  v_mov_b32 v0, v999\n")
    assert bad.returncode == 1
    (diag,) = [d for d in json.loads(bad.stderr)["diagnostics"] if d["level"] == "error"]
    assert diag["line"] == 2 and diag["file"] == "<stdin>"


def test_diagnostics_format_is_checked():
    run = cli("--arch", "gfx1200", str(REPORT), "--diagnostics-format=xml")
    assert run.returncode == 2 and "--diagnostics-format" in run.stderr


@pytest.mark.parametrize("fmt", ["json", "sarif"])
def test_waitcheck_documents(fmt):
    run = cli(str(REPORT), "--arch", "gfx1200", "--diagnostics-format", fmt,
              module="stinkytofu_opt.waitcheck")
    assert run.returncode == 1
    doc = json.loads(run.stdout)
    if fmt == "json":
        assert doc["format"] == "stinkytofu-waitcheck/1"
        return
    results = _sarif_ok(doc)
    assert any(r["ruleId"] == "missing-wait" and
               r["locations"][0]["physicalLocation"]["region"]["startLine"] > 0
               for r in results)
