#!/usr/bin/env python3
"""Write the instruction inventory of each target from llvm-mc-22 (stinkytofu_opt/target/inventory/).

The inventory is every instruction llvm-mc-22 decodes and assembles for a GPU, one line per
printed mnemonic (an encoding of an instruction: `v_add_f32_e32`, `v_add_f32_e64`,
`v_add_f32_dpp`), as `mnemonic<TAB>encoding<TAB>LLVM opcode<TAB>sample line`, sorted.
It is found by sweeping the disassembler over opcode bit patterns:

  A. the high half of the first dword, all 65536 values (every encoding's opcode field but
     those reaching below bit 16), with the low half 0;
  B. bits 15:8 of the first dword, all 256 values, under the high halves of VOP1 (opcode
     16:9) and SOP1 (opcode 15:8); and every VOP1/VOP2/VOPC high half (bit 31 clear) with
     src0 = v0 (a VOP2 with a literal, `v_fmaak_f32`, takes no SGPR);
  C. bits 15:13 of the first dword, and its low byte 0 or 0x7c (gfx12 saddr `null`), under
     every high half of the encodings whose opcode or segment reaches below bit 16
     (`LOW_OPCODE_PREFIXES`: gfx9 FLAT's segment, MTBUF's opcode bit 15, gfx12 VMEM
     opcodes 20:14, gfx12 SMEM opcodes 18:13);
  D. every VOP1/VOP2/VOPC (`_e32`) pattern again with src0 = DPP, DPP8 and SDWA, and every
     VOP3 (`_e64`) pattern with src0 = DPP and DPP8 (gfx11+ `_e64_dpp`).

A pattern whose decode does not assemble (or that decodes to nothing) is tried again with
other second dwords (`TAILS`: MFMA and WMMA take no SGPR sources, v_readlane's lane is
one). Every pattern is its own atomic block, followed by an `s_nop 7` marker block, so
that a decode is attributed to its pattern. Each
printed sample is assembled again; a mnemonic keeps the first sample llvm-mc-22 assembles
(one none of whose samples assembles is left out: llvm-mc does not accept it).

    utils/gen_inventory.py [--llvm-mc llvm-mc-22] [--arch gfx942 ...] [--check | --from-samples]

`--check` compares with the committed files instead of writing them (exit 1 on a change);
`--from-samples` skips the sweep and rewrites the committed files from their sample lines.
The encoding column is the family of the sample's first dword (VOP1, SOPP, DS, ...); last
come the mnemonics of the target's tables that llvm-mc-22 accepts as aliases of another
instruction (encoding `ALIAS`: `s_load_dword` on gfx12), found by assembling them bare.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import re
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "stinkytofu_opt" / "target" / "inventory"
ARCHS = ("gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1150", "gfx1200", "gfx1250")
MARKER = 0xBF800007                 # s_nop 7: no swept pattern has low bits 7
VGPR_SOURCES = 0x04020100           # VOP3 second dword: src0 = src1 = src2 = v0
VGPR_SPREAD = 0x04022108            # src0 = v8, src1 = v16, src2 = v0 (WMMA: A, B apart from D)
SADDR_OFF = 0x007C0000              # gfx10/11 FLAT second dword: saddr `off` (flat_*)
VOPD_Y = 0x00000200                 # VOPD second dword: vsrc1Y = v1 (a bank apart from vsrc1X)
# gfx1250 VOPD3 (three dwords): src0X = 4, src1Y = v2 (a bank apart from an f64 src1X v[0:1]),
# bitop3:0x40, so that
# the VOPD3-only halves (v_dual_bitop2_b32, v_dual_fma_f32, the f64 halves) decode
VOPD3_TAIL = (0x2084, 0x0000008F, 0x00400202, 0)
# the variants tried in turn: zeros (SGPR or plain fields), VGPR sources (MFMA, WMMA), a
# VGPR then SGPRs (v_readlane: its lane is an SGPR), VOPD halves in different banks, no
# saddr (gfx11 flat_*), a VOPD3 pair
# (WMMA on gfx12 also wants op_sel_hi set: dword0 bit 14, dword1 bits 28:27); each is
# (bits or-ed into the first dword, the three dwords after it)
TAILS = ((0, 0, 0, 0), (0, VGPR_SOURCES, 0, 0), (0, VGPR_SPREAD, 0, 0), (0, 0x100, 0, 0),
         (0, VOPD_Y, 0, 0), (1 << 14, VGPR_SPREAD | 0x18000000, 0, 0),
         (0, SADDR_OFF, 0, 0), VOPD3_TAIL)
# bits 31:26 of the encodings with opcode (or FLAT segment) bits below bit 16: gfx9 FLAT,
# MTBUF; gfx12 VFLAT, VBUFFER, VIMAGE, VSAMPLE, SMEM
LOW_OPCODE_PREFIXES = (0b110111, 0b111010, 0b111011, 0b110001, 0b110100, 0b111001,
                       0b111101)
SGPR_NULL = 0x7C                    # gfx12 `null` in an SGPR field (FLAT without saddr)
# suffixes the tables strip (asm_syntax.encoding_suffixes), longest first
SUFFIXES = ("_e64_dpp", "_e32", "_e64", "_sdwa", "_dpp")
_INST = re.compile(r"^\t(?P<text>.*?)\s*; encoding: \[(?P<bytes>[^\]]*)\]")
_OPCODE = re.compile(r"<MCInst #\d+ (\w+)")


def base_mnemonic(mnemonic: str) -> str:
    """The table's name of a printed mnemonic (`v_add_f32_e32` -> `v_add_f32`)."""
    for suffix in SUFFIXES:
        if mnemonic.endswith(suffix):
            return mnemonic[:-len(suffix)]
    return mnemonic


