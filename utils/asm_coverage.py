#!/usr/bin/env python3
"""How much of a set of assembly files stinkytofu-opt reads with full register effects.

    asm_coverage.py [--exe stinkytofu-opt] FILE...

Each FILE is read as the architecture its directory is named after (`.../gfx942/k.s`),
written back with --emit-asm, and its warnings counted: one line per file, then the total
share of instruction lines (not labels, directives or comments) without an "operand ... has
no form in the IR" warning and without any warning, then the warnings by kind. ``--exe``
runs another build (a script that runs another checkout's package).
"""

from __future__ import annotations

import argparse
import collections
import pathlib
import re
import subprocess
import sys
import tempfile

_INSTRUCTION = re.compile(r"[a-z_][a-z0-9_]*(\s|$)")
_WARNING = re.compile(r"^(.*?:\d+):\d+: warning: (.*)$")


def instruction_lines(text: str) -> int:
    count = 0
    for line in text.splitlines():
        code = line.split("//")[0].split(";")[0].strip()
        if code and not code.startswith((".", "#", "/*", "*")) and not code.endswith(":") \
                and _INSTRUCTION.match(code):
            count += 1
    return count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--exe", default=f"{sys.executable} -m stinkytofu_opt")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    kinds: collections.Counter = collections.Counter()
    lines = no_form = warned = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.files:
            path = pathlib.Path(name)
            run = subprocess.run([*args.exe.split(), "--arch", path.parent.name, str(path),
                                  "--emit-asm", "-o", f"{tmp}/out.s"],
                                 capture_output=True, text=True)
            found = [m for m in map(_WARNING.match, run.stderr.splitlines()) if m]
            file_lines = instruction_lines(path.read_text())
            file_no_form = {m.group(1) for m in found if "has no form in the IR" in m.group(2)}
            file_warned = {m.group(1) for m in found}
            kinds.update(re.sub(r"'[^']*'", "'X'", m.group(2)).split(";")[0] for m in found)
            lines, no_form, warned = (lines + file_lines, no_form + len(file_no_form),
                                      warned + len(file_warned))
            print(f"{path.parent.name}/{path.name}: {file_lines} instruction lines, "
                  f"{len(file_no_form)} with 'has no form in the IR', {len(file_warned)} "
                  f"with a warning (exit {run.returncode})")
    share = (lambda n: 100.0 * (lines - n) / lines) if lines else (lambda n: 100.0)
    print(f"total: {lines} instruction lines, {share(no_form):.2f}% without 'has no form in "
          f"the IR', {share(warned):.2f}% without a warning")
    for kind, count in kinds.most_common():
        print(f"  {count:6d}  {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
