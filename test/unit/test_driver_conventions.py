"""The command line as new users and adversarial testers meet it (issue 15,
driver items): output onto special files, the default output, the LLVM and
MLIR spellings, closed streams, misuse exit statuses, option messages,
--help, and the interpreter left as found."""

from __future__ import annotations

import gc
import os
import stat
import subprocess
import sys
import threading

import pytest

from stinkytofu_opt.driver import help_text, main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "ds_reads_feed_wmma.stir")
REGION_S = os.path.join(ROOT, "test", "asm", "Inputs", "wait_region.s")
WAITS = ["--StinkyBuildImplicitDependencyPass", "--StinkyWaitCntInsertionPass"]
GOOD = 'st.func @f() {\n^entry:\n  v0 = "st.v_mov_b32"(1)\n}\n'
WARNS = 'st.func @f() {\n^entry:\n  "st.s_unheard_of"()\n}\n'


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "stinkytofu_opt", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT)


def shell(command: str) -> subprocess.CompletedProcess:
    exe = f"{sys.executable} -m stinkytofu_opt"
    return subprocess.run(["sh", "-c", command.replace("OPT", exe)], capture_output=True,
                          text=True, cwd=ROOT)


@pytest.fixture
def good(tmp_path):
    path = tmp_path / "good.stir"
    path.write_text(GOOD)
    return path


# -- 1: -o onto devices, FIFOs and symlinks ----------------------------------------------
def test_output_onto_a_fifo_writes_into_it(tmp_path, good):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    received: list[str] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()), daemon=True)
    reader.start()
    assert main([str(good), "-o", str(fifo)]) == 0
    reader.join(timeout=20)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert received and received[0].startswith("st.func @f() {")


def test_output_onto_a_character_device_keeps_the_device(tmp_path, good):
    node = tmp_path / "null"
    try:
        os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except (PermissionError, OSError):
        pytest.skip("creating a device node needs privileges")
    assert main([str(good), "-o", str(node)]) == 0
    assert stat.S_ISCHR(os.lstat(node).st_mode)


def test_output_onto_a_symlink_writes_its_target(tmp_path, good):
    target = tmp_path / "real" / "out.stir"
    target.parent.mkdir()
    target.write_text("old\n")
    os.chmod(target, 0o640)
    link = tmp_path / "link.stir"
    link.symlink_to(target)
    assert main([str(good), "-o", str(link)]) == 0
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text().startswith("st.func @f() {")
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640
    assert sorted(os.listdir(target.parent)) == ["out.stir"]   # no temporary left beside it


# -- 2: the IR is printed by default ------------------------------------------------------
def test_stir_input_prints_stir_by_default(good, capsys):
    assert main([str(good), "--RemoveInstructionPass=s_nop"]) == 0
    assert capsys.readouterr().out.startswith("st.func @f() {")


def test_output_file_without_an_output_flag_gets_the_ir(tmp_path, good):
    out = tmp_path / "o.stir"
    assert main([str(good), "-o", str(out)]) == 0
    assert out.read_text().startswith("st.func @f() {")


def test_asm_input_prints_assembly_by_default(capsys):
    assert main([REGION_S]) == 0
    assert capsys.readouterr().out.startswith('.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"')


# -- 4: --pass= and --pass-pipeline= ------------------------------------------------------
def test_pass_spellings_agree():
    plain = cli(EXAMPLE, *WAITS, "--StinkyWaitCntInsertionPass=disablePromotion")
    by_pass = cli(EXAMPLE, "--pass=StinkyBuildImplicitDependencyPass",
                  "--pass", "StinkyWaitCntInsertionPass",
                  "--StinkyWaitCntInsertionPass=disablePromotion")
    by_pipeline = cli(EXAMPLE, "--pass-pipeline=StinkyBuildImplicitDependencyPass,"
                               "StinkyWaitCntInsertionPass,StinkyWaitCntInsertionPass"
                               "{disablePromotion}")
    assert plain.returncode == 0 and "s_wait_tensorcnt" in plain.stdout
    assert by_pass.stdout == plain.stdout and by_pipeline.stdout == plain.stdout


@pytest.mark.parametrize("args, message", [
    (["--pass=NoSuchPass"], "unknown pass 'NoSuchPass' in --pass"),
    (["--pass="], "--pass needs a pass name"),
    (["--pass=StinkyWaitCntInsertionPass="], "empty option list"),
    (["--pass-pipeline=CFGBuilderPass{"], "never closed"),
    (["--pass-pipeline=CFGBuilderPass,"], "must follow the last ','"),
    (["--pass-pipeline=CFGBuilderPas"], "did you mean 'CFGBuilderPass'"),
    (["--pass-pipeline=,CFGBuilderPass"], "empty pass name"),
])
def test_pass_spelling_errors(good, capsys, args, message):
    assert main([str(good), *args]) == 2
    assert message in capsys.readouterr().err


