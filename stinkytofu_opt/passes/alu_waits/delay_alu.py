"""InsertDelayAluPass: ``s_delay_alu`` hints before ALU instructions that read a recent ALU
result (spec alu-waits.md 4; RDNA3/3.5/4 per LLVM's AMDGPUInsertDelayAlu, 7.1).

The hint only tells the wave front-end it may switch waves; a missing or wrong hint costs
performance, never correctness. The state maps each register unit to the age of its last
VALU, TRANS and SALU producer. Exit states are iterated to a fixed point over the CFG (loops
included), then each block is walked once from its converged entry state, emitting.

Existing ``s_delay_alu`` instructions are replaced: they are removed and the hints are
computed afresh, so a second run changes nothing.
"""

from __future__ import annotations

import heapq

from stinkytofu_opt.ir.core import Directive, Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import IntLit, Register
from stinkytofu_opt.passes.alu_waits.common import (
    DEPCTR_OPCODES, all_units, allocatable_units, depctr_fields, function_name, has_any,
    implied_successors, is_pseudo, malformed_alu_waits, predecessors_of, read_operands,
    reverse_post_order)
from stinkytofu_opt.passes.registry import Pass

TAG = "[InsertDelayAlu]"
VALU, TRANS, SALU, MATRIX, MEM, OTHER, IGNORED = range(7)
_TYPE_NAMES = {VALU: "VALU", TRANS: "TRANS", SALU: "SALU"}
# A cap on exit-state visits per block; the lattice is finite, so it is a guard only.
_VISITS_PER_BLOCK = 64


def delay_class(inst: Instruction, rules) -> int:
    """The instruction's delay class under the target's rules (spec 4.3, 7.1)."""
    desc = inst.desc
    if is_pseudo(inst):
        return IGNORED
    if desc is None:
        return OTHER
    if inst.opcode in rules.ignored:
        return IGNORED
    if has_any(desc, rules.clears_state):
        return MEM
    if inst.opcode in DEPCTR_OPCODES and depctr_fields(inst).get("va_vdst") == 0:
        return MEM      # waits for every VALU result, as LLVM knows ([better] on gfx1250)
    if desc.is_matrix:
        return VALU if rules.matrix_is_producer else MATRIX
    if desc.is_transcendental:
        if "Trans64" in desc.flags and not rules.trans64_is_trans:
            return VALU
        return TRANS
    if desc.is_valu:
        return VALU
    if desc.is_salu:
        return SALU
    return OTHER


def issue_cycles(inst: Instruction) -> int:
    """s_nop N takes N + 1 cycles, everything else 1 (spec D-C2)."""
    if inst.opcode == "s_nop" and inst.srcs and isinstance(inst.srcs[0], IntLit):
        return max(inst.srcs[0].value, 0) + 1
    return 1


class _Limits:
    __slots__ = ("valu", "trans", "salu")

    def __init__(self, rules):
        self.valu, self.trans, self.salu = rules.valu_depth, rules.trans_depth, \
            rules.salu_cycle_max


# A record is (valuNum, valuCycles, transNum, transNumValu, transCycles, saluCycles).
def _fresh(kind: int, cycles: int, lim: _Limits) -> tuple:
    if kind == VALU:
        return (0, cycles, lim.trans, lim.valu, 0, 0)
    if kind == TRANS:
        return (lim.valu, 0, 0, 0, cycles, 0)
    return (lim.valu, 0, lim.trans, lim.valu, 0, min(cycles, lim.salu))


def _merge(a: tuple, b: tuple) -> tuple:
    return (min(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]),
            max(a[4], b[4]), max(a[5], b[5]))


def _advance(state: dict, kind: int, cycles: int, lim: _Limits) -> dict:
    valu_step = kind == VALU
    trans_step = kind == TRANS
    out = {}
    for unit, (vn, vc, tn, tnv, tc, sc) in state.items():
        vn += valu_step
        if vn >= lim.valu or vc <= cycles:
            vn, vc = lim.valu, 0
        else:
            vc -= cycles
        tn += trans_step
        tnv += valu_step
        if tn >= lim.trans or tc <= cycles:
            tn, tnv, tc = lim.trans, lim.valu, 0
        else:
            tc -= cycles
        sc = sc - cycles if sc > cycles else 0
        if vc or tc or sc:
            out[unit] = (vn, vc, tn, tnv, tc, sc)
    return out


