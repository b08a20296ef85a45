"""The client of the lit suite's fork server (forkserver.py); stdlib only, run as

    python -S -I forkclient.py SOCKET N REAL_COMMAND_WORD... [ARG...]

(the real command in N words, e.g. ``1 /venv/bin/stinkytofu-opt`` or ``3 python -m
stinkytofu_opt``). It hands its arguments, working directory, environment and open
standard streams to the server and exits with the status of the command the server
ran for it. With no server listening it runs the real command itself (``os.execv``)."""

import json
import os
import socket
import struct
import sys


def main() -> None:
    path, words = sys.argv[1], int(sys.argv[2])
    real = sys.argv[3:3 + words]
    args = sys.argv[3 + words:]
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        conn.connect(path)
    except OSError:
        os.execv(real[0], [*real, *args])
    fds = []
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:     # closed by the caller (>&-)
            continue
        fds.append(fd)
    payload = json.dumps({"argv": [real[-1], *args], "cwd": os.getcwd(),
                          "env": dict(os.environ), "fds": fds}).encode()
    socket.send_fds(conn, [struct.pack("!I", len(payload)) + payload], fds)
    reply = b""
    while len(reply) < 4:
        chunk = conn.recv(4 - len(reply))
        if not chunk:
            os.write(2, b"stinkytofu-opt: the lit fork server lost the command\n")
            os._exit(70)
        reply += chunk
    os._exit(struct.unpack("!i", reply)[0])


main()
