"""The game half of the contract: metadata, options and the ways to start a game."""

from __future__ import annotations

import dataclasses
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar

from .actions import ActionCodec
from .catalog import CATALOG, Message, Names
from .errors import SetupError
from .state import State
from .text import Text, quote, quote_names, text


def option(default: Any, described: Text, choices: tuple[Any, ...] | None = None,
           minimum: float | None = None, maximum: float | None = None,
           points: dict[Any, int] | None = None, points_total: bool = False,
           labels: dict[Any, Text] | None = None, local: bool = False) -> Any:
    """A game option field with its description (a catalog `Text`) and its allowed values.

    Point-buy settings (a solo difficulty): `points` maps each value of the option to the points
    it costs (values not named cost 0), and the one option marked `points_total` is the sum the
    others must reach. Lobbies show both; the game's `options()` still does the refusing.

    `labels` gives each choice a label: {value: Text}. `local` marks an
    option that names something on the player's own machine (a card file): only local play
    (terminal, simulation) may set it; a server refuses it, since its files are not the player's.
    """
    meta: dict[str, Any] = {"text": described, "choices": choices, "min": minimum,
                            "max": maximum}
    if points is not None:
        meta["points"] = dict(points)
    if points_total:
        meta["points_total"] = True
    if labels:
        meta["labels"] = dict(labels)
    if local:
        meta["local"] = True
    return dataclasses.field(default=default, metadata=meta)


def option_points(options: Any) -> int:
    """The points an options object's point-buy settings add up to (see `option`)."""
    total = 0
    for f in dataclasses.fields(options):
        table = f.metadata.get("points")
        if table:
            total += table.get(getattr(options, f.name), 0)
    return total


@dataclasses.dataclass(frozen=True)
class NoOptions:
    """A game without options."""


def options_schema(cls: type) -> list[dict[str, Any]]:
    """Describe an options dataclass for lobbies and `--help`: name, type, default, text."""
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        meta = f.metadata
        text: Text | None = meta.get("text")
        tp = hints[f.name]
        out.append({
            "name": f.name,
            "type": getattr(tp, "__name__", str(tp)),
            "default": f.default,
            "text": text.to_json() if text else {"en": f.name, "ru": f.name},
            "choices": list(meta["choices"]) if meta.get("choices") else None,
            "min": meta.get("min"),
            "max": meta.get("max"),
        })
        if meta.get("points"):
            # JSON keys are strings: pairs keep the values' own types (true, 7, "rage").
            out[-1]["points"] = [[value, cost] for value, cost in meta["points"].items()]
        if meta.get("points_total"):
            out[-1]["points_total"] = True
        if meta.get("labels"):
            out[-1]["choice_text"] = {str(v): t.to_json() for v, t in meta["labels"].items()}
        if meta.get("local"):
            out[-1]["local"] = True
    return out


def local_options_in(cls: type, data: dict[str, Any] | None) -> list[str]:
    """Names of `local` options (see `option`) that JSON options `data` sets to other than their
    default; checked before parsing, so a server never even opens a file it was sent."""
    data = data or {}
    return [f.name for f in dataclasses.fields(cls)
            if f.metadata.get("local") and f.name in data and data[f.name] != f.default]


def parse_options(cls: type, data: dict[str, Any] | None) -> Any:
    """Build an options dataclass from JSON, refusing unknown names and wrong values."""
    data = dict(data or {})
    hints = typing.get_type_hints(cls)
    names = {f.name: f for f in dataclasses.fields(cls)}
    unknown = set(data) - set(names)
    if unknown:
        raise SetupError(text("core-options-unknown", bad=quote_names(unknown),
                              known=", ".join(names), count=len(names)))
    kwargs = {}
    for name, value in data.items():
        f, tp = names[name], hints[name]
        ok = (isinstance(value, bool) if tp is bool
              else isinstance(value, int) and not isinstance(value, bool) if tp is int
              else isinstance(value, int | float) and not isinstance(value, bool) if tp is float
              else isinstance(value, str) if tp is str
              else True)
        choices = f.metadata.get("choices")
        lo, hi = f.metadata.get("min"), f.metadata.get("max")
        if ok and choices and value not in choices:
            ok = False
        if ok and lo is not None and value < lo:
            ok = False
        if ok and hi is not None and value > hi:
            ok = False
        if not ok:
            allowed = f" ({', '.join(map(str, choices))})" if choices else ""
            raise SetupError(text("core-option-not-allowed", name=repr(name), value=quote(value),
                                  allowed=allowed))
        kwargs[name] = value
    return cls(**kwargs)


