"""stinkytofu-waitcheck on hostile and careless input (issue 29): bounded memory (each
bomb runs in a subprocess under RLIMIT_AS), no hangs, nothing passed as clean that was
not read, no traceback, and the documented exit statuses: 0 clean and fully read, 1
missing waits or a kernel not fully checked, 2 unreadable input or misuse, 3 internal
error."""

from __future__ import annotations

import json
import os
import resource
import shutil
import struct
import subprocess
import sys
import zlib

import pytest
from test_waitcheck import LLVM_MC, OBJDUMP, assemble, bundle, ccob, input_text, needs_llvm

from stinkytofu_opt.waitcheck import cli

MEMORY = 512 << 20          # RLIMIT_AS of a bomb's scan: a few times what a scan needs
BOMB = 1 << 30              # what a bomb expands to: twice MEMORY
HANG_GUARD = 120            # seconds: only a hang reaches it
GFX942 = "hipv4-amdgcn-amd-amdhsa--gfx942"


def waitcheck(*args, memory=MEMORY, preamble=""):
    """The command in a process of its own, its address space limited to ``memory``."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    code = preamble + "from stinkytofu_opt.waitcheck.cli import console_main\nconsole_main()\n"
    return subprocess.run([sys.executable, "-c", code, *map(str, args)], capture_output=True,
                          text=True, preexec_fn=limit, timeout=HANG_GUARD)


def scanned(proc, status):
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == status, proc.stdout + proc.stderr
    assert "summary" in proc.stdout
    return proc


@pytest.fixture(scope="module")
def objects(tmp_path_factory):
    if not (LLVM_MC and OBJDUMP):
        pytest.skip("llvm-mc-19 and llvm-objdump-19 needed")
    tmp = tmp_path_factory.mktemp("objects")
    clean = assemble(tmp, "clean", input_text("gfx942-kernels.s"), "gfx942")
    deleted = assemble(tmp, "deleted", input_text("gfx942-kernels.s", True), "gfx942")
    return tmp, clean, deleted


def zstd_bomb(declared: int) -> bytes:
    zstandard = pytest.importorskip("zstandard")
    compressor = zstandard.ZstdCompressor(level=1).compressobj()
    chunk = bytes(1 << 24)
    body = b"".join([compressor.compress(chunk) for _ in range(BOMB >> 24)]
                    + [compressor.flush()])
    return ccob(bundle([(GFX942, b"\x7fELF")]), version=3, method=1, compressed=body)[:8] + \
        struct.pack("<QQQ", 32 + len(body), declared, 0) + body


def zlib_bomb(declared: int) -> bytes:
    """A zlib stream of BOMB zero bytes, built from one fully flushed 16 MiB segment
    repeated (each is independent of the ones before it); its checksum is wrong,
    which a decoder only finds at the end."""
    compressor = zlib.compressobj(9)
    chunk = bytes(1 << 24)
    head = compressor.compress(chunk) + compressor.flush(zlib.Z_FULL_FLUSH)
    again = compressor.compress(chunk) + compressor.flush(zlib.Z_FULL_FLUSH)
    assert again == head[2:]   # the 2-byte zlib header, then the segment
    body = head + again * ((BOMB >> 24) - 1) + compressor.flush()
    return b"CCOB" + struct.pack("<HHQQQ", 3, 0, 32 + len(body), declared, 0) + body


# unbounded memory ---------------------------------------------------------------------

@pytest.mark.parametrize("make, declared, limit, message", [
    (zstd_bomb, 8 << 30, [], "declares 8589934592 bytes uncompressed, over the limit"),
    (zstd_bomb, 4096, [], "decompresses to more than the 4096 bytes its header says"),
    (zlib_bomb, 4096, [], "decompresses to more than the 4096 bytes its header says"),
    (zlib_bomb, 700 << 20, ["--max-object-size", "64M"], "over the limit of 67108864"),
])
def test_decompression_bombs_are_errors_in_bounded_memory(tmp_path, make, declared, limit,
                                                          message):
    bomb = tmp_path / "bomb.co"
    bomb.write_bytes(make(declared))
    proc = scanned(waitcheck("--jobs", "1", *limit, bomb), 2)
    assert proc.stderr.startswith(f"{bomb}: error: ") and message in proc.stderr
    assert len(proc.stderr.splitlines()) == 1


@needs_llvm
def test_huge_and_endless_files_are_refused_by_size(objects, tmp_path):
    tmp, clean, _ = objects
    sparse = tmp_path / "sparse.o"
    with open(sparse, "wb") as f:
        f.truncate(6 << 30)    # 6 GB, none of it on disk
    proc = scanned(waitcheck("--jobs", "1", sparse, clean), 2)
    assert proc.stderr == f"{sparse}: error: 6442450944 bytes, over the limit of 1073741824 " \
                          "bytes (--max-object-size)\n"
    assert ["kernels", "2"] in [line.split() for line in proc.stdout.splitlines()]
    # a code object over the limit too (read piecemeal, but llvm-objdump's listing grows)
    proc = scanned(waitcheck("--jobs", "1", "--max-object-size", "100", clean), 2)
    assert proc.stderr.startswith(f"{clean}: error: ") and "over the limit of 100" in proc.stderr
    # an explicitly named device is read, up to the limit
    proc = scanned(waitcheck("--jobs", "1", "--max-object-size", "1M", "/dev/zero"), 2)
    assert proc.stderr == "/dev/zero: error: more than 1048576 bytes, over the limit of " \
                          "1048576 bytes (--max-object-size)\n"


@needs_llvm
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_fifos_and_devices_in_a_directory_are_skipped(objects, tmp_path, jobs):
    _, clean, deleted = objects
    shutil.copy(clean, tmp_path / "a.o")
    os.mkfifo(tmp_path / "b.o")               # opening it would wait for a writer forever
    os.symlink("/dev/zero", tmp_path / "c.o")  # reading it would never end
    shutil.copy(deleted, tmp_path / "d.o")
    proc = scanned(waitcheck("--jobs", jobs, tmp_path), 1)
    assert proc.stderr.splitlines() == [
        f"{tmp_path}/b.o: warning: skipped: a FIFO, not a regular file",
        f"{tmp_path}/c.o: warning: skipped: a character device, not a regular file"]
    assert proc.stdout.count("missing wait(s)") == 2


@needs_llvm
def test_a_named_fifo_is_opened_without_waiting(tmp_path):
    fifo = tmp_path / "named.o"
    os.mkfifo(fifo)
    proc = scanned(waitcheck("--jobs", "1", fifo), 2)
    assert proc.stderr.startswith(f"{fifo}: error: empty file")


@needs_llvm
def test_a_share_reads_only_the_headers_it_needs(objects, tmp_path):
    """A worker given a share of a large object reads its headers and symbols, not the
    whole file (counted by the kernel's read-byte counter of this process)."""
    from stinkytofu_opt.waitcheck.check import check_file
    if not os.path.exists("/proc/self/io"):
        pytest.skip("needs /proc/self/io")
    _, clean, _ = objects
    padded = tmp_path / "padded.o"
    pad = tmp_path / "pad.s"
    pad.write_text('\t.section .padding,"",@progbits\n\t.fill 33554432,1,7\n')
    with open(clean, "rb"), open(pad) as f:
        source = input_text("gfx942-kernels.s") + f.read()
    padded = assemble(tmp_path, "padded", source, "gfx942")

    def read_bytes():
        with open("/proc/self/io") as io:
            return int(next(line for line in io if line.startswith("rchar")).split()[1])

    before = read_bytes()
    result = check_file(([0, 0], padded, None, OBJDUMP, 1, 2))
    used = read_bytes() - before
    assert [k["kernel"] for k in result["kernels"]] == ["vmem_loop"] and not result["errors"]
    assert used < 4 << 20, used


# clean verdicts on code that was never read -------------------------------------------

@needs_llvm
def test_code_without_function_symbol_is_checked_as_a_region(tmp_path):
    # hand-written assembly without .type: no STT_FUNC symbol covers the code
    obj = assemble(tmp_path, "notype", "\t.text\n\t.globl k\nk:\n"
                   "\tglobal_load_dword v4, v[0:1], off\n\tv_add3_u32 v5, v4, v4, v4\n"
                   "\ts_endpgm\n", "gfx942")
    proc = scanned(waitcheck("--jobs", "1", obj), 1)
    assert proc.stdout.startswith(
        f"{obj}: .text+0x0 (gfx942): 1 missing wait(s), not fully checked\n"
        ".text+0x8: missing s_waitcnt vmcnt(0) before use of v4\n")
    assert "not fully checked: no function symbol covers .text+0x0-0x14" in proc.stdout
    assert proc.stderr == f"{obj}: warning: no function symbol covers .text+0x0-0x14: checked " \
                          "as one region from its first word (its entry points are not known)\n"
    assert ["kernels", "not", "fully", "read", "1"] in [l.split() for l in proc.stdout.splitlines()]


@needs_llvm
def test_padding_between_functions_is_not_a_region(objects, capsys):
    # .p2align 8 pads lds_younger with s_nop up to vmem_loop: no third kernel
    _, clean, _ = objects
    assert cli.main(["--jobs", "1", clean]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()]
    assert ["kernels", "2"] in rows and ["kernels", "not", "fully", "read", "0"] in rows


def _patched(path, out, edit):
    data = bytearray(open(path, "rb").read())
    edit(data)
    out.write_bytes(bytes(data))
    return out


def _section_header(data, name):
    from elftools.elf.elffile import ELFFile
    import io
    elf = ELFFile(io.BytesIO(bytes(data)))
    index = next(i for i, s in enumerate(elf.iter_sections()) if s.name == name)
    return elf.header.e_shoff + index * elf.header.e_shentsize, elf


@needs_llvm
def test_damaged_section_tables_are_never_clean(objects, tmp_path):
    tmp, clean, _ = objects
    lld = shutil.which("ld.lld-19")

    def flags(d, name, add=0, remove=0):
        at, _ = _section_header(d, name)
        value = struct.unpack_from("<Q", d, at + 8)[0]
        struct.pack_into("<Q", d, at + 8, (value | add) & ~remove)

    def not_code(d):   # .text's executable flag cleared
        flags(d, ".text", remove=0x4)

    def code_moved(d, other=".rodata"):   # .text is not code, another section is
        not_code(d)
        flags(d, other, add=0x4)
    with_data = assemble(tmp_path, "data", input_text("gfx942-kernels.s")
                         + '\t.section .rodata,"a",@progbits\n\t.long 0\n', "gfx942")
    damaged = [
        (_patched(clean, tmp_path / "no-table.o", lambda d: struct.pack_into("<H", d, 0x3C, 0)),
         "no section table (e_shnum 0); where the code lies is unknown"),
        (_patched(clean, tmp_path / "text-not-code.o", not_code),
         "no executable section; where the code lies is unknown"),
        (_patched(with_data, tmp_path / "code-moved.o", code_moved),
         "function lds_younger lies in section .text, which is not executable code"),
        (_patched(clean, tmp_path / "beyond.o", lambda d: struct.pack_into(
            "<Q", d, _section_header(d, ".text")[0] + 32, 1 << 20)),   # sh_size
         "section .text ends at byte 1048832, the file has")]   # 0x100 + 1 MiB
    proc = scanned(waitcheck("--jobs", "1", *(path for path, _ in damaged)), 2)
    for line, (path, message) in zip(proc.stderr.splitlines(), damaged, strict=True):
        assert line.startswith(f"{path}: error: damaged ELF: {message}")
    if lld is None:
        pytest.skip("ld.lld-19 needed")
    linked = str(tmp_path / "k.hsaco")
    subprocess.run([lld, "-shared", clean, "-o", linked], check=True)

    def no_symbols(d):   # no function symbol, no code section: only the segment knows
        _, elf = _section_header(d, ".text")
        for table in (elf.get_section_by_name(".symtab"), elf.get_section_by_name(".dynsym")):
            for index in range(table.num_symbols()):
                d[table["sh_offset"] + index * table["sh_entsize"] + 4] &= 0xF0  # STT_NOTYPE
        code_moved(d, ".comment")
    stripped = _patched(linked, tmp_path / "stripped.hsaco", no_symbols)
    proc = scanned(waitcheck("--jobs", "1", stripped), 2)
    assert proc.stderr.startswith(f"{stripped}: error: damaged ELF: executable segment "
                                  "0x1300-0x1430 lies in no executable section")


@needs_llvm
def test_a_dropped_function_symbol_leaves_its_code_checked(objects, tmp_path):
    """A damaged symbol (its type no longer STT_FUNC) would drop vmem_loop and its
    missing wait: its code is checked as a region, the object is not fully checked."""
    _, _, deleted = objects

    def untyped(d):
        at, elf = _section_header(d, ".symtab")
        symtab = elf.get_section_by_name(".symtab")
        index = next(i for i, s in enumerate(symtab.iter_symbols()) if s.name == "vmem_loop")
        entry = symtab["sh_offset"] + index * symtab["sh_entsize"]
        d[entry + 4] &= 0xF0   # STT_NOTYPE
    damaged = _patched(deleted, tmp_path / "untyped.o", untyped)
    proc = scanned(waitcheck("--jobs", "1", damaged), 1)
    # the region runs from the end of lds_younger, over the padding, to the section's end
    assert f"{damaged}: .text+0x90 (gfx942): 1 missing wait(s), not fully checked\n" \
           ".text+0x114: missing s_waitcnt vmcnt(0) before use of v4\n" in proc.stdout


# tracebacks and wrong statuses ---------------------------------------------------------

def test_merge_into_an_unwritable_json_is_status_2(tmp_path, capsys):
    doc = {"format": "stinkytofu-waitcheck/1", "objects": [], "kernels": [], "errors": []}
    shard = tmp_path / "a.json"
    shard.write_text(json.dumps(doc))
    assert cli.main(["merge", "--json", str(tmp_path / "no" / "dir" / "x.json"),
                     str(shard)]) == 2
    assert capsys.readouterr().err == \
        f"stinkytofu-waitcheck: error: {tmp_path}/no/dir/x.json: No such file or directory\n"


BOOM = """
import os
from stinkytofu_opt.waitcheck import check
real = check._check_assembly
def hostile(seq, path, *rest):
    if path.endswith("boom.s"):
        raise RuntimeError("a bug")
    if path.endswith("die.s"):
        os._exit(9)
    return real(seq, path, *rest)
check._check_assembly = hostile
"""
KERNEL = ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n'
          "\tglobal_load_dword v4, v[0:1], off\n\tv_add3_u32 v5, v4, v4, v4\n")


