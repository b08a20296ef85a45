"""PhiLeaves: the memops a PHI reaches, through chains and cycles of PHIs, built
only for the PHIs asked about."""

from __future__ import annotations

from types import SimpleNamespace

from stinkytofu_opt.analysis.usedef import PHI
from stinkytofu_opt.passes.waits.insertion.phi_leaves import NO_LEAVES, PhiLeaves


class Node:
    def __init__(self, name, opcode="ds_load_b32", sources=()):
        self.name, self.opcode, self.sources = name, opcode, list(sources)

    def __repr__(self):
        return self.name


def phi(name, *sources):
    return Node(name, PHI, sources)


def test_a_chain_of_joins_reaches_every_load_below_and_flattens_only_what_is_asked():
    loads = [Node(f"load{i}") for i in range(50)]
    info = {ld: SimpleNamespace(counters=(0,)) for ld in loads}
    below = None
    chain = []
    for ld in reversed(loads):           # join i merges load i with the join below
        below = phi(f"p{ld.name}", ld, below)
        chain.append(below)
    chain.reverse()
    solver = PhiLeaves(info)
    assert solver.counters(chain[0]) == frozenset({0})
    assert solver.leaves(chain[10]) == {0: frozenset(loads[10:])}
    assert solver.leaves(chain[0]) == {0: frozenset(loads)}
    # only the two PHIs asked about hold a full set
    flat = [p for p in chain if solver._node(p).flat is not None]
    assert flat == [chain[0], chain[10]]


def test_a_loop_cycle_shares_one_result_and_a_phi_of_nothing_has_no_leaves():
    load, salu = Node("load"), Node("salu", "s_add_u32")
    info = {load: SimpleNamespace(counters=(0,)), salu: SimpleNamespace(counters=())}
    header = phi("header", None)
    body = phi("body", header, load)
    header.sources = [body, salu]
    solver = PhiLeaves(info)
    assert solver.leaves(header) == {0: frozenset({load})} == solver.leaves(body)
    assert solver._node(header) is solver._node(body)
    lonely = phi("lonely", salu, None)
    assert solver.leaves(lonely) is NO_LEAVES and solver.counters(lonely) == frozenset()
