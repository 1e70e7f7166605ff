"""The heuristic bot: its habits, and that it clearly beats the random bot."""

from __future__ import annotations

from koloda.bots import RandomBot, make_bot
from koloda.core import Perspective, parse_cards, play_match
from koloda.games.palace import GAME, PickUp, Play, Ready
from koloda.games.palace.bots import PalaceBot

from .table import palace_table


def choice(table, seat: int):
    return PalaceBot(0).act(Perspective(table.state, seat))


def play(cards: str) -> Play:
    return Play(tuple(parse_cards(cards)))


def test_it_puts_twos_tens_and_high_cards_face_up_before_play():
    state = GAME.setup({"phase": "swap", "hands": ["10♣ A♦ 4♥", "3♣ 5♦ 6♥"],
                        "face_up": ["3♠ 2♦ 9♥", "7♣ 8♦ 9♣"]})
    bot = PalaceBot(0)
    while state.ready[0] is False:
        state.apply(0, bot.act(Perspective(state, 0)))
    assert sorted(c.rank for c in state.face_up[0]) == [2, 10, 14]
    assert bot.act(Perspective(state, 1)) == Ready()  # nothing in hand beats its table cards


def test_it_sheds_the_lowest_rank_it_may_all_at_once_and_keeps_twos_and_tens():
    table = palace_table(["2♣ 10♦ 9♥ 7♠ 7♦ K♣", "3♣"], pile="6♥")
    assert choice(table, 0) == play("7♦ 7♠")


def test_it_uses_a_two_before_a_ten_only_when_nothing_else_goes():
    table = palace_table(["2♣ 10♦ 4♥", "3♣"], pile="Q♥")
    assert choice(table, 0) == play("2♣")


def test_it_completes_four_of_a_kind_in_turn_and_out_of_turn():
    table = palace_table(["5♦ 9♦ 9♥", "9♠ 3♣ 4♣"], pile="9♣")
    assert choice(table, 0) == play("9♦ 9♥")
    table = palace_table(["J♦ 3♦", "9♦ 9♥ 9♠ 4♣"], pile="9♣")
    assert choice(table, 1) == play("9♦ 9♥ 9♠")


def test_it_adds_a_drawn_card_of_the_rank_just_played():
    table = palace_table(["7♣ 4♦ 5♦", "8♣ 9♣ J♣"], stock="7♥ A♠", pile="6♠")
    table.play(0, "7♣")
    assert choice(table, 0) == play("7♥")


def test_it_picks_up_only_when_forced():
    table = palace_table(["4♦ 5♦", "3♣"], pile="K♠")
    assert choice(table, 0) == PickUp()
    assert isinstance(choice(palace_table(["4♦ A♦", "3♣"], pile="K♠"), 0), Play)


def test_the_registry_makes_it_by_name():
    bot = make_bot("heuristic", GAME, seed=3)
    assert isinstance(bot, PalaceBot) and bot.name == "heuristic"
    assert isinstance(GAME.agents()["heuristic"](seed=1, param=None), PalaceBot)


def test_it_beats_the_random_bot_clearly():
    wins = 0
    for game in range(100):
        hero = game % 2  # take turns at each seat
        seats = [PalaceBot(game), RandomBot(game)] if hero == 0 else [RandomBot(game),
                                                                     PalaceBot(game)]
        result = play_match(GAME, seats, seed=1000 + game)
        wins += result.outcome.ranks[hero] == 1
    assert wins >= 85  # measured: 100 of 100 (a random bot wins about half against itself)