def _block(words) -> str:
    data = struct.pack(f"<{len(words)}I", *words)
    return "[" + ",".join(f"0x{b:02x}" for b in data) + "]"


SAMPLES = 8                         # samples per mnemonic and round tried by the assembler
CHUNK = 16384                        # patterns per llvm-mc run (bounds the memory used)


def llvm_mc_on(llvm_mc: str, arch: str, lines: list[str], *options: str):
    """llvm-mc-22 for ``arch`` run over ``lines`` (a temporary file), its output captured."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\n")
    try:
        return subprocess.run([llvm_mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", *options,
                               f.name], capture_output=True, text=True, check=False)
    finally:
        os.unlink(f.name)


def error_lines(stderr: str, only=()) -> set[int]:
    """The line numbers llvm-mc reports an error on (whose message holds one of ``only``)."""
    lines = set()
    for line in stderr.splitlines():
        parts = line.split(":", 4)
        if len(parts) == 5 and parts[3].strip() == "error" and \
                (not only or any(text in parts[4] for text in only)):
            lines.add(int(parts[1]))
    return lines


def disassemble(llvm_mc: str, arch: str, patterns: list[tuple[int, ...]]) -> list:
    """For each pattern (dwords), (printed line, LLVM opcode, size) of its first decode
    when that decode starts at the pattern's first dword, else None."""
    results = []
    for start in range(0, len(patterns), CHUNK):
        results += _disassemble_chunk(llvm_mc, arch, patterns[start:start + CHUNK])
    return results


def _disassemble_chunk(llvm_mc: str, arch: str, patterns: list[tuple[int, ...]]) -> list:
    lines = []
    for words in patterns:
        lines.append(_block(words))
        lines.append(_block((MARKER,)))
    run = llvm_mc_on(llvm_mc, arch, lines, "--disassemble", "-show-encoding", "-show-inst")
    marker_bytes = ",".join(f"0x{b:02x}" for b in struct.pack("<I", MARKER))
    groups: list[list] = [[]]
    current = None
    for line in run.stdout.splitlines():
        m = _INST.match(line)
        if m:
            if m.group("bytes") == marker_bytes and m.group("text") == "s_nop 7":
                groups.append([])
                current = None
                continue
            current = [m.group("text"), "", m.group("bytes")]
            groups[-1].append(current)
            continue
        m = _OPCODE.search(line)
        if m and current is not None and not current[1]:
            current[1] = m.group(1)
    results = []
    for words, group in zip(patterns, groups):
        # A dword that decodes to nothing is skipped unprinted, so the first line printed
        # is the pattern's own decode exactly when the lines cover the whole block (the
        # printed encoding is LLVM's re-encoding, which may set bits the pattern left 0).
        if group and sum(raw.count(",") + 1 for _, _, raw in group) == 4 * len(words):
            text, opcode, raw = group[0]
            results.append((" ".join(text.split()), opcode, raw.count(",") + 1))
        else:
            results.append(None)
    return results


