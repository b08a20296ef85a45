"""An independent model of the gfx9 (gfx942) and gfx11 (gfx1100) wait counters, for
tests only: gpu_sim's path walk with the packed ``s_waitcnt`` and a shared ``lgkmcnt``.

Like gpu_sim it shares no code with the passes: it reads mnemonics, register operands
and the ``mod.swaitcnt`` fields of ``s_waitcnt`` (``vlcnt`` is vmcnt, ``dscnt`` or
``dlcnt`` lgkmcnt; -1 waits for nothing).

The machine:

* ``vmcnt``: a FIFO of buffer loads (in order);
* ``lgkmcnt``: a FIFO of DS operations (LDS instructions of one wave complete in
  order) beside an unordered set of scalar loads, one counter for both;
* ``s_waitcnt lgkmcnt(N)`` leaves at most N operations of the counter outstanding.
  N == 0 retires everything. For N > 0 a scalar load may be the one left (they
  complete in any order), so none is retired; a DS operation P is retired when at
  least N DS operations were issued after it: were P outstanding, they all would be
  too (in order), N + 1 > N in all. The outstanding DS operations are always the
  newest ones, so the wait keeps the N newest of the FIFO;
* capacity: a counter of b bits holds 2^b - 1 operations (gfx942's 4-bit lgkmcnt 15,
  gfx1100's 6-bit one 63, vmcnt 63), so a FIFO longer than that lost its oldest.

Hazards: register RAW; register WAW unless both operations are on one in-order FIFO
(two buffer loads, two DS operations: the later result lands last; two scalar loads
race); ``s_barrier`` while a DS operation is in flight (other waves touch the LDS
after the barrier).
"""

from __future__ import annotations

from gpu_sim import Machine, Op, Simulator, units

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import IntLit

FIFOS = ("vmcnt", "lds")
SMEM = "kmcnt"          # gpu_sim's Machine keeps the unordered set under this name
CAPACITY = {"gfx942": {"vmcnt": 63, "lds": 15}, "gfx1100": {"vmcnt": 63, "lds": 63}}
FIELDS = {"vlcnt": "vmcnt", "dscnt": "lgkmcnt", "dlcnt": "lgkmcnt"}


def counter(op: str) -> str | None:
    if op.startswith("ds_"):
        return "lds"
    if op.startswith(("buffer_load", "global_load")):
        return "vmcnt"
    if op.startswith(("s_load", "s_buffer_load")):
        return SMEM
    return None


def wait_effect(inst) -> dict[str, int]:
    """Counter ("vmcnt", "lgkmcnt") -> the count ``inst`` (an ``s_waitcnt``) leaves."""
    if inst.opcode != "s_waitcnt":
        return {}
    if any(isinstance(s, IntLit) for s in inst.srcs):
        raise NotImplementedError("lgkm_sim reads the mod.swaitcnt fields, not a literal")
    out: dict = {}
    for m in inst.mods:
        if m.kind != "swaitcnt":
            continue
        for name, value in m.values.items():
            c = FIELDS.get(name)
            if c is not None and isinstance(value, int) and value >= 0:
                out[c] = min(value, out.get(c, value))
    return out


def machine() -> Machine:
    return Machine({c: [] for c in FIFOS}, [], {})


class LgkmSimulator(Simulator):
    """``Simulator`` for ``arch`` in CAPACITY. ``strict_tensor_loops`` and
    ``strict_async_raw`` do not apply (no tensor loads, no async stores)."""

    def __init__(self, function, arch: str = "gfx942", **kw):
        kw.pop("strict_tensor_loops", None)
        super().__init__(function, 0, **kw)
        self.capacity = CAPACITY[arch]

    def run(self):
        blocks = self.function.blocks
        if blocks:
            self._walk(blocks[0], machine(), {}, ())
        return self.hazards

    def _cross(self, src, dst, m) -> None:
        pass    # nothing is treated differently around a back edge

    def _exec_block(self, block, m, path) -> None:
        for inst in block.items:
            if not isinstance(inst, Instruction) or inst.opcode == "PHI":
                continue
            op = inst.opcode
            if op.startswith("s_wait"):
                if self.on_wait is not None:
                    self.on_wait(inst, m)
                for c, n in wait_effect(inst).items():
                    if c == "vmcnt":
                        del m.fifo["vmcnt"][:max(len(m.fifo["vmcnt"]) - n, 0)]
                    elif n == 0:
                        m.fifo["lds"].clear()
                        m.km.clear()
                    else:
                        del m.fifo["lds"][:max(len(m.fifo["lds"]) - n, 0)]
                continue
            self._check(inst, m, path)
            c = counter(op)
            new = Op(inst, c, None) if c else None
            for u in units(inst.dests):
                m.writer[u] = new
            if new is None:
                continue
            if c == SMEM:
                m.km.append(new)
                continue
            q = m.fifo[c]
            q.append(new)
            if len(q) > self.capacity[c]:
                del q[0]

    def _check(self, inst, m, path) -> None:
        op = inst.opcode
        for u in units(inst.srcs):
            p = m.writer.get(u)
            if p is not None and m.live(p):
                self._hit(inst, p, "register RAW", path)
        mine = counter(op)
        for u in units(inst.dests):
            p = m.writer.get(u)
            if p is not None and m.live(p) and not (mine == p.counter and mine in FIFOS):
                self._hit(inst, p, "register WAW", path)
        if op == "s_barrier":
            for p in m.fifo["lds"]:
                self._hit(inst, p, "LDS access before barrier", path)
