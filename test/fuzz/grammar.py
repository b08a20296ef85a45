"""Grammar-aware random generator of ``.stir`` programs and raw assembly.

``stir_program(rng)`` walks the ``.stir`` grammar (spec stir-format-and-driver.md
2.2): functions, block labels, ``Successors:`` lines, instructions with
destination and source operands of every kind the lexer knows (registers,
ranges, negated registers, integers at the int32 edges, hex, floats, strings,
bare words, ``hwreg(...)``), attribute dicts (``mod.<kind> = {...}`` with
fields of the right and the wrong type, ``issueCycles``, unknown attributes),
labels, ``st.asm_directive``, comments of the three spellings, CRLF line ends
and flat files without ``st.func``. Most programs are well formed; with
probability ``wrong`` a production emits a plausible mistake instead (a
missing comma, an unknown successor, a register past the end of its file...),
so both the accepting and the diagnosing paths of the parser get exercised.

``asm_program(rng)`` does the same for raw assembly lines (labels,
instructions with modifiers such as ``offset:16``, ``.set`` symbols, legacy
``s_waitcnt``, directive blocks).

Everything is driven by the ``random.Random`` passed in: the same seed gives
the same text.
"""

from __future__ import annotations

import random

# A sample of mnemonics per class; the generator also draws from the target
# table when it is given one.
MNEMONICS = (
    "v_add_f32", "v_mov_b32", "v_fma_f32", "v_cndmask_b32", "v_wmma_f32_16x16x32_bf16",
    "s_add_u32", "s_mov_b32", "s_cmp_eq_u32", "s_sub_u32", "s_nop", "s_endpgm",
    "ds_load_b32", "ds_load_b64", "ds_load_b128", "ds_store_b32", "ds_store_b128",
    "ds_read_b32", "ds_write_b32", "buffer_load_b32", "buffer_load_dwordx4",
    "global_load_b32", "global_store_b32", "s_load_b32", "s_load_b64",
    "s_buffer_load_b32", "tensor_load_to_lds", "global_store_async_from_lds_b64",
    "s_barrier", "s_barrier_signal", "s_barrier_wait", "s_wait_dscnt", "s_wait_loadcnt",
    "s_wait_kmcnt", "s_wait_tensorcnt", "s_wait_asynccnt", "s_wait_storecnt",
    "s_wait_loadcnt_dscnt", "s_wait_storecnt_dscnt", "s_waitcnt", "s_wait_alu",
    "s_delay_alu", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_branch",
    "s_setprio", "s_set_vgpr_msb", "s_getreg_b32", "v_readfirstlane_b32",
)
PSEUDO = ("PHI", "FENCE", "scheduling_fence")
REG_KINDS = ("v", "v", "v", "s", "s", "a", "acc", "m", "AGPR")
BARE_REGS = ("SCC", "vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi",
             "src_shared_base")
LIMITS = {"v": 1024, "s": 256, "a": 256, "acc": 256, "AGPR": 256, "m": 1}
EDGE_INTS = (0, 1, -1, 2, 63, 64, 255, 256, 1023, 1024, 65535, 65536, 2 ** 31 - 1,
             -(2 ** 31))
