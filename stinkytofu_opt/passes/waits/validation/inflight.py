"""The validator's state on one counter: which operations may be in flight, and how old.

An entry is keyed by ``(identity, live register units, live LDS tokens)``; its value is
``(younger stamp, class stamp, producer, event)``. The identity is the producer
instruction, or, for a *group*, a :class:`Group` standing for every producer with the
same facts (:func:`group_signature`). Ages are kept as stamps against running issue counts,
so issuing an operation is O(1) however many are in flight:

* younger = operations issued on the counter since the entry (``issued - stamp``);
* class age = operations of the entry's ordered class issued since it.

Entries whose registers are all overwritten are folded into their group: what a check
reads of them (event, tokens, DS flags, the smallest ages) is the same for every member,
so this loses nothing but the other members' names. A join keeps the minimum of both
ages per entry (an operation is as young as on its youngest path). Two indexes keep the
per-instruction work proportional to what the instruction touches: live register unit ->
entries, and the entries whose LDS tokens a later write may redefine.
"""

from __future__ import annotations

from stinkytofu_opt.machine.facts import ALL_TOKENS

NO_UNITS = frozenset()
EMPTY = ({}, 0)   # the snapshot of an empty queue


def group_signature(producer_facts, event) -> tuple:
    """What the checks read of a producer on one counter: producers with the same
    signature are interchangeable once their registers are dead."""
    f = producer_facts
    tokens = f.tokens if (f.is_ds or f.async_store) else None
    return (event, tokens, f.is_ds, f.ds_read or f.ds_atomic, f.async_store)


class Group:
    """The identity of a group entry: one object per signature (see ``Groups``), so keys
    hash by identity."""

    __slots__ = ("signature",)

    def __init__(self, signature: tuple):
        self.signature = signature


class Groups:
    """Interns one ``Group`` per signature."""

    def __init__(self):
        self._groups: dict[tuple, Group] = {}

    def of(self, producer_facts, event) -> Group:
        signature = group_signature(producer_facts, event)
        group = self._groups.get(signature)
        if group is None:
            group = self._groups[signature] = Group(signature)
        return group


def is_group(key) -> bool:
    return type(key[0]) is Group


