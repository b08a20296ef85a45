"""Use-def chains in SSA form over 32-bit register units.

``build_use_def`` links every instruction to the instructions that define
the register units it reads (``inst.sources``), inserting ``PHI``
pseudo-instructions where definitions from different paths meet. A unit is
one 32-bit register (``v[0:3]`` is four units) or one LDS token pseudo
register (``LDS<t>``).

The construction is the classic one: PHIs at the iterated dominance
frontier of each unit's definition blocks, then one walk of the dominator
tree that carries the reaching definitions down with an undo log. Only
units read before being written in some block ("non-local" units) get
PHIs, and PHIs nothing reads are deleted afterwards, so the cost stays
close to linear in the number of operands.
"""

from __future__ import annotations

from stinkytofu_opt.analysis.cfg import CFGInfo
from stinkytofu_opt.analysis.gcpause import gc_paused
from stinkytofu_opt.ir.core import NO_SOURCES, Block, Function, Instruction
from stinkytofu_opt.machine.registers import READ_DESTS, accessed_operands, written_operands
from stinkytofu_opt.ir.operands import Register

PHI = "PHI"
_ENTRY = object()       # (a unit no definition in the block reaches yet)


def is_phi(item) -> bool:
    return isinstance(item, Instruction) and item.opcode == PHI


def remove_phis(function: Function) -> None:
    """Delete every PHI instruction of the function."""
    # (is_phi inlined: this scans every item of the function twice per insertion)
    for block in function.blocks:
        items = block.items
        for item in items:
            if item.__class__ is Instruction and item.opcode == PHI:
                block.items = [i for i in items
                               if not (i.__class__ is Instruction and i.opcode == PHI)]
                break


def remove_leading_phis(function: Function) -> None:
    """Delete the PHIs that lead their blocks: after a build on a function that had no
    PHIs, every PHI it has (a build inserts them at the start of their blocks). Reads
    the first items of each block only, not every item as ``remove_phis``."""
    for block in function.blocks:
        items = block.items
        count = 0
        for item in items:
            if item.__class__ is not Instruction or item.opcode != PHI:
                break
            count += 1
        if count:
            block.items = items[count:]


class _UnitCodes:
    """The register units of one build as small ints: the build's dicts and sets hash
    and compare an int faster than a (kind, index) tuple. LDS token units get negative
    codes, so the write-after-write record tells them apart at once."""

    def __init__(self):
        self._codes: dict[tuple, int] = {}
        self._units: dict[int, tuple] = {}

    def code(self, unit: tuple) -> int:
        code = self._codes.get(unit)
        if code is None:
            code = len(self._codes)
            if unit[0] == "LDS":
                code = -code - 1
            self._codes[unit] = code
            self._units[code] = unit
        return code

    def unit(self, code: int) -> tuple:
        return self._units[code]


class _Units:
    """Operands -> the codes of their units, memoised by identity: operands are immutable
    values, and the readers share one tuple per operand list spelled alike (and one
    operand per spelling) between instructions, so a large kernel hits a few thousand
    entries (building unit lists is the hot spot on large kernels). A memoised tuple is
    kept in the memo, so its identity cannot be reused while the build lasts; other
    sequences (lists built per call) are looked up operand by operand. With ``only``
    (unit codes), units outside that set are left out."""

    def __init__(self, include_pseudo: bool, codes: _UnitCodes, only: set | None = None):
        self.include_pseudo = include_pseudo
        self.codes = codes
        self.only = only
        self._memo: dict[int, tuple] = {}       # id(operand) -> its units
        # id(tuple of operands) -> (it, its units): a hot loop may look here first
        self.known: dict[int, tuple] = {}

    def of(self, operands) -> tuple:
        if operands.__class__ is tuple:
            hit = self.known.get(id(operands))
            if hit is None:
                hit = self.known[id(operands)] = (operands, self._of(operands))
            return hit[1]
        return self._of(operands)

    def _of(self, operands) -> tuple:
        memo = self._memo
        units = ()
        for op in operands:
            hit = memo.get(id(op))
            if hit is None:
                hit = memo[id(op)] = self._units(op)
            units += hit
        return units

    def _units(self, op) -> tuple:
        if type(op) is not Register or (op.is_pseudo and not self.include_pseudo):
            return ()
        units = [self.codes.code(u) for u in op.units()]
        if self.only is not None:
            units = [u for u in units if u in self.only]
        return tuple(units)


