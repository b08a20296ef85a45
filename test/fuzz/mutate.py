"""Mutations of test inputs, on bytes: what hand-edited files and broken
generators do to a program.

``mutate(data, rng)`` applies one to four of:

* byte flips (one bit), byte overwrites with interesting bytes (NUL, 0xff,
  quotes, brackets, newline, a UTF-8 lead byte without its continuation...);
* token deletion, duplication and replacement by another token of the file
  (tokens are runs of word characters, runs of blanks, or single others);
* truncation at any byte;
* line shuffles (swap two lines, reverse or shuffle a window), line deletion
  and duplication;
* splices of two inputs, and blow-ups (a long line, a deep bracket nest, a
  huge number, a repeated block of lines).

The same ``random.Random`` state gives the same result.
"""

from __future__ import annotations

import random
import re

_TOKEN = re.compile(rb"\w+|\s+|.", re.DOTALL)
INTERESTING = (b"\x00", b"\xff", b"\xc3", b"\x80", b'"', b"{", b"}", b"[", b"]", b"(", b")",
               b":", b",", b"=", b"\n", b"\r", b"\t", b"-", b"^", b"@", b"/", b"*", b"#",
               b"9", b"0", b" ", b"\\", b"\xe2\x80\xa8", b"\x0c")
NUMBERS = (b"0", b"-1", b"63", b"64", b"1023", b"1024", b"2147483647", b"2147483648",
           b"-2147483649", b"99999999999999999999999", b"0x", b"0xffffffffffffffff",
           b"1e999", b"-0", b"00")


def _tokens(data: bytes) -> list[bytes]:
    return _TOKEN.findall(data)


def _lines(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True)


def bit_flip(data, r, other):
    if not data:
        return b"\x00"
    i = r.randrange(len(data))
    return data[:i] + bytes([data[i] ^ (1 << r.randrange(8))]) + data[i + 1:]


def byte_set(data, r, other):
    i = r.randrange(len(data) + 1)
    width = r.choice((0, 1, 1))
    return data[:i] + r.choice(INTERESTING) + data[i + width:]


def token_delete(data, r, other):
    toks = _tokens(data)
    if not toks:
        return data
    i = r.randrange(len(toks))
    n = r.choice((1, 1, 1, 2, 3))
    return b"".join(toks[:i] + toks[i + n:])


def token_duplicate(data, r, other):
    toks = _tokens(data)
    if not toks:
        return data
    i = r.randrange(len(toks))
    return b"".join(toks[:i + 1] + [toks[i]] * r.choice((1, 1, 2, 10)) + toks[i + 1:])


def token_replace(data, r, other):
    toks = _tokens(data)
    if len(toks) < 2:
        return data
    i = r.randrange(len(toks))
    pool = toks if r.random() < 0.8 else list(NUMBERS)
    toks[i] = r.choice(pool)
    return b"".join(toks)


def truncate(data, r, other):
    if not data:
        return data
    return data[:r.randrange(len(data))]


def line_swap(data, r, other):
    lines = _lines(data)
    if len(lines) < 2:
        return data
    i, j = r.randrange(len(lines)), r.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return b"".join(lines)


def line_shuffle(data, r, other):
    lines = _lines(data)
    if len(lines) < 2:
        return data
    i = r.randrange(len(lines))
    j = min(len(lines), i + r.randint(2, 8))
    window = lines[i:j]
    if r.random() < 0.3:
        window.reverse()
    else:
        r.shuffle(window)
    return b"".join(lines[:i] + window + lines[j:])


def line_delete(data, r, other):
    lines = _lines(data)
    if not lines:
        return data
    i = r.randrange(len(lines))
    return b"".join(lines[:i] + lines[i + r.choice((1, 1, 2, 5)):])


def line_duplicate(data, r, other):
    lines = _lines(data)
    if not lines:
        return data
    i = r.randrange(len(lines))
    j = min(len(lines), i + r.choice((1, 1, 3)))
    return b"".join(lines[:j] + lines[i:j] * r.choice((1, 1, 4)) + lines[j:])


def splice(data, r, other):
    if not other:
        return data
    a = r.randrange(len(data) + 1)
    b = r.randrange(len(other) + 1)
    if r.random() < 0.5:  # at line boundaries
        la, lb = _lines(data), _lines(other)
        a, b = r.randrange(len(la) + 1), r.randrange(len(lb) + 1)
        return b"".join(la[:a] + lb[b:])
    return data[:a] + other[b:]


def blow_up(data, r, other):
    i = r.randrange(len(data) + 1)
    k = r.random()
    if k < 0.3:
        piece = b"v" + b"9" * r.randint(5, 400)
    elif k < 0.5:
        depth = r.randint(10, 2000)
        piece = r.choice((b"[", b"{", b"(")) * depth
    elif k < 0.7:
        piece = b"x" * r.randint(1000, 20000)
    elif k < 0.85:
        piece = b",".join([b"v1"] * r.randint(10, 500))
    else:
        lines = _lines(data)
        if not lines:
            return data
        s = r.randrange(len(lines))
        chunk = b"".join(lines[s:s + r.randint(1, 4)])
        return data + chunk * r.randint(2, 50)
    return data[:i] + piece + data[i:]


MUTATORS = (
    (bit_flip, 3), (byte_set, 3), (token_delete, 4), (token_duplicate, 3),
    (token_replace, 3), (truncate, 2), (line_swap, 2), (line_shuffle, 2),
    (line_delete, 2), (line_duplicate, 2), (splice, 1), (blow_up, 1),
)
_FUNCS = [m for m, _ in MUTATORS]
_WEIGHTS = [w for _, w in MUTATORS]


def mutate(data: bytes, r: random.Random, other: bytes = b"", max_steps: int = 4) -> bytes:
    """One to ``max_steps`` stacked mutations of ``data`` (``other``: a second
    input for splices)."""
    for _ in range(r.randint(1, max_steps)):
        data = r.choices(_FUNCS, _WEIGHTS)[0](data, r, other)
    return data
