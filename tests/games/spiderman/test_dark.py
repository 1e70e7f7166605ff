"""Battle in the Dark rulings, each from an explicit position (card keys listed top first)."""

from __future__ import annotations

import random

import pytest

from koloda.core import IllegalAction, Names, SetupError
from koloda.core.catalog import event_message, format_message
from koloda.core.conformance import snapshot
from koloda.games.spiderman import DARK
from koloda.games.spiderman.actions import Call

from .helpers import card_file, dark, keys, kinds

# key: (power, speed, heroism, villainy, danger); "bon" is a bonus card.
CARDS = {
    "hero5": (100, 100, 5, 0, 1), "vil5": (100, 100, 0, 5, 1), "vil5b": (100, 100, 0, 5, 2),
    "h3": (100, 100, 3, 0, 0), "h3b": (100, 100, 3, 1, 0), "h2": (100, 100, 2, 0, 0),
    "h1": (100, 100, 1, 0, 0), "z": (100, 100, 0, 0, 0), "z2": (100, 100, 0, 0, 0),
    "mix": (100, 100, 3, 3, 0), "bon": (900, 900),
}


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    return {"card_file": card_file(tmp_path_factory.mktemp("dark"), CARDS)}


def test_bonus_cards_are_set_aside_and_the_characters_dealt_evenly():
    state = DARK.new(3, seed=2)
    bonus = [c.id for c in state.cardset.cards if c.bonus]
    assert [len(d) for d in state.decks] == [13, 13, 13] and len(state.aside_hidden) == 1
    assert state.aside_public == bonus and state.view(1)["set_aside_known"] == bonus
    assert not set(bonus) & {c for d in state.decks for c in d}


def test_every_player_needs_at_least_three_cards():
    assert [len(d) for d in DARK.new(8).decks] == [5] * 8
    with pytest.raises(SetupError, match="at least 3 cards each"):
        DARK.new(4, {"cards": 11})
    assert [len(d) for d in DARK.new(4, {"cards": 12}).decks] == [3] * 4


def test_the_caller_sees_his_top_card_and_nobody_sees_his_own_deck(own):
    state = dark(["hero5 z h1", "h3 h2 z2"], own)
    hero5 = state.cardset.by_key["hero5"]
    assert state.view(0)["top"] == hero5 and state.view(1)["top"] is None
    assert state.view(None)["top"] is None and hero5 in state.view(1)["unseen"]
    # A seat's own deck is re-dealt when it is determinized: it knows nothing of it.
    mine = {keys(state.determinize(1, random.Random(i)), 1) for i in range(30)}
    assert len(mine) > 1
    assert all(state.determinize(0, random.Random(i)).decks[0][0] == hero5 for i in range(30))


def test_the_highest_count_of_the_called_symbol_takes_all_the_round_cards(own):
    state = dark(["hero5 z", "h3 h2"], own)
    events = state.apply(0, Call("heroism"))
    assert kinds(events) == ["call", "draw", "take"]
    assert events[0].data == {"symbol": "heroism", "card": state.cardset.by_key["hero5"],
                              "count": 5, "name_en": "Hero5", "name_ru": "HERO5"}
    assert keys(state, 0).startswith("z hero5 h") and len(state.decks[1]) == 1


def test_equal_highest_counts_are_a_draw_and_cards_go_back_under_their_decks(own):
    state = dark(["h3 z", "h3b"], own)
    events = state.apply(0, Call("heroism"))
    assert kinds(events) == ["call", "draw", "tie"]
    assert keys(state, 0) == "z h3" and keys(state, 1) == "h3b"
    assert state.view(1)["decks"][0]["known"] == [state.cardset.by_key["h3"]]
    # A tie at the top is a draw even when the caller is not part of it.
    three = dark(["z h2", "h3", "h3b"], own)
    three.apply(0, Call("heroism"))
    assert three.last["winner"] is None and keys(three, 0) == "h2 z"


