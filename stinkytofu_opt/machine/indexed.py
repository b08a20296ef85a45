"""Register-indexed access: the registers an instruction reaches through an index register.

* ``v_movrels*``/``s_movrels*`` read the source register plus M0, ``v_movreld*``/
  ``s_movreld*`` write the destination register plus M0, ``v_movrelsd*`` both (flags
  ``MovRelSrc``/``MovRelDst`` of the description; ``MovRelSplitIndex``: the source index is
  M0[9:0] and the destination index M0[25:16], as ``v_movrelsd_2_b32`` has them);
* between ``s_set_gpr_idx_on sX, gpr_idx(SRC0,SRC1,SRC2,DST)`` and ``s_set_gpr_idx_off``
  (gfx9, flags ``GprIdxOn``/``GprIdxOff``; ``GprIdxIdx`` sets the index, ``GprIdxMode``
  the mode), each VALU instruction's VGPR operands in the enabled positions are offset by
  the index.

The index is known where straight-line code of the block set it with an immediate
(``s_mov_b32 m0, 2``; ``s_mov_b32 s2, 3`` before ``s_set_gpr_idx_on s2, ...``): then the
offset registers replace the named ones, exactly. An M0 index bounded by a mask
(``s_and_b32 m0, s0, 7``, as LLVM writes a dynamic index into an 8-element vector) reaches
the registers from the named one plus 0 to the mask, and no others. Anywhere else (index set in another
block, by a computation, or a mode region entered from a path where it is not known) the
access may reach any register of the file: the whole file of the kind is read (source
indexing) or written (destination indexing). ``resolve_indexed`` records the result on
each instruction (``Instruction.indexed``: (operands read, operands written)), which
``registers.read_operands``/``written_operands`` return from then on.

A mnemonic the table lacks, or has without these flags, gets them from its family (the
``_FAMILY`` table below): register indexing is never missed because a table row is.
"""

from __future__ import annotations

import re

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import HexLit, IntLit, Register
from stinkytofu_opt.machine.registers import PSEUDO_OPCODES, named_reads, named_writes

# Mnemonic family -> register-indexing flags, a floor under the description's flags.
_FAMILY = (
    (("v_movrelsd_2",), frozenset(("MovRelSrc", "MovRelDst", "MovRelSplitIndex"))),
    (("v_movrelsd",), frozenset(("MovRelSrc", "MovRelDst"))),
    (("v_movrels", "s_movrels"), frozenset(("MovRelSrc",))),
    (("v_movreld", "s_movreld"), frozenset(("MovRelDst",))),
    (("s_set_gpr_idx_on",), frozenset(("GprIdxOn",))),
    (("s_set_gpr_idx_off",), frozenset(("GprIdxOff",))),
    (("s_set_gpr_idx_idx",), frozenset(("GprIdxIdx",))),
    (("s_set_gpr_idx_mode",), frozenset(("GprIdxMode",))),
)
INDEX_FLAGS = frozenset(("MovRelSrc", "MovRelDst", "MovRelSplitIndex", "GprIdxOn", "GprIdxOff",
                         "GprIdxIdx", "GprIdxMode"))
# Instructions that set a register to their immediate operand (the index's known value).
_CONSTANT_MOVES = frozenset(("s_mov_b32", "s_movk_i32"))
# Instructions whose result is at most their non-negative immediate operand (a mask).
_MASKS = frozenset(("s_and_b32",))
# The register file of each indexed kind, when no target says it: the largest any has.
_FILE = {"v": 1024, "s": 256}
_M0 = ("m", 0)
_MODE_BITS = {"SRC0": 1, "SRC1": 2, "SRC2": 4, "DST": 8}
ALL_MODES = 15

_FLAGS: dict = {}   # opcode -> (desc, the indexing flags of an instruction of both)


def index_flags(inst) -> frozenset:
    """The register-indexing flags of ``inst``: its description's, and its family's."""
    hit = _FLAGS.get(inst.opcode)
    if hit is not None and hit[0] is inst.desc:
        return hit[1]
    flags = inst.desc.flags & INDEX_FLAGS if inst.desc is not None else frozenset()
    for prefixes, family in _FAMILY:
        if inst.opcode.startswith(prefixes):
            flags = flags | family
            break
    _FLAGS[inst.opcode] = (inst.desc, flags)
    return flags


