"""Lists of fnmatch patterns (`instructions_removed`, `inventory_rules` matches), matched as
fnmatch.fnmatchcase matches each pattern but cheaply.

fnmatch compiles a regex for every pattern it is given; a target's rules and removals hold
hundreds, and a derived target tries each removal on every mnemonic of its base: that was
most of loading a target. Here a pattern without wildcards is compared with the name, and
one with them goes to fnmatchcase (which compiles and caches its regex) only for names that
start with its literal prefix, which every name it matches does.
"""
from __future__ import annotations

import fnmatch

_WILDCARDS = frozenset("*?[")


class Globs:
    """fnmatch patterns, in their order."""

    def __init__(self, patterns) -> None:
        self.patterns = list(patterns)
        # a pattern that is no string takes fnmatchcase's path, which reports it
        self._quick = all(isinstance(pattern, str) for pattern in self.patterns)
        self._literals = set()
        self._prefixed: list[tuple[str, str]] = []   # (pattern, its literal prefix)
        for pattern in self.patterns if self._quick else ():
            if _WILDCARDS.isdisjoint(pattern):
                self._literals.add(pattern)
            else:
                self._prefixed.append((pattern, _literal_prefix(pattern)))

    def matching(self, name) -> list:
        """The patterns ``name`` matches."""
        if not (self._quick and isinstance(name, str)):
            return [pattern for pattern in self.patterns if fnmatch.fnmatchcase(name, pattern)]
        hits = [name] if name in self._literals else []
        hits.extend(pattern for pattern, prefix in self._prefixed
                    if name.startswith(prefix) and fnmatch.fnmatchcase(name, pattern))
        return hits

    def any_match(self, name) -> bool:
        """Whether ``name`` matches one of the patterns (the first match ends the search)."""
        if not (self._quick and isinstance(name, str)):
            return any(fnmatch.fnmatchcase(name, pattern) for pattern in self.patterns)
        return name in self._literals or any(
            name.startswith(prefix) and fnmatch.fnmatchcase(name, pattern)
            for pattern, prefix in self._prefixed)


def _literal_prefix(pattern: str) -> str:
    """The characters before the first wildcard of ``pattern``."""
    for index, char in enumerate(pattern):
        if char in _WILDCARDS:
            return pattern[:index]
    return pattern
