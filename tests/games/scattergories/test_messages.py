"""Scattergories texts: events carry data only, and the catalog says every case of them in both
languages (each reason an answer is wrong, each way a game ends), naming people and the viewer
as "you"; labels and refusals come from the catalog too."""

from __future__ import annotations

import pytest

from koloda.core import IllegalAction, Message, Names, games
from koloda.core.catalog import event_message, format_message
from koloda.games.scattergories import GAME
from koloda.games.scattergories.actions import PRESS, Answer, Timeout, Vote
from koloda.games.scattergories.state import DRAINS, ENDS, REASONS

from .helpers import answer, press, table, time_up, vote

NAMES = Names.same(["Вася", "Аня", "Борис"], viewer=0)
games()  # loads the catalogs


def lines(events: list, lang: str, viewer: int | None = 0) -> list[str]:
    seen = NAMES.seen_by(viewer)
    out = []
    for e in events:
        assert e.text is None  # data only: the catalog writes the sentence
        msg = event_message(GAME.id, e.view(viewer))
        assert msg is not None, e.kind
        out.append(format_message(msg, lang, seen, GAME.message_args))
    return out


def test_a_round_reads_as_sentences_naming_people_and_the_viewer_as_you():
    state = table(won=[[], ["Г"], []])
    events = state.apply(1, PRESS) + state.apply(0, PRESS)
    events += answer(state, 1, "апельсин")  # not a Б word
    events += answer(state, 0, "банан", take="category")
    events += vote(state, 1, True)  # one of two judges: it can no longer be rejected
    assert lines(events, "ru") == [
        "Аня жмёт «Я знаю!» раньше всех",
        "Вы жмёте «Я знаю!» (номер в очереди: 2)",
        "Аня отвечает «апельсин» и хочет взять букву",
        "Аня ошибается (начинается не на Б) и возвращает букву Г в колоду",
        "Вы отвечаете «банан» и хотите взять категорию",
        "Аня принимает ответ",
        "«банан» принят: вы забираете категорию «Фрукты»",
        "Новая комбинация: Б · Животные",
    ]
    assert lines(events, "en", viewer=None) == [
        "Аня presses “I know!” first",
        "Вася presses “I know!” (number 2 in the queue)",
        "Аня answers “апельсин”, going for the letter",
        "Аня is wrong (it does not start with Б) and returns the letter Г to its deck",
        "Вася answers “банан”, going for the category",
        "Аня accepts the answer",
        "“банан” is accepted: Вася wins the category “Fruits”",
        "New combination: Б · Animals",
    ]


def test_giving_up_with_no_card_to_return():
    state = table()
    events = state.apply(2, PRESS) + answer(state, 2, "")
    assert lines(events, "ru") == ["Борис жмёт «Я знаю!» раньше всех", "Борис сдаётся",
                                   "Борис ошибается (ответа нет), но возвращать нечего: "
                                   "карточек пока нет"]
    assert lines(events, "en", viewer=2)[1:] == [
        "You give up", "You are wrong (no answer) and have no card to give back"]


@pytest.mark.parametrize("reason", REASONS)
def test_every_reason_for_a_wrong_answer_is_said_in_both_languages(reason: str) -> None:
    for seat, returned in ((0, None), (1, "Г"), (1, "fruits")):
        pile = None if returned is None else "letter" if returned == "Г" else "category"
        data = {"seat": seat, "reason": reason, "letter": "Б", "returned": returned,
                "pile": pile, "name_en": returned, "name_ru": returned}
        for lang in ("en", "ru"):
            text = format_message(Message("scattergories-wrong", data), lang, NAMES,
                                  GAME.message_args)
            assert "none" not in text.split() and "{" not in text, text


@pytest.mark.parametrize("end", ENDS)
@pytest.mark.parametrize("drain", DRAINS)
def test_every_end_of_the_game_is_said_in_both_languages(end: str, drain: str) -> None:
    data = {"scores": [1, 0, 2], "end": end, "pile": "letter" if end == "deck" else None,
            "drain": None if end == "deck" else drain}
    texts = {lang: format_message(Message("scattergories-game_over", data), lang, NAMES,
                                  GAME.message_args) for lang in ("en", "ru")}
    assert texts["en"].endswith("the game is over") and texts["ru"].endswith("игра окончена")
    if end == "deck":
        assert texts["ru"].startswith("Колода букв кончилась")
    else:
        assert ("wrongly" in texts["en"]) == (drain == "everybody")


def test_nobody_answering_sends_a_card_back_and_a_vote_closes():
    state = table()
    assert lines(time_up(state), "ru") == ["Никто не ответил вовремя: буква Б уходит обратно "
                                           "в колоду", "Новая комбинация: А · Фрукты"]
    assert lines(time_up(state), "en")[0] == (
        "Nobody answered in time: the category “Fruits” goes back into its deck")
    press(state, 1)
    answer(state, 1, "арбуз")
    assert lines(time_up(state), "en")[:2] == [
        "The vote is closed: no vote counts as accepting",
        "“арбуз” is accepted: Аня wins the letter А"]


def test_labels_and_refusals_come_from_the_catalog():
    assert GAME.describe_action(PRESS, "ru") == "Я знаю!"
    assert GAME.describe_action(Answer("б…", "category"), "en") == "answer and take the category"
    assert GAME.describe_action(Vote(False), "ru") == "отклонить ответ"
    assert GAME.describe_action(Timeout(3), "en") == "time is up"
    state = table()
    press(state, 2, 1)
    with pytest.raises(IllegalAction) as refused:
        answer(state, 1, "банан")
    assert isinstance(refused.value.reason, Message)
    assert refused.value.get("ru", NAMES.seen_by(1)) == "отвечает тот, кто нажал первым: Борис"
    with pytest.raises(IllegalAction) as refused:
        press(state, 1)
    assert refused.value.get("en", NAMES.seen_by(1)) == (
        "you have already pressed “I know!” (you are number 2 in the queue)")