def build_use_def(function: Function, cfg: CFGInfo, *, include_pseudo: bool = True,
                  clear_existing: bool = True, defined_by=None, overwritten=None,
                  definers=None, link_only_definers: bool = False) -> None:
    """Fill ``inst.sources`` of every instruction and insert the PHIs needed.

    A PHI defines one unit and has one incoming value per predecessor, in
    predecessor order: ``phi.sources[i]`` defines the unit at the end of
    ``block.predecessors[i]`` (None if nothing does) and
    ``phi.phi_blocks[i]`` is that predecessor. With ``clear_existing``
    False, PHIs already in the function are kept (and re-linked).

    ``defined_by`` (a predicate on instructions) restricts the chains to the
    units some instruction it accepts writes: a client that only asks which
    of those instructions a read reaches (wait insertion: memory operations)
    skips the other units, which cannot lead to one. Every writer of a kept
    unit is still a definition. ``definers`` (instructions) says the same as a list:
    the instructions ``defined_by`` would accept, for a client that has them at hand.

    ``overwritten`` (a dict) receives, for every instruction that writes a kept register
    unit (not an LDS token) some definition reaches, the distinct definitions it
    overwrites (PHIs included): what a write-after-write rule asks. An instruction the tool does not model reads
    and writes every register it names (machine/registers.py).

    With ``definers`` and ``link_only_definers``, ``sources`` (PHIs' included) and
    ``overwritten`` name only definers and PHIs: another definition still ends the
    chains it overwrites, but is left out where it would be named (None in a PHI's
    incoming list). Wait insertion asks only which memory operations a read reaches.
    """
    with gc_paused():
        _build(function, cfg, include_pseudo, clear_existing, defined_by, overwritten,
               definers, link_only_definers)