@dataclasses.dataclass(frozen=True)
class OpenSpielSpec:
    """How a game is registered with OpenSpiel (`koloda.openspiel`, which needs the game's
    learning encoding): the name `pyspiel.load_game` takes, the seats it deals by default, a
    bound on a game's decisions, and the view's keys that never change within a game."""

    #: the OpenSpiel short name, "koloda_<game>"
    name: str
    #: the seats a game has when the name's parameters do not say
    players: int
    #: (players, options) -> the most decisions a game can take (OpenSpiel's max_game_length)
    max_length: Callable[[int, Any], int]
    #: top-level keys of a view that never change within a game (a card catalogue): left out of
    #: the information state strings, which search bots hash at every node
    static_view_keys: tuple[str, ...] = ()


def _package_of(cls: type) -> str:
    return cls.__module__.rpartition(".")[0] or cls.__module__


class Game(ABC):
    """A game: its id, titles, player range, options and how to start it.

    Subclasses set the class attributes and implement `new` and `setup`.
    """

    id: ClassVar[str]
    title: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rules_version: ClassVar[str] = "1"
    Options: ClassVar[type] = NoOptions
    codec: ClassVar[ActionCodec]
    #: why the game cannot be played here (a missing optional dependency), a catalog text, or None
    unavailable: ClassVar[Text | None] = None
    #: each action runs a costly simulation (Card Ball's physics): hosts apply it off their event
    #: loop, and generic search bots (ISMCTS), which play thousands of steps, are not offered
    costly_steps: ClassVar[bool] = False
    #: `actors()` lists optional out-of-turn seats from public facts only (Palace: a hand big
    #: enough to complete four of a kind; Durak: an attacker who still holds cards), because the
    #: list is public (views, every client): naming only the seats that hold a fitting card would
    #: show everyone that they hold it. Such a listed seat may find it has no legal action. The
    #: seat the game waits for (`to_move`) always has one, and a host tells a seat it may act
    #: only when it has one (`actors_for`). False: every actor has a legal action, always.
    public_actors: ClassVar[bool] = False
    #: whether the outcome's scores mean something to players (Durak's only repeat the
    #: places): the result screen leaves them out when not
    shows_scores: ClassVar[bool] = True
    #: why the game is never played by days a move (a catalog text naming the game: a
    #: real-time race, docs/rules/correspondence.md), or None: it may be, if it seats two or
    #: more
    not_by_days: ClassVar[Text | None] = None

    # What a game brings beyond its rules, declared here so that no file outside its package
    # names it (docs/architecture.md, "What a game declares"): front ends, ratings and events
    # read these, and a game from another package sets them like koloda's own.
    #: the terminal's renderer, a module with `render(view, lang, names)`; None: generic layout
    terminal_renderer: ClassVar[str | None] = None
    #: the browser's renderer: a web client module (`js/games/<name>.js`) or, with `web_folder`,
    #: a file of that folder; None: the generic layout
    web_renderer: ClassVar[str | None] = None
    #: a folder of the game's package served to browsers at /games/<id>/: its renderer, its
    #: board's words (`messages/<lang>.ftl`) and the lobby's picture (`art.svg`)
    web_folder: ClassVar[str | None] = None
    #: rating pools (docs/ratings.md, "Pools"): (id, fewest seats, most seats), smallest first;
    #: none: never rated
    rating_pools: ClassVar[tuple[tuple[str, int, int], ...]] = ()
    #: an option whose value splits every pool (the pool's id gets "-<value>")
    rating_option: ClassVar[str | None] = None
    #: the fewest moves an arena game must last to score (docs/tournaments.md, "Short games");
    #: None: the events' default
    arena_min_moves: ClassVar[int | None] = None
    #: the bot levels players choose from, weakest first, as (level key, bot spec); none: a
    #: ladder made from the bots the game has (koloda.bots.levels)
    bot_levels: ClassVar[tuple[tuple[str, str], ...]] = ()
    #: each level's measured share of two-player games against the level below (docs/bots.md)
    level_shares: ClassVar[dict[str, float]] = {}
    #: the game in OpenSpiel (`koloda.openspiel` registers every game that declares one); None:
    #: not offered there
    openspiel: ClassVar[OpenSpielSpec | None] = None

    @abstractmethod
    def new(self, players: int, options: Any = None, seed: int | str = 0) -> State:
        """A fresh game: shuffle and deal from `seed` (an int, or a secret hex key for deals
        nobody can predict: build the generator with `koloda.core.rng.deal_rng(seed)`)."""

    @abstractmethod
    def setup(self, position: dict[str, Any], options: Any = None, seed: int | str = 0) -> State:
        """A game from an explicit position (the game's documented JSON `setup` form)."""

    def options(self, data: dict[str, Any] | Any | None = None) -> Any:
        """Options from JSON (validated) or as given; defaults when None."""
        if isinstance(data, self.Options):
            return data
        return parse_options(self.Options, data)

    def options_to_json(self, options: Any) -> dict[str, Any]:
        return dataclasses.asdict(options)

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise SetupError(text("core-players", title=self.title, min=str(self.min_players),
                                  max=str(self.max_players), players=str(players)))

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # A game's catalog is known as soon as its class is: its labels and refusals format
        # whether or not the registry loaded it (tests, notebooks, a game under development).
        CATALOG.add_package(_package_of(cls))

    #: how the game's message arguments read (name -> "seat", "card" or "cards"), beside the
    #: defaults (`seat`, `card`, `trump`, `cards`); see `koloda.core.catalog`
    message_args: ClassVar[dict[str, str]] = {}

    @property
    def messages_package(self) -> str:
        """The package whose `messages/<lang>.ftl` hold this game's catalog."""
        return _package_of(type(self))

    def action_message(self, action: Any) -> Message | None:
        """The label of an action as a catalog message (override per game); None: a generic
        label made from its JSON form."""
        return None

    def describe_action(self, action: Any, lang: str = "en", names: Names | None = None) -> str:
        """A short label for an action, for buttons, prompts and logs, in `lang`; seats are
        named by `names` (the viewer's own as "you")."""
        msg = self.action_message(action)
        if msg is not None:
            from .catalog import format_message

            return format_message(msg, lang, names or Names.same([]), self.message_args)
        data = self.codec.encode(action)
        rest = " ".join(str(v) if not isinstance(v, list) else " ".join(map(str, v))
                        for k, v in data.items() if k != "type")
        return f"{data['type']} {rest}".strip()

    def result_words(self, ranks: list[int], lang: str, names: Names) -> str | None:
        """The result's headline as this game's players say it, for the viewer of `names` (a
        spectator's names have none); None: the generic words ("Your place: 2 of 3")."""
        return None

    def agents(self) -> dict[str, Callable[..., Any]]:
        """Game-specific bots (name -> factory taking `seed=`), e.g. {"heuristic": ...}."""
        return {}

    def rules_text(self, lang: str = "en") -> str | None:
        """The rules page in Markdown, if the game ships one."""
        return None

    def blurb(self, lang: str = "en") -> dict[str, str] | None:
        """The lobby's card for this game: a one-line description and a typical length, from the
        game's catalog (`<game id>-about`, `<game id>-length`); None if the game has none."""
        from .catalog import CATALOG

        parts = {"about": "about", "length": "length"}
        if not all(CATALOG.has(f"{self.id}-{part}", lang) for part in parts.values()):
            return None
        return {key: CATALOG.format(f"{self.id}-{part}", {}, lang) for key, part in parts.items()}

    def hint(self, lang: str = "en") -> dict[str, str] | None:
        """The hint card of a first game: the goal and the first move, from the game's catalog
        (`<game id>-hint-goal`, `<game id>-hint-start`); None if the game has none."""
        from .catalog import CATALOG

        parts = {"goal": "hint-goal", "start": "hint-start"}
        if not all(CATALOG.has(f"{self.id}-{part}", lang) for part in parts.values()):
            return None
        return {key: CATALOG.format(f"{self.id}-{part}", {}, lang) for key, part in parts.items()}
