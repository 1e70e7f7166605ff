"""Palace rulings: one test a rule or a reading of ours, in the order of the rules page."""

from __future__ import annotations

from koloda.games.palace import GAME, PickUp, PlayBlind, Ready

from .table import Table, palace_table

# -- the deal and the swap ----------------------------------------------------------------------


def test_each_player_gets_three_face_down_three_face_up_and_three_in_hand():
    state = GAME.new(4, seed=3)
    for s in range(4):
        assert len(state.face_down[s]) == len(state.face_up[s]) == len(state.hands[s]) == 3
    assert len(state.stock) == 52 - 4 * 9
    assert sorted(state.cards()) == sorted(range(8, 60))
    assert state.view(0)["phase"] == "swap" and state.actors() == (0, 1, 2, 3)


def test_before_play_a_player_may_swap_hand_cards_with_face_up_cards_until_ready():
    table = Table(GAME.setup({"phase": "swap", "hands": ["3♣ 4♦ 5♥", "6♣ 7♦ 8♥"],
                              "face_up": ["A♠ K♠ 9♠", "J♣ Q♦ 2♥"]}))
    table.swap(0, "3♣", "A♠")
    table.swap(0, "A♠", "K♠")  # a card once swapped may be swapped again
    assert table.hand(0) == "K♠ 4♦ 5♥" and table.face_up(0) == "3♣ A♠ 9♠"
    table.ready(0)
    assert "swapping is over" in table.refused(0, Ready())
    assert table.actors == (1,) and table.to_move == 1
    assert table.refused(1, "6♣") == "play starts once every player is ready"


def test_the_lowest_card_starts_and_twos_and_tens_do_not_count_as_low():
    table = Table(GAME.setup({"phase": "swap", "hands": ["2♣ 10♦ 9♥", "8♣ A♦ K♥", "Q♣ 4♦ 5♥"]}))
    for s in range(3):
        table.ready(s)
    assert table.to_move == 2 and table.state.view(None)["phase"] == "play"
    assert table.events[-1].data["card"] == "4D"  # shown to the table to claim the start


def test_equal_lowest_cards_go_to_the_seat_nearest_the_dealers_left():
    # The dealer is the last seat, so seat 0 is on the dealer's left.
    table = Table(GAME.setup({"phase": "swap", "hands": ["9♣ 8♦ 7♥", "3♣ A♦ K♥", "3♦ 4♦ 5♥"]}))
    for s in range(3):
        table.ready(s)
    assert table.to_move == 1


def test_when_nobody_holds_a_low_card_the_dealers_left_starts():
    table = Table(GAME.setup({"phase": "swap", "hands": ["2♣", "10♦"],
                              "face_down": ["3♣", "3♦"]}))
    table.ready(1)
    table.ready(0)
    assert table.to_move == 0


# -- a turn ---------------------------------------------------------------------------------------


def test_a_card_must_equal_or_beat_the_top_of_the_pile():
    table = palace_table(["5♣ Q♠ 8♦", "3♣"], pile="Q♥")
    assert table.refused(0, "5♣") == (
        "cannot play 5♣ on Q♥: it ranks lower (only a 2 or a 10 goes on anything)")
    assert table.refused(0, "5♣", "ru") == (
        "нельзя положить 5♣ на Д♥: эта карта младше (на любую карту кладут только двойку и "
        "десятку)")
    table.play(0, "Q♠")
    assert table.pile == "Q♥ Q♠" and table.to_move == 1


def test_several_cards_of_one_rank_may_be_played_together_but_not_mixed_ranks():
    table = palace_table(["7♣ 7♦ 7♥ 8♠", "3♣"], pile="6♥")
    assert "one rank" in table.refused(0, "7♣ 8♠")
    assert table.legal(0) == ["play 7♣", "play 7♦", "play 7♥", "play 7♣ 7♦", "play 7♣ 7♥",
                              "play 7♦ 7♥", "play 7♣ 7♦ 7♥", "play 8♠"]
    table.play(0, "7♦ 7♣")
    assert table.pile == "6♥ 7♦ 7♣"


def test_a_player_draws_back_to_three_while_the_stock_lasts_and_the_draw_is_private():
    table = palace_table(["7♣ 7♦ 9♥", "3♣ 4♣ 5♣"], stock="J♠ Q♠ K♠", pile="6♥")
    events = table.play(0, "7♣ 7♦")
    assert table.hand(0) == "9♥ J♠ Q♠" and table.state.view(None)["stock"] == 1
    draw = next(e for e in events if e.kind == "draw")
    assert draw.view(1) == {"kind": "draw", "seat": 0, "count": 2}
    assert draw.view(0)["cards"] == ["JS", "QS"]
    assert table.log(1) == ["Ann plays 7♣ 7♦", "Ann draws 2 cards"]
    assert table.log(0, "ru") == ["Вы кладёте 7♣ 7♦", "Вы добираете из колоды В♠ Д♠"]


