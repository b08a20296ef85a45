"""Instruction facts the wait-count validator needs, read from the target's
instruction description when it has them and from the mnemonic otherwise.

Counters (spec waitcnt-passes.md section 2): ``dscnt`` (DS reads, writes,
atomics), ``loadcnt`` (vector loads and returning atomics), ``kmcnt`` (scalar
loads; completes out of order), ``tensorcnt`` (tensor_load_to_lds) and
``asynccnt`` (global_store_async_from_lds). Vector stores count on storecnt,
which is not modelled.
"""

from __future__ import annotations

from dataclasses import dataclass

from stinkytofu_opt.ir.operands import IntLit, Register

TRACKED = ("dscnt", "loadcnt", "kmcnt", "tensorcnt", "asynccnt")
IN_ORDER = {"dscnt": True, "loadcnt": True, "kmcnt": False, "tensorcnt": True, "asynccnt": True}
WAIT_OPCODE = {"dscnt": "s_wait_dscnt", "loadcnt": "s_wait_loadcnt", "kmcnt": "s_wait_kmcnt",
               "tensorcnt": "s_wait_tensorcnt", "asynccnt": "s_wait_asynccnt"}
# A counter holds at most 63 operations: one with 64 younger ones has completed.
MAX_IN_FLIGHT = 64

ALL_TOKENS = None  # an untagged LDS access may touch any token

_DS_READ = ("ds_load", "ds_read")
_DS_WRITE = ("ds_store", "ds_write")
_VMEM_LOAD = ("buffer_load", "global_load", "flat_load", "scratch_load")
_VMEM_ATOMIC = ("buffer_atomic", "global_atomic", "flat_atomic")


def _flag(desc, name: str):
    return getattr(desc, name, None) if desc is not None else None


def is_ds_read(inst) -> bool:
    flag = _flag(inst.desc, "is_ds_read")
    return bool(flag) if flag is not None else inst.opcode.startswith(_DS_READ)


def is_ds_write(inst) -> bool:
    flag = _flag(inst.desc, "is_ds_write")
    return bool(flag) if flag is not None else inst.opcode.startswith(_DS_WRITE)


def is_ds_atomic(inst) -> bool:
    flag = _flag(inst.desc, "is_ds_atomic")
    if flag is not None:
        return bool(flag)
    op = inst.opcode
    return op.startswith("ds_") and not op.startswith(_DS_READ + _DS_WRITE) and (
        "atomic" in op or op.startswith(("ds_add", "ds_sub", "ds_max", "ds_min", "ds_and",
                                         "ds_or", "ds_xor", "ds_inc", "ds_dec", "ds_cmp",
                                         "ds_swap")))


def is_tensor_load(inst) -> bool:
    flag = _flag(inst.desc, "is_tensor_load")
    return bool(flag) if flag is not None else inst.opcode.startswith("tensor_load_to_lds")


def is_async_lds_store(inst) -> bool:
    flag = _flag(inst.desc, "is_async_lds_store")
    return bool(flag) if flag is not None else inst.opcode.startswith(
        "global_store_async_from_lds")


def is_barrier(inst) -> bool:
    flag = _flag(inst.desc, "is_barrier")
    return bool(flag) if flag is not None else inst.opcode.startswith("s_barrier")


def is_wait(inst) -> bool:
    flag = _flag(inst.desc, "is_wait")
    if flag:
        return True
    return inst.opcode.startswith("s_wait") and inst.opcode != "s_wait_event" or \
        inst.opcode == "s_waitcnt"


def _barrier_operand(inst) -> int | None:
    for src in inst.srcs:
        if isinstance(src, IntLit):
            return src.value
        break
    return None


def is_fence_barrier(inst) -> bool:
    """A barrier that orders LDS between waves: every barrier except the
    cluster split barrier (signal/wait with operand -3)."""
    if not is_barrier(inst):
        return False
    if inst.opcode in ("s_barrier_signal", "s_barrier_wait"):
        return _barrier_operand(inst) != -3
    return True


def is_token_barrier(inst) -> bool:
    """A barrier whose memory tokens become LDS pseudo-register defs and uses
    (StinkyBuildImplicitDependencyPass): plain barriers and the all-wave
    (-1) signal/wait."""
    if not is_barrier(inst):
        return False
    if inst.opcode in ("s_barrier_signal", "s_barrier_wait"):
        operand = _barrier_operand(inst)
        return operand is None or operand == -1
    return True


def counter_of(inst) -> str | None:
    """The tracked counter an instruction is a producer on, or None."""
    desc = inst.desc
    counter = getattr(desc, "counter", None) if desc is not None else None
    if counter is not None or (desc is not None and hasattr(desc, "counter")):
        if counter in TRACKED:
            if counter == "loadcnt" and _is_vmem_atomic(inst) and not _returns(inst):
                return None
            return counter
        return None
    op = inst.opcode
    if op.startswith("ds_"):
        return "dscnt"
    if op.startswith(_VMEM_LOAD):
        return "loadcnt"
    if op.startswith(_VMEM_ATOMIC):
        return "loadcnt" if _returns(inst) else None
    if op.startswith(("s_load", "s_buffer_load")):
        return "kmcnt"
    if op.startswith("tensor_load_to_lds"):
        return "tensorcnt"
    if op.startswith("global_store_async_from_lds"):
        return "asynccnt"
    return None