@pytest.mark.parametrize("jobs", ["1", "2", "3"])
def test_an_internal_error_loses_no_other_file(tmp_path, jobs):
    names = ["a.s", "boom.s", "b.s"] + (["die.s", "c.s"] if jobs != "1" else [])
    for name in names:
        (tmp_path / name).write_text(KERNEL)
    proc = scanned(waitcheck("--jobs", jobs, *(tmp_path / n for n in names), preamble=BOOM), 3)
    errors = proc.stderr.splitlines()
    assert errors[0] == f"{tmp_path}/boom.s: error: internal error: RuntimeError: a bug " \
                        "(please report this)"
    if jobs != "1":
        assert errors[1] == f"{tmp_path}/die.s: error: internal error: the worker process " \
                            "ended with status 9 (please report this)"
    assert len(errors) == (1 if jobs == "1" else 2)
    reported = [line.split(":")[0] for line in proc.stdout.splitlines()
                if "missing wait(s)" in line]
    assert reported == [str(tmp_path / n) for n in names if n not in ("boom.s", "die.s")]
    assert ["unreadable", "inputs", str(len(errors))] in \
        [line.split() for line in proc.stdout.splitlines()]


@pytest.mark.parametrize("argv", [
    ["--max-object-size", "0", "x.o"], ["--max-object-size", "12Q", "x.o"]])
