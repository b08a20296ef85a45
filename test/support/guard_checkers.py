"""Independent checkers for the gfx1250 guard passes (no code shared with the passes).

Each checker enumerates the *states* a program can be in at each block entry, path by path
(explicit-state search over the block CFG: a state is what the rule remembers, so the set
of states per block is finite and every path is covered), and reports every instruction that
breaks the rule on some path:

* `tensor_violations`: a tensor load issued while `limit` or more tensor operations may be
  in flight (the count is exact per path: +1 per tensor load, `s_wait_tensorcnt N` keeps at
  most N, a call makes it unknown = 64);
* `xcnt_violations`: the XNACK replay rules as hazards (spec gfx1250-guards.md 4.5-4.6, with
  the pass's stricter reading of Q1): a FLAT or SMEM load overwriting a source of its replay
  group, a VMEM atomic in a group with non-atomic memory, a forever sleep or instruction
  prefetch inside a group, `s_set_vgpr_msb` while XCNT may be live;
* `coissue_violations`: a consumer inside the co-issue window of a producer it depends on
  (fewer VALU-pipe fillers in between than the rule needs, spec 5.4);
* `wave_sync_violations`: with several waves, a tensor wait on tokens S whose latest urgent
  load (a load of a token in S) is followed, before the wait and with no wait on S between,
  by a deferrable load that no complete workgroup barrier separates from it: a signal then
  a wait half (`-1`), or `s_barrier` (spec 3.1; a lone half does not order the waves,
  3.7).

They return lists of (instruction, reason). Opaque instructions are outside their model: the
generators do not produce them.
"""

from __future__ import annotations

from stinkytofu_opt.ir.core import Instruction
from stinkytofu_opt.ir.operands import IntLit, Register

UNKNOWN_COUNT = 64


def _instructions(block):
    return [i for i in block.items if isinstance(i, Instruction)
            and i.opcode not in ("PHI", "FENCE", "asm_directive")]


def _explore(function, start_state, step):
    """Run `step(block, state, report)` -> exit state over every (block, entry state) pair
    reachable from the entry with `start_state`; violations are collected once each."""
    if not function.blocks:
        return []
    found: dict[int, tuple] = {}

    def report(inst, reason):
        found.setdefault(id(inst), (inst, reason))

    seen = {(id(function.blocks[0]), start_state)}
    work = [(function.blocks[0], start_state)]
    while work:
        block, state = work.pop()
        out = step(block, state, report)
        for succ in block.successors:
            key = (id(succ), out)
            if key not in seen:
                seen.add(key)
                work.append((succ, out))
    return list(found.values())


def _regs(operands) -> frozenset:
    return frozenset(u for op in operands if isinstance(op, Register) and op.kind != "LDS"
                     for u in op.units())


def _literal(inst):
    if len(inst.srcs) == 1 and isinstance(inst.srcs[0], IntLit):
        return inst.srcs[0].value
    return None


# ---- tensor operations in flight
def tensor_violations(function, limit: int = 11):
    def step(block, count, report):
        for inst in _instructions(block):
            if inst.opcode == "tensor_load_to_lds":
                if count >= limit:
                    report(inst, f"{count} tensor operations in flight")
                count = min(count + 1, UNKNOWN_COUNT)
            elif inst.opcode == "s_wait_tensorcnt":
                n = _literal(inst)
                if n is None:
                    mod = inst.mod("swaittensorcnt")
                    n = mod.get("tlcnt") if mod is not None else -1
                if n is not None and n >= 0:
                    count = min(count, n)
            elif inst.opcode in ("s_swappc_b64", "s_call_b64"):
                count = UNKNOWN_COUNT
        return count
    return _explore(function, 0, step)


# ---- XNACK replay groups
_SMEM = frozenset({"s_load_b32", "s_load_b64", "s_load_b128", "s_load_b256", "s_load_b512",
                   "s_buffer_load_b32", "s_buffer_load_b64", "s_buffer_load_b128"})


