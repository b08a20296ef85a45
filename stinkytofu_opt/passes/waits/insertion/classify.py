"""Counter classification and the instruction predicates the wait pass uses.

Each instruction is described once by an ``InstInfo`` record (counter,
DS/barrier/wait kinds, memory tokens, register units for the descriptor
WAR rule), computed from the target's ``InstrDesc`` when the mnemonic is
known. For an opaque mnemonic (no descriptor) the record is derived from
the mnemonic's family so that an unknown memory operation is still tracked
rather than silently ignored (soundness first).
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.effects import is_unreadable, written_operands
from stinkytofu_opt.passes.waits.memory_events import is_lds_dma
from stinkytofu_opt.ir.operands import HexLit, IntLit, Register

# Counter indices, in the reference order (CK_DS .. CK_Async).
DS, LOAD, KM, TENSOR, ASYNC = range(5)
NUM_COUNTERS = 5
COUNTER_NAMES = ("dscnt", "loadcnt", "kmcnt", "tensorcnt", "asynccnt")
COUNTER_INDEX = {name: i for i, name in enumerate(COUNTER_NAMES)}
# Long names used in remarks (the reference overflow report's spelling).
COUNTER_LONG_NAMES = ("ds (dscnt)", "buffer (loadcnt)", "scalar (kmcnt)", "tensor (tlcnt)",
                      "async (asynccnt)")
# Counters whose operations complete out of issue order: only a wait of 0 is exact.
OUT_OF_ORDER = (False, False, True, False, False)

MAX_IN_FLIGHT = 64
MAX_WAIT = 63
UNUSED = -1

_IMPLICIT_KINDS = frozenset({"scc", "exec", "exec_lo", "exec_hi"})

# Wait opcodes that this pass decodes: opcode -> ((counter index, shift), ...).
# The counter comes from the opcode; a packed literal is split by the shifts.
_WAIT_DECODE = {
    "s_wait_dscnt": ((DS, 0),),
    "s_wait_loadcnt": ((LOAD, 0),),
    "s_wait_kmcnt": ((KM, 0),),
    "s_wait_tensorcnt": ((TENSOR, 0),),
    "s_wait_asynccnt": ((ASYNC, 0),),
    "s_wait_loadcnt_dscnt": ((LOAD, 8), (DS, 0)),
    "s_wait_storecnt_dscnt": ((DS, 0),),   # only the DS half is a tracked counter
}
_PACKED = frozenset({"s_wait_loadcnt_dscnt", "s_wait_storecnt_dscnt"})


class InstInfo:
    """What the wait pass needs to know about one instruction."""

    __slots__ = ("counter", "counters", "kinds", "orders", "is_wait", "is_ds", "is_ds_read", "is_ds_write", "is_ds_atomic",
                 "is_barrier", "is_fence", "is_tensor_load", "tokens", "tagged",
                 "is_tensor_anchor", "is_lds_writer", "gate_tensor", "dest_units",
                 "src_units", "is_branch", "ring", "lc_war", "lc_raw", "drain_all",
                 "write_order", "lds_dma")

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"InstInfo(counter={self.counter}, tokens={sorted(self.tokens)})"


def _returns_value(inst: Instruction) -> bool:
    for d in inst.dests:
        if isinstance(d, Register) and not d.is_pseudo and d.kind.lower() not in _IMPLICIT_KINDS:
            return True
    return False


def _first_int_literal(inst: Instruction) -> int | None:
    for s in inst.srcs:
        if isinstance(s, IntLit):
            return s.value
        if isinstance(s, HexLit):
            return s.value
    return None


def _counter_from_desc(inst: Instruction, desc) -> int | None:
    name = desc.counter
    if desc.is_vmem_atomic and not _returns_value(inst):
        name = desc.counter_without_return
    return COUNTER_INDEX.get(name) if name else None


def _desc_of(inst: Instruction, model: "CounterModel | None"):
    """The instruction's description, or for a mnemonic the table lacks, its family's
    (memory_events.family_desc, the guess the validator makes too)."""
    if inst.desc is not None:
        return inst.desc
    from stinkytofu_opt.passes.waits.memory_events import family_desc
    from stinkytofu_opt.target import get_target

    target = model.target if model is not None else None
    return family_desc(inst.opcode, target or get_target("gfx1250"))


def describe(inst: Instruction, num_waves: int, model: "CounterModel | None" = None,
             units: bool = True) -> InstInfo:
    """The wait pass's facts about ``inst``. ``units=False`` leaves the register units
    (``dest_units``, ``src_units``) empty: only the descriptor WAR rule reads them."""
    info = InstInfo()
    op = inst.opcode
    desc = _desc_of(inst, model)
    info.is_ds_read = desc.is_ds_read
    info.is_ds_write = desc.is_ds_write
    info.is_ds_atomic = desc.is_ds_atomic
    info.is_barrier = desc.is_barrier
    info.is_wait = desc.is_wait
    info.is_branch = desc.is_branch
    # An instruction whose registers could not be read may touch anything (ir/effects.py).
    info.drain_all = is_unreadable(inst)
    info.lds_dma = desc.is_vmem_load and is_lds_dma(inst)
    if model is not None and model.dynamic:
        _describe_events(info, inst, model)
    else:
        info.counter = _counter_from_desc(inst, desc)
    if op == "PHI":
        info.counter = None
    if model is None or not model.dynamic:
        info.counters = (info.counter,) if info.counter is not None else ()
        info.kinds = info.orders = info.write_order = None
        info.is_ds = info.counter == DS
    else:
        info.is_ds = info.is_ds_read or info.is_ds_write or info.is_ds_atomic
    info.is_tensor_load = info.counter == TENSOR
    tokens = inst.tokens
    info.tokens = frozenset(tokens) if tokens else frozenset()
    info.tagged = bool(info.tokens)
    # A cluster split barrier (signal/wait with the literal -3) is a handshake between
    # workgroups of a cluster, not an LDS fence.
    cluster_split = False
    if info.is_barrier and (op.startswith("s_barrier_signal") or op.startswith("s_barrier_wait")):
        cluster_split = _first_int_literal(inst) == -3
    info.is_fence = info.is_barrier and not cluster_split
    info.is_tensor_anchor = info.is_ds_read or info.is_ds_write or info.is_ds_atomic or info.is_fence
    info.is_lds_writer = info.is_tensor_load or info.is_ds_write
    info.gate_tensor = info.is_fence or num_waves == 1
    if not units:
        info.dest_units = info.src_units = EMPTY_UNITS
        info.ring = info.lc_war = info.lc_raw = None
        return info
    dest_units = set()
    for d in written_operands(inst):
        if isinstance(d, Register) and not d.is_pseudo:
            dest_units.update(d.units())
    info.dest_units = frozenset(dest_units)
    if info.is_tensor_load:
        src_units = set()
        for s in inst.srcs:
            if isinstance(s, Register) and not s.is_pseudo:
                src_units.update(s.units())
        info.src_units = frozenset(src_units)
    else:
        info.src_units = frozenset()
    # Loop-carried and LDS-ring annotations: read by the dataflow (loop_carried.py,
    # lds_ring.py), which reports malformed ones.
    info.ring = info.lc_war = info.lc_raw = None
    return info


EMPTY_UNITS = frozenset()


class Classifier:
    """``describe`` once per distinct instruction shape: instructions that agree on
    everything ``describe`` reads share one (read-only) ``InstInfo``. That saves the
    per-instruction classification and keeps one record per shape in memory instead
    of one per instruction (a 100k-instruction kernel has a few hundred shapes).

    The shape: opcode and descriptor, memory tokens, whether the instruction returns
    a value (atomics count on another counter without one) and the first integer
    literal (the cluster barrier ``-3``). Register units differ per instruction, so
    with ``units`` (the descriptor WAR rule) every instruction is described alone.
    Callers that attach per-instruction facts (annotations) copy the record first
    (``private``)."""

    def __init__(self, num_waves: int, model: "CounterModel | None", units: bool):
        self.num_waves = num_waves
        self.model = model
        self.units = units
        self._shared: dict = {}

    def __call__(self, inst: Instruction) -> InstInfo:
        if self.units:
            return describe(inst, self.num_waves, self.model)
        op = inst.opcode
        desc = inst.desc
        tokens = inst.tokens
        key = (op, id(desc), tuple(tokens) if tokens else (),
               _returns_value(inst) if desc is None or desc.is_vmem_atomic else None,
               _first_int_literal(inst) if op.startswith("s_barrier") else None,
               is_unreadable(inst), desc is not None and desc.is_vmem_load and is_lds_dma(inst))
        info = self._shared.get(key)
        if info is None:
            info = self._shared[key] = describe(inst, self.num_waves, self.model, units=False)
        return info


def private(info: InstInfo) -> InstInfo:
    """A copy of a (possibly shared) record, to attach one instruction's own facts."""
    out = InstInfo()
    for name in InstInfo.__slots__:
        setattr(out, name, getattr(info, name))
    return out


