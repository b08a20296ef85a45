"""Fuzzing stinkytofu-waitcheck and the Python API with hostile and careless input.

Inputs: code objects assembled from test/waitcheck/Inputs (llvm-mc-19), and offload
bundles and compressed bundles (CCOB, zlib and zstd) of them, mutated: flipped bytes,
cuts, overwritten headers, and ELF, bundle and CCOB header fields set to boundary
values. Each input is scanned in-process by ``stinkytofu_opt.waitcheck.cli.main``; the
invariants (``problems``): no exception escapes, the status is 0, 1 or 2 (3 is an
internal error), the summary is printed, stderr holds only ``FILE: error:`` and
``FILE: warning:`` lines and has an error exactly when the status is 2, and status 0
means no report. Every 16th input is scanned with ``--jobs 2`` and shares of one file.
The process limits its own address space (``--memory``): a bomb read whole is a
MemoryError, an internal error, a failure.

API misuse: random calls of parse, parse_file, Module.run, run_pipeline,
build_pipeline and PassSpec with wrong values and types; only StinkyError may escape.

    python test/fuzz/waitcheck_fuzz.py --seed 29 --cases 300 --api 600        # the CI slice
    python test/fuzz/waitcheck_fuzz.py --seed 1 --cases 20000 --api 100000   # long mode

Prints one line per failing input and a summary; exits 1 when any input failed.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import pathlib
import random
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "test" / "support"))
from offload_bundles import bundle, ccob  # noqa: E402
INPUTS = ROOT / "test" / "waitcheck" / "Inputs"
SOURCES = (("gfx942-kernels.s", "gfx942"), ("gfx1100-kernels.s", "gfx1100"),
           ("gfx1200-kernels.s", "gfx1200"))
BOUNDARY = (0, 1, 2, 7, 0xFF, 0xFFFF, 0x7FFFFFFF, 0xFFFFFFFF, 1 << 31, 1 << 32, 1 << 40,
            (1 << 63) - 1, (1 << 64) - 1)
TRIPLE = "hipv4-amdgcn-amd-amdhsa--{}"


# the originals --------------------------------------------------------------------------

def compressed(inner: bytes, version: int, method: int) -> bytes:
    if method == 1:
        import zstandard
        return ccob(inner, version, method, zstandard.ZstdCompressor().compress(inner))
    return ccob(inner, version, method)


def originals(llvm_mc: str, workdir: str) -> list[tuple[str, bytes]]:
    """(kind, bytes): each source assembled whole and without its deleted waits, then
    in a bundle and in compressed bundles of every version."""
    out = []
    try:
        import zstandard  # noqa: F401
        methods = (0, 1)
    except ImportError:
        methods = (0,)
    for name, mcpu in SOURCES:
        text = (INPUTS / name).read_text()
        for deleted in (False, True):
            lines = [l for l in text.splitlines(keepends=True)
                     if not (deleted and "deleted-wait" in l)]
            src = os.path.join(workdir, f"{mcpu}-{deleted}.s")
            obj = src[:-2] + ".o"
            with open(src, "w") as f:
                f.writelines(lines)
            subprocess.run([llvm_mc, "-triple", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
                            "-filetype=obj", src, "-o", obj], check=True)
            with open(obj, "rb") as f:
                image = f.read()
            inner = bundle([("host-x86_64-unknown-linux-gnu", b""), (TRIPLE.format(mcpu), image)])
            out += [("elf", image), ("bundle", inner)]
            out += [("ccob", compressed(inner, v, m)) for v in (1, 2, 3) for m in methods]
    return out


# mutations ------------------------------------------------------------------------------

def _value(rng: random.Random, data: bytes) -> int:
    return rng.choice(BOUNDARY + (len(data), len(data) + 1, rng.getrandbits(64)))


def _put(data: bytearray, at: int, size: int, value: int) -> None:
    if 0 <= at and at + size <= len(data):
        data[at:at + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


def _elf_field(rng, data: bytearray) -> None:
    """A field of the ELF header, a section header or a symbol, set to a boundary value."""
    from elftools.elf.elffile import ELFFile
    try:
        elf = ELFFile(io.BytesIO(bytes(data)))
        sections = list(elf.iter_sections())
    except Exception:  # noqa: BLE001 - an already damaged image: a header field then
        sections = []
    where = rng.randrange(3) if sections else 0
    if where == 0:   # e_type, e_flags, e_phoff, e_shoff, e_phnum, e_shnum, e_shstrndx, ...
        at, size = rng.choice([(16, 2), (48, 4), (32, 8), (40, 8), (56, 2), (60, 2), (62, 2),
                               (58, 2), (54, 2)])
        _put(data, at, size, _value(rng, data))
    elif where == 1:
        index = rng.randrange(len(sections))
        base = elf.header.e_shoff + index * elf.header.e_shentsize
        at, size = rng.choice([(4, 4), (8, 8), (16, 8), (24, 8), (32, 8), (40, 4), (56, 8)])
        _put(data, base + at, size, _value(rng, data))
    else:
        tables = [s for s in sections if s["sh_type"] in ("SHT_SYMTAB", "SHT_DYNSYM")]
        if not tables:
            return
        table = rng.choice(tables)
        count = max(1, table["sh_size"] // max(1, table["sh_entsize"]))
        base = table["sh_offset"] + rng.randrange(count) * 24
        at, size = rng.choice([(4, 1), (6, 2), (8, 8), (16, 8)])
        _put(data, base + at, size, rng.choice([0, 1, 2, 0x12, _value(rng, data)]))


def _bundle_field(rng, data: bytearray, start: int = 0) -> None:
    """The entry count, or an entry's offset, size or triple size."""
    count = struct.unpack_from("<Q", data, start + 24)[0] if len(data) >= start + 32 else 0
    if rng.randrange(4) == 0 or not count:
        _put(data, start + 24, 8, _value(rng, data))
        return
    pos = start + 32
    for _ in range(rng.randrange(min(count, 4))):
        triple = struct.unpack_from("<Q", data, pos + 16)[0] if len(data) >= pos + 24 else 0
        pos += 24 + min(triple, 256)
    _put(data, pos + 8 * rng.randrange(3), 8, _value(rng, data))


