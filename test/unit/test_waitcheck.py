"""stinkytofu-waitcheck: container formats, target choice, objdump lookup, the
command's exit statuses, JSON and merge. Objects are assembled here with
llvm-mc-19 (tests that need it or llvm-objdump-19 are skipped without them)."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess

import pytest
from offload_bundles import bundle, ccob

from stinkytofu_opt.waitcheck import cli, containers, machines, objdump
from stinkytofu_opt.waitcheck.containers import ContainerError

INPUTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "waitcheck", "Inputs")
LLVM_MC = shutil.which("llvm-mc-19")
OBJDUMP = shutil.which("llvm-objdump-19")
needs_llvm = pytest.mark.skipif(not (LLVM_MC and OBJDUMP),
                                reason="llvm-mc-19 and llvm-objdump-19 (Debian llvm-19) needed")

ELF_STUB = b"\x7fELF" + b"\0" * 60


# containers ---------------------------------------------------------------

def test_bundle_keeps_amdgcn_entries_in_order():
    data = bundle([("host-x86_64-unknown-linux-gnu", b""),
                   ("hipv4-amdgcn-amd-amdhsa--gfx942", ELF_STUB + b"a"),
                   ("hipv4-amdgcn-amd-amdhsa--gfx1100", ELF_STUB + b"b")])
    members = containers.unpack(data)
    assert [(m.where, m.data[-1:]) for m in members] == [
        ("hipv4-amdgcn-amd-amdhsa--gfx942", b"a"), ("hipv4-amdgcn-amd-amdhsa--gfx1100", b"b")]


@pytest.mark.parametrize("version", [1, 2, 3])
def test_zlib_compressed_bundle_of_each_version(version):
    inner = bundle([("hipv4-amdgcn-amd-amdhsa--gfx942", ELF_STUB)])
    members = containers.unpack(ccob(inner, version=version))
    assert [m.triple for m in members] == ["hipv4-amdgcn-amd-amdhsa--gfx942"]
    assert members[0].data == ELF_STUB


def test_zstd_compressed_bundle():
    zstandard = pytest.importorskip("zstandard")
    inner = bundle([("hipv4-amdgcn-amd-amdhsa--gfx1200", ELF_STUB)])
    data = ccob(inner, method=1, compressed=zstandard.ZstdCompressor().compress(inner))
    assert containers.unpack(data)[0].data == ELF_STUB


@pytest.mark.parametrize("data, message", [
    (b"CCOB\x07\x00\x00\x00" + b"\0" * 16, "compressed bundle version 7 is not supported"),
    (b"CCOB\x02\x00\x05\x00", "truncated compressed bundle header"),
    (ccob(b"x" * 50, method=5), "unknown compression method 5"),
    (ccob(b"x" * 50, compressed=b"not zlib at all"), "corrupted compressed bundle"),
    (ccob(b"x" * 50)[:-4], "truncated compressed bundle: header says"),
    (ccob(b"no bundle inside"), "compressed bundle does not hold an offload bundle"),
    (containers.BUNDLE_MAGIC + struct.pack("<Q", 10 ** 9), "claims 1000000000 entries"),
    (containers.BUNDLE_MAGIC + struct.pack("<QQQQ", 1, 0, 0, 40) + b"hip", "triple is cut off"),
    (bundle([("host-x86_64-unknown-linux-gnu", b"")]), "has no amdgcn entry"),
    (bundle([("hipv4-amdgcn-amd-amdhsa--gfx942", b"text")]), "is not an ELF code object"),
    (b"plain text", "not an ELF code object, offload bundle or compressed offload bundle"),
])
def test_unreadable_containers_say_why(data, message):
    with pytest.raises(ContainerError, match=message.replace("(", r"\(")):
        containers.unpack(data)


# targets ------------------------------------------------------------------

def test_processor_from_e_flags_and_triple():
    assert machines.processor_of(0x54C) == "gfx942"      # gfx942 with xnack and sramecc bits
    assert machines.processor_of(0x41) == "gfx1100"
    assert machines.processor_of(0x48) == "gfx1200"
    assert machines.processor_of(0xFE) is None
    assert machines.processor_of_triple("hipv4-amdgcn-amd-amdhsa--gfx950:sramecc+:xnack-") == "gfx950"
    assert machines.choose_target(0, "hipv4-amdgcn-amd-amdhsa--gfx1201", None) == \
        ("gfx1201", "bundle triple")
    assert machines.choose_target(0x54C, None, "gfx950") == ("gfx950", "--arch")


def test_processor_without_description_names_itself():
    with pytest.raises(ValueError, match="gfx908 has no target description"):
        machines.choose_target(0x530, None, None)
    with pytest.raises(ValueError, match=r"unknown AMDGPU processor in e_flags \(0xfe\)"):
        machines.choose_target(0xFE, None, None)


# objdump ------------------------------------------------------------------

def test_missing_objdump_names_the_package(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(objdump, "_CANDIDATES", ("no-such-llvm-objdump-22",))
    with pytest.raises(objdump.ObjdumpMissing, match="Debian package llvm-22"):
        objdump.find_objdump(None)
    obj = tmp_path / "k.o"
    obj.write_bytes(ELF_STUB)
    assert cli.main([str(obj)]) == 2
    assert "install the Debian package llvm-22" in capsys.readouterr().err
    assert cli.main(["--objdump", str(tmp_path / "nothing"), str(obj)]) == 2
    assert "no such executable" in capsys.readouterr().err


def _fake_objdump(tmp_path, name, status):
    """An executable that exits with ``status`` for any input, as llvm-objdump-19 aborts
    (134) on a processor it does not know."""
    path = tmp_path / name
    path.write_text(f"#!/bin/sh\nexit {status}\n")
    path.chmod(0o755)
    return str(path)


GFX1250_EF = 0x049 | 0x400   # EF_AMDGPU_MACH_AMDGCN_GFX1250, code object v6 generic flag off


def test_objdump_choice_is_the_newest_that_knows_the_processor(monkeypatch, tmp_path):
    new = _fake_objdump(tmp_path, "llvm-objdump-22", 0)
    old = _fake_objdump(tmp_path, "llvm-objdump-19", 134)
    monkeypatch.setattr(objdump, "_KNOWN", {})
    monkeypatch.setattr(objdump, "_CANDIDATES", (old, new))
    assert objdump.choose(None, GFX1250_EF, "gfx1250") == new
    # an explicit --objdump is used as given
    assert objdump.choose(old, GFX1250_EF, "gfx1250") == old


def test_no_objdump_knows_the_processor_is_one_line_naming_llvm_22(monkeypatch, tmp_path,
                                                                  capsys):
    old = _fake_objdump(tmp_path, "llvm-objdump-19", 134)
    monkeypatch.setattr(objdump, "_KNOWN", {})
    monkeypatch.setattr(objdump, "_CANDIDATES", (old,))
    with pytest.raises(objdump.ObjdumpMissing) as exc:
        objdump.choose(None, GFX1250_EF, "gfx1250")
    message = str(exc.value)
    assert "\n" not in message
    assert "no installed llvm-objdump knows gfx1250 (tried llvm-objdump-19)" in message
    assert "install the Debian package llvm-22" in message


def test_the_probe_object_names_the_processor_in_e_flags():
    probe = objdump._header_only_object(GFX1250_EF)
    assert probe[:4] == b"\x7fELF" and len(probe) == 64
    assert struct.unpack_from("<H", probe, 18)[0] == 224          # EM_AMDGPU
    assert struct.unpack_from("<I", probe, 48)[0] == GFX1250_EF    # e_flags


def test_objdump_output_lines_and_labels():
    text = ("\nx.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n"
            "0000000000000000 <k>:\n"
            "\ts_cbranch_scc1 L0                                          // 000000000000: BF850001\n"
            "\tv_add3_u32 v5, v4, v4, v5                                  // 000000000004: D1FF0005 04160904\n"
            "\n000000000000000c <L0>:\n"
            "\ts_endpgm                                                   // 00000000000C: BF810000\n")
    lines = objdump.parse(text)[".text"]
    assert [(line.address, line.text, line.is_label) for line in lines] == [
        (0, "s_cbranch_scc1 L0", False), (4, "v_add3_u32 v5, v4, v4, v5", False),
        (12, "L0", True), (12, "s_endpgm", False)]


# the command --------------------------------------------------------------

def assemble(tmp_path, name, source: str, mcpu: str) -> str:
    src = tmp_path / (name + ".s")
    src.write_text(source)
    out = str(tmp_path / (name + ".o"))
    subprocess.run([LLVM_MC, "-triple", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-filetype=obj",
                    str(src), "-o", out], check=True)
    return out


def input_text(name, delete=False) -> str:
    with open(os.path.join(INPUTS, name)) as f:
        lines = f.read().splitlines(keepends=True)
    return "".join(line for line in lines if not (delete and "deleted-wait" in line))


@needs_llvm
def test_exit_statuses_and_json(tmp_path, capsys):
    clean = assemble(tmp_path, "clean", input_text("gfx942-kernels.s"), "gfx942")
    deleted = assemble(tmp_path, "deleted", input_text("gfx942-kernels.s", True), "gfx942")
    assert cli.main(["--jobs", "1", clean]) == 0
    assert "missing s_" not in capsys.readouterr().out
    out_json = tmp_path / "r.json"
    assert cli.main(["--jobs", "1", "--json", str(out_json), clean, deleted]) == 1
    doc = json.loads(out_json.read_text())
    kernels = [(k["file"] == deleted, k["kernel"], [(v["counter"], v["wait"], v["register"],
                                                    v["consumer"]["offset"],
                                                    v["producer"]["offset"])
                                                   for v in k["violations"]])
               for k in doc["kernels"]]
    assert kernels == [
        (False, "lds_younger", []), (False, "vmem_loop", []),
        (True, "lds_younger", [("lgkmcnt", "s_waitcnt lgkmcnt(14)", "v3", 0x84, 0xC)]),
        (True, "vmem_loop", [("vmcnt", "s_waitcnt vmcnt(0)", "v4", 0x114, 0x104)])]
    assert all(k["seconds"] >= 0 and k["instructions"] > 0 for k in doc["kernels"])
    broken = tmp_path / "broken.hsaco"
    broken.write_bytes(b"\x7fELF\x02\x01\x01")
    capsys.readouterr()
    assert cli.main(["--jobs", "1", str(broken), clean]) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith(f"{broken}: error: corrupted ELF")
    assert len(captured.err.splitlines()) == 1
    rows = [line.split() for line in captured.out.splitlines()]
    assert ["kernels", "2"] in rows and ["unreadable", "inputs", "1"] in rows


@needs_llvm
def test_undecodable_word_makes_the_kernel_unchecked(tmp_path, capsys):
    # A word llvm-objdump cannot decode hides whatever it does: not a clean kernel.
    obj = assemble(tmp_path, "word", "\t.text\n\t.globl k\n\t.type k,@function\nk:\n"
                   "\tglobal_load_dword v4, v[0:1], off\n\t.long 0xffffffff\n\ts_endpgm\n",
                   "gfx942")
    assert cli.main(["--jobs", "1", obj]) == 1
    out = capsys.readouterr().out
    assert "k (gfx942): 0 missing wait(s), not fully checked" in out
    assert ".text+0x8: not checked: 1 instruction(s) not read (llvm-objdump could not decode " \
           "this word: .long 0xffffffff)" in out


@needs_llvm
def test_function_without_size_runs_to_the_next(tmp_path, capsys):
    obj = assemble(tmp_path, "nosize", "\t.text\n\t.globl a\n\t.type a,@function\na:\n"
                   "\tglobal_load_dword v4, v[0:1], off\n\ts_endpgm\n"
                   "\t.globl b\n\t.type b,@function\nb:\n"
                   "\tglobal_load_dword v6, v[0:1], off\n\tv_add3_u32 v5, v6, v6, v6\n"
                   "\ts_endpgm\n", "gfx942")
    assert cli.main(["--jobs", "1", obj]) == 1
    out = capsys.readouterr().out
    assert f"{obj}: b (gfx942): 1 missing wait(s)\n.text+0x14: missing s_waitcnt vmcnt(0) " \
           "before use of v6\n" in out
    assert ": a (gfx942)" not in out


@needs_llvm
def test_arch_override(tmp_path, capsys):
    obj = assemble(tmp_path, "k", input_text("gfx942-kernels.s", True), "gfx942")
    assert cli.main(["--jobs", "1", "--arch", "gfx950", obj]) == 1
    assert "lds_younger (gfx950): 1 missing wait(s)" in capsys.readouterr().out


def test_assembly_file_reports_lines(tmp_path, capsys):
    src = tmp_path / "k.s"
    src.write_text('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\n'
                   "\tglobal_load_dword v4, v[0:1], off\n\tv_add3_u32 v5, v4, v4, v4\n")
    assert cli.main(["--jobs", "1", str(src)]) == 1
    out = capsys.readouterr().out
    assert "line 4: missing s_waitcnt vmcnt(0) before use of v4\n" \
           "  producer line 3: global_load_dword v4, v[0:1], off\n" in out
    bare = tmp_path / "bare.s"
    bare.write_text("\ts_endpgm\n")
    assert cli.main(["--jobs", "1", str(bare)]) == 2
    assert "bare.s: error: no .amdgcn_target directive; pass --arch" in capsys.readouterr().err
    assert cli.main(["--jobs", "1", "--arch", "gfx1100", str(bare)]) == 0


@pytest.mark.parametrize("argv, message", [
    (["--jobs", "0", "x.o"], "expected a positive integer"),
    (["--shard", "3/2", "x.o"], "expected K/N with 1 <= K <= N"),
    (["--shard", "1", "x.o"], "expected K/N"),
    (["--arch", "gfx9999", "x.o"], "unknown --arch 'gfx9999'"),
    ([], "the following arguments are required"),
])
def test_usage_errors_exit_2(argv, message, capsys, monkeypatch):
    monkeypatch.setattr(objdump, "find_objdump", lambda explicit: "llvm-objdump")
    try:
        status = cli.main(argv)
    except SystemExit as exc:
        status = exc.code
    assert status == 2
    assert message in capsys.readouterr().err


def test_merge_rejects_what_is_not_a_scan(tmp_path, capsys):
    other = tmp_path / "other.json"
    other.write_text('{"format": "something else"}')
    assert cli.main(["merge", str(other)]) == 2
    assert "other.json: not a stinkytofu-waitcheck --json file" in capsys.readouterr().err
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{")
    assert cli.main(["merge", str(garbage)]) == 2
    assert "garbage.json: error: not JSON" in capsys.readouterr().err
    assert cli.main(["merge", str(tmp_path / "absent.json")]) == 2
    assert "absent.json: error: No such file or directory" in capsys.readouterr().err
    partial = tmp_path / "partial.json"
    partial.write_text('{"format": "stinkytofu-waitcheck/1", "objects": []}')
    assert cli.main(["merge", str(partial)]) == 2
    assert "not a stinkytofu-waitcheck --json document" in capsys.readouterr().err


def test_directory_expansion_is_sorted_and_filtered(tmp_path):
    for name in ("b/z.co", "b/a.hsaco", "a.o", "notes.txt", "c/d/e.s"):
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"")
    files = cli.expand([str(tmp_path), "named.bin"])
    assert [(seq, os.path.relpath(f, tmp_path)) for seq, f in files] == [
        ([0, 0], "a.o"), ([0, 1], "b/a.hsaco"), ([0, 2], "b/z.co"), ([0, 3], "c/d/e.s"),
        ([1, 0], os.path.relpath("named.bin", tmp_path))]


def test_assembly_functions_are_checked_one_by_one(tmp_path, capsys):
    # The first kernel ends with its load in flight; the second reads the same register
    # after loading it again and waiting: falling from one into the other would report it.
    src = tmp_path / "two.s"
    src.write_text('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.set width, 4\n'
                   "\t.type first,@function\nfirst:\n\tglobal_load_dword v4, v[0:1], off\n"
                   "\ts_endpgm\n"
                   "\t.type second,@function\nsecond:\n\tglobal_load_dword v4, v[0:1], off\n"
                   "\ts_waitcnt vmcnt(0)\n\tv_add3_u32 v5, v4, v4, v4\n"
                   "\ts_mov_b32 s5, width\n\tglobal_load_dword v6, v[0:1], off\n"
                   "\tv_add3_u32 v7, v6, v6, v6\n\ts_endpgm\n")
    assert cli.main(["--jobs", "1", str(src)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"{src}: second (gfx942): 1 missing wait(s)\n"
                          "line 14: missing s_waitcnt vmcnt(0) before use of v6\n")
    assert ["kernels", "2"] in [line.split() for line in out.splitlines()]


@needs_llvm
def test_damaged_code_objects_are_errors_never_tracebacks(tmp_path):
    """Flipped bytes, overwritten headers and cut files of an object, a bundle and a
    compressed bundle: each is scanned or reported as an error record of its file."""
    import random

    from stinkytofu_opt.waitcheck.check import check_file
    obj = assemble(tmp_path, "k", input_text("gfx942-kernels.s", True), "gfx942")
    with open(obj, "rb") as f:
        image = f.read()
    inner = bundle([("host-x86_64-unknown-linux-gnu", b""),
                    ("hipv4-amdgcn-amd-amdhsa--gfx942", image)])
    originals = [image, inner, ccob(inner)]
    rng = random.Random(21)
    outcomes = set()
    for i in range(90):
        data = bytearray(originals[i % 3])
        how = i // 3 % 3
        if how == 0:
            for _ in range(rng.randint(1, 8)):
                data[rng.randrange(len(data))] = rng.randrange(256)
        elif how == 1:
            del data[rng.randrange(len(data)):]
        else:
            at = rng.randrange(min(len(data), 96))
            data[at:at + 8] = rng.randbytes(8)
        path = tmp_path / f"damaged{i}.co"
        path.write_bytes(bytes(data))
        result = check_file(([0, i], str(path), None, OBJDUMP, 0, 1))
        assert all(e["file"] == str(path) and e["message"] for e in result["errors"])
        outcomes.add("error" if result["errors"] else "scanned")
    assert outcomes == {"error", "scanned"}


@needs_llvm
def test_bundles_inside_a_host_elf(tmp_path, capsys):
    """A HIP host object keeps its bundles in .hip_fatbin: each one's entries are scanned and
    named by their place in the section."""
    obj = assemble(tmp_path, "k", input_text("gfx942-kernels.s", True), "gfx942")
    with open(obj, "rb") as f:
        image = f.read()
    inner = bundle([("host-x86_64-unknown-linux-gnu", b""),
                    ("hipv4-amdgcn-amd-amdhsa--gfx942", image)])
    (tmp_path / "plain.bundle").write_bytes(inner)
    (tmp_path / "compressed.bundle").write_bytes(ccob(inner))
    host_s = tmp_path / "host.s"
    host_s.write_text(f'\t.section .hip_fatbin,"a",@progbits\n\t.p2align 12\n'
                      f'\t.incbin "{tmp_path}/plain.bundle"\n\t.p2align 12\n'
                      f'\t.incbin "{tmp_path}/compressed.bundle"\n\t.text\nmain:\n\tret\n')
    host = str(tmp_path / "host.o")
    subprocess.run([LLVM_MC, "-triple", "x86_64-unknown-linux-gnu", "-filetype=obj",
                    str(host_s), "-o", host], check=True)
    assert cli.main(["--jobs", "1", host]) == 1
    heads = [line for line in capsys.readouterr().out.splitlines() if "missing wait(s)" in line]
    assert heads == [
        f"{host}[.hip_fatbin+0x{at}:hipv4-amdgcn-amd-amdhsa--gfx942]: {k} (gfx942): 1 missing wait(s)"
        for at in ("0", "1000") for k in ("lds_younger", "vmem_loop")]
    plain_host = tmp_path / "plain-host.o"
    subprocess.run([LLVM_MC, "-triple", "x86_64-unknown-linux-gnu", "-filetype=obj",
                    "/dev/null", "-o", str(plain_host)], check=True)
    assert cli.main(["--jobs", "1", str(plain_host)]) == 2
    assert "not an AMDGPU code object (ELF machine EM_X86_64)" in capsys.readouterr().err


@needs_llvm
@pytest.mark.parametrize("link", [False, True])
def test_a_file_shared_among_workers_reports_as_one(tmp_path, capsys, monkeypatch, link):
    """Split into shares (each worker one contiguous share of the kernels, llvm-objdump on
    its address range), a file gives the reports, summary and JSON of one worker."""
    text = input_text("gfx942-kernels.s", True)
    source = "".join((text if i == 0 else text.replace(".amdgcn_target", "// "))
                     .replace("lds_younger", f"lds_younger{i}")
                     .replace("vmem_loop", f"vmem_loop{i}").replace(".LBB2_1", f".LBB2_1_{i}")
                     for i in range(3))
    obj = assemble(tmp_path, "many", source, "gfx942")
    if link:
        lld = shutil.which("ld.lld-19")
        if lld is None:
            pytest.skip("ld.lld-19 needed")
        subprocess.run([lld, "-shared", obj, "-o", obj + ".hsaco"], check=True)
        obj += ".hsaco"

    def scan(jobs):
        out_json = tmp_path / f"r{jobs}.json"
        assert cli.main(["--jobs", str(jobs), "--json", str(out_json), obj]) == 1
        doc = json.loads(out_json.read_text())
        for k in doc["kernels"]:
            del k["seconds"]
        return capsys.readouterr().out, doc

    one = scan(1)
    monkeypatch.setattr(cli, "PART_BYTES", 1)
    assert cli._parts(obj, 4) == 4
    assert scan(4) == one
    assert [k["kernel"] for k in one[1]["kernels"]] == [
        f"{name}{i}" for i in range(3) for name in ("lds_younger", "vmem_loop")]


def test_zstd_without_zstandard_says_which_extra(monkeypatch):
    import sys
    inner = bundle([("hipv4-amdgcn-amd-amdhsa--gfx942", ELF_STUB)])
    monkeypatch.setitem(sys.modules, "zstandard", None)   # import zstandard fails
    with pytest.raises(ContainerError, match=r"needs the 'zstandard' package "
                                             r"\(pip install 'stinkytofu-opt\[zstd\]'\)"):
        containers.unpack(ccob(inner, method=1, compressed=b"\x28\xb5\x2f\xfd"))
    assert containers.unpack(ccob(inner))[0].data == ELF_STUB   # zlib needs nothing
