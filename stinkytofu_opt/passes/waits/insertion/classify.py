"""The wait pass's view of the machine model (``stinkytofu_opt.machine``): counter indices,
and per instruction an ``InstInfo`` record laid out for the solver's hot loops.

Every fact comes from ``machine.facts.kind_of`` (the counter events, LDS roles, barrier,
fence and wait, the same answers the validator gets) and ``machine.registers`` (register
units, register indexing resolved). Only what is the solver's own is added here: the
counter index space of the target (``CounterModel``), the tensor gate of the RAW rule, and
the loop-carried and ring annotations (read by the dataflow).
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import Register
from stinkytofu_opt.machine.facts import kind_of, tokens_of
from stinkytofu_opt.machine.registers import written_operands
from stinkytofu_opt.machine.waits import decode_wait

# Counter indices, in the reference order (CK_DS .. CK_Async), then storecnt: gfx1250's
# reference passes do not count stores, but an unmodelled store-family instruction may
# write the registers it names, and those land when it completes (machine/registers.py);
# only such instructions are queued there (describe).
DS, LOAD, KM, TENSOR, ASYNC, STORE = range(6)
NUM_COUNTERS = 6
COUNTER_NAMES = ("dscnt", "loadcnt", "kmcnt", "tensorcnt", "asynccnt", "storecnt")
COUNTER_INDEX = {name: i for i, name in enumerate(COUNTER_NAMES)}
# Long names used in remarks (the reference overflow report's spelling).
COUNTER_LONG_NAMES = ("ds (dscnt)", "buffer (loadcnt)", "scalar (kmcnt)", "tensor (tlcnt)",
                      "async (asynccnt)", "store (storecnt)")
# Counters whose operations complete out of issue order: only a wait of 0 is exact.
OUT_OF_ORDER = (False, False, True, False, False, False)

MAX_IN_FLIGHT = 64
MAX_WAIT = 63
UNUSED = -1


class InstInfo:
    """What the wait pass needs to know about one instruction."""

    __slots__ = ("counter", "counters", "kinds", "orders", "is_wait", "is_ds", "is_ds_read",
                 "is_ds_write", "is_ds_atomic", "is_barrier", "is_fence", "is_tensor_load",
                 "tokens", "tagged", "is_tensor_anchor", "is_lds_writer", "gate_tensor",
                 "dest_units", "src_units", "is_branch", "ring", "lc_war", "lc_raw",
                 "drain_all", "write_order", "lds_dma", "reg_writer")

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"InstInfo(counter={self.counter}, tokens={sorted(self.tokens)})"


def describe(inst: Instruction, num_waves: int, model: "CounterModel",
             units: bool = True) -> InstInfo:
    """The wait pass's facts about ``inst``. ``units=False`` leaves the register units
    (``dest_units``, ``src_units``) empty: only the descriptor WAR rule reads them."""
    kind = kind_of(inst, model.target)
    info = InstInfo()
    info.is_ds_read = kind.ds_read
    info.is_ds_write = kind.ds_write
    info.is_ds_atomic = kind.ds_atomic
    info.is_ds = kind.is_ds
    info.is_barrier = kind.barrier
    info.is_fence = kind.fence_barrier
    info.is_wait = kind.is_wait
    info.is_branch = kind.branch
    info.is_tensor_load = kind.tensor_load
    info.is_lds_writer = kind.lds_writer
    info.drain_all = kind.unreadable
    info.reg_writer = writes_registers(inst)
    info.lds_dma = kind.lds_dma
    counters, kinds, orders, write_order = [], {}, [], {}
    for event in kind.events:
        c = model.index.get(event.counter)
        if c is None:
            continue
        if c == STORE and not model.dynamic and not info.reg_writer:
            # gfx1250 queues on storecnt only what may write a register (an unmodelled
            # store-family instruction): nothing else ever waits there, and leaving the
            # rest out of the queue only shortens distances, so its waits stay sufficient
            continue
        counters.append(c)
        if model.dynamic:
            kinds[c] = (event.kind, event.order, event.unordered)
            write_order[c] = event.write_order
            if event.order is not None and model.cap[c]:
                orders.append((c, event.order))
    info.counters = tuple(counters)
    info.counter = counters[0] if counters else None
    if model.dynamic:
        info.kinds, info.orders, info.write_order = kinds, tuple(orders), write_order
    else:
        info.kinds = info.orders = info.write_order = None
    tokens = tokens_of(inst)
    info.tokens = tokens if tokens is not None else frozenset()
    info.tagged = bool(info.tokens)
    info.is_tensor_anchor = info.is_ds or info.is_fence
    info.gate_tensor = info.is_fence or num_waves == 1
    # Loop-carried and LDS-ring annotations: read by the dataflow (loop_carried.py,
    # lds_ring.py), which reports malformed ones.
    info.ring = info.lc_war = info.lc_raw = None
    if not units:
        info.dest_units = info.src_units = EMPTY_UNITS
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
        info.src_units = EMPTY_UNITS
    return info


EMPTY_UNITS = frozenset()


def writes_registers(inst) -> bool:
    """Whether ``inst`` may write a register (not only LDS pseudo registers)."""
    for op in written_operands(inst):
        if isinstance(op, Register) and not op.is_pseudo:
            return True
    return False


class Classifier:
    """``describe`` once per ``machine.facts.Kind`` and memory-token set: instructions that
    agree on both share one (read-only) ``InstInfo``. That saves the per-instruction work
    and keeps one record per shape in memory instead of one per instruction (a
    100k-instruction kernel has a few hundred shapes). Register units differ per
    instruction, so with ``units`` (the descriptor WAR rule) every instruction is described
    alone. Callers that attach per-instruction facts (annotations) copy the record first
    (``private``)."""

    def __init__(self, num_waves: int, model: "CounterModel", units: bool):
        self.num_waves = num_waves
        self.model = model
        self.units = units
        self._shared: dict = {}
        # opcode -> (description, records) of the instructions whose record their
        # description decides with, for a memory operation, whether it writes a register:
        # no modifiers (so no tokens), not an atomic or a barrier (kind_of reads their
        # operands). ``records``: the record, or for an opcode with counter events the
        # records [not writing, writing] (None until met). Most code, classified with a
        # lookup (which a loop over every instruction may make itself, before a call).
        self.plain: dict = {}

    def __call__(self, inst: Instruction) -> InstInfo:
        if self.units:
            return describe(inst, self.num_waves, self.model)
        plain = not inst.mods
        if plain:
            hit = self.plain.get(inst.opcode)
            if hit is not None and hit[0] is inst.desc:
                records = hit[1]
                if records.__class__ is InstInfo:
                    return records
                info = records[writes_registers(inst)]
                if info is not None:
                    return info
        tokens = inst.tokens
        kind = kind_of(inst, self.model.target)
        key = (id(kind), tuple(tokens) if tokens else (),   # (kinds are canonical)
               writes_registers(inst) if kind.events else None)
        info = self._shared.get(key)
        if info is None:
            info = self._shared[key] = describe(inst, self.num_waves, self.model, units=False)
        desc = inst.desc
        if plain and desc is not None and not desc.is_vmem_atomic and not desc.is_barrier:
            if not kind.events:
                self.plain[inst.opcode] = (desc, info)
            else:
                entry = self.plain.get(inst.opcode)
                if entry is None or entry[0] is not desc:
                    entry = self.plain[inst.opcode] = (desc, [None, None])
                entry[1][key[2]] = info
        return info


def private(info: InstInfo) -> InstInfo:
    """A copy of a (possibly shared) record, to attach one instruction's own facts."""
    out = InstInfo()
    for name in InstInfo.__slots__:
        setattr(out, name, getattr(info, name))
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
        if target is None:
            from stinkytofu_opt.target import get_target
            target = get_target("gfx1250")
        self.target = target
        self.dynamic = bool(target.events)
        if not self.dynamic:
            self.names = COUNTER_NAMES
            self.long_names = COUNTER_LONG_NAMES
            self.static_ooo = OUT_OF_ORDER
            self.max_wait = (MAX_WAIT,) * NUM_COUNTERS
            self.cap = (None,) * NUM_COUNTERS
            self.quiet_overflow = frozenset({KM, STORE})
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
        """(counter index, value) pairs an existing wait bounds (machine.waits.decode_wait);
        on a target with an event table, a value at or above the counter's all-ones "do not
        wait" encoding bounds nothing."""
        out = []
        for name, value in decode_wait(inst, self.target).items():
            c = self.index.get(name)
            if c is None or value is None or value < 0:
                continue
            cap = self.cap[c]
            if cap is not None and value >= cap:
                continue
            out.append((c, value))
        return out
