"""Spider-Man: Battle of Strength ("Битва силачей"), ordered like the rules page.

Setup: all cards dealt evenly, face down, the rest set aside unseen. A round: the starting player
announces the best score on his top card, everybody reveals, the highest score on any category
wins the round's cards (with the classic choice: the category the starter names). Ties go to a
play-off. Players out of cards leave; the last holder wins, or most cards after the agreed rounds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from koloda.core import (
    Action,
    Event,
    Game,
    IllegalAction,
    Message,
    SetupError,
    Text,
    message,
    option,
)
from koloda.core.rng import copy_rng, deal_rng
from koloda.games import RulesPage

from .actions import STRENGTH_CODEC, Name, Reveal
from .cards import CardSet, load_card_set
from .table import MAX_ROUNDS, CardTable, read_decks, read_round, read_seat


@dataclass(frozen=True)
class StrengthOptions:
    """Battle of Strength variants."""

    classic: bool = option(
        False, "classic choice: the starting player names the category that is compared",
        "классический выбор: начинающий называет категорию, которую сравнивают")
    rounds: int = option(
        0, "rounds agreed in advance, then most cards wins (0: until one player holds all)",
        "число раундов по договорённости, затем побеждает тот, у кого больше карточек "
        "(0: пока один не соберёт все)", minimum=0, maximum=MAX_ROUNDS)
    cards: int = option(0, "how many cards to play with (0: the whole set)",
                        "сколько карточек взять в игру (0: весь набор)", minimum=0, maximum=1000)
    card_file: str = option("", "your own card file (TOML); empty: the default set",
                            "ваш файл карточек (TOML); пусто: набор по умолчанию", local=True)


class StrengthState(CardTable):
    """A Battle of Strength in progress."""

    mode = "strength"

    def __init__(self, game: Game, players: int, cardset: CardSet, rng: random.Random,
                 options: StrengthOptions) -> None:
        super().__init__(game, players, cardset, rng, options.rounds)
        self.options = options
        self.classic = options.classic
        self.starter = 0  # the dealer is the last seat; the player on his left starts

    # -- a turn ---------------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return () if self.finished() else (self.starter,)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.finished() or seat != self.starter:
            return []
        if self.classic:
            return [Name(c.id) for c in self.cardset.categories]
        return [Reveal()]

    def check(self, seat: int | None, action: Action) -> None:
        self.verify_turn(seat, self.starter)
        if self.classic:
            if not isinstance(action, Name):
                raise IllegalAction(self.message("refuse-name"))
            if self.cardset.category_index(action.category) is None:
                raise IllegalAction(self.message(
                    "refuse-category", category=action.category,
                    known=[c.id for c in self.cardset.categories]))
        elif not isinstance(action, Reveal):
            raise IllegalAction(self.message("refuse-reveal"))

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        category = (self.cardset.category_index(action.category) if isinstance(action, Name)
                    else None)
        return self.play_round(category)

    def score(self, card: int, category: int | None) -> int:
        """What a card counts in this round: its best score, or the named category's."""
        c = self.cardset.cards[card]
        return c.best if category is None else c.scores[category]

    def play_round(self, category: int | None) -> list[Event]:
        """One round with all its play-offs: the table goes to the single highest score."""
        self.round += 1
        starter = self.starter
        order = self.turn_order(starter)
        events = [self.announce(starter, category)]
        table: list[tuple[int, int]] = []
        stages: list[list[list[int]]] = []
        contenders, winner = order, None
        while True:
            able = [s for s in contenders if self.decks[s]]  # out of cards: out of the play-off
            if stages and len(able) <= 1:
                winner = able[0] if able else None
                break
            stage = [(s, self.take(s)) for s in able]
            table.extend(stage)
            stages.append([[s, c, self.score(c, category)] for s, c in stage])
            events.extend(self.reveal_events(stage, category, playoff=len(stages) > 1))
            best = max(self.score(c, category) for _, c in stage)
            leaders = [s for s, c in stage if self.score(c, category) == best]
            if len(leaders) == 1:
                winner = leaders[0]
                break
            contenders = able
            events.append(Event("playoff", None, {"score": best, "tied": leaders}))
        if winner is None:
            events.append(self.nobody_wins(table))
        else:
            self.put_under(winner, [c for _, c in table])
            self.starter = winner
            events.append(Event("take", winner, {"cards": len(table)}))
        cat_id = None if category is None else self.cardset.categories[category].id
        self.last = {"starter": starter, "category": cat_id, "stages": stages, "winner": winner}
        events.extend(self.leave_if_empty())
        return events

    def announce(self, starter: int, category: int | None) -> Event:
        """The starter's announcement: his best score, or the category he names and his score."""
        top = self.decks[starter][0]
        score = self.score(top, category)
        if category is None:
            return Event("announce", starter, {"category": None, "score": score})
        cat = self.cardset.categories[category]
        # The category's name as the card set spells it in each language (a player's own set
        # may name it anything): the catalog shows $category_en or $category_ru.
        return Event("announce", starter, {"category": cat.id, "score": score,
                                           "category_en": cat.name.en,
                                           "category_ru": cat.name.ru})

    def reveal_events(self, stage: list[tuple[int, int]], category: int | None,
                      playoff: bool) -> list[Event]:
        """Each player of a reveal (or of a play-off) shows his top card and its score."""
        return [Event("reveal", s, {**self.card_args(c), "score": self.score(c, category),
                                    "playoff": playoff})
                for s, c in stage]

    def nobody_wins(self, table: list[tuple[int, int]]) -> Event:
        """A play-off nobody can continue: every player takes his own cards back, under his deck."""
        for s in range(self.players):
            mine = [c for t, c in table if t == s]
            if mine:
                self.put_under(s, mine)
        return Event("draw", None, {})

    # -- what is seen ---------------------------------------------------------------------
    def looked_at(self, seat: int | None) -> int | None:
        """The top card `seat` has looked at (the starter before naming a category)."""
        if self.classic and seat == self.starter and not self.finished():
            return self.decks[seat][0]
        return None

    def view(self, seat: int | None) -> dict[str, Any]:
        top = self.looked_at(seat)
        out = self.common_view(seat)
        out.update({"mode": self.mode, "classic": self.classic, "starter": self.starter,
                    "phase": "over" if self.finished() else ("name" if self.classic else "reveal"),
                    "top": top, "unseen": self.unseen(seat, top)})
        return out

    # -- copies ---------------------------------------------------------------------------
    def clone(self) -> StrengthState:
        new = StrengthState(self.game, self.players, self.cardset, copy_rng(self.rng),
                            self.options)
        self.copy_into(new)
        new.starter = self.starter
        return new

    def to_setup(self) -> dict[str, Any]:
        keys = [c.key for c in self.cardset.cards]
        return {"decks": [[keys[c] for c in d] for d in self.decks], "known": list(self.known),
                "starter": self.starter, "round": self.round}


