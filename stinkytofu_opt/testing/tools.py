"""Where the programs that tests call are found.

One place for lit.cfg.py, ``stinkytofu-check`` and the suite runner, so all three
test the same stinkytofu-opt: the one installed with the Python that runs them.
Each function returns a shell command string (paths quoted as needed), because
RUN lines are shell text and the reference runner splices the opt command in as
text too.
"""

from __future__ import annotations

import importlib.util
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
    """The installed ``stinkytofu-opt`` script, else this checkout's package run
    as a file by this Python, which works from a checkout that is not installed
    and needs no PYTHONPATH (LLVM's lit points that at its own directory for the
    commands of a pipeline holding one of its builtins, ``not`` or ``diff``)."""
    script = _beside_python("stinkytofu-opt")
    if script:
        return shlex.quote(script)
    import stinkytofu_opt

    entry = os.path.join(os.path.dirname(os.path.abspath(stinkytofu_opt.__file__)), "__main__.py")
    return f"{python_command()} {shlex.quote(entry)}"


def opt_argv() -> list[str]:
    """The argument list that runs this checkout's stinkytofu-opt from a script: through
    the lit run's fork server when a test started the script (forkserver.py), else
    ``python -m stinkytofu_opt``. Arguments follow."""
    real = [sys.executable, "-m", "stinkytofu_opt"]
    path = os.environ.get("STINKYTOFU_FORKSERVER")
    if not path or not os.path.exists(path):
        return real
    from stinkytofu_opt.testing.forkserver import client_argv

    return client_argv(path, real)


# Where Debian/Ubuntu's llvm-N packages put LLVM's FileCheck (not on PATH by default).
LLVM_FILECHECK_PATHS = ("/usr/lib/llvm-19/bin/FileCheck",)

NO_FILECHECK = ("no FileCheck found for the LLVM-style tests: install the filecheck "
                "package for this Python ({python} -m pip install filecheck), set "
                "FILECHECK=/path/to/FileCheck (e.g. LLVM's "
                "/usr/lib/llvm-19/bin/FileCheck), or put LLVM's FileCheck on PATH")


def llvm_filecheck() -> str | None:
    """LLVM's FileCheck: ``FileCheck`` on PATH, else a known install path."""
    found = shutil.which("FileCheck")
    if found:
        return found
    return next((p for p in LLVM_FILECHECK_PATHS if os.access(p, os.X_OK)), None)


def python_filecheck() -> str | None:
    """The ``filecheck`` package's script: beside this Python, else on PATH."""
    return _beside_python("filecheck") or shutil.which("filecheck")


def filecheck_command(requested: str | None = None) -> str:
    """The checker for LLVM-style tests.

    `requested` (a path or a name on PATH, e.g. LLVM's FileCheck) wins; then LLVM's
    FileCheck (a native program: the Python package costs ~60 ms of interpreter
    start-up per RUN line, a third of the lit suite's CPU); then the ``filecheck``
    package of this Python (its script, or ``python -m filecheck`` when the package
    imports). LookupError (with what to do) when there is none, e.g. under a Python
    without the package on a machine without LLVM.
    """
    if requested:
        found = shutil.which(requested)
        if found is None:
            raise LookupError(f"FileCheck program not found: {requested}")
        return shlex.quote(found)
    found = llvm_filecheck()
    if found:
        return shlex.quote(found)
    script = _beside_python("filecheck")
    if script:
        return shlex.quote(script)
    if importlib.util.find_spec("filecheck") is not None:
        return f"{python_command()} -m filecheck"
    found = shutil.which("filecheck")
    if found:
        return shlex.quote(found)
    raise LookupError(NO_FILECHECK.format(python=python_command()))


def lit_argv() -> list[str]:
    """lit run by this Python: LLVM's own ``lit.py`` when that is the lit running
    (``python3 /usr/lib/llvm-19/build/utils/lit/lit.py``), else the lit package
    (which has no ``python -m lit``)."""
    import lit

    script = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(lit.__file__))),
                          "lit.py")
    if os.path.isfile(script):
        return [sys.executable, script]
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
