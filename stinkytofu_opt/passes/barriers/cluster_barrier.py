"""InsertClusterBarrierPass: the five cluster-barrier rules of gfx1250 kernels.

Behaviour (spec cluster-barrier.md Part A and the cluster-barrier seed):

* Rule 1 - after every ``label_GSU_1:``, a LoopCounterL != 0 gated workgroup
  sync pair plus a WaveIdx-gated ``s_barrier_signal -3``.
* Rule 2 - (kernel scope) ``s_barrier_wait -3`` before the kernel's first
  ``tensor_load_to_lds``.
* Rule 3 - (off unless ``rule3``) LoopCounterL <= pgr gated signal at the LDS
  publication point before ``label_openLoopL:``; anchor mode (a) after an
  existing ``s_barrier_wait -1``, mode (b) (``plr == 0``) synthesised before
  the label with a workgroup sync pair.
* Rule 4 - per tensor load, the nearest preceding ``s_barrier_wait -1`` of its
  label/branch-delimited segment gets one handshake (deduplicated). Mode (c)
  (``ungated``, default): WaveIdx-gated signal, bare wait, then a clone of a
  live upstream compare. Modes (a) ``inherited`` and (b) ``drainGated``.
  The forward scan stops at the ``Tail Loop`` marker.
* Rule 5 - tail loop: 5a signal block after the workgroup wait preceding the
  first load after the marker (synthesising a workgroup sync when there is
  none), 5b ``s_barrier_wait -3`` before that load.

Every SCC-clobbering insertion is checked against SCC liveness: when SCC is
live, a restorable upstream compare is cloned after the insertion, or else
the SCC-preserving spill form (branch on SCC, one copy of the sequence per
arm, SCC re-materialised as a constant on each arm) is used.

Generated label suffixes are 16 characters of ``[0-9A-Za-z]``, drawn from a
generator seeded by ``--seed`` and the function name, and unique in the
function: the same input and seed give the same output.
"""

from __future__ import annotations

import os
import random

from stinkytofu_opt.ir.core import Directive, Instruction, Label
from stinkytofu_opt.ir.operands import HexLit, Ident, IntLit, Register, label_name
from stinkytofu_opt.passes.control_flow.cfg_builder import split_blocks_at_control_flow
from stinkytofu_opt.passes.registry import Option, Pass, PassOptionError

WAVE_SYM = "sgprWaveIdx"
LCL_SYM = "sgprLoopCounterL"
GSU_LABEL = "label_GSU_1"
OPEN_LOOP_LABEL = "label_openLoopL"
TAIL_MARKER = "Tail Loop"
SKIP_PREFIX = "label_skipCBPreSignal_"
SKIP_LCL_PREFIX = "label_skipCBPreSignal_LCL_"
SKIP_WAIT_PREFIX = "label_skipCBWait_LCL_"
SPILL_PREFIX = "label_cbSccSpill_"
HASH_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
HASH_LEN = 16

PSEUDO_OPCODES = frozenset({"PHI", "FENCE", "asm_directive"})
RULE4_MODES = ("ungated", "inherited", "drainGated")

_COMPARE_OPS = ("s_cmp_eq_u32", "s_cmp_eq_i32", "s_cmp_le_u32", "s_cmp_le_i32")


# ---------------------------------------------------------------------------
# Instruction predicates


def is_real(item) -> bool:
    return isinstance(item, Instruction) and item.opcode not in PSEUDO_OPCODES


def _flag(inst: Instruction, name: str):
    desc = inst.desc
    return getattr(desc, name, None) if desc is not None else None


def _int_value(op):
    if isinstance(op, IntLit):
        return op.value
    if isinstance(op, HexLit):
        return op.value
    return None


def _first_src_int(inst: Instruction):
    return _int_value(inst.srcs[0]) if inst.srcs else None


def is_barrier_wait(item, barrier_id: int) -> bool:
    return (is_real(item) and item.opcode == "s_barrier_wait"
            and _first_src_int(item) == barrier_id)


def is_workgroup_wait(item) -> bool:
    return is_barrier_wait(item, -1)


def is_workgroup_signal(item) -> bool:
    return (is_real(item) and item.opcode == "s_barrier_signal"
            and _first_src_int(item) == -1)


def is_cluster_wait(item) -> bool:
    return is_barrier_wait(item, -3) and item.mod("memtoken") is None


def is_cluster_signal(item) -> bool:
    return (is_real(item) and item.opcode == "s_barrier_signal"
            and _first_src_int(item) == -3)


