"""The sequences both cluster-barrier designs emit, and how they are put in.

An ``Emitter`` belongs to one run of the pass over one function. It draws
label suffixes (16 characters of ``[0-9A-Za-z]``, from a generator seeded by
``--seed`` and the function name, unique in the function: the same input
and seed give the same output), builds the WaveIdx-gated signal block, the
workgroup sync pair, the LoopCounterL-gated signal and the SCC spill form,
queues insertions against the items of a ``Stream`` and applies them.
"""

from __future__ import annotations

import random

from stinkytofu_opt.ir.core import Instruction, Label
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import Ident, IntLit, Register
from stinkytofu_opt.passes.barriers.scan import (
    COMPARE_OPS, LCL_SYM, WAVE_SYM, Stream, branch_target, is_cluster_wait, is_counter_drain,
    is_real, restorable_compare, set_symbols, symbol_name)
from stinkytofu_opt.passes.control_flow.cfg_builder import split_blocks_at_control_flow

SKIP_PREFIX = "label_skipCBPreSignal_"
SKIP_LCL_PREFIX = "label_skipCBPreSignal_LCL_"
SKIP_WAIT_PREFIX = "label_skipCBWait_LCL_"
SPILL_PREFIX = "label_cbSccSpill_"
HASH_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
HASH_LEN = 16
REMARK_PREFIX = "Insert Cluster Barrier"


