"""The core contract, exercised through a tiny trick game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.bots.random_bot import RandomBot
from koloda.core import (
    IllegalAction,
    MalformedAction,
    Record,
    SetupError,
    card,
    deck36,
    deck52,
    full_name,
    parse_card,
    play_match,
    replay,
)
from koloda.core.conformance import check_playout, snapshot

from .toygame import GAME, Play


def test_decks_have_the_standard_cards():
    assert len(set(deck52())) == 52 and len(set(deck36())) == 36
    assert min(c.rank for c in deck36()) == 6


def test_cards_print_and_parse_in_both_languages():
    ten_hearts = card(10, 2)
    assert str(ten_hearts) == "10♥" and ten_hearts.code == "10H"
    assert parse_card("10H") is ten_hearts and parse_card("10♥") is ten_hearts
    assert parse_card("Д♠") is card(12, 3) and parse_card("Т♦") is card(14, 1)
    assert parse_card("TH") is ten_hearts
    assert full_name(ten_hearts, "ru") == "десятка червей"
    assert full_name(card(14, 3), "en") == "ace of spades"
    for bad in ("1X", "²H", "١٠H", "H", "10"):
        with pytest.raises(MalformedAction):
            parse_card(bad)


def test_illegal_action_is_refused_with_a_reason_and_changes_nothing():
    state = GAME.setup({"hands": ["2C 3C", "4C 5C"]})
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="does not hold"):
        state.apply(0, Play(card(4, 0)))
    with pytest.raises(IllegalAction, match="not seat 1's turn"):
        state.apply(1, Play(card(4, 0)))
    assert snapshot(state) == before


def test_codec_round_trips_and_refuses_malformed_input():
    a = Play(card(10, 2))
    assert GAME.codec.encode(a) == {"type": "play", "card": "10H"}
    assert GAME.codec.decode({"type": "play", "card": "10H"}) == a
    for bad in [{"type": "play"}, {"type": "play", "card": 3}, {"type": "x"}, [],
                {"type": "play", "card": "10H", "more": 1}]:
        with pytest.raises(MalformedAction):
            GAME.codec.decode(bad)


def test_options_are_validated():
    assert GAME.options({"hand": 2}).hand == 2
    with pytest.raises(SetupError, match="unknown options"):
        GAME.options({"handz": 2})
    with pytest.raises(SetupError, match="not allowed"):
        GAME.options({"hand": 9})
    with pytest.raises(SetupError, match="2 to 4 players"):
        GAME.new(7)


def test_match_runner_writes_a_record_that_replays():
    result = play_match(GAME, [RandomBot(1), RandomBot(2), RandomBot(3)], seed=42)
    record = Record.loads(result.record.dumps())
    assert snapshot(replay(record, GAME)) == snapshot(result.state)
    assert record.outcome == result.state.outcome().to_json()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4))
def test_contract_holds_over_random_playouts(seed, players):
    check_playout(GAME, players, seed)
