"""The Python API's argument checks: what the command line would refuse is refused
here too, before any work, with a message (api.py raises it as a StinkyError).
A file name may be a str or any os.PathLike."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping

UNSIGNED_LIMIT = 2 ** 32   # the command line's unsigned integer options (--NumWaves, tile fields)
OPT_LEVELS = range(0, 4)   # -O0 .. -O3


class ArgumentError(ValueError):
    """An argument the command line would refuse; the message says which and why."""


def _kind(value: object) -> str:
    return type(value).__name__


def path_name(value: object, name: str, optional: bool = False) -> str | None:
    """A file name as a str (os.PathLike accepted)."""
    if value is None and optional:
        return None
    if isinstance(value, (str, os.PathLike)):
        path = os.fspath(value)
        if isinstance(path, str):
            return path
    raise ArgumentError(f"{name} must be a str or os.PathLike, not {_kind(value)}")


def text_of(value: object, name: str, optional: bool = False) -> str | None:
    if (value is None and optional) or isinstance(value, str):
        return value
    raise ArgumentError(f"{name} must be a str{' or None' if optional else ''}, "
                        f"not {_kind(value)}")


def flag(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise ArgumentError(f"{name} must be True or False, not {_kind(value)} {value!r}")
    return value


def unsigned(value: object, name: str, limit: int = UNSIGNED_LIMIT) -> int:
    """A non-negative int below ``limit`` (bool is not an int here)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < limit:
        raise ArgumentError(f"{name} must be an integer from 0 to {limit - 1}, got "
                            f"{_kind(value)} {value!r}")
    return value


def opt_level(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in OPT_LEVELS:
        raise ArgumentError(f"opt_level must be 0, 1, 2 or 3 (-O0 to -O3), got "
                            f"{_kind(value)} {value!r}")
    return value


def mapping(value: object, name: str) -> Mapping:
    """A mapping with str keys ({} for None)."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ArgumentError(f"{name} must be a mapping (dict) or None, not {_kind(value)}")
    for key in value:
        if not isinstance(key, str):
            raise ArgumentError(f"{name} keys must be str, not {_kind(key)} {key!r}")
    return value


def tile(value: object) -> dict[str, int]:
    fields = mapping(value, "tile")
    return {key: unsigned(v, f"tile['{key}']") for key, v in fields.items()}


def option_values(value: object, pass_name: str) -> dict:
    """A PassSpec's typed options: str keys, bool, int or str values."""
    options = mapping(value, f"options of {pass_name}")
    for key, v in options.items():
        if not isinstance(v, (bool, int, str)):
            raise ArgumentError(f"option '{key}' of {pass_name} must be a bool, int or str, "
                                f"not {_kind(v)}")
    return dict(options)


def words(value: object, pass_name: str) -> tuple[str, ...]:
    """A PassSpec's option words: a sequence of str, never one str (which would be
    taken letter by letter)."""
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise ArgumentError(f"words of {pass_name} must be a sequence of str such as "
                            f"('s_nop',), not {_kind(value)} {value!r}")
    out = tuple(value)
    for word in out:
        if not isinstance(word, str) or not word.strip():
            raise ArgumentError(f"words of {pass_name} must be non-empty str, got "
                                f"{_kind(word)} {word!r}")
    return out
