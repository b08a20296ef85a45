"""Queue entries no rule looks up by identity, issued as one representative per
instruction description.

A queue entry matters to the rules in two ways: by identity (the RAW and WAW rules
ask how deep *this* memory operation is, through ``count_from`` or PHI leaves;
provenance names it) and by description (every other rule asks for the newest
entry whose ``InstInfo`` satisfies a predicate: DS and async anti-dependences,
barriers, LDS DMA, drain-all, out-of-order kinds). An operation nothing reads or
overwrites, whose provenance no output prints, is needed only by description:
say an unread ``global_load`` whose later loads of the same register are ordered
after it (WAW on one in-order counter is exempt). Such operations are issued as
the representative of their description, and a queue keeps only the newest entry
of a representative (``Queue.append_newest``): the rules decide on the newest
match, which keeps its own distance, so every wait stays as it was. What changes
is that paths differing only in which unread loads they issued now carry equal
queues, which the joins deduplicate: a counter no one drains no longer carries
64 distinct entries per path around every loop.

Left with their identity: operations on the tensor counter (their tokens are
printed), any operation that is itself the subject of a scan (``op is inst``:
LDS writers, barriers, tensor anchors), and everything when provenance is printed
(``--remarks``, comments), under loop-carried or ring annotations (trip ages and
frames decide waits) or on targets with an event table (backpressure retires
exact queues entry by entry).
"""

from __future__ import annotations

from stinkytofu_opt.analysis.usedef import PHI
from stinkytofu_opt.passes.waits.insertion.classify import TENSOR


def representatives(flow) -> dict:
    """op -> its representative, for the operations of ``flow`` (a built
    WaitDataflow) needed by description only; empty where none may be."""
    if flow.explain or flow.annotated or flow.dynamic:
        return {}
    needed = set()       # what the RAW and WAW rules look up (PHIs until expanded)
    for defs in flow.overwritten.values():
        needed.update(defs)
    candidates = []
    for body in flow.body.values():
        for inst, info, reads, _checks in body:
            if reads:
                needed.update(reads)
            if info.counters and not (TENSOR in info.counters or info.is_lds_writer
                                      or info.is_fence or info.is_tensor_anchor):
                candidates.append((inst, info))
    for phi in [s for s in needed if s.opcode == PHI]:
        for ops in flow.phi_leaves(phi).values():
            needed.update(ops)
    reps: dict = {}
    by_description: dict = {}
    for inst, info in candidates:
        if inst not in needed:
            reps[inst] = by_description.setdefault(id(info), inst)
    return reps
