"""StinkyBuildImplicitDependencyPass: memory tokens -> LDS pseudo registers.

The frontend tags LDS traffic with ``mod.memtoken``; this pass turns each
token t into the pseudo register ``LDS<t>`` so that use-def chains see the
LDS dependences: a tensor load or DS write defines it, a DS read uses it,
and an all-wave barrier both uses and redefines it (producer -> barrier ->
consumer), which is where cross-wave visibility is established.
"""

from __future__ import annotations

from stinkytofu_opt.machine.registers import PSEUDO_OPCODES
from stinkytofu_opt.ir.core import Instruction
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


def _with_registers(operands: tuple, regs) -> tuple:
    """``operands`` followed by those of ``regs`` not in them yet."""
    for reg in regs:
        if reg not in operands:
            operands += (reg,)
    return operands


def token_registers(inst) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(tokens whose pseudo registers ``inst`` defines, tokens it uses)."""
    tokens = inst.tokens
    desc = inst.desc
    if not tokens or inst.opcode in PSEUDO_OPCODES:
        return (), ()
    if desc is None:
        # Not modelled: it reads and writes every LDS token it names, like any register
        # it names (machine/registers.py).
        return tuple(tokens), tuple(tokens)
    if desc.is_barrier:
        if is_split_barrier_not_all_waves(inst):
            return (), ()
        return tuple(tokens), tuple(tokens)
    if desc.is_tensor_load or desc.is_ds_write:
        return tuple(tokens), ()
    if desc.is_ds_read:
        return (), tuple(tokens)
    return (), ()


# Function attribute set once the pass has run on a function.
LINKED = "lds_tokens_linked"


def first_unlinked_token(function):
    """The first instruction whose memory tokens lack the pseudo registers
    StinkyBuildImplicitDependencyPass gives them, or None (at once when the pass
    has run on the function)."""
    if function.attributes.get(LINKED):
        return None
    for block in function.blocks:
        for inst in block.instructions():
            if not inst.mods:
                continue
            defs, uses = token_registers(inst)
            if (any(lds(t) not in inst.dests for t in defs)
                    or any(lds(t) not in inst.srcs for t in uses)):
                return inst
    return None


def link_tokens_if_needed(function, ctx, pass_name: str) -> bool:
    """For a wait pass run in the one-pass form (``--<pass_name>`` alone) on input
    carrying ``mod.memtoken``: build the pseudo registers
    StinkyBuildImplicitDependencyPass would, with a remark, so the result equals the
    two-pass form (insertion reads LDS dependences from the use-def chains of these
    registers, and without them silently misses every one). True when the function
    changed (its cached analyses are then dropped here)."""
    unlinked = first_unlinked_token(function)
    if unlinked is None:
        return False
    ctx.remark(f"{pass_name}: the input carries mod.memtoken but "
               f"StinkyBuildImplicitDependencyPass has not run; building its LDS pseudo "
               f"registers first (as --StinkyBuildImplicitDependencyPass --{pass_name} "
               f"would)", unlinked.loc)
    StinkyBuildImplicitDependencyPass().run(function, ctx)
    ctx.analyses.invalidate(function)
    return True


class StinkyBuildImplicitDependencyPass(Pass):
    NAME = "StinkyBuildImplicitDependencyPass"
    SUMMARY = "Add LDS<t> pseudo registers from mod.memtoken so use-def chains see LDS dependences"

    def run(self, function, ctx) -> bool:
        function.attributes[LINKED] = True
        changed = False
        for block in function.blocks:
            for inst in block.items:
                # (no memory tokens: most instructions; labels and directives have none)
                if inst.__class__ is not Instruction or not inst.mods:
                    continue
                defs, uses = token_registers(inst)
                dests = _with_registers(inst.dests, map(lds, defs))
                srcs = _with_registers(inst.srcs, map(lds, uses))
                if dests is not inst.dests or srcs is not inst.srcs:
                    inst.dests, inst.srcs = dests, srcs
                    changed = True
                if inst.tokens and inst.desc is not None and not (defs or uses) \
                        and not inst.desc.is_barrier and ctx.remarks:
                    # Async LDS stores and DS atomics carry tokens for the wait
                    # pass's own scans; they get no pseudo register (as in the
                    # reference), which only matters to readers of the chains.
                    ctx.remark(f"{self.NAME}: tokens on '{inst.opcode}' add no LDS "
                               f"pseudo register", inst.loc)
        return changed
