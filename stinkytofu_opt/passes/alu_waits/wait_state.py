"""The SCHED_MODE 2 scoreboard of InsertWaitAluPass (spec alu-waits.md 5.4-5.8, 5.11).

Within a block the state counts issues with ordinals: per VA_VDST pipe and in the shared VA
order, per VM_VSRC FIFO, an upper bound (issued) and a lower bound (known complete); each
VGPR unit has a stamp with the ordinals of its last producer and reader. Per-stamp facts that
every issue would update (XDL issues since the stamp, an out-of-order pipe issued since, the
first XDL/TRANS or FLAT issued after it) are kept as snapshots of running totals, so one
issue costs O(operands), not O(stamps).

At block boundaries the state is a ``Boundary``: widths and per-unit ages (issues since),
dead entries dropped, ages and widths capped where a larger value cannot change any wait.
Boundaries are values: the CFG fixed point compares them, and ``merge`` is their join.
"""

from __future__ import annotations

CSMACC, DPMACC, TRANS, XDL = range(4)
PIPE_NAMES = ("CSMACC", "DPMACC", "TRANS", "XDL")
LDS, TEX = range(2)


class Limits:
    """The target's counts, and the caps derived from them."""

    def __init__(self, w):
        self.xdl_hide = w.xdl_va_vdst
        self.csmacc_hide = w.csmacc_va_vdst
        self.fifo_hide = (w.vm_vsrc_lds, w.vm_vsrc_tex)
        self.bridge = w.vm_vsrc_bridge
        self.max_va = w.max_va_vdst
        self.max_vm = w.max_vm_vsrc
        # Largest step of one issue (a scale pair issues twice).
        biggest = 2 * max(self.xdl_hide, self.csmacc_hide)
        self.xdl_sat = 2 * biggest
        # Any age at or above the cap waits as the cap does, or less strictly.
        self.va_cap = biggest + self.max_va + 2
        self.vm_cap = max(*self.fifo_hide, self.bridge) + self.max_vm + 2


class Stamp:
    __slots__ = ("va", "vas", "last", "exec", "xdl_base", "xdl_snap", "unmod_base",
                 "unmod_snap", "anchor_base", "anchor_snap", "vm", "paired", "flat_base",
                 "flat_snap")

    def __init__(self):
        self.va = [0, 0, 0, 0]
        self.vas = 0
        self.last = -1          # pipe of the newest VA producer (-1: paths disagree)
        self.exec = False       # that producer wrote EXEC: later issues may be skipped
        self.xdl_base = 0
        self.xdl_snap = 0
        self.unmod_base = False
        self.unmod_snap = 0
        self.anchor_base = 0
        self.anchor_snap = 0
        self.vm = [0, 0]
        self.paired = False
        self.flat_base = None
        self.flat_snap = 0


