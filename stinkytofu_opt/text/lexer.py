"""Tokenizer for the .stir text IR.

The whole file is tokenized with one compiled pattern. Tokens are plain
tuples ``(kind, text, offset)``: the parser is the hot path of every run.
Comments (``//``, ``#`` to end of line, ``/* ... */``) and blanks are
dropped; newlines are tokens because they end instructions.
"""

from __future__ import annotations

import re

# U+FEFF, which some editors write at the start of a UTF-8 file.
BYTE_ORDER_MARK = "\ufeff"

NL, PUNCT, STRING, HEX, FLOAT, INT, IDENT, EOF = (
    "newline", "punct", "string", "hex", "float", "int", "ident", "eof")

_TOKEN = re.compile(r"""
    (?P<ws>[ \t\f\v]+)
  | (?P<nl>\r\n|\r|\n)
  | (?P<line_comment>(?://|\#)[^\r\n]*)
  | (?P<block_comment>/\*.*?\*/)
  | (?P<open_comment>/\*)
  | (?P<string>"(?:[^"\\\r\n]|\\[^\r\n])*")
  | (?P<open_string>")
  | (?P<hex>-?0[xX][0-9a-fA-F]*)
  | (?P<float>-?\d+\.\d*(?:[eE][+-]?\d+)?|-?\d+[eE][+-]?\d+)
  | (?P<int>-?\d+)
  | (?P<ident>-?[A-Za-z_^@.][A-Za-z0-9_.+]*)
  | (?P<punct>[:\[\](){},=])
  | (?P<other>.)
""", re.VERBOSE | re.DOTALL)

_KIND = {"nl": NL, "string": STRING, "hex": HEX, "float": FLOAT, "int": INT,
         "ident": IDENT, "punct": PUNCT}


class LexError(Exception):
    def __init__(self, message: str, offset: int):
        super().__init__(message)
        self.offset = offset


def tokenize(text: str) -> list[tuple[str, str, int]]:
    """Split ``text`` into tokens; raises LexError on an unterminated string
    or comment, or a character that starts no token."""
    tokens = []
    append = tokens.append
    for match in _TOKEN.finditer(text):
        group = match.lastgroup
        kind = _KIND.get(group)
        if kind is not None:
            append((kind, match.group(), match.start()))
        elif group == "open_comment":
            raise LexError("unterminated '/*' comment", match.start())
        elif group == "open_string":
            raise LexError("unterminated string literal", match.start())
        elif group == "other":
            char = match.group()
            if char == BYTE_ORDER_MARK:
                raise LexError("unexpected byte order mark (U+FEFF): one is accepted only "
                               "at the start of the file", match.start())
            shown = repr(char) if char.isprintable() else f"byte 0x{ord(char):02x}"
            raise LexError(f"unexpected character {shown}", match.start())
    append((EOF, "", len(text)))
    return tokens
