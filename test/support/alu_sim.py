"""An independent model of the gfx1250 SCHED_MODE 2 scoreboards, for tests only.

It shares no code with InsertWaitAluPass: it reads a parsed program and looks only at
mnemonics (its own small table below), register operands and the fields of ``s_wait_alu``.

The machine. Every VALU instruction is an operation on one of four pipes (C: CSMACC,
T: TRANS, D: DPMACC, X: XDL WMMA; a scale-pair WMMA is two counter entries); every memory
instruction that reads VGPRs is an operation in the LDS FIFO, the TEX FIFO or both (FLAT).
Nothing completes on its own: an operation is known complete only when the rules below force
it, and every hazard is judged against what is known.

* ``s_wait_alu va_vdst(N)``: at most N VALU entries remain outstanding. An operation P is
  then complete when P plus the operations that must complete after it number more than N.
  Completing after P: later operations of its pipe; while no T/D operation has issued since
  P, later C and X operations when P is C, and later C operations issued after the next X
  operation when P is X. An operation issued after an EXEC write that P precedes is not
  counted (EXEC may have skipped it).
* ``s_wait_alu vm_vsrc(N)`` likewise over the FIFOs: a FIFO completes in order, and a FLAT
  operation sits in both, so it orders the two FIFOs.
* Hide counts: an X operation with 12 later X operations, a C operation with 13 later X
  operations and no T/D since, a memory read with 11 later reads in one of its FIFOs, is
  complete. ``s_wait_dscnt 0`` completes every LDS-only read. A completed operation
  completes everything that must complete before it.

Hazards (a violation when instruction X runs while operation P may be outstanding):

1. RAW: X is not a VALU and reads a VGPR whose last writer is VALU operation P;
2. WAW: X is not a VALU and writes a VGPR whose last writer is VALU operation P;
3. VM WAR: X writes a VGPR that memory operation P still reads;
4. VA WAR (``track_vsrc``): X is not a VALU and writes a VGPR VALU operation P reads.

Paths: every path of the CFG from the entry, each block at most ``unroll`` times per path,
up to ``max_paths`` paths.
"""

from __future__ import annotations

from dataclasses import dataclass

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import Register

# mnemonic -> (pipe, counter entries)
VALU_OPS = {
    "v_add_f32": ("C", 1), "v_mul_f32": ("C", 1), "v_fma_f32": ("C", 1),
    "v_mov_b32": ("C", 1), "v_cmpx_eq_u32": ("C", 1), "v_cmp_eq_u32": ("C", 1),
    "v_wmma_f32_16x16x4_f32": ("C", 1),
    "v_exp_f32": ("T", 1), "v_rcp_f32": ("T", 1), "v_sqrt_f32": ("T", 1),
    "v_rcp_f64": ("T", 1),
    "v_add_f64": ("D", 1), "v_fma_f64": ("D", 1),
    "v_wmma_f32_16x16x32_bf16": ("X", 1), "v_wmma_f32_16x16x32_f16": ("X", 1),
    "v_wmma_scale_f32_16x16x128_f8f6f4": ("X", 2),
}
# mnemonic -> FIFOs its VGPR-source reads go through
MEMORY_OPS = {
    "ds_load_b32": "L", "ds_store_b32": "L", "ds_load_b64": "L",
    "buffer_load_b32": "T", "buffer_store_b32": "T", "global_prefetch_b8": "T",
    "global_load_tr_b64": "T", "global_store_async_from_lds_b32": "T",
    "flat_load_b32": "LT", "flat_store_b32": "LT", "flat_prefetch_b8": "LT",
}
EXEC_WRITERS = {"s_and_saveexec_b32", "s_or_saveexec_b32", "v_cmpx_eq_u32"}
XDL_HIDE, CSMACC_HIDE, FIFO_HIDE = 12, 13, 11
PSEUDO = {"PHI", "FENCE", "asm_directive"}


def vgprs(operands) -> list:
    out = []
    for op in operands:
        if isinstance(op, Register) and op.kind in ("v", "a", "acc", "AGPR"):
            kind = "v" if op.kind == "v" else "a"
            out.extend((kind, i) for i in range(op.index, op.index + op.count))
    return out