def decode_wait(inst: Instruction) -> list[tuple[int, int]]:
    """The (counter, value) pairs an existing wait credits; empty for waits on
    counters this pass does not track (storecnt, xcnt, legacy s_waitcnt)."""
    fields = _WAIT_DECODE.get(inst.opcode)
    if fields is None:
        return []
    lit = _first_int_literal(inst)
    out = []
    if lit is not None:
        for counter, shift in fields:
            out.append((counter, (lit >> shift) & 63 if inst.opcode in _PACKED else lit))
        return out
    # No literal: fall back on the opcode's own modifier fields.
    for counter, _shift in fields:
        value = -1
        if counter == TENSOR:
            m = inst.mod("swaittensorcnt")
            value = m.get("tlcnt") if m else -1
        elif counter == ASYNC:
            m = inst.mod("swaitasynccnt")
            value = m.get("asynccnt") if m else -1
        else:
            m = inst.mod("swaitcnt")
            if m is not None:
                if counter == DS:
                    a, b = m.get("dlcnt"), m.get("dscnt")
                    value = min(a, b) if a >= 0 and b >= 0 else (a if a >= 0 else b)
                elif counter == LOAD:
                    value = m.get("vlcnt")
                elif counter == KM:
                    value = m.get("kmcnt")
        out.append((counter, value))
    return out


