"""What the cluster-barrier rules look for: instruction predicates, a linear
view of a function (its items in layout order) and SCC liveness on it.

Shared by both designs of InsertClusterBarrierPass (five_rules, four_rules).
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Directive, Instruction, Label
from stinkytofu_opt.ir.operands import HexLit, IntLit, Register, label_name

WAVE_SYM = "sgprWaveIdx"
LCL_SYM = "sgprLoopCounterL"
GSU_LABEL = "label_GSU_1"
TAIL_MARKER = "Tail Loop"

PSEUDO_OPCODES = frozenset({"PHI", "FENCE", "asm_directive"})
COMPARE_OPS = ("s_cmp_eq_u32", "s_cmp_eq_i32", "s_cmp_le_u32", "s_cmp_le_i32")


def is_real(item) -> bool:
    return isinstance(item, Instruction) and item.opcode not in PSEUDO_OPCODES


def _flag(inst: Instruction, name: str):
    desc = inst.desc
    return getattr(desc, name, None) if desc is not None else None


def int_value(op):
    if isinstance(op, (IntLit, HexLit)):
        return op.value
    return None


def _first_src_int(inst: Instruction):
    return int_value(inst.srcs[0]) if inst.srcs else None


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


def is_barrier(item) -> bool:
    return is_real(item) and item.opcode in ("s_barrier_signal", "s_barrier_wait")


def is_tensor_load(item) -> bool:
    return is_real(item) and bool(_flag(item, "is_tensor_load"))


def is_counter_drain(item) -> bool:
    """Any ``s_wait*cnt`` (``s_wait_tensorcnt`` and the combined forms included)."""
    return is_real(item) and item.opcode.startswith("s_wait") and item.opcode.endswith("cnt")


def is_tensor_drain_zero(item) -> bool:
    return (is_real(item) and item.opcode == "s_wait_tensorcnt"
            and _first_src_int(item) in (0, None)
            and (item.mod("swaittensorcnt") is None
                 or item.mod("swaittensorcnt").get("tlcnt") in (0, None)))


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


def symbol_name(op) -> str | None:
    """``sgprX`` for a register spelled ``s[sgprX]`` (or carrying symbol sgprX)."""
    if not isinstance(op, Register) or not op.symbol:
        return None
    sym = op.symbol.strip()
    if sym.startswith("s[") and sym.endswith("]"):
        sym = sym[2:-1].strip()
    return sym


def branch_target(inst: Instruction) -> str | None:
    for op in inst.srcs:
        name = label_name(op)
        if name is not None:
            return name
    return None


def set_symbols(function) -> dict[str, int]:
    """The ``.set`` values the function can see: the reader's table of a raw
    assembly file (a region's ``.set`` lines sit outside it), ``.set``
    directives inside the function, and symbolic operands the reader resolved."""
    values: dict[str, int] = dict(function.attributes.get("set_symbols", {}))
    for block in function.blocks:
        for item in block.items:
            if isinstance(item, Directive) and item.is_set and len(item.args) >= 3:
                try:
                    values[item.args[1].strip()] = int(item.args[2].strip(), 0)
                except ValueError:
                    pass
            elif isinstance(item, Instruction):
                for op in (*item.dests, *item.srcs):
                    if (isinstance(op, Register) and op.kind == "s" and op.count == 1
                            and op.symbol):
                        values.setdefault(symbol_name(op), op.index)
    return values


class Stream:
    """Every item of a function with its block, in layout order."""

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
        self._scc_live: list[bool] | None = None
        self._prev_event: list[int | None] | None = None

    def label_pos(self, name: str) -> int | None:
        if self._labels is None:
            self._labels = {}
            for i, item in enumerate(self.items):
                if isinstance(item, Label):
                    self._labels.setdefault(item.name, i)
            for b, block in enumerate(self.function.blocks):
                self._labels.setdefault(block.name, self.block_start[b])
        return self._labels.get(name)

    def next_real_pos(self, i: int, limit: int | None = None) -> int | None:
        end = len(self.items) if limit is None else limit
        while i < end:
            if is_real(self.items[i]):
                return i
            i += 1
        return None

    def next_real(self, i: int, limit: int | None = None):
        """The first real instruction at or after position i (None if none)."""
        p = self.next_real_pos(i, limit)
        return None if p is None else self.items[p]

    def prev_real_pos(self, i: int) -> int | None:
        i -= 1
        while i >= 0:
            if is_real(self.items[i]):
                return i
            i -= 1
        return None

    def prev_real(self, i: int):
        """The nearest real instruction strictly before position i."""
        p = self.prev_real_pos(i)
        return None if p is None else self.items[p]

    def segment_start(self, i: int) -> int:
        """The first position after the nearest boundary (or block start) before i."""
        start = self.block_start[self.block_of[i]] if i < len(self.items) else 0
        j = i - 1
        while j >= start:
            if is_boundary(self.items[j]):
                return j + 1
            j -= 1
        return start

    def scc_live_at(self, block: int, start: int) -> bool:
        """Whether some path from position ``start`` (in block ``block``; may be
        one past its last item) reads SCC before writing it.

        Paths follow branches to labels of the function, fall-through, and
        block successors; an unknown target, an indirect branch or a call
        counts as a read (sound). Solved once for every position.
        """
        if self._scc_live is None:
            self._scc_live = self._solve_scc_liveness()
        return self._scc_live[self._node(block, start)]

    def _node(self, block: int, i: int) -> int:
        """Position i, or the block's end node (n + block) at or past its end."""
        return i if i < self.block_end[block] else len(self.items) + block

    def _solve_scc_liveness(self) -> list[bool]:
        n = len(self.items)
        blocks = self.function.blocks
        live = [False] * (n + len(blocks))
        preds: list[list[int]] = [[] for _ in live]
        work: list[int] = []
        for p, item in enumerate(self.items):
            b = self.block_of[p]
            after = self._node(b, p + 1)
            if not is_real(item):
                preds[after].append(p)
                continue
            if reads_scc(item) or is_call(item):
                live[p] = True
                work.append(p)
                continue
            if item.opcode == "s_endpgm":
                continue
            if is_branch(item):
                target = branch_target(item)
                t = self.label_pos(target) if target else None
                if t is None or t >= n:
                    # unknown target, or an empty last block: assume SCC is live
                    live[p] = True
                    work.append(p)
                    continue
                preds[t].append(p)
                if is_conditional_branch(item) and not writes_scc(item):
                    preds[after].append(p)
                continue
            if not writes_scc(item):
                preds[after].append(p)
        index = self.block_index
        for b, blk in enumerate(blocks):
            end = n + b
            if blk.successors:
                for succ in blk.successors:
                    s = index[id(succ)]
                    preds[self._node(s, self.block_start[s])].append(end)
            elif b + 1 < len(blocks):
                last = self.prev_real(self.block_end[b])
                if (last is None or self.block_of[self.pos[id(last)]] != b
                        or not is_branch(last) or is_conditional_branch(last)):
                    preds[self._node(b + 1, self.block_start[b + 1])].append(end)
        while work:
            node = work.pop()
            for q in preds[node]:
                if not live[q]:
                    live[q] = True
                    work.append(q)
        return live

    def prev_scc_event(self, block: int, pos: int) -> int | None:
        """The nearest real instruction before ``pos`` in the block that is a
        branch or call or touches SCC."""
        if self._prev_event is None:
            self._prev_event = []
            last = None
            for p, item in enumerate(self.items):
                if p == self.block_start[self.block_of[p]]:
                    last = None
                self._prev_event.append(last)
                if is_real(item) and (is_branch(item) or is_call(item) or reads_scc(item)
                                      or writes_scc(item)):
                    last = p
            self._prev_event.append(last)
        if pos < self.block_end[block]:
            return self._prev_event[pos]
        last_item = self.block_end[block] - 1
        if last_item < self.block_start[block]:
            return None
        item = self.items[last_item]
        if is_real(item) and (is_branch(item) or is_call(item) or reads_scc(item)
                              or writes_scc(item)):
            return last_item
        return self._prev_event[last_item]

    def live_in(self, p: int) -> bool:
        """SCC liveness on entry to the item at position p (or one past the end)."""
        if p >= len(self.items):
            return self.scc_live_at(len(self.function.blocks) - 1, p)
        return self.scc_live_at(self.block_of[p], p)

    def where_after(self, t: int) -> tuple[int, int]:
        return self.block_of[t], t + 1

    def where_before(self, p: int) -> tuple[int, int]:
        return self.block_of[p], p


def restorable_compare(stream: Stream, where: tuple[int, int], lcl_only: bool,
                       lcl_index: int | None):
    """The compare whose SCC is live at position ``pos`` (walking backward in
    the same block, through labels; stopping at branches and SCC readers), if
    it can be re-executed at ``pos`` to rebuild the same SCC value."""
    b, pos = where
    q = stream.prev_scc_event(b, pos)
    if q is None:
        return None
    item = stream.items[q]
    if is_branch(item) or is_call(item) or reads_scc(item):
        return None
    if not (item.opcode.startswith("s_cmp_") or item.opcode.startswith("s_bitcmp")):
        return None
    if any(not (isinstance(d, Register) and d.kind == "SCC") for d in item.dests):
        return None
    if lcl_only:
        if item.opcode not in ("s_cmp_eq_u32", "s_cmp_eq_i32") or not item.srcs:
            return None
        first = item.srcs[0]
        if not (symbol_name(first) == LCL_SYM or (
                lcl_index is not None and isinstance(first, Register)
                and first.kind == "s" and first.count == 1
                and first.index == lcl_index and not first.symbol)):
            return None
    sources = {u for src in item.srcs if isinstance(src, Register) and src.kind != "SCC"
               for u in src.units()}
    for k in range(q + 1, pos):
        between = stream.items[k]
        if is_real(between) and any(isinstance(d, Register) and not sources.isdisjoint(d.units())
                                    for d in between.dests):
            return None
    return item
