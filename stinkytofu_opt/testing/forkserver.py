"""A fork server for the lit suite: stinkytofu-opt started once, forked per RUN line.

Most of a small test command's CPU is start-up (the interpreter, the package's
imports, building the target description: about 100 ms of a 110 ms run), and the
suite starts some 400 of them. lit.cfg.py starts this server once per lit run
(``start``) and gives ``%stinkytofu-opt`` a small client (``forkclient.py``, run
with ``python -S -I``, about a tenth of the start-up) that hands its command line,
working directory, environment and standard streams (the file descriptors
themselves) to the server. The server has imported every pass, reader and
printer and built every target; for each command it forks, and the child runs
the console entry (``driver.console_main``) as the command's own process would:
same streams, directory, environment and exit status, which the client exits
with. A child's state dies with it, so commands share only the work done
before the fork.

The server leaves when the lit process that started it does (polled twice a
second), and writes its CPU seconds and its children's to ``forkserver.log``
beside the socket's directory in the exec root (benchmarks/README.md). If it
is not there, the client runs the real command instead (``os.execv``); lit
parameter ``FORKSERVER=0`` turns it off.
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import struct
import sys
import tempfile
import time

ENV_SOCKET = "STINKYTOFU_FORKSERVER"
CLIENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "forkclient.py")


def start(opt_command: str, python: str, root: str, log_dir: str) -> tuple[str, str] | None:
    """Start a server for this lit run (or find the one an enclosing lit run started):
    (the command line for ``%stinkytofu-opt``, the socket path), or None where
    Unix sockets or fork are missing. ``opt_command`` is the real command (shell
    words, the first an executable path), which the client falls back to."""
    if not hasattr(os, "fork") or not hasattr(socket, "AF_UNIX") \
            or not hasattr(socket, "send_fds"):
        return None
    import shlex

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
    return shlex.join(client_argv(path, shlex.split(opt_command), python)), path


def client_argv(path: str, real: list[str], python: str = sys.executable) -> list[str]:
    """The command that runs stinkytofu-opt through the server at ``path``, falling
    back to the ``real`` command (its words); the tool's arguments follow."""
    return [python, "-S", "-I", CLIENT, path, str(len(real)), *real]


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
    """Import what commands import and build every target: the work they share."""
    from stinkytofu_opt import api, driver  # noqa: F401
    from stinkytofu_opt.passes.registry import available_passes
    from stinkytofu_opt.target.loader import available_archs, get_target

    available_passes()
    for arch in available_archs():
        get_target(arch)
    for name in ("stinkytofu_opt.text.stir_parser", "stinkytofu_opt.text.stir_printer",
                 "stinkytofu_opt.text.asm_emitter"):
        try:
            __import__(name)
        except ImportError:   # (a module another branch renamed: only a lost head start)
            pass


def serve(path: str, watch_pid: int) -> None:
    _preload()
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
        for leftover in (path, os.path.dirname(path)):
            try:
                (os.unlink if leftover == path else os.rmdir)(leftover)
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
    data, fds, _flags, _addr = socket.recv_fds(conn, 1 << 16, 3)
    while len(data) < 4:
        more = conn.recv(1 << 16)
        if not more:
            raise EOFError
        data += more
    (size,) = struct.unpack("!I", data[:4])
    while len(data) < 4 + size:
        more = conn.recv(1 << 16)
        if not more:
            raise EOFError
        data += more
    return json.loads(data[4:4 + size]), fds


def _child(conn) -> None:
    status = 70
    real_exit = os._exit
    try:
        request, fds = _recv_request(conn)
    except (EOFError, OSError, ValueError):
        real_exit(status)          # a probe (start's _listening) or a client that left
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
        sys.argv = request["argv"]
        signal.signal(signal.SIGINT, signal.default_int_handler)

        def report_and_exit(code):
            try:
                conn.sendall(struct.pack("!i", code))
            except OSError:
                pass
            real_exit(code)

        os._exit = report_and_exit
        from stinkytofu_opt.driver import console_main

        console_main()     # leaves through os._exit
    except SystemExit as exc:
        status = exc.code if isinstance(exc.code, int) else 1
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
    try:
        conn.sendall(struct.pack("!i", status))
    finally:
        real_exit(status)


if __name__ == "__main__":
    serve(sys.argv[1], int(sys.argv[2]))