# -- 5: single-dash long options, -mcpu, --debug -------------------------------------------
def test_single_dash_long_options(tmp_path):
    out = tmp_path / "o.stir"
    proc = cli("-arch", "gfx1250", EXAMPLE, "-StinkyBuildImplicitDependencyPass",
               "-StinkyWaitCntInsertionPass", "-split-input-file", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    assert out.read_text() == cli(EXAMPLE, *WAITS).stdout
    assert cli("-version").stdout.startswith("stinkytofu-opt ")


@pytest.mark.parametrize("flag, wanted, unwanted", [
    ("-mcpu=gfx1250", "--arch", None),
    ("--mcpu=gfx1250", "--arch", None),
    ("--debug-only=waitcnt", "not implemented", "--debug-pass"),
    ("--debug", "not implemented", "--debug-pass"),
])
def test_foreign_spellings_get_the_right_hint(good, capsys, flag, wanted, unwanted):
    assert main([str(good), flag]) == 2
    err = capsys.readouterr().err
    assert wanted in err and (unwanted is None or unwanted not in err)


# -- 10: closed standard streams ---------------------------------------------------------
def test_closed_stderr_keeps_the_status_and_the_output(tmp_path):
    path = tmp_path / "w.stir"
    path.write_text(WARNS)
    proc = shell(f"OPT {path} 2>&-")
    assert proc.returncode == 0 and proc.stdout.startswith("st.func @f() {")
    assert shell("OPT missing.stir 2>&-").returncode == 1


def test_closed_stdout_is_an_error_without_traceback(good):
    proc = shell(f"OPT {good} >&-")
    assert proc.returncode == 1
    assert "cannot write to standard output" in proc.stderr and "Traceback" not in proc.stderr


def test_closed_stdin_is_an_error_without_traceback():
    proc = shell("OPT - <&-")
    assert proc.returncode == 1
    assert "cannot read standard input" in proc.stderr and "Traceback" not in proc.stderr


# -- 13: misuse exits 2 ------------------------------------------------------------------
@pytest.mark.parametrize("args, message", [
    ([REGION_S, "--from-label", "nope", "--to-label", "label_LoopEndL", "--CFGBuilderPass"],
     "--from-label 'nope' not found"),
    (["--arch", "gfx942", EXAMPLE, "--WmmaHazardPass"], "gfx942 has no WMMA"),
])
def test_misuse_exits_2_with_the_tools_prefix(capsys, args, message):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("stinkytofu-opt: error: ") and message in err


# -- 14: option messages -----------------------------------------------------------------
def test_a_flag_where_a_value_belongs_names_the_expected_type(good, capsys):
    assert main([str(good), "--NumWaves", "-o"]) == 2
    err = capsys.readouterr().err
    assert "'--NumWaves' needs a value (an unsigned integer), got the option '-o'" in err
    assert main([str(good), "-o", "--print-output"]) == 2
    assert "'-o' needs a value (FILE)" in capsys.readouterr().err


def test_an_empty_pass_option_list_is_an_error(good, capsys):
    assert main([str(good), "--StinkyWaitCntInsertionPass="]) == 2
    assert "empty option list" in capsys.readouterr().err


def test_the_architecture_list_is_sorted_by_generation(good, capsys):
    assert main(["--arch", "gfx9", str(good)]) == 2
    listed = capsys.readouterr().err.split("(available: ")[1].rstrip(")\n").split(", ")
    assert listed == sorted(listed, key=lambda a: (len(a), a))
    assert listed.index("gfx1101") < listed.index("gfx1150")


# -- 16: --help names its metavariables ----------------------------------------------------
def test_help_names_the_metavariables():
    text = help_text()
    assert "-o FILE " in text and "--arch ARCH " in text and "--dot-cfg DIR " in text
    assert "--from-label LABEL " in text and "--pass NAME[=OPTS] " in text
    assert " VALUE " not in text


# -- 18: the interpreter is left as found ------------------------------------------------
def test_main_leaves_the_cycle_collector_enabled(good, capsys):
    assert gc.isenabled()
    assert main([str(good), *WAITS]) == 0
    assert gc.isenabled()
    assert main(["--arch", "gfx9", str(good)]) == 2
    assert gc.isenabled()
