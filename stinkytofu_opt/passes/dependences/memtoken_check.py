"""MemTokenConsistencyCheckPass: within a block, either every LDS transfer
(DS read, DS write, tensor load to LDS) carries memory tokens or none does.

A block with some tagged and some untagged transfers would make the wait
pass reason with tokens about the tagged ones and miss the dependences of
the untagged ones, so it is reported as an error (exit status 1), in the
reference tool's format plus the source location of every transfer, and as
located diagnostics (an error at the block, a note at each untagged transfer)
that ``--verify-diagnostics`` can match.
"""

from __future__ import annotations

from stinkytofu_opt.passes.registry import Pass

TAG = "[MemTokenConsistencyCheck]"


def transfer_kind(desc) -> str | None:
    """The category the check groups an instruction under, if any."""
    if desc is None:
        return None
    if desc.is_ds_read:
        return "ds_load"
    if desc.is_ds_write:
        return "ds_store"
    if desc.is_tensor_load:
        return "tensor_load"
    return None


def _describe(inst, kind: str) -> str:
    status = "[has token]" if inst.tokens else "[NO TOKEN] "
    line = f"  {status}   {kind} ({inst.opcode})"
    if inst.tokens:
        line += f" tokens = [{','.join(map(str, inst.tokens))}]"
    if inst.loc is not None:
        line += f" at {inst.loc.file}:{inst.loc.line}"
    return line


def _block_location(block, function):
    """Where to report a block: its header; for a block a pass created (no
    header in the input), its first item that has a source location, which for
    this check is at the latest the first located transfer; else the function."""
    if block.loc is not None:
        return block.loc
    located = next((item.loc for item in block.items
                    if getattr(item, "loc", None) is not None), None)
    return located if located is not None else function.loc


class MemTokenConsistencyCheckPass(Pass):
    NAME = "MemTokenConsistencyCheckPass"
    SUMMARY = "Check that each block's ds_load/ds_store/tensor_load are all tagged or all untagged"

    def run(self, function, ctx) -> bool:
        for block in function.blocks:
            candidates = [(inst, kind) for inst in block.instructions()
                          if (kind := transfer_kind(inst.desc)) is not None]
            tagged = sum(1 for inst, _ in candidates if inst.tokens)
            if 0 < tagged < len(candidates):
                self._report(function, block, candidates, ctx)
        return False

    def _report(self, function, block, candidates, ctx) -> None:
        lines = [f'{TAG} ERROR: BB "{block.name}" has inconsistent memory tokens \u2014 '
                 f"some ds_load/ds_store/tensor_load instructions have MemTokenData "
                 f"while others do not:"]
        lines += [_describe(inst, kind) for inst, kind in candidates]
        # Located diagnostics (the block; a note at each transfer without tokens), then
        # the reference tool's report.
        ctx.error(f'inconsistent MemTokenData across ds_load/ds_store/tensor_load in basic '
                  f'block "{block.name}"', _block_location(block, function))
        for inst, kind in candidates:
            if not inst.tokens:
                ctx.diags.report("note", f"{kind} '{inst.opcode}' has no memory tokens "
                                         f"(others in the block do)", inst.loc)
        ctx.diags.write_report("\n".join(lines) + "\n")
