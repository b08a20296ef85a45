"""``--dot-cfg=DIR``: the control-flow graph of each function as a Graphviz file.

One ``<function>.dot`` per function (``<function>.<n>.dot`` when a name
repeats, e.g. across ``--split-input-file`` chunks), written after the
passes ran:

* a node per block with its instructions in assembly syntax; a block longer
  than :data:`MAX_ROWS` lines is abridged, keeping its first and last lines
  and every instruction a pass created, with its neighbours;
* instructions a pass created (they have no source location) are
  highlighted: waits in orange and bold, others (e.g. cluster barriers) in
  blue;
* each edge is labelled with the operations that may be in flight on each
  counter when the predecessor ends (counters at 0 are omitted); back edges
  are dashed.

The depth of a counter is the largest number of its operations in flight
over all paths to a point, from the validator's dataflow
(:func:`stinkytofu_opt.passes.waits.validation.validator.block_exit_depths`): an
operation adds one on each counter it counts on (the hardware counter
saturates at its maximum value), a wait bounding the counter to N caps it at
N, joins take the maximum, and tensor loads are carried around back edges as
the hardware does. The counters are the target's.

When Graphviz ``dot`` is on PATH each file is also rendered to SVG beside it;
otherwise one note on stderr says so. Nothing is written outside DIR.
"""

from __future__ import annotations

import html
import os
import re
import shutil
import subprocess
import sys

from stinkytofu_opt.ir.core import Directive, Instruction, Label

MAX_ROWS = 24        # a longer block is abridged
KEEP_ENDS = 6        # lines kept at each end of an abridged block
WAIT_COLOR = "#ffcc80"
CREATED_COLOR = "#cfe8ff"
_PSEUDO = frozenset(("PHI", "FENCE", "scheduling_fence"))


def _rows(block) -> list[tuple[str, str | None]]:
    """(text, highlight colour or None) for each line of the block."""
    from stinkytofu_opt.machine.facts import is_wait_instruction as is_wait
    from stinkytofu_opt.text.asm_emitter import format_instruction

    rows = []
    for item in block.items:
        if isinstance(item, Instruction):
            if item.opcode in _PSEUDO:
                continue
            colour = None
            if item.loc is None:
                colour = WAIT_COLOR if is_wait(item) else CREATED_COLOR
            rows.append((format_instruction(item), colour))
        elif isinstance(item, Label):
            rows.append((f"{item.name}:", None))
        elif isinstance(item, Directive):
            rows.append((item.asm_text(), None))
    return rows


def abridge(rows: list, max_rows: int = MAX_ROWS, keep_ends: int = KEEP_ENDS) -> list:
    """The rows to show: all of them when there are at most ``max_rows``;
    otherwise the first and last ``keep_ends``, every highlighted row with
    the rows around it, and ``(None, n)`` for each run of ``n`` hidden rows."""
    if len(rows) <= max_rows:
        return rows
    keep = set(range(keep_ends)) | set(range(len(rows) - keep_ends, len(rows)))
    for i, (_, colour) in enumerate(rows):
        if colour is not None:
            keep.update((i - 1, i, i + 1))
    shown, hidden = [], 0
    for i, row in enumerate(rows):
        if i in keep:
            if hidden:
                shown.append((None, hidden))
                hidden = 0
            shown.append(row)
        else:
            hidden += 1
    if hidden:
        shown.append((None, hidden))
    return shown