def assembles(llvm_mc: str, arch: str, samples: list[str]) -> list[bool]:
    """Whether llvm-mc-22 assembles each sample line."""
    bad = error_lines(llvm_mc_on(llvm_mc, arch, samples, "-o", os.devnull).stderr)
    return [i not in bad for i in range(1, len(samples) + 1)]


def sweep(llvm_mc: str, arch: str) -> dict[str, tuple[str, str]]:
    """printed mnemonic -> (LLVM opcode, the first sample llvm-mc-22 assembles)."""
    chosen: dict[str, tuple[str, str]] = {}

    def run(patterns, tails=TAILS):
        """Decode each pattern under each tail in turn, until its decode assembles."""
        hits = []
        for tail in tails:
            tried = [(p[0] | tail[0], *tail[1:]) if p[1:] == (0, 0, 0) else p
                     for p in patterns]
            decoded = disassemble(llvm_mc, arch, tried)
            fresh: dict[str, list[tuple[str, str]]] = {}
            for pattern, got in zip(tried, decoded):
                if got is None:
                    continue
                hits.append((pattern, got))
                # a VOPD pair names both halves (`v_dual_X ... :: v_dual_Y ...`): some
                # components exist only as the second half
                for half in got[0].split("::"):
                    mnemonic = half.split()[0]
                    samples = fresh.setdefault(mnemonic, [])
                    # "/*Invalid register...*/": LLVM decoded a field it would not assemble
                    if mnemonic not in chosen and len(samples) < SAMPLES and "/*" not in got[0]:
                        samples.append((got[1], got[0]))
            flat = [(m, entry) for m, samples in fresh.items() for entry in samples]
            ok = assembles(llvm_mc, arch, [sample for _, (_, sample) in flat])
            for (mnemonic, entry), good in zip(flat, ok):
                if good and mnemonic not in chosen:
                    chosen[mnemonic] = entry
            patterns = [p for p, got in zip(patterns, decoded)
                        if got is None or any(half.split()[0] not in chosen
                                              for half in got[0].split("::"))]
        return hits

    zero = (0, 0, 0)
    hits = run([((hi << 16), *zero) for hi in range(1 << 16)])                        # A
    hits += run([((hi << 16) | (b << 8), *zero) for hi in (0x7E00, 0x7E01, 0xBE80)
                 for b in range(1, 256)])                                              # B
    # (one dword, or VMEM whose operands may all be 0: no other tails)
    hits += run([((hi << 16) | 0x100, *zero) for hi in range(1 << 15)], TAILS[:1])   # B
    hits += run([((hi << 16) | low, *zero) for hi in range(1 << 16)
                 if hi >> 10 in LOW_OPCODE_PREFIXES
                 for low in sorted({bits << 13 | saddr for bits in range(8)
                                    for saddr in (0, SGPR_NULL)} - {0})], TAILS[:1])   # C
    e32 = sorted({p[0] & ~0x1FF for p, d in hits if d[0].split()[0].endswith("_e32")})
    run([(w | src0, 0, 0, 0) for w in e32 for src0 in (0xF9, 0xFA, 0xE9)])            # D
    e64 = sorted({p[0] for p, d in hits if d[0].split()[0].endswith("_e64")})
    run([(w, VGPR_SOURCES & ~0x1FF | src0, 0, 0) for w in e64 for src0 in (0xFA, 0xE9)])
    return chosen


