"""Wait-count insertion (StinkyWaitCntInsertionPass): gfx1250's reference model, and every
target with an event table through ``classify.CounterModel`` (its own counters, event
kinds, out-of-order rules, capacities and wait instructions).

Public entry: ``insert_waits(function, target, ...)``. The pass module
``stinkytofu_opt.passes.waits.waitcnt_insertion`` wraps it for the driver.

Modules: ``classify`` (counters, predicates, decoding existing waits),
``queues`` (immutable per-predecessor FIFOs), ``dataflow`` (the solver of one
function, built from ``requirements``, ``walk``, ``fixed_point`` and ``finalize``, with
its values in ``plan``), ``promotion`` (ShallowPredPromotion),
``fallback`` (the iteration-cap plan), ``emit`` (instructions).
"""

from __future__ import annotations

from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.analysis.gcpause import gc_paused, release
from stinkytofu_opt.analysis.usedef import remove_leading_phis
from stinkytofu_opt.passes.waits.insertion.classify import CounterModel
from stinkytofu_opt.passes.waits.insertion.dataflow import WaitDataflow
from stinkytofu_opt.passes.waits.insertion.emit import emit
from stinkytofu_opt.passes.waits.insertion.fallback import safe_plan
from stinkytofu_opt.passes.waits.insertion.fixed_point import MAX_QUEUES, WIDEN_AFTER
from stinkytofu_opt.passes.waits.insertion.promotion import shallow_pred_promotion
from stinkytofu_opt.records import field, record

__all__ = ["insert_waits", "WaitInsertionResult"]


@record
class WaitInsertionResult:
    inserted: int = 0
    cap_hit: bool = False
    sweeps: int = 0
    remarks: list = field(default_factory=list)   # (message, loc, always)
    warnings: list = field(default_factory=list)  # (message, loc): malformed annotations


def insert_waits(function, target, *, num_waves: int = 0,
                 enable_loop_carried_token_deps: bool = False,
                 enable_tensor_descriptor_war: bool = False,
                 disable_promotion: bool = False, iteration_cap: int | None = None,
                 cfg: CFGInfo | None = None, detailed_remarks: bool = False,
                 loop_carried_tensor_loads_to_keep: int = -1,
                 explain: bool = True, precise: bool = False) -> WaitInsertionResult:
    """Insert the s_wait_* instructions ``function`` needs, in place.

    The memory-token pseudo registers (StinkyBuildImplicitDependencyPass) should
    already be in the IR. Use-def chains are rebuilt with pseudo registers and the
    PHIs are removed again at the end. ``detailed_remarks`` adds one remark per
    inserted wait explaining it (consumer, producers, predecessors, depth).
    ``explain`` False leaves out the comments explaining each wait (what it drains,
    for whom), which only assembly output with comments shows; the instructions and
    their modifiers are the same. ``precise`` adds the rules of ``precise.py``.
    """
    with gc_paused():
        return _insert_waits(function, target, num_waves, enable_loop_carried_token_deps,
                             enable_tensor_descriptor_war, disable_promotion, iteration_cap,
                             cfg, detailed_remarks, loop_carried_tensor_loads_to_keep,
                             explain or detailed_remarks, precise)


def _insert_waits(function, target, num_waves, loop_carried, descriptor_war,
                  disable_promotion, iteration_cap, cfg, detailed_remarks, tensor_loads_to_keep,
                  explain, precise=False):
    result = WaitInsertionResult()
    if not function.blocks:
        return result
    cfg = cfg or CFGInfo(function)
    model = CounterModel(target)
    df = WaitDataflow(function, cfg, num_waves=num_waves, loop_carried=loop_carried,
                      descriptor_war=descriptor_war, cap=iteration_cap,
                      tensor_loads_to_keep=tensor_loads_to_keep, model=model,
                      precise=precise, explain=explain)
    result.warnings.extend(df.diagnostics)
    df.solve()
    fallback = df.cap_hit
    if df.cap_hit:
        result.cap_hit = True
        result.remarks.append((f"[WaitDataflow] iteration cap {df.cap} hit; falling back to "
                               f"s_wait_* 0 at every anchor.", function.loc, True))
    else:
        plan = df.materialize()
        relaxed = 0 if disable_promotion else shallow_pred_promotion(df, plan)
        if not relaxed and not plan.tail_drains:
            plan = df.annotate(explain)
        elif not df.finalize(plan, explain):
            fallback = True
            result.cap_hit = True
            result.remarks.append((f"[WaitDataflow] finalizePlan iteration cap {df.cap} hit; "
                                   f"falling back to s_wait_* 0 at every anchor.",
                                   function.loc, True))
    if fallback:
        plan, converged = safe_plan(df)
        if not converged:  # pragma: no cover - not reachable in practice
            result.remarks.append(("wait insertion: the fallback analysis did not converge; "
                                   "waits may be incomplete", function.loc, True))
    result.sweeps = df.converged_sweeps
    if df.queue_cap_sites:
        sites = sorted(df.queue_cap_sites, key=lambda k: (cfg.rpo_index[k[0]], k[1]))
        blocks = list(dict.fromkeys(bb for bb, _ in sites))
        counters = sorted({c for _, c in sites})
        first = blocks[0]
        names = ", ".join(f"'{b.name}'" for b in blocks[:5]) + (", ..." if len(blocks) > 5
                                                                  else "")
        result.remarks.append((
            f"wait insertion: more than {MAX_QUEUES} distinct in-flight paths of the "
            f"{', '.join(model.long_names[c] for c in counters)} queue(s) reach "
            f"{len(blocks)} block(s) of @{function.name} ({names}); merged into conservative "
            f"summaries (waits may be stricter than needed there)", first.loc, True))
    if df.widen_sites:
        headers = sorted(df.widen_sites, key=cfg.rpo_index.__getitem__)
        names = ", ".join(f"'{b.name}'" for b in headers[:5]) + (", ..." if len(headers) > 5
                                                                   else "")
        result.remarks.append((
            f"wait insertion: the in-flight queues entering {len(headers)} loop header(s) "
            f"of @{function.name} ({names}) still changed after {WIDEN_AFTER} sweeps; those "
            f"arriving over back edges were joined into summaries (waits may be stricter "
            f"than needed there)", headers[0].loc, False))
    for (bb, c) in sorted(df.overflow_sites, key=lambda k: (cfg.rpo_index[k[0]], k[1])):
        if c in model.quiet_overflow:
            continue
        result.remarks.append((
            f"[WaitDataflow] warning: block '{bb.name}' saturated the {model.long_names[c]} "
            f"queue (kMaxInFlight=64): older producer(s) are tracked at the maximum wait "
            f"count {model.max_wait[c]}. Confirm a deeper drain is not required here.",
            bb.loc, False))
    explained = [] if detailed_remarks else None
    result.inserted = emit(function, target, plan, df.info, explained, model, explain)
    for message, loc in explained or ():
        result.remarks.append((message, loc, False))
    remove_leading_phis(function)     # (the dataflow removed any others first)
    release(df)
    return result
