"""Byte-identical output check: one revision of the tool beside another.

    .venv/bin/python benchmarks/compare_outputs.py [--ref main] [--programs 1000]
                                                   [--only lit,inputs,generated,shapes]
                                                   [--jobs 2] [--keep DIR]

Runs the same stinkytofu-opt invocations with the package of ``--ref`` (a git
revision, extracted with ``git archive`` into a temporary directory; no worktree
or ref is created) and with this checkout, and compares stdout, stderr, the exit
status and any ``-o`` file byte for byte. The invocations:

* ``lit``: every ``%stinkytofu-opt`` command of the lit tests' RUN lines (the
  part before the first pipe or redirection; lines with ``%t`` or stdin are
  left out, and ``--time-passes``, whose figures vary), with ``%s``/``%S``/``%p``
  expanded;
* ``inputs``: every ``.stir`` and ``.s`` file under ``test/`` (``Inputs/`` and
  the corpus included) through wait insertion: ``.stir`` with implicit
  dependencies, ``--print-output`` and again with ``--remarks``; ``.s`` in
  whole-file mode with ``--emit-asm`` and again with ``--preserve-comments
  --remarks``; the target from a ``gfx...`` directory name, else gfx1250;
* ``generated``: ``--programs`` random programs of ``test/support/stir_gen.py``
  (seeds 0..N-1, depths 2 and 3, NumWaves 0 and 1, every fourth with
  ``--remarks``) and a quarter as many of ``test/support/lgkm_gen.py`` on
  gfx942 and gfx1100;
* ``shapes``: the shapes of ``benchmarks/pathological_inputs.py`` at the size
  the simulator checks (``.s`` shapes at 2,000 lines).

Each side runs in one process per ``--jobs`` slice, calling ``driver.main``
in process (stdout and stderr redirected per invocation), so thousands of
invocations take minutes, not the hours of one process each. Exit status 1 if
any output differs (with ``--output-only``, only stdout, ``-o`` files and exit
statuses count); the first ``--show`` differences are printed.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import shlex
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TEST = os.path.join(ROOT, "test")
SKIP_DIRS = {"unit", "support", "fuzz"}
INSERT_STIR = ["--StinkyBuildImplicitDependencyPass", "--StinkyWaitCntInsertionPass"]


# ------------------------------------------------------------------ the invocations
def lit_jobs() -> list[list[str]]:
    """The tool's arguments in every lit RUN line that calls it directly."""
    jobs = []
    for dirpath, dirnames, files in os.walk(TEST):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and d != "Inputs")
        for name in sorted(files):
            if not name.endswith((".stir", ".s")):
                continue
            path = os.path.join(dirpath, name)
            for command in _run_lines(path):
                args = _tool_args(command, path)
                if args is not None:
                    jobs.append(args)
    return jobs