# ----------------------------------------------------------------------------------------
# Targets with an event table (gfx9, gfx11, gfx12): their own counters.


class CounterModel:
    """The counter index space of one target.

    gfx1250 (no event table, the reference model) keeps the five fixed indices above and
    its constants. A target with an event table gets one index per counter of its YAML,
    laid out so that the role constants stay valid: index ``DS`` is the counter LDS
    operations count on (lgkmcnt or dscnt), ``LOAD`` the VMEM load counter (vmcnt or
    loadcnt), ``KM`` kmcnt where it exists, ``TENSOR`` and ``ASYNC`` stay empty (no
    instruction counts there), the target's other counters follow. There:

    * a counter is out of order for a queue holding an unordered event or more than one
      event kind (``dynamic``): its waits are 0 and only an existing wait of 0 credits it;
    * ``max_wait`` is the counter's largest effective wait (2^b - 2): a wait for an older
      operation not proven retired is clamped there, which is stricter, so sound;
    * ``cap`` (2^b - 1) operations of an operation's ordered class issued after it retire
      it (capacity backpressure, targets.md section 3).
    """

    def __init__(self, target=None):
        self.target = target
        self.dynamic = bool(target is not None and target.events)
        if not self.dynamic:
            self.names = COUNTER_NAMES
            self.long_names = COUNTER_LONG_NAMES
            self.static_ooo = OUT_OF_ORDER
            self.max_wait = (MAX_WAIT,) * NUM_COUNTERS
            self.cap = (None,) * NUM_COUNTERS
            self.quiet_overflow = frozenset({KM})
        else:
            counters = target.counters
            lds = target.classify_flags(frozenset({"DSRead"})).get("counter")
            load = target.classify_flags(frozenset({"GLOBALLoad"})).get("counter")
            names = [lds, load if load != lds else None,
                     "kmcnt" if "kmcnt" in counters and "kmcnt" not in (lds, load) else None,
                     None, None]
            names += [n for n in counters if n not in names]
            self.names = tuple(names)
            self.long_names = tuple(n or "-" for n in names)
            self.static_ooo = tuple(bool(n) and not counters[n].in_order for n in names)
            self.max_wait = tuple(counters[n].max_value - 1 if n else MAX_WAIT for n in names)
            self.cap = tuple(counters[n].max_value if n else None for n in names)
            self.quiet_overflow = frozenset()
        self.n = len(self.names)
        self.index = {name: i for i, name in enumerate(self.names) if name}

    def wait_to_drain(self, c: int, n: int) -> int:
        """The immediate that retires an op ``n`` entries from the tail (ignoring the
        queue's own order: see WaitDataflow.need)."""
        if n <= 0:
            return UNUSED
        if self.static_ooo[c]:
            return 0
        m = self.max_wait[c]
        return n - 1 if n - 1 < m else m

    def decode(self, inst: Instruction) -> list[tuple[int, int]]:
        """(counter index, value) pairs an existing wait bounds; a value at or above the
        counter's all-ones "do not wait" encoding bounds nothing."""
        if not self.dynamic:
            return decode_wait(inst)
        from stinkytofu_opt.passes.waits.validation.model import decode_wait as target_decode
        out = []
        for name, value in target_decode(inst, self.target).items():
            c = self.index.get(name)
            if c is None or value is None or value < 0 or value >= self.cap[c]:
                continue
            out.append((c, value))
        return out


def _describe_events(info: InstInfo, inst: Instruction, model: CounterModel) -> None:
    """Counters and kinds from the target's event table (memory_events)."""
    from stinkytofu_opt.passes.waits.memory_events import counter_events

    counters, kinds, orders, write_order = [], {}, [], {}
    if inst.opcode != "PHI" and not info.is_wait:
        for event in counter_events(inst, model.target):
            c = model.index.get(event.counter)
            if c is None:
                continue
            counters.append(c)
            kinds[c] = (event.kind, event.order, event.unordered)
            write_order[c] = event.write_order
            if event.order is not None and model.cap[c]:
                orders.append((c, event.order))
    info.counters = tuple(counters)
    info.counter = counters[0] if counters else None
    info.kinds = kinds
    info.write_order = write_order
    info.orders = tuple(orders)
