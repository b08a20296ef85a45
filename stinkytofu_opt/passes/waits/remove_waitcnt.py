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
        changed = False
        for block in function.blocks:
            kept = [item for item in block.items
                    if not (isinstance(item, Instruction)
                            and self.should_remove(item.desc, ctx.target))]
            if len(kept) != len(block.items):
                block.items = kept
                changed = True
        return changed
