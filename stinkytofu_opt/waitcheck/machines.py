"""Which target a code object is for: its ELF e_flags processor (EF_AMDGPU_MACH,
table in machines.yaml), else its bundle entry's triple."""

from __future__ import annotations

import os
import re

EF_AMDGPU_MACH = 0xFF
# hipv4-amdgcn-amd-amdhsa--gfx942:sramecc+:xnack- -> gfx942
_TRIPLE_PROCESSOR = re.compile(r"amdgcn-[^-]*-[^-]*-[^-]*-(gfx[0-9a-z]+)")
_TABLE: dict[int, str] | None = None


def _table() -> dict[int, str]:
    global _TABLE
    if _TABLE is None:
        import yaml
        with open(os.path.join(os.path.dirname(__file__), "machines.yaml")) as f:
            _TABLE = {int(k): str(v) for k, v in yaml.safe_load(f)["machines"].items()}
    return _TABLE


def processor_of(e_flags: int) -> str | None:
    return _table().get(e_flags & EF_AMDGPU_MACH)


def processor_of_triple(triple: str | None) -> str | None:
    m = _TRIPLE_PROCESSOR.search(triple or "")
    return m.group(1) if m else None


def choose_target(e_flags: int, triple: str | None, override: str | None) -> tuple[str, str]:
    """(target name, how it was chosen) for a code object; ValueError says why none fits."""
    from stinkytofu_opt.target import available_archs
    if override:
        return override, "--arch"
    processor = processor_of(e_flags)
    source = "e_flags"
    if processor is None:
        processor, source = processor_of_triple(triple), "bundle triple"
    if processor is None:
        raise ValueError(f"unknown AMDGPU processor in e_flags (0x{e_flags:x}); pass --arch")
    if processor not in available_archs():
        raise ValueError(f"{processor} has no target description "
                         f"(known: {', '.join(available_archs())}); pass --arch to check it as one")
    return processor, source
