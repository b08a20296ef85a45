"""Generators of pathological ``.stir`` inputs (benchmarks/pathological.py runs them).

Each generator takes a size and returns program text; every program is a
plain gfx1250 function that the wait-count passes must handle in bounded
time and memory:

* ``chain(n)``: ``n`` blocks in a straight chain, each issuing a DS load and
  reading the load of the block before (the CFG analyses and the dataflow
  must stay linear, and nothing may recurse per block);
* ``diamonds(n)``: ``n`` sequential if/else diamonds with no wait between
  them; each arm leaves a different DS or buffer load in flight, so the
  number of distinct in-flight orders reaching the end doubles per diamond
  (the per-predecessor queue lists must be bounded, with a remark);
* ``loop_nest(depth)``: ``depth`` nested loops, loads in every header and
  latch, consumers in the innermost body and after every loop;
* ``irreducible(n)``: ``n`` irreducible regions in a row (two blocks that
  branch into each other, both entered from outside);
* ``in_flight(n)``: one block issuing ``n`` memory operations of every
  counter before any consumer, then consuming them oldest first;
* ``register_file_end()``: loads and consumers on the last registers of
  every file (v1023, v[1016:1023], s255, s[252:255], acc255, m0);
* ``nested_ifs(n)``: ``n`` if-thens nested inside each other, each head
  issuing a DS load the join after the body reads (every join merges one more
  path than the one inside it);
* ``tiny(n)``: ``n`` one-operand instructions in one block, one in 32 a DS load
  the next reads: the per-instruction memory of every stage;
* ``asm_region(lines)`` (raw assembly, ``.s``): a kernel of ``lines`` lines
  between ``label_KernelBegin`` and ``label_KernelEnd``, a label every 10
  lines and, every few labels, a conditional branch back to an earlier one
  (CFGBuilderPass makes a block per label and a loop per back branch);
* ``unread_loads(lines)`` (raw assembly): ``asm_region`` with self-loops and two
  loads per group of one register nothing reads (issue 30: a queue no wait drains,
  different per path);
* ``mesh(n)``: ``n`` blocks in an irreducible mesh: block i branches to i+1
  and to a pseudo-random earlier or later block, so cycles overlap everywhere
  and many have several entries.
"""

from __future__ import annotations

DS_MOD = "mod.ds = { na = 1, offset = 0, gds = false }"


def _func(name: str, blocks: list[tuple[str, list[str], list[str]]]) -> str:
    out = [f"st.func @{name}() {{"]
    for bname, lines, succs in blocks:
        out.append(f"^{bname}:")
        out.extend("  " + line for line in lines)
        if succs:
            out.append("  Successors: " + ", ".join("^" + s for s in succs))
    out.append("}")
    return "\n".join(out) + "\n"


def ds_load(dst: int, token: int | None = None) -> str:
    tok = f", mod.memtoken = {{ tokens = [{token}] }}" if token is not None else ""
    return f'v{dst} = "st.ds_load_b32"(v250) {{ {DS_MOD}{tok} }}'


def buffer_load(dst: int) -> str:
    return f'v{dst} = "st.buffer_load_b32"(v252, s[0:3], 0)'


def use(*srcs: int, dst: int = 200) -> str:
    a = f"v{srcs[0]}"
    b = f"v{srcs[1]}" if len(srcs) > 1 else "v254"
    return f'v{dst} = "st.v_add_f32"({a}, {b})'


def chain(n: int = 50_000) -> str:
    blocks = []
    for i in range(n):
        lines = [ds_load(i % 64)]
        if i:
            lines.append(use((i - 1) % 64))
        if i == n - 1:
            lines += [use(i % 64), '"st.s_endpgm"()']
        blocks.append((f"bb{i}", lines, [f"bb{i + 1}"] if i + 1 < n else []))
    return _func("chain", blocks)