def _ccob_field(rng, data: bytearray) -> None:
    """Version, method, or one of the size fields."""
    at, size = rng.choice([(4, 2), (6, 2), (8, 4), (8, 8), (12, 4), (16, 8), (24, 8)])
    _put(data, at, size, rng.choice(BOUNDARY + (len(data), rng.randrange(1 << 20))))


def mutate(rng: random.Random, kind: str, original: bytes) -> bytes:
    data = bytearray(original)
    how = rng.randrange(6)
    if how == 0:
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
    elif how == 1:
        del data[rng.randrange(len(data)):]
    elif how == 2:
        at = rng.randrange(min(len(data), 128))
        data[at:at + 8] = rng.randbytes(8)
    elif kind == "elf":
        for _ in range(rng.randint(1, 3)):
            _elf_field(rng, data)
    elif kind == "bundle":
        _bundle_field(rng, data)
    else:
        _ccob_field(rng, data)
    return bytes(data)


# one input ------------------------------------------------------------------------------

def problems(path: str, status: object, out: str, err: str) -> list[str]:
    """What is wrong with a scan's outcome (empty: nothing)."""
    found = []
    if not isinstance(status, int):
        return [f"exception: {status}"]
    if status not in (0, 1, 2):
        found.append(f"exit status {status}")
    if "internal error" in err or "Traceback" in err:
        found.append("internal error: " + err.strip().splitlines()[0])
    if "summary\n" not in out:
        found.append("no summary")
    lines = err.splitlines()
    for line in lines:
        rest = line[len(path):] if line.startswith(path) else ""
        if rest.startswith("["):   # a member of the file: path[member]: ...
            rest = rest[rest.find("]: ") + 1:]
        if not rest.startswith((": error: ", ": warning: ")):
            found.append(f"stray stderr line: {line!r}")
    has_error = any(": error: " in line for line in lines)
    if has_error != (status == 2):
        found.append(f"status {status} with{'' if has_error else 'out'} an error line")
    if status == 0 and out.split("summary\n")[0].strip():   # a clean kernel prints nothing
        found.append("status 0 with reports")
    return found


def scan(path: str, objdump: str, jobs: int, limit: str) -> tuple[object, str, str]:
    from stinkytofu_opt.waitcheck import cli
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status: object = cli.main(["--jobs", str(jobs), "--objdump", objdump,
                                       "--max-object-size", limit, path])
    except BaseException as exc:  # noqa: BLE001 - what is being looked for
        status = f"{type(exc).__name__}: {exc}"
    return status, out.getvalue(), err.getvalue()


def fuzz_files(seed: int, cases: int, llvm_mc: str, objdump: str, limit: str,
               statuses: dict | None = None) -> list[str]:
    """The failures of ``cases`` mutated files; ``statuses`` counts the exit statuses."""
    from stinkytofu_opt.waitcheck import cli
    rng = random.Random(seed)
    failures = []
    statuses = {} if statuses is None else statuses
    cli.PART_BYTES = 1   # with --jobs 2, every file is shared between the two workers
    with tempfile.TemporaryDirectory(prefix="waitcheck-fuzz-") as tmp:
        pool = originals(llvm_mc, tmp)
        for index in range(cases):
            kind, original = pool[rng.randrange(len(pool))]
            data = mutate(rng, kind, original)
            path = os.path.join(tmp, f"case{index}.co")
            with open(path, "wb") as f:
                f.write(data)
            jobs = 2 if index % 16 == 15 else 1
            status, out, err = scan(path, objdump, jobs, limit)
            statuses[status] = statuses.get(status, 0) + 1
            found = problems(path, status, out, err)
            if found:
                failures.append(f"file case {index} ({kind}, --jobs {jobs}): {'; '.join(found)}")
            os.unlink(path)
    return failures