def is_tensor_load(item) -> bool:
    return is_real(item) and bool(_flag(item, "is_tensor_load"))


# An opcode the target does not know (the reader kept it with a warning) is
# taken as no branch and no call, and as reading but not writing SCC: so SCC
# stays live across it and a handshake never clobbers a value it may need.


def is_branch(item) -> bool:
    return is_real(item) and bool(_flag(item, "is_branch"))


def is_conditional_branch(item) -> bool:
    return is_real(item) and bool(_flag(item, "is_conditional_branch"))


def is_call(item) -> bool:
    return is_real(item) and bool(_flag(item, "is_call"))


def is_boundary(item) -> bool:
    return isinstance(item, Label) or is_branch(item) or is_call(item)


def reads_scc(inst: Instruction) -> bool:
    if any(isinstance(s, Register) and s.kind == "SCC" for s in inst.srcs):
        return True
    return inst.desc is None or inst.desc.reads_scc


def writes_scc(inst: Instruction) -> bool:
    if any(isinstance(d, Register) and d.kind == "SCC" for d in inst.dests):
        return True
    return inst.desc is not None and inst.desc.writes_scc


def is_tail_marker(item) -> bool:
    return isinstance(item, Directive) and any(TAIL_MARKER in a for a in item.args)


def _symbol_name(op) -> str | None:
    """``sgprX`` for a register spelled ``s[sgprX]`` (or carrying symbol sgprX)."""
    if not isinstance(op, Register) or not op.symbol:
        return None
    sym = op.symbol.strip()
    if sym.startswith("s[") and sym.endswith("]"):
        sym = sym[2:-1].strip()
    return sym


def _branch_target(inst: Instruction) -> str | None:
    for op in inst.srcs:
        name = label_name(op)
        if name is not None:
            return name
    return None


# ---------------------------------------------------------------------------
# A linear view of the function: every item with its block, in layout order.


class Stream:
    def __init__(self, function):
        self.function = function
        self.items: list = []
        self.block_of: list[int] = []
        self.block_start: list[int] = []
        self.block_end: list[int] = []  # one past the last item
        for b, block in enumerate(function.blocks):
            self.block_start.append(len(self.items))
            for item in block.items:
                self.items.append(item)
                self.block_of.append(b)
            self.block_end.append(len(self.items))
        self.pos = {id(item): i for i, item in enumerate(self.items)}
        self.block_index = {id(b): k for k, b in enumerate(function.blocks)}
        self._labels: dict[str, int] | None = None

    def label_pos(self, name: str) -> int | None:
        if self._labels is None:
            self._labels = {}
            for i, item in enumerate(self.items):
                if isinstance(item, Label):
                    self._labels.setdefault(item.name, i)
            for b, block in enumerate(self.function.blocks):
                self._labels.setdefault(block.name, self.block_start[b])
        return self._labels.get(name)

    def next_real(self, i: int, limit: int | None = None):
        """The first real instruction at or after position i (None if none)."""
        end = len(self.items) if limit is None else limit
        while i < end:
            if is_real(self.items[i]):
                return self.items[i]
            i += 1
        return None

    def prev_real(self, i: int):
        """The nearest real instruction strictly before position i."""
        i -= 1
        while i >= 0:
            if is_real(self.items[i]):
                return self.items[i]
            i -= 1
        return None

    # --- SCC liveness -------------------------------------------------------

    def scc_live_at(self, block: int, start: int) -> bool:
        """Whether some path from position ``start`` (in block ``block``; may be
        one past its last item) reads SCC before writing it.

        Follows branches to labels of the function, fall-through, and block
        successors; an unknown target, an indirect branch or a call counts as
        a read (sound).
        """
        blocks = self.function.blocks
        index = self.block_index
        seen: set[tuple[int, int]] = set()
        work = [(block, start)]
        while work:
            b, i = work.pop()
            while (b, i) not in seen:
                seen.add((b, i))
                if i >= self.block_end[b]:
                    blk = blocks[b]
                    if blk.successors:
                        work.extend((index[id(s)], self.block_start[index[id(s)]])
                                    for s in blk.successors)
                    elif b + 1 < len(blocks):
                        last = self.prev_real(self.block_end[b])
                        if (last is None or self.block_of[self.pos[id(last)]] != b
                                or not is_branch(last) or is_conditional_branch(last)):
                            work.append((b + 1, self.block_start[b + 1]))
                    break
                item = self.items[i]
                if not is_real(item):
                    i += 1
                    continue
                if reads_scc(item) or is_call(item):
                    return True
                if item.opcode == "s_endpgm":
                    break
                if is_branch(item):
                    target = _branch_target(item)
                    p = self.label_pos(target) if target else None
                    if p is None or p >= len(self.block_of):
                        # unknown target, or an empty last block: assume SCC is live
                        return True
                    work.append((self.block_of[p], p))
                    if not is_conditional_branch(item):
                        break
                if writes_scc(item):
                    break
                i += 1
        return False

    def where_after(self, t: int) -> tuple[int, int]:
        return self.block_of[t], t + 1

    def where_before(self, p: int) -> tuple[int, int]:
        return self.block_of[p], p


