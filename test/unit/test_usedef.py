"""build_use_def: sources, PHI placement and incoming values, pruning."""


from stinkytofu_opt.target import get_target
from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.analysis.usedef import build_use_def, remove_leading_phis, remove_phis
from stinkytofu_opt.ir.core import Block, Function, Instruction
from stinkytofu_opt.ir.operands import IntLit, Register


def v(index, count=1):
    return Register("v", index, count)


_MODELLED = get_target("gfx1250").lookup("v_mov_b32")


def op(dests=(), srcs=(), name="op"):
    """A modelled instruction (an unmodelled one reads and writes all it names)."""
    return Instruction(name, list(dests), list(srcs), desc=_MODELLED)


def chain(*blocks):
    for a, b in zip(blocks, blocks[1:]):
        a.add_successor(b)


def build(blocks, **kw):
    f = Function("f", list(blocks))
    build_use_def(f, CFGInfo(f), **kw)
    return f


def phis(block):
    return [i for i in block.items if i.opcode == "PHI"]


def test_sources_are_distinct_and_in_first_seen_order():
    a, b, c = op([v(0)]), op([v(1)]), op([v(2)])
    use = op(srcs=[v(2), v(0), v(2), IntLit(3), v(1), v(0)])
    build([Block("e", [a, b, c, use])])
    assert use.sources == [c, a, b]


def test_partially_overlapping_ranges():
    wide = op([v(0, 4)])          # v0..v3
    narrow = op([v(2)])           # replaces v2 only
    use = op(srcs=[v(1, 2)])      # v1 from wide, v2 from narrow
    whole = op(srcs=[v(0, 4)])
    build([Block("e", [wide, narrow, use, whole])])
    assert use.sources == [wide, narrow]
    assert whole.sources == [wide, narrow]


def test_instruction_reading_and_writing_the_same_unit():
    first = op([v(0)])
    inc = op([v(0)], [v(0)])
    use = op(srcs=[v(0)])
    build([Block("e", [first, inc, use])])
    assert inc.sources == [first] and use.sources == [inc]


def test_no_reaching_definition_contributes_nothing():
    use = op(srcs=[v(7)])
    build([Block("e", [use])])
    assert use.sources == ()     # (the shared empty sequence)


def test_phi_incoming_in_predecessor_order_with_none():
    entry, left, right, join = (Block(n) for n in ("entry", "left", "right", "join"))
    entry.add_successor(left)
    entry.add_successor(right)
    # The join lists right first: PHI operands follow the predecessor list.
    right.add_successor(join)
    left.add_successor(join)
    d_left = op([v(5)])
    left.items = [d_left]
    use = op(srcs=[v(5)])
    join.items = [use]
    build([entry, left, right, join])
    [phi] = phis(join)
    assert join.items[0] is phi
    assert phi.dests == (v(5),) and phi.srcs == (v(5), v(5)) and phi.desc is None
    assert phi.phi_blocks == [right, left]
    assert phi.sources == [None, d_left]
    assert use.sources == [phi]


def test_duplicate_edge_gets_one_incoming_per_edge():
    a, b = Block("a"), Block("b")
    d = op([v(0)])
    a.items = [d]
    a.add_successor(b)
    a.add_successor(b)
    b.add_successor(b)
    redefine = op([v(0)], [v(0)])
    b.items = [redefine]
    build([a, b])
    [phi] = phis(b)
    assert phi.phi_blocks == [a, a, b]
    assert phi.sources == [d, d, redefine]
    assert redefine.sources == [phi]


def test_loop_phi_and_pruning_of_unread_units():
    pre, loop, done = Block("pre"), Block("loop"), Block("done")
    chain(pre, loop, done)
    loop.add_successor(loop)
    init, init_dead = op([v(1)]), op([v(9)])
    pre.items = [init, init_dead]
    use, step, dead = op([v(3)], [v(1)]), op([v(1)], [v(3)]), op([v(9)], [v(3)])
    loop.items = [use, step, dead]
    after = op(srcs=[v(1)])
    done.items = [after]
    build([pre, loop, done])
    [phi] = phis(loop)   # none for v9: nothing reads it
    assert phi.dests == (v(1),)
    assert phi.phi_blocks == [pre, loop] and phi.sources == [init, step]
    assert use.sources == [phi]
    assert after.sources == [step]
    assert phis(done) == []