def _build(function: Function, cfg: CFGInfo, include_pseudo: bool,
           clear_existing: bool, defined_by, overwritten=None, definers=None,
           link_only_definers: bool = False) -> None:
    if clear_existing:
        remove_phis(function)
    codes = _UnitCodes()
    only = None
    if definers is not None:
        every = _Units(include_pseudo, codes)
        only = {u for inst in definers for u in every.of(written_operands(inst))}
    elif defined_by is not None:
        every = _Units(include_pseudo, codes)
        only = {u for block in cfg.rpo for inst in block.items
                if isinstance(inst, Instruction) and inst.dests
                and (inst.opcode == PHI or defined_by(inst))
                for u in every.of(written_operands(inst))}
    units = _Units(include_pseudo, codes, only)
    # What an instruction's definitions are recorded as: itself, or None (not named).
    named = None
    if link_only_definers and definers is not None:
        named = set(definers)

    # 1. Per block: the units it defines, the units read before any write in it, and
    #    the chains inside it. An instruction whose every unit is defined earlier in
    #    its block is linked here; the others (reads the block's entry reaches) wait
    #    for the renaming walk, which so visits a few instructions per block, not all.
    def_blocks: dict[int, list[Block]] = {}
    non_local: set[int] = set()
    exposed_at: dict[Block, list] = {}      # block -> [(inst, uses, defs, the block's
    #                                          definitions of those units before inst)]
    defined_at: dict[Block, dict] = {}      # block -> unit -> its last definition there
    phis_at: dict[Block, dict[int, Instruction]] = {}
    units_of = units.of
    known = units.known.get
    read_dests = READ_DESTS.get
    for block in cfg.rpo:
        local: dict[int, Instruction] = {}
        kept: set[int] = set()            # units of kept PHIs (defined at the entry)
        exposed = []
        local_get = local.get
        for inst in block.items:
            if inst.__class__ is not Instruction:
                continue
            if inst.opcode == PHI:
                phi_units = units.of(inst.dests)
                if len(phi_units) != 1:
                    # A kept PHI that is not one unit this build chains (a pseudo
                    # register without include_pseudo, a unit outside ``only``, a
                    # wide or empty one): it stays in place and links nothing, and
                    # its readers are chained past it (PHIs are inserted as needed).
                    inst.sources = []
                    continue
                unit = phi_units[0]
                phis_at.setdefault(block, {})[unit] = inst
                if unit not in local and unit not in kept:
                    def_blocks.setdefault(unit, []).append(block)
                kept.add(unit)
                continue
            if inst.indexed is None and read_dests(inst.desc, True) == ():
                reads, writes = inst.srcs, inst.dests    # (accessed_operands, inlined)
            else:
                reads, writes = accessed_operands(inst)
            hit = known(id(reads))      # (units_of, inlined for the most common case)
            uses = hit[1] if hit is not None else units_of(reads)
            hit = known(id(writes))
            defs = hit[1] if hit is not None else units_of(writes)
            if not uses and not defs:     # nothing for the renaming walk to do
                inst.sources = NO_SOURCES
                continue
            missing = _link(inst, uses, defs, local_get, overwritten)
            if missing is not None:
                # units the block's entry reaches: the walk links it, with the
                # definitions inside the block so far
                for u in missing:
                    if u not in kept:
                        non_local.add(u)
                exposed.append((inst, uses, defs,
                                {u: local[u] for u in (*uses, *defs) if u in local}))
            if defs:
                d = inst if named is None or inst in named else None
                for u in defs:
                    local[u] = d
        for u in local:     # (the block defines these; a kept PHI's units are noted)
            if u not in kept:
                def_blocks.setdefault(u, []).append(block)
        exposed_at[block] = exposed
        defined_at[block] = local

    # 2. PHIs at the iterated dominance frontier of each non-local unit.
    frontier = cfg.frontier
    new_phis: list[Instruction] = []
    for unit, blocks in def_blocks.items():
        if unit not in non_local:
            continue
        work = list(blocks)
        placed: set[Block] = set()
        dests = None        # the unit's register, shared by its PHIs
        while work:
            for join in frontier[work.pop()]:
                if join in placed:
                    continue
                placed.add(join)
                at = phis_at.setdefault(join, {})
                if unit not in at:
                    if dests is None:
                        kind, index = codes.unit(unit)
                        dests = (Register(kind, index),)
                    at[unit] = phi = _make_phi(dests, join)
                    new_phis.append(phi)
                    work.append(join)  # the PHI is itself a definition

    # 3. Rename: walk the dominator tree carrying reaching definitions.
    _rename(cfg, exposed_at, defined_at, phis_at, overwritten)

    # 4. Keep only the new PHIs something reads (directly or through PHIs).
    _insert_live_phis(new_phis, exposed_at, phis_at, overwritten)


def _link(inst, uses, defs, reaching, overwritten):
    """Set ``inst.sources`` and its ``overwritten`` entry (when ``overwritten`` is a
    dict) from ``reaching(unit, _ENTRY)``, the definition reaching a unit of
    ``uses``/``defs`` at ``inst`` (None: none does, or one the build does not name).
    When it answers ``_ENTRY`` for some units (the block's entry reaches them), sets
    nothing and returns those units."""
    # The distinct reaching definitions in first-use order. The units of a wide operand
    # mostly share one definition: skip repeats of the last one instead of scanning the
    # list for each unit.
    sources = None      # (most instructions read no definition the build names)
    missing = None
    last = None
    for u in uses:
        d = reaching(u, _ENTRY)
        if d is _ENTRY:
            missing = [u] if missing is None else missing + [u]
        elif d is not last:
            last = d
            if d is not None:
                if sources is None:
                    sources = [d]
                elif d not in sources:
                    sources.append(d)
    replaced = None
    if overwritten is not None:
        for u in defs:
            d = reaching(u, _ENTRY)
            if d is _ENTRY:
                missing = [u] if missing is None else missing + [u]
            elif d is not None and u >= 0 and d is not inst:
                # (LDS token units, codes below 0, have their own rules)
                if replaced is None:
                    replaced = [d]
                elif d not in replaced:
                    replaced.append(d)
    if missing is not None:
        return missing
    inst.sources = sources if sources is not None else NO_SOURCES
    if replaced:
        overwritten[inst] = replaced
    return None


