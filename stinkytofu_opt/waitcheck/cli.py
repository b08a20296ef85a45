"""The ``stinkytofu-waitcheck`` command.

    stinkytofu-waitcheck [--arch A] [--jobs N] [--shard K/N] [--json FILE] [--objdump PATH]
                         [--max-object-size SIZE] PATH...
    stinkytofu-waitcheck merge [--json FILE] A.json B.json...

Exit status: 0 nothing reported, 1 a missing wait or a kernel not fully
checked, 2 an unreadable input (the others are still scanned) or misuse, 3 an
internal error (named with its file; the others are still scanned). Reports and
the summary go to stdout, errors and warnings to stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from stinkytofu_opt.waitcheck import report
from stinkytofu_opt.waitcheck.containers import DEFAULT_LIMIT

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
        epilog="exit status: 0 clean and fully read, 1 missing waits or a kernel not fully "
               "checked, 2 unreadable input or usage error, 3 internal error")
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
    p.add_argument("--diagnostics-format", choices=("text", "json", "sarif"), default="text",
                   help="what stdout carries: the reports and the summary (text), the "
                        "--json document (json), or SARIF 2.1.0 for code scanning (sarif)")
    p.add_argument("--max-object-size", type=_size, default=DEFAULT_LIMIT, metavar="SIZE",
                   help="the largest file or decompressed bundle read, in bytes or with a "
                        "K, M or G suffix (default: 1G); a larger one is an unreadable input")
    return p


def _size(text: str) -> int:
    scale = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(text[-1:].upper(), 1)
    try:
        value = int(text[:-1] if scale > 1 else text) * scale
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a size such as 512M, got '{text}'")
    return value


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


def expand(paths: list[str], skipped: list[str] | None = None
           ) -> list[tuple[list[int], str]]:
    """(seq, file) for every file to scan, in a fixed order: the arguments in
    order, a directory's files sorted by path. A directory's FIFOs, sockets and
    devices are left out, each with a warning appended to ``skipped``."""
    from stinkytofu_opt.waitcheck.reading import skip_reason
    files = []
    for i, path in enumerate(paths):
        if os.path.isdir(path):
            found, unlisted = [], set()
            # a directory that cannot be listed is scanned as a file: its error is reported
            for root, dirs, names in os.walk(path, onerror=lambda exc: unlisted.add(exc.filename)):
                dirs.sort()
                found += [os.path.join(root, n) for n in names if n.endswith(SCANNED_SUFFIXES)]
            kept = []
            for name in sorted(found + list(unlisted)):
                why = None if name in unlisted else skip_reason(name)
                if why is None:
                    kept.append(name)
                elif skipped is not None:
                    skipped.append(f"{name}: warning: {why}")
            files += [([i, j], f) for j, f in enumerate(kept)]
        else:
            files.append(([i, 0], path))
    return files


def _replaced_input(output: str | None, inputs: list[str]) -> str | None:
    """Why writing the report to ``output`` would destroy an input: it is one of the inputs
    (however spelled) or a code object itself; None when it is safe."""
    from stinkytofu_opt.waitcheck.containers import BUNDLE_MAGIC, COMPRESSED_MAGIC, ELF_MAGIC
    if output is None or not os.path.isfile(output):
        return None
    for path in inputs:
        try:
            if os.path.samefile(output, path):
                return f"it is the input '{path}'"
        except OSError:
            continue
    try:
        with open(output, "rb") as f:
            head = f.read(len(BUNDLE_MAGIC))
    except OSError:
        return None
    if head.startswith((ELF_MAGIC, BUNDLE_MAGIC, COMPRESSED_MAGIC)):
        return "it is a code object"
    return None


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
    """check_file's result for each task, in task order. check_file never raises; a
    worker that dies (killed, out of memory) breaks the pool: the tasks not done
    then run one process each, so that the one that kills its process is an
    internal error of its file and every other file is still reported."""
    from stinkytofu_opt.waitcheck.check import check_file
    if jobs == 1 or len(tasks) <= 1:
        yield from map(check_file, tasks)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool
    # fork: workers inherit the loaded targets; results are taken in task order.
    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    done = 0
    try:
        with ProcessPoolExecutor(min(jobs, len(tasks)), mp_context=context) as pool:
            futures = [pool.submit(check_file, task) for task in tasks]
            for future in futures:
                result = future.result()
                done += 1
                yield result
    except BrokenProcessPool:
        for task in tasks[done:]:
            yield _isolated(context, task)


def _isolated(context, task) -> dict:
    """check_file(task) in a process of its own: an internal error record if it dies."""
    from stinkytofu_opt.waitcheck.check import check_file, internal_error
    receive, send = context.Pipe(duplex=False)
    process = context.Process(target=_send_result, args=(send, task))
    process.start()
    send.close()
    try:
        result = receive.recv()
    except EOFError:
        result = None
    process.join()
    if result is None:
        seq, path, *_, part = task[:5]
        result = {"objects": [], "kernels": [], "warnings": [], "errors": [internal_error(
            seq, path, part, f"the worker process ended with status {process.exitcode}")]}
    return result


def _send_result(send, task) -> None:
    from stinkytofu_opt.waitcheck.check import check_file
    send.send(check_file(task))
    send.close()


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
    skipped: list[str] = []
    files = expand(args.paths, skipped)
    clobbered = _replaced_input(args.json, [path for _, path in files])
    if clobbered is not None:
        # `--json a.o b.o` reads as "write the report over a.o": refuse before any work
        print(f"stinkytofu-waitcheck: error: --json {args.json}: {clobbered}; the report "
              f"would replace it (give the report its own file name)", file=sys.stderr)
        return 2
    for warning in skipped:
        print(warning, file=sys.stderr)
    if args.shard is not None:
        k, n = args.shard
        files = [f for i, f in enumerate(files) if i % n == k - 1]
    tasks = [(seq, path, args.arch, objdump, part, parts, args.max_object_size)
             for seq, path in files for parts in [_parts(path, args.jobs)]
             for part in range(parts)]
    objects, kernels, errors = [], [], []
    text = args.diagnostics_format == "text"
    out = sys.stdout
    for result in _results(tasks, args.jobs):
        for warning in result["warnings"]:
            print(warning, file=sys.stderr)
        for e in result["errors"]:
            print(report.error_line(e), file=sys.stderr)
        for k in result["kernels"] if text else ():
            out.write(report.kernel_report(k))
        objects += result["objects"]
        kernels += result["kernels"]
        errors += result["errors"]
    for records in (objects, kernels, errors):
        records.sort(key=lambda r: r["seq"])
    doc = report.document(objects, kernels, errors,
                          shard=list(args.shard) if args.shard else None)
    out.write(_document(doc, args.diagnostics_format))
    return _write_json(doc, args.json) or report.exit_status(doc)


def _document(doc: dict, fmt: str) -> str:
    """After the reports: the summary (text), or the whole document as JSON or SARIF."""
    if fmt == "json":
        return json.dumps(doc, indent=1) + "\n"
    if fmt == "sarif":
        from stinkytofu_opt import __version__
        from stinkytofu_opt.waitcheck.sarif import document
        return document(doc, "stinkytofu-waitcheck", __version__)
    return report.summary(doc)


def merge_main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="stinkytofu-waitcheck merge",
                                description="Merge --json outputs of shards into one; prints "
                                            "the reports and the summary of the whole.")
    p.add_argument("inputs", nargs="+", metavar="JSON")
    p.add_argument("--json", metavar="FILE", help="write the merged document to FILE")
    args = p.parse_args(argv)
    from stinkytofu_opt.waitcheck.containers import DEFAULT_LIMIT, ContainerError
    from stinkytofu_opt.waitcheck.reading import open_input, read_bounded
    docs = []
    for name in args.inputs:
        try:
            with open_input(name) as f:
                docs.append((name, json.loads(read_bounded(f, DEFAULT_LIMIT))))
        except OSError as exc:
            print(f"{name}: error: {exc.strerror or exc}", file=sys.stderr)
            return 2
        except ContainerError as exc:
            print(f"{name}: error: {exc}", file=sys.stderr)
            return 2
        except ValueError as exc:
            print(f"{name}: error: not JSON: {exc}", file=sys.stderr)
            return 2
    try:
        doc = report.merge(docs)
        # rendered before anything is printed: a malformed record is an error, not half a report
        errors = [report.error_line(e) for e in doc["errors"]]
        reports = [report.kernel_report(k) for k in doc["kernels"]]
        summary, status = report.summary(doc), report.exit_status(doc)
    except (report.MergeError, KeyError, TypeError, AttributeError, ValueError) as exc:
        message = str(exc) if isinstance(exc, report.MergeError) else \
            f"not a stinkytofu-waitcheck --json document ({exc!r} missing or malformed)"
        print(f"stinkytofu-waitcheck merge: error: {message}", file=sys.stderr)
        return 2
    for line in errors:
        print(line, file=sys.stderr)
    sys.stdout.write("".join(reports) + summary)
    return _write_json(doc, args.json) or status


def _write_json(doc: dict, path: str | None) -> int:
    """--json: 0 written (or not asked for), 2 when the file cannot be written."""
    if path:
        try:
            report.write_json(doc, path)
        except OSError as exc:
            print(f"stinkytofu-waitcheck: error: {path}: {exc.strerror or exc}",
                  file=sys.stderr)
            return 2
    return 0


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
    except Exception as exc:  # noqa: BLE001 - the last line of defence: never a traceback
        print(f"stinkytofu-waitcheck: internal error: {type(exc).__name__}: {exc} (please "
              "report this)", file=sys.stderr)
        status = report.INTERNAL_ERROR
    sys.exit(status)


if __name__ == "__main__":
    console_main()