def _is_valu(inst) -> bool:
    desc = inst.desc
    if desc is not None:
        return desc.is_valu or inst.opcode.startswith("v_")
    return inst.opcode.startswith("v_")


class _Files:
    """The register file of each indexed kind on one target."""

    def __init__(self, target):
        self.size = {}
        for kind, default in _FILE.items():
            limit = target.register_limit(kind) if target is not None else None
            self.size[kind] = limit or default

    def whole(self, kind: str) -> Register:
        return Register(kind, 0, self.size[kind])

    def offset(self, reg: Register, by: tuple[int, int] | None) -> Register:
        """``reg`` moved by any index in the range ``by`` (lowest, highest): the registers
        it may reach; the whole file when ``by`` is unknown or the result leaves the file."""
        size = self.size.get(reg.unit_kind)
        if size is None:
            return reg
        if by is None or reg.index + by[0] < 0 or reg.index + by[1] + reg.count > size:
            return self.whole(reg.unit_kind)
        return Register(reg.kind, reg.index + by[0], reg.count + by[1] - by[0])


def _indexable(op) -> bool:
    return isinstance(op, Register) and not op.is_pseudo and op.unit_kind in _FILE


def _imm(inst) -> int | None:
    for s in inst.srcs:
        if isinstance(s, (IntLit, HexLit)):
            return s.value
    return None


def _gpr_idx_mode(inst) -> int:
    """The mode bits of ``s_set_gpr_idx_on``/``_mode``: the ``gpr_idx(...)`` operand of the
    assembly, or an immediate; every position when neither can be read."""
    asm = inst.mod("asm") if inst.mods else None
    text = asm.get("text") if asm is not None else None
    if isinstance(text, str):
        m = re.search(r"gpr_idx\(([^)]*)\)", text)
        if m:
            bits = 0
            for word in m.group(1).split(","):
                bit = _MODE_BITS.get(word.strip().upper())
                if bit is None:
                    return ALL_MODES
                bits |= bit
            return bits
    value = _imm(inst)
    if value is not None:
        return value & ALL_MODES
    return ALL_MODES


class _State:
    """What straight-line code knows at one point: register unit -> (lowest, highest)
    value, and the gpr_idx mode (None: off; (mode bits, index or None)); ``UNKNOWN_MODE``: maybe on."""

    __slots__ = ("known", "mode")

    def __init__(self, mode):
        self.known: dict = {}
        self.mode = mode


UNKNOWN_MODE = (ALL_MODES, None)


def _movrel(inst, flags, files: _Files, m0) -> tuple[list, list]:
    src_index = dst_index = m0
    if "MovRelSplitIndex" in flags:
        exact = m0 is not None and m0[0] == m0[1]
        src_index = (m0[0] & 0x3FF,) * 2 if exact else None
        dst_index = ((m0[0] >> 16) & 0x3FF,) * 2 if exact else None
    reads, writes = list(named_reads(inst)), list(named_writes(inst))
    reads.append(Register("m", 0))
    if inst.desc is None or inst.mods and inst.mod("asm") is not None:
        # Roles unknown: every register it names may be the indexed one, both ways.
        named = [r for r in (*reads, *writes) if _indexable(r)]
        shifted = [files.offset(r, i) for r in named for i in dict.fromkeys(
            (src_index, dst_index))]
        return reads + shifted, writes + shifted
    if "MovRelSrc" in flags:
        for i, s in enumerate(reads[:len(inst.srcs)]):
            if _indexable(s):
                reads[i] = files.offset(s, src_index)
                break
    if "MovRelDst" in flags:
        for i, d in enumerate(writes):
            if _indexable(d):
                writes[i] = files.offset(d, dst_index)
                break
    return reads, writes


def _gpr_indexed(inst, mode, files: _Files) -> tuple[list, list] | None:
    bits, index = mode
    index = None if index is None else (index, index)
    reads, writes = list(named_reads(inst)), list(named_writes(inst))
    if inst.desc is None or inst.mods and inst.mod("asm") is not None:
        shifted = [files.offset(r, index) for r in (*reads, *writes)
                   if _indexable(r) and r.unit_kind == "v"]
        return reads + shifted, writes + shifted
    changed = False
    for pos in range(3):
        if bits & (1 << pos) and pos < len(inst.srcs):
            s = inst.srcs[pos]
            if _indexable(s) and s.unit_kind == "v":
                reads[pos] = files.offset(s, index)
                changed = True
    if bits & _MODE_BITS["DST"] and writes and _indexable(writes[0]) \
            and writes[0].unit_kind == "v":
        writes[0] = files.offset(writes[0], index)
        changed = True
    return (reads, writes) if changed else None