def _node_label(block) -> str:
    cells = [f'<TR><TD ALIGN="LEFT" BGCOLOR="#e8e8e8"><B>^{html.escape(block.name)}</B></TD></TR>']
    for text, colour in abridge(_rows(block)):
        if text is None:
            cells.append(f'<TR><TD ALIGN="LEFT"><FONT COLOR="#777777"><I>... {colour} more '
                         f'line{"s" if colour != 1 else ""} ...</I></FONT></TD></TR>')
        elif colour == WAIT_COLOR:
            cells.append(f'<TR><TD ALIGN="LEFT" BGCOLOR="{colour}"><B>{html.escape(text)}'
                         f'</B></TD></TR>')
        elif colour is not None:
            cells.append(f'<TR><TD ALIGN="LEFT" BGCOLOR="{colour}">{html.escape(text)}</TD></TR>')
        else:
            cells.append(f'<TR><TD ALIGN="LEFT">{html.escape(text)}</TD></TR>')
    return ('<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="2">'
            + "".join(cells) + "</TABLE>>")


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def function_to_dot(function, target) -> str:
    """The Graphviz text of one function's CFG."""
    from stinkytofu_opt.analysis.cfg import CFGInfo
    from stinkytofu_opt.passes.waits.validation.validator import block_exit_depths

    depths = block_exit_depths(function, target)
    back = {(id(a), id(b)) for a, b in CFGInfo(function).back_edges}
    ids = {id(b): f"b{i}" for i, b in enumerate(function.blocks)}
    title = (_quote(f"@{function.name}")[:-1] + "\\l"
             "orange: waits inserted by the passes; blue: other created instructions\\l"
             "edge labels: operations in flight per counter when the predecessor ends "
             '(no label: none)\\l"')
    out = [f"digraph {_quote(function.name or 'function')} {{",
           f"  label={title};",
           '  labelloc="t";',
           '  fontname="Courier";',
           '  fontsize=11;',
           '  node [shape=box, fontname="Courier", fontsize=10];',
           '  edge [fontname="Courier", fontsize=9];']
    for block in function.blocks:
        out.append(f"  {ids[id(block)]} [label={_node_label(block)}];")
    for block in function.blocks:
        in_flight = depths.get(block, {})
        label = "\\n".join(f"{c} {n}" for c, n in in_flight.items() if n)
        for succ in block.successors:
            attrs = []
            if label:
                attrs.append(f'label="{label}"')
            if (id(block), id(succ)) in back:
                attrs.append("style=dashed")
            suffix = f" [{', '.join(attrs)}]" if attrs else ""
            out.append(f"  {ids[id(block)]} -> {ids[id(succ)]}{suffix};")
    out.append("}")
    return "\n".join(out) + "\n"


def _file_stem(name: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9_.-]", "_", name).lstrip(".")
    return stem or "function"


class DotCfgWriter:
    """Writes the functions of one or more modules into ``directory``."""

    def __init__(self, directory: str, target, dot_program: str | None = None):
        self.directory = directory
        self.target = target
        self.dot = dot_program if dot_program is not None else shutil.which("dot")
        self.used: dict[str, int] = {}
        self.noted = False

    def write_module(self, module) -> list[str]:
        """Write one .dot (and .svg) per function; the .dot paths."""
        os.makedirs(self.directory, exist_ok=True)
        paths = []
        for function in module.functions:
            stem = _file_stem(function.name)
            count = self.used.get(stem, 0) + 1
            self.used[stem] = count
            if count > 1:
                stem = f"{stem}.{count}"
            path = os.path.join(self.directory, stem + ".dot")
            with open(path, "w", encoding="utf-8") as f:
                f.write(function_to_dot(function, self.target))
            paths.append(path)
            self._render(path)
        return paths

    def _render(self, path: str) -> None:
        if not self.dot:
            if not self.noted:
                self.noted = True
                sys.stderr.write(f"stinkytofu-opt: note: Graphviz 'dot' not found; wrote .dot "
                                 f"files only into '{self.directory}'\n")
            return
        svg = path[:-len(".dot")] + ".svg"
        try:
            result = subprocess.run([self.dot, "-Tsvg", "-o", svg, path],
                                    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE, timeout=120)
        except (OSError, subprocess.TimeoutExpired) as exc:
            sys.stderr.write(f"stinkytofu-opt: warning: cannot render '{path}' with "
                             f"'{self.dot}': {exc}\n")
            return
        if result.returncode != 0:
            reason = result.stderr.decode("utf-8", "replace").strip().splitlines()
            sys.stderr.write(f"stinkytofu-opt: warning: '{self.dot}' failed on '{path}'"
                             + (f": {reason[0]}" if reason else "") + "\n")