def _restorable_compare(stream: Stream, where: tuple[int, int], lcl_only: bool,
                        lcl_index: int | None):
    """The compare whose SCC is live at position ``pos`` (walking backward in
    the same block, through labels; stopping at branches and SCC readers), if
    it can be re-executed at ``pos`` to rebuild the same SCC value."""
    b, pos = where
    start = stream.block_start[b]
    i = pos - 1
    clobbered: set = set()
    while i >= start:
        item = stream.items[i]
        i -= 1
        if not is_real(item):
            continue
        if is_branch(item) or is_call(item) or reads_scc(item):
            return None
        if writes_scc(item):
            if not (item.opcode.startswith("s_cmp_") or item.opcode.startswith("s_bitcmp")):
                return None
            if any(not (isinstance(d, Register) and d.kind == "SCC") for d in item.dests):
                return None
            if lcl_only:
                if item.opcode not in ("s_cmp_eq_u32", "s_cmp_eq_i32") or not item.srcs:
                    return None
                first = item.srcs[0]
                if not (_symbol_name(first) == LCL_SYM or (
                        lcl_index is not None and isinstance(first, Register)
                        and first.kind == "s" and first.count == 1
                        and first.index == lcl_index and not first.symbol)):
                    return None
            for src in item.srcs:
                if isinstance(src, Register) and src.kind != "SCC" and any(
                        u in clobbered for u in src.units()):
                    return None
            return item
        for d in item.dests:
            if isinstance(d, Register):
                clobbered.update(d.units())
    return None


# ---------------------------------------------------------------------------
# The pass


class InsertClusterBarrierPass(Pass):
    NAME = "InsertClusterBarrierPass"
    SUMMARY = ("Insert gfx1250 cluster-barrier handshakes (s_barrier_signal/wait -3) "
               "at the five Tensile kernel rules")
    OPTIONS = (
        Option("isKernelScope", "bool", True,
               "whole-kernel insertion; 0 disables Rule 2 (first-load wait)"),
        Option("pgr", "int", None,
               "PrefetchGlobalRead (default: env PrefetchGlobalRead, else 1)"),
        Option("plr", "int", None,
               "PrefetchLocalRead (default: env PrefetchLocalRead, else 1)"),
        Option("rule3", "bool", False,
               "enable Rule 3 (LDS-publication signal before label_openLoopL)"),
        Option("rule4Mode", "choice", "ungated",
               "Rule 4 emission: ungated (c), inherited (a) or drainGated (b)",
               RULE4_MODES),
    )

    def __init__(self, options: dict | None = None):
        super().__init__(options)
        for key, env in (("pgr", "PrefetchGlobalRead"), ("plr", "PrefetchLocalRead")):
            value = self.options.get(key)
            if value is None:
                text = os.environ.get(env)
                if text is None or text.strip() == "":
                    value = 1
                else:
                    try:
                        value = int(text.strip(), 10)
                    except ValueError:
                        raise PassOptionError(
                            f"invalid value '{text}' of environment variable {env} for "
                            f"{self.NAME} (expected a non-negative integer)") from None
                    if value < 0:
                        raise PassOptionError(
                            f"invalid value '{text}' of environment variable {env} for "
                            f"{self.NAME} (expected a non-negative integer)")
            elif value < 0:
                raise PassOptionError(f"invalid value '{value}' for option '{key}' of "
                                      f"{self.NAME} (expected a non-negative integer)")
            self.options[key] = value
        if self.options.get("rule4Mode") not in RULE4_MODES:
            raise PassOptionError(f"invalid rule4Mode '{self.options.get('rule4Mode')}'")

    def run(self, function, ctx) -> bool:
        return _Run(function, ctx, self.options).run()