def _step(inst, state: _State, files: _Files) -> None:
    """Record ``inst``'s indexed effects, then apply what it does to ``state``."""
    flags = index_flags(inst)
    inst.indexed = None
    if flags & {"MovRelSrc", "MovRelDst"}:
        inst.indexed = _movrel(inst, flags, files, state.known.get(_M0))
    elif state.mode is not None and _is_valu(inst) and not flags:
        inst.indexed = _gpr_indexed(inst, state.mode, files)
    # What it leaves known: the index it sets is read before its own writes apply.
    if "GprIdxOn" in flags or "GprIdxIdx" in flags:
        source = next((s for s in inst.srcs if isinstance(s, Register)), None)
        bounds = state.known.get(source.units()[0]) if source is not None and \
            source.count == 1 else None
        index = bounds[0] & 0xFF if bounds is not None and bounds[0] == bounds[1] else None
        if "GprIdxOn" in flags:
            state.mode = (_gpr_idx_mode(inst), index)
        else:
            state.mode = (state.mode or UNKNOWN_MODE)[0], index
    elif "GprIdxMode" in flags:
        state.mode = (_gpr_idx_mode(inst), (state.mode or UNKNOWN_MODE)[1])
    elif "GprIdxOff" in flags:
        state.mode = None
    for unit in written_from(inst):
        state.known.pop(unit, None)
    if flags & {"GprIdxOn", "GprIdxIdx", "GprIdxMode"}:
        state.known.pop(_M0, None)      # the index and mode live in M0
    if not inst.dests or not isinstance(inst.dests[0], Register) or inst.dests[0].count != 1:
        return
    value = _imm(inst)
    if value is None:
        return
    if inst.opcode in _CONSTANT_MOVES and len(inst.srcs) == 1:
        state.known[inst.dests[0].units()[0]] = (value, value)
    elif inst.opcode in _MASKS and len(inst.srcs) == 2 and value >= 0:
        state.known[inst.dests[0].units()[0]] = (0, value)


def written_from(inst) -> list:
    units = []
    for op in (inst.indexed[1] if inst.indexed is not None else named_writes(inst)):
        if isinstance(op, Register) and not op.is_pseudo:
            units.extend(op.units())
    return units


def resolve_indexed(function, target=None) -> None:
    """Record every instruction's register-indexed effects in ``function``
    (``Instruction.indexed``). Idempotent; cheap on a function without indexing."""
    blocks = function.blocks
    has_mode = False
    has_index = False
    known = _FLAGS.get
    for block in blocks:
        for inst in block.items:
            if inst.__class__ is not Instruction:
                continue
            hit = known(inst.opcode)    # (index_flags, inlined: this visits every instruction)
            flags = hit[1] if hit is not None and hit[0] is inst.desc else index_flags(inst)
            if flags:
                has_index = True
                if flags & {"GprIdxOn", "GprIdxIdx", "GprIdxMode"}:
                    has_mode = True
            elif inst.indexed is not None:
                inst.indexed = None
    if not has_index:
        return
    files = _Files(target)
    # The gpr_idx mode at block entries: off at the function entry; a join of different
    # modes, or a block reached first over a back edge, is "maybe on, every position".
    exits: dict = {}
    entry_mode = {}
    for _ in range(len(blocks) + 2):
        changed = False
        for i, block in enumerate(blocks):
            if not has_mode:
                mode = None
            elif i == 0 and not block.predecessors:
                mode = None
            else:
                modes = {exits.get(id(p), UNKNOWN_MODE) for p in block.predecessors}
                mode = modes.pop() if len(modes) == 1 else UNKNOWN_MODE
            if entry_mode.get(id(block), "unset") != mode:
                entry_mode[id(block)] = mode
                changed = True
            # The index, like M0, is known from straight-line code of the block only.
            state = _State(mode if mode is None else (mode[0], None))
            for inst in block.instructions():
                if inst.opcode not in PSEUDO_OPCODES:
                    _step(inst, state, files)
            if exits.get(id(block), "unset") != state.mode:
                exits[id(block)] = state.mode
                changed = True
        if not changed or not has_mode:
            break
