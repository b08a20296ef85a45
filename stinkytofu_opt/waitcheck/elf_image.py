"""An AMDGPU ELF code object's facts, read with pyelftools: its e_flags and its
kernels (function symbols in executable sections), each as a byte range of
its section.

Nothing is left out silently: code of an executable section that no function
symbol covers (hand-written assembly without ``.type``, a damaged symbol table)
is a region of its own (``symbol`` False), which the check reads as one kernel and
marks not fully checked unless it is only padding; an object without a section
table, or whose executable segment lies in no executable section, is an error."""

from __future__ import annotations

import io
import struct

from stinkytofu_opt.records import record
from stinkytofu_opt.waitcheck.containers import ContainerError

EM_AMDGPU = 224
_SHF_EXECINSTR = 0x4


@record(frozen=True)
class Kernel:
    name: str
    section: str
    section_addr: int   # the section's address (0 in a relocatable object)
    start: int          # addresses, as llvm-objdump prints them
    end: int
    symbol: bool = True  # False: code no function symbol covers (a region named by place)


@record
class CodeObjectInfo:
    e_flags: int
    kernels: list[Kernel]
    # the names the kernel descriptors (`NAME.kd` symbols) declare: the other functions
    # are callable (passes/waits/calling_convention.py)
    declared_kernels: frozenset = frozenset()


def read_code_object(image) -> CodeObjectInfo:
    """``image``: the object's bytes, or a seekable binary file (read as needed)."""
    from elftools.common.exceptions import ELFError, ELFParseError
    from elftools.elf.elffile import ELFFile
    try:
        elf = ELFFile(io.BytesIO(image) if isinstance(image, (bytes, bytearray)) else image)
        machine = elf.header.e_machine
        if machine != "EM_AMDGPU" and machine != EM_AMDGPU:
            raise ContainerError(f"not an AMDGPU code object (ELF machine {machine})")
        if elf.num_sections() == 0:
            raise ContainerError("damaged ELF: no section table (e_shnum 0); where the code "
                                 "lies is unknown")
        _check_sections(elf)
        kernels = _kernels(elf)
        _check_segments(elf)
        return CodeObjectInfo(elf.header.e_flags, kernels, _descriptors(elf))
    except (ELFError, ELFParseError, struct.error, ValueError, IndexError, EOFError,
            KeyError, TypeError, OverflowError) as exc:   # what a corrupted table makes pyelftools raise
        raise ContainerError(f"corrupted ELF: {exc}") from None


def _descriptors(elf) -> frozenset:
    from elftools.elf.sections import SymbolTableSection
    names = set()
    for section in elf.iter_sections():
        if isinstance(section, SymbolTableSection):
            names.update(sym.name[:-3] for sym in section.iter_symbols()
                         if sym.name.endswith(".kd"))
    return frozenset(names)


def _kernels(elf) -> list[Kernel]:
    sections = list(elf.iter_sections())
    executable = {i: s for i, s in enumerate(sections)
                  if s["sh_flags"] & _SHF_EXECINSTR and s["sh_type"] == "SHT_PROGBITS"}
    from elftools.elf.sections import SymbolTableSection
    symtab = next((s for s in sections if isinstance(s, SymbolTableSection)
                   and s["sh_type"] == "SHT_SYMTAB"), None) or \
        next((s for s in sections if isinstance(s, SymbolTableSection)), None)
    by_section: dict[int, list] = {}
    if symtab is not None:
        for sym in symtab.iter_symbols():
            index = sym["st_shndx"]
            if sym["st_info"]["type"] != "STT_FUNC" or not isinstance(index, int):
                continue   # data, or a function defined elsewhere (SHN_UNDEF)
            if index not in executable:   # its code would go unread
                where = sections[index].name if index < len(sections) else f"#{index}"
                raise ContainerError(f"damaged ELF: function {sym.name} lies in section "
                                     f"{where}, which is not executable code")
            by_section.setdefault(index, []).append(sym)
    kernels = []
    for index in sorted(executable):
        section = executable[index]
        base, size = section["sh_addr"], section["sh_size"]
        symbols = sorted({(s["st_value"], s.name): s for s in by_section.get(index, [])}.values(),
                         key=lambda s: (s["st_value"], s.name))
        starts = sorted({s["st_value"] for s in symbols})
        found = []
        for sym in symbols:
            start = sym["st_value"]
            if sym["st_size"]:
                end = start + sym["st_size"]
            else:  # no .size: up to the next function or the section's end
                end = next((a for a in starts if a > start), base + size)
            if start < base or end > base + size:
                raise ContainerError(f"symbol {sym.name} lies outside its section {section.name}")
            found.append(Kernel(sym.name, section.name, base, start, end))
        found += [Kernel(f"{section.name}+0x{start - base:x}", section.name, base, start, end,
                         symbol=False)
                  for start, end in _gaps([(k.start, k.end) for k in found], base, base + size)]
        kernels += sorted(found, key=lambda k: k.start)   # stable: symbols keep their order
    return kernels


def _gaps(ranges, begin: int, end: int) -> list[tuple[int, int]]:
    """The parts of [begin, end) none of ``ranges`` covers."""
    gaps, at = [], begin
    for start, stop in sorted(ranges):
        if start > at:
            gaps.append((at, start))
        at = max(at, stop)
    if at < end:
        gaps.append((at, end))
    return gaps


_PT_LOAD, _PF_X = "PT_LOAD", 0x1


def _check_sections(elf) -> None:
    """A section table that cannot be the object's: a section's bytes beyond the end of
    the file, or no executable section at all (every code object has one, if empty)."""
    stream = elf.stream
    stream.seek(0, 2)
    size = stream.tell()
    executable = False
    for section in elf.iter_sections():
        if section["sh_type"] not in ("SHT_NOBITS", "SHT_NULL") and \
                section["sh_offset"] + section["sh_size"] > size:
            raise ContainerError(f"damaged ELF: section {section.name or '#?'} ends at byte "
                                 f"{section['sh_offset'] + section['sh_size']}, the file has "
                                 f"{size}")
        executable |= bool(section["sh_flags"] & _SHF_EXECINSTR) and \
            section["sh_type"] == "SHT_PROGBITS"
    if not executable:
        raise ContainerError("damaged ELF: no executable section; where the code lies is "
                             "unknown")


def _check_segments(elf) -> None:
    """A loaded executable segment must overlap an executable section: else the section
    table was damaged and the code would go unread."""
    code = [(s["sh_addr"], s["sh_addr"] + s["sh_size"]) for s in elf.iter_sections()
            if s["sh_flags"] & _SHF_EXECINSTR and s["sh_type"] == "SHT_PROGBITS"]
    for segment in elf.iter_segments():
        if segment["p_type"] != _PT_LOAD or not segment["p_flags"] & _PF_X \
                or not segment["p_filesz"]:
            continue
        start, end = segment["p_vaddr"], segment["p_vaddr"] + segment["p_filesz"]
        if not any(a < end and start < b for a, b in code):
            raise ContainerError(f"damaged ELF: executable segment 0x{start:x}-0x{end:x} lies "
                                 "in no executable section; its code cannot be found")
