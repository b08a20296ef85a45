"""A fork server for the lit suite: the package loaded once, forked per RUN line.

Most of a small test command's CPU is start-up (the interpreter, the package's
imports, building the target descriptions: about 100 ms of a 110 ms run), and the
suite starts some 500 of them. lit.cfg.py starts this server once per lit run
(``start``) and gives ``%stinkytofu-opt``, ``%waitcheck`` and ``%python`` a small
client (``forkclient.c``, compiled by ``start`` where a C compiler is found, else
``forkclient.py`` run with ``python -S -I``) that hands its command line, working directory, environment and
standard streams (the file descriptors themselves) to the server. The server has
imported every module of the package and built every target; for each command it
forks, and the child runs the command as its own process would (``_run``: the
console entry, a module or a script in this interpreter): same streams, directory,
environment and exit status, which the client exits with. A child's state dies
with it, so commands share only the work done before the fork.

The server leaves when the lit process that started it does (polled twice a
second), and writes its CPU seconds and its children's to ``forkserver.log``
beside the socket's directory in the exec root (benchmarks/README.md). If it
is not there, the client runs the real command instead (``os.execv``); lit
parameter ``FORKSERVER=0`` turns it off.
"""

from __future__ import annotations

import gc
import os
import select
import signal
import socket
import sys
import tempfile
import time
import types

ENV_SOCKET = "STINKYTOFU_FORKSERVER"
CLIENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "forkclient.py")
# The same client in C, compiled beside the socket by ``start`` where a compiler is found.
C_CLIENT_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "forkclient.c")
C_CLIENT_NAME = "forkclient"


def start(python: str, root: str, log_dir: str) -> str | None:
    """Start a server for this lit run (or find the one an enclosing lit run started),
    with the C client compiled beside its socket, and return the socket path, or None
    where Unix sockets or fork are missing."""
    if not hasattr(os, "fork") or not hasattr(socket, "AF_UNIX") \
            or not hasattr(socket, "send_fds"):
        return None
    path = os.environ.get(ENV_SOCKET)
    if not path or not _listening(path):
        path = os.path.join(tempfile.mkdtemp(prefix="stinkytofu-fork-"), "socket")
        os.makedirs(log_dir, exist_ok=True)
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(
            p for p in (root, os.environ.get("PYTHONPATH")) if p))
        import subprocess

        with open(os.path.join(log_dir, "forkserver.log"), "a") as log:
            subprocess.Popen([python, "-m", "stinkytofu_opt.testing.forkserver", path,
                              str(os.getpid())], stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=log, env=env, cwd=root,
                             start_new_session=True)
            compile_client(os.path.dirname(path), log)
    return path


def compile_client(directory: str, log=None) -> str | None:
    """Compile the C client into ``directory`` (about 0.1 s, once per lit run): its
    path, or None without a C compiler or when it fails (reported to ``log``); the
    Python client serves then."""
    import shutil
    import subprocess

    compiler = next((c for c in (os.environ.get("CC"), "cc", "gcc", "clang")
                     if c and shutil.which(c)), None)
    if compiler is None:
        return None
    target = os.path.join(directory, C_CLIENT_NAME)
    run = subprocess.run([compiler, "-O2", "-o", target + ".tmp", C_CLIENT_SOURCE],
                         stdin=subprocess.DEVNULL, capture_output=True, text=True)
    if run.returncode != 0:
        if log is not None:
            log.write(f"forkserver: the C client did not compile ({compiler}): "
                      f"{run.stderr.strip()}; the Python client serves\n")
        return None
    os.rename(target + ".tmp", target)
    return target


def served_command(path: str, command: str, python: str = sys.executable) -> str:
    """The shell command that runs ``command`` (shell words, the first an executable
    path) through the server at ``path``, or for real when no server listens."""
    import shlex

    return shlex.join(client_argv(path, shlex.split(command), python))


