#!/usr/bin/env python3
"""Cross-check the gfx1250 synchronization passes with LLVM 22 on the project's own kernels.

    llvm22_crosscheck.py waits    [FILE.s...]   memory waits: insertion vs LLVM 22, and the
                                                validator on LLVM 22's own waits
    llvm22_crosscheck.py xcnt     [FILE.s...]   every s_wait_xcnt LLVM 22 emits, matched by
                                                insertion + Gfx1250HazardPass or not
    llvm22_crosscheck.py wait-alu [--clang C]   expert scheduling mode 2: InsertWaitAluPass vs
                                                clang-22 -mllvm --amdgpu-expert-scheduling-mode

``waits`` and ``xcnt`` read LLVM 22's output (default: the gfx1250 files of the LLVM 22
corpus, test/corpus/llvm22/Inputs/gfx1250; utils/gen_corpus.py regenerates them);
``wait-alu`` compiles test/corpus/src/*.cl for gfx1250 in expert mode 2. Each compares per
wait point, a point being (the instruction a wait precedes, a counter or DEPCTR field):

* equal: the tool waits there with LLVM's count; stricter: with a lower count; looser: with
  a higher one; missing: not at all (the tool may have waited earlier, which the validator
  judges: ``rejected`` counts its errors on the tool's output); extra: the tool waits where
  LLVM does not.

One summary line per file (the causes of the looser and missing points it can tell from the
line, and the tool's own reasons for its extra ALU waits), then with ``--show N`` the first
N points that are not equal or stricter. The figures and the causes of every difference are
in benchmarks/README.md ("gfx1250 against LLVM 22"). Exit status 1 below ``--min-agreement``
or when a tool run fails.
"""

from __future__ import annotations

import argparse
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "utils"))

from corpus_check import WAIT, opt, wait_values  # noqa: E402

CORPUS = ROOT / "test" / "corpus" / "llvm22" / "Inputs" / "gfx1250"
SOURCES = ROOT / "test" / "corpus" / "src"
ARCH = "gfx1250"
# The ALU waits of expert mode 2 and the s_setreg that turns the mode on or off.
WAIT_ALU = re.compile(r"\s*(s_wait_alu|s_waitcnt_depctr)\b")
SCHED_MODE = re.compile(r"\s*s_setreg_imm32_b32\s+hwreg\((HW_REG_WAVE_SCHED_MODE|26)\b", re.I)
# Lines a wait before which really is a wait before the next instruction: a hint (LLVM puts
# its wait before the hint, the tool after it) and a clause header (LLVM before it, the tool
# may put it inside, before the clause's first instruction).
TRANSPARENT = re.compile(r"\s*(s_delay_alu|s_clause)\b")
_DEPCTR_PART = re.compile(r"depctr_(\w+)\((\d+)\)")
# DEPCTR fields as gfx12 encodes them (name, shift, bits): an all-ones field is no wait.
_DEPCTR_FIELDS = (("sa_sdst", 0, 1), ("va_vcc", 1, 1), ("vm_vsrc", 2, 3), ("va_sdst", 9, 3),
                  ("va_ssrc", 8, 1), ("hold_cnt", 7, 1), ("va_vdst", 12, 4))


def depctr_values(line: str) -> dict[str, int]:
    """DEPCTR field -> count of one ``s_wait_alu`` line (named fields or an immediate)."""
    m = WAIT_ALU.match(line)
    if m is None:
        return {}
    rest = line[m.end():].split(";")[0].split("//")[0].strip()
    named = _DEPCTR_PART.findall(rest)
    if named:
        return {name: int(n) for name, n in named}
    value = int(rest, 0) if rest else 0xFFFF
    out = {}
    for name, shift, bits in _DEPCTR_FIELDS:
        field = value >> shift & ((1 << bits) - 1)
        if field != (1 << bits) - 1:
            out[name] = field
    return out


def _code_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def waits_before(lines: list[str], is_wait, values, transparent=TRANSPARENT.match
                 ) -> list[dict[str, int]]:
    """Per line that is not a wait (nor ``transparent``: a wait before it counts as one
    before the next line), in order: counter -> the strictest wait right before it."""
    out, pending = [], {}
    for line in lines:
        if is_wait(line):
            for counter, n in values(line).items():
                pending[counter] = min(n, pending.get(counter, n))
            continue
        if transparent(line):
            continue
        out.append(pending)
        pending = {}
    return out