class InFlightQueue:
    __slots__ = ("entries", "issued", "class_issued", "kinds", "unordered", "by_unit",
                 "token_keys", "depth")

    def __init__(self):
        self.entries: dict = {}
        self.issued = 0
        self.class_issued: dict = {}
        self.kinds: dict = {}          # event kind -> entries of it
        self.unordered = 0             # entries of out-of-order events
        self.by_unit: dict = {}        # register unit -> {key: None}, in insertion order
        self.token_keys: dict = {}     # keys whose live tokens a write can redefine
        self.depth = 0                 # most operations in flight on any path (dot-cfg)

    # -- ages ---------------------------------------------------------------

    def younger(self, value) -> int:
        return self.issued - value[0]

    def class_age(self, value) -> int:
        return self.class_issued.get(value[3].order, 0) - value[1]

    def ages(self, value) -> tuple[int, int]:
        return self.issued - value[0], self.class_issued.get(value[3].order, 0) - value[1]

    # -- membership -----------------------------------------------------------

    def out_of_order(self) -> bool:
        """Only a wait of 0 is exact now: an out-of-order event is pending, or events of
        more than one kind are."""
        return self.unordered > 0 or len(self.kinds) > 1

    def put(self, key, value) -> None:
        """Insert ``key``, or lower the ages of an existing entry to the younger of both
        (keeping the producer of the younger one)."""
        old = self.entries.get(key)
        if old is not None:
            if value[0] > old[0] or value[1] > old[1]:
                producer = value[2] if value[0] > old[0] else old[2]
                self.entries[key] = (max(old[0], value[0]), max(old[1], value[1]),
                                     producer, old[3])
            return
        self.entries[key] = value
        event = value[3]
        self.kinds[event.kind] = self.kinds.get(event.kind, 0) + 1
        if event.unordered:
            self.unordered += 1
        for unit in key[1]:
            bucket = self.by_unit.get(unit)
            if bucket is None:
                bucket = self.by_unit[unit] = {}
            bucket[key] = None
        live = key[2]
        if live is not ALL_TOKENS and live:
            self.token_keys[key] = None

    def remove(self, key):
        value = self.entries.pop(key)
        event = value[3]
        left = self.kinds[event.kind] - 1
        if left:
            self.kinds[event.kind] = left
        else:
            del self.kinds[event.kind]
        if event.unordered:
            self.unordered -= 1
        for unit in key[1]:
            bucket = self.by_unit[unit]
            del bucket[key]
            if not bucket:
                del self.by_unit[unit]
        self.token_keys.pop(key, None)
        return value

    def clear(self) -> None:
        self.entries.clear()
        self.kinds.clear()
        self.unordered = 0
        self.by_unit.clear()
        self.token_keys.clear()

    def in_order(self, keys):
        """``keys`` (a container) in the queue's insertion order, so that every choice
        among entries is deterministic."""
        return [key for key in self.entries if key in keys]

    # -- transfer ---------------------------------------------------------------

    def retire_older(self, keep: int) -> None:
        """A wait ``keep`` on an in-order queue: drop what has ``keep`` younger ones."""
        limit = self.issued - keep
        for key in [k for k, v in self.entries.items() if v[0] <= limit]:
            self.remove(key)

    def retire_class(self, order, age: int) -> None:
        """Drop the entries of ordered class ``order`` with ``age`` younger ones of it."""
        limit = self.class_issued.get(order, 0) - age
        for key in [k for k, v in self.entries.items() if v[1] <= limit and v[3].order == order]:
            self.remove(key)

    def issue(self, key, producer, event, max_depth: int) -> None:
        self.issued += 1
        if event.order is not None:
            self.class_issued[event.order] = self.class_issued.get(event.order, 0) + 1
        self.depth = min(self.depth + 1, max_depth)
        # Re-issued while an older instance is in flight (a loop): the new one is younger.
        self.put(key, (self.issued, self.class_issued.get(event.order, 0), producer, event))

    def rekey(self, key, new_key) -> None:
        self.put(new_key, self.remove(key))

    # -- joins -------------------------------------------------------------------

    def snapshot(self) -> tuple[dict, int]:
        """The exit state: key -> (younger, class age, producer, event), and the depth."""
        if not self.entries:
            return EMPTY if not self.depth else ({}, self.depth)
        class_issued = self.class_issued
        issued = self.issued
        return ({key: (issued - v[0], class_issued.get(v[3].order, 0) - v[1], v[2], v[3])
                 for key, v in self.entries.items()}, self.depth)

    def join(self, snapshot) -> None:
        """Add a predecessor's exit state (the queue starts at issue count 0, so an age
        a becomes the stamp -a)."""
        entries, depth = snapshot
        if not entries and not depth:
            return
        for key, (younger, class_age, producer, event) in entries.items():
            self.put(key, (-younger, -class_age, producer, event))
        if depth > self.depth:
            self.depth = depth

    def copy(self) -> InFlightQueue:
        q = InFlightQueue.__new__(InFlightQueue)
        q.entries = dict(self.entries)
        q.issued = self.issued
        q.class_issued = dict(self.class_issued)
        q.kinds = dict(self.kinds)
        q.unordered = self.unordered
        q.by_unit = {unit: dict(bucket) for unit, bucket in self.by_unit.items()}
        q.token_keys = dict(self.token_keys)
        q.depth = self.depth
        return q


def same_ages(a, b, with_depth: bool) -> bool:
    """Whether two snapshots hold the same entries with the same ages (the producers
    named for groups do not matter for the fixed point), and with ``with_depth`` the
    same depth."""
    if (with_depth and a[1] != b[1]) or len(a[0]) != len(b[0]):
        return False
    other = b[0]
    for key, value in a[0].items():
        v = other.get(key)
        if v is None or v[0] != value[0] or v[1] != value[1]:
            return False
    return True


def summarize(queue: InFlightQueue, signature_of) -> InFlightQueue:
    """``queue`` with every entry folded into its group, registers and live tokens
    united, ages the minimum: conservative (a consumer of any member's register needs
    the wait of the youngest member), and bounded by the number of distinct
    signatures. ``signature_of(producer, event)`` gives the group."""
    merged: dict = {}
    for key, value in queue.entries.items():
        gid = key[0] if is_group(key) else signature_of(value[2], value[3])
        units, live, best = merged.get(gid, (NO_UNITS, NO_UNITS, None))
        units = units | key[1]
        if live is ALL_TOKENS or key[2] is ALL_TOKENS:
            live = ALL_TOKENS
        else:
            live = live | key[2]
        if best is None:
            best = value
        elif value[0] > best[0] or value[1] > best[1]:
            best = (max(best[0], value[0]), max(best[1], value[1]),
                    value[2] if value[0] > best[0] else best[2], best[3])
        merged[gid] = (units, live, best)
    out = InFlightQueue()
    out.issued = queue.issued
    out.class_issued = dict(queue.class_issued)
    out.depth = queue.depth
    for gid, (units, live, value) in merged.items():
        out.put((gid, units, live), value)
    return out
