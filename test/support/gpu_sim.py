"""An independent model of the gfx1250 wait counters, for tests only.

It shares no code with the passes: it reads a program through the parser
(which uses the target table) and then looks only at mnemonics, register
operands, integer operands and ``mod.memtoken``.

How it works. ``simulate()`` walks every path of the function's CFG from the
entry, each block at most ``unroll`` times per path (so loops are unrolled a
few times), executing the instructions in order on a tiny machine:

* one FIFO of in-flight operations per in-order counter (dscnt, loadcnt,
  tensorcnt, asynccnt) and one unordered set for kmcnt;
* ``s_wait_X N`` retires all but the N youngest operations on counter X
  (kmcnt: only N == 0 retires anything, since scalar loads complete out of
  order); ``s_wait_loadcnt_dscnt L`` waits on both halves of L
  (loadcnt = bits 13:8, dscnt = bits 5:0); ``s_wait_storecnt_dscnt`` on the
  dscnt half; every other wait retires nothing;
* a counter never holds more than 63 operations (the counter is 6 bits):
  issuing a 64th retires the oldest;
* for each register unit, the last instruction that wrote it;
* with ``flat_lds=True`` (gfx12 and gfx11: FLAT may address LDS), a FLAT operation is in
  the dscnt FIFO too, in issue order with the DS operations there; it completes when either
  FIFO retires it, and then leaves both, with the operations older than it in the other
  (both counters decrement in order). Its data comes back on the VMEM path: for the
  write-after-write rule below its counter is loadcnt.

Hazards (a violation is reported when instruction X runs while operation P
is still in flight):

1. register RAW: X reads a register unit whose last writer is P;
2. LDS RAW on a tensor load: P is ``tensor_load_to_lds`` of token t and X is
   an all-wave barrier (``s_barrier``, ``s_barrier_signal/-wait -1``) on t,
   or, in single-wave mode (NumWaves == 1), a DS read of t;
3. barrier ordering: X is an all-wave barrier on t and P any DS operation or
   async LDS store on t (other waves touch the LDS after the barrier);
4. WAR on LDS: X is ``tensor_load_to_lds`` of t and P a DS read or an async
   LDS store of t; X is a DS write of t and P an async LDS store of t;
5. register WAW: X writes a register unit whose last writer is P, unless X
   counts on P's counter and that counter is one of the in-order FIFOs (X's
   result lands after P's); kmcnt is unordered, so two scalar loads of one
   register race, and so do two loads of a counter in ``unordered_writes``
   (gfx12 loadcnt: in-order completion, but the VGPR writes in no order);
6. LDS WAW across pipelines: X is a DS write of t and P a ``tensor_load_to_lds`` of t,
   or X a tensor load of t and P a DS write of t (the two pipelines do not order their
   LDS writes: the earlier one may land last). DS operations among themselves are
   not checked: one wave's LDS instructions execute in issue order.

"On t" means the token sets overlap; an instruction without tokens overlaps
every token.

Deliberately not checked (documented policy of the insertion pass, or
hazards the generator never creates):

* in multi-wave mode, a DS read of a token after a tensor load of that token
  with no barrier between: the insertion pass relies on the barrier protocol
  (the read is of a buffer published at an earlier barrier);
* tensor loads issued in an earlier loop iteration (carried around a back
  edge): the insertion pass's default policy ignores them; pass
  ``strict_tensor_loops=True`` to check them (the pass's
  ``enableLoopCarriedTokenDeps`` mode);
* WAR on registers read by stores, storecnt, the SGPR tensor-descriptor WAR, the
  cluster (-3) barriers, async stores reading LDS written by an in-flight
  tensor load or DS write (``strict_async_raw=True`` checks the latter).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import IntLit, Register

IN_ORDER = ("dscnt", "loadcnt", "tensorcnt", "asynccnt")
DS_WRITE = ("ds_store", "ds_write")
COUNTER_LIMIT = 63


def counter(op: str) -> str | None:
    if op.startswith("ds_"):
        return "dscnt"
    if op.startswith(("buffer_load", "global_load", "flat_load")):
        return "loadcnt"
    if op.startswith("s_load") or op.startswith("s_buffer_load"):
        return "kmcnt"
    if op.startswith("tensor_load_to_lds"):
        return "tensorcnt"
    if op.startswith("global_store_async_from_lds"):
        return "asynccnt"
    return None


def first_int(inst) -> int | None:
    for s in inst.srcs:
        if isinstance(s, IntLit):
            return s.value
    return None


def wait_effect(inst) -> dict[str, int]:
    op, n = inst.opcode, first_int(inst)
    if n is None:
        n = 0
    if op == "s_wait_loadcnt_dscnt":
        return {"loadcnt": (n >> 8) & 63, "dscnt": n & 63}
    if op == "s_wait_storecnt_dscnt":
        return {"dscnt": n & 63}
    names = {"s_wait_dscnt": "dscnt", "s_wait_loadcnt": "loadcnt", "s_wait_kmcnt": "kmcnt",
             "s_wait_tensorcnt": "tensorcnt", "s_wait_asynccnt": "asynccnt"}
    return {names[op]: n} if op in names else {}


def all_wave_barrier(inst) -> bool:
    op = inst.opcode
    if op == "s_barrier":
        return True
    if op in ("s_barrier_signal", "s_barrier_wait"):
        n = first_int(inst)
        return n is None or n == -1
    return False


def units(operands):
    out = []
    for o in operands:
        if isinstance(o, Register) and o.kind != "LDS":
            out.extend(o.units())
    return out


def toks(inst):
    t = inst.tokens
    return frozenset(t) if t else None


def meets(a, b) -> bool:
    return a is None or b is None or bool(a & b)


@dataclass
class Op:
    """One issued instance of a memory instruction."""

    inst: Instruction
    counter: str
    tokens: frozenset | None
    carried: bool = False  # crossed a loop back edge while in flight
    also: tuple = ()       # the other FIFOs it is in (flat_lds: FLAT on dscnt)


@dataclass
class Hazard:
    consumer: Instruction
    producer: Instruction
    counter: str
    kind: str
    path: tuple

    def __str__(self) -> str:
        where = " -> ".join(self.path)
        return (f"{self.kind}: '{self.consumer.opcode}' ({self.consumer.loc}) while "
                f"'{self.producer.opcode}' ({self.producer.loc}) is in flight on "
                f"{self.counter}; path {where}")


@dataclass
class Machine:
    fifo: dict = field(default_factory=lambda: {c: [] for c in IN_ORDER})
    km: list = field(default_factory=list)
    writer: dict = field(default_factory=dict)  # register unit -> Op or None

    def copy(self) -> "Machine":
        return Machine({c: list(q) for c, q in self.fifo.items()}, list(self.km),
                       dict(self.writer))

    def in_flight(self, c):
        return self.km if c == "kmcnt" else self.fifo[c]

    def live(self, op: Op) -> bool:
        return any(x is op for x in self.in_flight(op.counter))


def _retire(m: Machine, c: str, k: int) -> None:
    """The ``k`` oldest operations of FIFO ``c`` complete. One that is in another FIFO too
    leaves it, and so do the older operations there: that counter decrements in order."""
    done, m.fifo[c][:k] = m.fifo[c][:k], []
    for op in done:
        for name in (op.counter, *op.also):
            q = m.fifo[name] if name != c else ()
            for i, x in enumerate(q):
                if x is op:
                    _retire(m, name, i + 1)
                    break


class Simulator:
    def __init__(self, function, num_waves: int = 0, unroll: int = 3,
                 strict_tensor_loops: bool = False, strict_async_raw: bool = False,
                 max_paths: int = 4096, stop_at_first: bool = False, on_wait=None,
                 flat_lds: bool = False, unordered_writes: tuple = ()):
        self.function = function
        # on_wait(inst, machine), called before each wait retires anything (the slack
        # diagnosis in soundness.py reads which operations it retires)
        self.on_wait = on_wait
        self.single_wave = num_waves == 1
        self.unroll = unroll
        self.strict_tensor_loops = strict_tensor_loops
        self.strict_async_raw = strict_async_raw
        self.flat_lds = flat_lds
        self.unordered_writes = unordered_writes
        self.max_paths = max_paths
        self.stop_at_first = stop_at_first
        self.paths = 0
        self.truncated = False
        self.hazards: list[Hazard] = []
        self._seen: set = set()
        order = self._rpo()
        self.rank = {id(b): i for i, b in enumerate(order)}

    def _rpo(self):
        blocks = self.function.blocks
        post, seen = [], set()

        def dfs(b):  # programs here are small
            seen.add(id(b))
            for s in b.successors:
                if id(s) not in seen:
                    dfs(s)
            post.append(b)
        if blocks:
            dfs(blocks[0])
        return post[::-1] + [b for b in blocks if id(b) not in seen]

    # -- execution -----------------------------------------------------
    def run(self) -> list[Hazard]:
        blocks = self.function.blocks
        if blocks:
            self._walk(blocks[0], Machine(), {}, ())
        return self.hazards

    def _walk(self, block, m: Machine, visits: dict, path: tuple) -> None:
        # Depth-first over paths; the machine state is copied at branches.
        while True:
            if self.stop_at_first and self.hazards:
                return
            visits = dict(visits)
            visits[id(block)] = visits.get(id(block), 0) + 1
            path = path + (block.name,)
            self._exec_block(block, m, path)
            nexts = [s for s in block.successors if visits.get(id(s), 0) < self.unroll]
            if not nexts:
                self.paths += 1
                return
            if self.paths >= self.max_paths:
                self.truncated = True
                return
            for succ in nexts[1:]:
                m2 = m.copy()
                self._cross(block, succ, m2)
                self._walk(succ, m2, visits, path)
            self._cross(block, nexts[0], m)
            block = nexts[0]

    def _cross(self, src, dst, m: Machine) -> None:
        if self.rank[id(dst)] <= self.rank[id(src)]:  # a loop back edge
            q = m.fifo["tensorcnt"]
            for i, op in enumerate(q):
                if not op.carried:
                    q[i] = Op(op.inst, op.counter, op.tokens, True, op.also)
                    for u, w in m.writer.items():
                        if w is op:
                            m.writer[u] = q[i]

    def _exec_block(self, block, m: Machine, path) -> None:
        for inst in block.items:
            if not isinstance(inst, Instruction) or inst.opcode == "PHI":
                continue
            op = inst.opcode
            if op.startswith("s_wait"):
                if self.on_wait is not None:
                    self.on_wait(inst, m)
                for c, n in wait_effect(inst).items():
                    if c == "kmcnt":
                        if n == 0:
                            m.km.clear()
                    elif len(m.fifo[c]) > n:
                        _retire(m, c, len(m.fifo[c]) - n)
                continue
            self._check(inst, m, path)
            c = counter(op)
            also = ("dscnt",) if self.flat_lds and op.startswith("flat_") and c else ()
            new = Op(inst, c, toks(inst), also=also) if c else None
            for u in units(inst.dests):
                m.writer[u] = new
            if new is not None:
                if c == "kmcnt":
                    m.km.append(new)
                    continue
                for name in (c, *also):
                    q = m.fifo[name]
                    q.append(new)
                    if len(q) > COUNTER_LIMIT:
                        _retire(m, name, 1)

    def _hit(self, inst, p: Op, kind, path) -> None:
        key = (id(inst), id(p.inst), kind)
        if key in self._seen:
            return
        self._seen.add(key)
        self.hazards.append(Hazard(inst, p.inst, p.counter, kind, path))

    def _check(self, inst, m: Machine, path) -> None:
        op = inst.opcode
        for u in units(inst.srcs):
            p = m.writer.get(u)
            if p is not None and m.live(p) and not (p.carried and not self.strict_tensor_loops):
                self._hit(inst, p, "register RAW", path)
        mine = counter(op)
        for u in units(inst.dests):
            p = m.writer.get(u)
            if p is not None and m.live(p) and not (mine == p.counter and mine in IN_ORDER
                                                    and mine not in self.unordered_writes):
                self._hit(inst, p, "register WAW", path)
        t = toks(inst)
        tensor = [p for p in m.fifo["tensorcnt"] if self.strict_tensor_loops or not p.carried]
        if all_wave_barrier(inst):
            for p in tensor:
                if meets(p.tokens, t):
                    self._hit(inst, p, "LDS RAW (tensor load before barrier)", path)
            for p in m.fifo["dscnt"] + m.fifo["asynccnt"]:
                if p.counter in ("dscnt", "asynccnt") and meets(p.tokens, t):
                    self._hit(inst, p, "LDS access before barrier", path)
        if op.startswith(("ds_load", "ds_read")) and self.single_wave:
            for p in tensor:
                if meets(p.tokens, t):
                    self._hit(inst, p, "LDS RAW (tensor load, single wave)", path)
        if op.startswith("tensor_load_to_lds"):
            for p in m.fifo["dscnt"]:
                if p.inst.opcode.startswith(("ds_load", "ds_read")) and meets(p.tokens, t):
                    self._hit(inst, p, "LDS WAR (DS read then tensor load)", path)
        if op.startswith(("tensor_load_to_lds", "ds_store", "ds_write")):
            for p in m.fifo["asynccnt"]:
                if meets(p.tokens, t):
                    self._hit(inst, p, "LDS WAR (async store then LDS write)", path)
        if op.startswith(DS_WRITE):
            for p in tensor:
                if meets(p.tokens, t):
                    self._hit(inst, p, "LDS WAW (tensor load then DS write)", path)
        if op.startswith("tensor_load_to_lds"):
            for p in m.fifo["dscnt"]:
                if p.inst.opcode.startswith(DS_WRITE) and meets(p.tokens, t):
                    self._hit(inst, p, "LDS WAW (DS write then tensor load)", path)
        if self.strict_async_raw and op.startswith("global_store_async_from_lds"):
            for p in tensor + m.fifo["dscnt"]:
                if p.inst.opcode.startswith(("tensor_load", "ds_store", "ds_write")) \
                        and meets(p.tokens, t):
                    self._hit(inst, p, "LDS RAW (async store reads in-flight write)", path)


def simulate(function, num_waves: int = 0, **kw) -> list[Hazard]:
    return Simulator(function, num_waves, **kw).run()
