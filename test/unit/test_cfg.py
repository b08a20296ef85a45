"""CFGInfo: orders, dominators, frontiers and back edges on small graphs."""

from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.ir.core import Block, Function


def graph(names: str, edges: str) -> tuple[Function, dict[str, Block]]:
    """Blocks named by the characters of ``names`` (source order), edges as
    'ab bc' pairs, added in the order written."""
    blocks = {n: Block(n) for n in names}
    for edge in edges.split():
        blocks[edge[0]].add_successor(blocks[edge[1]])
    return Function("f", [blocks[n] for n in names]), blocks


def names(blocks) -> str:
    return "".join(b.name for b in blocks)


def test_diamond_orders_dominators_frontiers():
    f, b = graph("abcd", "ab ac bd cd")
    cfg = CFGInfo(f)
    assert cfg.entry is b["a"]
    # Depth-first visits b before c, so c precedes b in reverse post-order.
    assert names(cfg.rpo) == "acbd"
    assert cfg.rpo_index == {blk: i for i, blk in enumerate(cfg.rpo)}
    assert cfg.idom == {b["a"]: None, b["b"]: b["a"], b["c"]: b["a"], b["d"]: b["a"]}
    assert cfg.frontier[b["b"]] == [b["d"]] and cfg.frontier[b["c"]] == [b["d"]]
    assert cfg.frontier[b["a"]] == [] and cfg.frontier[b["d"]] == []
    assert cfg.dominates(b["a"], b["d"]) and cfg.dominates(b["d"], b["d"])
    assert not cfg.dominates(b["b"], b["d"])
    assert cfg.back_edges == set() and cfg.loop_headers == set()


def test_loop_back_edge_and_header_frontier():
    f, b = graph("ahlx", "ah hl lh hx")
    cfg = CFGInfo(f)
    assert cfg.back_edges == {(b["l"], b["h"])}
    assert cfg.loop_headers == {b["h"]}
    assert cfg.frontier[b["l"]] == [b["h"]]
    assert cfg.frontier[b["h"]] == [b["h"]]
    assert cfg.idom[b["x"]] is b["h"]


def test_self_loop_is_a_back_edge():
    f, b = graph("ab", "ab bb")
    cfg = CFGInfo(f)
    assert cfg.back_edges == {(b["b"], b["b"])}
    assert cfg.frontier[b["b"]] == [b["b"]]


def test_entry_with_back_edge_is_a_join():
    # The entry has one real predecessor, the latch; the implicit function
    # entry edge makes it a join, so the latch's frontier contains it.
    f, b = graph("ab", "ab ba")
    cfg = CFGInfo(f)
    assert cfg.frontier[b["b"]] == [b["a"]]
    assert cfg.loop_headers == {b["a"]}


def test_irreducible_loop():
    # Two entries into the b<->c cycle: neither dominates the other.
    f, b = graph("abcd", "ab ac bc cb cd")
    cfg = CFGInfo(f)
    assert cfg.idom[b["b"]] is b["a"] and cfg.idom[b["c"]] is b["a"]
    assert len(cfg.back_edges) == 1
    (src, dst), = cfg.back_edges
    assert {src, dst} == {b["b"], b["c"]}
    assert cfg.rpo_index[dst] <= cfg.rpo_index[src]
    assert cfg.loop_headers == {dst}
    assert b["c"] in cfg.frontier[b["b"]] and b["b"] in cfg.frontier[b["c"]]


def test_unreachable_blocks_come_last_in_source_order():
    # y and x are unreachable; y -> x makes y x's dominator.
    f, b = graph("ayxb", "ab yx xb")
    cfg = CFGInfo(f)
    assert names(cfg.rpo) == "abyx"
    assert cfg.idom[b["y"]] is None
    assert cfg.idom[b["x"]] is b["y"]
    assert cfg.idom[b["b"]] is b["a"]
    assert cfg.dominates(b["y"], b["x"]) and not cfg.dominates(b["a"], b["y"])
    assert b["b"] in cfg.frontier[b["x"]]


def test_duplicate_edges_do_not_duplicate_frontiers():
    f, b = graph("abc", "ab ab bc ac")
    cfg = CFGInfo(f)
    assert cfg.frontier[b["b"]] == [b["c"]]


def test_empty_function():
    cfg = CFGInfo(Function("f", []))
    assert cfg.entry is None and cfg.rpo == [] and cfg.back_edges == set()


def test_long_chain_without_recursion():
    blocks = [Block(f"b{i}") for i in range(50_000)]
    for a, c in zip(blocks, blocks[1:]):
        a.add_successor(c)
    blocks[-1].add_successor(blocks[0])
    cfg = CFGInfo(Function("f", blocks))
    assert cfg.rpo == blocks
    assert cfg.idom[blocks[-1]] is blocks[-2]
    assert cfg.dominates(blocks[0], blocks[-1])
    assert not cfg.dominates(blocks[-1], blocks[0])
    assert cfg.back_edges == {(blocks[-1], blocks[0])}
    # Every block reaches the entry's join on the way up.
    assert cfg.frontier[blocks[25_000]] == [blocks[0]]
