"""The lit suite's fork server (stinkytofu_opt/testing/forkserver.py): a command run
through it has the streams, working directory, environment and exit status of the
same command run afresh; with no server the client runs the real command."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from stinkytofu_opt.testing import forkserver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REAL = [sys.executable, "-m", "stinkytofu_opt"]
PROGRAM = ('st.func @f() {\n^bb0:\n  v1 = "st.ds_load_b32"(v250) { mod.ds = { na = 1, '
           'offset = 0, gds = false } }\n  v2 = "st.v_add_f32"(v1, v3)\n  "st.s_endpgm"()\n}\n')

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and Unix sockets")


@pytest.fixture(scope="module", params=["python-client", "c-client"])
def server(request, tmp_path_factory):
    """A server, and the client that client_argv picks for it: the C client compiled
    beside the socket (as forkserver.start does), or the Python client."""
    directory = tmp_path_factory.mktemp("fork")
    if request.param == "c-client" and forkserver.compile_client(str(directory)) is None:
        pytest.skip("no C compiler: only the Python client serves")
    path = str(directory / "socket")
    env = dict(os.environ, PYTHONPATH=ROOT)
    proc = subprocess.Popen([sys.executable, "-m", "stinkytofu_opt.testing.forkserver", path,
                             str(os.getpid())], env=env, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 600   # (a start-up bound, not a timing: a loaded machine)
    while not os.path.exists(path):
        assert proc.poll() is None and time.monotonic() < deadline, "server did not start"
        time.sleep(0.05)
    client = forkserver.client_argv(path, REAL)[0]
    assert (client == sys.executable) == (request.param == "python-client")
    yield path
    proc.kill()
    proc.wait()


def _run(argv, tmp_path, stdin=None, env_extra=None):
    env = dict(os.environ, PYTHONPATH=ROOT, **(env_extra or {}))
    proc = subprocess.run(argv, input=stdin, capture_output=True, text=True, cwd=tmp_path,
                          env=env)
    return proc.returncode, proc.stdout, proc.stderr


CASES = [
    (["--version"], None),
    (["-", "--StinkyBuildImplicitDependencyPass", "--StinkyWaitCntInsertionPass",
      "--print-output"], PROGRAM),                               # stdin, stdout
    (["in.stir", "--StinkyBuildImplicitDependencyPass", "--StinkyWaitCntInsertionPass",
      "--print-output", "--remarks"], None),                    # relative path: the cwd
    (["missing.stir", "--print-output"], None),                 # error, exit 1
    (["in.stir", "--NoSuchPass"], None),                        # usage error, exit 2
]


@pytest.mark.parametrize("args,stdin", CASES)
def test_same_as_a_fresh_process(server, tmp_path, args, stdin):
    (tmp_path / "in.stir").write_text(PROGRAM)
    fresh = _run([*REAL, *args], tmp_path, stdin)
    forked = _run([*forkserver.client_argv(server, REAL), *args], tmp_path, stdin)
    assert forked == fresh


def test_output_file_and_environment(server, tmp_path):
    (tmp_path / "in.stir").write_text(PROGRAM)
    args = ["in.stir", "--StinkyBuildImplicitDependencyPass", "--StinkyWaitCntInsertionPass",
            "--print-output", "-o", "out.stir"]
    forked = _run([*forkserver.client_argv(server, REAL), *args], tmp_path)
    assert forked[0] == 0 and "s_wait_dscnt" in (tmp_path / "out.stir").read_text()
    # Pass options may come from the environment (driver: make_pass(..., os.environ)):
    # the command sees the client's, not the server's.
    args = ["in.stir", "--InsertClusterBarrierPass=isKernelScope=0,rule3", "--print-output"]
    for value in ("0", "2"):
        env = {"PrefetchLocalRead": value, "PrefetchGlobalRead": "2"}
        fresh = _run([*REAL, *args], tmp_path, env_extra=env)
        forked = _run([*forkserver.client_argv(server, REAL), *args], tmp_path, env_extra=env)
        assert forked == fresh


def test_another_program_runs_as_a_subprocess(server, tmp_path):
    missing = str(tmp_path / "no-such-program")
    status, _out, err = _run(forkserver.client_argv(server, [missing]), tmp_path)
    assert status == 127 and "no-such-program" in err


def test_without_a_server_the_real_command_runs(tmp_path):
    args = ["--version"]
    gone = forkserver.client_argv(str(tmp_path / "no-socket"), REAL)
    assert _run([*gone, *args], tmp_path) == _run([*REAL, *args], tmp_path)


SCRIPT = """\
import os, sys
print(__name__, sys.argv, os.path.basename(os.getcwd()), sys.stdin.read().upper())
print(__file__ == os.path.abspath("script.py"), sys.path[0] == os.path.realpath(os.getcwd()))
print("to stderr", file=sys.stderr)
if sys.argv[1] == "fork":          # a process the script forks ends first, with 0
    if os.fork() == 0:
        os._exit(0)
    os.wait()
    sys.exit(3)
if sys.argv[1] == "message":
    sys.exit("a message on stderr, status 1")
"""


@pytest.mark.parametrize("args", [["plain", "x y"], ["fork"], ["message"]])
def test_a_python_script_as_a_fresh_interpreter_runs_it(server, tmp_path, args):
    (tmp_path / "script.py").write_text(SCRIPT)
    python = [sys.executable]
    fresh = _run([*python, "script.py", *args], tmp_path, "stdin text")
    forked = _run([*forkserver.client_argv(server, python), "script.py", *args], tmp_path,
                  "stdin text")
    assert forked == fresh
    assert fresh[1].startswith("__main__")


@pytest.mark.parametrize("args", [["-m", "stinkytofu_opt.waitcheck", "--help"],
                                  ["missing.py", "a"],
                                  ["-m", "stinkytofu_opt.waitcheck", "missing.o"],
                                  ["-c", "import sys; print(sys.argv); sys.exit(4)", "a"],
                                  ["-X", "dev", "-c", "print(1)"]])
def test_a_module_or_other_python_options(server, tmp_path, args):
    python = [sys.executable]
    fresh = _run([*python, *args], tmp_path)
    forked = _run([*forkserver.client_argv(server, python), *args], tmp_path)
    assert forked == fresh
