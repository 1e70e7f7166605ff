"""Texts as data: a message id and its arguments, formatted from catalogs at the edges.

The rules never write a sentence. An event is already data (its kind, its seat, the cards and
counts in it): its text is the catalog message `<game>-<kind>` formatted with the event's view
as arguments. Action labels (`Game.action_message`) and refusals (`IllegalAction` with a
`Message`) are the same: an id and arguments. The server formats per connection, the terminal
per player, the replay per viewer; a search bot that performs millions of events formats none.

Catalogs are Project Fluent files (`messages/en.ftl`, `messages/ru.ftl` beside the code that
owns the messages: core, each game, the front ends). Fluent does what a hand-made formatter
cannot do well: CLDR plural categories (1 карта, 2 карты, 5 карт, 21 карта), selectors for the
viewer ("you lead" / "Вася ходит"), and one file per language that a translator can read. See
`docs/messages.md` for the conventions.

How arguments become Fluent variables (`format_message`):

* a seat (the key `seat`, or a key the game's `message_args` marks "seat") becomes `$key`, the
  seat's name at the table (for the viewer: the catalog's word for "you"), and `$key-you`,
  "yes" for the viewer's own seat, else "no"; `$key-number` is the seat counted from 1;
* a card code ("10H"; keys `card`, `trump` or marked "card") becomes its short name in the
  language; a list of codes (`cards` or marked "cards") becomes the names joined, with
  `$key-count` their number;
* a `Text` or a `Message` argument is formatted in the same language, with the same names;
* anything else (numbers for plurals, words) is passed as it is; None becomes "none" (a
  selector's `[none]` variant; a seat that is None has `$key-you` "none" too).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .cards import parse_card, short_name
from .text import CATALOG, LANGS, Catalog, MessageError, Text

__all__ = ["CATALOG", "Catalog", "Message", "MessageError", "Names", "Text", "both", "format_message",
           "message", "render"]

#: how the default argument names are read (a game adds its own in `Game.message_args`)
DEFAULT_ARGS: dict[str, str] = {"seat": "seat", "card": "card", "trump": "card",
                                "cards": "cards"}


@dataclass(frozen=True, slots=True)
class Message:
    """A player-facing text as data: the catalog id and the arguments to format it with."""

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "args": dict(self.args)}

    def render(self, lang: str, names: Names | None = None,
               kinds: Mapping[str, str] | None = None) -> str:
        """This message in `lang` for the viewer of `names` (as `render` gives it)."""
        return format_message(self, lang, names or Names.same([]), kinds)


def message(msg_id: str, **args: Any) -> Message:
    """A `Message` (shorthand for the rules: `message("durak-take", seat=2)`)."""
    return Message(msg_id, args)


@dataclass(frozen=True)
class Names:
    """Who is who at a table, as the viewer reads it: each seat's name per language, and the
    viewer's own seat (None: a spectator)."""

    seats: Mapping[str, Sequence[str]]
    viewer: int | None = None

    @classmethod
    def same(cls, names: Sequence[str], viewer: int | None = None) -> Names:
        """The same names in every language (people's own names)."""
        return cls({lang: list(names) for lang in LANGS}, viewer)

    def of(self, seat: int, lang: str) -> str:
        names = self.seats.get(lang) or self.seats.get("en") or []
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def seen_by(self, viewer: int | None) -> Names:
        return Names(self.seats, viewer)




@lru_cache(maxsize=4096)  # a few hundred codes in two languages: each parsed once
def _card_name(code: str, lang: str) -> str:
    try:
        return short_name(parse_card(code), lang)
    except Exception:  # not a playing card (a game's own card id): shown as it is
        return str(code)


def fluent_args(args: Mapping[str, Any], lang: str, names: Names,
                kinds: Mapping[str, str] | None = None) -> dict[str, Any]:
    """Message arguments as Fluent variables (see the module docstring)."""
    kinds = {**DEFAULT_ARGS, **(kinds or {})}
    out: dict[str, Any] = {}
    for key, value in args.items():
        kind = kinds.get(key)
        if isinstance(value, Text):
            out[key] = value.get(lang)
        elif isinstance(value, Message):
            out[key] = format_message(value, lang, names, kinds)
        elif kind == "seat" and isinstance(value, int) and not isinstance(value, bool):
            you = value == names.viewer
            out[key] = CATALOG.format("you", {}, lang) if you else names.of(value, lang)
            out[f"{key}-you"] = "yes" if you else "no"
            out[f"{key}-number"] = value + 1
        elif kind == "card" and isinstance(value, str):
            out[key] = _card_name(value, lang)
        elif kind == "cards" and isinstance(value, list | tuple):
            out[key] = " ".join(_card_name(str(c), lang) for c in value)
            out[f"{key}-count"] = len(value)
        elif value is None:  # "none", so that a selector can tell it apart
            out[key] = "none"
            if kind == "seat":
                out[f"{key}-you"] = "none"
        elif isinstance(value, bool):
            out[key] = "yes" if value else "no"
        elif isinstance(value, int | float | str):
            out[key] = value
        elif isinstance(value, list | tuple):
            out[key] = ", ".join(map(str, value))
            out[f"{key}-count"] = len(value)
        # other values (dicts of details) are not for the text
    return out


