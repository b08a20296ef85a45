"""Record classes: ``dataclasses`` without its start-up cost.

``dataclasses.dataclass`` writes the methods of each class it decorates as Python
source and compiles it (six functions for a frozen class), and importing the module
loads ``inspect`` with ``ast``, ``dis`` and ``tokenize``. The command line defines 31
records before it reads a line: that was 28 ms of its 100 ms start-up (a run on a
one-instruction file: 100 -> 72 ms). ``record`` gives a class the same methods from
shared functions instead, so nothing is compiled:

* ``__init__`` taking the fields (the annotated class attributes, in order) by
  position or keyword, a class attribute's value as the default and
  ``field(default_factory=f)`` for a fresh ``f()`` per instance, then
  ``__post_init__`` if the class has one;
* ``eq=True``: ``__eq__`` comparing the fields of two instances of the class
  (``NotImplemented`` for anything else); with ``frozen=True`` also ``__hash__``
  over them, without it the instances are unhashable;
* ``repr=True``: ``Name(field=value, ...)``;
* ``frozen=True``: assigning or deleting an attribute raises ``FrozenInstanceError``;
* ``slots=True``: ``__slots__`` of the fields (no per-instance ``__dict__``);
* ``__reduce__``, so that copies and pickles go through ``__init__``.

Methods the class defines itself are kept. ``fields`` and ``replace`` are the
counterparts of ``dataclasses.fields`` (names only) and ``dataclasses.replace``.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:   # type checkers read ``record`` as they read ``dataclass``
    from typing_extensions import dataclass_transform
else:
    def dataclass_transform(**_kwargs):
        return lambda function: function

T = TypeVar("T")

_FIELDS = "__record_fields__"
_NONE = object()     # no default


class FrozenInstanceError(AttributeError):
    """An attribute of a frozen record was assigned or deleted."""


class _Factory:
    __slots__ = ("make",)

    def __init__(self, make):
        self.make = make


def field(*, default_factory: Callable[[], T]) -> T:
    """A field whose default is ``default_factory()``, made for each instance."""
    return _Factory(default_factory)    # type: ignore[return-value]


def fields(record_or_class: Any) -> tuple[str, ...]:
    """The field names of a record class or instance, in order."""
    names: tuple[str, ...] = getattr(record_or_class, _FIELDS)
    return names


def replace(obj: T, **changes: Any) -> T:
    """A new record like ``obj`` with the fields ``changes`` names set to other values."""
    values = {name: getattr(obj, name) for name in fields(obj)}
    values.update(changes)
    return obj.__class__(**values)


@dataclass_transform(field_specifiers=(field,))
def record(cls: Any = None, /, *, frozen: bool = False, slots: bool = False, eq: bool = True,
           repr: bool = True) -> Any:
    """Make ``cls`` a record class (see the module docstring); use as ``@record`` or
    ``@record(frozen=True, ...)``."""
    def build(cls: type[T]) -> type[T]:
        return _build(cls, frozen, slots, eq, repr)
    return build if cls is None else build(cls)


def _build(cls, frozen, slots, eq, with_repr):
    namespace = dict(cls.__dict__)
    names = tuple(namespace.get("__annotations__", {}))
    defaults, factories = {}, {}
    for name in names:
        if name in namespace:
            value = namespace.pop(name) if slots else namespace[name]
            if isinstance(value, _Factory):
                factories[name] = value.make
                namespace.pop(name, None)
            else:
                defaults[name] = value
    values = _getter(names)
    namespace[_FIELDS] = names
    _define(namespace, "__init__", _init(cls.__qualname__, names, defaults, factories,
                                         namespace.get("__post_init__")))
    _define(namespace, "__reduce__", lambda self: (self.__class__, values(self)))
    if with_repr:
        _define(namespace, "__repr__", _repr(cls.__qualname__, names))
    if eq:
        _define(namespace, "__eq__", _eq(values))
        if "__hash__" not in cls.__dict__ or cls.__dict__["__hash__"] is None:
            namespace["__hash__"] = (lambda self: hash(values(self))) if frozen else None
    if frozen:
        _define(namespace, "__setattr__", _refuse("cannot assign to field"))
        _define(namespace, "__delattr__", _refuse("cannot delete field"))
    if slots:
        namespace["__slots__"] = names
        namespace["__qualname__"] = cls.__qualname__
        namespace.pop("__dict__", None)
        namespace.pop("__weakref__", None)
        return type(cls)(cls.__name__, cls.__bases__, namespace)
    for name, value in namespace.items():
        if name not in cls.__dict__ or cls.__dict__[name] is not value:
            setattr(cls, name, value)
    for name in factories:
        delattr(cls, name)
    return cls


def _define(namespace: dict, name: str, function) -> None:
    if name not in namespace:
        namespace[name] = function


def _getter(names):
    """obj -> the tuple of its field values."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def _init(qualname, names, defaults, factories, post_init):
    count = len(names)
    set_attribute = object.__setattr__
    # per field: (name, default or _NONE, factory or None)
    specs = tuple((name, defaults.get(name, _NONE), factories.get(name)) for name in names)

    def __init__(self, *args, **kwargs):
        given = len(args)
        if given > count:
            raise TypeError(f"{qualname}() takes {count} positional arguments but "
                            f"{given} were given")
        for name, value in zip(names, args):
            set_attribute(self, name, value)
        for name, default, factory in specs[given:]:
            if kwargs and name in kwargs:
                value = kwargs.pop(name)
            elif default is not _NONE:
                value = default
            elif factory is not None:
                value = factory()
            else:
                raise TypeError(f"{qualname}() missing required argument: '{name}'")
            set_attribute(self, name, value)
        for name in kwargs:
            problem = "multiple values for" if name in names else "an unexpected keyword"
            raise TypeError(f"{qualname}() got {problem} argument '{name}'")
        if post_init is not None:
            post_init(self)
    return __init__


def _repr(qualname, names):
    def __repr__(self):
        return f"{qualname}(" + ", ".join(f"{name}={getattr(self, name)!r}"
                                          for name in names) + ")"
    return __repr__


def _eq(values):
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented
    return __eq__


def _refuse(what):
    def refuse(self, name, *value):
        raise FrozenInstanceError(f"{what} '{name}'")
    return refuse