def test_a_player_who_cannot_play_picks_up_the_whole_pile_and_the_next_player_starts_afresh():
    table = palace_table(["5♣ 4♦", "3♣", "8♥"], pile="6♥ K♠")
    assert table.legal(0) == ["pick up the pile"]
    table.pick_up(0)
    assert table.hand(0) == "5♣ 4♦ 6♥ K♠" and table.pile == "" and table.to_move == 1
    assert table.legal(1) == ["play 3♣"]


def test_picking_up_is_allowed_only_when_no_play_exists():
    table = palace_table(["5♣ K♦", "3♣"], pile="6♥")
    assert table.refused(0, PickUp()) == (
        "you may pick up the pile only when you cannot play (you can play K♦)")


def test_only_the_player_on_turn_may_play_a_normal_card():
    table = palace_table(["5♣", "8♣ 9♣"], pile="4♥")
    assert table.refused(1, "8♣") == (
        "it is not your turn: out of turn you may only complete four fours")


# -- special cards ------------------------------------------------------------------------------


def test_a_two_goes_on_anything_resets_the_pile_and_its_player_plays_again_any_rank():
    table = palace_table(["2♣ 3♦ 5♠", "4♣"], pile="A♥")
    table.play(0, "2♣")
    assert table.to_move == 0 and table.pile == "A♥ 2♣"
    assert table.state.view(None)["to_beat"] is None  # anything goes on a 2
    table.play(0, "3♦")
    assert table.to_move == 1 and table.pile == "A♥ 2♣ 3♦"


def test_ten_burns_the_pile_and_the_same_player_starts_again():
    table = palace_table(["10♥ 4♠ 5♦", "3♣"], pile="7♠ 9♦ A♣")
    before = table.burned
    table.play(0, "10♥")
    assert table.log(1) == ["Ann plays 10♥",
                            "The 10 burns the pile: 4 cards leave the game; Ann starts a new pile"]
    assert table.pile == "" and table.burned == before + 4
    assert table.to_move == 0 and table.legal(0) == ["play 4♠", "play 5♦"]


def test_four_of_a_kind_played_at_once_burns_the_pile_and_its_player_starts_again():
    table = palace_table(["8♣ 8♦ 8♥ 8♠ 5♦", "3♣"], pile="6♠")
    table.play(0, "8♣ 8♦ 8♥ 8♠")
    assert table.pile == "" and table.to_move == 0 and "burn" in table.kinds()
    assert table.log(0, "ru")[-1] == ("Четыре карты одного достоинства сжигают стопку: 5 карт "
                                      "выходят из игры; новую стопку начинаете вы")


def test_four_of_a_kind_built_up_by_several_players_burns_and_whoever_completed_it_starts():
    table = palace_table(["8♣ 3♦", "8♦ 8♥ 4♦", "8♠ 5♦"], pile="6♠")
    table.play(0, "8♣")
    table.play(1, "8♦ 8♥")
    table.play(2, "8♠")
    assert table.pile == "" and table.to_move == 2


def test_a_player_may_complete_four_of_a_kind_out_of_turn_and_then_starts_the_next_pile():
    table = palace_table(["9♣ 3♦", "J♦ 4♦", "9♦ 9♥ 9♠ 5♦"], pile="6♠")
    table.play(0, "9♣")
    # Seat 1 is on turn; every seat that might complete is asked first, seat 1 is obliged.
    assert table.actors == (2, 1) and table.to_move == 1
    assert table.legal(2) == ["play 9♦ 9♥ 9♠"]
    assert table.refused(2, "9♦ 9♥") == (
        "it is not your turn: out of turn you may only complete four nines")
    table.play(2, "9♦ 9♥ 9♠")
    assert table.pile == "" and table.to_move == 2


def test_out_of_turn_players_are_found_from_counts_only_so_the_list_betrays_no_hand():
    table = palace_table(["9♣ 3♦", "J♦ 4♦", "K♦ Q♥ 5♦"], pile="6♠")
    table.play(0, "9♣")
    assert table.actors == (2, 1)  # seat 2 holds three cards: it could have held the nines
    assert table.legal(2) == []


