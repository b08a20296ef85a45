"""Immutable records of the IR (operands, locations, modifier values) without
``dataclasses``: every run of the tool imports them, and building a dataclass
costs about 0.6 ms of start-up each.

A subclass lists its fields in ``__slots__`` and sets them in ``__init__``
through ``object.__setattr__``; equality, hashing and ``repr`` are those of a
frozen dataclass with the same fields (equal only to the same class, the hash
of the field tuple, ``Name(field=value, ...)``).
"""

from __future__ import annotations

from operator import attrgetter


class FrozenValueError(AttributeError):
    """An attempt to change a field of an immutable value."""


class Value:
    __slots__ = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        names = cls.__slots__
        if len(names) == 1:
            one = attrgetter(names[0])

            def fields(value):
                return (one(value),)
        else:
            fields = attrgetter(*names)

        # per class, so that comparing and hashing (operands are dictionary keys in
        # the passes) cost what a dataclass's generated methods cost
        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return fields(self) == fields(other)
            return NotImplemented

        def __hash__(self):
            return hash(fields(self))

        def __reduce__(self):
            return cls, fields(self)

        cls.__eq__, cls.__hash__, cls.__reduce__ = __eq__, __hash__, __reduce__

    def __setattr__(self, name, value):
        raise FrozenValueError(f"cannot assign to field '{name}' of {type(self).__name__}")

    def __delattr__(self, name):
        raise FrozenValueError(f"cannot delete field '{name}' of {type(self).__name__}")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(" + ", ".join(
            f"{name}={getattr(self, name)!r}" for name in self.__slots__) + ")"
