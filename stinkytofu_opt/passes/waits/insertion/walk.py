"""The walk of one block (spec waitcnt-passes.md 4.3, 4.5): queues in, queues out, the
waits planned on the way; a walk whose state meets its previous walk's at a checkpoint
takes the rest of that walk instead of recomputing it.

``BlockWalk`` is a part of ``WaitDataflow`` (dataflow.py), which sets the attributes
read here: ``body``, ``decoded``, ``info``, ``model``, ``n``, ``crange``, ``dynamic``,
``explain``, ``annotated``, ``age_cap`` and ``overflow_sites``.
"""

from __future__ import annotations

from stinkytofu_opt.passes.waits.insertion.classify import ASYNC, TENSOR, UNUSED
from stinkytofu_opt.passes.waits.insertion.plan import WaitSpec, WalkTrace
from stinkytofu_opt.passes.waits.insertion.precise import class_trim
from stinkytofu_opt.passes.waits.insertion.provenance import drained_entries
from stinkytofu_opt.passes.waits.insertion.queues import Queue, trimmed


class _Marker(tuple):
    """A distinct empty tuple (see UNTAGGED_TENSOR_ONLY)."""

    __slots__ = ()


# The memory reads of an instruction whose only wait rule is rule 4 (WaitDataflow._body_entry):
# empty, so required() sees no reads.
UNTAGGED_TENSOR_ONLY = _Marker()


class IfLdsQuiet(tuple):
    """The simple checks (dataflow._simple_checks) of a DS access whose other rules (the
    LDS rules 3b, 4, 5 and 7 of ``required``) look only at the tensor and async queues:
    they are its whole requirement while those queues hold nothing (``lds_quiet``)."""

    __slots__ = ()


def lds_quiet(queues) -> bool:
    """Whether no tensor or async operation may be in flight on any path."""
    for c in (TENSOR, ASYNC):
        for q in queues[c]:
            if q.ops or q.wild or q.sat:
                return False
    return True


# Instructions between two recorded states of a block walk (WalkTrace): smaller splices
# sooner, larger records less.
CHECKPOINT_EVERY = 32


