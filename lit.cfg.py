"""lit configuration of stinkytofu-opt's tests: ``lit test/`` from this directory.

lit finds this file by searching upward from ``test/``, so the suite's root is the
repository and test names read ``stinkytofu-opt :: test/...``. Tests are ``*.stir``
and ``*.s`` files in either convention (see stinkytofu_opt/testing/litformat.py).

Parameters (``lit -DNAME=VALUE``, or the environment variable of the same name):
  FILECHECK       checker for ``FileCheck``/``filecheck`` in RUN lines, e.g.
                  filecheck (default: LLVM's FileCheck on PATH or in
                  /usr/lib/llvm-19/bin, else the filecheck package of the Python
                  running lit; with none, lit stops with one message)
  STINKYTOFU_OPT  shell command for ``%stinkytofu-opt`` (default: the installed
                  stinkytofu-opt, else this checkout's package); use
                  absolute paths, as tests run in their directory under build/lit
  FORKSERVER      0: start every ``%stinkytofu-opt``, ``%waitcheck`` and
                  ``%python`` command afresh instead of forking it from one
                  preloaded process per lit run (default;
                  stinkytofu_opt/testing/forkserver.py)
"""

import os
import shlex
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
# Import the harness (and run stinkytofu-opt) from this checkout even when it is
# not pip-installed, and never a stale copy from elsewhere.
sys.path.insert(0, ROOT)

from stinkytofu_opt.testing import tools  # noqa: E402
from stinkytofu_opt.testing.litformat import StinkyTofuTest  # noqa: E402


def _setting(name):
    return lit_config.params.get(name) or os.environ.get(name) or None


config.name = "stinkytofu-opt"
config.test_format = StinkyTofuTest()
config.suffixes = [".stir", ".s"]
config.test_source_root = ROOT
# Output/, %t files and lit's timing cache all land under the gitignored build/.
config.test_exec_root = os.path.join(ROOT, "build", "lit")
# test/unit holds the pytest suite; Inputs/ holds files that tests read.
config.excludes = ["unit", "Inputs"]

try:
    filecheck = tools.filecheck_command(_setting("FILECHECK"))
except LookupError as err:
    lit_config.fatal(str(err))
python = tools.python_command()
waitcheck = f"{python} -m stinkytofu_opt.waitcheck"
opt = _setting("STINKYTOFU_OPT")
if opt is None:
    opt = tools.opt_command()
    # The package preloaded once and forked per RUN line (stinkytofu_opt/testing/forkserver.py)
    # for %stinkytofu-opt, %waitcheck and %python scripts: start-up is most of a small
    # command's CPU. FORKSERVER=0 runs every command afresh.
    if _setting("FORKSERVER") != "0":
        from stinkytofu_opt.testing import forkserver  # noqa: E402

        socket_path = forkserver.start(sys.executable, ROOT, config.test_exec_root)
        if socket_path is not None:
            opt, python, waitcheck = (forkserver.served_command(socket_path, command)
                                      for command in (opt, python, waitcheck))
            os.environ[forkserver.ENV_SOCKET] = socket_path   # nested lit runs reuse it
            config.environment[forkserver.ENV_SOCKET] = socket_path

# Custom substitutions come before lit's built-ins, so %stinkytofu-opt and
# %python are expanded before %s and %p could eat their prefixes. The FileCheck
# names are matched as whole command words, not inside paths or other words.
config.substitutions.append(("%stinkytofu-opt", opt))
config.substitutions.append(("%python", python))
config.substitutions.append(("%{lit}", shlex.join(tools.lit_argv())))
for name in ("FileCheck", "filecheck"):
    config.substitutions.append((rf"(?<![\w/.-]){name}(?![\w/.-])", filecheck))

# LLVM's tools (Debian llvm-N, clang-N, lld-N for N = 19 and 22) enable the tests that need
# them; without them those tests report UNSUPPORTED. llc-N runs the cross-checks in
# test/llvm_crosscheck, llvm-mc-N assembles the corpus round trips (test/corpus) and builds code
# objects for stinkytofu-waitcheck (test/waitcheck), which disassembles them with
# llvm-objdump-N; clang-N compiles kernels and bundles them (clang-offload-bundler); ld.lld-N
# links .hsaco files. LLVM 22 is the one that knows gfx950 and gfx1250.
import shutil  # noqa: E402
for version in ("19", "22"):
    for tool in ("llc", "llvm-mc", "llvm-objdump", "clang-offload-bundler", "clang", "ld.lld"):
        found = shutil.which(f"{tool}-{version}") or next(
            (p for p in (f"/usr/lib/llvm-{version}/bin/{tool}",) if os.access(p, os.X_OK)), None)
        if found:
            config.available_features.add(f"{tool}-{version}")
            config.substitutions.append((f"%{tool}-{version}", found))
config.substitutions.append(("%waitcheck", waitcheck))

config.environment["PYTHONPATH"] = os.pathsep.join(
    p for p in (ROOT, os.environ.get("PYTHONPATH")) if p)