BAD_INTS = (2 ** 31, -(2 ** 31) - 1, 2 ** 63, 10 ** 30)
MODIFIERS = {
    "ds": (("na", "int"), ("offset", "int"), ("offset0", "int"), ("offset1", "int"),
           ("gds", "bool")),
    "flat": (("offset12", "int"), ("glc", "bool"), ("slc", "bool"), ("lds", "bool")),
    "global": (("offset", "int"), ("th", "str"), ("scope", "str")),
    "mubuf": (("offen", "bool"), ("offset12", "int"), ("glc", "bool"), ("slc", "bool"),
              ("nt", "bool"), ("lds", "bool"), ("scope", "str"), ("th", "str"),
              ("nv", "str")),
    "smem": (("offset", "int"), ("glc", "bool"), ("nv", "bool")),
    "vop3": (("neg_src0", "bool"), ("abs_src1", "bool"), ("clamp", "bool"),
             ("omod", "int")),
    "vop3p": (("op_sel", "ints"), ("op_sel_hi", "ints"), ("byte_sel", "ints")),
    "swaitcnt": (("vlcnt", "int"), ("vscnt", "int"), ("dlcnt", "int"), ("dscnt", "int"),
                 ("kmcnt", "int")),
    "swaittensorcnt": (("tlcnt", "int"),),
    "swaitasynccnt": (("asynccnt", "int"),),
    "swaitstorecnt": (("storecnt", "int"),),
    "delayalu": (("instid0Type", "str"), ("instid0Distance", "int"), ("instSkip", "int")),
    "waitalu": (("va_vdst", "int"), ("sa_sdst", "int"), ("hold_cnt", "int")),
    "mfma": (("reuseA", "bool"), ("reuseB", "bool"), ("negLo", "ints"), ("numNegSrcs", "int")),
    "matrix_fmt": (("fmtA", "str"), ("fmtB", "str"), ("scaleSelA", "int")),
    "memtoken": (("tokens", "ints"),),
    "lds_ring": (("accesses", "ints"), ("advances", "ints")),
    "wait_provenance": (("text", "str"),),
    "wmma_pool": (("poolIndex", "int"),),
    "label": (("label", "str"), ("alignment", "int")),
    "call_targets": (("callees", "strs"),),
    "loopcarriedwar": (("tokens", "ints"), ("distance", "int")),
    "loopcarriedraw": (("tokens", "ints"), ("distance", "int")),
    "exec": (("setHi", "bool"),),
    "cache_scope": (("scope", "str"),),
}
STRINGS = ("TH_NONE", "SCOPE_NONE", "SCOPE_SE", "NO_DEP", "VALU_DEP_1", "fp8", "bf16", "",
           "a\\\"b", "label_x", "é", "\\\\")


