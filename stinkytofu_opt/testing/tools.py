"""Where the programs that tests call are found.

One place for lit.cfg.py, ``stinkytofu-check`` and the suite runner, so all three
test the same stinkytofu-opt: the one installed with the Python that runs them.
Each function returns a shell command string (paths quoted as needed), because
RUN lines are shell text and the reference runner splices the opt command in as
text too.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys

_BIN_DIR = os.path.dirname(sys.executable)


def _beside_python(name: str) -> str | None:
    """The console script `name` installed next to the running Python, if any."""
    path = os.path.join(_BIN_DIR, name)
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


def python_command() -> str:
    return shlex.quote(sys.executable)


def opt_command() -> str:
    """The installed ``stinkytofu-opt`` script, else ``python -m stinkytofu_opt``
    (which also works from a checkout that is not installed)."""
    script = _beside_python("stinkytofu-opt")
    if script:
        return shlex.quote(script)
    return f"{python_command()} -m stinkytofu_opt"


def filecheck_command(requested: str | None = None) -> str:
    """The checker for LLVM-style tests.

    `requested` (a path or a name on PATH, e.g. LLVM's FileCheck) wins; otherwise
    the ``filecheck`` package installed with this Python is used.
    """
    if requested:
        found = shutil.which(requested)
        if found is None:
            raise LookupError(f"FileCheck program not found: {requested}")
        return shlex.quote(found)
    script = _beside_python("filecheck") or shutil.which("filecheck")
    if script:
        return shlex.quote(script)
    return f"{python_command()} -m filecheck"


def lit_argv() -> list[str]:
    """lit run by this Python (the lit package has no ``python -m lit``)."""
    return [sys.executable, "-c", "import sys; from lit.main import main; sys.exit(main())"]


def precompile_package() -> bool:
    """Write the package's bytecode caches before starting many tool processes.

    With PYTHONDONTWRITEBYTECODE set (as on this project's CI machines) an editable
    install never caches bytecode, and every process would compile the modules it
    imports again: 40 ms of a 70 ms wait-insertion test. Up-to-date caches are
    left alone; a read-only installation is not an error (False)."""
    import compileall

    import stinkytofu_opt

    return bool(compileall.compile_dir(os.path.dirname(stinkytofu_opt.__file__), quiet=2))
