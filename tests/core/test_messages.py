"""The catalogs: every message in both languages, used by some code, and formatting with the
arguments the games give it (over random playouts of every converted game)."""

from __future__ import annotations

import importlib
import random
import re
from functools import cache
from importlib import resources
from pathlib import Path

import pytest

from koloda.bots.registry import make_bot
from koloda.core import CATALOG, Names, games, play_match, replay_steps
from koloda.core.catalog import (
    MessageError,
    check_catalogs,
    event_message,
    format_message,
    names_viewer,
)

SRC = Path(__file__).resolve().parents[2] / "src" / "koloda"
#: the packages besides core and the games that own texts (`messages/<lang>.ftl`)
FRONT_ENDS = ("koloda.bots", "koloda.rl", "koloda.sim", "koloda.lessons", "koloda.server",
              "koloda.cli", "koloda.cli.render")


@cache
def _sources() -> str:
    # koloda's own code, and that of every game package installed from elsewhere (the example)
    folders = {SRC} | {Path(str(resources.files(g.messages_package))) for g in games().values()}
    return "\n".join(p.read_text(encoding="utf-8") for f in folders for p in f.rglob("*.py"))


def _used(msg_id: str) -> bool:
    """A message is used if its id is in the code, or it is an event's `<game>-<kind>` and the
    game makes events of that kind."""
    code = _sources()
    if f'"{msg_id}"' in code:
        return True
    for game_id in games():
        if msg_id.startswith(f"{game_id}-"):
            kind = msg_id[len(game_id) + 1:]
            if re.search(rf'Event\(\s*"{re.escape(kind)}"|"{re.escape(kind)}"', code):
                return True
    return False


def test_every_catalog_has_the_same_messages_in_both_languages_and_each_is_used() -> None:
    games()  # registers every game's catalog
    for package in FRONT_ENDS:  # each adds its own catalog when imported
        importlib.import_module(package)
    assert set(FRONT_ENDS) <= set(CATALOG.packages())
    problems = check_catalogs(CATALOG.packages(), uses=_used)
    assert not problems, "\n".join(problems)


def _converted() -> list[str]:
    return [gid for gid, g in sorted(games().items())
            if CATALOG.source(g.messages_package, "en") is not None and not g.unavailable
            and not getattr(g, "costly_steps", False)]


@pytest.mark.parametrize("game_id", _converted())
def test_every_event_and_label_of_whole_games_formats_in_both_languages(game_id: str) -> None:
    game = games()[game_id]
    rng = random.Random(7)
    for players in sorted({game.min_players, min(game.max_players, 3)}):
        agents = [make_bot("random", game, rng.randrange(1 << 30)) for _ in range(players)]
        record = play_match(game, agents, seed=rng.randrange(1 << 30)).record
        names = Names.same([f"Name{i}" for i in range(players)])
        for _state, _seat, action, events in replay_steps(record, game):
            for viewer in (None, *range(players)):
                seen = names.seen_by(viewer)
                for e in events:
                    msg = event_message(game.id, e.view(viewer))
                    if msg is None:
                        continue
                    # the server formats a line once for every reader it does not name who
                    # sees the event as a spectator does (`names_viewer`): it must read alike
                    alike = e.view(viewer) == e.view(None) and not names_viewer(
                        e.view(viewer), viewer, game.message_args)
                    for lang in ("en", "ru"):
                        text = format_message(msg, lang, seen, game.message_args)
                        assert text and "{" not in text and "none" not in text.split(), text
                        if alike:
                            assert text == format_message(msg, lang, names.seen_by(None),
                                                          game.message_args)
            for lang in ("en", "ru"):
                assert game.describe_action(action, lang, names)


def test_a_missing_message_or_argument_is_an_error() -> None:
    from koloda.core import Message

    with pytest.raises(MessageError):
        format_message(Message("no-such-message"), "en", Names.same([]))
    with pytest.raises(MessageError):
        format_message(Message("durak-lead", {"seat": 0}), "en", Names.same(["A"]))  # no card


@pytest.mark.parametrize(("count", "ru"), [
    (1, "1 карта уходит"), (2, "2 карты уходят"), (4, "4 карты уходят"),
    (5, "5 карт уходят"), (11, "11 карт уходят"), (21, "21 карта уходит"),
    (22, "22 карты уходят"), (25, "25 карт уходят")])
def test_russian_numerals_agree_with_their_nouns(count: int, ru: str) -> None:
    from koloda.core import Message

    games()
    text = format_message(Message("durak-beaten", {"seat": 0, "count": count}), "ru",
                          Names.same(["A"]))
    assert ru in text