def test_the_others_draw_at_random_from_anywhere_in_their_decks(own):
    drawn = set()
    for seed in range(40):
        state = dark(["hero5 z", "h3 h2 h1"], own, seed=seed)
        state.apply(0, Call("heroism"))
        drawn.add(state.last["plays"][1][1])
    assert drawn == {state.cardset.by_key[k] for k in ("h3", "h2", "h1")}


def test_the_call_passes_in_turn_order_skipping_players_who_left(own):
    state = dark(["h1 z", "h2 hero5", "h3 vil5"], own)
    state.apply(0, Call("villainy"))
    assert state.caller == 1
    game = dark(["hero5 z", "z2", "h3 h2"], own)
    game.apply(0, Call("heroism"))  # seat 1 loses its only card and leaves
    assert game.left_in == [None, 1, None] and game.caller == 2 and game.actors() == (2,)


def test_one_player_holding_every_card_wins(own):
    state = dark(["hero5", "z"], own)
    state.apply(0, Call("heroism"))
    assert state.outcome().ranks == (1, 2) and state.actors() == ()
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, Call("danger"))


def test_the_round_limit_ends_the_game_and_most_cards_wins(own):
    state = dark(["hero5 z h1", "h3 h2 z2"], {**own, "rounds": 1})
    state.apply(0, Call("heroism"))
    assert state.outcome().ranks == (1, 2) and state.outcome().scores == (4.0, 2.0)
    tie = dark(["h3 z", "h3b mix"], {**own, "rounds": 1})
    tie.apply(0, Call("heroism"))
    assert tie.outcome().ranks == (1, 1)


def test_only_the_caller_calls_and_only_a_symbol(own):
    state = dark(["hero5 z", "h3 h2"], own)
    assert state.legal_actions(0) == [Call("heroism"), Call("villainy"), Call("danger")]
    assert state.legal_actions(1) == []
    before = snapshot(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, Call("danger"))
    assert refused.value.get("en", Names.same(["Вася", "Аня"], viewer=1)) == \
        "Not your turn: Вася calls a symbol now"
    with pytest.raises(IllegalAction, match="no symbol “luck”"):
        state.apply(0, Call("luck"))
    assert snapshot(state) == before


@pytest.mark.parametrize(("position", "message"), [
    ({"decks": [["hero5", "bon"], ["z"]]}, "bonus card 'bon' is set aside"),
    ({"decks": [["hero5"], ["z"]], "caller": 5}, "'caller' must be a seat"),
    ({"decks": [["hero5"], ["z"], []], "caller": 2}, "caller must hold cards"),
    ({"decks": [["hero5"], ["z"]], "starter": 0}, "unknown position fields: starter"),
])
def test_setup_is_validated(own, position, message):
    with pytest.raises(SetupError, match=message):
        DARK.setup(position, own)


def test_texts_exist_in_both_languages(own):
    state = dark(["h3 z", "h3b", "h1"], own)
    names = Names.same(["Вася", "Аня", "Боря"], viewer=0)
    events = state.apply(0, Call("heroism"))
    lines = {lang: [format_message(event_message(DARK.id, e.view(0)), lang, names)
                    for e in events] for lang in ("en", "ru")}
    assert lines["en"] == ["You call heroism and reveal H3: 3",
                           "Аня draws H3B at random: heroism 3",
                           "Боря draws H1 at random: heroism 1",
                           "A tie for the most heroism (3): everyone puts their card back under "
                           "their own deck"]
    assert lines["ru"][:2] == ["Вы называете геройство и открываете карточку: H3, 3",
                               "Аня наугад вытягивает карточку: H3B, геройство 3"]
    assert lines["ru"][3].startswith("Ничья: больше всего геройства (3)")
    assert DARK.describe_action(Call("danger"), "ru") == "назвать опасность"
    assert DARK.describe_action(Call("danger"), "en") == "call danger"
    assert DARK.setup(state.to_setup(), own).to_setup() == state.to_setup()
