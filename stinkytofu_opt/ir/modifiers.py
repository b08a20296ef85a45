"""Instruction modifiers (``mod.<kind> = { field = value, ... }``).

A modifier is a kind plus an ordered field dictionary. The kinds the tool
knows have a schema (``SCHEMAS``) that gives each field a type, a default and
a print rule, so a modifier prints exactly as the reference printer prints
it whatever the input omitted. A kind without a schema is kept with its
fields and spellings as written and printed back unchanged, and a field a
schema does not list is printed after the known ones: nothing is dropped.
"""

from __future__ import annotations

from stinkytofu_opt.records import record

INT, BOOL, STR, INT_LIST, STR_LIST = "int", "bool", "str", "int[]", "str[]"

# Print rules: ALWAYS prints the default when a field is absent; PRESENT only
# when the input or a pass set it; TRUE only when true; NONZERO only when != 0.
ALWAYS, PRESENT, TRUE, NONZERO = "always", "present", "true", "nonzero"


@record(frozen=True, slots=True)
class Field:
    name: str
    type: str
    default: object
    rule: str = ALWAYS
    only_if: tuple[str, object] | None = None  # (other field, value) gate


def _f(name, type_, default, rule=ALWAYS, only_if=None):
    return Field(name, type_, default, rule, only_if)


def _counts(*names):
    return tuple(_f(n, INT, -1) for n in names)


SCHEMAS: dict[str, tuple[Field, ...]] = {
    "ds": (_f("na", INT, 1), _f("offset", INT, 0),
           _f("offset0", INT, 0, only_if=("na", 2)), _f("offset1", INT, 0, only_if=("na", 2)),
           _f("gds", BOOL, False)),
    "flat": (_f("offset12", INT, 0), _f("glc", BOOL, False), _f("slc", BOOL, False),
             _f("lds", BOOL, False)),
    "global": (_f("offset", INT, 0), _f("th", STR, "TH_NONE", PRESENT),
               _f("scope", STR, "SCOPE_NONE", PRESENT)),
    "mubuf": (_f("offen", BOOL, False), _f("offset12", INT, 0), _f("glc", BOOL, False),
              _f("slc", BOOL, False), _f("nt", BOOL, False), _f("lds", BOOL, False),
              _f("scope", STR, "SCOPE_NONE", PRESENT), _f("th", STR, "TH_NONE", PRESENT),
              _f("nv", STR, "", PRESENT)),
    "cache_scope": (_f("scope", STR, "SCOPE_NONE", PRESENT),),
    "smem": (_f("offset", INT, 0), _f("glc", BOOL, False), _f("nv", BOOL, False)),
    "sdwa": (_f("dst_sel", INT, 0), _f("dst_unused", INT, 0), _f("src0_sel", INT, 0),
             _f("src1_sel", INT, 0)),
    "vop3": tuple(_f(n, BOOL, False, TRUE) for n in (
        "neg_src0", "neg_src1", "neg_src2", "abs_src0", "abs_src1", "abs_src2", "clamp"))
    + (_f("omod", INT, 0, NONZERO),),
    "vop3p": (_f("op_sel", INT_LIST, []), _f("op_sel_hi", INT_LIST, []),
              _f("byte_sel", INT_LIST, [])),
    "exec": (_f("setHi", BOOL, False),),
    "vcc": (_f("setHi", BOOL, False),),
    # expcnt/samplecnt/bvhcnt: the pre-gfx12 and RDNA4 counters the reference's SWaitCntData
    # lacks; printed only when set, so gfx1250 output is unchanged.
    "swaitcnt": _counts("vlcnt", "vscnt", "dlcnt", "dscnt", "kmcnt")
    + tuple(_f(n, INT, -1, PRESENT) for n in ("expcnt", "samplecnt", "bvhcnt")),
    "swaittensorcnt": _counts("tlcnt"),
    "swaitasynccnt": _counts("asynccnt"),
    "swaitstorecnt": _counts("storecnt"),
    "delayalu": (_f("instid0Type", STR, "NO_DEP"), _f("instid0Distance", INT, 0),
                 _f("instSkip", INT, 0, PRESENT), _f("instid1Type", STR, "NO_DEP", PRESENT),
                 _f("instid1Distance", INT, 0, PRESENT)),
    "waitalu": tuple(_f(n, INT, -1, PRESENT) for n in (
        "va_vdst", "va_sdst", "va_ssrc", "hold_cnt", "vm_vsrc", "va_vcc", "sa_sdst")),
    "mfma": (_f("reuseA", BOOL, False), _f("reuseB", BOOL, False),
             _f("negLo", INT_LIST, [], PRESENT), _f("negHi", INT_LIST, [], PRESENT),
             _f("numNegSrcs", INT, 0, PRESENT)),
    "matrix_fmt": tuple(_f(n, STR, "", PRESENT) for n in (
        "fmtA", "fmtB", "scaleFmtA", "scaleFmtB")) + (
        _f("scaleSelA", INT, 0, PRESENT), _f("scaleSelB", INT, 0, PRESENT)),
    "memtoken": (_f("tokens", INT_LIST, []),),
    # An assembly line the tool does not model (machine/registers.py): written back as ``text``;
    # ``unreadable``: its register operands could not be read at all.
    "asm": (_f("text", STR, ""), _f("unreadable", BOOL, False, TRUE)),
    "lds_ring": (_f("accesses", INT_LIST, []), _f("advances", INT_LIST, [])),
    "wait_provenance": (_f("text", STR, ""),),
    "wmma_pool": (_f("poolIndex", INT, 0),),
    "label": (_f("label", STR, ""), _f("alignment", INT, 1)),
    "call_targets": (_f("callees", STR_LIST, []),),
    "loopcarriedwar": (_f("tokens", INT_LIST, []), _f("distance", INT, 1)),
    "loopcarriedraw": (_f("tokens", INT_LIST, []), _f("distance", INT, 1)),
}

