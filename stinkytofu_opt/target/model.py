"""What a loaded target looks like: instruction, operand-field, counter and target records.

The records are immutable and every classification is a precomputed attribute, because the
passes ask them for every instruction they visit.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping

from stinkytofu_opt.records import record

# `waits` entry of the packed pre-gfx12 `s_waitcnt`: it is not one counter, and the gfx1250
# passes credit nothing for it.
LEGACY_WAIT = "legacy"

# Flag -> meaning is the schema; which instruction has which flag is target data (YAML).
# Each predicate of InstrDesc is true when the instruction has any of its flags.
PREDICATE_FLAGS: Mapping[str, frozenset[str]] = MappingProxyType({
    name: frozenset(flags.split()) for name, flags in {
        "is_ds_read": "DSRead",
        "is_ds_write": "DSStore",
        "is_ds_atomic": "DSAtomic",
        "is_ds": "DSRead DSStore DSAtomic",
        "is_buffer_load": "MUBUFLoad",
        "is_buffer_store": "MUBUFStore",
        "is_buffer_atomic": "MUBUFAtomic",
        "is_flat_load": "FLATLoad",
        "is_flat_store": "FLATStore",
        "is_flat_atomic": "FLATAtomic",
        "is_global_load": "GLOBALLoad",
        "is_global_store": "GLOBALStore",
        "is_global_atomic": "GLOBALAtomic",
        "is_vmem_load": "MUBUFLoad FLATLoad GLOBALLoad",
        "is_vmem_store": "MUBUFStore FLATStore GLOBALStore",
        "is_vmem_atomic": "MUBUFAtomic FLATAtomic GLOBALAtomic",
        "is_smem_load": "SMemLoad",
        "is_smem_store": "SMemStore",
        "is_tensor_load": "TENSORLoadToLds",
        "is_async_lds_store": "GLOBALStoreAsyncFromLds",
        "is_prefetch": "GLOBALPrefetch FLATPrefetch ScalarInstPrefetch",
        "is_barrier": "Barrier",
        "is_barrier_signal": "BarrierSignal",
        "is_barrier_wait": "BarrierWait",
        "is_wait": "WaitCnt WaitTensorCnt",
        "is_wmma": "WMMA MXWMMA",
        "is_swmmac": "SWMMA",
        "is_matrix": "MFMA SMFMA WMMA SWMMA MXWMMA",
        "is_valu": "VALU",
        "is_salu": "SALU",
        "is_transcendental": "Transcendental",
        "is_branch": "Branch",
        "is_conditional_branch": "ConditionalBranch",
        "is_indirect_branch": "IndirectBranch",
        "is_call": "Call",
        "has_side_effect": "HasSideEffect",
        "reads_scc": "ImplicitReadSCC",
        "writes_scc": "ImplicitWriteSCC",
        "reads_vcc": "ImplicitReadVCC",
        "reads_exec": "ImplicitReadEXEC",
        "writes_exec": "ImplicitWriteEXEC",
        "writes_vcc": "ImplicitWriteVCC",
        "reads_m0": "ImplicitReadM0",
        "writes_m0": "ImplicitWriteM0",
    }.items()
})

# Flags that only describe the instruction (no predicate of their own); read them from
# InstrDesc.flags. The YAML may use no flag outside KNOWN_FLAGS, so a typo is an error.
DESCRIPTIVE_FLAGS = frozenset(
    "Commutative Trans64 DPMACC WMMA_XDL TensorLUT VCmp VCmpX SMemAtomic "
    "GDS Message Export ImageSample ImageBVH LDSDMA".split()) | frozenset(
    # register-indexed access (machine/indexed.py): a source or destination offset by M0
    # (SplitIndex: source by M0[9:0], destination by M0[25:16]); the gfx9 gpr_idx mode
    "MovRelSrc MovRelDst MovRelSplitIndex GprIdxOn GprIdxOff GprIdxIdx GprIdxMode".split())
KNOWN_FLAGS = frozenset().union(*PREDICATE_FLAGS.values(), DESCRIPTIVE_FLAGS)

VMEM_ATOMIC_FLAGS = PREDICATE_FLAGS["is_vmem_atomic"]


@record(frozen=True, slots=True)
class OperandField:
    """One operand slot of an instruction's encoding."""

    name: str                # encoding field: vdst, vaddr, simm16, ...
    role: str                # 'D' destination, 'S' source, 'RW' destination that is also read
    size: int                # bits
    kind: str                # operand type: vgpr, sreg, label, wait_alu, ...
    lane_mask: bool = False  # a 64-bit lane mask (M64) that wave32 narrows to 32 bits


