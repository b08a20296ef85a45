"""InsertWaitAluPass: the SCHED_MODE 2 ``s_wait_alu`` waits of gfx1250 expert scheduling
(spec alu-waits.md 5).

Mode 2 turns off the hardware's VA_VDST and VM_VSRC interlocks, so software waits: before a
non-VALU instruction reads a VGPR a VALU is still writing (or overwrites one a VALU is still
reading, option enableESM2TrackValuVsrc), and before any instruction overwrites a VGPR a
memory instruction has not read yet. These are correctness waits: the CFG is iterated to a
fixed point, back edges included. The pass enables mode 2 with one ``s_setreg`` at the
kernel's entry (never disabling it), drains at EXEC writes and after calls, and treats an
instruction it cannot classify as a full drain on both sides, with a warning.
"""

from __future__ import annotations

import heapq
import re

from stinkytofu_opt.ir.core import Directive, Instruction, Label
from stinkytofu_opt.ir.operands import HwReg, IntLit
from stinkytofu_opt.passes.alu_waits.common import (
    DEPCTR_OPCODES, allocatable_units, depctr_fields, first_loc, function_name, has_any,
    implied_successors, is_pseudo, malformed_alu_waits, make_wait_alu, predecessors_of,
    read_operands, reverse_post_order, wait_alu_opcode, writes_exec_explicitly)
from stinkytofu_opt.passes.alu_waits.wait_state import (
    CSMACC, DPMACC, LDS, TEX, TRANS, XDL, Limits, empty_boundary, merge)
from stinkytofu_opt.passes.registry import Option, Pass
from stinkytofu_opt.machine.waits import decode_wait

TAG = "[InsertWaitAlu]"
VGPR_KINDS = ("v", "a")
_VISITS_PER_BLOCK = 256
_DRAIN = {"va_vdst": 0, "vm_vsrc": 0}
# A line the assembly reader kept as text but that looks like an instruction with VGPRs.
_TEXT_INSTRUCTION = re.compile(r"\s*[a-z][a-z0-9_]*\b(?!:)")
_TEXT_VGPR = re.compile(r"(?<![\w.$])v(?:\d+|\[)")


class _Kind:
    """What the pass does with one instruction."""
    __slots__ = ("pipe", "inc", "fifos", "valu_consumer", "writes_exec", "call", "depctr",
                 "unknown", "memory_wait", "sources", "dests")

    def __init__(self):
        self.pipe = None
        self.inc = 1
        self.fifos = ()
        self.valu_consumer = False
        self.writes_exec = False
        self.call = False
        self.depctr = False
        self.unknown = False
        self.memory_wait = False
        self.sources: list = []     # VGPR units read (sources and read-write destinations)
        self.dests: list = []       # VGPR units written


def classify(inst: Instruction, w) -> _Kind:
    """The event an instruction produces and how it consumes (spec 5.3, 5.5)."""
    k = _Kind()
    desc = inst.desc
    k.sources = _vgpr_units(read_operands(inst))
    k.dests = _vgpr_units(inst.dests)
    if desc is None:
        k.unknown = True
        return k
    if inst.opcode in DEPCTR_OPCODES:
        k.depctr = True
        return k
    k.call = desc.is_call
    k.writes_exec = desc.writes_exec or writes_exec_explicitly(inst)
    k.memory_wait = bool(desc.wait_counters)
    if desc.is_valu or desc.is_matrix:
        k.valu_consumer = True
        if has_any(desc, w.xdl_pipe):
            k.pipe = XDL
        elif has_any(desc, w.trans_pipe):
            k.pipe = TRANS
        elif has_any(desc, w.dpmacc_pipe):
            k.pipe = DPMACC
        else:
            k.pipe = CSMACC
        if desc.microcode in w.scale_pair_microcodes:
            k.inc = 2
    elif has_any(desc, w.both_fifos):
        k.fifos = (LDS, TEX)
    elif has_any(desc, w.lds_fifo):
        k.fifos = (LDS,)
    elif has_any(desc, w.tex_fifo):
        k.fifos = (TEX,)
    return k


def _vgpr_units(operands) -> list:
    return allocatable_units(operands, VGPR_KINDS)


def _text_has_vgpr(item) -> bool:
    if not isinstance(item, Directive) or not item.is_text or len(item.args) < 2:
        return False
    text = item.args[1].split(";")[0].split("//")[0]
    return bool(_TEXT_INSTRUCTION.match(text)) and bool(_TEXT_VGPR.search(text))