def test_bad_limits_are_usage_errors(argv, capsys):
    with pytest.raises(SystemExit) as info:
        cli.main(argv)
    assert info.value.code == 2
    assert "expected a size such as 512M" in capsys.readouterr().err


@pytest.mark.parametrize("kernel", [{"file": "k.o"}, 7, {"file": "k.o", "member": "",
                                                          "kernel": "k", "violations": 3}])
def test_merge_of_malformed_records_is_status_2(tmp_path, capsys, kernel):
    doc = {"format": "stinkytofu-waitcheck/1", "objects": [], "kernels": [kernel],
           "errors": []}
    shard = tmp_path / "a.json"
    shard.write_text(json.dumps(doc))
    assert cli.main(["merge", str(shard)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "not a stinkytofu-waitcheck --json document" in captured.err


def test_a_directory_that_cannot_be_listed_is_an_error(tmp_path, capsys, monkeypatch):
    hidden = tmp_path / "hidden"
    hidden.mkdir()
    (hidden / "k.o").write_bytes(b"")
    real = os.scandir

    def scandir(path="."):   # as for a directory without read permission (root reads all)
        if os.fspath(path) == str(hidden):
            raise PermissionError(13, "Permission denied", str(hidden))
        return real(path)
    monkeypatch.setattr(os, "scandir", scandir)
    assert cli.main(["--jobs", "1", str(tmp_path)]) == 2
    assert f"{hidden}: error: " in capsys.readouterr().err