@record(frozen=True, slots=True)
class CounterDesc:
    """A hardware wait counter and how a `.stir` wait instruction names its value."""

    name: str
    bits: int
    max_value: int           # 2**bits - 1: the "no wait" value, and the most in flight
    in_order: bool           # False: completions can overtake, so only a wait of 0 is exact
    wait_instruction: str    # the mnemonic that waits on this counter (alone, or packed)
    modifier_key: str | None     # `mod.<key>` carrying the value ('swaitcnt', ...)
    modifier_field: str | None   # field inside that modifier ('dlcnt', ...)
    # Every (key, field) spelling of the value, the first one above included: a wait that
    # sets several (gfx1250 `dlcnt` and `dscnt`) obeys the smallest.
    modifier_fields: tuple[tuple[str, str], ...] = ()
    # How a wait for N on this counter alone is written in assembly ('{n}' is N).
    wait_format: str = ""

    def wait_text(self, count: int) -> str:
        """``s_wait_dscnt 3``, ``s_waitcnt lgkmcnt(3)``, ``s_waitcnt_vscnt null, 3``."""
        return self.wait_format.format(n=count)


@record(frozen=True, slots=True)
class EventDesc:
    """A kind of counted memory event (LLVM's WaitEventType) of a target's event table.

    Two events of one kind on one counter complete in issue order unless the kind is
    `unordered`. `order` names the ordered class for capacity backpressure: once a counter's
    capacity of younger operations of the same class has issued after an operation, it has
    completed. None: nothing is proven by younger operations (scalar memory, FLAT, GDS).
    """

    name: str
    flags: frozenset[str]
    order: str | None
    unordered: bool
    # counter -> the kind this event counts as there (gfx10+ FLAT is an LDS access on the
    # LDS counter and a VMEM access on the VMEM counter, ordered with them)
    counts_as: Mapping[str, str]
    # the kind whose register writes this event's land in issue order with, where that
    # differs from its counting order (gfx9 FLAT completes out of order on the counters but
    # writes its VGPRs in order with VMEM loads, as LLVM's hasVmemWriteVgprInOrder says);
    # "" (`write_order: null` in the YAML): in no order, not even with its own kind (gfx12
    # VMEM, which LLVM does not give vmem-write-vgpr-in-order)
    write_order: str | None = None


@record(frozen=True, slots=True)
class WmmaHazardDesc:
    """The RDNA WMMA register-spacing rule (targets.md section 4): a WMMA/SWMMAC whose A or
    B operand overlaps the D of the nearest earlier VALU instruction, itself a WMMA/SWMMAC,
    needs `separator` in between; `sparse_index`: a SWMMAC's index operand counts like A/B."""

    separator: str
    sparse_index: bool


@record(frozen=True, slots=True)
class GuardsDesc:
    """The gfx1250 guard and hazard facts (the YAML `guards` section, spec gfx1250-guards.md):
    the TDM in-flight limit and the analysis' saturation point, whether the TDM wave sync and
    the XNACK replay rules apply, and the WMMA co-execution windows."""

    tdm_inflight_limit: int
    tdm_ceiling: int
    tdm_wave_sync: bool
    xnack_replay: bool
    coexec_scan_limit: int
    # mnemonic -> co-issue window (bit i = VALU-pipe slot i after the producer); only the
    # instructions whose format chain or own entry has a window
    coissue: Mapping[str, int]

    def coissue_slots(self, mnemonic: str) -> int:
        """Slots inside the co-issue window of `mnemonic` (0 without a window)."""
        return bin(self.coissue.get(mnemonic, 0)).count("1")

    @property
    def widest_coissue(self) -> int:
        """The most slots any instruction's window has: the worst case for an unknown one."""
        return max((bin(w).count("1") for w in self.coissue.values()), default=0)


@record(frozen=True, slots=True)
class StallModelDesc:
    """The stall estimate's issue model (`stall_model`, analysis/stall_estimate.py): the
    cycles from a memory operation's issue to its completion, per kind of operation (an
    event of the target's table, or a counter where the target has none)."""

    latency: Mapping[str, int]