def _is_drain(item) -> bool:
    return isinstance(item, Instruction) and item.opcode in DEPCTR_OPCODES and \
        depctr_fields(item).get("va_vdst") == 0 and depctr_fields(item).get("vm_vsrc") == 0


class _Walker:
    def __init__(self, target, options, ctx, function):
        self.target = target
        self.w = target.wait_alu
        self.lim = Limits(self.w)
        self.ctx = ctx
        self.function = function
        self.track_vsrc = options["enableESM2TrackValuVsrc"]
        self.next_wmma = options["xdlCountFromNextWmma"]
        self.shared = options["sharedOrderCountFollowers"] and \
            not options["noSharedOrderCountFollowers"]
        self.opcode = wait_alu_opcode(target)
        self.kinds: dict[int, _Kind] = {}
        self.warned: set[int] = set()

    def kind(self, inst) -> _Kind:
        k = self.kinds.get(id(inst))
        if k is None:
            k = self.kinds[id(inst)] = classify(inst, self.w)
        return k

    def walk(self, block, boundary, emit: bool, drain_first: bool = False):
        st = boundary.start(self.lim)
        items = [] if emit else None
        if drain_first and emit:
            first = next((i for i in block.items if isinstance(i, Instruction)
                          and not is_pseudo(i) and not _is_mode_setreg(i, self.w)), None)
            if not _is_drain(first):
                items.append(self._wait(_DRAIN, "region entry: the state before it is unknown"))
        pending_after = None
        for index, item in enumerate(block.items):
            if not isinstance(item, Instruction):
                if _text_has_vgpr(item):
                    self._unknown(st, item, items, block.items, index)
                elif emit:
                    items.append(item)
                continue
            inst = item
            if is_pseudo(inst):
                if emit:
                    items.append(inst)
                continue
            k = self.kind(inst)
            if k.depctr:
                fields = depctr_fields(inst)
                if "va_vdst" in fields:
                    st.apply_va(fields["va_vdst"])
                if "vm_vsrc" in fields:
                    st.apply_vm(fields["vm_vsrc"])
                if emit:
                    items.append(inst)
                continue
            if k.unknown:
                if k.sources or k.dests:
                    self._unknown(st, inst, items, block.items, index)
                elif emit:
                    items.append(inst)
                continue
            if k.call:
                if emit:
                    items.append(inst)
                    following = next((i for i in block.items[index + 1:]
                                      if isinstance(i, Instruction)), None)
                    if not _is_drain(following):
                        items.append(self._wait(_DRAIN, "call: the callee is not analysed"))
                st.apply_va(0)
                st.apply_vm(0)
                continue
            if k.memory_wait:
                counts = decode_wait(inst, self.target)
                if counts.get("dscnt") == 0 or counts.get("lgkmcnt") == 0:
                    st.drain_lds_reads()
            wait = self._probe(st, inst, k)
            if wait:
                if emit:
                    self._emit_wait(items, wait)
                if "va_vdst" in wait:
                    st.apply_va(wait["va_vdst"])
                if "vm_vsrc" in wait:
                    st.apply_vm(wait["vm_vsrc"])
            if emit:
                items.append(inst)
            self._produce(st, inst, k)
        return st.boundary(), items

    def _probe(self, st, inst, k) -> dict:
        """Rules W-S3 to W-S5: the wait ``inst`` needs."""
        va = vm = None
        sources, dests = k.sources, k.dests
        if not k.valu_consumer:
            for unit in sources + dests:
                n = st.va_wait(unit, self.shared, self.next_wmma)
                if n is not None:
                    va = n if va is None else min(va, n)
        for unit in dests:
            n = st.vm_wait(unit)
            if n is not None:
                vm = n if vm is None else min(vm, n)
        if k.writes_exec and st.va_in_flight():
            va = 0
        wait = {}
        if va is not None:
            wait["va_vdst"] = va
        if vm is not None:
            wait["vm_vsrc"] = vm
        return wait

    def _produce(self, st, inst, k) -> None:
        if k.pipe is not None:
            units = k.dests + k.sources if self.track_vsrc else k.dests
            st.produce_va(k.pipe, k.inc, units, k.writes_exec)
        elif k.fifos:
            st.produce_vm(k.fifos, k.sources)

    def _unknown(self, st, item, items, block_items, index) -> None:
        """An instruction the pass cannot classify may read or write any VGPR it names, in
        any pipe: drain before it (older work) and after it (its own)."""
        if id(item) not in self.warned and items is not None:
            self.warned.add(id(item))
            name = item.opcode if isinstance(item, Instruction) else \
                item.args[1].split()[0]
            self.ctx.diags.warning(
                f"{TAG} '{name}' is not modelled and names VGPRs: waiting for every VALU "
                f"result and VMEM source read before and after it "
                f"({self.opcode} va_vdst(0) vm_vsrc(0))", item.loc)
        if items is not None:
            if (st.va_in_flight() or st.vm_in_flight()) and not (
                    items and _is_drain(items[-1])):
                items.append(self._wait(_DRAIN, "before an unmodelled instruction"))
            items.append(item)
            following = next((i for i in block_items[index + 1:]
                              if isinstance(i, Instruction)), None)
            if not _is_drain(following):
                items.append(self._wait(_DRAIN, "after an unmodelled instruction"))
        st.apply_va(0)
        st.apply_vm(0)

    def _wait(self, fields: dict, why: str) -> Instruction:
        comment = f"{TAG} {why}" if self.ctx.comments_shown else None
        return make_wait_alu(self.target, fields, self.opcode, comment)

    def _emit_wait(self, items, wait: dict) -> None:
        """Rule W-E: one wait right before the consumer; a hold_cnt-only wait there is
        folded into it (W-E3)."""
        fields = dict(wait)
        prev = items[-1] if items else None
        if isinstance(prev, Instruction) and prev.opcode in DEPCTR_OPCODES:
            old = depctr_fields(prev)
            if "hold_cnt" in old and "va_vdst" not in old and "vm_vsrc" not in old:
                items.pop()
                fields.update({k: v for k, v in old.items() if k not in fields})
        items.append(self._wait(fields, "SCHED_MODE 2 dependence"))