class StirGen:
    def __init__(self, rng: random.Random, wrong: float = 0.05, mnemonics=None,
                 max_blocks: int = 8, max_items: int = 8):
        self.r = rng
        self.wrong = wrong
        self.mnemonics = tuple(mnemonics) if mnemonics else MNEMONICS
        self.max_blocks = max_blocks
        self.max_items = max_items
        self.nl = "\r\n" if rng.random() < 0.05 else "\n"

    def oops(self) -> bool:
        return self.r.random() < self.wrong

    # -- leaves ----------------------------------------------------------
    def integer(self) -> str:
        r = self.r
        if r.random() < 0.15:
            return str(r.choice(BAD_INTS if self.oops() else EDGE_INTS))
        return str(r.randint(-8, 300))

    def literal(self) -> str:
        r = self.r
        k = r.random()
        if k < 0.5:
            return self.integer()
        if k < 0.65:
            return r.choice(("0x0", "0xff", "0xFFFFFFFF", "-0x10", "0x1234abcd",
                             "0x" + "f" * r.randint(1, 20)))
        if k < 0.8:
            return r.choice(("1.0", "-0.5", "3.25e2", "1e10", "2.", "-0.0", "0.1", "1e308")
                            + (("1e999", "-1e400") if self.oops() else ()))
        if k < 0.93:
            return '"' + r.choice(STRINGS) + '"'
        return r.choice(("off", "null", "BufferLimit", "label_end", "label_Loop1"))

    def register(self, dest: bool = False) -> str:
        r = self.r
        if r.random() < 0.1:
            return r.choice(BARE_REGS)
        kind = r.choice(REG_KINDS)
        limit = LIMITS[kind]
        size = r.choice((1, 1, 1, 2, 4, 8)) if limit > 1 else 1
        if r.random() < 0.15:       # at the end of the register file
            start = limit - size
        else:
            start = r.randrange(0, max(limit - size, 0) + 1)
        if self.oops():
            start = r.choice((limit, limit - size + 1, 2 ** 40))  # beyond the file
        neg = "-" if (not dest and r.random() < 0.05) else ""
        if size == 1 and r.random() < 0.6:
            return f"{neg}{kind}{start}" if r.random() < 0.8 else f"{neg}{kind} {start}"
        end = start + size - 1
        if self.oops():
            start, end = end, start  # reversed range
        if size == 1 and r.random() < 0.5:
            return f"{neg}{kind}[{start}]"
        return f"{neg}{kind}[{start}:{end}]"

    def lds(self) -> str:
        return f"LDS{self.r.randint(0, 4)}"

    def operand(self) -> str:
        r = self.r
        k = r.random()
        if k < 0.55:
            return self.register()
        if k < 0.92:
            return self.literal()
        if k < 0.97:
            fields = ", ".join(str(r.randint(0, 70000 if self.oops() else 63))
                               for _ in range(r.randint(1, 3)))
            return f"hwreg({fields})"
        return self.lds()

    def value(self, typ: str) -> str:
        r = self.r
        if self.oops():
            typ = r.choice(("int", "bool", "str", "ints", "strs", "ident", "nested"))
        if typ == "int":
            return self.integer()
        if typ == "bool":
            return r.choice(("true", "false"))
        if typ == "str":
            return '"' + r.choice(STRINGS) + '"'
        if typ == "ident":
            return r.choice(("TH_NONE", "x", "label_a"))
        if typ == "nested":
            return "[[1]]"
        if typ == "strs":
            return "[" + ", ".join('"' + r.choice(STRINGS) + '"'
                                   for _ in range(r.randint(0, 3))) + "]"
        items = [str(r.randint(0, 7)) for _ in range(r.randint(0, 4))]
        sep = "," + ("\n    " if r.random() < 0.05 else " ")
        return "[" + sep.join(items) + "]"

    def modifier(self) -> str:
        r = self.r
        kind = r.choice(tuple(MODIFIERS))
        if self.oops():
            kind = r.choice(("nosuchmod", "ds ", "memtoken"))
        fields = MODIFIERS.get(kind.strip(), (("x", "int"),))
        chosen = r.sample(fields, r.randint(0, len(fields)))
        parts = [f"{name} = {self.value(t)}" for name, t in chosen]
        if self.oops():
            parts.append("bogus = 1")
        if r.random() < 0.05 and parts:
            parts.append(parts[0])  # a repeated field: the last one wins
        sep = "," + ("\n      " if r.random() < 0.05 else " ")
        return f"mod.{kind} = {{ " + sep.join(parts) + " }"

    def attributes(self) -> str:
        r = self.r
        attrs = []
        for _ in range(r.choice((0, 0, 1, 1, 2, 3))):
            k = r.random()
            if k < 0.8:
                attrs.append(self.modifier())
            elif k < 0.93:
                bad = ("x", "[1]") if self.oops() else ()
                attrs.append(f"{r.choice(('issueCycles', 'latencyCycles'))} = "
                             f"{r.choice((self.integer(), '2.5') + bad)}")
            else:
                attrs.append(f"{r.choice(('note', 'priority'))} = {self.literal()}")
        if not attrs:
            return ""
        text = " { " + ", ".join(attrs) + " }"
        if self.oops():
            text = text[:-1] if r.random() < 0.5 else text.replace(", ", " ", 1)
        return text

    # -- lines -----------------------------------------------------------
    def opcode(self) -> str:
        r = self.r
        k = r.random()
        if k < 0.85:
            name = r.choice(self.mnemonics)
        elif k < 0.92:
            name = r.choice(PSEUDO)
        else:
            name = r.choice(("v_no_such_op", "s_frobnicate", "", "x.y.z"))
        prefix = "st." if r.random() < 0.95 else r.choice(("", "amdgpu.", "st.st."))
        return f'"{prefix}{name}"'

    def instruction(self, labels: list[str], blocks: list[str]) -> str:
        r = self.r
        k = r.random()
        if k < 0.05:
            text = ", ".join('"' + r.choice((".p2align", "", "s_nop 0", ".set x, 1", "a b"))
                             + '"' for _ in range(r.randint(0 if self.oops() else 1, 3)))
            return f'"st.asm_directive"({text})'
        if k < 0.1:
            name = "label_" + str(r.randint(0, 20))
            labels.append(name)
            return name + ":"
        dests = []
        if r.random() < 0.6:
            dests = [self.register(dest=True) for _ in range(r.choice((1, 1, 1, 2)))]
        srcs = [self.operand() for _ in range(r.randint(0, 4))]
        opcode = self.opcode()
        if "branch" in opcode and r.random() < 0.7:
            target = r.choice(labels + blocks) if (labels or blocks) else "label_end"
            srcs = [f'"{target}"']
        elif "memtoken" not in opcode and r.random() < 0.1:
            srcs.append(self.lds())
        lhs = (", ".join(dests) + " = ") if dests else ""
        if dests and self.oops():
            lhs = lhs.replace(" = ", " ")
        operands = ", ".join(srcs)
        if self.oops() and srcs:
            operands = operands.replace(", ", " ", 1)
        call = f"({operands})" if (srcs or r.random() < 0.9) else ""
        return f"{lhs}{opcode}{call}{self.attributes()}"

    def comment(self) -> str:
        r = self.r
        k = r.random()
        if k < 0.4:
            return "// " + r.choice(("note", "CHECK: x", "RUN: nothing", "é ü"))
        if k < 0.7:
            return "# comment"
        if self.oops():
            return "/* unterminated"
        return "/* block\n comment */" if r.random() < 0.3 else "/* c */"

    def line(self, labels, blocks) -> str:
        r = self.r
        text = self.instruction(labels, blocks)
        if r.random() < 0.08:
            text += "  " + self.comment()
        indent = r.choice(("  ", "  ", "    ", "\t", ""))
        return indent + text

    def block_name(self, i: int) -> str:
        r = self.r
        return r.choice((f"bb{i}", f"bb{i}", f".LBB0_{i}", f"entry{i}", f"label_B{i}"))

    def function(self, name: str) -> list[str]:
        r = self.r
        nblocks = r.randint(1, self.max_blocks)
        names = []
        for i in range(nblocks):
            n = self.block_name(i)
            names.append(n if n not in names else f"bb{i}x")
        if self.oops():
            names[-1] = names[0]  # duplicate block label
        out = [f"st.func @{name}() {{" if not self.oops() else f"st.func {name}() {{"]
        labels: list[str] = []
        for i, bname in enumerate(names):
            out.append(f"^{bname}:")
            for _ in range(r.randint(0, self.max_items)):
                out.append(self.line(labels, names))
                if r.random() < 0.03:
                    out.append("")
                if r.random() < 0.03:
                    out.append("  " + self.comment())
            succs = []
            if i + 1 < nblocks and r.random() < 0.85:
                succs.append(names[i + 1])
            if r.random() < 0.35:
                succs.append(r.choice(names))
            if self.oops():
                succs.append("nowhere")
            if succs:
                out.append("  Successors: " + ", ".join("^" + s for s in succs))
        if not self.oops():
            out.append("}")
        return out

    def program(self) -> str:
        r = self.r
        lines = []
        if r.random() < 0.1:
            lines.append(self.comment())
        if r.random() < 0.1:   # a flat file: instructions without st.func
            labels: list[str] = []
            for _ in range(r.randint(1, 2 * self.max_items)):
                if r.random() < 0.1:
                    lines.append(f"^blk{r.randint(0, 5)}:")
                lines.append(self.line(labels, []))
        else:
            for k in range(1 if r.random() < 0.85 else r.randint(2, 3)):
                lines.extend(self.function(f"f{k}" if k else r.choice(("main", "f", "k_0"))))
        return self.nl.join(lines) + (self.nl if r.random() < 0.95 else "")


