"""What the validator reports: a violation (a consumer, the producer still in flight, the
wait that would make it sound), its located message and its line in the reference tool's
MISSING list."""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.machine.facts import ALL_TOKENS
from stinkytofu_opt.records import field, record

_RAW = "RAW on "
_RETURN = "in flight at the return"
# The producer standing for the operations a caller may leave in flight at a function's
# entry (calling_convention.py): an opcode no instruction has.
CALLER = "<caller>"


@record
class Violation:
    consumer: Instruction
    block: str
    producer: Instruction
    counter: str
    required: int          # the largest count that would be sound
    hazard: str            # "RAW v[0:1]", "tensor RAW on LDS1", ...
    counter_desc: object = None   # the target's CounterDesc (wait spelling)
    others: list = field(default_factory=list)  # other in-flight producers it needs

    @property
    def wait_opcode(self) -> str:
        return self.counter_desc.wait_instruction

    def render(self) -> str:
        c, p = self.consumer, self.producer
        text = (f"  MISSING: consumer '{c.opcode}' in ^{self.block} uses async producer "
                f"'{p.opcode}' still in flight (missing {self.counter_desc.wait_text(self.required)})")
        where = []
        if c.loc is not None:
            where.append(f"consumer at {c.loc}")
        if p.loc is not None:
            where.append(f"producer at {p.loc}")
        where.append(self.hazard)
        if self.others:
            where.append(f"{len(self.others)} other in-flight producer(s) on this counter also reach it")
        return text + " [" + "; ".join(where) + "]"

    def message(self) -> str:
        """The located diagnostic's text (at the consumer): the wait, who needs it, why."""
        c, p = self.consumer, self.producer
        at = f" at {p.loc.file}:{p.loc.line}" if p.loc is not None else ""
        if p.opcode == CALLER:
            what = (f"reads {self.hazard[len(_RAW):]}" if self.hazard.startswith(_RAW)
                    else f"writes {self.hazard[len('WAW on '):]}")
            why = (f"{what} at the entry of function '{p.comment}', where the caller's memory "
                   f"operations may still be in flight (calling convention: a function waits "
                   f"at its entry)")
        elif self.hazard == _RETURN:
            why = (f"returns while '{p.opcode}'{at} is in flight (calling convention: a "
                   f"function drains {self.counter} before it returns)")
        elif self.hazard.startswith(_RAW):
            why = f"reads {self.hazard[len(_RAW):]} written by '{p.opcode}'{at}"
        else:
            why = f"needs '{p.opcode}'{at} complete ({self.hazard})"
        text = f"missing {self.counter_desc.wait_text(self.required)}: '{c.opcode}' {why}"
        if self.others:
            text += f"; {len(self.others)} other in-flight producer(s) also reach it"
        return text


def _units_text(units) -> str:
    by_kind: dict[str, list[int]] = {}
    for kind, index in sorted(units):
        by_kind.setdefault(kind, []).append(index)
    parts = []
    for kind, idx in by_kind.items():
        parts.append(f"{kind}{idx[0]}" if len(idx) == 1 else
                     f"{kind}[{idx[0]}:{idx[-1]}]" if idx[-1] - idx[0] + 1 == len(idx) else
                     kind + "{" + ",".join(map(str, idx)) + "}")
    return ",".join(parts)


def _tokens_text(tokens) -> str:
    if tokens is ALL_TOKENS:
        return "LDS (untagged)"
    return ",".join(f"LDS{t}" for t in sorted(tokens))