# Encoding family of an instruction from its first dword: (mask, value, family), first match.
# The scalar and VOP1/VOP2/VOPC encodings are the same on every generation here.
_COMMON = ((0xFE000000, 0x7E000000, "VOP1"), (0xFE000000, 0x7C000000, "VOPC"),
           (0x80000000, 0x00000000, "VOP2"), (0xFF800000, 0xBF800000, "SOPP"),
           (0xFF800000, 0xBF000000, "SOPC"), (0xFF800000, 0xBE800000, "SOP1"),
           (0xF0000000, 0xB0000000, "SOPK"), (0xC0000000, 0x80000000, "SOP2"))
_BY_PREFIX = {      # bits 31:24 (or 31:26) -> family, per generation
    "gfx9": ((0xFF800000, 0xD3800000, "VOP3P"), (0xFC000000, 0xD0000000, "VOP3"),
             (0xFC000000, 0xD4000000, "VINTRP"), (0xFC000000, 0xD8000000, "DS"),
             (0xFC000000, 0xDC000000, "FLAT"), (0xFC000000, 0xE0000000, "MUBUF"),
             (0xFC000000, 0xE8000000, "MTBUF"), (0xFC000000, 0xF0000000, "MIMG"),
             (0xFC000000, 0xC0000000, "SMEM"), (0xFC000000, 0xC4000000, "EXP")),
    "gfx11": ((0xFF000000, 0xCC000000, "VOP3P"), (0xFF000000, 0xCD000000, "VINTERP"),
              (0xFF000000, 0xCE000000, "LDSDIR"), (0xFC000000, 0xC8000000, "VOPD"),
              (0xFC000000, 0xD4000000, "VOP3"), (0xFC000000, 0xD8000000, "DS"),
              (0xFC000000, 0xDC000000, "FLAT"), (0xFC000000, 0xE0000000, "MUBUF"),
              (0xFC000000, 0xE8000000, "MTBUF"), (0xFC000000, 0xF0000000, "MIMG"),
              (0xFC000000, 0xF4000000, "SMEM"), (0xFC000000, 0xF8000000, "EXP")),
    "gfx12": ((0xFF000000, 0xCC000000, "VOP3P"), (0xFF000000, 0xCD000000, "VINTERP"),
              (0xFF000000, 0xCE000000, "VDSDIR"), (0xFF000000, 0xCF000000, "VOPD3"),
              (0xFC000000, 0xC8000000, "VOPD"), (0xFC000000, 0xD4000000, "VOP3"),
              (0xFC000000, 0xD8000000, "VDS"), (0xFC000000, 0xEC000000, "VFLAT"),
              (0xFC000000, 0xC4000000, "VBUFFER"), (0xFC000000, 0xD0000000, "VIMAGE"),
              (0xFC000000, 0xE4000000, "VSAMPLE"), (0xFC000000, 0xF4000000, "SMEM"),
              (0xFC000000, 0xF8000000, "EXP")),
}


def encoding_family(arch: str, first_dword: int) -> str:
    """The encoding (VOP1, SOPP, DS, ...) of an instruction of ``arch`` by its first dword."""
    generation = "gfx9" if arch.startswith("gfx9") else arch[:5]
    for mask, value, family in _COMMON + _BY_PREFIX[generation]:
        if first_dword & mask == value:
            return family
    return "OTHER"


def encodings(llvm_mc: str, arch: str, samples: list[str]) -> list[str]:
    """The encoding family of each sample line (assembled with -show-encoding)."""
    run = llvm_mc_on(llvm_mc, arch, samples, "-show-encoding")
    words = []
    for line in run.stdout.splitlines():
        m = _INST.match(line)
        if m:
            data = bytes(int(b, 16) for b in m.group("bytes").split(","))
            words.append(struct.unpack("<I", data[:4])[0])
    if len(words) != len(samples):
        raise RuntimeError(f"{arch}: {len(samples)} samples assembled to {len(words)} lines")
    return [encoding_family(arch, word) for word in words]