def _group_kind(inst, desc) -> str | None:
    """'S' scalar memory, 'V' vector memory, 'T' tensor, None: not memory."""
    if inst.opcode == "tensor_load_to_lds":
        return "T"
    if inst.opcode in _SMEM or inst.opcode.startswith("s_load") \
            or inst.opcode.startswith("s_buffer_load"):
        return "S"
    prefixes = ("buffer_", "global_", "flat_", "scratch_")
    if inst.opcode.startswith(prefixes) and inst.opcode not in ("global_wb", "global_inv"):
        return "V"
    return None


def xcnt_violations(function, target):
    # state: (group kind, group has non-atomic memory, group sources, XCNT may be live)
    def step(block, state, report):
        kind, non_atomic, sources, live = state
        for inst in _instructions(block):
            op = inst.opcode
            if op == "s_wait_xcnt":
                if _literal(inst) == 0:
                    kind, non_atomic, sources, live = None, False, frozenset(), False
                continue
            if op.startswith("s_wait"):
                continue                    # other waits: transparent
            if op == "s_set_vgpr_msb":
                if live:
                    report(inst, "XCNT may be live at s_set_vgpr_msb")
                kind, non_atomic, sources, live = None, False, frozenset(), False
                continue
            value = _literal(inst)
            if (op == "s_sleep" and value is not None and value & 0x8000) \
                    or op.startswith("s_prefetch_inst"):
                if kind in ("S", "V"):
                    report(inst, f"{op} inside a replay group")
                kind, non_atomic, sources = None, False, frozenset()
                continue
            if op in ("s_swappc_b64", "s_call_b64"):
                kind, non_atomic, sources, live = None, False, frozenset(), True
                continue
            group = _group_kind(inst, inst.desc)
            if group is None or group == "T":
                kind, non_atomic, sources = None, False, frozenset()
                continue
            if kind is not None and group != kind:
                kind, non_atomic, sources = None, False, frozenset()
            atomic = "_atomic_" in op
            dests, reads = _regs(inst.dests), _regs(inst.srcs)
            if atomic and kind == "V" and non_atomic:
                report(inst, "VMEM atomic after non-atomic memory of its group")
                kind, non_atomic, sources = None, False, frozenset()
            flat = op.startswith("flat_") and not atomic
            if (group == "S" or flat) and kind is not None and dests & (sources | reads):
                report(inst, "overwrites a replay source of its group")
                kind, non_atomic, sources = None, False, frozenset()
            kind = group
            non_atomic = non_atomic or not atomic
            sources = sources | reads
            live = True
        return (kind, non_atomic, sources, live)
    return _explore(function, (None, False, frozenset(), False), step)


# ---- co-issue spacing
def coissue_violations(function, target):
    facts = target.guards
    widest = max(bin(w).count("1") for w in facts.coissue.values())

    def shape(inst):
        desc = inst.desc
        flags = desc.flags if desc is not None else frozenset()
        xdl = "WMMA_XDL" in flags
        return {
            "xdl": xdl,
            "trans": desc is not None and desc.is_transcendental,
            "dgemm": desc is not None and ((desc.is_matrix and not xdl) or "DPMACC" in flags),
            "perm": "TensorLUT" in flags,
            "filler": desc is not None and (desc.is_valu or desc.is_matrix),
            "valu": desc is not None and desc.is_valu and not desc.is_matrix,
            "swmmac": desc is not None and desc.is_swmmac,
            "slots": bin(facts.coissue.get(inst.opcode, 0)).count("1"),
        }

    def any_dep(p, c):
        pd, ps = _regs(p.dests), _regs(p.srcs)
        cd, cs = _regs(c.dests), _regs(c.srcs)
        return bool(pd & (cs | cd) or ps & cd)

    # state: (producers within reach: frozenset of (producer index, fillers since),
    #         index of the nearest XDL WMMA or None)
    index_of = {}
    producers = []
    for block in function.blocks:
        for inst in _instructions(block):
            index_of[id(inst)] = len(producers)
            producers.append(inst)

    def step(block, state, report):
        recent, xdl_at = state
        for inst in _instructions(block):
            s = shape(inst)
            if inst.opcode in ("s_swappc_b64", "s_call_b64"):
                recent, xdl_at = frozenset({(-1, 0)}), None
                continue
            touches = _regs(inst.dests) | _regs(inst.srcs)
            if touches and (s["xdl"] or s["valu"]):
                for pi, since in recent:
                    need = _need(producers[pi] if pi >= 0 else None, inst, s, shape, any_dep,
                                 widest, nearest_xdl=(pi == xdl_at))
                    if since < need:
                        report(inst, f"{since} fillers after a producer needing {need}")
            if s["filler"]:
                recent = frozenset((pi, since + 1) for pi, since in recent if since + 1 < 10)
            me = index_of[id(inst)]
            ps = shape(inst)
            if ps["xdl"] or ps["trans"] or ps["dgemm"] or ps["perm"]:
                recent = recent | {(me, 0)}
            if ps["xdl"]:
                # only the nearest XDL WMMA can hazard a WMMA-rule consumer
                recent = frozenset((pi, since) for pi, since in recent
                                   if pi < 0 or pi == me or not shape(producers[pi])["xdl"])
                xdl_at = me
        return (recent, xdl_at)
    return _explore(function, (frozenset(), None), step)


