"""The memory operations a use-def PHI reaches through nested PHIs (its *leaves*),
per counter: what the RAW rule looks for in the queues when an instruction reads
a PHI.

The PHI graph is solved by strongly connected components (Tarjan, iteratively),
sinks first. Every PHI of one component reaches the same memops, so they share
one node: a register or LDS token merged at a loop header and at each join of
the loop body is one component (the diamonds kernel: 2,400 PHIs, one node).

A node holds only what its component adds (its own non-PHI sources) and the
nodes it reaches; the full set is built on demand, for the PHIs an instruction
reads, and kept on that node alone. Flattening every node would cost the sum of
all leaf-set sizes: quadratic in a chain of joins where each adds one memop
(5,000 nested ifs: 300,000 PHIs, 12 million set entries). A flattening walk stops
at nodes already flattened.
"""

from __future__ import annotations

from types import MappingProxyType

from stinkytofu_opt.analysis.usedef import PHI

# The leaves of a PHI that reaches no memop.
NO_LEAVES = MappingProxyType({})


class _Node:
    """One component: ``own`` its non-PHI sources that count on a counter (a
    tuple: most components add one); ``subs`` the nodes of the components it
    reaches; ``counters`` every counter with a leaf below (shared frozensets);
    ``flat`` the full leaves once asked for."""

    __slots__ = ("own", "subs", "counters", "flat")

    def __init__(self, own, subs, counters, flat=None):
        self.own = own
        self.subs = subs
        self.counters = counters
        self.flat = flat


EMPTY = _Node((), (), frozenset(), NO_LEAVES)


class PhiLeaves:
    """Leaves of the PHIs of one function; ``info`` maps an instruction to its
    classification (``.counters``)."""

    def __init__(self, info):
        self.info = info
        self._nodes: dict = {}         # PHI -> _Node
        self._counter_sets: dict = {}  # one frozenset per distinct set of counters

    def leaves(self, phi):
        """Counter -> frozenset of the memops ``phi`` reaches."""
        node = self._node(phi)
        if node.flat is None:
            node.flat = self._flatten(node)
        return node.flat

    def counters(self, phi) -> frozenset:
        """The counters of the memops ``phi`` reaches (no set is built)."""
        return self._node(phi).counters

    def _node(self, phi) -> _Node:
        node = self._nodes.get(phi)
        if node is None:
            self._solve(phi)
            node = self._nodes[phi]
        return node

    def _solve(self, root) -> None:
        nodes = self._nodes
        index: dict = {}
        low: dict = {}
        stack: list = []
        on_stack: set = set()

        def visit(p):
            index[p] = low[p] = len(index)
            stack.append(p)
            on_stack.add(p)
            return p, iter(p.sources)

        work = [visit(root)]
        while work:
            p, sources = work[-1]
            for s in sources:
                if s is None or s.opcode != PHI or s in nodes:
                    continue
                if s not in index:
                    work.append(visit(s))
                    break
                if s in on_stack and index[s] < low[p]:
                    low[p] = index[s]
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    if low[p] < low[parent]:
                        low[parent] = low[p]
                if low[p] == index[p]:
                    members = []
                    while True:
                        m = stack.pop()
                        on_stack.discard(m)
                        members.append(m)
                        if m is p:
                            break
                    node = self._component(members)
                    for m in members:
                        nodes[m] = node

    def _component(self, members) -> _Node:
        """The node of the PHIs ``members`` (one component, its successors solved).
        A component that adds nothing to a single successor shares its node."""
        nodes = self._nodes
        info = self.info
        own = []
        counters = set()
        inner = set(members)
        reached = {}                        # id -> a successor component's node
        for m in members:
            for s in m.sources:
                if s is None or s in inner:
                    continue
                if s.opcode == PHI:
                    sub = nodes[s]
                    if sub is not EMPTY:
                        reached[id(sub)] = sub
                    continue
                si = info.get(s)
                if si is not None and si.counters:
                    own.append(s)
                    counters.update(si.counters)
        if not own and len(reached) <= 1:
            return next(iter(reached.values())) if reached else EMPTY
        for sub in reached.values():
            counters.update(sub.counters)
        counters = frozenset(counters)
        counters = self._counter_sets.setdefault(counters, counters)
        return _Node(tuple(dict.fromkeys(own)), tuple(reached.values()), counters)

    def _flatten(self, root: _Node) -> dict:
        """The union of the own sources of every node below ``root`` per counter (the
        flattened ones contributing their full sets and ending the walk there)."""
        info = self.info
        acc: dict = {}
        seen = {id(root)}
        work = [root]
        while work:
            node = work.pop()
            flat = node.flat
            if flat is not None:
                for c, ops in flat.items():
                    have = acc.get(c)
                    if have is None:
                        acc[c] = set(ops)
                    else:
                        have.update(ops)
                continue
            for op in node.own:
                for c in info[op].counters:
                    have = acc.get(c)
                    if have is None:
                        acc[c] = {op}
                    else:
                        have.add(op)
            for sub in node.subs:
                if id(sub) not in seen:
                    seen.add(id(sub))
                    work.append(sub)
        return {c: frozenset(v) for c, v in acc.items()}
