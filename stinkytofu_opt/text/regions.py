"""Region selection: ``--from-label L --to-label M`` (spec stir-format-and-driver.md 1.3),
and whole-file mode without them (``split_functions``: every function of the file).

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

import re

from stinkytofu_opt.ir.core import Block, Directive, Function, Instruction, Label, Module
from stinkytofu_opt.passes.waits.calling_convention import mark
from stinkytofu_opt.text.diagnostics import Diagnostic, InputError

def _fail(message: str, loc=None, source_line=None):
    raise InputError([Diagnostic("error", message, loc, source_line)])


# `.type NAME,@function` (LLVM and AMD clang) names a function that starts at the label
# NAME and ends at the next `.Lfunc_end*` label (or the next function, or the file's end).
_FUNCTION_TYPE = re.compile(r"\.type\s+([\w.$]+)\s*,\s*[@%]function\s*\Z")
_FUNCTION_END = ".Lfunc_end"


def split_functions(module: Module) -> list[Function]:
    """Whole-file mode (no --from-label/--to-label): every function of a flat assembly
    module becomes a function of its own, which the passes run on; the text between
    functions becomes functions that they do not. Without `.type NAME,@function`
    directives the whole file is the one function. Returns the functions to run on."""
    if len(module.functions) != 1 or len(module.functions[0].blocks) != 1:
        return module.functions
    function = module.functions[0]
    items = function.blocks[0].items
    names = set()
    for item in items:
        if isinstance(item, Directive) and item.is_text:
            m = _FUNCTION_TYPE.match(item.asm_text().strip())
            if m is not None:
                names.add(m.group(1))
    if not names:
        return module.functions
    declared = _declared_kernels(items)
    parts: list[Function] = []
    kernels: list[Function] = []
    start = 0
    current = None            # the function being collected, or None between functions

    def close(end: int, name: str | None) -> None:
        if end <= start:
            return
        f = Function(name or f"{function.name}_text{len(parts)}",
                     [Block("entry", list(items[start:end]))], function.loc)
        f.attributes = dict(function.attributes)
        parts.append(f)
        if name is not None:
            mark(f, name, declared)
            kernels.append(f)

    for i, item in enumerate(items):
        if not isinstance(item, Label):
            continue
        if item.name in names:
            close(i, current)
            start, current = i, item.name
        elif current is not None and item.name.startswith(_FUNCTION_END):
            close(i + 1, current)
            start, current = i + 1, None
    close(len(items), current)
    module.functions = parts
    return kernels


_KERNEL_DESCRIPTOR = re.compile(r"\s*\.(?:amdhsa_kernel|amdgpu_hsa_kernel)\s+([\w.$]+)")


def _declared_kernels(items) -> set[str]:
    """The names the file's kernel descriptors (``.amdhsa_kernel NAME``) declare."""
    out = set()
    for item in items:
        if isinstance(item, Directive) and item.is_text:
            m = _KERNEL_DESCRIPTOR.match(item.asm_text())
            if m is not None:
                out.add(m.group(1))
    return out


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
