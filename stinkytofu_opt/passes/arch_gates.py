"""Passes that the reference keys on the arch triple (12, 5, 0) rather than on a feature:
gfx1250 and its steppings."""

from __future__ import annotations

GFX125_ARCHS = ("gfx1250", "gfx1250v0")


def is_gfx125(target) -> bool:
    return target.name in GFX125_ARCHS
