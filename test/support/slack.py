"""Why a wait is looser than it could be: the slack diagnosis of benchmarks/soundness.py.

A wait is *loose* when raising its count by one (one more operation left in flight) keeps
the program sound according to the independent simulator (gpu_sim). For each loose wait
this module records

* the counter;
* the rule of the pass that fixed the count, read from the explanation the pass writes
  into the wait's comment (``for X: RAW on Y via ^bb at depth D; ...``), or
  ``tail drain (promotion)``, ``pre-existing`` (a wait of the input);
* the consumer's kind and the producer's kind (the binding the pass names);
* the kinds of the operations the count+1 wait would leave in flight, from the
  simulator: on every path through the wait, the youngest operation the wait retires.

The rule names come from the pass only for the table; soundness is judged by the
simulator alone, which shares no code with the pass.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gpu_sim import Simulator, wait_effect

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import IntLit

_REASON = re.compile(r"^(?P<why>.+?) on (?P<producer>[a-z][a-z_0-9]*) \(line \d+\) via ")
_FOR = re.compile(r"^for (?P<consumer>[a-z][a-z_0-9]*)(?: \(line \d+\))?(?:: (?P<rest>.*))?$")


def kind(opcode: str | None) -> str:
    """A memory or ALU family name for the breakdown table."""
    if opcode is None:
        return "-"
    for prefix, name in (("ds_load", "DS read"), ("ds_read", "DS read"),
                         ("ds_store", "DS write"), ("ds_write", "DS write"),
                         ("ds_", "DS other"), ("buffer_load", "VMEM load"),
                         ("global_load", "VMEM load"), ("flat_load", "VMEM load"),
                         ("s_load", "SMEM load"), ("s_buffer_load", "SMEM load"),
                         ("tensor_load", "tensor load"),
                         ("global_store_async", "async store"), ("s_barrier", "barrier"),
                         ("v_wmma", "WMMA"), ("v_", "VALU"), ("s_", "SALU")):
        if opcode.startswith(prefix):
            return name
    return opcode


@dataclass(frozen=True)
class Loose:
    counter: str
    rule: str
    consumer: str
    producer: str
    freed: str          # kinds the looser wait leaves in flight ("+"-joined), or "-"

    def row(self) -> tuple:
        return (self.counter, self.rule, self.consumer, self.producer, self.freed)


def explanation(inst, following) -> tuple[str, str, str]:
    """(rule, consumer kind, producer kind) of a wait from its comment."""
    text = inst.comment or ""
    if text.startswith("tail drain"):
        return "tail drain (promotion)", "-", "-"
    m = _FOR.match(text.split("; drains ")[0]) if text else None
    if m is None:
        return "pre-existing", kind(following), "-"
    consumer = kind(m.group("consumer"))
    rest = m.group("rest") or ""
    first = rest.split("; ")[0]
    r = _REASON.match(first)
    if r is None:
        return (first.split(" via ")[0] or "?"), consumer, "-"
    return r.group("why"), consumer, kind(r.group("producer"))


def _following(function, wait) -> str | None:
    for bb in function.blocks:
        items = [i for i in bb.items if isinstance(i, Instruction)]
        for k, i in enumerate(items):
            if i is wait:
                return next((j.opcode for j in items[k + 1:] if not j.opcode.startswith("s_wait")),
                            None)
    return None


def _count_index(inst):
    return next((k for k, s in enumerate(inst.srcs) if isinstance(s, IntLit)), None)


def loose_waits(function, waits, num_waves: int = 0, strict_loops: bool = False) -> list[Loose]:
    """The loose waits among ``waits`` (single in-order counter ones; kmcnt completes out
    of order, so only 0 retires anything and there is no count+1 to try)."""
    out = []
    for inst in waits:
        effect = wait_effect(inst)
        if len(effect) != 1 or "kmcnt" in effect:
            continue
        ((c, n),) = effect.items()
        index = _count_index(inst)
        if n >= 63 or index is None:
            continue
        old = inst.srcs[index]
        inst.srcs[index] = IntLit(n + 1)
        try:
            sound = not Simulator(function, num_waves, strict_tensor_loops=strict_loops,
                                  stop_at_first=True).run()
        finally:
            inst.srcs[index] = old
        if not sound:
            continue
        freed: dict = {}

        def observe(w, machine, inst=inst, c=c, n=n):
            if w is inst:
                q = machine.fifo[c]
                if len(q) > n:
                    freed[kind(q[len(q) - n - 1].inst.opcode)] = True
        Simulator(function, num_waves, strict_tensor_loops=strict_loops, on_wait=observe).run()
        rule, consumer, producer = explanation(inst, _following(function, inst))
        out.append(Loose(c, rule, consumer, producer, "+".join(sorted(freed)) or "-"))
    return out
