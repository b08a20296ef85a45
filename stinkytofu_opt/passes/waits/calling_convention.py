"""LLVM's AMDGPU calling convention for memory waits, in one place for insertion and
validation (README "Calls and functions").

Source: LLVM's SIInsertWaitcnts.cpp (the function-entry waits of a non-kernel function,
``setStateOnFunctionEntryOrReturn``, the call and return handling of
``generateWaitcntInstBefore``), as clang-19 and clang-22 output shows it:

* A kernel (``.amdhsa_kernel``; ``amdgpu_kernel`` in LLVM IR) starts with nothing in flight.
* A function that is not a kernel may start with operations of its caller in flight on
  every counter, writing any register: it waits for them at its entry
  (``s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)``, ``s_wait_loadcnt_dscnt 0x0`` ...).
* A call (``s_swappc_b64``) is a use of every argument and return-address register, but
  the caller does not wait before it: the callee waits at its entry. The callee drains
  before it returns, so after the call nothing the caller issued is in flight but stores.
* A return (``s_setpc_b64 s[30:31]``, the return address the call wrote) waits until
  every drained counter is empty. A jump through another register (a tail call) is a
  call: the callee waits at its entry.

The drained counters are the ones whose operations return a value to a register: not the
store counter (stores write no register; LLVM waits for it neither at entry nor at a
return), not ``xcnt`` (address translations) and, as LLVM 22 on gfx1250, not the
tensor and async counters (they write LDS, not registers).
"""

from __future__ import annotations

from contextlib import contextmanager

from stinkytofu_opt.ir.core import Instruction, Label
from stinkytofu_opt.ir.operands import Register

KERNEL = "kernel"
FUNCTION = "function"
# counters no convention wait covers (see the module docstring)
_NOT_DRAINED = frozenset(("storecnt", "vscnt", "xcnt", "tensorcnt", "asynccnt"))
# the return-address register pair the call instruction writes (SIRegisterInfo: s[30:31])
_RETURN_ADDRESS = ("s", 30, 2)


def is_function(function) -> bool:
    """Whether ``function`` is a callable function, not a kernel (the assembly reader's
    ``calling_convention`` attribute; everything else is a kernel, as before)."""
    return function.attributes.get("calling_convention") == FUNCTION


def follows_convention(function) -> bool:
    """Whether ``function`` is known to be compiler output under the convention (a kernel
    with its descriptor, or a function): only then is a call taken to return with its
    counters drained. A hand-written kernel's ``s_swappc_b64`` may jump to code of its
    own that waits for nothing."""
    return function.attributes.get("calling_convention") in (KERNEL, FUNCTION)


def mark(function, name: str, declared_kernels) -> None:
    """Set ``function``'s ``calling_convention`` where its file says which it is: a file
    with kernel descriptors (``.amdhsa_kernel NAME``, a code object's ``NAME.kd``)
    declares its kernels, and its other functions are callable; without descriptors a
    function that returns to its caller (``s_setpc_b64 s[30:31]``: a kernel cannot) is
    callable. Otherwise (hand-written code) nothing is set: a kernel, as before."""
    if declared_kernels:
        function.attributes["calling_convention"] = \
            KERNEL if name in declared_kernels else FUNCTION
    elif any(is_return(i) for i in function.instructions()):
        function.attributes["calling_convention"] = FUNCTION


def drained_counters(target) -> tuple[str, ...]:
    """The counters a function waits for at its entry and before it returns."""
    return tuple(c for c in target.counters if c not in _NOT_DRAINED)


def is_call(inst) -> bool:
    desc = inst.desc
    return desc is not None and desc.is_call


def _is_return_address(op) -> bool:
    return isinstance(op, Register) and (op.unit_kind, op.index, op.count) == _RETURN_ADDRESS


def is_return(inst) -> bool:
    """A jump to the return address (``s_setpc_b64 s[30:31]``)."""
    desc = inst.desc
    return (desc is not None and desc.is_indirect_branch and bool(inst.srcs)
            and _is_return_address(inst.srcs[0]))


