"""Control-flow facts of one function: orders, dominators, frontiers, loops.

Everything here is iterative (no recursion) and linear or near-linear in
the number of blocks and edges, so kernels with 50,000-block chains and
irreducible loops are handled in bounded time.

Blocks that cannot be reached from the entry still get dominator facts:
dominators are computed over a virtual root whose successors are the entry
and, in source order, every block no earlier search has reached. Such a
block that no other block dominates has ``idom`` None, like the entry.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.gcpause import gc_paused
from stinkytofu_opt.ir.core import Block, Function


class CFGInfo:
    """Reverse post-order, dominator tree, dominance frontiers, back edges.

    ``rpo`` lists the blocks reachable from the entry in reverse post-order,
    then the unreachable ones in source order. ``idom[b]`` is the immediate
    dominator (None for the entry and for unreachable roots). ``back_edges``
    are the retreating edges ``(src, dst)`` with ``rpo_index[dst] <=
    rpo_index[src]``; their targets are the ``loop_headers`` (this covers
    irreducible loops, whose targets need not dominate their sources).
    """

    def __init__(self, function: Function):
        with gc_paused():
            self._build(function)

    def _build(self, function: Function) -> None:
        self.function = function
        blocks = function.blocks
        self.entry: Block | None = blocks[0] if blocks else None

        reachable_po, _ = _postorder([self.entry] if blocks else [], set())
        reachable = set(reachable_po)
        self.rpo: list[Block] = reachable_po[::-1]
        self.rpo.extend(b for b in blocks if b not in reachable)
        self.rpo_index: dict[Block, int] = {b: i for i, b in enumerate(self.rpo)}

        # Dominators need a true depth-first order of the whole graph, so
        # the unreachable part gets its own searches (a forest under the
        # virtual root), started from unreached blocks in source order.
        forest_po, forest_roots = _postorder([b for b in blocks if b not in reachable],
                                             set(reachable))
        self._roots = set(forest_roots)
        if self.entry is not None:
            self._roots.add(self.entry)
        self.idom: dict[Block, Block | None] = _dominators(reachable_po, forest_po, self._roots)

        self._children: dict[Block, list[Block]] = {b: [] for b in blocks}
        for b in self.rpo:
            parent = self.idom[b]
            if parent is not None:
                self._children[parent].append(b)
        self._number_dominator_tree()
        self.frontier: dict[Block, list[Block]] = self._frontiers()

        self.back_edges: set[tuple[Block, Block]] = set()
        for src in self.rpo:
            src_index = self.rpo_index[src]
            for dst in src.successors:
                if self.rpo_index[dst] <= src_index:
                    self.back_edges.add((src, dst))
        self.loop_headers: set[Block] = {dst for _, dst in self.back_edges}

    def dominates(self, a: Block, b: Block) -> bool:
        """True when every path from the entry (or from b's root) to b
        passes through a; a block dominates itself."""
        return self._pre[a] <= self._pre[b] and self._post[b] <= self._post[a]

    def children(self, block: Block) -> list[Block]:
        """The blocks whose immediate dominator is ``block``, in RPO."""
        return self._children[block]

    def dominator_tree_preorder(self) -> list[Block]:
        """Every block, parents before children (roots in RPO order)."""
        return self._preorder

    def _number_dominator_tree(self) -> None:
        # Pre/post numbers of the dominator forest answer dominates() in O(1).
        self._pre: dict[Block, int] = {}
        self._post: dict[Block, int] = {}
        self._preorder: list[Block] = []
        counter = 0
        for root in self.rpo:
            if self.idom[root] is not None:
                continue
            stack = [(root, 0)]
            self._pre[root] = counter
            self._preorder.append(root)
            counter += 1
            while stack:
                block, i = stack[-1]
                kids = self._children[block]
                if i < len(kids):
                    stack[-1] = (block, i + 1)
                    kid = kids[i]
                    self._pre[kid] = counter
                    self._preorder.append(kid)
                    counter += 1
                    stack.append((kid, 0))
                else:
                    stack.pop()
                    self._post[block] = counter
                    counter += 1

    def _frontiers(self) -> dict[Block, list[Block]]:
        """Cooper-Harvey-Kennedy frontiers. A root (the entry, an unreachable
        root) has an implicit edge from the virtual root, so it is a join
        point as soon as it has one real predecessor."""
        frontier: dict[Block, list[Block]] = {b: [] for b in self.rpo}
        for b in self.rpo:
            preds = b.predecessors
            if len(preds) + (b in self._roots) < 2:
                continue
            stop = self.idom[b]
            for p in dict.fromkeys(preds):
                runner = p
                while runner is not None and runner is not stop:
                    members = frontier[runner]
                    if members and members[-1] is b:
                        break  # already recorded on this walk's shared suffix
                    members.append(b)
                    runner = self.idom[runner]
        return frontier


def _postorder(starts: list[Block], seen: set[Block]) -> tuple[list[Block], list[Block]]:
    """Post-order of depth-first searches from each start in turn, skipping
    blocks already in ``seen`` (which is extended), and the starts that
    began a search. Successors are visited in list order."""
    order: list[Block] = []
    roots: list[Block] = []
    for start in starts:
        if start in seen:
            continue
        roots.append(start)
        seen.add(start)
        stack = [(start, iter(start.successors))]
        while stack:
            block, succs = stack[-1]
            for succ in succs:
                if succ not in seen:
                    seen.add(succ)
                    stack.append((succ, iter(succ.successors)))
                    break
            else:
                stack.pop()
                order.append(block)
    return order, roots


def _dominators(reachable_po: list[Block], forest_po: list[Block],
                roots: set[Block]) -> dict[Block, Block | None]:
    """Iterative dominators (Cooper, Harvey, Kennedy) over a virtual root
    whose children are ``roots``; the virtual root is represented by None.
    Edges from unreachable blocks into reachable ones are ignored: they
    never execute, and the entry must still dominate what it reaches."""
    postorder = reachable_po + forest_po
    n_reachable = len(reachable_po)
    VIRTUAL = len(postorder)
    po_num = {b: i for i, b in enumerate(postorder)}
    idom_num: list[int | None] = [None] * len(postorder) + [VIRTUAL]
    order = postorder[::-1]

    def intersect(a: int, b: int) -> int:
        while a != b:
            while a < b:
                a = idom_num[a]
            while b < a:
                b = idom_num[b]
        return a

    changed = True
    while changed:
        changed = False
        for block in order:
            n = po_num[block]
            new = VIRTUAL if block in roots else None
            for p in block.predecessors:
                pn = po_num.get(p)
                if pn is None or idom_num[pn] is None or (n < n_reachable) != (pn < n_reachable):
                    continue
                new = pn if new is None else intersect(pn, new)
            if new is not None and idom_num[n] != new:
                idom_num[n] = new
                changed = True
    return {b: (None if idom_num[po_num[b]] == VIRTUAL else postorder[idom_num[po_num[b]]])
            for b in postorder}
