"""Split a ``.s`` file into its functions, so that each is validated alone, as a
code object's kernels are: control does not fall from one kernel's ``s_endpgm``
into the next one's first block.

A function is a label ``NAME:`` whose name a ``.type NAME,@function`` declares; it
runs to the next function's label. Each function's text keeps every line number:
outside the function, instruction and label lines are blanked and directive lines
(``.set``, ``.amdgcn_target``, ...) are kept, so symbols keep their values.
"""

from __future__ import annotations

import re

_TYPE = re.compile(r"\s*\.type\s+([A-Za-z_.$][\w.$]*)\s*,\s*[@%]function\b")
_LABEL = re.compile(r"\s*([A-Za-z_.$][\w.$]*):")


def functions(text: str) -> list[tuple[str, str]]:
    """(name, text) per function in file order; [] when the file declares none."""
    lines = text.splitlines()
    names = {m.group(1) for m in map(_TYPE.match, lines) if m}
    starts = [(i, m.group(1)) for i, m in enumerate(map(_LABEL.match, lines))
              if m and m.group(1) in names]
    out = []
    for k, (start, name) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(lines)
        kept = [line if start <= i < end or line.lstrip().startswith(".") else ""
                for i, line in enumerate(lines)]
        out.append((name, "\n".join(kept) + "\n"))
    return out