def is_tail_call(inst, function) -> bool:
    """A function's jump through another register: the callee waits at its entry, as
    after a call."""
    desc = inst.desc
    return (desc is not None and desc.is_indirect_branch and is_function(function)
            and not is_return(inst))


def ends_call(inst, function) -> bool:
    """Whether the callee drains the counters once ``inst`` has issued: a call or tail
    call of a function under the convention."""
    return is_call(inst) or is_tail_call(inst, function)


def drain_waits(target, counters) -> list[Instruction]:
    """Wait instructions (the target's spelling) that wait for ``counters`` to reach 0, or,
    for a mapping, to its count per counter."""
    from stinkytofu_opt.passes.waits.insertion.classify import CounterModel
    from stinkytofu_opt.passes.waits.insertion.emit import target_waits

    model = CounterModel(target)
    counts = [(counters.get(name, -1) if isinstance(counters, dict) else
               0 if name in counters else -1) for name in model.names]
    return [inst for inst, _ in target_waits(target, model, counts, {})]


def add_entry_waits(function, target) -> list[Instruction]:
    """Put the function-entry wait of a non-kernel function (the counters the waits at
    its start do not drain yet) before its first instruction; returns what was added."""
    from stinkytofu_opt.machine.facts import is_wait
    from stinkytofu_opt.machine.waits import decode_wait

    if not is_function(function):
        return []
    # the entry: the block of the function's label (before a loop that starts at the
    # first instruction), else the first block
    block = next((b for b in function.blocks for i in b.items
                  if isinstance(i, Label) and i.name == function.name), None)
    if block is None:
        if not function.blocks:
            return []
        block = function.blocks[0]
    leading = [i for i in block.items if isinstance(i, Instruction)]
    at = block.items.index(leading[0]) if leading else len(block.items)
    done = set()
    for item in leading:
        if not is_wait(item):
            break
        done.update(c for c, keep in decode_wait(item, target).items() if keep == 0)
    missing = [c for c in drained_counters(target) if c not in done]
    if not missing:
        return []
    waits = drain_waits(target, missing)
    for w in waits:
        w.comment = "function entry: the caller's operations may be in flight"
    block.items[at:at] = waits
    return waits


@contextmanager
def calls_as_drains(function, target):
    """Within the block, every call (and, in a function, tail call) of a function under
    the convention is followed by a wait on the drained counters: the callee waits for
    everything at its entry and drains before it returns. The waits are taken out again
    afterwards."""
    added = []
    if not follows_convention(function):
        yield
        return
    counters = drained_counters(target)
    for block in function.blocks:
        if not any(isinstance(i, Instruction) and ends_call(i, function)
                   for i in block.items):
            continue
        items = []
        for item in block.items:
            items.append(item)
            if isinstance(item, Instruction) and ends_call(item, function):
                waits = drain_waits(target, counters)
                items.extend(waits)
                added.extend(waits)
        block.items = items
    try:
        yield
    finally:
        if added:
            gone = {id(w) for w in added}
            for block in function.blocks:
                block.items = [i for i in block.items if id(i) not in gone]


def add_return_waits(function, target, num_waves: int = 0) -> list[tuple[str, object]]:
    """Before each return of a function, the wait for what may still be in flight there
    (the validator's dataflow says which counters are not empty); returns (the wait's
    text, the return's location) per wait added."""
    if not is_function(function):
        return []
    from stinkytofu_opt.passes.waits.validation.validator import WaitCntValidator, returning

    validator = WaitCntValidator(function, num_waves, target=target)
    needs: dict[int, tuple] = {}
    for v in returning(validator.run()):
        counters = needs.setdefault(id(v.consumer), (v.consumer, set()))[1]
        counters.add(v.counter)
    added = []
    for block in function.blocks:
        for i in range(len(block.items) - 1, -1, -1):
            need = needs.get(id(block.items[i]))
            if need is None:
                continue
            waits = drain_waits(target, need[1])
            for w in waits:
                w.comment = "drained before the return"
                added.append((format_wait(w), need[0].loc))
            block.items[i:i] = waits
    return added


def format_wait(inst) -> str:
    from stinkytofu_opt.text.asm_emitter import format_instruction

    return format_instruction(inst).strip()