def test_a_player_who_draws_the_rank_just_played_may_add_it_before_the_next_player_acts():
    table = palace_table(["7♣ 4♦ 5♦", "8♣ 9♣ J♣"], stock="7♥ A♠", pile="6♠")
    table.play(0, "7♣")
    assert table.hand(0) == "4♦ 5♦ 7♥" and table.actors == (0, 1) and table.to_move == 1
    assert table.legal(0) == ["play 7♥"] and table.state.view(0)["drawn"] == ["7H"]
    assert table.state.view(1)["drawn"] is None and table.state.view(1)["may_add"] == 0
    table.play(0, "7♥")
    assert table.pile == "6♠ 7♣ 7♥" and table.hand(0) == "4♦ 5♦ A♠" and table.to_move == 1


def test_the_drawn_card_may_no_longer_be_added_once_the_next_player_has_acted():
    table = palace_table(["7♣ 4♦ 5♦", "8♣ 9♣ J♣", "K♣ K♦ A♦"], stock="7♥ A♠ Q♠", pile="6♠")
    table.play(0, "7♣")
    table.play(1, "8♣")
    assert table.to_move == 2 and table.state.view(None)["may_add"] == 1
    assert table.refused(0, "7♥") == (
        "it is not your turn: out of turn you may only complete four eights")


def test_only_cards_just_drawn_may_be_added_not_cards_held_before():
    table = palace_table(["7♣ 7♦ 5♦", "8♣ 9♣ J♣"], stock="7♥ A♠", pile="6♠")
    table.play(0, "7♣")
    assert table.legal(0) == ["play 7♥"]
    assert "four sevens or add those you just drew" in table.refused(0, "7♦")
    assert table.refused(0, "7♦", "ru").endswith(
        "собрать четыре семёрки или доложить только что взятые из колоды карты этого "
        "достоинства")


# -- the table cards --------------------------------------------------------------------------


def test_face_up_cards_are_played_once_hand_and_stock_are_empty():
    table = palace_table(["9♣", "3♣ 4♣"], face_up=["J♠ J♥ 5♦", ""], pile="8♦")
    assert table.refused(0, "J♠").startswith("play from your hand first")
    table.play(0, "9♣")
    table.pick_up(1)
    assert table.legal(0) == ["play 5♦", "play J♥", "play J♠", "play J♥ J♠"]
    table.play(0, "J♠ J♥")  # a face-up set of one rank goes down together
    assert table.face_up(0) == "5♦" and table.pile == "J♠ J♥"


def test_face_down_cards_are_played_blind_and_a_good_one_stays_on_the_pile():
    table = palace_table(["", "3♣ 4♣"], face_down=["K♠ 2♦", ""], pile="8♦")
    assert table.legal(0) == ["turn over face-down card 1", "turn over face-down card 2"]
    table.blind(0, 0)
    assert table.pile == "8♦ K♠" and table.to_move == 1


def test_a_face_down_card_that_cannot_be_played_goes_into_the_hand_with_the_pile():
    table = palace_table(["", "3♣ 4♣"], face_down=["4♠ 2♦", ""], pile="8♦ J♣")
    table.blind(0, 0)
    assert table.hand(0) == "8♦ J♣ 4♠" and table.pile == "" and table.to_move == 1
    assert table.state.view(1)["seats"][0]["known"] == ["4S", "8D", "JC"]


def test_cards_picked_up_on_the_table_cards_are_played_from_the_hand_first():
    table = palace_table(["", "5♣ 9♣"], face_up=["Q♠ 6♦", ""], face_down=["A♠", ""],
                         pile="K♦")
    # Seat 0 plays from its face-up cards, cannot go, and picks up the pile.
    assert table.legal(0) == ["pick up the pile"]
    table.pick_up(0)
    table.play(1, "5♣")
    assert table.legal(0) == ["play K♦"]
    assert table.refused(0, "6♦").startswith("play from your hand first")
    assert table.refused(0, PlayBlind(0)).startswith("play from your hand first")


def test_a_blind_card_cannot_be_turned_while_face_up_cards_remain():
    table = palace_table(["", "3♣"], face_up=["5♦", ""], face_down=["A♠", ""])
    assert table.refused(0, PlayBlind(0)) == "play your face-up cards before the face-down ones"
    assert table.refused(0, PickUp()).startswith("you may pick up the pile only")


def test_an_unknown_face_down_position_is_refused_without_naming_any_card():
    table = palace_table(["", "3♣"], face_down=["A♠ 4♦", ""])
    reason = table.refused(0, PlayBlind(5))
    assert reason == "there is no face-down card 5: you have 2 (0 to 1)"


