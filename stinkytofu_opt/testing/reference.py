"""Running one reference-style test file, as the reference ``stinkytofu-check`` does.

The RUN command (``%stinkytofu-opt`` replaced first, then ``%s``) runs through
``/bin/sh``; only its stdout is checked, so stderr is seen only where the RUN line
folds it in with ``2>&1``. The exit status never decides the verdict: a non-zero
status is a warning, or a note when the file carries an ``XFAIL`` line, and the
CHECK lines are verified either way. ``XFAIL`` is a free-text note, not an
expected failure: it does not invert the result.

:class:`ReferenceTest` produces the reference's messages; :func:`run_shell` runs
the command. The command-line runner and the lit format both use them, so a file
gets the same verdict from ``stinkytofu-check`` and from ``lit``.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import signal
import subprocess

from .directives import parse_test, split_output, verify
from stinkytofu_opt.records import record


def read_test(path: str) -> str:
    """The text of a test file. Bytes that are not UTF-8 survive (as surrogate
    escapes) so that patterns and output compare byte for byte, as in C++."""
    with open(path, "rb") as handle:
        return decode(handle.read())


def decode(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def verdict_line(path: str, passed: bool) -> str:
    return f"{path}: {'PASSED' if passed else 'FAILED'}"


class ReferenceTest:
    """The directives of one file and the messages the reference prints for it."""

    def __init__(self, path: str, text: str):
        self.path = path
        self.spec = parse_test(text)

    def warnings(self) -> list[str]:
        """Lines that look like directives but are ignored (not in the reference)."""
        return [note.render(self.path) for note in self.spec.warnings]

    def error(self) -> str | None:
        """Why the file cannot run at all, worded as the reference words it."""
        if self.spec.run is None:
            return f"Error: no RUN: directive found in {self.path}"
        if not self.spec.checks:
            return f"Error: no CHECK directives found in {self.path}"
        return None

    def command(self, opt: str) -> str:
        """The RUN command with ``%stinkytofu-opt`` and then ``%s`` substituted.

        `opt` is shell text (it may be ``python -m stinkytofu_opt``); the file
        path is quoted only if it needs to be, which the reference does not do.
        """
        assert self.spec.run is not None, "command() called on a file without RUN:"
        return self.spec.run.replace("%stinkytofu-opt", opt).replace(
            "%s", shlex.quote(self.path))

    def judge(self, status: int, stdout: bytes) -> tuple[bool, list[str]]:
        """The verdict on the command's result, and the messages explaining it:
        the exit-status note, every failed directive, then PASSED or FAILED."""
        messages = []
        if status != 0:
            messages.append(self._status_note(status))
        failures = verify(self.spec.checks, split_output(decode(stdout)))
        for failure in failures:
            messages.extend(failure.render(self.path))
        passed = not failures
        messages.append(verdict_line(self.path, passed))
        return passed, messages

    def _status_note(self, status: int) -> str:
        if self.spec.xfail:
            return f"{self.path}: note: command exited non-zero (expected by XFAIL)"
        if status < 0:
            return f"Warning: command was killed by signal {-status}"
        return f"Warning: command exited with status {status}"


@record(frozen=True)
class ShellResult:
    status: int  # negative: killed by that signal
    stdout: bytes
    stderr: bytes  # empty unless captured
    timed_out: bool = False


def run_shell(command: str, *, cwd: str | None = None, env: dict | None = None,
              timeout: float | None = None, capture_stderr: bool = False
              ) -> ShellResult:
    """Run `command` with ``/bin/sh -c``, capturing stdout (and stderr if asked).

    The command gets its own process group, so that a timeout stops everything it
    started, not only the shell.
    """
    process = subprocess.Popen(
        ["/bin/sh", "-c", command], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE if capture_stderr else None,
        start_new_session=True)
    timed_out = False
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
    except BaseException:  # Ctrl-C: do not leave the command running behind us
        _kill_group(process)
        raise
    if timed_out:
        _kill_group(process)
        stdout, stderr = process.communicate()
    return ShellResult(process.returncode, stdout, stderr or b"", timed_out)


def _kill_group(process: subprocess.Popen) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()