def stir_program(rng: random.Random, wrong: float = 0.05, mnemonics=None) -> str:
    return StirGen(rng, wrong, mnemonics).program()


# -- raw assembly ------------------------------------------------------------
ASM_MODS = ("offset:16", "offset:0x40", "offen", "glc", "slc", "nt", "th:TH_LOAD_NT",
            "scope:SCOPE_SE", "offset0:1 offset1:2", "clamp", "neg_lo:[1,0]",
            "op_sel:[0,1]", "matrix_a_reuse", "idxen", "lds", "mul:2", "bogus:1", "offset:")
ASM_DIRECTIVES = (".text", ".p2align 8", '.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"',
                  ".globl kernel", ".type kernel,@function", ".long 0x1", ".byte 1,2",
                  ".set vgprBase, 64", ".set sgprCount, 3")


def asm_program(rng: random.Random, wrong: float = 0.05, mnemonics=None) -> str:
    r = rng
    names = tuple(mnemonics) if mnemonics else MNEMONICS
    labels = [f"label_{k}" for k in range(r.randint(1, 4))]
    out = []
    for _ in range(r.randint(0, 3)):
        out.append(r.choice(ASM_DIRECTIVES))

    def reg():
        kind = r.choice(("v", "v", "s", "s", "acc", "ttmp"))
        size = r.choice((1, 1, 2, 4))
        # gfx1250's files (v0-v1023, s0-s255, acc0-acc255); beyond them is an error, so
        # only a rare injected mistake (a program names some 40 registers) leaves the file
        limit = {"v": 1024}.get(kind, 256)
        n = r.randint(0, 255 - size + 1) if r.random() > 0.1 else \
            r.choice((0, 105, limit - size))
        if r.random() < wrong / 25:
            n = limit
        if r.random() < 0.1:
            return f"{kind}[vgprBase+{n % 8}:vgprBase+{n % 8 + size - 1}]"
        return f"{kind}{n}" if size == 1 else f"{kind}[{n}:{n + size - 1}]"

    def operand():
        k = r.random()
        if k < 0.6:
            return reg()
        if k < 0.75:
            return str(r.choice(EDGE_INTS) if r.random() < 0.2 else r.randint(-4, 64))
        if k < 0.85:
            return r.choice(("vcc", "exec", "scc", "m0", "off", "null", "0x10", "1.0",
                             "s[sgprCount]", "hwreg(HW_REG_MODE, 0, 4)"))
        return r.choice(labels)

    for _ in range(r.randint(1, 30)):
        k = r.random()
        if k < 0.1:
            out.append(r.choice(labels) + ":")
        elif k < 0.15:
            out.append(r.choice(ASM_DIRECTIVES))
        elif k < 0.18:
            out.append("s_waitcnt " + r.choice(("vmcnt(0)", "lgkmcnt(0)", "vmcnt(1) lgkmcnt(2)",
                                                "0", "expcnt(0)")))
        elif k < 0.2:
            out.append(r.choice(("// comment", "/* c */", "# column-0 comment", "")))
        elif k < 0.22:
            out.append(r.choice((".macro M a", "  v_nop", ".endm", ".amdhsa_kernel k",
                                 ".end_amdhsa_kernel", "/* open", "*/")))
        else:
            m = r.choice(names)
            if "branch" in m:
                ops = [r.choice(labels)]
            else:
                ops = [operand() for _ in range(r.randint(0, 4))]
            line = "  " + m + (" " + ", ".join(ops) if ops else "")
            if r.random() < 0.3:
                line += " " + " ".join(r.sample(ASM_MODS, r.randint(1, 2)))
            if r.random() < 0.05:
                line += "  // st.token: 1, 2"
            if r.random() < wrong:
                line = line.replace(",", "", 1)
            out.append(line)
    out.append("s_endpgm")
    return "\n".join(out) + "\n"