class Tally:
    KINDS = ("equal", "stricter", "looser", "missing", "extra")

    def __init__(self):
        self.counts = dict.fromkeys(self.KINDS, 0)
        self.details: list[str] = []
        self.causes: dict[str, int] = {}      # cause -> looser or missing points
        self.extra_reasons: dict[str, int] = {}   # the tool's reason -> extra points

    def compare(self, llvm: list[dict], ours: list[dict], lines: list[str], keep=None,
                why=None) -> None:
        """``why``: per point, the reason the tool gives for its wait (its comment)."""
        for k, (theirs, mine) in enumerate(zip(llvm, ours)):
            for counter in sorted(set(theirs) | set(mine)):
                if keep is not None and not keep(counter):
                    continue
                if counter not in theirs:
                    kind = "extra"
                    reason = why[k] if why else ""
                    self.extra_reasons[reason] = self.extra_reasons.get(reason, 0) + 1
                    if not reason:   # a wait the tool does not explain: shown with --show
                        self.details.append(f"  extra: {counter} {mine[counter]} before: "
                                            f"{lines[k].strip()}")
                elif counter not in mine:
                    kind = "missing"
                else:
                    kind = ("equal" if mine[counter] == theirs[counter] else
                            "stricter" if mine[counter] < theirs[counter] else "looser")
                self.counts[kind] += 1
                if kind in ("looser", "missing"):
                    cause = _known_cause(lines, k, counter) or _earlier(ours, lines, k, counter,
                                                                         theirs[counter])
                    self.causes[cause] = self.causes.get(cause, 0) + 1
                    self.details.append(f"  {kind}: {counter} {mine.get(counter, '-')} (LLVM "
                                        f"{theirs.get(counter)}) before: {lines[k].strip()}"
                                        + (f" [{cause}]" if cause else ""))

    def agreement(self) -> float:
        """Percent of LLVM's wait points where the tool waits at least as strongly."""
        c = self.counts
        points = sum(c[k] for k in ("equal", "stricter", "looser", "missing"))
        return 100.0 * (c["equal"] + c["stricter"]) / points if points else 100.0

    def line(self) -> str:
        c = self.counts
        points = sum(c[k] for k in ("equal", "stricter", "looser", "missing"))
        causes = ", ".join(f"{n} {cause or 'other'}" for cause, n in sorted(self.causes.items()))
        reasons = ", ".join(f"{n} {why}" for why, n in sorted(self.extra_reasons.items()) if why)
        return (f"{points} LLVM wait points: {c['equal']} equal, {c['stricter']} stricter, "
                f"{c['looser']} looser, {c['missing']} missing ({causes or 'none'}); "
                f"{c['extra']} extra" + (f" ({reasons})" if reasons else ""))


_FUNCTION_LABEL = re.compile(r"\s*(?!\.L)[A-Za-z_$][\w.$]*:")


def _known_cause(lines: list[str], k: int, counter: str) -> str:
    """Why the tool does not wait where LLVM does, for the causes a line shows."""
    if k > 0 and _FUNCTION_LABEL.match(lines[k - 1]):
        return "function entry"     # LLVM's callee waits for its caller's memory
    if counter == "storecnt" and re.match(r"\s*s_barrier_signal\b", lines[k]):
        return "release fence"      # a memory-model wait, invisible in the assembly
    if re.match(r"\s*s_(set|setpc)_pc_(i|b)64\b|\s*s_setpc_b64\b", lines[k]):
        return "return"             # LLVM drains before returning to the caller
    return ""


def _earlier(ours: list[dict], lines: list[str], k: int, counter: str, value: int) -> str:
    """Whether the tool waited as strongly on ``counter`` earlier in the same block (after
    the last label before point ``k``), which covers LLVM's later wait."""
    for j in range(k - 1, -1, -1):
        if ours[j].get(counter, value + 1) <= value:
            return "earlier in the block"
        if lines[j].rstrip().endswith(":"):
            break
    return ""


def _reasons_before(lines: list[str], is_wait, transparent) -> list[str]:
    """Per point (as waits_before), the tool's reason for its waits there: its comment."""
    out, pending = [], []
    for line in lines:
        if is_wait(line):
            if "unmodelled" in line:
                pending.append("unmodelled instruction")
            elif "dependence" in line:
                pending.append("dependence")
            elif "call:" in line:
                pending.append("after a call")   # the calling convention: caller drains
            continue
        if transparent(line):
            continue
        out.append("/".join(sorted(set(pending))))
        pending = []
    return out


def _validator_errors(path: pathlib.Path) -> list[str]:
    run = opt(["--arch", ARCH, str(path), "--CFGBuilderPass",
               "--WaitCntValidationCheckPass=noAbort"])
    return [line for line in run.stderr.splitlines() if ": error: " in line]


