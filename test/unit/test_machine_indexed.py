"""Register-indexed access (stinkytofu_opt/machine/indexed.py): a movrel or a gpr_idx region
reaches the registers its index selects, exactly where straight-line code of the block set
the index to a constant, else any register of the file. Wait insertion waits for what is
really read or written, and the validator rejects a wait that retires only the named
register's load (before: ``s_wait_loadcnt 2`` for ``v_movrels_b32 v32, v0`` with ``m0 = 2``,
accepted)."""

import pytest

import stinkytofu_opt as st

LOADS = {
    "gfx1250": "global_load_b32 v{n}, v[10:11], off",
    "gfx1200": "global_load_b32 v{n}, v[10:11], off",
    "gfx942": "global_load_dword v{n}, v[10:11], off",
}
WAIT = {"gfx1250": "s_wait_loadcnt {n}", "gfx1200": "s_wait_loadcnt {n}",
        "gfx942": "s_waitcnt vmcnt({n})"}


def asm(arch, *body, loads=(0, 1, 2)):
    lines = [LOADS[arch].format(n=n) for n in loads] + list(body) + ["s_endpgm"]
    return "".join(f"  {line}\n" for line in lines)


def inserted(arch, text):
    module = st.parse(text, arch=arch, filename="t.s")
    module.run(["CFGBuilderPass", "StinkyWaitCntInsertionPass"])
    return [line.strip() for line in module.to_asm().splitlines() if line.strip()]


def waits_before(lines, mnemonic):
    at = next(i for i, line in enumerate(lines) if line.startswith(mnemonic))
    out = []
    while at > 0 and lines[at - 1].startswith("s_wait"):
        at -= 1
        out.insert(0, lines[at])
    return out


def rejected(arch, text):
    module = st.parse(text, arch=arch, filename="t.s")
    try:
        module.run(["CFGBuilderPass", "WaitCntValidationCheckPass"])
    except st.StinkyError as err:
        return [d.message for d in err.errors]
    return []


@pytest.mark.parametrize("arch", ["gfx1250", "gfx1200"])
@pytest.mark.parametrize("m0, wait", [(0, 2), (1, 1), (2, 0)])
def test_movrels_waits_for_the_register_m0_selects(arch, m0, wait):
    text = asm(arch, f"s_mov_b32 m0, {m0}", "v_movrels_b32_e32 v32, v0")
    assert waits_before(inserted(arch, text), "v_movrels") == [WAIT[arch].format(n=wait)]


@pytest.mark.parametrize("arch", ["gfx1250", "gfx1200"])
def test_the_validator_rejects_a_wait_for_the_named_register_only(arch):
    for wait, ok in ((2, False), (1, False), (0, True)):
        text = asm(arch, "s_mov_b32 m0, 2", WAIT[arch].format(n=wait),
                   "v_movrels_b32_e32 v32, v0")
        assert bool(rejected(arch, text)) != ok, (wait, rejected(arch, text))


@pytest.mark.parametrize("arch", ["gfx1250", "gfx1200"])
def test_an_unknown_index_reaches_the_whole_file(arch):
    # m0 from a register, or set in another block: any VGPR, even one no operand names
    for setup in (["s_mov_b32 m0, s7"], ["s_mov_b32 m0, 0", "s_branch next", "next:"]):
        text = asm(arch, *setup, "v_movrels_b32_e32 v32, v200", loads=(100, 101))
        assert waits_before(inserted(arch, text), "v_movrels") == [WAIT[arch].format(n=0)]
        assert rejected(arch, asm(arch, *setup, "v_movrels_b32_e32 v32, v200",
                                  loads=(100, 101)))