def client_argv(path: str, real: list[str], python: str = sys.executable) -> list[str]:
    """The command that runs ``real`` (its words) through the server at ``path``,
    falling back to running it for real; its arguments follow. The C client where
    ``start`` compiled one, else the Python client run by ``python``."""
    compiled = os.path.join(os.path.dirname(path), C_CLIENT_NAME)
    client = [compiled] if os.access(compiled, os.X_OK) else [python, "-S", "-I", CLIENT]
    return [*client, path, str(len(real)), *real]


def _listening(path: str) -> bool:
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.connect(path)
    except OSError:
        return False
    finally:
        probe.close()
    return True


# ---------------------------------------------------------------------- the server
def _preload() -> None:
    """Import every module of the package (but the test harness) and build every
    target: the work commands share. (A module imported on first use, such as the
    assembly reader, would otherwise be imported again by every command.)"""
    import pkgutil

    import stinkytofu_opt
    from stinkytofu_opt.passes.registry import available_passes
    from stinkytofu_opt.target.loader import available_archs, get_target

    for module in pkgutil.walk_packages(stinkytofu_opt.__path__, "stinkytofu_opt."):
        if not module.name.endswith("__main__") \
                and not module.name.startswith("stinkytofu_opt.testing"):
            __import__(module.name)
    available_passes()
    for arch in available_archs():
        get_target(arch)


def serve(path: str, watch_pid: int) -> None:
    _preload()
    # Out of the collector's sight: a full collection in a child would touch (and so
    # copy) every preloaded object's page, about 30 ms a command that does not
    # disable the collector as stinkytofu-opt does (scripts, waitcheck).
    gc.freeze()
    sys.stdout.flush()
    sys.stderr.flush()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path + ".tmp")
    os.rename(path + ".tmp", path)      # clients connect only once it listens
    server.listen(64)
    served = 0
    try:
        while True:
            ready, _, _ = select.select([server], [], [], 0.5)
            _reap()
            if not _alive(watch_pid):
                break
            if not ready:
                continue
            conn, _ = server.accept()
            if os.fork() == 0:
                server.close()
                _child(conn)            # never returns
            conn.close()
            served += 1
    finally:
        server.close()
        directory = os.path.dirname(path)
        for leftover in (path, os.path.join(directory, C_CLIENT_NAME), directory):
            try:
                (os.rmdir if leftover == directory else os.unlink)(leftover)
            except OSError:
                pass
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and _reap(block=True):
            pass
        me, kids = (os.times()[:2], os.times()[2:4])
        sys.stderr.write(f"forkserver {os.getpid()}: {served} commands; CPU s: server "
                         f"{sum(me):.2f}, commands {sum(kids):.2f}\n")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _reap(block: bool = False) -> bool:
    """Collect finished children (their CPU time then counts as this process's
    children's); whether any child is left."""
    while True:
        try:
            pid, _ = os.waitpid(-1, 0 if block else os.WNOHANG)
        except ChildProcessError:
            return False
        if pid == 0:
            return True


def _recv_request(conn):
    """One request: a 4-byte big-endian length, then NUL-separated fields: the number
    of standard streams sent and their numbers (0-2; the descriptors themselves come
    as SCM_RIGHTS), the number of arguments and the arguments (argv[0] first), the
    working directory, then ``NAME=VALUE`` per environment variable, all bytes in
    the file-system encoding (forkclient.c and forkclient.py write it)."""
    data, fds, _flags, _addr = socket.recv_fds(conn, 1 << 16, 3)
    while len(data) < 4:
        more = conn.recv(1 << 16)
        if not more:
            raise EOFError
        data += more
    size = int.from_bytes(data[:4], "big")
    while len(data) < 4 + size:
        more = conn.recv(1 << 16)
        if not more:
            raise EOFError
        data += more
    fields = [os.fsdecode(field) for field in data[4:4 + size].split(b"\0")]
    streams = int(fields[0])
    sent = [int(fd) for fd in fields[1:1 + streams]]
    at = 1 + streams
    argc = int(fields[at])
    argv = fields[at + 1:at + 1 + argc]
    cwd = fields[at + 1 + argc]
    env = dict(entry.partition("=")[::2] for entry in fields[at + 2 + argc:])
    return {"fds": sent, "argv": argv, "cwd": cwd, "env": env}, fds