def _run_lines(path: str) -> list[str]:
    lines, pending = [], ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.search(r"RUN:(.*)$", line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                pending += text[:-1] + " "
                continue
            lines.append(pending + text)
            pending = ""
    return lines


def _tool_args(command: str, path: str) -> list[str] | None:
    if "%t" in command or "%{" in command or "--time-passes" in command:
        return None
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    if words[:1] == ["not"]:
        words = words[1:]
    if words[:1] != ["%stinkytofu-opt"]:
        return None
    args = []
    for w in words[1:]:
        if w in ("|", "||", "&&", ";") or w.startswith((">", "<", "2>", "1>")):
            break
        if w == "-" or w == "--stdin":
            return None
        w = (w.replace("%s", path).replace("%S", os.path.dirname(path))
             .replace("%p", os.path.dirname(path)))
        args.append(w)
    return args


def input_jobs() -> list[list[str]]:
    jobs = []
    for dirpath, dirnames, files in os.walk(TEST):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        arch = next((p for p in reversed(dirpath.split(os.sep)) if re.fullmatch(r"gfx\w+", p)),
                    "gfx1250")
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            if name.endswith(".stir"):
                base = ["--arch", arch, path, *INSERT_STIR]
                jobs += [base + ["--print-output"], base + ["--print-output", "--remarks"]]
            elif name.endswith(".s"):
                base = ["--arch", arch, path, "--StinkyWaitCntInsertionPass", "--emit-asm"]
                jobs += [base, base + ["--preserve-comments", "--remarks"]]
    return jobs


def generated_jobs(n: int, work: str) -> list[list[str]]:
    sys.path.insert(0, os.path.join(TEST, "support"))
    import lgkm_gen
    import stir_gen

    jobs = []
    for seed in range(n):
        path = os.path.join(work, f"gen{seed}.stir")
        with open(path, "w") as f:
            f.write(stir_gen.generate(seed, max_depth=2 + seed % 2, waw_rate=0.1 * (seed % 3)))
        args = [path, "--NumWaves", str(seed // 2 % 2), *INSERT_STIR, "--print-output"]
        jobs.append(args + (["--remarks"] if seed % 4 == 3 else []))
    for seed in range(n // 4):
        arch = lgkm_gen.ARCHS[seed % len(lgkm_gen.ARCHS)]
        path = os.path.join(work, f"lgkm{seed}.stir")
        with open(path, "w") as f:
            f.write(lgkm_gen.generate(seed, arch=arch, max_depth=2 + seed % 2))
        jobs.append(["--arch", arch, path, *INSERT_STIR, "--print-output"]
                    + (["--remarks"] if seed % 4 == 3 else []))
    return jobs


def shape_jobs(work: str) -> list[list[str]]:
    sys.path.insert(0, HERE)
    import pathological_inputs as shapes

    jobs = []
    for name, (_gen, _full, small) in shapes.SHAPES.items():
        asm = name in shapes.ASM_SHAPES
        size = 2000 if asm else small
        path = os.path.join(work, f"{name}.{'s' if asm else 'stir'}")
        with open(path, "w") as f:
            f.write(shapes.generate(name, size))
        if asm:
            for extra in ([], ["--remarks"]):
                jobs.append([path, "--from-label", "label_KernelBegin", "--to-label",
                             "label_KernelEnd", "--CFGBuilderPass", *INSERT_STIR,
                             "--emit-asm", *extra])
        else:
            for extra in ([], ["--remarks"]):
                jobs.append([path, *INSERT_STIR, "--print-output", *extra])
    return jobs


# ------------------------------------------------------------------ running one side
def child(root: str, jobs_path: str, out_dir: str) -> int:
    """Run every job of ``jobs_path`` ([index, args] pairs) with the package under
    ``root``, writing index.out/.err/.rc (and index.o for ``-o``) to ``out_dir``."""
    sys.path.insert(0, root)
    os.environ["PYTHONPATH"] = root
    from stinkytofu_opt.driver import main

    with open(jobs_path) as f:
        jobs = json.load(f)
    saved = os.dup(1), os.dup(2)
    for index, args in jobs:
        args = list(args)
        if "-o" in args:
            args[args.index("-o") + 1] = os.path.join(out_dir, f"{index}.o")
        base = os.path.join(out_dir, str(index))
        with open(base + ".out", "wb") as out, open(base + ".err", "wb") as err:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            try:
                rc = main(args)
            except SystemExit as exc:
                rc = exc.code
            except Exception as exc:  # a crash is an output like any other
                rc = f"exception {type(exc).__name__}: {exc}"
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
        with open(base + ".rc", "w") as f:
            f.write(str(rc))
    return 0


def extract(rev: str, dest: str) -> str:
    data = subprocess.run(["git", "-C", ROOT, "archive", rev, "stinkytofu_opt"],
                          check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(dest)
    return dest


def run_side(root: str, jobs: list, out_dir: str, slices: int) -> list[subprocess.Popen]:
    os.makedirs(out_dir, exist_ok=True)
    procs = []
    for k in range(slices):
        part = [[i, a] for i, a in enumerate(jobs) if i % slices == k]
        path = os.path.join(out_dir, f"jobs{k}.json")
        with open(path, "w") as f:
            json.dump(part, f)
        env = dict(os.environ, PYTHONPATH=root, PYTHONHASHSEED="0")
        procs.append(subprocess.Popen([sys.executable, os.path.abspath(__file__), "--child",
                                       root, path, out_dir], env=env, cwd=out_dir,
                                      stdout=subprocess.DEVNULL))
    return procs


def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as f:
            return f.read()
    except FileNotFoundError:
        return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", default="main", help="git revision to compare with (default main)")
    ap.add_argument("--programs", type=int, default=1000)
    ap.add_argument("--only", default="lit,inputs,generated,shapes")
    ap.add_argument("--jobs", type=int, default=2, help="processes in all (split over both sides)")
    ap.add_argument("--keep", default=None, help="keep the inputs and outputs in this directory")
    ap.add_argument("--show", type=int, default=10, help="differences to print")
    ap.add_argument("--output-only", action="store_true",
                    help="exit 0 when only stderr (remarks, warnings) differs")
    ap.add_argument("--child", nargs=3, metavar=("ROOT", "JOBS", "OUT"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        return child(*args.child)
    work = args.keep or tempfile.mkdtemp(prefix="stinkytofu-compare-")
    os.makedirs(work, exist_ok=True)
    kinds = set(args.only.split(","))
    jobs = []
    if "lit" in kinds:
        jobs += lit_jobs()
    if "inputs" in kinds:
        jobs += input_jobs()
    gen_dir = os.path.join(work, "inputs")
    os.makedirs(gen_dir, exist_ok=True)
    if "generated" in kinds:
        jobs += generated_jobs(args.programs, gen_dir)
    if "shapes" in kinds:
        jobs += shape_jobs(gen_dir)
    ref_root = extract(args.ref, os.path.join(work, "ref"))
    slices = max(1, args.jobs // 2)
    print(f"{len(jobs)} invocations; {args.ref} (extracted to {ref_root}) beside {ROOT}",
          flush=True)
    procs = (run_side(ref_root, jobs, os.path.join(work, "out-ref"), slices)
             + run_side(ROOT, jobs, os.path.join(work, "out-new"), slices))
    failed = [p.args for p in procs if p.wait() != 0]
    if failed:
        print(f"a side failed: {failed}", file=sys.stderr)
        return 1
    differ = stderr_only = 0
    for i, job in enumerate(jobs):
        for ext in (".out", ".o", ".rc", ".err"):
            a = _read(os.path.join(work, "out-ref", f"{i}{ext}"))
            b = _read(os.path.join(work, "out-new", f"{i}{ext}"))
            if a != b:
                if ext == ".err":
                    stderr_only += 1
                else:
                    differ += 1
                if differ + stderr_only <= args.show:
                    print(f"DIFFERS ({ext}): stinkytofu-opt {shlex.join(job)}")
                    al = (a or b"").decode("utf-8", "replace").splitlines()
                    bl = (b or b"").decode("utf-8", "replace").splitlines()
                    for n, (x, y) in enumerate(zip(al + [""] * len(bl), bl + [""] * len(al))):
                        if x != y:
                            print(f"  line {n + 1}:\n  - {x}\n  + {y}")
                            break
                break
    print(f"{len(jobs)} invocations: {differ} differ in output (stdout, -o file, exit "
          f"status), {stderr_only} in stderr alone")
    if not args.keep:
        import shutil
        shutil.rmtree(work, ignore_errors=True)
    return 1 if differ or (stderr_only and not args.output_only) else 0


if __name__ == "__main__":
    sys.exit(main())
