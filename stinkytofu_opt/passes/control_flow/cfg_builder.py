"""CFGBuilderPass: split a flat function into basic blocks (spec
stir-format-and-driver.md 4).

* Nothing to do when the function already has more than one block, when
  the entry block is empty, or when it holds no label.
* A new block starts at every label (named after the label; the label stays
  the block's first item) and after every branch whose next instruction is
  not a label (named ``<current label>_<k>``, k = 1, 2, ..., counting from
  the last label, or from the original block's name before any label).
  Directives and comments travel with the instructions around them.
* What precedes the first split point stays in the original entry block,
  which is kept even when empty.
* Edges: the targets of the branch that ends a block (looked up by label;
  a name that is no label of the function and an indirect branch leave the
  function), then the fall-through to the next block unless the block ends
  in an unconditional branch or ends the program (``s_endpgm``). A target written as an expression
  (``.LBB0_2+4``) may land on any label, so it gets an edge to every
  labelled block, with a warning: losing the edge would hide what is in
  flight over it from every dataflow pass.
"""

from __future__ import annotations

import re

from stinkytofu_opt.ir.core import Block, Instruction, Label
from stinkytofu_opt.ir.operands import label_name
from stinkytofu_opt.machine.facts import ends_program
from stinkytofu_opt.passes.registry import Pass


def _is_branch(inst: Instruction) -> bool:
    return inst.desc is not None and inst.desc.is_branch


def _is_unconditional(inst: Instruction) -> bool:
    """A branch with no fall-through (s_branch, s_setpc_b64)."""
    return _is_branch(inst) and not inst.desc.is_conditional_branch


def branch_targets(inst: Instruction) -> list[str]:
    """The labels a branch may jump to."""
    label_mod = inst.mod("label")
    if label_mod is not None and label_mod.get("label"):
        return [label_mod.get("label")]
    if inst.desc is not None and inst.desc.is_indirect_branch:
        return []
    if inst.srcs:
        name = label_name(inst.srcs[0])
        if name is not None:
            return [name]
    return []


# An assembler symbol name; a target with anything else in it is an expression.
_SYMBOL = re.compile(r"[A-Za-z_.$][\w.$]*\Z")


def unresolved_targets(inst: Instruction, by_name) -> list[str]:
    """The targets of branch ``inst`` written as expressions over labels."""
    return [t for t in branch_targets(inst) if t not in by_name and not _SYMBOL.match(t)]


def unbuilt_cfg_warning(function, pass_name: str):
    """(message, loc) when ``function`` is one block holding a branch to one of
    its own labels: its CFG was never built (CFGBuilderPass), so a dataflow
    pass would take its loops and joins for straight-line code; else None."""
    if len(function.blocks) != 1:
        return None
    items = function.blocks[0].items
    labels = {item.name for item in items if isinstance(item, Label)}
    for item in items:
        if isinstance(item, Instruction) and _is_branch(item):
            for target in branch_targets(item):
                if target in labels:
                    name = f"@{function.name}" if function.name else "the function"
                    return (f"{pass_name}: {name} is one block, but "
                            f"'{item.opcode}' branches to its own label '{target}': "
                            f"without --CFGBuilderPass its loops and joins are read as "
                            f"straight-line code and the waits they need can be missed",
                            item.loc)
    return None


def _last_instruction(block: Block) -> Instruction | None:
    for item in reversed(block.items):
        if isinstance(item, Instruction):
            return item
    return None


def _block_for_label(function) -> dict[str, Block]:
    """Label (and block) name -> the block a branch to it enters."""
    by_name: dict[str, Block] = {}
    for block in function.blocks:
        by_name.setdefault(block.name, block)
        for item in block.items:
            if isinstance(item, Label):
                by_name.setdefault(item.name, block)
    return by_name