class InsertWaitAluPass(Pass):
    NAME = "InsertWaitAluPass"
    SUMMARY = ("Insert the SCHED_MODE 2 s_wait_alu waits (va_vdst, vm_vsrc) of gfx1250 "
               "expert scheduling and enable the mode at the kernel entry")
    OPTIONS = (
        Option("enableESM2TrackValuVsrc", "bool", False,
               "also wait before a non-VALU instruction overwrites a VGPR a VALU still reads"),
        Option("xdlCountFromNextWmma", "bool", False,
               "count an XDL producer's followers from the next matrix/TRANS issue"),
        Option("sharedOrderCountFollowers", "bool", True,
               "count a CSMACC producer's followers in the shared XDL/CSMACC order (default)"),
        Option("noSharedOrderCountFollowers", "bool", False,
               "count a CSMACC producer's followers in its own pipe only"),
        Option("enableSkipHiddenVmVsrc", "bool", False,
               "retired: the VM_VSRC hide counts are target data now (accepted, no effect)"),
    )

    def run(self, function, ctx) -> bool:
        target = ctx.target
        if target.wait_alu is None:
            ctx.error(f"{self.NAME}: {target.name} has no SCHED_MODE 2 (expert scheduling) "
                      f"waits; it is a gfx1250 mode (LLVM 19 emits s_wait_alu/"
                      f"s_waitcnt_depctr on RDNA3/4 only as hazard fixes)")
            return False
        if self.options["enableSkipHiddenVmVsrc"] and not getattr(self, "_noted", False):
            self._noted = True
            ctx.diags.warning(f"{self.NAME}: option 'enableSkipHiddenVmVsrc' is retired; the "
                              f"VM_VSRC hide counts come from the target data")
        if _report_malformed(function, ctx):
            return False
        blocks = function.blocks
        if not blocks or not any(isinstance(i, Instruction) for b in blocks for i in b.items):
            return False
        walker = _Walker(target, self.options, ctx, function)
        successors = implied_successors(function)
        preds = predecessors_of(blocks, successors)
        order = reverse_post_order(blocks, lambda b: successors[id(b)])
        region = function.attributes.get("region")
        drain_entry = region is not None and not region["at_entry"] \
            and not _is_drain(region.get("previous"))
        if region is not None and not region["at_entry"]:
            ctx.remark(f"{TAG} {function_name(function)}: the region from "
                       f"'{region['label']}' does not start at the kernel entry: its entry state is unknown, so it starts "
                       f"with {walker.opcode} va_vdst(0) vm_vsrc(0)", first_loc(function))
        entries, cut = self._fixed_point(function, walker, order, successors, preds, ctx)
        changed = False
        for block in order:
            first = block is order[0]
            _, items = walker.walk(block, entries[id(block)], emit=True,
                                   drain_first=(first and drain_entry) or id(block) in cut)
            if _differs(block.items, items):
                block.items = items
                changed = True
        changed |= self._enable_mode(function, order[0], target)
        if region is not None:
            ctx.diags.warning(f"{TAG} {function_name(function)}: SCHED_MODE 2 stays enabled "
                              f"after the region ending at '{region['end']}'; code after it was not "
                              f"analysed and gets no s_wait_alu", first_loc(function))
        return changed

    def _fixed_point(self, function, walker, order, successors, preds, ctx):
        """Rules W-G1/W-G3: entry boundaries iterated to a fixed point. If a block is visited
        too often, loop headers start drained instead (the ``cut`` set)."""
        position = {id(b): i for i, b in enumerate(order)}
        cut: set[int] = set()
        for _attempt in range(2):
            entries = {id(b): empty_boundary() for b in order}
            exits: dict[int, object] = {}
            visits: dict[int, int] = {}
            heap = list(range(len(order)))
            queued = set(heap)
            settled = True
            while heap:
                block = order[heapq.heappop(heap)]
                queued.discard(position[id(block)])
                visits[id(block)] = visits.get(id(block), 0) + 1
                if visits[id(block)] > _VISITS_PER_BLOCK:
                    settled = False
                    break
                entry = empty_boundary()
                if id(block) not in cut:
                    for pred in preds[id(block)]:
                        if id(pred) in exits:
                            entry = merge(entry, exits[id(pred)])
                entries[id(block)] = entry
                exit_state, _ = walker.walk(block, entry, emit=False)
                if exits.get(id(block)) != exit_state:
                    exits[id(block)] = exit_state
                    for succ in successors[id(block)]:
                        # a drained header does not depend on its predecessors
                        if position[id(succ)] not in queued and id(succ) not in cut:
                            queued.add(position[id(succ)])
                            heapq.heappush(heap, position[id(succ)])
            if settled:
                return entries, cut
            cut = {id(dst) for src in order for dst in successors[id(src)]
                   if position[id(dst)] <= position[id(src)]}
            ctx.remark(f"{TAG} {function_name(function)}: the wait state did not settle within "
                       f"{_VISITS_PER_BLOCK} visits of a block; every loop header starts "
                       f"with va_vdst(0) vm_vsrc(0) instead", first_loc(function))
        raise AssertionError("an acyclic walk always settles")

    def _enable_mode(self, function, entry_block, target) -> bool:
        """Rule W-E4: the SCHED_MODE setreg at the mode labels' blocks, else at the entry;
        not again where it already is."""
        w = target.wait_alu
        blocks = [b for b in function.blocks
                  if b.name in w.mode_labels or any(isinstance(i, Label) and
                                                    i.name in w.mode_labels for i in b.items)]
        changed = False
        for block in blocks or [_first_executed(function, entry_block)]:
            at = next((n for n, i in enumerate(block.items)
                       if isinstance(i, Instruction) and not is_pseudo(i)), len(block.items))
            if at < len(block.items) and _is_mode_setreg(block.items[at], w):
                continue
            block.items.insert(at, _mode_setreg(target))
            changed = True
        return changed


