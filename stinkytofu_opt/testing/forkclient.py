"""The client of the lit suite's fork server (forkserver.py), run as

    python -S -I forkclient.py SOCKET N REAL_COMMAND_WORD... [ARG...]

(the real command in N words, e.g. ``1 /venv/bin/stinkytofu-opt`` or ``3 python -m
stinkytofu_opt``). It hands its arguments, working directory, environment and open
standard streams to the server and exits with the status of the command the server
ran for it. With no server listening it runs the real command itself (``execv``).

forkclient.c is the same client in C (forkserver.start compiles it where it can). This one
imports only the interpreter's built-in ``posix`` and the ``_socket`` extension:
``json``, ``socket`` and ``struct`` (through ``re`` and ``enum``) tripled its start-up,
to about 33 ms of CPU per RUN line, more than most commands it forwards cost. The
request's format is described at ``forkserver._recv_request``."""

import _socket
import posix
import sys


def main() -> None:
    path, words = sys.argv[1], int(sys.argv[2])
    real = sys.argv[3:3 + words]
    args = sys.argv[3 + words:]
    conn = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        conn.connect(path)
    except OSError:
        posix.execv(real[0], [*real, *args])
    fds = []
    for fd in (0, 1, 2):
        try:
            posix.fstat(fd)
        except OSError:     # closed by the caller (>&-)
            continue
        fds.append(fd)
    encoding = sys.getfilesystemencoding()
    command = [word.encode(encoding, "surrogateescape") for word in [*real, *args]]
    fields = [b"%d" % len(fds), *(b"%d" % fd for fd in fds), b"%d" % len(command), *command,
              posix.getcwdb(),
              *(key + b"=" + value for key, value in posix.environ.items())]
    body = b"\0".join(fields)
    rights = b"".join(fd.to_bytes(4, sys.byteorder) for fd in fds)
    conn.sendmsg([len(body).to_bytes(4, "big") + body],
                 [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, rights)] if fds else [])
    reply = b""
    while len(reply) < 4:
        chunk = conn.recv(4 - len(reply))
        if not chunk:
            posix.write(2, b"stinkytofu-opt: the lit fork server lost the command\n")
            posix._exit(70)
        reply += chunk
    posix._exit(int.from_bytes(reply, "big", signed=True))


main()