@record(frozen=True, slots=True)
class DelayAluDesc:
    """InsertDelayAluPass's target facts (`alu_waits.delay_alu`, spec alu-waits.md 4 and 7.1).

    `rules` is 'reference' (the gfx1250 stinkytofu rules: explicit allocatable registers
    only) or 'llvm' (AMDGPUInsertDelayAlu: every register unit, VALU-written SGPRs read by
    SALU/SMEM drop older VALU records). The depths are the encoding's limits."""

    rules: str
    valu_depth: int
    trans_depth: int
    salu_cycle_max: int
    max_skip: int
    clears_state: frozenset[str]
    matrix_is_producer: bool
    trans64_is_trans: bool
    ignored: frozenset[str]


@record(frozen=True, slots=True)
class WaitAluDesc:
    """InsertWaitAluPass's SCHED_MODE 2 facts (`alu_waits.wait_alu`, spec alu-waits.md 5):
    which flags put an instruction on which VA_VDST pipe and VM_VSRC FIFO, and the hide
    counts (later issues that prove an older producer or reader done)."""

    xdl_pipe: frozenset[str]
    trans_pipe: frozenset[str]
    dpmacc_pipe: frozenset[str]
    lds_fifo: frozenset[str]
    both_fifos: frozenset[str]
    tex_fifo: frozenset[str]
    scale_pair_microcodes: frozenset[str]
    xdl_va_vdst: int
    csmacc_va_vdst: int
    vm_vsrc_lds: int
    vm_vsrc_tex: int
    vm_vsrc_bridge: int
    max_va_vdst: int
    max_vm_vsrc: int
    sched_mode: tuple[int, int, int, int]   # hwreg id, offset, size, value
    mode_labels: tuple[str, ...]


# eq=False: a target holds one description per mnemonic, so identity is equality, and
# hashing (descriptions as dict keys in the passes) stays cheap.
@record(frozen=True, slots=True, repr=False, eq=False)
class InstrDesc:
    """Everything the target knows about one mnemonic.

    `counter` is what the instruction increments when issued. A VMEM atomic increments it
    only when it returns data, that is when the instruction has a destination other than a
    pseudo (LDS) register or implicit SCC/EXEC; otherwise it increments
    `counter_without_return`. For every other instruction the two are equal.
    `secondary_counters` are incremented as well (FLAT may address LDS and so counts on
    dscnt too); the gfx1250 reference passes ignore them.
    """

    mnemonic: str
    format: str
    microcode: str | None    # hardware encoding (VDS, VBUFFER, VFLAT, VGLOBAL, SMEM, SOPP, ...)
    flags: frozenset[str]
    issue_cycles: int
    latency_cycles: int
    fields: tuple[OperandField, ...]   # destinations (D, RW) first, then sources
    num_dest_fields: int
    num_src_fields: int
    matrix_fmt_costs: tuple[tuple[tuple[str, str], tuple[int, int]], ...]
    wait_counters: tuple[str, ...]     # counters a wait encodes, in operand order
    wait_shifts: tuple[int, ...]       # bit position of each counter in the literal
    # per counter of wait_counters, the (shift, bits) pieces of its value in the literal,
    # lowest bits first (gfx9 vmcnt: ((0, 4), (14, 2)))
    wait_pieces: tuple[tuple[tuple[int, int], ...], ...]
    counter: str | None
    counter_without_return: str | None
    secondary_counters: tuple[str, ...]
    event: str | None                  # its kind in the target's event table, if any
    # classification, one attribute per PREDICATE_FLAGS entry
    is_ds_read: bool
    is_ds_write: bool
    is_ds_atomic: bool
    is_ds: bool
    is_buffer_load: bool
    is_buffer_store: bool
    is_buffer_atomic: bool
    is_flat_load: bool
    is_flat_store: bool
    is_flat_atomic: bool
    is_global_load: bool
    is_global_store: bool
    is_global_atomic: bool
    is_vmem_load: bool
    is_vmem_store: bool
    is_vmem_atomic: bool
    is_smem_load: bool
    is_smem_store: bool
    is_tensor_load: bool
    is_async_lds_store: bool
    is_prefetch: bool
    is_barrier: bool
    is_barrier_signal: bool
    is_barrier_wait: bool
    is_wait: bool
    is_wmma: bool
    is_swmmac: bool
    is_matrix: bool
    is_valu: bool
    is_salu: bool
    is_transcendental: bool
    is_branch: bool
    is_conditional_branch: bool
    is_indirect_branch: bool
    is_call: bool
    has_side_effect: bool
    reads_scc: bool
    writes_scc: bool
    reads_vcc: bool
    reads_exec: bool
    writes_exec: bool
    writes_vcc: bool
    reads_m0: bool
    writes_m0: bool

    def cost_for_matrix_fmt(self, fmt_a: str, fmt_b: str) -> tuple[int, int]:
        """(issue, latency) for the given A/B matrix formats ('FP8', 'BF8', 'FP6', 'BF6', 'FP4')."""
        for formats, cost in self.matrix_fmt_costs:
            if formats == (fmt_a, fmt_b):
                return cost
        return self.issue_cycles, self.latency_cycles

    def __repr__(self) -> str:
        return f"InstrDesc({self.mnemonic!r}, format={self.format!r})"


