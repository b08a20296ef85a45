"""stinkytofu_opt.records: the record classes behave as the dataclasses they replace."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys

import pytest

from stinkytofu_opt.records import FrozenInstanceError, field, fields, record, replace


@record(frozen=True, slots=True)
class Point:
    x: int
    y: int = 0
    label: str | None = None

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


@record(frozen=True, slots=True)
class Other:
    x: int
    y: int = 0
    label: str | None = None


@record
class Log:
    name: str
    lines: list = field(default_factory=list)
    count: int = 0


@record(frozen=True)
class Checked:
    text: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", self.text.strip())


@record(frozen=True, slots=True, repr=False, eq=False)
class ByIdentity:
    name: str

    def __repr__(self) -> str:
        return f"<{self.name}>"


def test_init_by_position_keyword_and_default():
    assert (Point(1).x, Point(1).y, Point(1).label) == (1, 0, None)
    p = Point(1, label="a", y=2)
    assert (p.x, p.y, p.label, p.norm1()) == (1, 2, "a", 3)
    assert fields(Point) == fields(p) == ("x", "y", "label")


@pytest.mark.parametrize("make, message", [
    (lambda: Point(), "missing required argument: 'x'"),
    (lambda: Point(1, 2, "a", 4), "takes 3 positional arguments but 4 were given"),
    (lambda: Point(1, z=2), "unexpected keyword argument 'z'"),
    (lambda: Point(1, x=2), "multiple values for argument 'x'"),
])
def test_bad_arguments_raise_type_error(make, message):
    with pytest.raises(TypeError, match=message):
        make()


def test_frozen_values_compare_and_hash_by_fields_within_their_class():
    assert Point(1, 2) == Point(1, 2) and hash(Point(1, 2)) == hash(Point(1, 2))
    assert Point(1, 2) != Point(2, 1)
    assert Point(1, 2) != Other(1, 2)      # same fields, another class
    assert len({Point(1, 2), Point(1, 2), Point(2, 1)}) == 2
    with pytest.raises(FrozenInstanceError):
        Point(1).x = 2
    with pytest.raises(AttributeError):
        del Point(1).y
    assert not hasattr(Point(1), "__dict__")


def test_mutable_records_are_unhashable_and_make_fresh_defaults():
    a, b = Log("a"), Log("a")
    a.lines.append(1)
    a.count += 1
    assert b.lines == [] and a != b and Log("a", [1], 1) == a
    with pytest.raises(TypeError):
        hash(a)


def test_repr_post_init_and_identity_records():
    assert repr(Point(1, label="a")) == "Point(x=1, y=0, label='a')"
    assert Checked("  t ").text == "t"
    one = ByIdentity("v_add")
    assert repr(one) == "<v_add>" and one != ByIdentity("v_add") and one == one
    assert hash(one) == object.__hash__(one)


def test_replace_copy_and_pickle_keep_the_values():
    p = Point(1, 2, "a")
    assert replace(p, y=5) == Point(1, 5, "a") and p.y == 2
    assert copy.copy(p) == p and copy.deepcopy(Log("a", [1])) == Log("a", [1])
    assert pickle.loads(pickle.dumps(p)) == p
    assert pickle.loads(pickle.dumps(Checked(" t"))).text == "t"
    with pytest.raises(TypeError):
        replace(p, z=1)


def test_the_command_line_loads_no_dataclasses():
    """What the module is for: the start-up path compiles no record methods."""
    code = ("import sys\n"
            "from stinkytofu_opt import driver\n"
            "import stinkytofu_opt.passes.waits.waitcnt_insertion\n"
            "import stinkytofu_opt.text.stir_printer\n"
            "print(sorted(m for m in ('dataclasses', 'inspect') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