def test_phis_feeding_only_phis_are_removed():
    # v0 is redefined in a loop but only ever read by its own PHI.
    pre, loop, done = Block("pre"), Block("loop"), Block("done")
    chain(pre, loop, done)
    loop.add_successor(loop)
    pre.items = [op([v(0)])]
    loop.items = [op(srcs=[v(8)]), op([v(0)], [v(0)])]
    build([pre, loop, done])
    assert len(phis(loop)) == 1      # still read by the in-place update
    loop.items[-1] = op([v(0)])      # now nothing reads v0
    build([pre, loop, done])
    assert phis(loop) == []


def test_pseudo_registers_only_with_include_pseudo():
    producer = op([Register("LDS", 0)])
    reader = op([v(0)], [v(1), Register("LDS", 0)])
    f = build([Block("e", [producer, reader])], include_pseudo=False)
    assert reader.sources == ()
    build_use_def(f, CFGInfo(f), include_pseudo=True)
    assert reader.sources == [producer]


def test_rebuild_clears_or_keeps_existing_phis():
    entry, left, right, join = (Block(n) for n in ("entry", "left", "right", "join"))
    entry.add_successor(left)
    entry.add_successor(right)
    left.add_successor(join)
    right.add_successor(join)
    left.items = [op([v(0)])]
    right.items = [op([v(0)])]
    join.items = [op(srcs=[v(0)])]
    f = build([entry, left, right, join])
    [first] = phis(join)
    build_use_def(f, CFGInfo(f))                         # fresh PHIs, no duplicates
    [second] = phis(join)
    assert second is not first
    build_use_def(f, CFGInfo(f), clear_existing=False)   # kept and re-linked
    assert phis(join) == [second]
    assert second.sources == [left.items[0], right.items[0]]
    remove_phis(f)
    assert phis(join) == []


def test_unreachable_block_is_linked_too():
    entry, orphan = Block("entry"), Block("orphan")
    d, use = op([v(0)]), op(srcs=[v(0)])
    orphan.items = [d, use]
    entry.items = [op(srcs=[v(0)])]
    build([entry, orphan])
    assert use.sources == [d]


def test_large_kernel_builds():
    # (Its time is a benchmark's, not a test's: benchmarks/run.py times use-def per
    # instruction from 1k to 200k instructions.)
    blocks = [Block(f"b{i}") for i in range(20)]
    chain(*blocks)
    blocks[15].add_successor(blocks[3])
    for n, block in enumerate(blocks):
        block.items = [op([v((n + k) % 256, 2)], [v(k % 256, 4), Register("s", k % 100)])
                       for k in range(5_000)]
    f = Function("f", blocks)
    build_use_def(f, CFGInfo(f))
    assert any(i.opcode == "PHI" for i in blocks[3].items)


def _reached(inst, accept):
    """The accepted definitions ``inst`` reads, through PHIs."""
    out, seen, work = set(), set(), list(inst.sources)
    while work:
        s = work.pop()
        if s is None or id(s) in seen:
            continue
        seen.add(id(s))
        if s.opcode == "PHI":
            work.extend(s.sources)
        elif accept(s):
            out.add(id(s))
    return out


def _random_loads_function(seed):
    """Loads, ALU ops and readers of six VGPRs over a diamond and a self-loop."""
    import random

    rng = random.Random(seed)
    names = ["e", "a", "b", "j", "h", "x"]
    blocks = {n: Block(n) for n in names}
    for n in names:
        for _ in range(rng.randint(1, 6)):
            kind = rng.choice(["load", "alu", "use"])
            reg = v(rng.randrange(6), rng.choice([1, 2]))
            other = v(rng.randrange(6))
            if kind == "use":
                blocks[n].items.append(op(srcs=[reg, other], name="use"))
            else:
                blocks[n].items.append(op([reg], [other], name=kind))
    e, a, b, j, h, x = (blocks[n] for n in names)
    for src, dst in ((e, a), (e, b), (a, j), (b, j), (j, h), (h, h), (h, x)):
        src.add_successor(dst)
    return Function("f", [e, a, b, j, h, x])


def test_defined_by_keeps_what_reads_reach_of_the_accepted_writers():
    """Restricted to the units "load" instructions write, every read still reaches
    exactly the loads it reaches in the full chains, also when an ALU op
    overwrites a loaded register on one path and in a loop."""
    def is_load(inst):
        return inst.opcode == "load"

    narrower = 0
    for seed in range(30):
        f = _random_loads_function(seed)
        cfg = CFGInfo(f)
        build_use_def(f, cfg)
        insts = [i for i in f.instructions() if i.opcode != "PHI"]
        full = {id(i): _reached(i, is_load) for i in insts}
        links = sum(len(i.sources) for i in insts)
        build_use_def(f, cfg, defined_by=is_load)
        assert {id(i): _reached(i, is_load) for i in insts} == full, seed
        narrower += sum(len(i.sources) for i in insts) < links
    assert narrower > 10     # the units only ALU ops write were left out


