"""InsertInitialUnclausedVmemPass: the gfx1250 entry prologue (spec parity-2.md 6).

A gfx1250 hardware entry point must start with a VMEM instruction outside any clause and a
harmless first VALU instruction (LLVM: the subtarget feature RequiresInitialUnclausedVmem,
handled in SIInsertWaitcnts). The pass puts the prologue in front of the first non-pseudo
instruction of the function (labels, PHIs, fences and directives stay above it), unless the
function is callable (``calling_convention.is_function``: a call enters it, not the hardware):

* ``form=wb`` (default; the reference corpus's form, V2): ``global_wb scope:SCOPE_CU``, ``v_nop``;
* ``form=prefetch`` (the newest reference form, V4): ``s_mov_b64 s[64:65], 0``, ``v_nop``,
  ``global_prefetch_b8 v0, s[64:65] scope:SCOPE_SE th:TH_LOAD_RT`` (the pair is never set by
  the hardware, so zeroing it costs nothing and gives the prefetch a defined address).

Other targets: nothing (the reference keys on the arch triple {12,5,0}: gfx1250 and its
steppings). A function that already starts with the chosen prologue is left alone with a
warning; a prologue of an earlier run that lost its ``v_nop`` (the ``-O`` pipeline's
StinkyRemoveNopPass) or has scalar instructions of later passes in front of it is completed
and moved back to the front, so the pass and the pipeline re-run cleanly on their own output.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import PSEUDO_OPCODES, Instruction
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.operands import IntLit, Register
from stinkytofu_opt.passes.arch_gates import is_gfx125
from stinkytofu_opt.passes.registry import Option, Pass
from stinkytofu_opt.passes.waits.calling_convention import is_function

TAG = "[InsertInitialUnclausedVmemPass]"
_PREFETCH_PAIR = Register("s", 64, 2)


def prologue(target, form: str) -> list[Instruction]:
    """The prologue's instructions, freshly built (one list per function)."""
    def make(opcode, dests=(), srcs=(), mods=()):
        return Instruction(opcode, list(dests), list(srcs), list(mods),
                           desc=target.lookup(opcode),
                           comment="entry prologue: unclaused VMEM, safe first VALU")
    if form == "wb":
        return [make("global_wb", mods=[Modifier("cache_scope", {"scope": "SCOPE_CU"})]),
                make("v_nop")]
    return [make("s_mov_b64", [_PREFETCH_PAIR], [IntLit(0)]),
            make("v_nop"),
            make("global_prefetch_b8", srcs=[Register("v", 0), _PREFETCH_PAIR],
                 mods=[Modifier("global", {"offset": 0, "th": "TH_LOAD_RT",
                                           "scope": "SCOPE_SE"})])]


def _cache_policy(inst: Instruction) -> tuple:
    """Scope, temporal hint and offset, from whichever modifier spells them (``.stir`` writes
    a fence's scope as ``mod.cache_scope``, the assembly reader as ``mod.global``)."""
    values = {}
    for mod in inst.mods:
        if mod.kind in ("cache_scope", "global"):
            values.update(mod.values)
    return (values.get("scope", "SCOPE_NONE"), values.get("th", "TH_NONE"),
            values.get("offset", 0))


def _same(inst: Instruction, model: Instruction) -> bool:
    return inst.opcode == model.opcode and inst.dests == model.dests \
        and inst.srcs == model.srcs and _cache_policy(inst) == _cache_policy(model)


class InsertInitialUnclausedVmemPass(Pass):
    NAME = "InsertInitialUnclausedVmemPass"
    SUMMARY = ("Start the entry with an unclaused VMEM instruction and a v_nop (gfx1250; "
               "form=wb: global_wb, form=prefetch: global_prefetch_b8 from a zeroed s[64:65])")
    OPTIONS = (Option("form", "choice", "wb", "the prologue: wb (the reference corpus's) or "
                      "prefetch (the newest reference backend's)", ("wb", "prefetch")),)

    def run(self, function, ctx) -> bool:
        # a hardware entry point only: a function callable under LLVM's convention is entered
        # by a call from code that already ran its prologue
        if not is_gfx125(ctx.target) or is_function(function):
            return False
        for block in function.blocks:
            for index, item in enumerate(block.items):
                if isinstance(item, Instruction) and item.opcode not in PSEUDO_OPCODES:
                    return self._insert(block, index, ctx)
        return False

    def _insert(self, block, index: int, ctx) -> bool:
        wanted = prologue(ctx.target, self.options["form"])
        found, matched = _earlier_prologue(block.items, index, wanted)
        if found == index and matched == len(wanted) and all(
                _same(i, w) for i, w in zip(block.items[index:index + matched], wanted)):
            ctx.diags.warning(f"{TAG} the function already starts with the entry prologue; "
                              "nothing inserted", block.items[index].loc)
            return False
        if matched:
            del block.items[found:found + matched]
        block.items[index:index] = wanted
        return True


def _earlier_prologue(items, index: int, wanted: list[Instruction]) -> tuple[int, int]:
    """Where a prologue from an earlier run starts and how many items it has, or (index, 0).
    It may have lost its ``v_nop`` (the -O pipeline's StinkyRemoveNopPass strips it), and
    scalar instructions a later pass put at the entry (InsertWaitAluPass's ``s_setreg``) may
    stand before it; such a prologue is completed and moved back to the front, not doubled."""
    for position in range(index, len(items)):
        item = items[position]
        if not isinstance(item, Instruction) or item.opcode in PSEUDO_OPCODES:
            continue
        matched = _leading_prologue(items[position:], wanted)
        if matched:
            return position, matched
        desc = item.desc
        if desc is None or not (desc.is_salu or desc.is_wait):
            break
    return index, 0


def _leading_prologue(items, wanted: list[Instruction]) -> int:
    """How many leading ``items`` are the prologue with its ``v_nop`` possibly missing (the
    -O pipeline's StinkyRemoveNopPass strips it before this pass runs again); 0 when they
    are not a prologue. Such a prologue is completed rather than doubled."""
    taken = position = 0
    for model in wanted:
        item = items[position] if position < len(items) else None
        if isinstance(item, Instruction) and _same(item, model):
            taken = position = position + 1
        elif model.opcode != "v_nop":
            return 0
    return taken
