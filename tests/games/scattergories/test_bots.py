"""The Scattergories bot: it plays whole games, answers from its words for the category, judges
sensibly, and takes longer to press the weaker it is."""

from __future__ import annotations

from koloda.bots.registry import make_bot
from koloda.core import Perspective, play_match
from koloda.games.scattergories import GAME
from koloda.games.scattergories.actions import PRESS, Answer, Vote
from koloda.games.scattergories.bots import HeuristicBot

from .helpers import answer, press, table


def bots(*specs: str) -> list:
    return [make_bot(spec, GAME, seed=i) for i, spec in enumerate(specs)]


def test_bots_play_whole_games_in_both_languages_and_with_the_auto_judge():
    for options in ({"language": "ru"}, {"language": "en", "auto_judge": True}):
        result = play_match(GAME, bots("heuristic", "heuristic:hard", "heuristic:easy"),
                            options={**options, "short": 8}, seed=5)
        assert result.state.is_over()
        kinds = {a["type"] for _, a in result.record.actions}
        assert {"press", "answer"} <= kinds


def test_a_strong_bot_wins_more_cards_than_a_weak_one():
    strong = weak = 0
    for seed in range(3):
        result = play_match(GAME, bots("heuristic:hard", "heuristic:easy"),
                            options={"auto_judge": True, "short": 10}, seed=seed)
        strong += result.outcome.scores[0]
        weak += result.outcome.scores[1]
    assert strong > weak


def test_the_bot_presses_and_answers_an_unused_lexicon_word_for_the_combination():
    state = table()
    bot = HeuristicBot(seed=1, param="hard")
    assert bot.act(Perspective(state, 0)) == PRESS
    press(state, 0)
    choice = bot.act(Perspective(state, 0))
    assert isinstance(choice, Answer) and choice.text[0] == "б"
    deck = GAME.deck(GAME.options({}))
    assert choice.text in bot.vocabulary(deck, deck.categories[0])


def test_the_bot_votes_accept_for_known_words_and_reject_for_gibberish():
    bot = HeuristicBot(seed=2)
    for text, accepts in (("банан", True), ("бзрыщ", False)):
        state = table()
        press(state, 0)
        answer(state, 0, text)
        assert bot.act(Perspective(state, 1)) == Vote(accepts)


def test_the_bot_leans_to_accept_real_words_its_lexicon_lacks():
    accepted = 0
    for seed in range(20):
        state = table()
        press(state, 0)
        answer(state, 0, "брусок")  # a real word, not a fruit
        accepted += HeuristicBot(seed=seed).act(Perspective(state, 1)) == Vote(True)
    assert 8 <= accepted <= 20


def test_press_delays_depend_on_strength_and_do_not_change_when_asked_again():
    state = table()
    hard = [HeuristicBot(seed=s, param="hard").delay(Perspective(state, 1)) for s in range(8)]
    easy = [HeuristicBot(seed=s, param="easy").delay(Perspective(state, 1)) for s in range(8)]
    assert all(d == 0.0 or 2.5 <= d <= 5.5 for d in hard) and any(hard)
    assert all(d == 0.0 or 7.0 <= d <= 14.0 for d in easy) and any(easy)
    assert HeuristicBot(seed=3, param="hard").delay(Perspective(state, 1)) == hard[3]


def test_a_bot_that_recalls_nothing_declines_to_press_and_waits_for_nothing():
    state = table(letters="Ц", categories="units")
    bot = HeuristicBot(seed=4, param="easy")
    bot.recall = 0.0
    assert bot.act(Perspective(state, 0)) is None
    assert bot.delay(Perspective(state, 0)) == 0.0
