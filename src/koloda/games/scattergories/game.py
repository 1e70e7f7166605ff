"""The Scattergories game: metadata, options, the deal, explicit setups, bots and the rules page."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.core import Action, DataError, Game, Message, SetupError, Text, message, option
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from .actions import CODEC, Answer, Press, Timeout, Vote
from .decks import LANGUAGES, Deck, load_deck
from .rules import CATEGORIES, LETTERS, ScatterState
from .words import key


@dataclass(frozen=True)
class ScatterOptions:
    """Scattergories variants: the deck's language, the time limits, the auto-judge, a short
    game, and a deck of one's own."""

    language: str = option("ru", "language of the cards and answers", "язык карточек и ответов",
                           choices=LANGUAGES,
                           # each language by its own name, as language menus show them
                           labels={"ru": ("Русский", "Русский"), "en": ("English", "English")})
    race_seconds: float = option(30.0, "seconds to answer a combination before a card goes back",
                                 "секунд на комбинацию, пока карточка не ушла обратно",
                                 minimum=5.0, maximum=600.0)
    answer_seconds: float = option(20.0, "seconds the first to press has to answer",
                                   "секунд на ответ у нажавшего первым", minimum=3.0, maximum=300.0)
    vote_seconds: float = option(15.0, "seconds for the vote (no vote counts as accepting)",
                                 "секунд на голосование (не голосовал: значит, принял)",
                                 minimum=3.0, maximum=300.0)
    auto_judge: bool = option(False, "auto-judge: the lexicon decides, no vote (a quick game)",
                              "автосудья: решает словарь, без голосования (быстрая игра)")
    short: int = option(0, "a short game: deal only this many cards of each deck (0: all)",
                        "короткая игра: только столько карточек каждой колоды (0: все)",
                        minimum=0, maximum=500)
    deck_file: str = option("", "deck file (TOML, see the rules page); empty: the shipped deck",
                            "файл колоды (TOML, см. правила); пусто: колода игры", local=True)


class Scattergories(RulesPage, Game):
    """Scattergories The Card Game: a real-time race to name a word for a letter and a category."""

    id = "scattergories"
    title = Text("Scattergories", "Я знаю!")
    min_players, max_players = 2, 6
    rules_version = "1"
    Options = ScatterOptions
    codec = CODEC
    #: answers are free text: the listed answers stand for every text (see `legal_actions`)
    continuous = True

    def deck(self, options: ScatterOptions) -> Deck:
        deck = load_deck(options.language, options.deck_file)
        if options.deck_file and deck.language != options.language:
            raise SetupError(
                f"{options.deck_file} is a {deck.language} deck, not {options.language}",
                f"{options.deck_file}: колода на языке {deck.language}, а не {options.language}")
        return deck

    def _state(self, players: int, opts: ScatterOptions, seed: int | str) -> ScatterState:
        self.check_players(players)
        seconds = (opts.race_seconds, opts.answer_seconds, opts.vote_seconds)
        return ScatterState(self, self.deck(opts), players, deal_rng(seed), seconds,
                            opts.auto_judge)

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> ScatterState:
        """Shuffle each deck apart (a short game keeps only its first cards) and show the top
        card of each: the first combination."""
        opts = self.options(options)
        state = self._state(players, opts, seed)
        deck = state.deck
        letters = list(range(len(deck.letters)))
        categories = list(range(len(deck.letters), deck.size))
        state.rng.shuffle(letters)
        state.rng.shuffle(categories)
        if opts.short:
            letters, categories = letters[:opts.short], categories[:opts.short]
        state.piles = [letters, categories]
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> ScatterState:
        """A position: {"players", "letters": top first, "categories": top first (ids),
        "won": codes per seat, "used": answers already won}; a fresh race on its combination."""
        opts = self.options(options)
        try:
            state = self._state(int(position["players"]), opts, seed)
            deck = state.deck
            letters = [deck.card_of(c) for c in reversed(position["letters"])]
            categories = [deck.card_of(c) for c in reversed(position["categories"])]
            won = [[deck.card_of(c) for c in cards] for cards in position.get("won", [])]
        except (KeyError, TypeError, ValueError, DataError) as exc:
            raise SetupError(f"not a Scattergories position: {exc}",
                             f"это не позиция Scattergories: {exc}") from exc
        if not letters or not categories or any(not deck.is_letter(c) for c in letters) \
                or any(deck.is_letter(c) for c in categories):
            raise SetupError("both decks need cards, letters in one and categories in the other",
                             "в обеих колодах нужны карточки: в одной буквы, в другой категории")
        everything = letters + categories + [c for cards in won for c in cards]
        if len(set(everything)) != len(everything):
            raise SetupError("a card appears twice", "карточка встречается дважды")
        state.piles[LETTERS], state.piles[CATEGORIES] = letters, categories
        state.won = (won + [[] for _ in range(state.players)])[:state.players]
        state.used_words = [str(w) for w in position.get("used", [])]
        state.used = [key(w, deck.language) for w in state.used_words]
        return state

    #: "card" is a Scattergories card's code (a letter or a category id), not a playing card
    message_args: ClassVar[dict[str, str]] = {"card": "code"}

    def action_message(self, action: Action) -> Message | None:
        if isinstance(action, Press):
            return message("scattergories-action-press")
        if isinstance(action, Answer):
            # Only listed answers get labels, and their text is a stand-in: a person types it.
            return message("scattergories-action-answer", take=action.take)
        if isinstance(action, Vote):
            return message("scattergories-action-vote", accept=action.accept)
        if isinstance(action, Timeout):
            return message("scattergories-action-timeout")
        return None

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}



GAME = Scattergories()