@record(frozen=True, slots=True)
class AsmSyntax:
    """How the generation's assembly spells what the tables describe (`asm_syntax` in the
    YAML; see ../README.md). Spellings listed here are read with full register effects
    and written back exactly as read."""

    # `_e32`, `_e64`, `_sdwa`, `_dpp`, ...: an encoding of the base instruction
    encoding_suffixes: tuple[str, ...] = ()
    # modifier words (`clamp`, `op_sel:[...]`, `sc0`, `th:...`, ...) that change no
    # register effect; `key:` entries match any value
    modifiers: frozenset[str] = frozenset()
    # operand wrappers and named operands (`abs(v1)`, `hwreg(...)`, `sendmsg(...)`)
    operand_functions: frozenset[str] = frozenset()
    # modifiers that make a VMEM atomic return its old value (`glc`, `sc0`,
    # `th:TH_ATOMIC_RETURN`): without one, it writes no register
    atomic_return: frozenset[str] = frozenset()
    # VOPD dual issue: `<prefix>X ... :: <prefix>Y ...`, each half the VALU `v_X`, `v_Y`
    dual_prefix: str = ""
    # operand kinds the assembly does not write (gfx11+ v_cmpx writes EXEC implicitly)
    implicit_kinds: frozenset[str] = frozenset()

    def written_dests(self, desc) -> int:
        """How many destinations the assembly spells for ``desc``."""
        n = desc.num_dest_fields
        if self.implicit_kinds:
            n -= sum(1 for f in desc.fields[:n] if f.kind in self.implicit_kinds)
        return n

    def knows_modifier(self, word: str) -> bool:
        key, sep, _ = word.partition(":")
        return (key + ":" if sep else key) in self.modifiers


