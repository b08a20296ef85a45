"""StinkyRemoveWaitCntPass: strip the waits that a later pass rebuilds.

Only a wait that some pass puts back may be removed, otherwise a needed
drain would be lost for good. Who rebuilds a wait depends on the counters
it names: the wait-count insertion pass tracks dscnt, loadcnt, kmcnt,
tensorcnt and asynccnt; the hazard pass re-places xcnt; nothing rebuilds
storecnt or the packed legacy ``s_waitcnt``, so those always stay.

On gfx1250 (no event table, the reference model) that is the five counters above. On a
target with an event table the insertion pass tracks the target's own counters, but it
rebuilds only the waits its register and LDS-token dependences produce: a counter that
also counts stores (gfx9 vmcnt, gfx10/11 vscnt, gfx12 storecnt) or exports (expcnt) may
carry a wait for memory ordering the pass does not model, so those waits stay; a packed
``s_waitcnt`` names vmcnt and expcnt, so it always stays (``rebuilt_by_insertion``).

Fences. Insertion rebuilds waits from register and LDS dependences; it cannot rebuild a
wait that a compiler put there for memory ordering: the drain before a barrier that
publishes LDS (LLVM's ``s_wait_dscnt 0`` before ``s_barrier_signal -1`` for
``barrier(CLK_LOCAL_MEM_FENCE)``), before a cache invalidation or writeback, a message,
or a store or atomic (release and volatile ordering). ``fences=keep`` keeps every wait
that directly precedes such an instruction (only other waits between); ``fences=auto``,
the default, does so on targets with an event table (compiler output: gfx9, gfx11,
gfx12) and not on gfx1250, where the reference tool's inputs get their ordering from
memory tokens; ``fences=remove`` is the reference's rule everywhere.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.passes.registry import Option, Pass

INSERTION_COUNTERS = frozenset({"dscnt", "loadcnt", "kmcnt", "tensorcnt", "asynccnt"})
HAZARD_COUNTERS = frozenset({"xcnt"})

# Who can rebuild a wait (the reference's waitReconstruction contract).
BY_INSERTION, BY_HAZARD_PASS, BY_NOBODY = "insertion", "hazard", "none"


def rebuilt_by_insertion(target) -> frozenset:
    """The counters whose waits the insertion pass rebuilds on ``target``."""
    if target is None or not target.events:
        return INSERTION_COUNTERS
    kept = set()
    for flags in (("GLOBALStore",), ("MUBUFStore",), ("FLATStore",), ("Export",)):
        classified = target.classify_flags(frozenset(flags))
        if classified.get("counter"):
            kept.add(classified["counter"])
    return frozenset(name for name in target.counters if name not in kept)


def wait_reconstruction(desc, target=None) -> str:
    """Which pass rebuilds the wait ``desc`` describes on ``target`` (BY_NOBODY for a
    wait naming any counter no pass tracks, and for anything unknown)."""
    counters = frozenset(desc.wait_counters) if desc is not None and desc.is_wait else frozenset()
    if not counters:
        return BY_NOBODY
    if counters <= rebuilt_by_insertion(target):
        return BY_INSERTION
    if counters <= HAZARD_COUNTERS:
        return BY_HAZARD_PASS
    return BY_NOBODY


class StinkyRemoveWaitCntPass(Pass):
    NAME = "StinkyRemoveWaitCntPass"
    SUMMARY = "Remove the s_wait_* instructions that wait-count insertion (or the hazard pass) rebuilds"
    OPTIONS = (
        Option("keepTensor", "bool", False, "keep s_wait_tensorcnt (insertion then credits it)"),
        Option("removeXcnt", "bool", False, "also remove s_wait_xcnt (the hazard pass re-places it)"),
        Option("removeKmcnt", "bool", False,
               "also remove s_wait_kmcnt (kept by default: prologue s_loads are outside the "
               "insertion pass's region)"),
        Option("fences", "choice", "auto",
               "keep the waits right before barriers, cache invalidations, messages, stores "
               "and atomics (memory ordering insertion cannot rebuild): auto = on targets "
               "with an event table (compiler output), not on gfx1250",
               ("auto", "keep", "remove")),
    )

    def should_remove(self, desc, target=None) -> bool:
        who = wait_reconstruction(desc, target)
        if who == BY_HAZARD_PASS:
            return self.options["removeXcnt"]
        if who != BY_INSERTION:
            return False
        counters = desc.wait_counters
        if "tensorcnt" in counters:
            return not self.options["keepTensor"]
        if "kmcnt" in counters:
            return self.options["removeKmcnt"]
        return True

    def run(self, function, ctx) -> bool:
        mode = self.options["fences"]
        keep_fences = mode == "keep" or (mode == "auto" and ctx.target is not None
                                         and bool(ctx.target.events))
        changed = False
        for block in function.blocks:
            fenced = _fence_waits(block.items) if keep_fences else set()
            kept = [item for item in block.items
                    if not (isinstance(item, Instruction) and id(item) not in fenced
                            and self.should_remove(item.desc, ctx.target))]
            if len(kept) != len(block.items):
                block.items = kept
                changed = True
        return changed


def orders_memory(desc) -> bool:
    """Whether a wait right before an instruction of ``desc`` may be there for memory
    ordering rather than for a register or LDS dependence."""
    return desc is None or desc.is_barrier or desc.has_side_effect or desc.is_vmem_store \
        or desc.is_vmem_atomic or desc.is_ds_write or desc.is_ds_atomic \
        or desc.is_async_lds_store


def _fence_waits(items) -> set:
    """ids of the waits of ``items`` that directly precede a memory-ordering instruction
    (only waits, labels-free text and comments between)."""
    out, run = set(), []
    for item in items:
        if not isinstance(item, Instruction):
            continue
        if item.desc is not None and item.desc.is_wait:
            run.append(id(item))
            continue
        if run and orders_memory(item.desc):
            out.update(run)
        run = []
    return out