def _run(args: list[str], text_path: pathlib.Path) -> str:
    run = opt(["--arch", ARCH, str(text_path), *args, "--emit-asm"])
    if run.returncode != 0:
        raise RuntimeError(f"stinkytofu-opt {' '.join(args)} failed on {text_path.name}:\n"
                           f"{run.stderr[-2000:]}")
    return run.stdout


def check_waits(path: pathlib.Path, show: int) -> float:
    """(a) LLVM 22's memory waits (xcnt aside: see ``xcnt``) vs the insertion's on the same
    instructions, and the validator on LLVM 22's own waits."""
    own_errors = _validator_errors(path)
    normal = _code_lines(_run([], path))
    stripped = [line for line in normal if not WAIT.match(line)]
    tally = Tally()
    with tempfile.TemporaryDirectory() as tmp:
        source = pathlib.Path(tmp) / path.name
        source.write_text("\n".join(stripped) + "\n")
        ours = _code_lines(_run(["--CFGBuilderPass", "--StinkyWaitCntInsertionPass"], source))
        again = pathlib.Path(tmp) / ("inserted_" + path.name)
        again.write_text("\n".join(ours) + "\n")
        rejected = _validator_errors(again)
    body = [line for line in ours if not WAIT.match(line) and not TRANSPARENT.match(line)]
    tally.compare(waits_before(normal, WAIT.match, wait_values),
                  waits_before(ours, WAIT.match, wait_values), body,
                  keep=lambda counter: counter != "xcnt")
    print(f"{path.parent.name}/{path.name}: the validator reports {len(own_errors)} of LLVM's "
          f"waits missing; insertion: {tally.line()}; {len(rejected)} rejected")
    for line in (["  " + e for e in own_errors] + tally.details)[:show]:
        print(line)
    return tally.agreement()


def check_xcnt(path: pathlib.Path, show: int) -> float:
    """(b) Every ``s_wait_xcnt`` LLVM 22 emits: does the tool (insertion, then
    Gfx1250HazardPass) wait on xcnt there too (equal or stricter), or wait for the whole
    memory instead (every memory counter at 0: implied), or not at all?"""
    normal = _code_lines(_run([], path))
    stripped = [line for line in normal if not WAIT.match(line)]
    with tempfile.TemporaryDirectory() as tmp:
        source = pathlib.Path(tmp) / path.name
        source.write_text("\n".join(stripped) + "\n")
        ours = _code_lines(_run(["--CFGBuilderPass", "--StinkyWaitCntInsertionPass",
                                 "--Gfx1250HazardPass"], source))
    llvm_points = waits_before(normal, WAIT.match, wait_values)
    our_points = waits_before(ours, WAIT.match, wait_values)
    body = [line for line in ours if not WAIT.match(line) and not TRANSPARENT.match(line)]
    counts = {"matched": 0, "stricter": 0, "implied": 0, "looser": 0, "missing": 0, "extra": 0}
    causes: dict[str, int] = {}
    details = []
    for k, (theirs, mine) in enumerate(zip(llvm_points, our_points)):
        if "xcnt" not in theirs:
            counts["extra"] += "xcnt" in mine
            continue
        want = theirs["xcnt"]
        if "xcnt" in mine:
            kind = ("matched" if mine["xcnt"] == want else
                    "stricter" if mine["xcnt"] < want else "looser")
        elif all(mine.get(c) == 0 for c in ("loadcnt", "storecnt", "kmcnt")):
            kind = "implied"
        else:
            kind = "missing"
        counts[kind] += 1
        if kind in ("looser", "missing"):
            cause = _overwrite_kind(body[k])
            causes[cause] = causes.get(cause, 0) + 1
            details.append(f"  {kind}: xcnt {mine.get('xcnt', '-')} (LLVM {want}) before: "
                           f"{body[k].strip()} [{cause}]")
    total = sum(counts[k] for k in ("matched", "stricter", "implied", "looser", "missing"))
    print(f"{path.parent.name}/{path.name}: {total} LLVM s_wait_xcnt: {counts['matched']} "
          f"matched, {counts['stricter']} stricter, {counts['implied']} implied by memory waits "
          f"at 0, {counts['looser']} looser, {counts['missing']} missing ("
          + (", ".join(f"{n} {c}" for c, n in sorted(causes.items())) or "none")
          + f"); {counts['extra']} extra")
    for line in details[:show]:
        print(line)
    agreed = counts["matched"] + counts["stricter"] + counts["implied"]
    return 100.0 * agreed / total if total else 100.0


_MEMORY = re.compile(r"\s*(global|flat|scratch|buffer|ds|s_load|s_buffer_load|s_store)_")


