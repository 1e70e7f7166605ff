"""The Scattergories game: metadata, options, the deal, a position read from its setup form and
written back, bots and the rules page."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.core import Action, DataError, Game, Message, SetupError, message, option, text
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from .actions import CODEC, Answer, Press, Timeout, Vote
from .decks import LANGUAGES, Deck, load_deck
from .state import CATEGORIES, LETTERS, ScattergoriesState
from .words import key


@dataclass(frozen=True)
class ScattergoriesOptions:
    """Scattergories variants: the deck's language, the time limits, the auto-judge, a short
    game, and a deck of one's own."""

    language: str = option("ru", text("scattergories-option-language"), choices=LANGUAGES,
                           # each language by its own name, as language menus show them
                           labels={"ru": text("scattergories-option-language-ru"),
                                   "en": text("scattergories-option-language-en")})
    race_seconds: float = option(30.0, text("scattergories-option-race-seconds"),
                                 minimum=5.0, maximum=600.0)
    answer_seconds: float = option(20.0, text("scattergories-option-answer-seconds"),
                                   minimum=3.0, maximum=300.0)
    vote_seconds: float = option(15.0, text("scattergories-option-vote-seconds"),
                                 minimum=3.0, maximum=300.0)
    auto_judge: bool = option(False, text("scattergories-option-auto-judge"))
    short: int = option(0, text("scattergories-option-short"), minimum=0, maximum=500)
    deck_file: str = option("", text("scattergories-option-deck-file"), local=True)


class ScattergoriesGame(RulesPage, Game):
    """Scattergories The Card Game: a real-time race to name a word for a letter and a category."""

    id = "scattergories"
    title = text("scattergories-title")
    not_by_days = text("scattergories-not-by-days")
    min_players, max_players = 2, 6
    rules_version = "1"
    Options = ScattergoriesOptions
    codec = CODEC
    # What Scattergories brings beyond its rules (koloda.core.Game: front ends, ratings, events).
    terminal_renderer = "koloda.cli.render.scattergories"
    web_renderer = "scattergories"
    # ranked by score; every size together (a word found is a word found), a pool a language
    rating_pools = (("scattergories", 2, 6),)
    rating_option = "language"
    arena_min_moves = 30  # shortest 144 at two seats (typed answers and their checks)
    # Answers are typed words, not moves from a list, so neither random slips nor a search
    # apply: the bot's own strengths (how often and how fast it recalls a word) are the levels.
    bot_levels = (("beginner", "heuristic:easy"), ("casual", "heuristic:normal"),
                  ("skilled", "heuristic:hard"))
    level_shares = {"casual": 0.985, "skilled": 0.910}
    #: answers are free text: the listed answers stand for every text (see `legal_actions`)
    continuous = True

    def deck(self, options: ScattergoriesOptions) -> Deck:
        deck = load_deck(options.language, options.deck_file)
        if options.deck_file and deck.language != options.language:
            raise SetupError(text("scattergories-setup-deck-language", file=options.deck_file,
                                  deck=deck.language, language=options.language))
        return deck

    def _state(self, players: int, opts: ScattergoriesOptions, seed: int | str) -> ScattergoriesState:
        self.check_players(players)
        seconds = (opts.race_seconds, opts.answer_seconds, opts.vote_seconds)
        return ScattergoriesState(self, self.deck(opts), players, deal_rng(seed), seconds,
                            opts.auto_judge)

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> ScattergoriesState:
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
              seed: int | str = 0) -> ScattergoriesState:
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
            raise SetupError(text("scattergories-setup-not-position", reason=str(exc))) from exc
        if not letters or not categories or any(not deck.is_letter(c) for c in letters) \
                or any(deck.is_letter(c) for c in categories):
            raise SetupError(text("scattergories-setup-empty-deck"))
        everything = letters + categories + [c for cards in won for c in cards]
        if len(set(everything)) != len(everything):
            raise SetupError(text("scattergories-setup-twice"))
        state.piles[LETTERS], state.piles[CATEGORIES] = letters, categories
        state.won = (won + [[] for _ in range(state.players)])[:state.players]
        state.used_words = [str(w) for w in position.get("used", [])]
        state.used = [key(w, deck.language) for w in state.used_words]
        return state

    def to_setup(self, state: ScattergoriesState) -> dict[str, Any]:
        """A position in the setup form (the rules page, "Setup"); `setup` reads it back."""
        code = state.deck.code
        return {
            "players": state.players,
            "letters": [code(c) for c in reversed(state.piles[LETTERS])],
            "categories": [code(c) for c in reversed(state.piles[CATEGORIES])],
            "won": [[code(c) for c in cards] for cards in state.won],
            "used": list(state.used_words),
        }

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


GAME = ScattergoriesGame()