def split_blocks_at_control_flow(function, blocks) -> None:
    """Split blocks of a multi-block function where a pass put a label or a
    branch inside them, so that the CFG matches the instructions again.

    For each block the first piece keeps the block (and its predecessors);
    the last piece takes over its successors, in the same places of their
    predecessor lists (PHI operand order depends on them). Pieces are named
    as CFGBuilderPass names blocks. One pass over the function whatever the
    number of blocks split.
    """
    to_split = {id(b) for b in blocks}
    used = {b.name for b in function.blocks}
    new_order: list[Block] = []
    split: list[list[Block]] = []
    for block in function.blocks:
        pieces = _split_items(block, used) if id(block) in to_split else [block]
        new_order.extend(pieces)
        if len(pieces) > 1:
            split.append(pieces)
    if not split:
        return
    function.blocks = new_order
    by_name = _block_for_label(function)
    for pieces in split:
        block, last = pieces[0], pieces[-1]
        last.successors, block.successors = block.successors, []
        for succ in last.successors:
            succ.predecessors = [last if p is block else p for p in succ.predecessors]
        _add_edges(pieces[:-1], pieces[1:], by_name)


def _add_edges(blocks, followers, by_name, warn=None) -> None:
    """Each block's edges in the reference's order: the targets of the branch
    ending it, then the fall-through to its follower (None: no follower)
    unless that branch is unconditional. ``warn(message, loc)`` hears of each
    expression target."""
    labelled = None
    for block, following in zip(blocks, followers):
        terminator = _last_instruction(block)
        if terminator is not None and _is_branch(terminator):
            for target in branch_targets(terminator):
                if target in by_name:
                    block.add_successor(by_name[target])
            unresolved = unresolved_targets(terminator, by_name)
            if unresolved:
                if labelled is None:
                    labelled = list(dict.fromkeys(
                        b for b in by_name.values()
                        if any(isinstance(item, Label) for item in b.items)))
                for target_block in labelled:
                    if target_block not in block.successors:
                        block.add_successor(target_block)
                if warn is not None:
                    warn(f"branch target '{unresolved[0]}' is an expression, "
                         f"not a label: assumed to reach every label of the function",
                         terminator.loc)
        if following is not None and (terminator is None
                                      or not (_is_unconditional(terminator)
                                              or ends_program(terminator))):
            block.add_successor(following)


def _split_items(block: Block, used: set[str], *, at_leading_label: bool = False) -> list[Block]:
    """Cut ``block``'s items at labels and after branches; the pieces after
    the first are new blocks (no edges yet). A label that starts the block
    opens a new piece only with ``at_leading_label`` (CFGBuilderPass keeps the
    entry block, empty if need be, ahead of the first label)."""
    pieces = [block]
    items, block.items = block.items, []
    current, current_label, counter, after_branch = block, block.name, 0, False
    for item in items:
        split_name = None
        if isinstance(item, Label):
            after_branch = False  # the label already starts the block after the branch
            if current.items or at_leading_label:
                split_name = current_label = item.name
                counter = 0
        elif isinstance(item, Instruction) and after_branch:
            counter += 1
            split_name = f"{current_label}_{counter}"
        if split_name is not None:
            name, suffix = split_name, 1
            while name in used:
                suffix += 1
                name = f"{split_name}.{suffix}"
            used.add(name)
            current = Block(name, loc=item.loc)
            pieces.append(current)
        current.items.append(item)
        if isinstance(item, Instruction):
            after_branch = _is_branch(item)
    return pieces


class CFGBuilderPass(Pass):
    NAME = "CFGBuilderPass"
    SUMMARY = "Split a flat function into basic blocks at labels and branches, with edges"

    def run(self, function, ctx) -> bool:
        if len(function.blocks) != 1:
            return False
        entry = function.blocks[0]
        if not entry.items or not any(isinstance(i, Label) for i in entry.items):
            return False
        function.blocks = _split_items(entry, {entry.name}, at_leading_label=True)
        _add_edges(function.blocks, function.blocks[1:] + [None], _block_for_label(function),
                   ctx.diags.warning if ctx is not None else None)
        return True