class WalkState:
    """The mutable scoreboard of one block walk."""

    def __init__(self, lim: Limits):
        self.lim = lim
        self.ub = [0, 0, 0, 0]
        self.lb = [0, 0, 0, 0]
        self.vub = 0
        self.vlb = 0
        self.fub = [0, 0]
        self.flb = [0, 0]
        self.lds_unpaired_floor = 0   # LDS reads up to here completed (s_wait_dscnt 0)
        self.exec_floor = 0           # shared ordinals up to here retired by va_vdst(0)
        self.seen = False
        self.inc = 1
        self.mixed = False
        self.xdl_total = 0
        self.unmod_total = 0
        self.anchor_events: list[int] = []
        self.flat_events: list[tuple[int, int]] = []
        self.stamps: dict = {}

    # ---- facts of a stamp -------------------------------------------------------------
    def xdl_since(self, s: Stamp) -> int:
        return min(self.lim.xdl_sat, s.xdl_base + self.xdl_total - s.xdl_snap)

    def unmodeled(self, s: Stamp) -> bool:
        return s.unmod_base or self.unmod_total > s.unmod_snap

    def next_anchor(self, s: Stamp) -> int:
        if s.anchor_base:
            return s.anchor_base
        return self.anchor_events[s.anchor_snap] if s.anchor_snap < len(self.anchor_events) \
            else 0

    def flat_anchor(self, s: Stamp):
        if s.flat_base is not None:
            return s.flat_base
        return self.flat_events[s.flat_snap] if s.flat_snap < len(self.flat_events) else None

    def va_live(self, s: Stamp, p: int) -> bool:
        return s.va[p] > self.lb[p]

    def vm_live(self, s: Stamp, f: int) -> bool:
        if s.vm[f] <= self.flb[f]:
            return False
        return not (f == LDS and not s.paired and s.vm[f] <= self.lds_unpaired_floor)

    def va_in_flight(self) -> bool:
        return any(u > l for u, l in zip(self.ub, self.lb))

    def vm_in_flight(self) -> bool:
        return any(u > l for u, l in zip(self.fub, self.flb))

    # ---- waits ------------------------------------------------------------------------
    def va_wait(self, unit, shared: bool, next_wmma: bool) -> int | None:
        """Rule W-V for VA_VDST: the count to wait for so that the producer of ``unit`` has
        written (or, with source tracking, read) it; None: no wait."""
        s = self.stamps.get(unit)
        if s is None:
            return None
        lim = self.lim
        best = None
        refine = not self.mixed
        # Issue order across pipes holds only between XDL and CSMACC producers.
        ordered = not s.va[DPMACC] and not s.va[TRANS]
        # A wait for the shared count retired a CSMACC producer whose successors all
        # complete after it (rule W-V2); it proves nothing for an XDL producer, whose
        # later CSMACC work may co-issue and finish first. Likewise a wait for the count
        # from the next XDL/TRANS issue retired an XDL producer.
        retired = set()
        if ordered and not self.unmodeled(s):
            if shared and s.last == CSMACC and (s.vas == 0 or s.vas <= self.vlb):
                retired.add(CSMACC)
            if next_wmma and s.last == XDL and 0 < self.next_anchor(s) <= self.vlb:
                retired.add(XDL)
        if s.exec:
            # EXEC may have skipped every later VALU, so no count but 0 retires it
            return 0 if s.vas > self.exec_floor else None
        for p in range(4):
            if not self.va_live(s, p) or p in retired:
                continue
            f = self.ub[p] - s.va[p]
            if p == CSMACC and refine:
                if self.unmodeled(s):
                    pass
                elif self.seen and lim.csmacc_hide and \
                        self.xdl_since(s) >= lim.csmacc_hide * self.inc:
                    continue
                elif shared and ordered and s.last == CSMACC:
                    f = self.vub - s.vas
            elif p == XDL and refine:
                if self.seen and lim.xdl_hide and f >= lim.xdl_hide * self.inc:
                    continue
                anchor = self.next_anchor(s)
                if next_wmma and ordered and s.last == XDL and not self.unmodeled(s) \
                        and anchor > self.vlb and self.vub - anchor > f:
                    f = self.vub - anchor
            best = f if best is None else min(best, f)
        return None if best is None else min(best, lim.max_va)

    def vm_wait(self, unit) -> int | None:
        """Rule W-V for VM_VSRC: the count to wait for so that every memory read of
        ``unit`` has read it; None: no wait."""
        s = self.stamps.get(unit)
        if s is None:
            return None
        lim = self.lim
        live = [f for f in (LDS, TEX) if s.vm[f] and self.vm_live(s, f)]
        if not live:
            return None
        if s.paired and len(live) < 2:
            return None         # one op: retired from one FIFO is retired
        follow = {f: self.fub[f] - s.vm[f] for f in live}
        hidden = [f for f in live if follow[f] >= lim.fifo_hide[f]]
        if hidden:
            if s.paired:
                return None
            live = [f for f in live if f not in hidden]
            if not live:
                return None
        anchor = self.flat_anchor(s)
        if anchor is not None and any(anchor[f] > s.vm[f] for f in live):
            if any(anchor[f] <= self.flb[f] for f in (LDS, TEX)) or \
                    any(self.fub[f] - anchor[f] >= lim.bridge for f in (LDS, TEX)):
                return None
        if s.paired:
            f_count = max(follow[f] for f in live)
        else:
            f_count = min(follow[f] for f in live)
        return min(f_count, lim.max_vm)

    def apply_va(self, n: int) -> None:
        if n == 0:
            self.exec_floor = self.vub
        self.vlb = max(self.vlb, self.vub - n)
        for p in range(4):
            self.lb[p] = max(self.lb[p], self.ub[p] - n)

    def apply_vm(self, n: int) -> None:
        for f in (LDS, TEX):
            self.flb[f] = max(self.flb[f], self.fub[f] - n)

    def drain_lds_reads(self) -> None:
        """A completed ``s_wait_dscnt 0``: every LDS-only read has read its sources."""
        self.lds_unpaired_floor = self.fub[LDS]

    # ---- producing --------------------------------------------------------------------
    def _stamp(self, unit) -> Stamp:
        s = self.stamps.get(unit)
        if s is None:
            s = self.stamps[unit] = Stamp()
            s.xdl_snap = self.xdl_total
            s.unmod_snap = self.unmod_total
            s.anchor_snap = len(self.anchor_events)
            s.flat_snap = len(self.flat_events)
        return s

    def produce_va(self, pipe: int, inc: int, units, writes_exec: bool = False) -> None:
        """Rule W-P1: a VA_VDST event on ``pipe`` stamps ``units``."""
        self.ub[pipe] += inc
        self.vub += inc
        if pipe == XDL:
            if not self.seen:
                self.seen, self.inc = True, inc
            elif inc != self.inc:
                self.mixed = True
            self.xdl_total += inc
        if pipe in (DPMACC, TRANS):
            self.unmod_total += 1
        if pipe in (XDL, TRANS):
            self.anchor_events.append(self.vub - inc)
        for unit in units:
            s = self._stamp(unit)
            s.va[pipe] = self.ub[pipe]
            s.vas = self.vub
            s.last = pipe
            s.exec = writes_exec
            s.xdl_base, s.xdl_snap = 0, self.xdl_total
            s.unmod_base, s.unmod_snap = False, self.unmod_total
            s.anchor_base, s.anchor_snap = 0, len(self.anchor_events)

    def produce_vm(self, fifos: tuple[int, ...], units) -> None:
        """Rule W-P3: a memory op reading the VGPR ``units`` enters ``fifos``."""
        tickets = {}
        for f in fifos:
            self.fub[f] += 1
            tickets[f] = self.fub[f]
        both = len(fifos) == 2
        if both:
            self.flat_events.append((tickets[LDS], tickets[TEX]))
        for unit in units:
            s = self._stamp(unit)
            if s.paired and not both:
                s.vm = [0, 0]
            for f in fifos:
                s.vm[f] = tickets[f]
            s.paired = both
            s.flat_base, s.flat_snap = None, len(self.flat_events)

    # ---- boundaries -------------------------------------------------------------------
    def boundary(self) -> "Boundary":
        lim = self.lim
        va_w = tuple(min(u - l, lim.va_cap) for u, l in zip(self.ub, self.lb))
        vs_w = min(self.vub - self.vlb, lim.va_cap)
        vm_w = tuple(min(u - l, lim.vm_cap) for u, l in zip(self.fub, self.flb))

        def va_age(p, ordinal, exec_):
            if ordinal <= self.lb[p] and not exec_:
                return None
            return min(self.ub[p] - ordinal, lim.va_cap - 1)

        stamps = []
        for unit, s in self.stamps.items():
            exec_live = s.exec and s.vas > self.exec_floor
            va = tuple(va_age(p, s.va[p], exec_live) if s.va[p] and (exec_live or not s.exec)
                       else None for p in range(4))
            has_va = any(a is not None for a in va)
            vas = anchor = None
            xdl = 0
            unmod = False
            last, exec_ = -1, False
            if has_va:
                last, exec_ = s.last, s.exec
                if s.vas > self.vlb or exec_live:
                    vas = min(self.vub - s.vas, lim.va_cap - 1)
                a = self.next_anchor(s)
                if a > self.vlb:
                    anchor = min(self.vub - a, lim.va_cap - 1)
                xdl = self.xdl_since(s)
                unmod = self.unmodeled(s)
            vm = tuple(min(self.fub[f] - s.vm[f], lim.vm_cap - 1)
                       if s.vm[f] and self.vm_live(s, f) else None for f in (LDS, TEX))
            paired = s.paired
            flat = None
            if paired and None in vm:
                vm = (None, None)
            if any(a is not None for a in vm):
                fa = self.flat_anchor(s)
                if fa is not None:
                    if any(fa[f] <= self.flb[f] for f in (LDS, TEX)) and \
                            any(vm[f] is not None and fa[f] > s.vm[f] for f in (LDS, TEX)):
                        vm = (None, None)       # a retired anchor proves the older read done
                    else:
                        flat = tuple(min(self.fub[f] - fa[f], lim.vm_cap - 1) for f in (LDS, TEX))
            else:
                paired = False
            if not has_va and vm == (None, None):
                continue
            stamps.append((unit, (va, vas, xdl, unmod, anchor, vm, paired, flat, last, exec_)))
        stamps.sort()
        # an EXEC producer outlives the pipe windows: keep the windows around it
        for _, fields in stamps:
            if fields[9]:
                va_w = tuple(w if a is None else max(w, a + 1) for w, a in zip(va_w, fields[0]))
                if fields[1] is not None:
                    vs_w = max(vs_w, fields[1] + 1)
        return Boundary(va_w, vs_w, vm_w, _form(self.seen, self.inc, self.mixed),
                        tuple(stamps))


