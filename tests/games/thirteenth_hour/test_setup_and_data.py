"""13th Hour setups (validated with SetupError), card files (validated with DataError), the codec,
labels, views and the rules pages."""

from __future__ import annotations

import json

import pytest

from koloda.core import DataError, Names, SetupError, get_game
from koloda.core.catalog import event_message, format_message
from koloda.core.conformance import snapshot
from koloda.games.thirteenth_hour import GAME
from koloda.games.thirteenth_hour.actions import Accept, Give, Refuse
from koloda.games.thirteenth_hour.cards import load_card_set, parse_code

from .helpers import ACCEPT, REFUSE, give, table


@pytest.mark.parametrize(("position", "message"), [
    ({"players": 6}, "2 to 5 players"),
    ({"players": 2, "colour": 1}, "unknown setup fields: colour"),
    ({"players": 2, "rows": [["7"], []]}, "'7' is not a card of this set"),
    ({"players": 2, "rows": [["hand"] * 7, []]}, "no more 'hand' cards"),
    ({"players": 2, "rows": [["5", "5", "3"], []]}, "at or over its limit 13"),
    ({"players": 2, "rows": [["+"], []]}, "never stays in a row"),
    ({"players": 2, "rows": [["return"], []]}, "never stays in a row"),
    ({"players": 2, "won": [["3"], []]}, "no plus to keep"),
    ({"players": 2, "rows": [[]]}, "list of 2 lists"),
    ({"players": 2, "dealer": 2}, "seat from 0 to 1"),
    ({"players": 3, "face_up": "3"}, "holds 2 face-down cards, not 0"),
    ({"players": 3, "served": [1]}, "needs the card being given"),
    ({"players": 2, "face_up": "3", "served": [0]}, "goes to its only possible receiver"),
    ({"players": 2, "face_up": "3", "receiver": 1}, "only a player holding a hand"),
    ({"players": 2, "stock": ["1"], "discard": ["2"]}, "cards of the set are not placed"),
    ({"players": 2, "stock": [], "last_round": True}, "no turn can start"),
    ({"players": 2, "last_round": "yes"}, "true or false"),
    ("rows", "JSON object"),
])
def test_setups_that_are_no_reachable_position_are_refused(position, message):
    with pytest.raises(SetupError, match=message):
        GAME.setup(position)


def test_a_turn_under_way_and_a_pending_hand_decision_can_be_set_up():
    state = table(players=3, dealer=2, rows=[["hand"], [], []], served=[1], face_up="5",
                  batch=["2"], receiver=0)
    assert state.actors() == (0,) and state.served == [True, True, False]
    assert len(state.batch) == 1 and len(state.cards()) == 109
    state.apply(0, ACCEPT)  # then the dealer's own card, the last of the turn, goes to him
    assert state.dealer == 0 and state.served == [False, False, False]
    assert [state.deck.code[c] for c in state.rows[2]] == ["2"]


def test_to_setup_round_trips_a_position():
    state = GAME.new(4, seed=3)
    for _ in range(9):
        seat = state.actors()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    again = GAME.setup(state.to_setup())
    assert snapshot(again) == snapshot(state)


def test_views_show_cards_by_code_and_hide_only_the_face_down_order():
    state = table(players=2, rows=[["limit", "4+"], []], won=[[], ["++"]],
                  stock=["3", "1", "2"])
    view = state.view(1)
    json.dumps(view)
    assert view["rows"][0] == ["limit", "4+"] and view["limits"] == [18, 13]
    assert view["won"][1] == ["++"] and view["pluses"] == [0, 2]
    assert view["face_up"] == "3" and view["batch"] == 1 and view["stock"] == 1
    assert view["hidden"] == {"1": 1, "2": 1}  # the mix is public, the order is not
    assert state.view(None)["seat"] is None


def log(events, viewer, lang):
    """The log lines of `events` as `viewer` reads them at a table of Ann and Bob."""
    names = Names.same(["Ann", "Bob"], viewer)
    return [format_message(event_message(GAME.id, e.view(viewer)), lang, names,
                           GAME.message_args) for e in events]


def test_events_carry_data_and_their_log_lines_name_cards_in_words():
    state = table(players=2, rows=[["5", "5"], ["hand"]], stock=["3*", "1", "4"])
    events = give(state, 0)
    assert all(e.text is None for e in events)
    json.dumps([e.view(None) for e in events])
    assert events[0].data == {"card": "3*", "card_kind": "draw", "card_points": 3,
                              "card_pluses": 0, "to": 0, "keep": True}
    assert log(events, 1, "en") == [
        "Ann keeps a 3-point “draw one more” card",
        "Ann reaches 13 points (the limit is 13): the round ends",
        "Round 1 is over: Ann loses the whole row; nobody keeps a plus",
        "You take 2 cards from the stock to deal"]
    assert log(events, 0, "ru") == [
        "Вы оставляете себе карту «бери ещё» в 3 очка",
        "Вы набираете 13 очков (ваш предел 13): раунд окончен",
        "Раунд 1 окончен: вы теряете весь ряд; плюсов никто не сохраняет",
        "Bob берёт из колоды 2 карты для раздачи"]