def _make_phi(dests: tuple, block: Block) -> Instruction:
    phi = Instruction(PHI, dests=dests, srcs=dests * len(block.predecessors))
    phi.phi_blocks = list(block.predecessors)
    phi.sources = [None] * len(block.predecessors)
    return phi


def _slots_by_predecessor(block: Block, phis) -> dict[Block, list[int]]:
    """Where each predecessor sits in ``block.predecessors`` (a block can
    appear twice, e.g. both arms of a branch to the same target). Also
    resets the incoming lists of the block's PHIs, kept ones included."""
    slots: dict[Block, list[int]] = {}
    for i, pred in enumerate(block.predecessors):
        slots.setdefault(pred, []).append(i)
    for phi in phis.values():
        phi.sources = [None] * len(block.predecessors)
        phi.phi_blocks = list(block.predecessors)
    return slots


def _rename(cfg: CFGInfo, exposed_at, defined_at, phis_at, overwritten=None) -> None:
    """Link the instructions that read or replace a definition reaching their block's
    entry, walking the dominator tree with the reaching definitions (and an undo log)."""
    pred_slots: dict[Block, dict[Block, list[int]]] = {}
    current: dict[int, Instruction] = {}
    undo: list[tuple] = []
    # Stack entries: a block to enter, or an int marking where to undo to.
    stack: list = [b for b in reversed(cfg.rpo) if cfg.idom[b] is None]
    while stack:
        top = stack.pop()
        if isinstance(top, int):
            while len(undo) > top:
                unit, previous = undo.pop()
                if previous is None:    # (absent, or a definition not named)
                    current.pop(unit, None)
                else:
                    current[unit] = previous
            continue
        block = top
        stack.append(len(undo))
        for unit, phi in phis_at.get(block, {}).items():
            undo.append((unit, current.get(unit)))
            current[unit] = phi
        get = current.get
        for inst, uses, defs, inside in exposed_at[block]:
            reaching = {u: get(u) for u in (*uses, *defs)}
            reaching.update(inside)
            _link(inst, uses, defs, reaching.get, overwritten)
        for u, d in defined_at[block].items():
            undo.append((u, get(u)))
            current[u] = d
        for succ in dict.fromkeys(block.successors):
            succ_phis = phis_at.get(succ)
            if not succ_phis:
                continue
            slots = pred_slots.get(succ)
            if slots is None:
                slots = pred_slots[succ] = _slots_by_predecessor(succ, succ_phis)
            for unit, phi in succ_phis.items():
                for i in slots[block]:
                    phi.sources[i] = current.get(unit)
        stack.extend(reversed(cfg.children(block)))


def _insert_live_phis(new_phis, exposed_at, phis_at, overwritten=None) -> None:
    """Insert the new PHIs that a non-PHI instruction reaches through a
    chain of sources; drop the rest (including PHIs feeding only themselves).
    Only the instructions linked by the renaming walk can read or replace a PHI: what
    an instruction's own block defines before it is never one."""
    if not new_phis:
        return
    fresh = set(map(id, new_phis))
    live: set[int] = set()
    work = []
    for exposed in exposed_at.values():
        for entry in exposed:
            inst = entry[0]
            work += [s for s in inst.sources if s.opcode == PHI]
            if overwritten:
                work += [d for d in overwritten.get(inst, ()) if d.opcode == PHI]
    work += [s for at in phis_at.values() for phi in at.values() if id(phi) not in fresh
             for s in phi.sources if s is not None and s.opcode == PHI]
    while work:
        phi = work.pop()
        if id(phi) in live:
            continue
        live.add(id(phi))
        work.extend(s for s in phi.sources if s is not None and s.opcode == PHI)
    for block, at in phis_at.items():
        new_here = [phi for phi in at.values() if id(phi) in live and id(phi) in fresh]
        if new_here:
            new_here.sort(key=lambda phi: (phi.dests[0].kind, phi.dests[0].index))
            block.items[:0] = new_here
