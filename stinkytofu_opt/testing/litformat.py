"""A lit test format that runs both test conventions found in ``test/``.

* **LLVM style**, e.g. ``// RUN: %stinkytofu-opt %s | FileCheck %s``: handed to
  lit's ShTest with the internal shell, so pipes, ``not``, ``%t``, several RUN
  lines and ``XFAIL:``/``REQUIRES:`` feature expressions mean what they mean in
  LLVM.
* **Reference style**, the reference runner's own convention, e.g. one
  ``# RUN: %stinkytofu-opt --arch gfx1250 %s --SomePass --print-output`` line
  and ``# CHECK...:`` lines with no FileCheck: run with the reference rules (see
  :mod:`.reference`), so a file gets the same verdict here as from
  ``stinkytofu-check``. Its ``# XFAIL: <prose>`` note is never given to lit,
  which would read it as a feature expression: as in the reference, it turns a
  non-zero exit status into a note and does not invert the verdict.

The rule that tells them apart is in :mod:`.styles`. In short: a file whose
directives are all ``#`` lines, which has ``# CHECK`` lines, and whose ``# RUN:``
commands use neither FileCheck nor lit-only syntax (``not``, ``%t``, ``%S``,
``%{...}``, a trailing ``\\``) is reference style; anything else is LLVM style.
An LLVM-style file with CHECK lines that no FileCheck reads is UNRESOLVED
rather than a silent pass.

A reference-style command gets only the two substitutions the reference knows:
``%stinkytofu-opt`` (the value lit.cfg.py gives that substitution) and ``%s``. It
runs with ``/bin/sh`` in the test's directory under the exec root, with lit's
environment and ``--timeout``.
"""

from __future__ import annotations

import os

import lit.formats
import lit.Test

from .reference import ReferenceTest, decode, read_test, run_shell
from .styles import classify

OPT_SUBSTITUTION = "%stinkytofu-opt"


class StinkyTofuTest(lit.formats.ShTest):
    """lit's ShTest, plus the reference convention (see the module doc)."""

    def __init__(self):
        super().__init__(execute_external=False)

    def execute(self, test, lit_config):
        if test.config.unsupported:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "Test is unsupported")
        try:
            text = read_test(test.getSourcePath())
        except OSError as err:
            return lit.Test.Result(lit.Test.UNRESOLVED, f"cannot read test: {err}")
        style = classify(text)
        if style.reference:
            return self._execute_reference(test, lit_config, text)
        if style.unread_checks:
            return lit.Test.Result(lit.Test.UNRESOLVED, (
                "this file has CHECK lines, but it runs as an LLVM-style lit test "
                f"({style.reason}) and no RUN line pipes into FileCheck, so nothing "
                "would read them. Add '| FileCheck %s', or write it in the reference "
                "style ('#' directives, no FileCheck, no lit-only syntax)."))
        return super().execute(test, lit_config)

    @staticmethod
    def _opt_command(test):
        for pattern, value in test.config.substitutions:
            if pattern == OPT_SUBSTITUTION:
                return value
        return None

    def _execute_reference(self, test, lit_config, text):
        path = test.getSourcePath()
        opt = self._opt_command(test)
        if opt is None:
            return lit.Test.Result(lit.Test.UNRESOLVED, (
                f"lit.cfg.py defines no {OPT_SUBSTITUTION} substitution, which a "
                "reference-style test needs"))
        reference = ReferenceTest(path, text)
        command = reference.command(opt)
        if lit_config.noExecute:
            return lit.Test.Result(lit.Test.PASS)

        log = ["Reference-style test ('# RUN:' without FileCheck, '# CHECK' "
               "lines), run as stinkytofu-check runs it.",
               *reference.warnings(), f"$ {command}"]
        exec_dir = os.path.dirname(test.getExecPath())
        timeout = lit_config.maxIndividualTestTime or None
        try:
            os.makedirs(exec_dir, exist_ok=True)
            result = run_shell(command, cwd=exec_dir, env=test.config.environment,
                               timeout=timeout, capture_stderr=True)
        except OSError as err:
            log.append(f"Error: failed to execute: {err}")
            return lit.Test.Result(lit.Test.FAIL, "\n".join(log) + "\n")
        for name, data in (("stdout (checked)", result.stdout),
                           ("stderr (not checked)", result.stderr)):
            if data:
                log += [f"Command {name}:", "--", decode(data).rstrip("\n"), "--"]
        if result.timed_out:
            log.append(f"Timeout: the command ran longer than {timeout} s")
            return lit.Test.Result(lit.Test.TIMEOUT, "\n".join(log) + "\n")
        passed, messages = reference.judge(result.status, result.stdout)
        log += messages
        code = lit.Test.PASS if passed else lit.Test.FAIL
        return lit.Test.Result(code, "\n".join(log) + "\n")