def test_refusing_with_a_hand_and_a_return_arrow_read_as_sentences():
    state = table(players=2, rows=[["2"], ["hand", "1"]], stock=["4+", "return", "1", "1"])
    events = give(state, 1) + state.apply(1, REFUSE)  # then the arrow goes to Ann by itself
    assert log(events, 1, "en") == [
        "Ann gives you a 4-point card with a plus",
        "You refuse a 4-point card with a plus and discard it with your hand card",
        "Ann keeps a return arrow",
        "The return arrow takes a 2-point card from the end of Ann's row to the discard",
        "You take 2 cards from the stock to deal"]
    assert log(events, 0, "ru") == [
        "Вы отдаёте карту в 4 очка с плюсом, её получает Bob",
        "Bob отказывается от карты рукой и сбрасывает обе: руку и карту в 4 очка с плюсом",
        "Вы оставляете себе стрелку возврата",
        "Стрелка возврата уносит в сброс карту в 2 очка из конца вашего ряда",
        "Bob берёт из колоды 2 карты для раздачи"]
    assert log(events, None, "ru")[3] == (
        "Ann: стрелка возврата уносит в сброс карту в 2 очка из конца ряда")


def test_the_codec_and_labels():
    for a, data in [(Give(2), {"type": "give", "to": 2}), (Refuse(), {"type": "refuse"}),
                    (Accept(), {"type": "accept"})]:
        assert GAME.codec.encode(a) == data and GAME.codec.decode(data) == a
    names = Names.same(["Ann", "Bob", "Cid"], viewer=1)
    assert GAME.describe_action(Give(2), "en", names) == "give the card to Cid"
    assert GAME.describe_action(Give(2), "ru", names) == "отдать карту: Cid"
    assert GAME.describe_action(Give(1), "en", names) == "keep the card"  # the viewer is "you"
    assert GAME.describe_action(Give(1), "ru", names) == "оставить карту себе"
    assert "рук" in GAME.describe_action(Refuse(), "ru")


def test_the_game_is_registered_with_its_rules_pages_and_a_heuristic_bot():
    assert get_game("thirteenth_hour") is GAME
    assert GAME.title.ru == "13-й час"
    assert "109" in GAME.rules_text("en") and "109" in GAME.rules_text("ru")
    assert "heuristic" in GAME.agents()


# -- card files ---------------------------------------------------------------------------------


def test_codes_spell_what_is_printed_on_a_card():
    deck = load_card_set()
    assert all(parse_code(deck.code[c]) == (deck.kind[c], deck.points[c], deck.pluses[c])
               for c in range(len(deck)))
    assert "koloda's reading" in deck.name.en


def test_an_option_loads_another_card_set(tmp_path):
    path = tmp_path / "mini.toml"
    path.write_text('[[cards]]\npoints = 4\ncount = 10\n[[cards]]\npoints = 2\npluses = 1\n'
                    'count = 6\n[[cards]]\nkind = "hand"\npoints = 1\ncount = 2\n')
    state = GAME.new(2, {"card_file": str(path)}, seed=1)
    assert len(state.cards()) == 18 and "hand1" in state.deck.code
    while not state.is_over():
        seat = state.actors()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert sorted(state.cards()) == list(range(18))


@pytest.mark.parametrize(("text", "message"), [
    ("[[cards]]\npoints = 12\n", r"card entry 1, field 'points': must be a whole number from 0"),
    ("[[cards]]\npoints = 1\n[[cards]]\nkind = 'joker'\n", r"card entry 2, field 'kind'"),
    ("[[cards]]\ncolour = 'red'\n", r"card entry 1, field colour: unknown field"),
    ("[[cards]]\nkind = 'bonus'\n", r"field 'pluses': a green bonus card"),
    ("[[cards]]\nkind = 'bonus'\npluses = 1\npoints = 2\n", r"field 'points': a green bonus"),
    ("[[cards]]\ncount = 0\n", r"field 'count'"),
    ("[set]\n", r"lists no cards"),
    ("cards = 3 3\n", r"not valid TOML"),
])
def test_a_bad_card_file_names_the_file_the_card_and_the_field(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(DataError, match=message) as caught:
        GAME.new(2, {"card_file": str(path)})
    assert str(path) in str(caught.value)


def test_a_missing_card_file_is_one_clear_error(tmp_path):
    with pytest.raises(DataError, match="cannot be read"):
        GAME.new(2, {"card_file": str(tmp_path / "none.toml")})