class _Run:
    def __init__(self, function, ctx, options):
        self.function = function
        self.ctx = ctx
        self.kernel_scope = bool(options["isKernelScope"])
        self.pgr = int(options["pgr"])
        self.plr = int(options["plr"])
        self.rule3 = bool(options["rule3"])
        self.rule4_mode = options["rule4Mode"]
        seed = getattr(ctx, "seed", 0) or 0
        self.rng = random.Random(f"InsertClusterBarrierPass:{seed}:{function.name}")
        self.used_names = {item.name for block in function.blocks for item in block.items
                           if isinstance(item, Label)}
        self.used_names.update(block.name for block in function.blocks)
        self.symbols = self._set_symbols()
        # insertions: list of (block index, anchor item or None = block end, items)
        self.insertions: list[tuple[int, object, list]] = []

    # --- helpers --------------------------------------------------------------

    def _set_symbols(self) -> dict[str, int]:
        values: dict[str, int] = {}
        for block in self.function.blocks:
            for item in block.items:
                if isinstance(item, Directive) and item.is_set and len(item.args) >= 3:
                    try:
                        values[item.args[1].strip()] = int(item.args[2].strip(), 0)
                    except ValueError:
                        pass
                elif isinstance(item, Instruction):
                    # A region of a raw assembly file: the .set lines sit outside
                    # it, but the reader resolved the symbolic operands it holds.
                    for op in (*item.dests, *item.srcs):
                        if (isinstance(op, Register) and op.kind == "s" and op.count == 1
                                and op.symbol):
                            values.setdefault(_symbol_name(op), op.index)
        return values

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

    def inst(self, opcode, dests=None, srcs=None, comment=None) -> Instruction:
        desc = None
        lookup = getattr(self.ctx.target, "lookup", None) if self.ctx is not None else None
        if lookup is not None:
            try:
                desc = lookup(opcode)
            except Exception:  # an unknown mnemonic: keep the instruction opaque
                desc = None
        return Instruction(opcode, dests or [], srcs or [], desc=desc, comment=comment)

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

    # --- building blocks ------------------------------------------------------

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
        """``build()`` made SCC-transparent at the anchor position."""
        if not stream.scc_live_at(*where):
            return build()
        cmp = _restorable_compare(stream, where, False, self.symbols.get(LCL_SYM))
        if cmp is not None:
            return build() + [self.clone(cmp, f"restore SCC for downstream reader ({rule})")]
        return self.spill_form(build)

    def insert_before(self, stream: Stream, pos: int, items: list) -> None:
        """Insert before stream position ``pos`` (which may be one past the end
        of a block: then append to the block holding position pos-1)."""
        if pos < len(stream.items):
            b = stream.block_of[pos]
            self.insertions.append((b, stream.items[pos], items))
        else:
            self.insertions.append((stream.block_of[pos - 1] if pos else 0, None, items))

    def insert_after(self, stream: Stream, pos: int, items: list) -> None:
        b = stream.block_of[pos]
        if pos + 1 < stream.block_end[b]:
            self.insertions.append((b, stream.items[pos + 1], items))
        else:
            self.insertions.append((b, None, items))

    def apply(self) -> None:
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

    # --- idempotency ----------------------------------------------------------

    def followed_by_handshake(self, stream: Stream, pos: int) -> bool:
        """The first real instruction after position ``pos`` opens (or is) a
        cluster handshake this pass emits."""
        i = pos + 1
        while i < len(stream.items) and not is_real(stream.items[i]):
            i += 1
        if i >= len(stream.items):
            return False
        first = stream.items[i]
        if is_cluster_wait(first):
            return True
        if first.opcode in _COMPARE_OPS and first.srcs:
            if _symbol_name(first.srcs[0]) in (WAVE_SYM, LCL_SYM):
                return True
            nxt = stream.next_real(i + 1)
            if nxt is not None and nxt.opcode in ("s_cbranch_scc0", "s_cbranch_scc1"):
                target = _branch_target(nxt) or ""
                if target.startswith(("label_skipCB",)):
                    return True
        if first.opcode in ("s_cbranch_scc0", "s_cbranch_scc1"):
            target = _branch_target(first) or ""
            if target.startswith((SPILL_PREFIX, "label_skipCB")):
                return True
        return False

    def preceded_by_cluster_wait(self, stream: Stream, pos: int) -> bool:
        prev = stream.prev_real(pos)
        return prev is not None and is_cluster_wait(prev)

    # --- the rules --------------------------------------------------------------

    def run(self) -> bool:
        if not self.function.blocks:
            return False
        stream = Stream(self.function)
        items = stream.items
        n = len(items)

        marker_pos = next((i for i, it in enumerate(items) if is_tail_marker(it)), None)

        # Rule 4 triggers (against the unmodified IR), deduplicated, first load wins.
        triggers: list[int] = []
        trigger_set: set[int] = set()
        seg_begin = {}
        scan_end = marker_pos if marker_pos is not None else n
        begin = 0
        for i in range(scan_end):
            item = items[i]
            if i == stream.block_start[stream.block_of[i]]:
                begin = i
            if is_boundary(item):
                begin = i + 1
                continue
            if is_tensor_load(item):
                j = i - 1
                while j >= begin:
                    if is_workgroup_wait(items[j]):
                        if j not in trigger_set:
                            trigger_set.add(j)
                            triggers.append(j)
                            seg_begin[j] = begin
                        break
                    j -= 1

        changed = False
        # Rule 4
        for t in triggers:
            if self.followed_by_handshake(stream, t):
                continue
            self.insert_after(stream, t, self.rule4_sequence(stream, t, seg_begin[t]))
            changed = True

        # Rule 1
        for i, item in enumerate(items):
            if isinstance(item, Label) and item.name == GSU_LABEL:
                if self.followed_by_handshake(stream, i):
                    continue
                build = lambda: self.lcl_gated_signal(  # noqa: E731
                    "s_cmp_eq_u32", 0, "gate: only signal when LoopCounterL != 0",
                    "skip cluster barrier when LoopCounterL == 0",
                    "sync workgroup before cluster signal")
                self.insert_after(stream, i, self.scc_safe(stream, stream.where_after(i), build,
                                                               "Rule 1"))
                changed = True

        # Rule 3
        if self.rule3:
            changed |= self.rule3_emit(stream, trigger_set)

        # Rule 5
        if marker_pos is not None:
            changed |= self.rule5_emit(stream, marker_pos, trigger_set)

        self.apply()

        # Rule 2, on the modified IR.
        if self.kernel_scope:
            changed |= self.rule2_emit()
        return changed

    def rule4_sequence(self, stream: Stream, t: int, begin: int) -> list:
        anchor = stream.where_after(t)
        lcl_index = self.symbols.get(LCL_SYM)
        live_lcl = _restorable_compare(stream, anchor, True, lcl_index)
        scc_live = stream.scc_live_at(*anchor)
        mode = self.rule4_mode

        if mode == "ungated":
            if live_lcl is not None:
                return (self.signal_block() + [self.cluster_wait()]
                        + [self.clone(live_lcl,
                                      "restore SCC for downstream cbranch (Rule 4 mode c)")])
            build = lambda: self.signal_block() + [self.cluster_wait()]  # noqa: E731
            return self.scc_safe(stream, anchor, build, "Rule 4 mode c")

        if mode == "inherited" and live_lcl is not None:
            outer = self.fresh_label(SKIP_LCL_PREFIX)
            seq = [self.cluster_wait(),
                   self.cbranch("s_cbranch_scc1", outer,
                                "skip cluster signal on the loop-exit iteration (inherited SCC)")]
            seq += self.signal_block()
            seq.append(self.clone(live_lcl, "rebuild SCC for downstream cbranch (Rule 4 mode a)"))
            seq.append(Label(outer))
            return seq
        if mode == "inherited":
            self.ctx.remark(f"Insert Cluster Barrier: @{self.function.name}: Rule 4 mode a "
                            "found no live LoopCounterL compare upstream; used drain-gated "
                            "mode b", getattr(stream.items[t], "loc", None))

        # mode (b): drain-gated, asymmetric thresholds.
        pre_dec = 0
        for j in range(begin, t):
            it = stream.items[j]
            if (is_real(it) and it.opcode in ("s_sub_u32", "s_sub_i32") and len(it.srcs) >= 2
                    and it.dests and self._is_lcl(it.dests[0]) and self._is_lcl(it.srcs[0])):
                imm = _int_value(it.srcs[1])
                if imm is not None:
                    pre_dec += imm

        def build():
            skip = self.fresh_label(SKIP_WAIT_PREFIX)
            seq = [self.cmp("s_cmp_le_i32", self.sym_reg(LCL_SYM), IntLit(self.pgr - pre_dec),
                            f"LoopCounterL <= {self.pgr - pre_dec}?"),
                   self.cbranch("s_cbranch_scc1", skip, "skip cluster wait on drain iterations"),
                   self.cluster_wait(),
                   Label(skip)]
            seq += self.lcl_gated_signal(
                "s_cmp_le_i32", self.pgr + 1 - pre_dec,
                f"LoopCounterL <= {self.pgr + 1 - pre_dec}?",
                "skip cluster signal on drain iterations")
            return seq
        if scc_live and live_lcl is not None:
            return build() + [self.clone(live_lcl, "restore SCC (Rule 4 mode b)")]
        return self.scc_safe(stream, anchor, build, "Rule 4 mode b")

    def _is_lcl(self, op) -> bool:
        if _symbol_name(op) == LCL_SYM:
            return True
        idx = self.symbols.get(LCL_SYM)
        return (idx is not None and isinstance(op, Register) and op.kind == "s"
                and op.count == 1 and op.index == idx)

    def rule3_emit(self, stream: Stream, trigger_set: set[int]) -> bool:
        items = stream.items
        open_pos = next((i for i, it in enumerate(items)
                         if isinstance(it, Label) and it.name == OPEN_LOOP_LABEL), None)
        if open_pos is None:
            return False
        found_wait = None
        section_has_cluster = False
        j = open_pos - 1
        while j >= 0:
            it = items[j]
            if is_tensor_load(it):
                break
            if is_cluster_wait(it) or is_cluster_signal(it):
                section_has_cluster = True
            if is_workgroup_wait(it):
                found_wait = j
                break
            j -= 1
        if section_has_cluster:
            return False

        def build(sync):
            return lambda: self.lcl_gated_signal(
                "s_cmp_le_u32", self.pgr, f"LoopCounter <= {self.pgr}?",
                f"skip cluster barrier when LoopCounterL <= {self.pgr}", sync)

        if found_wait is not None:
            if found_wait in trigger_set or self.followed_by_handshake(stream, found_wait):
                return False
            self.insert_after(stream, found_wait,
                              self.scc_safe(stream, stream.where_after(found_wait), build(None),
                                            "Rule 3"))
            return True
        if self.plr == 0:
            self.insert_before(stream, open_pos,
                               self.scc_safe(stream, stream.where_before(open_pos), build("workgroup sync"),
                                             "Rule 3"))
            return True
        return False

    def rule5_emit(self, stream: Stream, marker_pos: int, trigger_set: set[int]) -> bool:
        items = stream.items
        tail_tl = next((i for i in range(marker_pos + 1, len(items))
                        if is_tensor_load(items[i])), None)
        if tail_tl is None:
            return False
        tail_wait = next((j for j in range(tail_tl - 1, marker_pos, -1)
                          if is_workgroup_wait(items[j])), None)
        changed = False
        # 5a
        sig = lambda: self.signal_block()  # noqa: E731
        if tail_wait is not None:
            if tail_wait not in trigger_set and not self.followed_by_handshake(stream, tail_wait):
                self.insert_after(stream, tail_wait,
                                  self.scc_safe(stream, stream.where_after(tail_wait), sig, "Rule 5a"))
                changed = True
        else:
            # No workgroup wait before the tail load: synthesise the publication
            # point right after the marker so the 5b wait keeps its signal.
            def build():
                return self.wg_sync("tail workgroup sync") + self.signal_block()
            self.insert_after(stream, marker_pos,
                              self.scc_safe(stream, stream.where_after(marker_pos), build, "Rule 5a"))
            changed = True
        # 5b
        if not self.preceded_by_cluster_wait(stream, tail_tl):
            self.insert_before(stream, tail_tl, [self.cluster_wait()])
            changed = True
        return changed

    def rule2_emit(self) -> bool:
        stream = Stream(self.function)
        items = stream.items
        first = next((i for i, it in enumerate(items) if is_tensor_load(it)), None)
        if first is None:
            return False
        # Already covered when the nearest cluster barrier above the load is a
        # wait (right above it, or a handshake this pass placed in its run-up,
        # e.g. the SCC spill form or a restore compare after the wait).
        j = first - 1
        nearest = None
        while j >= 0:
            it = items[j]
            if is_cluster_wait(it) or is_cluster_signal(it):
                nearest = it
                break
            j -= 1
        if nearest is not None and is_cluster_wait(nearest):
            return False
        if nearest is None:
            self.ctx.remark(
                f"Insert Cluster Barrier: @{self.function.name}: Rule 2: no cluster signal "
                "precedes the first tensor_load_to_lds (no label_GSU_1?); the inserted "
                "s_barrier_wait -3 has no matching signal", getattr(items[first], "loc", None))
        self.insert_before(stream, first, [self.cluster_wait("cluster_barrier wait")])
        self.apply()
        return True