def diamonds(n: int = 2000) -> str:
    blocks = [("entry", [ds_load(0), buffer_load(64)], ["d0_head"])]
    for i in range(n):
        head, then, els, join = (f"d{i}_head", f"d{i}_then", f"d{i}_else", f"d{i}_join")
        nxt = f"d{i + 1}_head" if i + 1 < n else "exit"
        blocks.append((head, ['"st.s_cmp_eq_u32"(s100, 0)', f'"st.s_cbranch_scc1"("{els}")'],
                       [then, els]))
        blocks.append((then, [ds_load(1 + i % 32), f'"st.s_branch"("{join}")'], [join]))
        blocks.append((els, [buffer_load(65 + i % 31), ds_load(33 + i % 31)], [join]))
        blocks.append((join, [], [nxt]))
    blocks.append(("exit", [use(0, 64), use(1, 65), use(33, 2), '"st.s_endpgm"()'], []))
    return _func("diamonds", blocks)


def loop_nest(depth: int = 200) -> str:
    """Headers h0..h{d-1}, body, latches l{d-1}..l0, exit."""
    blocks = [("entry", [ds_load(0), buffer_load(64)], ["h0"])]
    for i in range(depth):
        nxt = f"h{i + 1}" if i + 1 < depth else "body"
        blocks.append((f"h{i}", [ds_load(1 + i % 60), use(i % 60)], [nxt]))
    blocks.append(("body", [use(0, 64), buffer_load(65), ds_load(61)],
                   [f"l{depth - 1}"]))
    for i in reversed(range(depth)):
        out = f"l{i - 1}" if i else "exit"
        blocks.append((f"l{i}", [use(1 + i % 60, 65), '"st.s_sub_u32"(s3, s3, 1)',
                                 f'"st.s_cbranch_scc1"("h{i}")'], [out, f"h{i}"]))
    blocks.append(("exit", [use(61, 64), '"st.s_endpgm"()'], []))
    return _func("loop_nest", blocks)


def irreducible(n: int = 500) -> str:
    """Region i: head -> a | b, a <-> b, a -> next, b -> next."""
    blocks = [("entry", [ds_load(0)], ["r0_head"])]
    for i in range(n):
        head, a, b = f"r{i}_head", f"r{i}_a", f"r{i}_b"
        nxt = f"r{i + 1}_head" if i + 1 < n else "exit"
        blocks.append((head, [ds_load(1 + i % 30), f'"st.s_cbranch_scc1"("{b}")'], [a, b]))
        blocks.append((a, [use(1 + i % 30), buffer_load(64 + i % 30),
                           f'"st.s_cbranch_scc0"("{b}")'], [nxt, b]))
        blocks.append((b, [use(64 + i % 30, 0), ds_load(31 + i % 30),
                           f'"st.s_cbranch_scc0"("{a}")'], [nxt, a]))
    blocks.append(("exit", [use(0), use(31), use(64), '"st.s_endpgm"()'], []))
    return _func("irreducible", blocks)


