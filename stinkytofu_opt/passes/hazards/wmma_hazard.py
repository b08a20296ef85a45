"""WmmaHazardPass: the RDNA WMMA register-spacing rule (spec targets.md section 4).

For D = A x B + C: when a WMMA/SWMMAC reads, as A or B (on gfx12 also as a SWMMAC's sparse
index), a register that overlaps the D of an earlier WMMA/SWMMAC, and no VALU instruction
issues in between, the hardware needs one separator (``v_nop``) in between. The pass looks
backward from each WMMA/SWMMAC along every path into its block (predecessors included) and
stops on each path at the first VALU instruction: that one either is the hazardous
producer or separates. ``s_nop`` and memory-counter waits are not VALU and do not separate;
a D -> C overlap alone is not a hazard (the hardware stalls). The rule comes from the
target (``wmma_hazard`` in its YAML): RDNA3, RDNA3.5 and RDNA4.

With ``check`` the pass changes nothing and reports every unseparated pair (exit status 1).
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import Register
from stinkytofu_opt.passes.registry import Option, Pass

TAG = "[WmmaHazard]"


def _units(operands) -> frozenset:
    return frozenset(unit for op in operands if isinstance(op, Register) and not op.is_pseudo
                     for unit in op.units())


def _is_matrix(inst) -> bool:
    desc = inst.desc
    return desc is not None and (desc.is_wmma or desc.is_swmmac)


def _is_valu(inst) -> bool:
    # An opaque instruction is not known to separate: keep scanning past it.
    return inst.desc is not None and inst.desc.is_valu


def read_units(inst, sparse_index: bool) -> frozenset:
    """The units the A and B operands (and, with `sparse_index`, a SWMMAC's index) cover."""
    sources = list(inst.srcs[:2])
    if sparse_index and inst.desc.is_swmmac and len(inst.srcs) > 2:
        sources.append(inst.srcs[2])
    return _units(sources)


def hazard_producer(block, index: int, reads: frozenset):
    """The earlier WMMA/SWMMAC whose D overlaps `reads` with no VALU in between on some path
    into ``block.items[index]``, or None. Each path stops at its first VALU instruction."""
    work = [(block, index)]
    seen = {id(block)}
    while work:
        current, end = work.pop()
        for item in reversed(current.items[:end]):
            if not isinstance(item, Instruction) or not _is_valu(item):
                continue
            if _is_matrix(item) and _units(item.dests) & reads:
                return item
            break
        else:
            for pred in current.predecessors:
                if id(pred) not in seen:
                    seen.add(id(pred))
                    work.append((pred, len(pred.items)))
    return None


def _where(inst) -> str:
    return f"{inst.loc.file}:{inst.loc.line}" if inst.loc is not None else "?"


class WmmaHazardPass(Pass):
    NAME = "WmmaHazardPass"
    SUMMARY = ("Insert one v_nop between a WMMA/SWMMAC and a later one that reads its D as "
               "A/B (RDNA3, RDNA3.5, RDNA4)")
    OPTIONS = (
        Option("check", "bool", False,
               "report every unseparated pair instead of inserting (exit status 1)"),
    )

    def target_error(self, target) -> str | None:
        if target.wmma_hazard is not None:
            return None
        return (f"{self.NAME}: {target.name} has no WMMA register-spacing rule (it applies "
                f"to RDNA3 gfx1100-gfx1103, RDNA3.5 gfx1150-gfx1153 and RDNA4 "
                f"gfx1200/gfx1201)")

    def run(self, function, ctx) -> bool:
        rule = ctx.target.wmma_hazard
        if rule is None:
            ctx.error(self.target_error(ctx.target))
            return False
        found = []
        for block in function.blocks:
            for index, inst in enumerate(block.items):
                if isinstance(inst, Instruction) and _is_matrix(inst):
                    reads = read_units(inst, rule.sparse_index)
                    producer = hazard_producer(block, index, reads) if reads else None
                    if producer is not None:
                        found.append((block, inst, producer))
        if not found:
            return False
        if self.options["check"]:
            ctx.diags.flush()
            lines = [f"{TAG} ERROR: {len(found)} unseparated WMMA dependence(s):"]
            lines.extend(f"  MISSING {rule.separator}: '{inst.opcode}' at {_where(inst)} reads "
                         f"the D of '{producer.opcode}' at {_where(producer)} as A/B"
                         for _, inst, producer in found)
            ctx.diags.write_report("\n".join(lines) + "\n", matched=False)
            ctx.failed = True
            return False
        desc = ctx.target.lookup(rule.separator)
        for block, inst, producer in found:
            nop = Instruction(rule.separator, desc=desc,
                              comment=f"WMMA D->A/B: {producer.opcode} ({_where(producer)})")
            block.items.insert(block.items.index(inst), nop)
        return True