@pytest.mark.parametrize("arch", ["gfx1250", "gfx1200"])
def test_movreld_writes_the_register_m0_selects(arch):
    # v5's load in flight: a write of v5 must wait for it (the load would land over it);
    # with m0 = 1 the write reaches v1, which no load writes
    text = asm(arch, "s_mov_b32 m0, 5", "v_movreld_b32_e32 v0, v40", loads=(5,))
    assert waits_before(inserted(arch, text), "v_movreld") == [WAIT[arch].format(n=0)]
    text = asm(arch, "s_mov_b32 m0, 1", "v_movreld_b32_e32 v0, v40", loads=(5,))
    assert waits_before(inserted(arch, text), "v_movreld") == []
    assert not rejected(arch, text)


def test_movrelsd_2_splits_the_index():
    # source index M0[9:0] = 1, destination index M0[25:16] = 0
    m0 = 1
    text = asm("gfx1250", f"s_mov_b32 m0, {m0}", "v_movrelsd_2_b32_e32 v40, v0")
    assert waits_before(inserted("gfx1250", text), "v_movrelsd_2") == ["s_wait_loadcnt 1"]


def test_s_movrels_reads_the_sgpr_m0_selects():
    text = ("  s_load_b32 s5, s[0:1], 0x0\n  s_mov_b32 m0, 2\n  s_movrels_b32 s0, s3\n"
            "  s_endpgm\n")
    assert waits_before(inserted("gfx1250", text), "s_movrels") == ["s_wait_kmcnt 0"]
    assert waits_before(inserted("gfx1250", text.replace("m0, 2", "m0, 3")),
                        "s_movrels") == []


@pytest.mark.parametrize("mode, s2, wait", [("SRC0", 1, 1), ("SRC0", 2, 0), ("DST", 1, 2)])
def test_gpr_idx_region_offsets_the_enabled_operands(mode, s2, wait):
    text = asm("gfx942", f"s_mov_b32 s2, {s2}", f"s_set_gpr_idx_on s2, gpr_idx({mode})",
               "v_mov_b32_e32 v40, v0", "s_set_gpr_idx_off", "v_mov_b32_e32 v41, v0")
    lines = inserted("gfx942", text)
    assert waits_before(lines, "v_mov_b32_e32 v40") == [f"s_waitcnt vmcnt({wait})"]
    assert not rejected("gfx942", "\n".join(lines) + "\n")
    if wait:
        assert rejected("gfx942", text.replace("  v_mov_b32_e32 v40",
                                               f"  s_waitcnt vmcnt({wait + 1})\n"
                                               "  v_mov_b32_e32 v40"))


def test_gpr_idx_region_entered_from_another_block_reaches_the_whole_file():
    text = asm("gfx942", "s_mov_b32 s2, 1", "s_set_gpr_idx_on s2, gpr_idx(SRC0)",
               "s_branch next", "next:", "v_mov_b32_e32 v40, v200", "s_set_gpr_idx_off",
               loads=(100,))
    assert waits_before(inserted("gfx942", text), "v_mov_b32_e32 v40") == ["s_waitcnt vmcnt(0)"]
    # after the region, the operands are the named ones again
    text = asm("gfx942", "s_set_gpr_idx_on s2, gpr_idx(SRC0)", "s_set_gpr_idx_off",
               "v_mov_b32_e32 v40, v200", loads=(100,))
    assert waits_before(inserted("gfx942", text), "v_mov_b32_e32 v40") == []


@pytest.mark.parametrize("arch", ["gfx1250", "gfx1200"])
def test_a_masked_index_reaches_the_named_register_plus_the_mask(arch):
    # LLVM's dynamic index into an 8-element vector: m0 = s0 & 7 reaches v0..v7 only, so a
    # load of v10 need not land first (LLVM 22's own code has no wait there); a load of v7
    # may be overwritten, so it must.
    for loaded, needs_wait in ((10, False), (7, True), (8, False)):
        text = asm(arch, "s_and_b32 m0, s0, 7", "v_movreld_b32_e32 v0, 1.0", loads=(loaded,))
        assert bool(waits_before(inserted(arch, text), "v_movreld")) == needs_wait, loaded
        assert bool(rejected(arch, text)) == needs_wait, loaded
