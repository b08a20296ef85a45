"""Test harness of stinkytofu-opt.

Two ways to run a test file, one set of rules:

* ``stinkytofu-check`` (:mod:`.check`) clones the reference project's own runner,
  so the reference corpus runs here exactly as it runs there;
* ``lit test/`` uses :mod:`.litformat`, which runs a reference-style file with the
  same rules and hands an LLVM-style file (RUN lines piped into FileCheck) to lit.

:mod:`.directives` holds the reference semantics (directive parsing and matching),
:mod:`.reference` runs one reference-style file, :mod:`.styles` tells the two
conventions apart, :mod:`.tools` finds the programs the tests call, and
:mod:`.run_all` runs the whole suite (lit and pytest) for CI.
"""