class BlockWalk:
    """The transfer function of a block, with the waits it needs."""

    def class_trimmed(self, c, qs, w) -> tuple:
        """``qs`` after a wait ``w`` > 0 on counter ``c`` while it is out of order
        (precise rule ``lgkm-class-count``): what each queue does not prove retired."""
        return tuple(class_trim(self.info, c, q, w) for q in qs)

    def walk(self, bb, queues, planned=None, final=False, previous=None) -> list:
        """Walk one block, mutating ``queues``; return [(inst, WaitSpec)] in order.

        ``planned`` (finalize): per-instruction planned specs; the applied wait is
        the stricter of planned and recomputed. ``previous``: the ``WalkTrace`` of
        this block's last walk with the same ``planned`` and ``final`` (see
        ``walk_traced``)."""
        return self.walk_traced(bb, queues, planned, final, previous)[0]

    def walk_traced(self, bb, queues, planned=None, final=False, previous=None):
        """``walk``, returning (plan, trace). The trace records the walk state every
        ``CHECKPOINT_EVERY`` instructions and the queues each wait was computed from.

        The rest of a walk is a function of its state (queues, last wait and ops
        since, per counter) and of the instructions left: when the state at a
        checkpoint equals the one ``previous`` recorded there, the rest of this walk
        is the rest of that one (same specs, same exit queues) and is spliced in
        instead of recomputed. Loop bodies reach a state of their previous sweep
        soon after their first full drain, so a later sweep walks only that prefix.
        A state may also be the recorded one with its queues under other predecessors,
        copied or left out (a loop's second sweep: its back-edge queues beside or
        instead of the entry's, drained to the same entries): equal queues ask for the
        same waits and change alike, so the rest is spliced in with the recorded
        queues laid out as this walk has them (``_shadowed``)."""
        plan = []
        snapshots = []     # per plan entry: the queues its required() saw
        points = {}        # instruction index -> (state, plan length)
        last = [UNUSED] * self.n      # per counter: the last wait's count, and
        since = [0] * self.n          # the ops issued since (drained at least that far)
        static_ooo = self.model.static_ooo
        dynamic = self.dynamic
        decoded = self.decoded
        prev_points = previous.points if previous is not None else None
        usable_from = previous.usable_from if previous is not None else 0
        body = self.body[bb]
        issue_as = self.issue_as
        for i, (inst, info, reads, checks) in enumerate(body):
            if i and not i % CHECKPOINT_EVERY:
                state = (tuple(queues), tuple(last), tuple(since))
                if prev_points is not None and i >= usable_from:
                    hit = prev_points.get(i)
                    if hit is not None:
                        if hit[0] == state:
                            return self._splice(bb, previous, i, hit[1], plan, snapshots,
                                                points, queues, final)
                        copies = _shadowed(state, hit[0])
                        if copies is not None:
                            return self._splice_shadowed(bb, previous, i, hit[1], plan,
                                                         snapshots, points, queues, final,
                                                         copies)
                points[i] = (state, len(plan))
            if info.is_wait:
                for c, w in decoded.get(inst, ()):
                    if w is None or w < 0 or (static_ooo[c] and w != 0):
                        continue
                    if dynamic and w != 0 and self.out_of_order(c, queues[c]):
                        if not self.precise:
                            continue   # a non-zero wait credits nothing out of order
                        queues[c] = self.class_trimmed(c, queues[c], w)
                    else:
                        queues[c] = trimmed(queues[c], w)
                    last[c] = w
                    since[c] = 0
                continue
            if dynamic and info.orders:
                # Backpressure first: the instruction that would overflow the counter
                # may consume the result it forced to complete.
                for c, order in info.orders:
                    queues[c] = tuple(self.retire(c, q, order) for q in queues[c])
            if checks.__class__ is IfLdsQuiet and not lds_quiet(queues):
                checks = None
            pspec = planned.get(inst) if planned is not None else None
            # (No rule can fire without reads, for an instruction whose simple checks are
            # none or find nothing in flight, or for rule 4 alone without an untagged
            # tensor load in flight. A final walk explains even simple waits.)
            if pspec is not None or (
                    reads is not None and checks != ()
                    and (final or not checks or _in_flight(checks, queues))
                    and (reads is not UNTAGGED_TENSOR_ONLY
                         or self.untagged_tensor_in_flight(queues[TENSOR]))):
                wait = self._wait_before(inst, info, reads, checks, pspec, queues, last, since,
                                         final)
                if wait is not None:
                    spec, seen = wait
                    plan.append((inst, spec))
                    snapshots.append(seen)
            if not info.counters:
                continue
            rep = issue_as.get(inst) if issue_as else None
            for c in info.counters:
                out = []
                for q in queues[c] or (Queue(None),):
                    q, saturated = q.append(inst) if rep is None else q.append_newest(rep)
                    if saturated:
                        self.overflow_sites[(bb, c)] = True
                    out.append(q)
                queues[c] = tuple(out)
                since[c] += 1
        return plan, WalkTrace(points, plan, snapshots, tuple(queues), final)

    def _wait_before(self, inst, info, reads, checks, pspec, queues, last, since, final):
        """(WaitSpec, the queues it was computed from) for the wait ``inst`` needs, or
        None: the stricter of the requirement and the planned ``pspec``, leaving out
        what the waits since ``last`` drained. Trims ``queues`` and updates
        ``last``/``since`` for it."""
        if final:
            notes = {}
            req = self.required(inst, info, queues, notes, reads)
        else:
            notes = None
            req = (self.required_simple(checks, queues) if checks is not None
                   else self.required(inst, info, queues, None, reads))
        if pspec is None and max(req) < 0:
            return None
        spec = seen = None
        for c in self.crange:
            w = req[c]
            if pspec is not None:
                pw = pspec.counts[c]
                if pw >= 0 and (w < 0 or pw < w):
                    w = pw
                    if notes is not None and pspec.notes.get(c):
                        notes[c] = pspec.notes[c]
            if w < 0:
                continue
            if last[c] != UNUSED and last[c] + since[c] <= w:
                continue  # already drained at least this far
            if spec is None:
                spec = WaitSpec(None, self.n)
                seen = tuple(queues)
            spec.counts[c] = w
            last[c] = w
            since[c] = 0
            if final and (self.explain or self.annotated or c == TENSOR):
                self._explain(spec, c, w, queues[c], notes, info)
            if w and self.precise and self.dynamic and self.out_of_order(c, queues[c]):
                queues[c] = self.class_trimmed(c, queues[c], w)
            else:
                queues[c] = trimmed(queues[c], w)
        return (spec, seen) if spec is not None else None

    def _splice(self, bb, previous, i, prev_len, plan, snapshots, points, queues, final):
        """Finish a walk whose state at instruction ``i`` is the one ``previous`` had
        there (with ``prev_len`` plan entries): its remaining specs and exit queues.
        A final walk taking the rest of a non-final one adds the provenance."""
        shift = len(plan) - prev_len
        rest = previous.plan[prev_len:]
        if final and not previous.final:
            rest = self.with_provenance(bb, i, rest, previous.snapshots[prev_len:])
        plan.extend(rest)
        snapshots.extend(previous.snapshots[prev_len:])
        for j, (state, length) in previous.points.items():
            if j >= i:
                points[j] = (state, length + shift)
        queues[:] = previous.exit
        return plan, WalkTrace(points, plan, snapshots, previous.exit, final)

    def _splice_shadowed(self, bb, previous, i, prev_len, plan, snapshots, points, queues,
                         final, copies):
        """``_splice`` for a state that is ``previous``'s at ``i`` in the layout
        ``copies`` (see _shadowed): the same waits, and the queues each was computed
        from, the recorded states past ``i`` and the exit queues in that layout; a
        final walk's provenance recomputed with them."""
        shift = len(plan) - prev_len
        rest = previous.plan[prev_len:]
        seen = [_Relaid(qs, copies) for qs in previous.snapshots[prev_len:]]
        if final:
            rest = self.with_provenance(bb, i, rest, seen)
        plan.extend(rest)
        snapshots.extend(seen)
        for j, ((qs, last, since), length) in previous.points.items():
            if j >= i:
                points[j] = ((_with_copies(qs, copies), last, since), length + shift)
        exit_queues = _with_copies(previous.exit, copies)
        queues[:] = exit_queues
        return plan, WalkTrace(points, plan, snapshots, exit_queues, final)

    def with_provenance(self, bb, start, specs, snapshots) -> list:
        """``specs`` ([(inst, WaitSpec)] of a non-final walk of ``bb`` from body index
        ``start`` on, each computed from its ``snapshots`` queues) as a final walk with
        the same plan computes them (``_wait_before``)."""
        out = []
        body = self.body[bb]
        i = start
        n = self.n
        explain_all = self.explain or self.annotated
        for (inst, spec), queues in zip(specs, snapshots):
            if not explain_all and spec.counts[TENSOR] < 0:
                # Nothing to explain: the spec itself (a non-final walk's has only its
                # counts, and no walk changes a spec once planned; annotate shares them
                # alike).
                out.append((inst, spec))
                continue
            while body[i][0] is not inst:
                i += 1
            _inst, info, reads, _checks = body[i]
            notes = {}
            self.required(inst, info, queues, notes, reads)
            final_spec = WaitSpec(spec.counts, n)
            for c in self.crange:
                w = spec.counts[c]
                if w >= 0 and (explain_all or c == TENSOR):
                    self._explain(final_spec, c, w, queues[c], notes, info)
            out.append((inst, final_spec))
        return out

    def _explain(self, spec, c, w, qs, notes, info) -> None:
        """The provenance of ``spec``'s wait ``w`` on counter ``c`` (final walks):
        the entries it drains from ``qs`` (pre-trim), the tensor tokens, the
        bindings ``required`` noted."""
        allinfo = self.info
        drained = drained_entries(qs, w, allinfo, self.age_cap)
        if w and self.precise and self.dynamic and self.out_of_order(c, qs):
            # (lgkm-class-count) only what the class counts retire is drained
            kept = {op for q in self.class_trimmed(c, qs, w) for op in q.ops}
            drained = [d for d in drained if d.op not in kept]
        spec.drained[c] = drained
        if c == TENSOR:
            toks = set()
            for d in drained:
                toks.update(allinfo[d.op].tokens)
            if any(b.why == "loopCarriedTensorLoadsToKeep" for b in notes.get(c, ())):
                toks.update(info.tokens)
            spec.tokens = tuple(sorted(toks))
        spec.notes[c] = notes.get(c, [])