# the API --------------------------------------------------------------------------------

STIR = 'st.func @f() {\n^entry:\n  v0 = "st.v_mov_b32"(1)\n  "st.s_nop"(0)\n}\n'
ASM = ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\tglobal_load_dword v4, v[0:1], off\n'
       "\tv_add3_u32 v5, v4, v4, v4\n\ts_endpgm\n")
PASSES = ("CFGBuilderPass", "StinkyWaitCntInsertionPass", "RemoveInstructionPass",
          "WaitCntValidationCheckPass", "NoSuchPass", "")


def _junk(rng: random.Random) -> object:
    return rng.choice([None, -1, 0, 1, 7, 2 ** 70, -2 ** 40, True, False, 1.5, "", "x", "s_nop",
                       "gfx942", "gfx1250", b"bytes", [], ["s_nop"], ("a", 1), {}, {"a": 1},
                       {1: 2}, {"NumWaves": -1}, object(), pathlib.Path("k.s"), range(3),
                       float("nan"), {"OptLevel": 9}, {"ClusterBarrier": "yes"},
                       {"BeforeRegionPasses": "CFGBuilderPass"}, {"AfterRegionPasses": [3]},
                       {"InnerRegionEnd": ["NoSuchPass"]}, {"Nowhere": []}])


def api_call(rng: random.Random, st) -> None:
    """One call with some arguments wrong."""
    choice = rng.randrange(6)
    if choice == 0:
        kwargs = {k: _junk(rng) for k in rng.sample(
            ["arch", "filename", "format", "preserve_comments", "preserve_symbolic_regs",
             "from_label", "to_label", "name"], rng.randint(1, 3))}
        st.parse(rng.choice([STIR, ASM, _junk(rng)]), **kwargs)
    elif choice == 1:
        st.parse_file(_junk(rng), arch=rng.choice(["gfx942", _junk(rng)]))
    elif choice == 2:
        module = st.parse(ASM if rng.randrange(2) else STIR, arch="gfx942")
        passes = rng.choice([_junk(rng), [rng.choice(PASSES)], rng.choice(PASSES),
                             [st.PassSpec("CFGBuilderPass"), _junk(rng)]])
        kwargs = {k: _junk(rng) for k in rng.sample(
            ["num_waves", "tile", "seed", "remarks", "stall_loop_trips"], rng.randint(0, 2))}
        module.run(passes, **kwargs)
    elif choice == 3:
        module = st.parse(STIR, arch="gfx1250")
        kwargs = {k: _junk(rng) for k in rng.sample(["options", "num_waves", "seed",
                                                       "extensions"], rng.randint(0, 2))}
        module.run_pipeline(rng.choice([0, 1, 2, 3, _junk(rng)]), **kwargs)
    elif choice == 4:
        st.build_pipeline(rng.choice(["gfx942", _junk(rng)]), rng.choice([2, _junk(rng)]),
                          _junk(rng))
    else:
        st.PassSpec(rng.choice(PASSES + (_junk(rng),)), _junk(rng), _junk(rng))


def fuzz_api(seed: int, cases: int) -> list[str]:
    import stinkytofu_opt as st
    rng = random.Random(seed)
    failures = []
    for index in range(cases):
        state = rng.getstate()
        try:
            api_call(rng, st)
        except st.StinkyError as exc:
            if not str(exc).strip() or "internal error" in str(exc):
                failures.append(f"api case {index}: {str(exc)[:200]!r}")
        except Exception as exc:  # noqa: BLE001 - what is being looked for
            failures.append(f"api case {index}: {type(exc).__name__}: {exc}")
        rng.setstate(state)
        rng.random()   # each case starts from its own state, whatever the call consumed
    return failures


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=29)
    p.add_argument("--cases", type=int, default=300, help="mutated files")
    p.add_argument("--api", type=int, default=600, help="API calls")
    p.add_argument("--memory", type=int, default=768 << 20,
                   help="this process's address-space limit in bytes (RLIMIT_AS)")
    p.add_argument("--max-object-size", default="64M")
    args = p.parse_args(argv)
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (args.memory, args.memory))
    llvm_mc, objdump = shutil.which("llvm-mc-19"), shutil.which("llvm-objdump-19")
    failures = fuzz_api(args.seed, args.api)
    if args.cases and (llvm_mc is None or objdump is None):
        print("llvm-mc-19 and llvm-objdump-19 needed for the file cases", file=sys.stderr)
        return 2
    statuses: dict = {}
    if args.cases:
        failures += fuzz_files(args.seed, args.cases, llvm_mc, objdump, args.max_object_size,
                               statuses)
    for line in failures:
        print(line)
    counts = ", ".join(f"{n} exit {s}" for s, n in sorted(statuses.items(), key=str))
    print(f"{args.cases} files ({counts}), {args.api} API calls (seed {args.seed}): "
          f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
