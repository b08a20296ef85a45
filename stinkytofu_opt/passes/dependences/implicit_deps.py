"""StinkyBuildImplicitDependencyPass: memory tokens -> LDS pseudo registers.

The frontend tags LDS traffic with ``mod.memtoken``; this pass turns each
token t into the pseudo register ``LDS<t>`` so that use-def chains see the
LDS dependences: a tensor load or DS write defines it, a DS read uses it,
and an all-wave barrier both uses and redefines it (producer -> barrier ->
consumer), which is where cross-wave visibility is established.
"""

from __future__ import annotations

from stinkytofu_opt.ir.effects import PSEUDO_OPCODES
from stinkytofu_opt.ir.operands import IntLit, Register
from stinkytofu_opt.passes.registry import Pass

ALL_WAVES = -1


_LDS: dict[int, Register] = {}


def lds(token: int) -> Register:
    """The pseudo register of ``token``, one object per token: analyses memoise
    operand facts by identity."""
    reg = _LDS.get(token)
    if reg is None:
        reg = _LDS[token] = Register("LDS", token)
    return reg


def is_split_barrier_not_all_waves(inst) -> bool:
    """A barrier signal/wait whose barrier id is not -1 (all waves), e.g. the
    -3 cluster barrier: it does not order this workgroup's LDS traffic."""
    desc = inst.desc
    if not (desc.is_barrier_signal or desc.is_barrier_wait):
        return False
    first = inst.srcs[0] if inst.srcs else None
    return not (isinstance(first, IntLit) and first.value == ALL_WAVES)


def _append_unique(operands: list, reg: Register) -> bool:
    if reg in operands:
        return False
    operands.append(reg)
    return True


class StinkyBuildImplicitDependencyPass(Pass):
    NAME = "StinkyBuildImplicitDependencyPass"
    SUMMARY = "Add LDS<t> pseudo registers from mod.memtoken so use-def chains see LDS dependences"

    def run(self, function, ctx) -> bool:
        changed = False
        for block in function.blocks:
            for inst in block.instructions():
                tokens = inst.tokens
                desc = inst.desc
                if not tokens or inst.opcode in PSEUDO_OPCODES:
                    continue
                if desc is None:
                    # Not modelled: it reads and writes every LDS token it names, like
                    # any register it names (ir/effects.py).
                    for t in tokens:
                        changed |= _append_unique(inst.dests, lds(t))
                        changed |= _append_unique(inst.srcs, lds(t))
                elif desc.is_barrier:
                    if is_split_barrier_not_all_waves(inst):
                        continue
                    for t in tokens:
                        changed |= _append_unique(inst.dests, lds(t))
                        changed |= _append_unique(inst.srcs, lds(t))
                elif desc.is_tensor_load or desc.is_ds_write:
                    for t in tokens:
                        changed |= _append_unique(inst.dests, lds(t))
                elif desc.is_ds_read:
                    for t in tokens:
                        changed |= _append_unique(inst.srcs, lds(t))
                elif ctx.remarks:
                    # Async LDS stores and DS atomics carry tokens for the wait
                    # pass's own scans; they get no pseudo register (as in the
                    # reference), which only matters to readers of the chains.
                    ctx.remark(f"{self.NAME}: tokens on '{inst.opcode}' add no LDS "
                               f"pseudo register", inst.loc)
        return changed