def _in_flight(checks, queues) -> bool:
    """Whether a (memop, counter) pair of simple ``checks`` is in flight in ``queues``:
    else ``required_simple`` finds no wait, which most instructions that read a memory
    result learn here at the cost of the lookups alone."""
    for s, c in checks:
        for q in queues[c]:
            # (count_from's cases without the call: true whenever count_from(s) > 0, as
            # it is 0 for an op neither listed, nor wild, nor saturated; a true answer
            # only lets required_simple look)
            if s in q.ops or q.wild or (q.sat and s in q.sat):
                return True
    return False


def _shadowed(state, recorded):
    """When ``state`` is the ``recorded`` state with its queues under other predecessors,
    copied or left out (the same contents: ops, distances, saturation, ages, frames), per
    counter None (the recorded queues) or the layout of ``state``'s queues, a
    (recorded index, predecessor) each; else None."""
    queues, last, since = state
    old_queues, old_last, old_since = recorded
    if last != old_last or since != old_since:
        return None
    layouts = []
    found = False
    for qs, old in zip(queues, old_queues):
        if qs == old:
            layouts.append(None)
            continue
        contents = [(o.key()[1:], o.ages) for o in old]
        layout = []
        for k, q in enumerate(qs):
            content = (q.key()[1:], q.ages)
            if k < len(old) and contents[k] == content:
                layout.append((k, q.pred))
                continue
            for j, other in enumerate(contents):
                if other == content:
                    layout.append((j, q.pred))
                    break
            else:
                return None
        layouts.append(tuple(layout))
        found = True
    return layouts if found else None


class _Relaid:
    """Recorded queues (per counter, as ``queues[c]``) in the ``layouts`` of _shadowed,
    each counter's laid out when first read: the queues a spliced wait was computed from
    are read again only for its provenance, so most are never laid out."""

    __slots__ = ("_queues", "_layouts", "_done")

    def __init__(self, queues, layouts):
        self._queues = queues
        self._layouts = layouts
        self._done: dict = {}

    def __getitem__(self, c: int) -> tuple:
        qs = self._done.get(c)
        if qs is None:
            layout = self._layouts[c]
            qs = self._queues[c]
            if layout is not None:
                qs = tuple(qs[j].with_pred(pred) for j, pred in layout)
            self._done[c] = qs
        return qs

    def __len__(self) -> int:
        return len(self._layouts)

    def __iter__(self):
        return (self[c] for c in range(len(self._layouts)))


def _with_copies(queues, layouts) -> tuple:
    """``queues`` (per counter, as recorded) in the ``layouts`` of _shadowed."""
    return tuple(qs if layout is None else tuple(qs[j].with_pred(pred) for j, pred in layout)
                 for qs, layout in zip(queues, layouts))