def test_link_only_definers_names_what_the_full_chains_name_but_other_definitions():
    """With link_only_definers, every source, PHI incoming value and overwritten entry
    is the full chains' (same definers) with the other definitions left out (None in
    a PHI's incoming list): those still end the chains they overwrite, and the PHIs
    are the same. Instructions and PHIs are compared by place (two equal builds)."""
    def is_load(inst):
        return inst.opcode == "load"

    def build_one(seed, only):
        f = _random_loads_function(seed)
        loads = [i for i in f.instructions() if is_load(i)]
        overwritten: dict = {}
        build_use_def(f, CFGInfo(f), definers=loads, overwritten=overwritten,
                      link_only_definers=only)
        place = {}
        for block in f.blocks:
            for k, inst in enumerate(block.items):
                place[id(inst)] = (block.name, k)
        return f, overwritten, place

    def named(defs, place, keep_others):
        return [None if d is None else place[id(d)]
                if keep_others or d.opcode == "PHI" or is_load(d) else "other"
                for d in defs]

    left_out = 0
    for seed in range(40):
        full, full_over, full_place = build_one(seed, False)
        only, only_over, only_place = build_one(seed, True)
        pairs = [(i, j) for bf, bo in zip(full.blocks, only.blocks)
                 for i, j in zip(bf.items, bo.items)]
        assert len(pairs) == sum(len(b.items) for b in full.blocks) == \
            sum(len(b.items) for b in only.blocks), seed
        for i, j in pairs:
            assert i.opcode == j.opcode, seed
            want = [d for d in named(i.sources, full_place, False) if d != "other"]
            if i.opcode == "PHI":       # an other definition's place becomes None
                want = [None if d == "other" else d
                        for d in named(i.sources, full_place, False)]
            assert named(j.sources, only_place, True) == want, seed
            left_out += len(i.sources) - len(want) if i.opcode != "PHI" else 0
            assert named(only_over.get(j, ()), only_place, True) == \
                [d for d in named(full_over.get(i, ()), full_place, False) if d != "other"], seed
    assert left_out > 50      # the full chains name many ALU definitions


def test_kept_phi_of_a_unit_the_build_does_not_chain():
    """clear_existing=False with a PHI of a pseudo register and include_pseudo off
    (BuildUseDefChainPass=noClearExisting on LDS0 = "st.PHI"(LDS0)), or a wide or
    empty PHI: the PHI stays, links nothing, and its block's readers are chained."""
    entry, loop, done = Block("entry"), Block("loop"), Block("done")
    chain(entry, loop, done)
    loop.add_successor(loop)
    writer = op([v(0)])
    entry.items = [writer, op([Register("LDS", 0)])]
    lds_phi = Instruction("PHI", [Register("LDS", 0)], [Register("LDS", 0)])
    wide_phi = Instruction("PHI", [v(4, 2)], [v(4, 2)])
    empty_phi = Instruction("PHI", [], [])
    reader = op(srcs=[v(0), Register("LDS", 0)])
    loop.items = [lds_phi, wide_phi, empty_phi, reader, op([v(0)])]
    f = build([entry, loop, done], include_pseudo=False, clear_existing=False)
    assert [p for p in phis(loop) if p in (lds_phi, wide_phi, empty_phi)] == \
        [lds_phi, wide_phi, empty_phi]
    assert lds_phi.sources == wide_phi.sources == empty_phi.sources == []
    [v0_phi] = [p for p in phis(loop) if p.dests == (v(0),)]
    assert reader.sources == [v0_phi]
    assert v0_phi.sources == [writer, loop.items[-1]]
    # With include_pseudo the LDS PHI is one unit the build chains: kept, re-linked.
    build_use_def(f, CFGInfo(f), include_pseudo=True, clear_existing=False)
    assert lds_phi.sources == [entry.items[1], lds_phi]   # nothing in the loop redefines LDS0
    assert reader.sources[-1] is lds_phi


def test_remove_leading_phis_takes_out_what_a_build_inserted():
    entry, left, right, join = (Block(n) for n in ("entry", "left", "right", "join"))
    chain(entry, left, join)
    entry.add_successor(right)
    right.add_successor(join)
    left.items = [op([v(5)])]
    right.items = [op([v(5)])]
    use = op(srcs=[v(5)])
    join.items = [use]
    f = build([entry, left, right, join])
    assert len(phis(join)) == 1
    remove_leading_phis(f)
    assert join.items == [use] and not any(phis(b) for b in f.blocks)