def wait_fields(inst) -> dict:
    mod = inst.mod("waitalu")
    if mod is None:
        return {}
    return {k: v for k, v in mod.values.items() if isinstance(v, int) and v >= 0}


@dataclass
class Violation:
    kind: str
    consumer: Instruction
    producer: Instruction
    unit: tuple

    def __str__(self) -> str:
        return (f"{self.kind}: '{self.consumer.opcode}' on {self.unit[0]}{self.unit[1]} while "
                f"'{self.producer.opcode}' may be outstanding")


class _Op:
    __slots__ = ("inst", "seq", "pipe", "inc", "fifos", "done", "epoch", "unmod", "xdl")

    def __init__(self, inst, seq, pipe, inc, fifos, epoch, unmod, xdl):
        self.inst, self.seq, self.pipe, self.inc, self.fifos = inst, seq, pipe, inc, fifos
        self.done = False
        self.epoch, self.unmod, self.xdl = epoch, unmod, xdl

    def copy(self):
        c = _Op(self.inst, self.seq, self.pipe, self.inc, self.fifos, self.epoch, self.unmod,
                self.xdl)
        c.done = self.done
        return c


class _Machine:
    def __init__(self):
        self.va: list[_Op] = []
        self.vm: list[_Op] = []
        self.writer: dict = {}        # VGPR -> last VALU writer op (None: other writer)
        self.va_readers: dict = {}
        self.vm_readers: dict = {}
        self.seq = 0
        self.epoch = 0                # EXEC writes so far
        self.unmod = 0                # T/D operations so far
        self.xdl = 0                  # X operations so far

    def copy(self):
        m = _Machine()
        table = {}
        for name in ("va", "vm"):
            ops = []
            for op in getattr(self, name):
                table[id(op)] = c = op.copy()
                ops.append(c)
            setattr(m, name, ops)
        # completed operations are no longer listed and never change: share them
        m.writer = {u: (table.get(id(o), o) if o is not None else None)
                    for u, o in self.writer.items()}
        m.va_readers = {u: [table.get(id(o), o) for o in ops if not o.done]
                        for u, ops in self.va_readers.items()}
        m.vm_readers = {u: [table.get(id(o), o) for o in ops if not o.done]
                        for u, ops in self.vm_readers.items()}
        m.seq, m.epoch, m.unmod, m.xdl = self.seq, self.epoch, self.unmod, self.xdl
        return m

    # ---- ordering -----------------------------------------------------------------------
    @staticmethod
    def after(p: _Op, q: _Op) -> bool:
        """Whether q (issued after p) must complete after p."""
        if q.pipe == p.pipe:
            return True
        if q.unmod != p.unmod + (p.pipe in "TD"):
            return False
        if p.pipe == "C" and q.pipe in "CX":
            return True
        return p.pipe == "X" and q.pipe == "C" and q.xdl > p.xdl + 1

    def _va_close(self) -> None:
        # a completed operation completes everything that completes before it
        for q in self.va:
            if q.done:
                for p in self.va:
                    if p.seq < q.seq and not p.done and self.after(p, q):
                        p.done = True

    def wait_va(self, n: int) -> None:
        live = [op for op in self.va if not op.done]
        for p in live:
            count = 1 + sum(q.inc for q in live if q.seq > p.seq and q.epoch == p.epoch
                            and self.after(p, q))
            if count > n:
                p.done = True
        self._va_close()

    @staticmethod
    def _chain(p: _Op, ops) -> list:
        active = set(p.fifos)
        out = []
        for q in ops:
            if q.seq > p.seq and active & set(q.fifos):
                out.append(q)
                active |= set(q.fifos)
        return out

    def _vm_close(self) -> None:
        for p in self.vm:
            if not p.done and any(q.done for q in self._chain(p, self.vm)):
                p.done = True

    def wait_vm(self, n: int) -> None:
        for p in self.vm:
            if not p.done and 1 + sum(not q.done for q in self._chain(p, self.vm)) > n:
                p.done = True
        self._vm_close()

    # ---- issuing ------------------------------------------------------------------------
    def issue(self, inst, track_vsrc: bool, found: list) -> None:
        op = inst.opcode
        if op in ("s_wait_alu", "s_waitcnt_depctr"):
            fields = wait_fields(inst)
            if "va_vdst" in fields:
                self.wait_va(fields["va_vdst"])
            if "vm_vsrc" in fields:
                self.wait_vm(fields["vm_vsrc"])
            return
        if op == "s_wait_dscnt" and inst.srcs and getattr(inst.srcs[0], "value", 1) == 0:
            for p in self.vm:
                if p.fifos == "L":
                    p.done = True
            self._vm_close()
        is_valu = op in VALU_OPS or op.startswith("v_")
        reads = vgprs(inst.srcs)
        writes = vgprs(inst.dests)
        if not is_valu:
            for unit in reads:
                p = self.writer.get(unit)
                if p is not None and not p.done:
                    found.append(Violation("RAW", inst, p.inst, unit))
            for unit in writes:
                p = self.writer.get(unit)
                if p is not None and not p.done:
                    found.append(Violation("WAW", inst, p.inst, unit))
                if track_vsrc:
                    for p in self.va_readers.get(unit, ()):
                        if not p.done:
                            found.append(Violation("VA-WAR", inst, p.inst, unit))
        for unit in writes:
            for p in self.vm_readers.get(unit, ()):
                if not p.done:
                    found.append(Violation("VM-WAR", inst, p.inst, unit))
        self.seq += 1
        if op in VALU_OPS:
            pipe, inc = VALU_OPS[op]
            new = _Op(inst, self.seq, pipe, inc, "", self.epoch, self.unmod, self.xdl)
            self.va.append(new)
            if pipe in "TD":
                self.unmod += 1
            if pipe == "X":
                self.xdl += 1
                for p in self.va:
                    later = self.xdl - p.xdl - (p.pipe == "X")
                    if p.done or p is new:
                        continue
                    if p.pipe == "X" and later >= XDL_HIDE:
                        p.done = True
                    elif p.pipe == "C" and later >= CSMACC_HIDE and self.unmod == p.unmod:
                        p.done = True
                self._va_close()
            for unit in writes:
                self.writer[unit] = new
            for unit in reads:
                self.va_readers.setdefault(unit, []).append(new)
        else:
            for unit in writes:
                self.writer[unit] = None
            if op in MEMORY_OPS:
                new = _Op(inst, self.seq, None, 1, MEMORY_OPS[op], self.epoch, self.unmod,
                          self.xdl)
                self.vm.append(new)
                for unit in reads:
                    self.vm_readers.setdefault(unit, []).append(new)
                for fifo in new.fifos:
                    same = [q for q in self.vm if fifo in q.fifos]
                    for i, p in enumerate(same):
                        if not p.done and len(same) - 1 - i >= FIFO_HIDE:
                            p.done = True
                self._vm_close()
        if op in EXEC_WRITERS:
            self.epoch += 1
        # forget what can no longer matter, so long paths stay cheap
        self.va = [p for p in self.va if not p.done]
        self.vm = [p for p in self.vm if not p.done]


def simulate(function, track_vsrc: bool = False, unroll: int = 3,
             max_paths: int = 200) -> list[Violation]:
    """Every violation on the paths explored (each reported once per instruction pair)."""
    blocks = function.blocks
    if not blocks:
        return []
    found: list[Violation] = []
    seen = set()
    paths = 0
    stack = [(blocks[0], _Machine(), {})]
    while stack and paths < max_paths:
        block, machine, visits = stack.pop()
        visits = dict(visits)
        visits[id(block)] = visits.get(id(block), 0) + 1
        local: list[Violation] = []
        for item in block.items:
            if isinstance(item, Instruction) and item.opcode not in PSEUDO:
                machine.issue(item, track_vsrc, local)
        for v in local:
            key = (id(v.consumer), id(v.producer), v.kind)
            if key not in seen:
                seen.add(key)
                found.append(v)
        succs = [s for s in block.successors if visits.get(id(s), 0) < unroll]
        if not succs:
            paths += 1
        for i, succ in enumerate(succs):
            stack.append((succ, machine if i == len(succs) - 1 else machine.copy(), visits))
    return found
