"""Operations needed by description only (insertion/anonymous.py): issuing unread loads
as one representative per description changes no wait, and keeps the paths around
self-loops from multiplying the queues of a counter no wait drains (issue 30)."""

from __future__ import annotations

import pytest

from soundness import IMPLICIT, _Sink, parse, target
from stir_gen import generate
from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.passes.registry import load_pass
from stinkytofu_opt.passes.waits.insertion import insert_waits
from stinkytofu_opt.passes.waits.insertion.dataflow import WaitDataflow
from stinkytofu_opt.pipeline import PassContext, TileConfig
from stinkytofu_opt.text.diagnostics import DiagnosticEngine
from stinkytofu_opt.text.stir_printer import print_function

DS = "mod.ds = { na = 1, offset = 0, gds = false }"


def unread_loads(groups: int) -> str:
    """Blocks of two loads of v203 nothing reads, a DS load the next block reads;
    every 5th block loops on itself, every 7th branches 3 blocks back."""
    out = ["st.func @unread() {"]
    for g in range(groups):
        out.append(f"^g{g}:")
        out.append('  v203 = "st.global_load_b32"(v[252:253])')
        out.append(f'  v{g % 64} = "st.ds_load_b32"(v250) {{ {DS} }}')
        out.append(f'  v200 = "st.v_add_f32"(v{(g - 1) % 64}, v254)')
        out.append('  v203 = "st.global_load_b32"(v[252:253])')
        succs = [f"g{g + 1}"] if g + 1 < groups else []
        if g % 7 == 6 and g >= 3:
            out.append(f'  "st.s_cbranch_scc1"("g{g - 3}")')
            succs.append(f"g{g - 3}")
        elif g % 5 == 2:
            out.append(f'  "st.s_cbranch_scc1"("g{g}")')
            succs.append(f"g{g}")
        if g + 1 == groups:
            out.append('  "st.s_endpgm"()')
        if succs:
            out.append("  Successors: " + ", ".join("^" + s for s in succs))
    out.append("}")
    return "\n".join(out) + "\n"


def _insert(text: str, explain: bool, num_waves: int = 0):
    function = parse(text)
    ctx = PassContext(target(), TileConfig(NumWaves=num_waves), DiagnosticEngine(_Sink()))
    load_pass(IMPLICIT)({}).run(function, ctx)
    result = insert_waits(function, target(), num_waves=num_waves, explain=explain)
    return print_function(function), result


def test_unread_loads_share_one_representative():
    function = parse(unread_loads(20))
    ctx = PassContext(target(), TileConfig(NumWaves=0), DiagnosticEngine(_Sink()))
    load_pass(IMPLICIT)({}).run(function, ctx)
    df = WaitDataflow(function, CFGInfo(function), explain=False)
    loads = [i for bb in function.blocks for i in bb.items
             if getattr(i, "opcode", None) == "global_load_b32"]
    assert len(loads) == 40 and set(df.issue_as) == set(loads)
    assert len(set(df.issue_as.values())) == 1
    ds_loads = [i for i in df.info if getattr(i, "opcode", None) == "ds_load_b32"]
    assert ds_loads and not any(i in df.issue_as for i in ds_loads)   # read: kept
    # Provenance names every entry: nothing is issued as a representative.
    assert WaitDataflow(function, CFGInfo(function), explain=True).issue_as == {}


def test_unread_loads_keep_the_waits_and_leave_the_queues_uncapped():
    text = unread_loads(300)
    exact, exact_result = _insert(text, explain=True)
    shared, shared_result = _insert(text, explain=False)
    assert shared == exact
    capped = [m for m, _loc, _shown in exact_result.remarks if "distinct in-flight" in m]
    assert capped   # the identities multiply the queues past the cap ...
    # ... the representatives do not
    assert not [m for m, _loc, _shown in shared_result.remarks if "distinct in-flight" in m]


@pytest.mark.parametrize("seed", range(40))
def test_random_programs_keep_their_waits(seed):
    text = generate(seed, max_depth=2 + seed % 2, waw_rate=0.1 * (seed % 3))
    assert _insert(text, True, seed % 2)[0] == _insert(text, False, seed % 2)[0]
