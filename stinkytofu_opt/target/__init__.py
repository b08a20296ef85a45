"""Target descriptions: the instruction table, register limits and wait counters of each GPU
architecture.

The facts live in data/<arch>.yaml (schema: README.md in this directory); this package only
loads them and derives the classification the parser, printer and passes use:

    target = get_target("gfx1250")
    desc = target.lookup("ds_load_b128")      # InstrDesc, or None for an unknown mnemonic
    desc.is_ds_read, desc.counter             # True, 'dscnt'

Loading is lazy (PyYAML is imported on first use) and cached: each target is built once,
its data checked in full, and each description built when its mnemonic is first looked up.
"""
from .loader import (TargetDataError, TargetLibrary, UnknownArchError, available_archs,
                     get_target)
from .model import LEGACY_WAIT, CounterDesc, InstrDesc, OperandField, Target

__all__ = [
    "LEGACY_WAIT", "CounterDesc", "InstrDesc", "OperandField", "Target", "TargetDataError",
    "TargetLibrary", "UnknownArchError", "available_archs", "get_target",
]