_FIELD_INDEX = {kind: {f.name: f for f in fields} for kind, fields in SCHEMAS.items()}


class ModifierValueError(ValueError):
    """A field value that does not fit the field's declared type."""


@record(frozen=True, slots=True)
class RawValue:
    """A field value as written: its token kind and spelling.

    ``kind`` is one of int, hex, float, str, bool, ident, list; for a list,
    ``items`` holds the element values.
    """

    kind: str
    text: str
    items: tuple["RawValue", ...] = ()

    def spelling(self) -> str:
        if self.kind == "list":
            return "[" + ",".join(i.spelling() for i in self.items) + "]"
        if self.kind == "str":
            return quote(self.text)
        return self.text


def quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _convert(raw: RawValue, type_: str):
    if type_ == INT:
        if raw.kind in ("int", "hex", "str"):
            try:
                return int(raw.text, 0) if raw.kind != "int" else int(raw.text)
            except ValueError:
                pass
        raise ModifierValueError(f"expected an integer, got {raw.spelling()}")
    if type_ == BOOL:
        if raw.kind in ("bool", "ident", "int", "str") and raw.text in ("true", "1", "false", "0"):
            return raw.text in ("true", "1")
        raise ModifierValueError(f"expected true or false, got {raw.spelling()}")
    if type_ == STR:
        if raw.kind == "list":
            raise ModifierValueError(f"expected a string, got {raw.spelling()}")
        return raw.text
    if type_ in (INT_LIST, STR_LIST):
        if raw.kind != "list":
            raise ModifierValueError(f"expected an array, got {raw.spelling()}")
        item_type = INT if type_ == INT_LIST else STR
        return [_convert(item, item_type) for item in raw.items]
    raise AssertionError(type_)


def _format(value, type_: str) -> str:
    if type_ == BOOL:
        return "true" if value else "false"
    if type_ == STR:
        return quote(value)
    if type_ == INT_LIST:
        return "[" + ",".join(str(v) for v in value) + "]"
    if type_ == STR_LIST:
        return "[" + ",".join(quote(v) for v in value) + "]"
    return str(value)


class Modifier:
    """One ``mod.<kind>`` entry of an instruction.

    Known fields hold typed Python values; fields of unknown kinds (and
    unknown fields of known kinds) hold their ``RawValue``.

    ``set`` is for building a modifier. A frozen modifier (the readers and wait
    insertion share one between all instructions spelled alike) refuses it:
    replace the modifier with ``Instruction.set_mod`` instead. The printed body
    is computed once and kept.
    """

    __slots__ = ("kind", "values", "_body", "_frozen")

    def __init__(self, kind: str, values: dict | None = None):
        self.kind = kind
        self.values = dict(values or {})
        self._body: str | None = None
        self._frozen = False

    @classmethod
    def from_raw(cls, kind: str, fields: list[tuple[str, RawValue]]) -> "Modifier":
        """Build from parsed fields; raises ModifierValueError naming the field."""
        schema = _FIELD_INDEX.get(kind, {})
        values = {}
        for name, raw in fields:
            field = schema.get(name)
            if field is None:
                values[name] = raw
                continue
            try:
                values[name] = _convert(raw, field.type)
            except ModifierValueError as exc:
                raise ModifierValueError(f"mod.{kind} field '{name}': {exc}") from None
        return cls(kind, values)

    @property
    def known(self) -> bool:
        return self.kind in SCHEMAS

    def get(self, name: str):
        """The field's value, or the schema default when absent."""
        if name in self.values:
            return self.values[name]
        field = _FIELD_INDEX.get(self.kind, {}).get(name)
        return field.default if field else None

    def set(self, name: str, value) -> None:
        if self._frozen:
            raise AttributeError(f"mod.{self.kind} is shared between instructions; "
                                 "replace it with Instruction.set_mod")
        self.values[name] = value
        self._body = None

    def freeze(self) -> "Modifier":
        self._frozen = True
        return self

    def __eq__(self, other) -> bool:
        return isinstance(other, Modifier) and self.kind == other.kind \
            and self.values == other.values

    def __hash__(self):
        return hash(self.kind)

    def __repr__(self) -> str:
        return f"Modifier({self.kind!r}, {self.values!r})"

    def format_body(self) -> str:
        """The ``{ ... }`` part as the printer writes it."""
        if self._body is None:
            self._body = self._format_body()
        return self._body

    def _format_body(self) -> str:
        parts = []
        schema = SCHEMAS.get(self.kind, ())
        for field in schema:
            present = field.name in self.values
            value = self.values[field.name] if present else field.default
            if field.only_if is not None and self.get(field.only_if[0]) != field.only_if[1]:
                continue
            if field.rule == PRESENT and not present:
                continue
            if field.rule == TRUE and not value:
                continue
            if field.rule == NONZERO and value == 0:
                continue
            parts.append(f"{field.name} = {_format(value, field.type)}")
        known = _FIELD_INDEX.get(self.kind, {})
        for name, value in self.values.items():
            if name not in known:
                parts.append(f"{name} = {value.spelling()}")
        return "{ " + ", ".join(parts) + " }" if parts else "{ }"

    def __str__(self) -> str:
        return "mod." + self.kind + " = " + self.format_body()