def _is_vmem_atomic(inst) -> bool:
    return inst.opcode.startswith(_VMEM_ATOMIC)


def _returns(inst) -> bool:
    for d in inst.dests:
        if isinstance(d, Register) and not d.is_pseudo and d.kind not in (
                "SCC", "scc", "EXEC", "exec", "exec_lo", "exec_hi"):
            return True
    return False


def tokens_of(inst):
    """The instruction's memory tokens as a frozenset, or ALL_TOKENS when it
    carries none."""
    toks = inst.tokens
    return frozenset(toks) if toks else ALL_TOKENS


def overlap(a, b) -> bool:
    if a is ALL_TOKENS or b is ALL_TOKENS:
        return True
    return not a.isdisjoint(b)


def register_units(operands) -> frozenset:
    units = []
    for op in operands:
        if isinstance(op, Register) and not op.is_pseudo:
            units.extend(op.units())
    return frozenset(units)


def _int_operand(inst) -> int | None:
    for src in inst.srcs:
        if isinstance(src, IntLit):
            return src.value
        value = getattr(src, "value", None)
        if isinstance(value, int):
            return value
    return None


def _mod_field(inst, kind: str, field: str) -> int:
    m = inst.mod(kind)
    if m is None:
        return -1
    value = m.get(field)
    return value if isinstance(value, int) else -1


def decode_wait(inst) -> dict[str, int]:
    """The counters a wait instruction bounds: counter -> count left in
    flight. The immediate operand is what the hardware obeys; the modifier
    is read only when there is no immediate."""
    op = inst.opcode
    lit = _int_operand(inst)
    if op == "s_wait_loadcnt_dscnt":
        if lit is not None:
            return {"loadcnt": (lit >> 8) & 63, "dscnt": lit & 63}
        out = {}
        if _mod_field(inst, "swaitcnt", "vlcnt") >= 0:
            out["loadcnt"] = _mod_field(inst, "swaitcnt", "vlcnt")
        ds = _ds_field(inst)
        if ds >= 0:
            out["dscnt"] = ds
        return out
    if op == "s_wait_storecnt_dscnt":
        if lit is not None:
            return {"dscnt": lit & 63}
        ds = _ds_field(inst)
        return {"dscnt": ds} if ds >= 0 else {}
    simple = {"s_wait_dscnt": "dscnt", "s_wait_loadcnt": "loadcnt", "s_wait_kmcnt": "kmcnt",
              "s_wait_tensorcnt": "tensorcnt", "s_wait_asynccnt": "asynccnt"}
    counter = simple.get(op)
    if counter is None:
        return {}  # storecnt, xcnt, legacy s_waitcnt: nothing tracked is bounded
    if lit is not None:
        return {counter: lit}
    value = {"dscnt": _ds_field(inst),
             "loadcnt": _mod_field(inst, "swaitcnt", "vlcnt"),
             "kmcnt": _mod_field(inst, "swaitcnt", "kmcnt"),
             "tensorcnt": _mod_field(inst, "swaittensorcnt", "tlcnt"),
             "asynccnt": _mod_field(inst, "swaitasynccnt", "asynccnt")}[counter]
    return {counter: value if value >= 0 else 0}


def _ds_field(inst) -> int:
    a = _mod_field(inst, "swaitcnt", "dlcnt")
    b = _mod_field(inst, "swaitcnt", "dscnt")
    if a >= 0 and b >= 0:
        return min(a, b)
    return a if a >= 0 else b


@dataclass(frozen=True)
class InstFacts:
    """What the validator reads of one instruction, computed once."""

    counter: str | None
    wait: dict | None
    reads: frozenset
    writes: frozenset
    tokens: frozenset | None
    ds_read: bool
    ds_write: bool
    ds_atomic: bool
    tensor_load: bool
    async_store: bool
    fence_barrier: bool
    token_barrier: bool

    @property
    def lds_writer(self) -> bool:
        return self.tensor_load or self.ds_write

    @property
    def lds_token_defs(self):
        """Tokens whose LDS contents this instruction (re)defines in the
        implicit-dependency model; None when it defines none."""
        if not self.tagged:
            return None
        if self.tensor_load or self.ds_write or self.token_barrier:
            return self.tokens
        return None

    @property
    def tagged(self) -> bool:
        return self.tokens is not ALL_TOKENS


def facts(inst) -> InstFacts:
    wait = decode_wait(inst) if is_wait(inst) else None
    return InstFacts(
        counter=None if wait is not None else counter_of(inst),
        wait=wait,
        reads=register_units(inst.srcs),
        writes=register_units(inst.dests),
        tokens=tokens_of(inst),
        ds_read=is_ds_read(inst),
        ds_write=is_ds_write(inst),
        ds_atomic=is_ds_atomic(inst),
        tensor_load=is_tensor_load(inst),
        async_store=is_async_lds_store(inst),
        fence_barrier=is_fence_barrier(inst),
        token_barrier=is_token_barrier(inst),
    )