class Boundary:
    """The scoreboard at a block boundary, as ages; hashable and comparable."""

    __slots__ = ("va_w", "vs_w", "vm_w", "form", "stamps", "_key")

    def __init__(self, va_w, vs_w, vm_w, form, stamps):
        self.va_w, self.vs_w, self.vm_w, self.form, self.stamps = va_w, vs_w, vm_w, form, stamps
        self._key = (va_w, vs_w, vm_w, form, stamps)

    def __eq__(self, other) -> bool:
        return isinstance(other, Boundary) and self._key == other._key

    def __hash__(self):
        return hash(self._key)

    def start(self, lim: Limits) -> WalkState:
        """A walk state equal to this boundary."""
        st = WalkState(lim)
        st.ub = list(self.va_w)
        st.vub = self.vs_w
        st.fub = list(self.vm_w)
        st.seen, st.inc, st.mixed = self.form
        for unit, (va, vas, xdl, unmod, anchor, vm, paired, flat, last, exec_) in self.stamps:
            s = Stamp()
            s.va = [st.ub[p] - a if a is not None else 0 for p, a in enumerate(va)]
            s.vas = st.vub - vas if vas is not None else 0
            s.xdl_base = xdl
            s.last, s.exec = last, exec_
            s.unmod_base = unmod
            s.anchor_base = st.vub - anchor if anchor is not None else 0
            s.vm = [st.fub[f] - a if a is not None else 0 for f, a in enumerate(vm)]
            s.paired = paired
            s.flat_base = tuple(st.fub[f] - a for f, a in enumerate(flat)) \
                if flat is not None else None
            st.stamps[unit] = s
        return st


