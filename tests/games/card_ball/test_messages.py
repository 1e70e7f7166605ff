"""Card Ball's texts from the catalogs: every event, shot label, suggested shot and refusal of a
short game and of a few set positions, formatted in both languages for a person (Вася) and bots
with given names. Nobody is a numbered seat, the players are named, nothing leaks.

(The whole-game catalog tests in tests/core/test_messages.py skip Card Ball: its shots run the
physics, so a whole game takes too long there.)"""

from __future__ import annotations

import random
import re

import pytest

from koloda.core import IllegalAction, Names, games
from koloda.core.catalog import event_message, format_message, seat_names
from koloda.games.card_ball import GAME, Shot
from koloda.games.card_ball.geometry import CUE, HEAD_SPOT

from .table import needs_pooltool, table
from .test_shots import SEVEN, straight_pot

pytestmark = needs_pooltool

NUMBERED_SEAT = re.compile(r"\b(seat|player|место|игрок[а-я]*)\s*#?\d", re.IGNORECASE)
LANGS = ("en", "ru")


def names(players: int) -> Names:
    """As the server names a table: Вася at seat 0, bots with given names after him."""
    games()  # the registry loads every catalog
    return Names(seat_names([("human", "Вася")] + [("bot", None)] * (players - 1)))


def log(events, shown: Names, viewer: int | None) -> dict[str, list[str]]:
    """The log lines of `events` as `viewer` reads them, in both languages."""
    seen = shown.seen_by(viewer)
    out: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for e in events:
        msg = event_message(GAME.id, e.view(viewer))
        assert msg is not None, f"no message for the {e.kind} event"
        for lang in LANGS:
            out[lang].append(format_message(msg, lang, seen, GAME.message_args))
    return out


def check(lines: list[str], numbers: bool = False) -> None:
    """Each line is written, leaks no "{" or "none", numbers no seat, and (unless `numbers`)
    keeps a stroke's degrees and speed out of the sentence."""
    for text in lines:
        assert text and "{" not in text and "none" not in text.split(), text
        assert not NUMBERED_SEAT.search(text), text
        if not numbers:
            assert "°" not in text and "m/s" not in text and "м/с" not in text, text


def play(state, seat: int, shot: Shot, shown: Names, seen: dict[str, list[str]]):
    """Play `shot`, check its log for Вася (seat 0), for the shooter and for a spectator, and
    keep the spectator's lines."""
    events = state.apply(seat, shot)
    for viewer in (0, seat, None):
        lines = log(events, shown, viewer)
        for lang in LANGS:
            check(lines[lang])
            if viewer is None:
                seen[lang] += lines[lang]
    return events


def test_a_short_game_names_everyone_in_both_languages():
    state = GAME.new(3, {"shot_limit": 5}, seed=21)
    shown = names(3)
    seen: dict[str, list[str]] = {lang: [] for lang in LANGS}
    rng = random.Random(4)
    shooters = set()
    while state.outcome() is None:
        seat = state.turn
        view = state.view(seat)
        for lang in LANGS:
            labels = [s["label"][lang] for s in view["suggestions"]]
            labels += [GAME.describe_action(a, lang, shown.seen_by(seat))
                       for a in state.legal_actions(seat)]
            assert labels and all(labels)
            check(labels, numbers=True)  # a shot's own label is its numbers
        play(state, seat, rng.choice(state.legal_actions(seat)), shown, seen)
        shooters.add(seat)
    for lang in LANGS:
        joined = "\n".join(seen[lang])
        for seat in shooters:
            assert shown.of(seat, lang) in joined, (lang, seat)
    assert any(t.startswith("The limit of 5 shots") for t in seen["en"])
    assert any(t.startswith("Достигнут предел в 5 ударов") for t in seen["ru"])


def test_a_pot_reads_as_a_sentence_with_the_numbers_left_to_the_data():
    cue, shot = straight_pot()
    state = table(["6♥ 3♣", "6♦ 3♦", "5♠"], {CUE: cue, 6: SEVEN, 3: (0.6, 1.0), 5: (0.8, 0.4)})
    shown = names(3)
    events = play(state, 0, shot, shown, {"en": [], "ru": []})
    assert "aim" in events[0].data["shot"] and "speed" in events[0].data["shot"]
    spectator, mine = log(events, shown, None), log(events, shown, 0)
    assert spectator["en"][0] == "Вася pots the 6 and shoots again"
    assert spectator["ru"][0] == "Вася забивает шар 6 и бьёт ещё раз"
    assert mine["en"][0] == "You pot the 6 and shoot again"
    assert mine["ru"][0] == "Вы забиваете шар 6 и бьёте ещё раз"
    anna = shown.of(1, "en")
    assert spectator["en"][1:] == ["Вася discards 6♥", f"{anna} discards 6♦"]
    assert mine["ru"][1] == "Вы сбрасываете 6♥"