def names_viewer(args: Mapping[str, Any], viewer: int | None,
                 kinds: Mapping[str, str] | None = None) -> bool:
    """Whether `args` read differently by `viewer` than by a spectator: only a seat argument
    that is the viewer's own (its "you"), here or in a nested `Message`, does. When it is
    False, a spectator's formatted text is this viewer's too (the server formats it once)."""
    if viewer is None:
        return False
    kinds = {**DEFAULT_ARGS, **(kinds or {})}
    for key, value in args.items():
        if isinstance(value, Message):
            if names_viewer(value.args, viewer, kinds):
                return True
        elif kinds.get(key) == "seat" and value == viewer and isinstance(value, int) \
                and not isinstance(value, bool):
            return True
    return False


def format_message(msg: Message, lang: str, names: Names,
                   kinds: Mapping[str, str] | None = None) -> str:
    """`msg` in `lang` for the viewer of `names`."""
    return CATALOG.format(msg.id, fluent_args(msg.args, lang, names, kinds), lang)


def render(item: Text | Message | str | None, lang: str, names: Names | None = None,
           kinds: Mapping[str, str] | None = None) -> str:
    """Any player-facing text in `lang`: a `Text` (fixed), a `Message` (from the catalog), or a
    plain string (shown as it is)."""
    if item is None:
        return ""
    if isinstance(item, Text):
        return item.get(lang)
    if isinstance(item, Message):
        return format_message(item, lang, names or Names.same([]), kinds)
    return str(item)


def both(item: Text | Message | str | None, names: Names | None = None,
         kinds: Mapping[str, str] | None = None) -> dict[str, str]:
    """`{"en": ..., "ru": ...}` of any player-facing text (the protocol's shape)."""
    return {lang: render(item, lang, names, kinds) for lang in LANGS}


def event_message(game_id: str, view: Mapping[str, Any]) -> Message | None:
    """The message of an event as a seat sees it (`Event.view(seat)`): `<game>-<kind>` with the
    view's fields as arguments; None if the catalog has no such message."""
    msg_id = f"{game_id}-{view.get('kind')}"
    if not CATALOG.has(msg_id):
        return None
    return Message(msg_id, {k: v for k, v in view.items() if k not in ("kind", "text")})


def event_text(game: Any, view: Mapping[str, Any], names: Names) -> dict[str, str] | None:
    """The log line of an event view in both languages, or None if it has none: from the
    game's catalog where it has the event's message, else the event's own fixed `text`."""
    msg = event_message(game.id, view)
    if msg is not None:
        return both(msg, names, game.message_args)
    text = view.get("text")
    return text if isinstance(text, dict) else None


def strength_word(spec: str | None) -> Message:
    """A bot's strength as players read it (Easy, Medium, Hard, Expert), from its spec."""
    name = (spec or "random").partition(":")[0]
    return Message("bot-strength", {"bot": name})


def bot_names(lang: str) -> list[str]:
    """The given names bots take at a table, in `lang`, in order."""
    return [n.strip() for n in CATALOG.format("bot-names", {}, lang).split(",") if n.strip()]


def seat_names(seats: Iterable[tuple[str, str | None]]) -> dict[str, list[str]]:
    """Each seat's name per language: a person keeps the name they gave (one who gave none is
    "Player N" in each language, N their seat's number); each bot gets a given name of its own
    (none the same as another seat's), so three bots can be told apart.
    `seats`: (kind, person's name or None) per seat, kind "human", "bot" or "empty"."""
    seats = list(seats)
    taken = {name for kind, name in seats if kind == "human" and name}
    out: dict[str, list[str]] = {}
    for lang in LANGS:
        pool = [n for n in bot_names(lang) if n not in taken]
        names: list[str] = []
        k = 0
        for i, (kind, name) in enumerate(seats):
            if kind == "bot":
                names.append(pool[k % len(pool)] if pool else f"{i + 1}")
                k += 1
            elif kind == "human" and not name:
                # a guest who gave no name is "Player 2" to one reader, "Игрок 2" to another
                names.append(CATALOG.format("seat-person", {"n": i + 1}, lang))
            else:
                names.append(name or "")
        out[lang] = names
    return out


def check_catalogs(packages: Iterable[str], uses: Callable[[str], bool] | None = None
                   ) -> list[str]:
    """Problems with the catalogs of `packages`: a message in one language and not the other
    (ids read from the files). Used by the catalog tests."""
    from fluent.syntax import FluentParser, ast

    problems: list[str] = []
    for package in packages:
        ids: dict[str, set[str]] = {}
        for lang in LANGS:
            text = Catalog.source(package, lang)
            if text is None:
                continue
            resource = FluentParser().parse(text)
            for entry in resource.body:
                if isinstance(entry, ast.Junk):
                    problems.append(f"{package} {lang}: cannot parse: {entry.content[:60]!r}")
            ids[lang] = {e.id.name for e in resource.body if isinstance(e, ast.Message)}
        if len(ids) == 1:
            problems.append(f"{package}: a catalog in {next(iter(ids))} only")
        elif len(ids) == 2:
            en, ru = ids["en"], ids["ru"]
            problems += [f"{package}: {i!r} missing in ru" for i in sorted(en - ru)]
            problems += [f"{package}: {i!r} missing in en" for i in sorted(ru - en)]
        if uses is not None:
            problems += [f"{package}: {i!r} is used by no code" for i in
                         sorted(set().union(*ids.values()) if ids else set()) if not uses(i)]
    return problems