def render(llvm_mc: str, arch: str, chosen: dict[str, tuple[str, str]]) -> str:
    """The inventory file of ``arch``: printed mnemonic -> (LLVM opcode, sample)."""
    names = sorted(chosen)
    families = encodings(llvm_mc, arch, [chosen[m][1] for m in names])
    version = subprocess.run([llvm_mc, "--version"], capture_output=True, text=True,
                             check=False).stdout
    llvm = next((line.strip() for line in version.splitlines() if "version" in line), "")
    bases = {base_mnemonic(m) for m in chosen}
    lines = [f"# {arch}: every instruction {llvm_mc} decodes and assembles ({llvm}); "
             f"{len(chosen)} encodings, {len(bases)} mnemonics.",
             "# Generated by utils/gen_inventory.py; do not edit. Columns: printed "
             "mnemonic, encoding, LLVM opcode, sample line."]
    lines += [f"{m}\t{family}\t{chosen[m][0]}\t{chosen[m][1]}"
              for m, family in zip(names, families)]
    return "\n".join(lines) + "\n"


def alias_lines(names: list[str]) -> str:
    """The inventory lines of accepted aliases: no encoding, opcode or sample of their own."""
    return "".join(f"{m}\tALIAS\t-\t-\n" for m in sorted(names))


MISSING = ("invalid instruction", "not supported on this GPU")


def aliases(llvm_mc: str, arch: str, chosen: dict[str, tuple[str, str]]) -> list[str]:
    """The mnemonics of the target's tables that no decode prints but llvm-mc-22 accepts:
    assembler aliases (`s_load_dword` for gfx12's `s_load_b32`). Assembled bare, a mnemonic
    llvm-mc lacks is an "invalid instruction" or "not supported on this GPU"; one it has
    lacks operands."""
    sys.path.insert(0, str(ROOT))
    from stinkytofu_opt.target.loader import DATA_DIR, TargetLibrary
    bases = {base_mnemonic(m) for m in chosen}
    names = [m for m in TargetLibrary(DATA_DIR).get(arch).mnemonics if m not in bases]
    missing = error_lines(llvm_mc_on(llvm_mc, arch, names, "-o", os.devnull).stderr, MISSING)
    return [m for i, m in enumerate(names, 1) if i not in missing]


def committed(path: pathlib.Path) -> dict[str, tuple[str, str]]:
    """printed mnemonic -> (LLVM opcode, sample) of a committed inventory file."""
    chosen = {}
    for line in path.read_text().splitlines():
        if line and not line.startswith("#"):
            cols = line.split("\t")
            if cols[1] != "ALIAS":
                chosen[cols[0]] = (cols[-2], cols[-1])
    return chosen


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llvm-mc", default="llvm-mc-22")
    parser.add_argument("--arch", action="append", choices=ARCHS,
                        help="only this target (repeatable; default: all)")
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed inventory instead of writing it")
    parser.add_argument("--from-samples", action="store_true",
                        help="no sweep: rewrite the committed files from their sample lines")
    args = parser.parse_args(argv)
    if shutil.which(args.llvm_mc) is None:
        print(f"gen_inventory.py: {args.llvm_mc} not found (Debian: llvm-22)", file=sys.stderr)
        return 2
    status = 0
    OUT_DIR.mkdir(exist_ok=True)
    for arch in args.arch or ARCHS:
        path = OUT_DIR / f"{arch}.txt"
        chosen = committed(path) if args.from_samples else sweep(args.llvm_mc, arch)
        text = render(args.llvm_mc, arch, chosen)
        if not args.check:
            path.write_text(text)       # the tables' target is read with it to find aliases
        text += alias_lines(aliases(args.llvm_mc, arch, chosen))
        if args.check:
            if not path.exists() or path.read_text() != text:
                print(f"gen_inventory.py: {path.relative_to(ROOT)} differs from {args.llvm_mc}",
                      file=sys.stderr)
                status = 1
        else:
            path.write_text(text)
        print(text.splitlines()[0])
    return status


if __name__ == "__main__":
    sys.exit(main())