def test_a_foul_names_why_brings_the_ball_back_and_draws_a_secret_penalty_card():
    cue, shot = straight_pot()
    state = table(["3♥", "7♦ 3♦"], {CUE: cue, 7: SEVEN, 3: (0.6, 1.0)}, stock="9♣ 3♠")
    shown = names(2)
    events = play(state, 0, shot, shown, {"en": [], "ru": []})
    spectator, mine = log(events, shown, None), log(events, shown, 0)
    assert spectator["en"][:3] == ["Вася fouls: a ball was potted with no card for it in hand",
                                   "Ball 7 goes back on the foot spot",
                                   "Вася draws a penalty card"]
    assert spectator["ru"][0] == "Вася: фол — забит шар, карты которого нет на руке"
    assert mine["en"][2] == "You draw a penalty card: 3♠"
    assert mine["ru"][2] == "Вы берёте штрафную карту: 3♠"


def test_a_scratch_on_an_empty_stock_hands_the_cue_ball_over():
    state = table(["3♥", "3♦"], {CUE: (0.3, 0.3), 3: (0.6, 1.0)})
    shown = names(2)
    events = play(state, 0, Shot(225.0, 1.5), shown, {"en": [], "ru": []})
    anna_en, anna_ru = shown.of(1, "en"), shown.of(1, "ru")
    spectator, anna = log(events, shown, None), log(events, shown, 1)
    assert spectator["en"] == [
        "Вася fouls: the cue ball hit no ball; the cue ball dropped into a pocket",
        "Вася draws no penalty card: the stock is empty",
        f"{anna_en} has the cue ball in hand, to place anywhere in the kitchen"]
    assert spectator["ru"][2] == f"{anna_ru} ставит биток с руки в любое место дома"
    assert anna["en"][2] == "You have the cue ball in hand: place it anywhere in the kitchen"
    with pytest.raises(IllegalAction) as refused:
        state.check(1, Shot(90.0, 2.0))
    assert refused.value.get("en", shown.seen_by(1)).startswith("The cue ball is in hand")


def test_hands_emptied_by_another_draw_for_high_card_and_the_winner_is_named():
    cue, shot = straight_pot()
    state = table(["3♥ 7♥", "7♦", "7♠"], {CUE: cue, 7: SEVEN, 3: (0.6, 1.0)})
    shown = names(3)
    seen: dict[str, list[str]] = {"en": [], "ru": []}
    events = play(state, 0, shot, shown, seen)
    kinds = [e.kind for e in events]
    assert "high_card" in kinds and kinds[-1] == "win"
    winner = events[-1].seat
    draws = [t for t in seen["en"] if "for the high card" in t]
    assert {shown.of(1, "en"), shown.of(2, "en")} <= {t.split(" draws ")[0] for t in draws}
    assert seen["en"][-1] == f"{shown.of(winner, 'en')} has no cards left and wins"
    assert seen["ru"][-1] == f"{shown.of(winner, 'ru')}: карт не осталось — победа!"
    assert log(events[-1:], shown, winner)["ru"] == ["У вас не осталось карт: вы победили!"]


def test_refusals_name_the_seat_and_read_in_both_languages():
    state = GAME.new(3, seed=3)
    shown = names(3)
    x, y = HEAD_SPOT
    tries = [(1, Shot(90.0, 8.0, cue_x=x, cue_y=y)), (0, Shot(90.0, 20.0, cue_x=x, cue_y=y)),
             (0, Shot(400.0, 2.0)), (0, Shot(90.0, 2.0, side=0.5, follow=0.5)),
             (0, Shot(90.0, 2.0, elevation=80.0)), (0, Shot(float("nan"), 2.0)),
             (0, Shot(90.0, 2.0)), (0, Shot(90.0, 2.0, cue_x=x, cue_y=1.5)),
             (0, Shot(90.0, 2.0, cue_x=-1.0, cue_y=y)), (0, Shot(90.0, 2.0, cue_x=x))]
    for seat, shot in tries:
        with pytest.raises(IllegalAction) as refused:
            state.check(seat, shot)
        for lang in LANGS:
            check([refused.value.get(lang, shown.seen_by(seat))], numbers=True)
    with pytest.raises(IllegalAction) as refused:
        state.check(1, Shot(90.0, 8.0, cue_x=x, cue_y=y))
    assert refused.value.get("en", shown.seen_by(1)) == "It is Вася's turn to shoot"
    assert refused.value.get("ru", shown.seen_by(1)) == "Сейчас бьёт Вася"
    with pytest.raises(Exception, match="AIM SPEED") as typed:
        GAME.parse_action("shot hard")
    assert "НАПРАВЛЕНИЕ" in typed.value.get("ru")


@pytest.mark.parametrize(("shots", "ru"), [
    (1, "предел в 1 удар:"), (2, "предел в 2 удара:"), (5, "предел в 5 ударов:"),
    (11, "предел в 11 ударов:"), (21, "предел в 21 удар:"), (200, "предел в 200 ударов:")])
def test_russian_counts_agree(shots, ru):
    from koloda.core import Message

    shown = names(2)
    assert ru in format_message(Message("card_ball-limit", {"seat": None, "shots": shots}), "ru",
                                shown)
    two = Message("card_ball-penalty", {"seat": 1, "count": 2, "set_aside": ["5C", "5D"],
                                        "stock": 0})
    assert format_message(two, "ru", shown, GAME.message_args) == (
        f"{shown.of(1, 'ru')} берёт 2 штрафные карты; колода кончилась; "
        "5♣ 5♦ отложены: их шары уже забиты")
