"""Clash of Decks texts as players read them: the log, labels and refusals come from the catalogs
(`messages/*.ftl`), name cards as `cards.toml` does, and speak to the reader as "you"."""

from __future__ import annotations

import random
import re

from koloda.core import Message, Names
from koloda.core.catalog import event_message, format_message
from koloda.games.clash_of_decks import GAME, SOLO
from koloda.games.clash_of_decks.actions import Cast, Summon
from koloda.games.clash_of_decks.cards import card_set
from koloda.games.clash_of_decks.events import NAME_MESSAGES


def test_the_catalogs_name_every_card_as_the_card_data_does():
    for arg, msg_id in NAME_MESSAGES.items():
        for card in card_set().cards:
            for lang in ("en", "ru"):
                shown = format_message(Message(msg_id, {arg: card.key}), lang, Names.same([]),
                                       GAME.message_args)
                assert shown == card.name.get(lang), (msg_id, card.key, lang)


def solo_log(seed: int, lang: str, viewer: int | None = 0) -> list[str]:
    """A whole solo game of random moves, its log as `viewer` reads it."""
    state = SOLO.new(1, {}, seed=seed)
    rng = random.Random(seed)
    names = Names.same(["Ann"], viewer=viewer)
    lines = []
    while not state.is_over():
        for event in state.apply(0, rng.choice(state.legal_actions(0))):
            msg = event_message(SOLO.id, event.view(viewer))
            assert msg is not None, event.kind
            lines.append(format_message(msg, lang, names, SOLO.message_args))
    return lines


def test_the_solo_log_speaks_to_the_player_as_you():
    lines = solo_log(3, "en")
    text = "\n".join(lines)
    assert "Your turn: 6 mana" in lines and "You begin the assault" in lines
    assert re.search(r"The automaton's \w+ attacks your (Bastion|Fort): \d+ damage", text)
    assert "The automaton's turn" in text and lines[-1] == "The automaton wins"
    assert not re.search(r"\byou's\b|\byou (begins|takes|summons|casts|wins)\b", text, re.I)
    ru = "\n".join(solo_log(3, "ru"))
    assert "Ваш ход, мана: 6" in ru and "Вы начинаете штурм" in ru
    assert re.search(r"Существо «[^»]+» автомата атакует ваш (Бастион|Форт): урон \d", ru)
    # a spectator reads the player's name
    assert "Ann's turn: 6 mana" in solo_log(3, "en", viewer=None)


def test_russian_sentences_agree_whatever_the_gender_of_a_card_name():
    you = Names.same(["Ann"], viewer=0)
    # «Машина» is feminine, «Огр» masculine: the sentences agree with «существо» instead
    immune = Message("clash_of_decks_solo-immune", {"seat": 1, "card": "machine"})
    assert format_message(immune, "ru", you, SOLO.message_args) == (
        "Невосприимчивость: заклинание не действует на существо «Машина» автомата")
    assert format_message(immune, "en", you, SOLO.message_args) == (
        "The automaton's Machine has Immunity: the spell does it no harm")
    one = Message("clash_of_decks-destroyed", {"seat": 0, "count": 1, "card": "machine",
                                               "second": None, "third": None})
    assert format_message(one, "ru", you, GAME.message_args) == (
        "Уничтожено ваше существо «Машина»")
    two = Message("clash_of_decks-destroyed", {"seat": 1, "count": 2, "card": "ogre",
                                               "second": "machine", "third": None})
    names = Names.same(["Аня", "Борис"], viewer=0)
    assert format_message(two, "ru", names, GAME.message_args) == (
        "Уничтожены существа игрока Борис: «Огр» и «Машина»")
    assert format_message(two, "en", names, GAME.message_args) == (
        "Борис's Ogre and Machine are destroyed")


def test_labels_name_cards_and_seats_never_numbers():
    names = Names.same(["Ann", "Bob"], viewer=0)
    cast = Cast("boom", 1, 0, 1)
    assert GAME.describe_action(cast, "en", names) == "Boom! → Bob's top row, 2nd from the bridge"
    assert GAME.describe_action(cast, "en", names.seen_by(1)) == (
        "Boom! → your top row, 2nd from the bridge")
    assert GAME.describe_action(cast, "ru", names) == (
        "заклинание «Бум!» → верхний ряд игрока Bob, 2-е существо от моста")
    assert SOLO.describe_action(cast, "en", Names.same(["Ann"], 0)) == (
        "Boom! → the automaton's top row, 2nd from the bridge")
    assert GAME.describe_action(Summon("troll", 1), "ru", names) == (
        "призвать существо «Тролль»: нижний ряд")
