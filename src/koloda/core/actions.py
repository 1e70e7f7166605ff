"""Actions: small frozen dataclasses, and the codec that gives each a stable JSON form.

A game declares its action classes with ``@action("play")``-style names and builds one
`ActionCodec` over them. JSON form: ``{"type": "play", "cards": ["10H", "10S"]}``; cards travel
as their ASCII codes so records stay readable.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, TypeVar

from .cards import Card, parse_card
from .clean import BadText, clean_text
from .errors import MalformedAction
from .text import quote, quote_names, text


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of every game action; subclasses are frozen dataclasses with a `type_name`."""

    type_name: ClassVar[str] = "action"


A = TypeVar("A", bound=type[Action])

#: the longest text an action may carry (a Scattergories answer)
MAX_TEXT = 200


def action(name: str) -> Callable[[A], A]:
    """Class decorator: make a frozen, slotted dataclass action with the JSON type `name`."""

    def wrap(cls: A) -> A:
        cls.type_name = name
        return dataclasses.dataclass(frozen=True, slots=True)(cls)  # type: ignore[return-value]

    return wrap


def _encoder(tp: Any) -> Callable[[Any], Any]:
    if tp is Card:
        return lambda v: v.code
    origin = typing.get_origin(tp)
    if origin is tuple:
        inner = _encoder(typing.get_args(tp)[0])
        return lambda v: [inner(x) for x in v]
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        inner = _encoder(args[0])
        return lambda v: None if v is None else inner(v)
    return lambda v: v


def _bad(field: str, expected: str, value: Any) -> MalformedAction:
    # `expected` selects the words: card, list, bool, int or number
    return MalformedAction(text("core-action-bad-field", field=repr(field), expected=expected,
                                value=quote(value)))


def _decoder(tp: Any, field: str) -> Callable[[Any], Any]:
    if tp is Card:
        def dec_card(v: Any) -> Card:
            if not isinstance(v, str):
                raise _bad(field, "card", v)
            return parse_card(v)
        return dec_card
    origin = typing.get_origin(tp)
    if origin is tuple:
        inner = _decoder(typing.get_args(tp)[0], field)

        def dec_tuple(v: Any) -> tuple[Any, ...]:
            if not isinstance(v, list | tuple) or len(v) > 64:
                raise _bad(field, "list", v)
            return tuple(inner(x) for x in v)
        return dec_tuple
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        inner = _decoder(args[0], field)
        return lambda v: None if v is None else inner(v)
    if tp is bool:
        def dec_bool(v: Any) -> bool:
            if not isinstance(v, bool):
                raise _bad(field, "bool", v)
            return v
        return dec_bool
    if tp is int:
        def dec_int(v: Any) -> int:
            if isinstance(v, bool) or not isinstance(v, int):
                raise _bad(field, "int", v)
            return v
        return dec_int
    if tp is float:
        def dec_float(v: Any) -> float:
            if isinstance(v, bool) or not isinstance(v, int | float) or v != v:
                raise _bad(field, "number", v)
            return float(v)
        return dec_float
    if tp is str:
        def dec_str(v: Any) -> str:
            # Text typed by a person: well-formed, normalised, no invisible controls.
            try:
                return clean_text(v, MAX_TEXT)
            except BadText as exc:
                raise MalformedAction(text("core-action-field", field=repr(field),
                                           reason=exc.reason)) from exc
        return dec_str
    raise TypeError(f"action field {field!r} has an unsupported type {tp!r}")


class ActionCodec:
    """Encodes a game's actions to JSON-able dicts and decodes them back, validating shape."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self.classes: dict[str, type[Action]] = {}
        self._enc: dict[type[Action], list[tuple[str, Callable[[Any], Any]]]] = {}
        self._dec: dict[str, list[tuple[str, Callable[[Any], Any]]]] = {}
        for cls in classes:
            hints = typing.get_type_hints(cls)
            fields = [f.name for f in dataclasses.fields(cls)]
            self.classes[cls.type_name] = cls
            self._enc[cls] = [(f, _encoder(hints[f])) for f in fields]
            self._dec[cls.type_name] = [(f, _decoder(hints[f], f)) for f in fields]

    def encode(self, a: Action) -> dict[str, Any]:
        out: dict[str, Any] = {"type": a.type_name}
        for name, enc in self._enc[type(a)]:
            out[name] = enc(getattr(a, name))
        return out

    def decode(self, data: Any) -> Action:
        """Decode a JSON-able dict; raises `MalformedAction` naming what is wrong."""
        if not isinstance(data, dict):
            raise MalformedAction(text("core-action-not-object"))
        kind = data.get("type")
        cls = self.classes.get(kind) if isinstance(kind, str) else None
        if cls is None:
            known = ", ".join(sorted(self.classes))
            raise MalformedAction(text("core-action-unknown-type", kind=quote(kind), known=known))
        decs = self._dec[kind]
        extra = set(data) - {"type"} - {n for n, _ in decs}
        if extra:
            raise MalformedAction(text("core-action-extra-fields", kind=repr(kind),
                                       fields=quote_names(extra)))
        kwargs = {}
        for name, dec in decs:
            if name not in data:
                raise MalformedAction(text("core-action-missing-field", kind=repr(kind),
                                           field=repr(name)))
            kwargs[name] = dec(data[name])
        return cls(**kwargs)