def _overwrite_kind(line: str) -> str:
    """What an instruction LLVM guards with s_wait_xcnt overwrites: LLVM's X_CNT rule waits
    before any write of a register an in-flight VMEM or SMEM instruction reads (EXEC
    included: every VMEM reads it)."""
    words = line.split(None, 1)
    mnemonic, operands = words[0], (words[1] if len(words) > 1 else "")
    dest = operands.split(",")[0].strip()
    if "exec" in dest or mnemonic.startswith("v_cmpx") or "saveexec" in mnemonic:
        return "EXEC write"
    if _MEMORY.match(line) and ("atomic" in mnemonic or "store" in mnemonic):
        return "memory, no result"
    if _MEMORY.match(line):
        return "memory load"
    if dest.startswith(("s", "vcc")):
        return "SGPR write"
    if dest.startswith("v"):
        return "VGPR write"
    return "other"


def _alu_transparent(line: str) -> bool:
    return bool(TRANSPARENT.match(line) or WAIT.match(line))


def _is_alu_wait(line: str) -> bool:
    return bool(WAIT_ALU.match(line) or SCHED_MODE.match(line))


def check_wait_alu(source: pathlib.Path, clang: str, show: int) -> float:
    """(c) Expert scheduling mode 2: LLVM 22's ``s_wait_alu`` (and mode ``s_setreg``) lines
    stripped, InsertWaitAluPass run on the rest, DEPCTR fields compared per point."""
    with tempfile.TemporaryDirectory() as tmp:
        compiled = pathlib.Path(tmp) / (source.stem + ".s")
        subprocess.run([clang, "-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa",
                        "-O2", "-S", f"-mcpu={ARCH}", "-mllvm", "--amdgpu-expert-scheduling-mode",
                        str(source), "-o", str(compiled)], check=True, stderr=subprocess.DEVNULL)
        normal = _code_lines(_run([], compiled))
        stripped = [line for line in normal if not _is_alu_wait(line)]
        plain = pathlib.Path(tmp) / ("stripped_" + compiled.name)
        plain.write_text("\n".join(stripped) + "\n")
        ours = _code_lines(_run(["--CFGBuilderPass", "--InsertWaitAluPass",
                                 "--preserve-comments"], plain))
    llvm_modes = sum(1 for line in normal if SCHED_MODE.match(line))
    our_modes = sum(1 for line in ours if SCHED_MODE.match(line))
    tally = Tally()
    # memory waits pass through too: LLVM and the tool order them differently with s_wait_alu
    through = _alu_transparent
    body = [line for line in ours if not _is_alu_wait(line) and not through(line)]
    tally.compare(waits_before(normal, _is_alu_wait, depctr_values, through),
                  waits_before(ours, _is_alu_wait, depctr_values, through), body,
                  why=_reasons_before(ours, _is_alu_wait, through))
    print(f"{ARCH}/{source.stem} (expert mode 2): {tally.line()}; mode s_setreg: LLVM "
          f"{llvm_modes}, tool {our_modes}")
    for line in tally.details[:show]:
        print(line)
    return tally.agreement()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("check", choices=("waits", "xcnt", "wait-alu"))
    parser.add_argument("files", nargs="*", type=pathlib.Path,
                        help="LLVM 22 output (waits, xcnt) or OpenCL sources (wait-alu)")
    parser.add_argument("--clang", default="clang-22")
    parser.add_argument("--show", type=int, default=0, metavar="N",
                        help="print the first N differences of each file")
    parser.add_argument("--min-agreement", type=float, default=0.0, metavar="P",
                        help="exit 1 if in a file the tool waits at least as strongly as LLVM "
                             "(xcnt: matched, stricter or implied) at fewer than P%% of "
                             "LLVM's wait points")
    args = parser.parse_args(argv)
    try:
        if args.check == "wait-alu":
            if shutil.which(args.clang) is None:
                print(f"llvm22_crosscheck.py: {args.clang} not found (Debian: apt-get install "
                      f"clang-22)", file=sys.stderr)
                return 2
            agreements = [check_wait_alu(source, args.clang, args.show)
                          for source in args.files or sorted(SOURCES.glob("*.cl"))]
        else:
            check = check_waits if args.check == "waits" else check_xcnt
            agreements = [check(path, args.show)
                          for path in args.files or sorted(CORPUS.glob("*.s"))]
    except RuntimeError as exc:
        print(f"llvm22_crosscheck.py: {exc}", file=sys.stderr)
        return 1
    return 1 if any(a < args.min_agreement for a in agreements) else 0


if __name__ == "__main__":
    sys.exit(main())