def test_a_refusal_names_only_the_card_the_player_named():
    table = palace_table(["5♣", "8♣ 9♣"], face_down=["A♠", "K♠"], pile="4♥")
    reason = table.refused(0, "8♣")
    assert reason == "you do not hold 8♣"
    assert all(hidden not in reason for hidden in ("9♣", "A♠", "K♠"))


# -- leaving and the end ------------------------------------------------------------------------


def test_a_player_with_no_cards_left_leaves_and_is_skipped_from_then_on():
    table = palace_table(["9♣", "J♣ 3♣", "Q♦ 5♣"], pile="8♣")
    table.play(0, "9♣")
    assert table.state.finished[0] == 1 and table.state.view(None)["seats"][0]["finished"] == 1
    table.play(1, "J♣")
    table.play(2, "Q♦")
    assert table.to_move == 1 and 0 not in table.actors
    assert table.state.outcome() is None


def test_the_game_ends_when_one_player_still_holds_cards_and_ranks_everybody():
    table = palace_table(["9♣", "3♣", "J♦"], pile="8♣")
    table.play(0, "9♣")
    table.pick_up(1)
    table.play(2, "J♦")
    outcome = table.state.outcome()
    assert outcome is not None and outcome.ranks == (1, 3, 2)
    assert outcome.scores == (2.0, 0.0, 1.0)
    assert table.state.view(None)["phase"] == "over" and table.actors == ()
    assert table.state.view(None)["ranks"] == [1, 3, 2]


def test_a_player_whose_last_card_is_a_ten_is_out_and_the_next_player_starts_afresh():
    table = palace_table(["10♣", "3♣ 4♣", "A♦"], pile="K♣")
    table.play(0, "10♣")
    assert table.state.finished[0] == 1 and table.pile == "" and table.to_move == 1
    assert table.legal(1) == ["play 3♣", "play 4♣"]


def test_a_player_whose_last_card_is_a_two_is_out_and_the_next_player_may_play_anything():
    table = palace_table(["2♣", "3♣ 4♣", "A♦"], pile="K♣")
    table.play(0, "2♣")
    assert table.state.finished[0] == 1 and table.to_move == 1
    assert table.legal(1) == ["play 3♣", "play 4♣"]


def test_a_player_who_goes_out_by_completing_a_four_hands_the_new_pile_to_the_next_player():
    table = palace_table(["5♣", "Q♦ Q♥ Q♠", "A♦ 3♦"], pile="Q♣")
    table.play(1, "Q♦ Q♥ Q♠")
    assert table.state.finished[1] == 1 and table.pile == ""
    assert table.to_move == 2


def test_after_the_pickup_limit_the_game_is_called_and_fewer_cards_rank_higher():
    state = GAME.setup({"hands": ["4♣ 5♣", "3♦", "6♥ 7♥"], "pile": "K♣", "pick_ups": 9},
                       options={"pickup_limit": 10})
    table = Table(state)
    table.pick_up(0)
    assert "called" in table.kinds()
    assert state.outcome().ranks == (3, 1, 2)


def test_a_called_game_lets_equal_counts_share_a_place_behind_those_already_out():
    state = GAME.setup({"hands": ["", "5♣ 4♣", "3♦ 6♦", "Q♥ J♥"], "finished": [1, None, None, None],
                        "pile": "K♣", "turn": 3, "pick_ups": 4}, options={"pickup_limit": 5})
    Table(state).pick_up(3)
    assert state.outcome().ranks == (1, 2, 2, 4)


def test_the_pickup_limit_can_be_switched_off():
    state = GAME.setup({"hands": ["4♣", "3♦"], "pile": "K♣", "pick_ups": 10_000},
                       options={"pickup_limit": 0})
    Table(state).pick_up(0)
    assert state.outcome() is None


# -- the card names in texts ----------------------------------------------------------------------


def test_actions_are_labelled_in_both_languages():
    play = GAME.codec.decode({"type": "play", "cards": ["7S", "7D"]})
    assert GAME.describe_action(play) == "play 7♠ 7♦"
    assert GAME.describe_action(play, "ru") == "сыграть 7♠ 7♦"
    assert GAME.describe_action(PlayBlind(0), "ru") == "открыть закрытую карту 1"
    assert GAME.describe_action(PickUp(), "ru") == "взять стопку"
    swap = GAME.codec.decode({"type": "swap", "hand": "3C", "face_up": "AS"})
    assert GAME.describe_action(swap) == "swap 3♣ in hand for A♠ face up"