def test_the_viewer_is_you_and_others_are_named() -> None:
    from koloda.core import Message

    games()
    names = Names.same(["Вася", "Аня"], viewer=0)
    msg = Message("durak-lead", {"seat": 0, "card": "7D"})
    assert format_message(msg, "ru", names) == "Вы ходите 7♦"
    assert format_message(msg, "en", names) == "You lead 7♦"
    assert format_message(msg, "ru", names.seen_by(1)) == "Вася ходит 7♦"


def test_bots_get_distinct_given_names_and_a_strength_word() -> None:
    from koloda.core.catalog import render, seat_names, strength_word

    shown = seat_names([("human", "Аня"), ("bot", None), ("bot", None), ("bot", None)])
    for lang in ("en", "ru"):
        assert len(set(shown[lang])) == 4  # nobody shares a name, not even with the person
    assert "Аня" not in shown["ru"][1:]
    assert render(strength_word("ismcts"), "en") == "Expert"
    assert render(strength_word("random"), "ru") == "Лёгкий"


NUMBERED_SEAT = re.compile(r"\b(seat|player|место|игрок[а-я]*)\s*#?\d", re.IGNORECASE)

#: counted nouns and their forms after a number: (one, few, many); a form may be one of several
#: (the accusative: "берёт 1 карту")
NOUNS: dict[str, tuple[set[str], set[str], set[str]]] = {
    "карт": ({"карта", "карту"}, {"карты"}, {"карт"}),
    "очк": ({"очко"}, {"очка"}, {"очков"}),
    "ход": ({"ход"}, {"хода"}, {"ходов"}),
    "раунд": ({"раунд"}, {"раунда"}, {"раундов"}),
    "жизн": ({"жизнь"}, {"жизни"}, {"жизней"}),
    "шар": ({"шар"}, {"шара"}, {"шаров"}),
    "карточ": ({"карточка", "карточку"}, {"карточки"}, {"карточек"}),
    "урон": ({"урон"}, {"урона"}, {"урона"}),
    "монет": ({"монета", "монету"}, {"монеты"}, {"монет"}),
    "плюс": ({"плюс"}, {"плюса"}, {"плюсов"}),
    "существ": ({"существо"}, {"существа"}, {"существ"}),
}