class Emitter:
    def __init__(self, function, ctx):
        self.function = function
        self.ctx = ctx
        seed = getattr(ctx, "seed", 0) or 0
        self.rng = random.Random(f"InsertClusterBarrierPass:{seed}:{function.name}")
        self.used_names = {item.name for block in function.blocks for item in block.items
                           if isinstance(item, Label)}
        self.used_names.update(block.name for block in function.blocks)
        self.symbols = set_symbols(function)
        # (block index, anchor item or None = block end, items)
        self.insertions: list[tuple[int, object, list]] = []

    def remark(self, message: str, loc=None, always: bool = True) -> None:
        if always or getattr(self.ctx, "remarks", False):
            self.ctx.remark(f"{REMARK_PREFIX}: @{self.function.name}: {message}", loc)

    # --- names and instructions -------------------------------------------------

    def fresh_hash(self) -> str:
        while True:
            suffix = "".join(self.rng.choice(HASH_ALPHABET) for _ in range(HASH_LEN))
            if not any(p + suffix in self.used_names
                       for p in (SKIP_PREFIX, SKIP_LCL_PREFIX, SKIP_WAIT_PREFIX, SPILL_PREFIX)):
                return suffix

    def fresh_label(self, prefix: str) -> str:
        name = prefix + self.fresh_hash()
        self.used_names.add(name)
        return name

    def inst(self, opcode, dests=None, srcs=None, comment=None, mods=None) -> Instruction:
        desc = None
        lookup = getattr(self.ctx.target, "lookup", None) if self.ctx is not None else None
        if lookup is not None:
            try:
                desc = lookup(opcode)
            except Exception:  # an unknown mnemonic: keep the instruction opaque
                desc = None
        return Instruction(opcode, dests or [], srcs or [], mods or [], desc=desc,
                           comment=comment)

    def sym_reg(self, name: str) -> Register:
        return Register("s", self.symbols.get(name, 0), symbol=name)

    def scc(self) -> Register:
        return Register("SCC", 0)

    def cmp(self, opcode, a, b, comment=None) -> Instruction:
        # SCC is the compare's implicit result (SOPC has no destination
        # field), so it is not spelled as an operand.
        return self.inst(opcode, [], [a, b], comment)

    def cbranch(self, opcode, label, comment=None) -> Instruction:
        return self.inst(opcode, [], [Ident(label), self.scc()], comment)

    def barrier(self, opcode, barrier_id, comment) -> Instruction:
        return self.inst(opcode, [], [IntLit(barrier_id)], comment)

    def clone(self, inst: Instruction, comment: str) -> Instruction:
        return Instruction(inst.opcode, list(inst.dests), list(inst.srcs), list(inst.mods),
                           desc=inst.desc, comment=comment)

    def tensor_drain(self, comment: str) -> Instruction:
        return self.inst("s_wait_tensorcnt", [], [IntLit(0)], comment,
                         [Modifier("swaittensorcnt", {"tlcnt": 0})])

    # --- sequences --------------------------------------------------------------

    def signal_block(self) -> list:
        label = self.fresh_label(SKIP_PREFIX)
        return [
            self.cmp("s_cmp_eq_u32", self.sym_reg(WAVE_SYM), IntLit(0), "Check for waveID 0"),
            self.cbranch("s_cbranch_scc0", label,
                         "Execute cluster barrier signal for waveID 0"),
            self.barrier("s_barrier_signal", -3, "cluster_barrier signal"),
            Label(label),
        ]

    def wg_sync(self, wait_comment: str) -> list:
        return [self.barrier("s_barrier_signal", -1, "workgroup signal"),
                self.barrier("s_barrier_wait", -1, wait_comment)]

    def lcl_gated_signal(self, cmp_op, imm, gate_comment, skip_comment, sync_comment=None):
        outer = self.fresh_label(SKIP_LCL_PREFIX)
        seq = [self.cmp(cmp_op, self.sym_reg(LCL_SYM), IntLit(imm), gate_comment),
               self.cbranch("s_cbranch_scc1", outer, skip_comment)]
        if sync_comment is not None:
            seq += self.wg_sync(sync_comment)
        seq += self.signal_block()
        seq.append(Label(outer))
        return seq

    def rule1_sequence(self) -> list:
        return self.lcl_gated_signal(
            "s_cmp_eq_u32", 0, "gate: only signal when LoopCounterL != 0",
            "skip cluster barrier when LoopCounterL == 0", "sync workgroup before cluster signal")

    def cluster_wait(self, comment="cluster barrier wait") -> Instruction:
        return self.barrier("s_barrier_wait", -3, comment)

    def spill_form(self, build) -> list:
        """``build()`` twice, once per incoming SCC value, SCC restored on each arm."""
        in0 = self.fresh_label(SPILL_PREFIX)
        join = self.fresh_label(SPILL_PREFIX)
        seq = [self.cbranch("s_cbranch_scc0", in0, "spill SCC: branch on the live SCC")]
        seq += build()
        seq.append(self.cmp("s_cmp_eq_u32", IntLit(0), IntLit(0), "restore SCC = 1"))
        seq.append(self.inst("s_branch", [], [Ident(join)], "rejoin"))
        seq.append(Label(in0))
        seq += build()
        seq.append(self.cmp("s_cmp_lg_u32", IntLit(0), IntLit(0), "restore SCC = 0"))
        seq.append(Label(join))
        return seq

    def scc_safe(self, stream: Stream, where: tuple[int, int], build, rule: str) -> list:
        """``build()`` made SCC-transparent at the anchor position: a restorable
        upstream compare is re-run after it, or else the spill form is used."""
        if not stream.scc_live_at(*where):
            return build()
        cmp = restorable_compare(stream, where, False, self.symbols.get(LCL_SYM))
        if cmp is not None:
            return build() + [self.clone(cmp, f"restore SCC for downstream reader ({rule})")]
        return self.spill_form(build)

    # --- insertion --------------------------------------------------------------

    def insert_before(self, stream: Stream, pos: int, items: list) -> None:
        """Insert before stream position ``pos`` (which may be one past the end
        of a block: then append to the block holding position pos-1)."""
        if pos < len(stream.items):
            self.insertions.append((stream.block_of[pos], stream.items[pos], items))
        else:
            self.insertions.append((stream.block_of[pos - 1] if pos else 0, None, items))

    def insert_after(self, stream: Stream, pos: int, items: list) -> None:
        b = stream.block_of[pos]
        if pos + 1 < stream.block_end[b]:
            self.insertions.append((b, stream.items[pos + 1], items))
        else:
            self.insertions.append((b, None, items))

    def apply(self) -> bool:
        """Put the queued insertions in; whether there were any."""
        if not self.insertions:
            return False
        by_block: dict[int, list] = {}
        for b, anchor, items in self.insertions:
            by_block.setdefault(b, []).append((anchor, items))
        for b, entries in by_block.items():
            block = self.function.blocks[b]
            before: dict[int, list] = {}
            tail: list = []
            for anchor, items in entries:
                if anchor is None:
                    tail.extend(items)
                else:
                    before.setdefault(id(anchor), []).extend(items)
            new_items = []
            for item in block.items:
                new_items.extend(before.get(id(item), ()))
                new_items.append(item)
            new_items.extend(tail)
            block.items = new_items
        if len(self.function.blocks) > 1:
            # The handshakes add labels and branches inside blocks: re-split
            # them so the CFG that later passes see matches the code.
            split_blocks_at_control_flow(self.function,
                                         [self.function.blocks[b] for b in by_block])
        self.insertions = []
        return True

    # --- idempotency ------------------------------------------------------------

    def followed_by_handshake(self, stream: Stream, pos: int) -> bool:
        """The first real instruction after position ``pos`` opens (or is) a
        cluster handshake this pass emits."""
        i = stream.next_real_pos(pos + 1)
        if i is None:
            return False
        first = stream.items[i]
        if is_cluster_wait(first):
            return True
        if first.opcode in COMPARE_OPS and first.srcs:
            if symbol_name(first.srcs[0]) in (WAVE_SYM, LCL_SYM):
                return True
            nxt = stream.next_real(i + 1)
            if nxt is not None and nxt.opcode in ("s_cbranch_scc0", "s_cbranch_scc1"):
                if (branch_target(nxt) or "").startswith("label_skipCB"):
                    return True
        if first.opcode in ("s_cbranch_scc0", "s_cbranch_scc1"):
            if (branch_target(first) or "").startswith((SPILL_PREFIX, "label_skipCB")):
                return True
        return False

    def preceded_by_cluster_wait(self, stream: Stream, pos: int,
                                 through_drains: bool = False) -> bool:
        """The nearest real instruction before ``pos`` is a cluster wait
        (4R: counter drains in between are looked through)."""
        p = stream.prev_real_pos(pos)
        while through_drains and p is not None and is_counter_drain(stream.items[p]):
            p = stream.prev_real_pos(p)
        return p is not None and is_cluster_wait(stream.items[p])

    def hoist_above_drains(self, stream: Stream, pos: int) -> int:
        """``pos`` moved up over the contiguous counter drains right above it.

        Directives and pseudo instructions are looked through; a label stops
        the climb, so the wait stays on the paths that reach ``pos``."""
        anchor = pos
        i = pos - 1
        start = stream.block_start[stream.block_of[pos]] if pos < len(stream.items) else 0
        while i >= start:
            item = stream.items[i]
            if isinstance(item, Label):
                break
            if is_real(item):
                if not is_counter_drain(item):
                    break
                anchor = i
            i -= 1
        return anchor