def _need(producer, consumer, cs, shape, any_dep, widest, nearest_xdl) -> int:
    """Fillers the consumer needs after this producer (0: no dependence or no rule)."""
    if producer is None:                        # behind a call: any producer, widest window
        return widest + 1 if cs["xdl"] else widest
    p = shape(producer)
    need = 0
    pd0 = _regs(producer.dests[:1])
    if cs["xdl"]:
        if p["xdl"] and nearest_xdl:
            ab = _regs(consumer.srcs[:3] if cs["swmmac"] else consumer.srcs[:2])
            if pd0 & ab:
                need = max(need, p["slots"] + 1)
        if (p["trans"] or p["dgemm"]) and any_dep(producer, consumer):
            need = max(need, 1)
        if p["perm"] and any_dep(producer, consumer):
            need = max(need, p["slots"])
    if cs["valu"]:
        if p["xdl"] and nearest_xdl:
            reads = _regs(producer.srcs[:3] if p["swmmac"] else producer.srcs[:2])
            cd, csrc = _regs(consumer.dests), _regs(consumer.srcs)
            if pd0 & (csrc | cd) or reads & cd:
                need = max(need, p["slots"])
        if p["perm"] and any_dep(producer, consumer):
            need = max(need, p["slots"])
        if cs["trans"] and p["trans"] and any_dep(producer, consumer):
            need = max(need, 1)
    return need


# ---- wave sync of tensor-load groups
_SEPARATED = 2   # barrier progress after a token's last load: 0 none, 1 signal, 2 separated


def _barrier_step(inst) -> int | None:
    """What a workgroup barrier half does to the progress: 1 a signal, 2 a wait (which
    completes a pair only after a signal), None for anything else."""
    if inst.opcode == "s_barrier":
        return 3
    if _literal(inst) != -1:
        return None
    return {"s_barrier_signal": 1, "s_barrier_wait": 2}.get(inst.opcode)


def wave_sync_violations(function):
    """A state maps each loaded token, most recent last, to (barrier progress since its
    last load, whether a load came before the barrier completed, the tokens waited on since
    its last load)."""
    def step(block, state, report):
        records = list(state)
        for inst in _instructions(block):
            if inst.opcode == "tensor_load_to_lds":
                tokens = frozenset(inst.tokens or ())
                records = [(t, progress, exposed or progress < _SEPARATED, waited)
                           for t, progress, exposed, waited in records if t not in tokens]
                records += [(t, 0, False, frozenset()) for t in sorted(tokens)]
            elif inst.opcode == "s_wait_tensorcnt":
                S = frozenset(inst.tokens or ())
                urgent = [r for r in records if r[0] in S]
                if urgent:
                    _, _, exposed, waited = urgent[-1]
                    if exposed and not waited & S:
                        report(inst, f"a deferrable tensor load overtakes the urgent load of "
                                     f"{sorted(S)} without a workgroup barrier")
                records = [(t, p, e, w | S) for t, p, e, w in records]
            else:
                half = _barrier_step(inst)
                if half == 3:
                    records = [(t, _SEPARATED, e, w) for t, p, e, w in records]
                elif half == 1:
                    records = [(t, max(p, 1), e, w) for t, p, e, w in records]
                elif half == 2:
                    records = [(t, _SEPARATED if p >= 1 else p, e, w) for t, p, e, w in records]
        return tuple(records)
    return _explore(function, (), step)