def russian_category(n: int) -> int:
    """0 one, 1 few, 2 many (CLDR's Russian plural rule for whole numbers)."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def disagreeing_numerals(text: str) -> list[str]:
    """"2 карт" and the like: a number and a counted noun in the wrong form."""
    bad = []
    for number, word in re.findall(r"(?<![\d.,])(\d+)\s+([а-яё]+)", text.lower()):
        for stem, forms in NOUNS.items():
            known = word.startswith(stem) and any(word in f for f in forms)
            if known and word not in forms[russian_category(int(number))]:
                bad.append(f"{number} {word}")
    return bad


@pytest.mark.parametrize("game_id", _converted())
def test_whole_games_name_people_and_never_number_seats(game_id: str) -> None:
    """As the server shows it: a person called Вася at seat 0 and bots with given names; every
    log line and action label, for Вася and for a spectator, in both languages."""
    from koloda.core.catalog import seat_names

    game = games()[game_id]
    players = min(game.max_players, 3)
    if players < game.min_players:
        players = game.min_players
    rng = random.Random(11)
    agents = [make_bot("random", game, rng.randrange(1 << 30)) for _ in range(players)]
    record = play_match(game, agents, seed=rng.randrange(1 << 30)).record
    shown = seat_names([("human", "Вася")] + [("bot", None)] * (players - 1))
    names = Names(shown)
    texts: dict[str, list[str]] = {"en": [], "ru": []}
    for state, _seat, _action, events in replay_steps(record, game):
        for viewer in (0, None):
            seen = names.seen_by(viewer)
            for e in events:
                msg = event_message(game.id, e.view(viewer))
                if msg is not None:
                    for lang in texts:
                        texts[lang].append(format_message(msg, lang, seen, game.message_args))
            for action in state.legal_actions(0)[:20] if viewer == 0 else ():
                for lang in texts:
                    texts[lang].append(game.describe_action(action, lang, seen))
    for lang, lines in texts.items():
        bad = [t for t in lines if NUMBERED_SEAT.search(t)]
        assert not bad, bad[:5]
        wrong = [t for t in lines if disagreeing_numerals(t)] if lang == "ru" else []
        assert not wrong, wrong[:5]
        joined = "\n".join(lines)
        # everyone who acted in the log is named (the person is "you" to themself)
        for seat in {s for s, _ in record.actions if s is not None and s != 0}:
            assert shown[lang][seat] in joined, (lang, shown[lang][seat])


def test_the_browser_catalogs_match_and_every_message_is_asked_for() -> None:
    """The client's own words: both languages hold the same ids, each id is asked for by the
    client (`t("lobby.title")` or `data-i18n="lobby.title"` reads `lobby-title`), and every key
    the client asks for exists."""
    web = SRC / "web"
    code = "\n".join(p.read_text(encoding="utf-8") for p in [*web.rglob("*.js"), *web.glob("*.html")]
                     if "vendor" not in p.parts)
    asked = {k.replace(".", "-") for k in re.findall(
        r"""(?:\bt\(|data-i18n(?:-title)?=)\s*["']([a-zA-Z_]+(?:\.[a-zA-Z0-9_]+)+)["']""", code)}
    # keys built at run time: a prefix and a word, e.g. t(`table.${state}`)
    # (prefixes of several parts too: t(`clash.about.${ability}`))
    dynamic = {k.replace(".", "-") for k in re.findall(
        r"""\bt\(`([a-zA-Z_]+(?:\.[a-zA-Z0-9_]+)*)\.\$\{""", code)}
    problems = check_catalogs(["koloda.web"])
    ids = set()
    from fluent.syntax import FluentParser, ast

    for lang in ("en", "ru"):
        text = (web / "messages" / f"{lang}.ftl").read_text(encoding="utf-8")
        ids = {e.id.name for e in FluentParser().parse(text).body if isinstance(e, ast.Message)}
        problems += [f"{lang}: {k!r} is asked for and missing" for k in sorted(asked - ids)]
    # any literal key counts as asking (keys also travel through tables and ternaries)
    literal = {k.replace(".", "-") for k in re.findall(
        r"""["'`]([a-zA-Z_]+(?:\.[a-zA-Z0-9_]+)+)["'`]""", code)}
    words = set(re.findall(r"""["'`]([a-zA-Z][a-zA-Z0-9_]*)["'`]""", code))

    def asked_by_key(i: str) -> bool:  # `<prefix>-<key>` asked for as t(`prefix.${key}`)
        # the key a word the code spells, or a number (a level: t(`clash.level.${level}`))
        return any(i.startswith(f"{p}-") and ((key := i[len(p) + 1:].split("-")[-1]) in words
                                               or key.isdigit())
                   for p in dynamic)
    problems += [f"{i!r} is asked for by no code" for i in sorted(ids - literal)
                 if not asked_by_key(i)]
    assert not problems, "\n".join(problems)


def test_the_numeral_check_itself() -> None:
    assert disagreeing_numerals("Бито: 2 карт уходят в отбой") == ["2 карт"]
    assert disagreeing_numerals("21 карта, 22 карты, 25 карт, 11 очков, 3 хода, 1 карту") == []


# The shipped games: test fixtures (the server tests' toy games, registered when their
# conftest is collected first) have no catalog.
@pytest.mark.parametrize("game_id", sorted(g for g, game in games().items()
                                           if type(game).__module__.startswith("koloda.")))
def test_every_game_has_a_first_game_hint_in_both_languages(game_id: str) -> None:
    game = games()[game_id]
    en, ru = game.hint("en"), game.hint("ru")
    assert en and ru, f"{game_id}: no hint card (messages {game_id}-hint-goal, -hint-start)"
    for hint in (en, ru):
        assert set(hint) == {"goal", "start"} and all(len(v) > 20 for v in hint.values())
    assert en != ru


@pytest.mark.parametrize("game_id", sorted(g for g, game in games().items()
                                           if type(game).__module__.startswith("koloda.")))
def test_every_game_has_a_lobby_card_in_both_languages(game_id: str) -> None:
    game = games()[game_id]
    en, ru = game.blurb("en"), game.blurb("ru")
    assert en and ru and en != ru
    assert all(hint for hint in (*en.values(), *ru.values()))


def test_a_line_names_its_viewer_only_through_a_seat_argument() -> None:
    from koloda.core import Message

    assert names_viewer({"seat": 1, "card": "7D"}, 1)
    assert not names_viewer({"seat": 1, "card": "7D"}, 0)
    assert not names_viewer({"seat": 1}, None)  # a spectator is never "you"
    assert not names_viewer({"count": 1}, 1)  # a number that is no seat
    assert not names_viewer({"seat": True}, 1)  # True is not seat 1
    assert names_viewer({"target": 2}, 2, {"target": "seat"})  # a game's own seat argument
    assert names_viewer({"what": Message("durak-take", {"seat": 0})}, 0)  # nested


def test_no_catalog_file_says_a_message_twice() -> None:
    """A message defined twice in one file: Fluent keeps one silently, and a file pasted into
    itself would pass every other check."""
    from collections import Counter

    from fluent.syntax import FluentParser, ast

    twice = {}
    for path in sorted(SRC.rglob("*.ftl")):
        body = FluentParser().parse(path.read_text(encoding="utf-8")).body
        counts = Counter(e.id.name for e in body if isinstance(e, (ast.Message, ast.Term)))
        dups = sorted(k for k, n in counts.items() if n > 1)
        if dups:
            twice[str(path.relative_to(SRC))] = dups[:5]
    assert not twice, twice