def _first_executed(function, entry_block):
    """The block of the function's first instruction: the entry block, or where control falls
    from an entry that holds only directives and labels (a `.s` function's entry block ends
    before its `name:` label, and a setreg there would belong to the previous function)."""
    blocks = function.blocks
    start = blocks.index(entry_block) if entry_block in blocks else 0
    for block in blocks[start:]:
        if any(isinstance(i, Instruction) and not is_pseudo(i) for i in block.items):
            return block
    return entry_block


def _mode_setreg(target) -> Instruction:
    hwreg, offset, size, value = target.wait_alu.sched_mode
    opcode = "s_setreg_IMM32_b32"
    return Instruction(opcode, dests=[HwReg(hwreg, offset, size)], srcs=[IntLit(value)],
                       desc=target.lookup(opcode))


def _is_mode_setreg(item, w) -> bool:
    hwreg, offset, size, value = w.sched_mode
    return isinstance(item, Instruction) and item.opcode.lower() == "s_setreg_imm32_b32" \
        and item.dests == (HwReg(hwreg, offset, size),) and len(item.srcs) == 1 \
        and getattr(item.srcs[0], "value", None) == value


def _differs(old, new) -> bool:
    return len(old) != len(new) or any(a is not b for a, b in zip(old, new))


def _report_malformed(function, ctx) -> bool:
    found = malformed_alu_waits(function)
    for inst, message in found:
        ctx.error(f"{TAG} {message}", inst.loc)
    return bool(found)
