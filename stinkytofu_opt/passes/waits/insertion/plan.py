"""The wait-count dataflow's values: the waits planned before an instruction or at a
predecessor's tail (``WaitSpec``, ``TailDrain``, ``Plan``), the state at a block boundary
(``State``) and what one block walk leaves for the next (``WalkTrace``).
"""

from __future__ import annotations

from stinkytofu_opt.passes.waits.insertion.classify import MAX_IN_FLIGHT, NUM_COUNTERS, UNUSED

_NOT_UNUSED = UNUSED.__lt__      # count -> whether it is a wait (UNUSED is -1)


def iteration_cap(num_blocks: int) -> int:
    return min(256, max(MAX_IN_FLIGHT + 8, 2 * num_blocks))



class WaitSpec:
    """Waits to emit before one instruction (or at a predecessor's tail):
    one immediate per counter (-1 = none), the tensor tokens drained, and the
    provenance of each wait (provenance.py): ``notes[c]`` the bindings that
    fixed the count, ``drained[c]`` every queue entry the wait retires."""

    __slots__ = ("counts", "tokens", "_notes", "_drained")

    def __init__(self, counts=None, n=NUM_COUNTERS):
        self.counts = list(counts) if counts is not None else [UNUSED] * n
        self.tokens: tuple = ()
        # made when first asked for: the sweeps make tens of thousands of specs that
        # only a final walk (or an optimizer) explains
        self._notes: dict | None = None
        self._drained: dict | None = None

    @property
    def notes(self) -> dict:
        if self._notes is None:
            self._notes = {}
        return self._notes

    @property
    def drained(self) -> dict:
        if self._drained is None:
            self._drained = {}
        return self._drained

    def drained_on(self, c: int):
        """``drained[c]``, or () (without making the dict when nothing was recorded)."""
        drained = self._drained
        return drained.get(c, ()) if drained else ()

    def valid(self) -> bool:
        return any(map(_NOT_UNUSED, self.counts))

    def copy(self) -> "WaitSpec":
        s = WaitSpec(self.counts)
        s.tokens = self.tokens
        if self._notes:
            s._notes = dict(self._notes)
        if self._drained:
            s._drained = dict(self._drained)
        return s

    def __repr__(self) -> str:  # pragma: no cover
        return "WaitSpec(" + ", ".join(f"{c}={v}" for c, v in
                                       enumerate(self.counts) if v >= 0) + ")"


class State:
    """Dataflow state at a block boundary: per counter, a tuple of queues.

    The reference also keeps, per PHI, the wait its incoming memops would need
    (spec waitcnt-passes.md 4.4) and compares them with the queues; no wait is
    read from them, so they are left out: they only cost memory (60 PHIs per
    join in 5,000 nested ifs) and sweeps."""

    __slots__ = ("queues",)

    def __init__(self, queues=None):
        self.queues = queues if queues is not None else [()] * NUM_COUNTERS

    def copy(self) -> "State":
        return State(list(self.queues))

    def __eq__(self, other) -> bool:
        return self.queues == other.queues


class TailDrain:
    __slots__ = ("pred", "spec")

    def __init__(self, pred, spec: WaitSpec):
        self.pred = pred
        self.spec = spec


class WalkTrace:
    """What one block walk leaves for the next walk of the block (``walk_traced``):
    ``points``, instruction index -> ((queues, last, since), plan length) every
    ``CHECKPOINT_EVERY`` instructions; its ``plan``; ``snapshots``, per plan entry
    the queues the wait was computed from; ``exit``, the exit queues; ``final``,
    whether the plan's specs carry provenance (a final walk's); ``usable_from``, the
    first checkpoint a walk may take the rest of this one at (the finalize replay
    reuses the solver's walks past the last wait promotion changed)."""

    __slots__ = ("points", "plan", "snapshots", "exit", "final", "usable_from")

    def __init__(self, points, plan, snapshots, exit_queues, final=False, usable_from=0):
        self.points = points
        self.plan = plan
        self.snapshots = snapshots
        self.exit = exit_queues
        self.final = final
        self.usable_from = usable_from

    def usable_after(self, index: int) -> "WalkTrace":
        """This trace, to be spliced only at checkpoints after instruction ``index``."""
        return WalkTrace(self.points, self.plan, self.snapshots, self.exit, self.final,
                         index + 1)


class Plan:
    def __init__(self):
        self.anchors: dict = {}          # instruction -> WaitSpec
        self.tail_drains: list[TailDrain] = []