class Target:
    """One GPU architecture: its instruction table, register limits and wait counters."""

    __slots__ = ("name", "wave_size", "counters", "events", "family", "wmma_hazard",
                 "delay_alu", "wait_alu", "guards", "stall_model",
                 "mnemonics", "_described", "_instructions", "_register_limits",
                 "_classify_flags", "syntax", "_encodings", "_inventory", "not_in_llvm",
                 "_read_inventory", "_describe_inventory", "_by_family_rule")

    def __init__(self, name: str, wave_size: int, instructions: dict[str, dict[str, Any]],
                 register_limits: dict[str, int], counters: dict[str, CounterDesc],
                 events: dict[str, EventDesc] | None = None, family: str = "",
                 wmma_hazard: WmmaHazardDesc | None = None, syntax: AsmSyntax | None = None):
        self.name = name
        self.syntax = syntax if syntax is not None else AsmSyntax()
        self._encodings: dict[str, InstrDesc | None] = {}
        self.wmma_hazard = wmma_hazard      # None: the target has no such rule
        self.delay_alu: DelayAluDesc | None = None   # None: no s_delay_alu on the target
        self.wait_alu: WaitAluDesc | None = None     # None: no SCHED_MODE 2 waits
        self.wave_size = wave_size
        self.family = family
        self.counters: Mapping[str, CounterDesc] = MappingProxyType(counters)
        # Empty for a target without an event table (gfx1250): each counter is then one
        # event kind, and FLAT's secondary counter is not tracked (the reference model).
        self.events: Mapping[str, EventDesc] = MappingProxyType(events or {})
        self.mnemonics: tuple[str, ...] = tuple(sorted(instructions))
        # mnemonic -> the (checked) values of its InstrDesc (_new_desc adds the mnemonic and
        # the classification); the InstrDesc is built when first looked up, as a run uses
        # a few of the hundreds
        self._described = instructions
        self._instructions: dict[str, InstrDesc] = {}   # those built so far
        self._register_limits = register_limits
        self._classify_flags = None
        self.guards: GuardsDesc | None = None   # None: no gfx1250 guards and hazards
        self.stall_model: StallModelDesc | None = None   # None: no stall estimate
        # (inventory, inventory_bases) once read (see the properties)
        self._inventory: tuple[frozenset[str], frozenset[str]] | None = None
        # reads them (the loader's): a run that looks up only listed mnemonics never does
        self._read_inventory = None
        # table mnemonics LLVM 22 lacks for this target, kept on purpose (`not_in_llvm`)
        self.not_in_llvm: frozenset[str] = frozenset()
        # base mnemonic -> the InstrDesc values by the target's inventory_rules (the loader's)
        self._describe_inventory = None
        self._by_family_rule: set[InstrDesc] = set()   # descriptions it made

    @property
    def inventory(self) -> frozenset[str]:
        """Every mnemonic LLVM prints for this target (inventory/<name>.txt, written by
        utils/gen_inventory.py), with encoding suffixes; empty: the target has none."""
        return self._inventory_sets()[0]

    @property
    def inventory_bases(self) -> frozenset[str]:
        """The ``inventory`` without encoding suffixes."""
        return self._inventory_sets()[1]

    def _inventory_sets(self) -> tuple[frozenset[str], frozenset[str]]:
        if self._inventory is None:
            self._inventory = (self._read_inventory() if self._read_inventory is not None
                               else (frozenset(), frozenset()))
        return self._inventory

    def classify_flags(self, flags: frozenset[str]) -> dict:
        """The counters, event and predicates an instruction with these flags would get:
        what the passes use for a mnemonic missing from the table (classified by family)."""
        return self._classify_flags(flags)

    def lookup(self, mnemonic: str) -> InstrDesc | None:
        """The description of ``mnemonic``, also when it names an encoding of a listed
        instruction (``v_add_f32_e32`` is ``v_add_f32``; asm_syntax.encoding_suffixes).
        An instruction of the target's LLVM inventory that the tables do not list is
        described by the target's `inventory_rules`."""
        desc = self._instructions.get(mnemonic)
        if desc is not None:
            return desc
        try:
            return self._encodings[mnemonic]
        except KeyError:
            pass
        values = self._described.get(mnemonic)
        if values is not None:
            desc = self._instructions[mnemonic] = self._new_desc(mnemonic, values)
            return desc
        base = self.base_mnemonic(mnemonic)
        if base != mnemonic:
            desc = self.lookup(base)       # one description for every encoding
        elif self._describe_inventory is not None and mnemonic in self.inventory_bases:
            values = self._describe_inventory(mnemonic)
            if values is not None:
                desc = self._new_desc(mnemonic, values)
                self._by_family_rule.add(desc)
        self._encodings[mnemonic] = desc
        return desc

    def _new_desc(self, mnemonic: str, values: dict[str, Any]) -> InstrDesc:
        """The InstrDesc of ``mnemonic`` from the loader's values, classified by its flags."""
        return InstrDesc(mnemonic=mnemonic, **values, **self._classify_flags(values["flags"]))

    def described_by_family(self, desc: InstrDesc) -> bool:
        """Whether ``desc`` comes from an `inventory_rules` family rule: its flags, counters
        and register effects are the family's, its operand fields only the family's shape
        (a VOP3 rule lists three sources for a two-source instruction too)."""
        return desc in self._by_family_rule

    def base_mnemonic(self, mnemonic: str) -> str:
        """``mnemonic`` without its encoding suffix (``v_add_f32_e64`` -> ``v_add_f32``)."""
        suffixes = self.syntax.encoding_suffixes
        if mnemonic.endswith(suffixes):    # one call rules out the many without a suffix
            for suffix in suffixes:
                if mnemonic.endswith(suffix):
                    return mnemonic[:-len(suffix)]
        return mnemonic

    def unknown_mnemonic(self, mnemonic: str) -> str:
        """The warning for a mnemonic ``lookup`` does not describe: with an inventory, it is
        one LLVM does not have for this target."""
        text = f"unknown mnemonic '{mnemonic}' for {self.name}"
        if self.inventory:
            text += f": LLVM 22 has no such instruction for {self.name}"
        return text

    def register_limit(self, kind: str) -> int | None:
        """Largest index + 1 a register of this kind (spelled as in .stir) may have;
        None when the kind is not range checked."""
        return self._register_limits.get(kind)

    def wait_instruction(self, counter: str) -> str:
        """The mnemonic that waits on `counter` alone, e.g. 'dscnt' -> 's_wait_dscnt'."""
        return self.counters[counter].wait_instruction

    def __repr__(self) -> str:
        return f"Target({self.name!r})"
