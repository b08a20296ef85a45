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
from contextlib import contextmanager
from dataclasses import dataclass

import gpu_sim
import lgkm_sim
from soundness import simulator

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.modifiers import Modifier
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


def explanation(inst, next_opcode, index: int = 0) -> tuple[str, str, str]:
    """(rule, consumer kind, producer kind) of a wait from its comment; of a packed wait,
    the explanation of its ``index``-th counter (the pass joins them in the target's
    counter order)."""
    text = inst.comment or ""
    if text.startswith("tail drain"):
        return "tail drain (promotion)", "-", "-"
    parts = []
    for segment in ("; " + text).split("; for ")[1:] if text else ():
        m = _FOR.match("for " + segment.split("; drains ")[0])
        if m is None:
            continue
        first = (m.group("rest") or "").split("; ")[0]
        r = _REASON.match(first)
        if r is None:
            parts.append(((first.split(" via ")[0] or "?"), kind(m.group("consumer")), "-"))
        else:
            parts.append((r.group("why"), kind(m.group("consumer")), kind(r.group("producer"))))
    if not parts:
        return "pre-existing", kind(next_opcode), "-"
    return parts[index] if index < len(parts) else parts[0]


def following(function, wait) -> str | None:
    for bb in function.blocks:
        items = [i for i in bb.items if isinstance(i, Instruction)]
        for k, i in enumerate(items):
            if i is wait:
                return next((j.opcode for j in items[k + 1:] if not j.opcode.startswith("s_wait")),
                            None)
    return None


@contextmanager
def raised(inst, fields, n: int):
    """``inst`` waiting for ``n`` + 1 for the duration: its immediate, or else its
    ``mod.swaitcnt`` fields named in ``fields`` (the ones of one counter)."""
    index = next((k for k, s in enumerate(inst.srcs) if isinstance(s, IntLit)), None)
    if index is not None:
        old = inst.srcs
        inst.srcs = (*old[:index], IntLit(n + 1), *old[index + 1:])
        try:
            yield
        finally:
            inst.srcs = old
        return
    k, mod = next((k, m) for k, m in enumerate(inst.mods) if m.kind == "swaitcnt")
    values = dict(mod.values)
    for name, value in values.items():
        if name in fields and isinstance(value, int) and value >= 0:
            values[name] = n + 1
    inst.mods[k] = Modifier("swaitcnt", values)
    try:
        yield
    finally:
        inst.mods[k] = mod


def _counts(inst, arch: str) -> list[tuple[str, int]]:
    """(counter, count) pairs of a wait whose count+1 is worth trying: gfx1250's
    single-counter in-order waits (kmcnt completes out of order, so only 0 retires
    anything); every counter of a packed s_waitcnt (lgkmcnt(0) -> lgkmcnt(1) is the
    question with scalar loads pending)."""
    if arch == "gfx1250":
        effect = gpu_sim.wait_effect(inst)
        if len(effect) != 1 or "kmcnt" in effect or not any(isinstance(s, IntLit)
                                                            for s in inst.srcs):
            return []
    else:
        effect = lgkm_sim.wait_effect(inst)
    return [(c, n) for c, n in effect.items() if n < 63]


def loose_waits(function, waits, num_waves: int = 0, strict_loops: bool = False,
                arch: str = "gfx1250") -> list[Loose]:
    """The loose waits among ``waits``; a packed wait counts once, under its first
    loose counter."""
    out = []
    for inst in waits:
        for index, (c, n) in enumerate(_counts(inst, arch)):
            fields = {f for f, counter in lgkm_sim.FIELDS.items() if counter == c}
            with raised(inst, fields, n):
                sound = not simulator(function, arch, num_waves, strict_loops,
                                      stop_at_first=True).run()
            if not sound:
                continue
            freed: dict = {}
            fifo = {"lgkmcnt": "lds"}.get(c, c)

            def observe(w, machine, inst=inst, fifo=fifo, n=n):
                if w is inst:
                    q = machine.fifo[fifo]
                    if len(q) > n:
                        freed[kind(q[len(q) - n - 1].inst.opcode)] = True
                    if fifo == "lds" and n == 0 and machine.km:
                        freed["SMEM load"] = True
            simulator(function, arch, num_waves, strict_loops, on_wait=observe).run()
            rule, consumer, producer = explanation(inst, following(function, inst), index)
            out.append(Loose(c, rule, consumer, producer, "+".join(sorted(freed)) or "-"))
            break
    return out
