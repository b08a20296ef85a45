"""StinkyRemoveWaitCntPass: strip the waits that a later pass rebuilds.

Only a wait that some pass puts back may be removed, otherwise a needed
drain would be lost for good. Who rebuilds a wait depends on the counters
it names: the wait-count insertion pass tracks dscnt, loadcnt, kmcnt,
tensorcnt and asynccnt; the hazard pass re-places xcnt; nothing rebuilds
storecnt, so those waits always stay.

On gfx1250 (no event table, the reference model) that is the five counters above. On a
target with an event table the insertion pass tracks the target's own counters, but it
rebuilds only the waits its register and LDS-token dependences produce: a counter that
also counts stores (gfx9 vmcnt, gfx10/11 vscnt, gfx12 storecnt) or exports (expcnt) may
carry a wait for memory ordering the pass does not model, so those waits stay
(``rebuilt_by_insertion``) -- unless the fence waits are kept (below): then the waits
left are dependence waits, and every counter but the store-only one (gfx10/11 vscnt,
gfx12 storecnt, which no register result needs) is rebuilt (``rebuilt_with_fences``).
A packed ``s_waitcnt`` loses the counters that are rebuilt and keeps the others
(``s_waitcnt vmcnt(0) lgkmcnt(0)`` becomes ``s_waitcnt vmcnt(0)`` where only lgkmcnt is
rebuilt), so strip + insert works on CDNA and RDNA3.

Fences. Insertion rebuilds waits from register and LDS dependences; it cannot rebuild a
wait that a compiler put there for memory ordering: the drain before a barrier that
publishes LDS (LLVM's ``s_wait_dscnt 0`` before ``s_barrier_signal -1`` for
``barrier(CLK_LOCAL_MEM_FENCE)``), before a cache invalidation or writeback, a message,
or a store or atomic (release and volatile ordering). ``fences=keep`` keeps every wait
that directly precedes such an instruction (only other waits between); ``fences=auto``,
the default, does so on targets with an event table (compiler output: gfx9, gfx11,
gfx12) and, on gfx1250, in compiler output (a function of a file with kernel descriptors,
or a callable function: the release and acquire sequences around ``s_barrier_signal``,
``global_wb`` and ``global_inv``), not in the reference tool's inputs, which get their
ordering from memory tokens; ``fences=remove`` is the reference's rule everywhere.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.passes.registry import Option, Pass
from stinkytofu_opt.passes.waits.calling_convention import drain_waits, follows_convention

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


def rebuilt_with_fences(target) -> frozenset:
    """The counters whose waits the insertion pass rebuilds on a ``target`` with an event
    table once the fence waits are kept: all but a counter that only stores count on (a
    store writes no register, so no dependence wait names it)."""
    loads = {target.classify_flags(frozenset((flag,))).get("counter")
             for flag in ("GLOBALLoad", "MUBUFLoad", "FLATLoad")}
    stores = {target.classify_flags(frozenset((flag,))).get("counter")
              for flag in ("GLOBALStore", "MUBUFStore", "FLATStore")}
    return frozenset(name for name in target.counters if name not in stores - loads)


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
        return all(self._option_removes(c) for c in desc.wait_counters)

    def _option_removes(self, counter: str, smem: str | None = None,
                        region: bool = False) -> bool:
        """Whether the options let a wait on ``counter`` go. The counter scalar loads
        count on (``smem``) is kept as kmcnt is where the prologue's loads may lie outside
        the region; gfx9/gfx11's lgkmcnt, shared with LDS, goes on a whole function."""
        if counter == smem and counter != "kmcnt" and (region and not self.options["removeKmcnt"]):
            return False
        if counter == "tensorcnt":
            return not self.options["keepTensor"]
        if counter == "kmcnt":
            return self.options["removeKmcnt"]
        if counter in HAZARD_COUNTERS:
            return self.options["removeXcnt"]
        return True

    def _keeps_fences(self, function, target) -> bool:
        mode = self.options["fences"]
        if mode != "auto":
            return mode == "keep"
        return target is not None and (bool(target.events) or follows_convention(function))

    def run(self, function, ctx) -> bool:
        keep_fences = self._keeps_fences(function, ctx.target)
        # with the fences kept, the waits left are dependence waits: counter by counter
        rebuilt = rebuilt_with_fences(ctx.target) if keep_fences and ctx.target is not None \
            and ctx.target.events else None
        changed = False
        for block in function.blocks:
            fenced = _fence_waits(block.items) if keep_fences else set()
            items = []
            for item in block.items:
                if not isinstance(item, Instruction) or id(item) in fenced \
                        or item.desc is None or not item.desc.is_wait:
                    items.append(item)
                elif rebuilt is None:
                    if not self.should_remove(item.desc, ctx.target):
                        items.append(item)
                else:
                    items.extend(self._left_of(item, rebuilt, ctx.target,
                                               "region" in function.attributes))
            if len(items) != len(block.items) or any(a is not b for a, b in
                                                     zip(items, block.items)):
                block.items = items
                changed = True
        return changed

    def _left_of(self, wait, rebuilt, target, region: bool) -> list:
        """What stays of ``wait``: itself, nothing, or a wait on the counters it names that
        insertion does not rebuild (with their counts)."""
        from stinkytofu_opt.machine.waits import decode_wait

        values = decode_wait(wait, target)
        if not values:
            return [wait]
        smem = target.classify_flags(frozenset(("SMemLoad",))).get("counter")
        left = {c: v for c, v in values.items()
                if c not in rebuilt or not self._option_removes(c, smem, region)}
        if len(left) == len(values):
            return [wait]
        if not left:
            return []
        waits = drain_waits(target, left)
        for w in waits:
            w.comment = wait.comment
            w.loc = wait.loc
        return waits


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