EMPTY_FORM = (False, 1, False)


def _form(seen: bool, inc: int, mixed: bool) -> tuple:
    """The XDL form latch; a mixed form's step is never read, so it is not kept."""
    return (seen, 1 if mixed or not seen else inc, mixed)


def empty_boundary() -> Boundary:
    return Boundary((0, 0, 0, 0), 0, (0, 0), EMPTY_FORM, ())


def merge(a: Boundary, b: Boundary) -> Boundary:
    """The join of two boundaries (rule W-G2): the wider in-flight window, the younger
    (stricter) age of each entry; a flag or anchor survives only where every side that has
    the entry agrees."""
    if a == b:
        return a
    va_w = tuple(map(max, a.va_w, b.va_w))
    vs_w = max(a.vs_w, b.vs_w)
    vm_w = tuple(map(max, a.vm_w, b.vm_w))
    (sa, ia, ma), (sb, ib, mb) = a.form, b.form
    form = _form(sa or sb, ia if sa else ib, ma or mb or (sa and sb and ia != ib))
    table: dict = {}
    for unit, fields in a.stamps:
        table[unit] = [fields]
    for unit, fields in b.stamps:
        table.setdefault(unit, []).append(fields)
    stamps = []
    for unit in sorted(table):
        sides = table[unit]
        if len(sides) == 1:
            stamps.append((unit, sides[0]))
            continue
        stamps.append((unit, _merge_stamp(sides[0], sides[1])))
    return Boundary(va_w, vs_w, vm_w, form, tuple(stamps))


def _min(x, y):
    if x is None:
        return y
    if y is None:
        return x
    return min(x, y)


def _merge_stamp(x, y):
    va_x, vas_x = x[0], x[1]
    va_y, vas_y = y[0], y[1]
    vm_x, vm_y = x[5], y[5]
    has_va = [any(v is not None for v in side) for side in (va_x, va_y)]
    has_vm = [any(v is not None for v in side) for side in (vm_x, vm_y)]
    va = tuple(map(_min, va_x, va_y))
    vas = _min(vas_x, vas_y)
    va_sides = [s for s, h in zip((x, y), has_va) if h]
    xdl = min(s[2] for s in va_sides) if va_sides else 0
    unmod = any(s[3] for s in va_sides)
    anchors = [s[4] for s in va_sides]
    anchor = None if not anchors or None in anchors else min(anchors)
    vm = tuple(map(_min, vm_x, vm_y))
    vm_sides = [s for s, h in zip((x, y), has_vm) if h]
    paired = bool(vm_sides) and all(s[6] for s in vm_sides)
    flats = [s[7] for s in vm_sides]
    flat = None if not flats or None in flats else tuple(map(min, *flats)) \
        if len(flats) > 1 else flats[0]
    lasts = {s[8] for s in va_sides}
    last = lasts.pop() if len(lasts) == 1 else -1
    exec_ = any(s[9] for s in va_sides)
    return (va, vas, xdl, unmod, anchor, vm, paired, flat, last, exec_)