def in_flight(n: int = 10_000) -> str:
    lines = []
    kinds = ("ds", "buf", "sload", "tensor", "async")
    for i in range(n):
        k = kinds[i % 5]
        if k == "ds":
            lines.append(ds_load(i % 64, token=(i // 5) % 4))
        elif k == "buf":
            lines.append(buffer_load(64 + i % 32))
        elif k == "sload":
            lines.append(f's{40 + i % 32} = "st.s_load_b32"(s[2:3], 0)')
        elif k == "tensor":
            lines.append('"st.tensor_load_to_lds"(s[4:7], s[8:15]) '
                         f'{{ mod.memtoken = {{ tokens = [{4 + (i // 5) % 4}] }} }}')
        else:
            lines.append('"st.global_store_async_from_lds_b64"(v[240:241], v242, s[30:31]) '
                         f'{{ mod.memtoken = {{ tokens = [{(i // 5) % 4}] }} }}')
    for r in range(64):
        lines.append(use(r, 64 + r % 32))
    lines.append('s100 = "st.s_add_u32"(s40, s71)')
    for t in range(8):
        lines.append(f'"st.s_barrier_signal"(-1) {{ mod.memtoken = {{ tokens = [{t}] }} }}')
        lines.append(f'"st.s_barrier_wait"(-1) {{ mod.memtoken = {{ tokens = [{t}] }} }}')
    lines.append('"st.s_endpgm"()')
    return _func("in_flight", [("entry", lines, [])])


def register_file_end() -> str:
    lines = [
        'v1023 = "st.ds_load_b32"(v1022) { ' + DS_MOD + ' }',
        'v[1020:1023] = "st.ds_load_b128"(v1019) { ' + DS_MOD + ' }',
        'v[1016:1019] = "st.buffer_load_b128"(v1015, s[252:255], 0)',
        's255 = "st.s_load_b32"(s[252:253], 0)',
        's[252:253] = "st.s_load_b64"(s[250:251], 0)',
        'acc255 = "st.v_mov_b32"(v1023)',
        'v1014 = "st.v_add_f32"(v1023, v1016)',
        'v1013 = "st.v_add_f32"(v[1020:1023], v[1016:1019])',
        's254 = "st.s_add_u32"(s255, s253)',
        'm0 = "st.s_mov_b32"(s255)',
        '"st.s_endpgm"()',
    ]
    return _func("register_file_end", [("entry", lines, [])])


def nested_ifs(n: int = 5000) -> str:
    """head{i} -> head{i+1} | join{i}; the innermost head -> core -> join{n-1};
    join{i} -> join{i-1}; join0 -> exit."""
    blocks = []
    for i in range(n):
        nxt = f"head{i + 1}" if i + 1 < n else "core"
        blocks.append((f"head{i}", [ds_load(i % 60), f'"st.s_cbranch_scc1"("join{i}")'],
                       [nxt, f"join{i}"]))
    blocks.append(("core", [buffer_load(64), use(64)], [f"join{n - 1}"]))
    for i in reversed(range(n)):
        blocks.append((f"join{i}", [use(i % 60)], [f"join{i - 1}" if i else "exit"]))
    blocks.append(("exit", ['"st.s_endpgm"()'], []))
    return _func("nested_ifs", blocks)


def tiny(n: int = 1_000_000) -> str:
    lines = []
    for i in range(n):
        if i % 32 == 0:
            lines.append(ds_load(i % 64))
        elif i % 32 == 1:
            lines.append(f'v{100 + i % 64} = "st.v_mov_b32"(v{(i - 1) % 64})')
        else:
            lines.append(f'v{100 + i % 64} = "st.v_mov_b32"(v{200 + i % 50})')
    lines.append('"st.s_endpgm"()')
    return _func("tiny", [("entry", lines, [])])


def asm_region(lines: int = 200_000) -> str:
    """Raw assembly: groups of 10 lines, each opened by a label; every 7th group
    ends with a branch back 3 labels (a loop), the others fall through."""
    return _asm_groups("asm_region", lines, [
        "ds_load_b32 v{a}, v250",
        "buffer_load_b32 v{b}, v252, s[0:3], 0 offen",
        "v_add_f32 v200, v{pa}, v254",
        "s_load_b32 s{s}, s[2:3], 0x0",
        "v_add_f32 v201, v{pb}, v200",
        "s_add_u32 s100, s{ps}, 1",
        "ds_store_b32 v250, v201",
        "v_mov_b32 v202, v{a}",
    ], self_loop_every=0)


def unread_loads(lines: int = 200_000) -> str:
    """Raw assembly, as ``asm_region`` (a label every 10 lines, every 7th group
    branching back 3 labels), with every 5th group a self-loop and two
    ``global_load_b32`` of one register per group whose results nothing reads: on
    one in-order counter the later load lands last, so nothing ever waits for
    them and the loadcnt queue stays 64 entries deep on every path, different
    per path around the self-loops (issue 30)."""
    return _asm_groups("unread_loads", lines, [
        "global_load_b32 v203, v[252:253], off",
        "ds_load_b32 v{a}, v250",
        "v_add_f32 v200, v{pa}, v254",
        "s_load_b32 s{s}, s[2:3], 0x0",
        "global_load_b32 v203, v[252:253], off offset:4",
        "s_add_u32 s100, s{ps}, 1",
        "ds_store_b32 v250, v200",
        "v_mov_b32 v202, v{a}",
    ], self_loop_every=5)


def _asm_groups(name: str, lines: int, body: list[str], self_loop_every: int) -> str:
    """A kernel of ``lines`` lines: groups of 10 opened by a label, the ``body``
    lines with this group's registers (``{a}``, ``{b}``, ``{s}``) and the previous
    group's (``{pa}``, ``{pb}``, ``{ps}``), then every 7th group a branch back 3
    labels, every ``self_loop_every``-th (from the 3rd) a branch to its own label,
    the others an ``s_nop``."""
    out = [".text", f"{name}:", "label_KernelBegin:"]
    groups = max(1, (lines - 4) // 10)
    for g in range(groups):
        out.append(f"label_L{g}:")
        fields = dict(a=g % 64, b=64 + g % 32, s=40 + g % 32, pa=(g - 1) % 64,
                      pb=64 + (g - 1) % 32, ps=40 + (g - 1) % 32)
        out.extend(line.format(**fields) for line in body)
        if g % 7 == 6 and g >= 3:
            out.append(f"s_cbranch_scc1 label_L{g - 3}")
        elif self_loop_every and g % self_loop_every == 2:
            out.append(f"s_cbranch_scc1 label_L{g}")
        else:
            out.append("s_nop 0")
    out += ["label_KernelEnd:", "s_endpgm"]
    return "\n".join(out) + "\n"


def mesh(n: int = 300) -> str:
    """Block i: a DS load and a use of block i-1's; branches to i+1 and to
    (i * 7919 + 13) % n; the last block exits."""
    blocks = [("entry", [ds_load(0)], ["m0"])]
    for i in range(n):
        lines = [ds_load(1 + i % 60), use(1 + (i - 1) % 60)]
        if i % 5 == 0:
            lines.append(buffer_load(64 + i % 30))
        other = (i * 7919 + 13) % n
        if i + 1 < n:
            lines.append(f'"st.s_cbranch_scc1"("m{other}")')
            succs = [f"m{i + 1}"] + ([f"m{other}"] if other != i + 1 else [])
        else:
            lines += [use(64), '"st.s_endpgm"()']
            succs = []
        blocks.append((f"m{i}", lines, succs))
    return _func("mesh", blocks)


# name -> (generator, full size, size small enough for the path simulator)
SHAPES = {
    "chain": (chain, 50_000, 300),
    "diamonds": (diamonds, 2000, 11),
    "loop_nest": (loop_nest, 200, 4),
    "irreducible": (irreducible, 500, 3),
    "in_flight": (in_flight, 10_000, 400),
    "register_file_end": (lambda n=None: register_file_end(), None, None),
    "nested_ifs": (nested_ifs, 5000, 6),
    "tiny": (tiny, 1_000_000, 400),
    "asm_region": (asm_region, 200_000, None),
    "mesh": (mesh, 300, 6),
    "unread_loads": (unread_loads, 200_000, None),
}
# Shapes written as raw assembly (the others are .stir).
ASM_SHAPES = frozenset({"asm_region", "unread_loads"})
# Shapes run without --remarks: their bound is the solver's, and the remarks name every
# queue entry a wait drains, so they keep every unread load's identity (anonymous.py).
NO_REMARKS = frozenset({"unread_loads"})
# name -> (CPU seconds, MB) the full-size run must stay within (issue 20); the others
# have the command line's defaults.
BOUNDS = {"nested_ifs": (10, 500), "tiny": (15, 700), "asm_region": (30, 1024),
          "mesh": (10, 2048), "unread_loads": (15, 600)}


def generate(name: str, size: int | None = None) -> str:
    gen, full, _ = SHAPES[name]
    size = full if size is None else size
    return gen(size) if size is not None else gen()


if __name__ == "__main__":  # python benchmarks/pathological_inputs.py NAME [SIZE] > file.stir
    import sys
    sys.stdout.write(generate(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else None))