class BattleOfStrength(RulesPage, Game):
    """Spider-Man: Battle of Strength."""

    id = "spiderman_strength"
    title = Text("Spider-Man: Battle of Strength", "Человек-Паук: Битва силачей")
    min_players, max_players = 2, 8
    Options = StrengthOptions
    codec = STRENGTH_CODEC

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> StrengthState:
        self.check_players(players)
        opts = self.options(options)
        cardset = load_card_set(opts.card_file)
        state = StrengthState(self, players, cardset, deal_rng(seed), opts)
        cards = [c.id for c in cardset.cards]  # bonus cards play with their printed scores
        if opts.cards:
            if opts.cards > len(cards):
                raise SetupError(f"the set has only {len(cards)} cards, not {opts.cards}",
                                 f"в наборе только {len(cards)} карточек, а не {opts.cards}")
            state.rng.shuffle(cards)
            state.aside_hidden, cards = cards[opts.cards:], cards[:opts.cards]
        if len(cards) < players:
            raise SetupError(f"{len(cards)} cards are too few for {players} players",
                             f"{len(cards)} карточек мало для {players} игроков")
        hidden = state.aside_hidden
        state.deal(cards)
        state.aside_hidden = sorted(hidden + state.aside_hidden)
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> StrengthState:
        opts = self.options(options)
        cardset = load_card_set(opts.card_file)
        decks, known = read_decks(position, cardset)
        extra = set(position) - {"decks", "known", "starter", "round"}
        if extra:
            raise SetupError(f"unknown position fields: {', '.join(sorted(extra))}",
                             f"неизвестные поля позиции: {', '.join(sorted(extra))}")
        self.check_players(len(decks))
        state = StrengthState(self, len(decks), cardset, deal_rng(seed), opts)
        state.place(decks, known)
        state.starter = read_seat(position, "starter", len(decks))
        state.round = read_round(position)
        if not decks[state.starter]:
            raise SetupError("the starting player must hold cards",
                             "у начинающего игрока должны быть карточки")
        return state

    def action_message(self, action: Any) -> Message | None:
        if isinstance(action, Name):
            # An action knows no card file: the default set names its categories; another
            # set's category shows by its id.
            cardset = load_card_set()
            i = cardset.category_index(action.category)
            name = cardset.categories[i].name if i is not None else action.category
            return message("spiderman_strength-action-name", category=name)
        if isinstance(action, Reveal):
            return message("spiderman_strength-action-reveal")
        return None

    def agents(self) -> dict[str, Any]:
        from .bots import StrengthHeuristic
        return {"heuristic": lambda seed=0, param=None: StrengthHeuristic(seed)}



STRENGTH = BattleOfStrength()