def _run(argv: list[str]) -> None:
    """Run the command ``argv`` in this forked child as its own process would: the
    installed ``stinkytofu-opt`` script, or this interpreter running a module
    (``-m``) or a script; anything else (other options, another program) is
    run as a subprocess. Returns when the command ends without exiting."""
    if os.path.basename(argv[0]) == "stinkytofu-opt":
        from stinkytofu_opt.driver import console_main

        sys.argv = argv
        console_main()
        return
    if len(argv) >= 2 and os.path.realpath(argv[0]) == os.path.realpath(sys.executable):
        if argv[1] == "-m" and len(argv) >= 3:
            import runpy

            sys.argv = [argv[2], *argv[3:]]
            sys.path[0] = os.getcwd()
            runpy.run_module(argv[2], run_name="__main__", alter_sys=True)
            return
        if not argv[1].startswith("-"):
            _run_script(argv[0], argv[1:])
            return
    import subprocess

    try:
        code = subprocess.call(argv)
    except OSError as err:             # as a shell reports a command it cannot run
        print(f"{argv[0]}: {err.strerror}", file=sys.stderr)
        raise SystemExit(127) from None
    raise SystemExit(code if code >= 0 else 128 - code)   # (a signal, as a shell reports it)


def _run_script(python: str, argv: list[str]) -> None:
    """``python SCRIPT ARG...`` as the interpreter runs it: ``__file__`` absolute,
    ``sys.path[0]`` the script's real directory, ``sys.argv[0]`` as given (which
    runpy.run_path would replace by the path), exit status 2 for a missing file."""
    path = os.path.abspath(argv[0])
    try:
        with open(path, "rb") as source:
            text = source.read()
    except OSError as err:
        print(f"{python}: can't open file {path!r}: [Errno {err.errno}] {err.strerror}",
              file=sys.stderr)
        raise SystemExit(2) from None
    code = compile(text, path, "exec")
    sys.argv = argv
    sys.path[0] = os.path.dirname(os.path.realpath(path))
    main = types.ModuleType("__main__")
    main.__file__ = path
    sys.modules["__main__"] = main
    exec(code, main.__dict__)


def _child(conn) -> None:
    real_exit = os._exit
    try:
        request, fds = _recv_request(conn)
    except (EOFError, OSError, ValueError):
        real_exit(70)          # a probe (start's _listening) or a client that left
    command_pid = os.getpid()

    def report_and_exit(code):
        if os.getpid() == command_pid:      # (not a process the command forked)
            try:
                conn.sendall(code.to_bytes(4, "big", signed=True))
            except OSError:
                pass
        real_exit(code)

    try:
        sent = request["fds"]
        for fd in (0, 1, 2):
            if fd in sent:
                os.dup2(fds[sent.index(fd)], fd)
            else:
                os.close(fd)
        for fd in fds:
            if fd > 2:
                os.close(fd)
        sys.stdin = sys.stdin if 0 in sent else None
        sys.stdout = sys.stdout if 1 in sent else None
        sys.stderr = sys.stderr if 2 in sent else None
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        signal.signal(signal.SIGINT, signal.default_int_handler)
        os._exit = report_and_exit
        _run(request["argv"])
        status = 0
    except SystemExit as exc:        # as the interpreter ends on one
        status = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
        if not isinstance(exc.code, int) and exc.code is not None and sys.stderr is not None:
            print(exc.code, file=sys.stderr)
    except BaseException:  # noqa: BLE001 - reported as the process would have
        import traceback

        traceback.print_exc()
        status = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except OSError:
            pass
    report_and_exit(status)


if __name__ == "__main__":
    serve(sys.argv[1], int(sys.argv[2]))