def merge_states(states) -> dict:
    out: dict = {}
    for state in states:
        for unit, record in state.items():
            old = out.get(unit)
            out[unit] = record if old is None else _merge(old, record)
    return out


def encode(delay: tuple, lim: _Limits) -> tuple[list, bool]:
    """The (type, distance) slots of a delay (spec 4.6), and whether an SALU part was
    dropped because both slots were taken."""
    vn, _, tn, tnv, _, sc = delay
    slots = []
    if tn < lim.trans:
        slots.append((TRANS, tn))
    if vn < lim.valu and vn <= tnv:
        slots.append((VALU, vn))
    dropped = False
    if sc > 0:
        if len(slots) < 2:
            slots.append((SALU, sc))
        else:
            dropped = True
    return slots, dropped


def _delay_modifier(slots, skip: int | None) -> Modifier:
    values = {"instid0Type": _TYPE_NAMES[slots[0][0]], "instid0Distance": slots[0][1]}
    if len(slots) > 1:
        values.update(instSkip=skip or 0, instid1Type=_TYPE_NAMES[slots[1][0]],
                      instid1Distance=slots[1][1])
    return Modifier("delayalu", values)


class _Walker:
    """One block's walk: the analysis step, and with ``emit`` the new item list."""

    def __init__(self, target, rules, ctx):
        self.target, self.rules, self.ctx = target, rules, ctx
        self.lim = _Limits(rules)
        self.llvm = rules.rules == "llvm"
        self.desc = target.lookup("s_delay_alu")

    def _units(self, operands):
        return all_units(operands) if self.llvm else allocatable_units(operands)

    def walk(self, block, state: dict, emit: bool):
        lim = self.lim
        items = [] if emit else None
        open_delay = None       # (instruction, index in items) of a hint with slot 1 free
        since_open = 0
        last_sgpr_from_valu = None
        kept_hint = False
        for item in block.items:
            if not isinstance(item, Instruction):
                if emit:
                    items.append(item)
                if isinstance(item, Directive) and item.is_text and len(item.args) > 1 \
                        and item.args[1].lstrip().startswith("s_delay_alu"):
                    kept_hint = True    # one the reader kept as text: add none beside it
                    open_delay = None
                continue
            inst = item
            if inst.opcode == "s_delay_alu":
                continue        # replaced by the hints computed here
            kind = delay_class(inst, self.rules)
            if kind == IGNORED:
                if emit:
                    items.append(inst)
                    if not is_pseudo(inst):
                        since_open += 1
                continue
            if self.llvm and last_sgpr_from_valu is not None and self._waits_for_sgpr(inst):
                record = state.get(last_sgpr_from_valu)
                if record is not None:
                    state = {u: r for u, r in state.items() if not (r[0] >= record[0] and r[1])}
                last_sgpr_from_valu = None
            if kind == MEM:
                state = {}
            elif kind in (VALU, TRANS, SALU):
                delay = None
                for unit in self._units(self._sources(inst)):
                    record = state.pop(unit, None)
                    if record is not None:
                        delay = record if delay is None else _merge(delay, record)
                if self.llvm and kind == VALU:
                    sgpr = next((u for u in all_units(inst.dests) if u[0] in ("s", "vcc_lo",
                                                                              "vcc_hi")), None)
                    if sgpr is not None:
                        last_sgpr_from_valu = sgpr
                if emit and delay is not None and not kept_hint:
                    slots, dropped = encode(delay, lim)
                    if dropped and self.ctx.remarks:
                        self.ctx.remark(f"{TAG} SALU_CYCLE_{delay[5]} dropped before "
                                        f"'{inst.opcode}': both s_delay_alu slots are taken",
                                        inst.loc)
                    if slots:
                        open_delay, since_open = self._emit(items, slots, open_delay,
                                                            since_open)
            if kind in (VALU, TRANS, SALU):
                latency = inst.latency_cycles
                fresh = _fresh(kind, latency, lim)
                for unit in self._units(inst.dests):
                    state[unit] = fresh
            state = _advance(state, kind, issue_cycles(inst), lim)
            kept_hint = False
            if emit:
                items.append(inst)
                since_open += 1
        return state, items

    def _sources(self, inst):
        """LLVM reads every explicit use, a tied accumulator (v_fmac) included, except
        v_writelane_b32's tied input, which is its own output."""
        if self.llvm and inst.opcode != "v_writelane_b32":
            return read_operands(inst)
        return inst.srcs

    def _waits_for_sgpr(self, inst) -> bool:
        desc = inst.desc
        if desc is None or not (desc.is_salu or desc.is_smem_load):
            return False
        return any(isinstance(op, Register) and op.unit_kind == "s" for op in inst.srcs) \
            or any(u[0] in ("vcc_lo", "vcc_hi") for u in all_units(inst.srcs))

    def _emit(self, items, slots, open_delay, since_open):
        """Append the hint before the instruction about to be appended; pack a one-slot hint
        into the open one when fewer than max_skip + 1 instructions lie between."""
        if len(slots) == 1 and open_delay is not None and since_open <= self.rules.max_skip:
            mod = open_delay.mod("delayalu")
            values = dict(mod.values)
            values.update(instSkip=since_open, instid1Type=_TYPE_NAMES[slots[0][0]],
                          instid1Distance=slots[0][1])
            open_delay.set_mod(Modifier("delayalu", values))
            return None, 0
        hint = Instruction("s_delay_alu", mods=[_delay_modifier(slots, 0)], desc=self.desc)
        items.append(hint)
        return (hint if len(slots) == 1 else None), 0


