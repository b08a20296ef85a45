"""An AMDGPU ELF code object's facts, read with pyelftools: its e_flags and its
kernels (function symbols in executable sections), each as a byte range of
its section."""

from __future__ import annotations

import io
import struct
from dataclasses import dataclass

from stinkytofu_opt.waitcheck.containers import ContainerError

EM_AMDGPU = 224
_SHF_EXECINSTR = 0x4


@dataclass(frozen=True)
class Kernel:
    name: str
    section: str
    section_addr: int   # the section's address (0 in a relocatable object)
    start: int          # addresses, as llvm-objdump prints them
    end: int


@dataclass
class CodeObjectInfo:
    e_flags: int
    kernels: list[Kernel]
    # the names the kernel descriptors (`NAME.kd` symbols) declare: the other functions
    # are callable (passes/waits/calling_convention.py)
    declared_kernels: frozenset = frozenset()


def read_code_object(data: bytes) -> CodeObjectInfo:
    from elftools.common.exceptions import ELFError, ELFParseError
    from elftools.elf.elffile import ELFFile
    try:
        elf = ELFFile(io.BytesIO(data))
        machine = elf.header.e_machine
        if machine != "EM_AMDGPU" and machine != EM_AMDGPU:
            raise ContainerError(f"not an AMDGPU code object (ELF machine {machine})")
        return CodeObjectInfo(elf.header.e_flags, _kernels(elf), _descriptors(elf))
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
            if sym["st_info"]["type"] == "STT_FUNC" and isinstance(index, int) \
                    and index in executable:
                by_section.setdefault(index, []).append(sym)
    kernels = []
    for index in sorted(by_section):
        section = executable[index]
        base, size = section["sh_addr"], section["sh_size"]
        symbols = sorted({(s["st_value"], s.name): s for s in by_section[index]}.values(),
                         key=lambda s: (s["st_value"], s.name))
        starts = sorted({s["st_value"] for s in symbols})
        for sym in symbols:
            start = sym["st_value"]
            if sym["st_size"]:
                end = start + sym["st_size"]
            else:  # no .size: up to the next function or the section's end
                end = next((a for a in starts if a > start), base + size)
            if start < base or end > base + size:
                raise ContainerError(f"symbol {sym.name} lies outside its section {section.name}")
            kernels.append(Kernel(sym.name, section.name, base, start, end))
    return kernels
