"""Region selection: ``--from-label L --to-label M`` (spec stir-format-and-driver.md 1.3).

The single flat function is split into three functions, in order:

* ``<name>_pre``: the items before the label ``L`` (only if there are any);
* ``<name>``: the region, from ``L`` to ``M``, both labels included; the
  passes run on this function only;
* ``<name>_post``: the items after ``M`` (only if there are any), followed by
  any further blocks of a multi-block ``.stir`` function.

Each part has one block ``entry``. The module keeps all three, in source
order, so that emission writes the whole file. Labels are matched by their
first occurrence among the label items of the first block.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Block, Function, Instruction, Label, Module
from stinkytofu_opt.text.diagnostics import Diagnostic, InputError

REQUIRED_MESSAGE = (
    "--from-label and --to-label are required when running passes on .s input: "
    "name the labels that open and close the region the passes may change, e.g.\n"
    "  stinkytofu-opt --arch gfx1250 kernel.s --from-label label_LoopBeginL "
    "--to-label label_LoopEndL --StinkyWaitCntInsertionPass")


def _fail(message: str, loc=None, source_line=None):
    raise InputError([Diagnostic("error", message, loc, source_line)])


def require_region_for_asm_passes(is_asm: bool, has_passes: bool, values: dict) -> None:
    """The reference tool refuses to run passes over a whole ``.s`` file."""
    if is_asm and has_passes and "--from-label" not in values:
        _fail(REQUIRED_MESSAGE)


def _first_label(items, name: str) -> int | None:
    for i, item in enumerate(items):
        if isinstance(item, Label) and item.name == name:
            return i
    return None


def split_region(module: Module, from_label: str, to_label: str) -> list[Function]:
    """Split the module's only function; returns the functions the passes
    run on (the region). Raises InputError for a missing or misordered label."""
    if len(module.functions) != 1:
        _fail(f"--from-label/--to-label requires exactly one function "
              f"(the input has {len(module.functions)})")
    function = module.functions[0]
    if not function.blocks:
        _fail(f"--from-label '{from_label}' not found in assembly (the function is empty)")
    items = function.blocks[0].items
    start = _first_label(items, from_label)
    if start is None:
        _fail(f"--from-label '{from_label}' not found in assembly")
    end = _first_label(items, to_label)
    if end is None:
        _fail(f"--to-label '{to_label}' not found in assembly")
    if end < start:
        label = items[end]
        loc = label.loc
        _fail(f"--to-label '{to_label}' appears before --from-label '{from_label}' in the "
              f"assembly" + (f" (which is at line {items[start].loc.line})"
                             if items[start].loc is not None else ""), loc, None)

    def part(name: str, part_items) -> Function:
        f = Function(name, [Block("entry", list(part_items))], function.loc)
        f.attributes = dict(function.attributes)
        return f

    region = part(function.name, items[start:end + 1])
    # Whether the region starts where the kernel does (no instruction before it): passes
    # that carry state into the region then know its entry state.
    region.attributes["region"] = {
        "label": from_label, "end": to_label,
        "at_entry": not any(isinstance(i, Instruction) for i in items[:start]),
        "previous": next((i for i in reversed(items[:start]) if isinstance(i, Instruction)),
                         None)}
    parts = []
    if start > 0:
        parts.append(part(f"{function.name}_pre", items[:start]))
    parts.append(region)
    rest_blocks = function.blocks[1:]
    if end + 1 < len(items) or rest_blocks:
        post = part(f"{function.name}_post", items[end + 1:])
        post.blocks.extend(rest_blocks)
        parts.append(post)
    module.functions = parts
    return [region]
