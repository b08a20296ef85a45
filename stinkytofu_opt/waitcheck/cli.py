"""The ``stinkytofu-waitcheck`` command.

    stinkytofu-waitcheck [--arch A] [--jobs N] [--shard K/N] [--json FILE] [--objdump PATH] PATH...
    stinkytofu-waitcheck merge [--json FILE] A.json B.json...

Exit status: 0 nothing reported, 1 a missing wait or a kernel not fully
checked, 2 an unreadable input (the others are still scanned) or misuse.
Reports and the summary go to stdout, errors to stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from stinkytofu_opt.waitcheck import report

# Files a directory scan picks up (a named file is read whatever its name).
SCANNED_SUFFIXES = (".o", ".co", ".hsaco", ".s", ".hipfb", ".bundle")
# A file this large or larger is shared among workers (each takes a contiguous share of
# every code object's kernels, llvm-objdump decoding only its address range).
PART_BYTES = 256 * 1024


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="stinkytofu-waitcheck",
        description="Check compiled AMDGPU kernels for missing waits: ELF code objects (.o, .co, "
                    ".hsaco), clang offload bundles, compressed bundles (CCOB, zlib or zstd), "
                    "HIP host files (their .hip_fatbin bundles), .s files, and directories of "
                    "them (searched recursively for "
                    + ", ".join(SCANNED_SUFFIXES) + "). 'stinkytofu-waitcheck merge A.json "
                    "B.json' merges --json outputs (of shards).",
        epilog="exit status: 0 clean, 1 reports, 2 unreadable input or usage error")
    p.add_argument("paths", nargs="+", metavar="PATH")
    p.add_argument("--arch", help="target for every kernel (default: from each code object's "
                                  "e_flags, else its bundle triple)")
    p.add_argument("--jobs", "-j", type=_positive, default=os.cpu_count() or 1,
                   help="worker processes (default: the CPU count); a file of 256 KiB or more "
                        "is shared among them")
    p.add_argument("--shard", type=_shard, metavar="K/N",
                   help="scan only the K-th of N shares of the files (1 <= K <= N)")
    p.add_argument("--json", metavar="FILE", help="write every kernel's result to FILE")
    p.add_argument("--objdump", metavar="PATH", help="llvm-objdump to run (default: per code "
                   "object, the newest installed one that knows its processor: "
                   "llvm-objdump-22, then llvm-objdump-19; --json names it)")
    return p


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got '{text}'")
    return value


def _shard(text: str) -> tuple[int, int]:
    parts = text.split("/")
    try:
        k, n = (int(p) for p in parts)
    except ValueError:
        k = n = 0
    if len(parts) != 2 or not 1 <= k <= n:
        raise argparse.ArgumentTypeError(f"expected K/N with 1 <= K <= N, got '{text}'")
    return k, n


def expand(paths: list[str]) -> list[tuple[list[int], str]]:
    """(seq, file) for every file to scan, in a fixed order: the arguments in
    order, a directory's files sorted by path."""
    files = []
    for i, path in enumerate(paths):
        if os.path.isdir(path):
            found = []
            for root, dirs, names in os.walk(path):
                dirs.sort()
                found += [os.path.join(root, n) for n in names if n.endswith(SCANNED_SUFFIXES)]
            files += [([i, j], f) for j, f in enumerate(sorted(found))]
        else:
            files.append(([i, 0], path))
    return files


def _parts(path: str, jobs: int) -> int:
    """Workers one file is spread over: one per PART_BYTES of it, at most ``jobs``."""
    if jobs == 1 or path.endswith(".s"):
        return 1
    try:
        size = os.path.getsize(path)
    except OSError:
        return 1
    return max(1, min(jobs, size // PART_BYTES))


def _results(tasks, jobs: int):
    from stinkytofu_opt.waitcheck.check import check_file
    if jobs == 1 or len(tasks) <= 1:
        yield from map(check_file, tasks)
        return
    import multiprocessing
    # fork: workers inherit the loaded targets; imap keeps the input order.
    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with context.Pool(min(jobs, len(tasks))) as pool:
        yield from pool.imap(check_file, tasks, chunksize=1)


def scan(args) -> int:
    from stinkytofu_opt.waitcheck.objdump import ObjdumpMissing, find_objdump
    try:
        objdump = find_objdump(args.objdump)
    except ObjdumpMissing as exc:
        needs = [p for p in args.paths if not p.endswith(".s")]
        if needs:
            print(f"stinkytofu-waitcheck: error: {exc}", file=sys.stderr)
            return 2
        objdump = None
    if args.arch is not None:
        from stinkytofu_opt.target import available_archs
        if args.arch not in available_archs():
            print(f"stinkytofu-waitcheck: error: unknown --arch '{args.arch}' (known: "
                  f"{', '.join(available_archs())})", file=sys.stderr)
            return 2
    files = expand(args.paths)
    if args.shard is not None:
        k, n = args.shard
        files = [f for i, f in enumerate(files) if i % n == k - 1]
    tasks = [(seq, path, args.arch, objdump, part, parts)
             for seq, path in files for parts in [_parts(path, args.jobs)]
             for part in range(parts)]
    objects, kernels, errors = [], [], []
    out = sys.stdout
    for result in _results(tasks, args.jobs):
        for e in result["errors"]:
            print(report.error_line(e), file=sys.stderr)
        for k in result["kernels"]:
            out.write(report.kernel_report(k))
        objects += result["objects"]
        kernels += result["kernels"]
        errors += result["errors"]
    for records in (objects, kernels, errors):
        records.sort(key=lambda r: r["seq"])
    doc = report.document(objects, kernels, errors,
                          shard=list(args.shard) if args.shard else None)
    out.write(report.summary(doc))
    if args.json:
        try:
            report.write_json(doc, args.json)
        except OSError as exc:
            print(f"stinkytofu-waitcheck: error: {args.json}: {exc.strerror}", file=sys.stderr)
            return 2
    return report.exit_status(doc)


def merge_main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="stinkytofu-waitcheck merge",
                                description="Merge --json outputs of shards into one; prints "
                                            "the reports and the summary of the whole.")
    p.add_argument("inputs", nargs="+", metavar="JSON")
    p.add_argument("--json", metavar="FILE", help="write the merged document to FILE")
    args = p.parse_args(argv)
    docs = []
    for name in args.inputs:
        try:
            with open(name) as f:
                docs.append((name, json.load(f)))
        except OSError as exc:
            print(f"{name}: error: {exc.strerror}", file=sys.stderr)
            return 2
        except ValueError as exc:
            print(f"{name}: error: not JSON: {exc}", file=sys.stderr)
            return 2
    try:
        doc = report.merge(docs)
    except (report.MergeError, KeyError, TypeError) as exc:
        message = str(exc) if isinstance(exc, report.MergeError) else \
            f"not a stinkytofu-waitcheck --json document ({exc!r} missing or malformed)"
        print(f"stinkytofu-waitcheck merge: error: {message}", file=sys.stderr)
        return 2
    for e in doc["errors"]:
        print(report.error_line(e), file=sys.stderr)
    for k in doc["kernels"]:
        sys.stdout.write(report.kernel_report(k))
    sys.stdout.write(report.summary(doc))
    if args.json:
        report.write_json(doc, args.json)
    return report.exit_status(doc)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "merge":
        return merge_main(argv[1:])
    return scan(_parser().parse_args(argv))


def console_main() -> None:
    try:
        status = main()
        sys.stdout.flush()
    except KeyboardInterrupt:
        status = 130
    except BrokenPipeError:
        status = 1
    sys.exit(status)


if __name__ == "__main__":
    console_main()