class InsertDelayAluPass(Pass):
    NAME = "InsertDelayAluPass"
    SUMMARY = ("Insert s_delay_alu hints before ALU instructions that read a recent VALU, "
               "TRANS or SALU result (gfx1250 reference rules; RDNA3/3.5/4 as LLVM)")

    def run(self, function, ctx) -> bool:
        rules = ctx.target.delay_alu
        if rules is None:
            ctx.error(f"{self.NAME}: {ctx.target.name} has no s_delay_alu (it exists on "
                      f"gfx11 and later: gfx1100-gfx1103, gfx1150-gfx1153, gfx1200/gfx1201, "
                      f"gfx1250)")
            return False
        if _report_malformed(function, ctx):
            return False
        blocks = function.blocks
        if not blocks:
            return False
        successors = implied_successors(function)
        preds = predecessors_of(blocks, successors)
        order = reverse_post_order(blocks, lambda b: successors[id(b)])
        walker = _Walker(ctx.target, rules, ctx)
        exits: dict[int, dict] = {}
        visits: dict[int, int] = {}
        position = {id(b): i for i, b in enumerate(order)}
        work = list(range(len(order)))      # a heap of RPO positions
        queued = set(work)
        while work:
            block = order[heapq.heappop(work)]
            queued.discard(position[id(block)])
            visits[id(block)] = visits.get(id(block), 0) + 1
            if visits[id(block)] > _VISITS_PER_BLOCK:
                ctx.remark(f"{TAG} {function_name(function)}: the delay state did not settle "
                           f"within {_VISITS_PER_BLOCK} visits of block ^{block.name}; hints there "
                           f"use the last state computed", block.loc)
                continue
            entry = merge_states(exits[id(p)] for p in preds[id(block)] if id(p) in exits)
            exit_state, _ = walker.walk(block, entry, emit=False)
            if exits.get(id(block)) != exit_state:
                exits[id(block)] = exit_state
                for succ in successors[id(block)]:
                    if position[id(succ)] not in queued:
                        queued.add(position[id(succ)])
                        heapq.heappush(work, position[id(succ)])
        changed = False
        replaced = 0
        for block in order:
            entry = merge_states(exits[id(p)] for p in preds[id(block)] if id(p) in exits)
            _, items = walker.walk(block, entry, emit=True)
            before = _hints(block.items)
            if before != _hints(items):
                changed = True
                replaced += len(before)
                block.items = items
        if replaced and ctx.remarks:
            ctx.remark(f"{TAG} {function_name(function)}: replaced {replaced} existing s_delay_alu "
                       f"with the hints computed here")
        return changed


def _hints(items) -> list:
    """Each s_delay_alu as (its fields, the instruction it precedes): equal lists mean the
    block already holds the hints computed here, and it is left alone."""
    out, pending = [], []
    for item in items:
        if isinstance(item, Instruction):
            if item.opcode == "s_delay_alu":
                pending.append(item.mod("delayalu"))
            else:
                out.extend((mod, id(item)) for mod in pending)
                pending = []
    out.extend((mod, None) for mod in pending)
    return out


def _report_malformed(function, ctx) -> bool:
    found = malformed_alu_waits(function)
    for inst, message in found:
        ctx.error(f"{TAG} {message}", inst.loc)
    return bool(found)
