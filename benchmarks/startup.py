"""Start-up cost: median wall time of `stinkytofu-opt --version` and of
loading a tiny .stir file (the lit suite starts the tool once per RUN line).

    python benchmarks/startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

TINY = 'st.func @f() {\n^entry:\n  v0 = "st.v_add_f32"(v1, v2)\n}\n'


def median_ms(command: list[str], runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    tool = [sys.executable, "-m", "stinkytofu_opt"]
    with tempfile.TemporaryDirectory() as tmp:
        tiny = os.path.join(tmp, "tiny.stir")
        with open(tiny, "w") as f:
            f.write(TINY)
        rows = [
            ("python -c pass (interpreter floor)", [sys.executable, "-c", "pass"]),
            ("stinkytofu-opt --version", tool + ["--version"]),
            ("stinkytofu-opt tiny.stir --print-output", tool + [tiny, "--print-output"]),
        ]
        for label, command in rows:
            print(f"{label:<45} {median_ms(command, args.runs):8.1f} ms (median of {args.runs})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
