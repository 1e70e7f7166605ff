"""Scattergories: the rules as a state machine, in the rulebook's order: the combination on the
table, the race to press "I know!", the answer, the judges' vote, winning a card, a wrong answer,
nobody answering (the brain drain), and the end of the game.

A state is plain lists of card ids (ints into the `Deck`) and small ints. The engine reads no
clock: who pressed first is the order in which the host applied the presses, and a time limit
running out is the `timeout` action the host applies when `timer()` says so, so a record replays
the same with or without the timeouts' waiting.

Phases: "race" (a combination is shown, nobody has pressed), "answer" (the first in the queue
must answer; others may still press to queue up), "vote" (the others judge the answer; presses
still queue up), "over".
"""

from __future__ import annotations

import random
from typing import Any

from koloda.core import (
    Action,
    Event,
    IllegalAction,
    Message,
    Outcome,
    State,
    Timer,
    message,
    refuse_if,
)
from koloda.core.rng import copy_rng

from . import words
from .actions import LETTER, PRESS, TAKES, VOTES, Answer, Press, Timeout, Vote
from .decks import Deck

RACE, ANSWER, VOTE, OVER = "race", "answer", "vote", "over"
LETTERS, CATEGORIES = 0, 1  # the two piles
_PILE = {LETTER: LETTERS, "category": CATEGORIES}

# Texts are data: an event's log line is the catalog message `scattergories-<kind>` (see
# messages/en.ftl, ru.ftl). Why an answer is wrong is a word of `REASONS` (the message
# `scattergories-reason` says it), why a card goes back one of `DRAINS` (`scattergories-drain`),
# why the game ends one of `ENDS`.
REASONS = ("empty", "letter", "used", "lexicon", "judges", "timeout")
DRAINS = ("timeout", "everybody")
ENDS = ("deck", "round", "stuck")


class ScattergoriesState(State):
    """A game of Scattergories in progress."""

    def __init__(self, game: Any, deck: Deck, players: int, rng: random.Random,
                 seconds: tuple[float, float, float] = (30.0, 15.0, 15.0),
                 auto_judge: bool = False) -> None:
        self.game, self.deck, self.players, self.rng = game, deck, players, rng
        self.seconds = seconds  # race, answer, vote
        self.auto_judge = auto_judge
        self.piles: list[list[int]] = [[], []]  # face up; the shown card is the end of the list
        self.shown_at = [0, 0]  # the stage at which each pile's shown card was revealed
        self.won: list[list[int]] = [[] for _ in range(players)]
        self.stage = 0  # counts phases begun: a time limit belongs to one stage
        self.combos = 1  # combinations shown so far (rotates who is asked first)
        self.phase = RACE
        self.queue: list[int] = []  # who pressed, in order; the first answers
        self.failed: list[int] = []  # who answered this combination wrongly
        self.answer: tuple[str, str] | None = None  # (text, take) being judged
        self.votes: list[bool | None] = [None] * players
        self.used: list[str] = []  # keys of the answers that won a card (none wins twice)
        self.used_words: list[str] = []  # the same answers as they were said
        self.last: dict[str, Any] | None = None  # the last verdict, for views
        self.drains = 0  # brain drains in a row since a card was last won
        self._log: list[Event] = []

    # -- the combination on the table -------------------------------------------------------
    def letter(self) -> str:
        return self.deck.letter(self.piles[LETTERS][-1])

    def category(self) -> Any:
        return self.deck.category(self.piles[CATEGORIES][-1])

    def head(self) -> int | None:
        """Who answers now (the first in the queue), if anyone."""
        return self.queue[0] if self.phase in (ANSWER, VOTE) and self.queue else None

    def _order(self) -> list[int]:
        # Whom play_match asks first rotates with each combination, so that no seat wins every
        # race of a simulation just by sitting first; a live host orders by arrival instead.
        start = self.combos % self.players
        return [(start + i) % self.players for i in range(self.players)]

    # -- who acts ---------------------------------------------------------------------------
    # Each action's rule is one function (`press_refusal`, `answer_refusal`, `vote_refusal`,
    # `timeout_refusal`, below beside the action's effect and its legal moves): `check` and
    # `legal_actions` both rest on it.
    def actors(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        head = self.head() if self.phase == ANSWER else None
        rest = [s for s in self._order() if s != head and self.legal_actions(s)]
        return tuple(([head] if head is not None else []) + rest)

    def to_move(self) -> int | None:
        """The answerer must answer; in a race or a vote nobody is obliged (the timer runs)."""
        return self.head() if self.phase == ANSWER else None

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == OVER or not 0 <= seat < self.players:
            return []
        return self._answers(seat) + self._votes(seat) + self._presses(seat)

    def check(self, seat: int | None, action: Action) -> None:
        if self.phase == OVER:
            raise IllegalAction(message("scattergories-refuse-over"))
        if isinstance(action, Timeout):
            refuse_if(self.timeout_refusal(seat, action))
        elif seat is None or not 0 <= seat < self.players:
            raise IllegalAction(message("scattergories-refuse-no-seat"))
        elif isinstance(action, Press):
            refuse_if(self.press_refusal(seat))
        elif isinstance(action, Answer):
            refuse_if(self.answer_refusal(seat, action.take))
        elif isinstance(action, Vote):
            refuse_if(self.vote_refusal(seat))
        else:
            raise IllegalAction(message("scattergories-refuse-action"))

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        self._log = []
        if isinstance(action, Timeout):
            self._time_is_up()
        elif isinstance(action, Press):
            assert seat is not None
            self.press(seat)
        elif isinstance(action, Answer):
            assert seat is not None
            self.give_answer(seat, action.text, action.take)
        elif isinstance(action, Vote):
            assert seat is not None
            self.vote(seat, action.accept)
        return self._log

    def timer(self) -> Timer | None:
        """The time limit of the current stage: the race (nobody pressed), the answer, or the
        vote; the host applies `timeout` for this stage when it runs out."""
        if self.phase == OVER:
            return None
        seconds = {RACE: self.seconds[0], ANSWER: self.seconds[1], VOTE: self.seconds[2]}
        return Timer(seconds[self.phase], None, Timeout(self.stage))

    # -- the race: pressing "I know!" ------------------------------------------------------
    def press_refusal(self, seat: int) -> Message | None:
        """Anyone may press once a combination, unless he has already answered it wrongly."""
        if self.phase == OVER:
            return message("scattergories-refuse-over")
        if seat in self.queue:
            return message("scattergories-refuse-pressed", place=self.queue.index(seat) + 1)
        if seat in self.failed:
            return message("scattergories-refuse-failed")
        return None

    def press(self, seat: int) -> None:
        """"I know!": the seat joins the queue; the first to press answers at once."""
        self.queue.append(seat)
        self._say("press", seat, {"place": len(self.queue)})
        if self.phase == RACE:
            self._begin(ANSWER)

    def _presses(self, seat: int) -> list[Action]:
        return [PRESS] if self.press_refusal(seat) is None else []

    # -- the answer -------------------------------------------------------------------------
    def answer_refusal(self, seat: int, take: str = LETTER) -> Message | None:
        """The first in the queue answers, taking the letter or the category if he is right."""
        head = self.head()
        if self.phase != ANSWER or head is None:
            return message("scattergories-refuse-no-answerer")
        if seat != head:
            return message("scattergories-refuse-not-first", seat=head)
        if take not in TAKES:
            return message("scattergories-refuse-take")
        return None

    def give_answer(self, seat: int, text: str, take: str) -> None:
        text = " ".join(text.split())
        self.answer = (text, take)
        # an empty answer gives up ("blank": the catalog tells the two apart)
        self._say("answer", seat, {"answer": text, "take": take, "blank": not text})
        reason = self.answer_fault(text)
        if reason is not None:
            self.wrong_answer(seat, reason)
        elif self.auto_judge:
            if self.lexicon_accepts(text):
                self.right_answer(seat)
            else:
                self.wrong_answer(seat, "lexicon")
        else:
            self.votes = [None] * self.players
            self._begin(VOTE)

    def _answers(self, seat: int) -> list[Action]:
        if self.answer_refusal(seat) is not None:
            return []
        # The text is free: these two stand for any answer (`check` takes every text). They
        # start with the letter and carry the stage, so that a random playout's answer
        # reaches the vote and never repeats an answer already won.
        text = f"{self.letter()}… ({self.stage})"
        return [Answer(text, take) for take in TAKES]

    def answer_fault(self, text: str) -> str | None:
        """Why an answer fails before any vote (a word of `REASONS`): nothing said ("empty"),
        the wrong first letter ("letter"), or an answer that has already won a card this game
        ("used")."""
        lang = self.deck.language
        if not words.clean(text, lang):
            return "empty"
        if not words.starts_with(text, self.letter(), lang):
            return "letter"
        if words.key(text, lang) in self.used:
            return "used"
        return None

    def lexicon_accepts(self, text: str) -> bool:
        """The auto-judge: the category's lexicon (or its tag hint) must know the answer."""
        return words.lexicon(self.deck).knows(self.category(), text, self.deck.language)

    # -- the judges' vote -------------------------------------------------------------------
    def vote_refusal(self, seat: int) -> Message | None:
        """Every player but the answerer judges the answer, once."""
        if self.phase != VOTE:
            return message("scattergories-refuse-no-vote")
        if seat == self.head():
            return message("scattergories-refuse-own-answer")
        if self.votes[seat] is not None:
            return message("scattergories-refuse-voted")
        return None

    def vote(self, seat: int, accept: bool) -> None:
        self.votes[seat] = accept
        self._say("vote", seat, {"accept": accept})
        self.count_votes(closing=False)

    def _votes(self, seat: int) -> list[Action]:
        return list(VOTES) if self.vote_refusal(seat) is None else []

    def judges(self) -> list[int]:
        head = self.head()
        return [s for s in range(self.players) if s != head]

    def count_votes(self, closing: bool) -> None:
        """Majority rule: the answer is rejected when more than half of the judges reject it.
        A judge who has not voted counts as accepting once the vote closes, so a tie accepts.
        The verdict comes as soon as the remaining votes cannot change it."""
        judges = self.judges()
        rejects = sum(self.votes[s] is False for s in judges)
        pending = 0 if closing else sum(self.votes[s] is None for s in judges)
        head = self.head()
        assert head is not None
        if 2 * rejects > len(judges):
            self.wrong_answer(head, "judges")
        elif 2 * (rejects + pending) <= len(judges):
            self.right_answer(head)

    # -- a time limit runs out (the rules' own action) ----------------------------------------
    def timeout_refusal(self, seat: int | None, action: Timeout) -> Message | None:
        """Only the clock times out, and only the stage it was set for."""
        if seat is not None:
            return message("scattergories-refuse-clock")
        if action.stage != self.stage:
            return message("scattergories-refuse-old-timeout")
        return None

    def _time_is_up(self) -> None:
        if self.phase == RACE:
            self.brain_drain("timeout")
        elif self.phase == ANSWER:
            head = self.head()
            assert head is not None
            self.wrong_answer(head, "timeout")
        else:
            self._say("vote_closed", None, {})
            self.count_votes(closing=True)

    # -- a right answer wins a card ---------------------------------------------------------
    def right_answer(self, seat: int) -> None:
        """The answerer takes the card he chose; the card under it makes a new combination."""
        assert self.answer is not None
        text, take = self.answer
        pile = self.piles[_PILE[take]]
        card = pile.pop()
        self.won[seat].append(card)
        self.used.append(words.key(text, self.deck.language))
        self.used_words.append(text)
        name = self.deck.label(card)
        self.last = {"seat": seat, "text": text, "accepted": True, "card": self.deck.code(card),
                     "name": name.to_json()}
        self.drains = 0
        self._say("win", seat, {"answer": text, "card": self.deck.code(card), "take": take,
                                **self._card(card)})
        if not pile:
            self._end("deck", pile=take)
            return
        self.shown_at[_PILE[take]] = self.stage + 1
        self._new_combination()

    # -- a wrong answer costs a card --------------------------------------------------------
    def wrong_answer(self, seat: int, reason: str) -> None:
        """The answerer returns his newest won card into the middle of its deck (if he has
        one); the next in the queue answers, or the race goes on. `reason`: a word of
        `REASONS` (with the letter shown, the catalog's `scattergories-reason` says it)."""
        text = self.answer[0] if self.answer else ""
        letter = self.letter()
        self.last = {"seat": seat, "text": text, "accepted": False, "reason": reason,
                     "letter": letter}
        self.failed.append(seat)
        self.queue.remove(seat)
        self.answer = None
        data: dict[str, Any] = {"reason": reason, "letter": letter}
        if self.won[seat]:
            card = self.won[seat].pop()
            self._into_middle(card)
            data["returned"] = self.deck.code(card)
            data.update(self._card(card))
        else:
            data.update(returned=None, pile=None, name_en=None, name_ru=None)
        self._say("wrong", seat, data)
        if self.queue:
            self._begin(ANSWER)
        elif len(self.failed) == self.players:
            self.brain_drain("everybody")
        else:
            self._begin(RACE)

    def _into_middle(self, card: int) -> None:
        """Into the middle of its deck, under the shown card (the combination stays)."""
        pile = self.piles[LETTERS if self.deck.is_letter(card) else CATEGORIES]
        pile.insert(len(pile) // 2, card)

    # -- nobody answers: the brain drain ----------------------------------------------------
    def brain_drain(self, why: str) -> None:
        """One shown card goes back into the middle of its deck: the one shown longer (the
        letter when both came up together). When that deck has no other card, the other one
        goes; when neither has, the combination can never change and the game ends. It ends
        too when as many brain drains in a row as there are cards left on the table found no
        answer: every card has had its turn, and nobody can find any more answers. `why`: a
        word of `DRAINS` (nobody answered in time, everybody answered wrongly)."""
        self.drains += 1
        if self.drains > len(self.piles[LETTERS]) + len(self.piles[CATEGORIES]):
            self._end("round", drain=why)
            return
        order = [LETTERS, CATEGORIES] if self.shown_at[LETTERS] <= self.shown_at[CATEGORIES] \
            else [CATEGORIES, LETTERS]
        movable = [p for p in order if len(self.piles[p]) > 1]
        if not movable:
            self._end("stuck", drain=why)
            return
        pile = self.piles[movable[0]]
        card = pile.pop()
        pile.insert(len(pile) // 2, card)
        self.shown_at[movable[0]] = self.stage + 1
        self._say("brain_drain", None, {"drain": why, "returned": self.deck.code(card),
                                        **self._card(card)})
        self._new_combination()

    # -- phases -----------------------------------------------------------------------------
    def _begin(self, phase: str) -> None:
        self.phase = phase
        self.stage += 1

    def _new_combination(self) -> None:
        self.queue, self.failed, self.answer = [], [], None
        self.votes = [None] * self.players
        self.combos += 1
        self._begin(RACE)
        category = self.category()
        self._say("combination", None, {"letter": self.letter(), "category": category.id,
                                        "category_en": category.name.en,
                                        "category_ru": category.name.ru})

    # -- the end of the game ----------------------------------------------------------------
    def _end(self, why: str, pile: str | None = None, drain: str | None = None) -> None:
        """`why`: a word of `ENDS`: a deck ran out ("deck", `pile` says which), or after a brain
        drain (`drain` says why) no answer came for a whole round of the decks ("round") or no
        other combination is left ("stuck")."""
        self.phase = OVER
        self.queue, self.answer = [], None
        self.stage += 1
        self._say("game_over", None, {"scores": self.scores(), "end": why, "pile": pile,
                                      "drain": drain})

    def scores(self) -> list[int]:
        return [len(cards) for cards in self.won]

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        scores = self.scores()
        ranks = tuple(1 + sum(other > mine for other in scores) for mine in scores)
        return Outcome(ranks, tuple(float(s) for s in scores))

    def estimate(self) -> tuple[float, ...]:
        """A cut-off guess for search: cards won so far, squashed to [0, 1] around the mean."""
        scores = self.scores()
        mean = sum(scores) / len(scores)
        return tuple(min(1.0, max(0.0, 0.5 + (s - mean) / 6)) for s in scores)

    # -- what is seen -----------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything on the table: the shown cards, how many cards each deck still holds, the
        press queue, the answer and the votes (judges vote openly), the cards each player has
        won, and the answers already used. The order of the cards under the shown ones is in
        no view: nobody knows it."""
        deck = self.deck
        cat = self.category() if self.piles[CATEGORIES] else None
        return {
            "players": self.players,
            "seat": seat,
            "language": deck.language,
            "phase": self.phase,
            "stage": self.stage,
            "combination": self.combos,
            "letter": self.letter() if self.piles[LETTERS] else None,
            "category": None if cat is None else {"id": cat.id, "name": cat.name.to_json()},
            "letters_left": len(self.piles[LETTERS]),
            "categories_left": len(self.piles[CATEGORIES]),
            "queue": list(self.queue),
            "answering": self.head(),
            "failed": list(self.failed),
            "answer": None if self.answer is None else {"text": self.answer[0],
                                                        "take": self.answer[1]},
            "votes": list(self.votes) if self.phase == VOTE else [None] * self.players,
            "judges": self.judges() if self.phase == VOTE else [],
            "won": [[{"code": deck.code(c), "letter": deck.is_letter(c),
                      "name": deck.label(c).to_json()} for c in cards] for cards in self.won],
            "scores": self.scores(),
            "used": list(self.used_words),
            "last": self.last,
            "drains": self.drains,
            "auto_judge": self.auto_judge,
            "seconds": {"race": self.seconds[0], "answer": self.seconds[1],
                        "vote": self.seconds[2]},
        }

    # -- copies -----------------------------------------------------------------------------
    def clone(self) -> ScattergoriesState:
        new = ScattergoriesState.__new__(ScattergoriesState)
        new.__dict__.update(self.__dict__)
        new.rng = copy_rng(self.rng)
        new.piles = [list(p) for p in self.piles]
        new.shown_at = list(self.shown_at)
        new.won = [list(w) for w in self.won]
        new.queue, new.failed = list(self.queue), list(self.failed)
        new.votes, new.used, new.used_words = list(self.votes), list(self.used), list(self.used_words)
        new.last = None if self.last is None else dict(self.last)
        new._log = []
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> ScattergoriesState:
        """The cards under the shown ones are in an order nobody knows: re-deal it."""
        new = self.clone()
        for pile in new.piles:
            if len(pile) > 2:
                hidden = sorted(pile[:-1])  # sorted: the re-deal depends only on what the seat knows
                rng.shuffle(hidden)
                pile[:-1] = hidden
        return new

    def cards(self) -> list[int]:
        out = self.piles[LETTERS] + self.piles[CATEGORIES]
        for cards in self.won:
            out += cards
        return out

    def to_setup(self) -> dict[str, Any]:
        """This position in the setup form: written, like it is read, in `game.py`."""
        return self.game.to_setup(self)

    # -- events -----------------------------------------------------------------------------
    def _card(self, card: int) -> dict[str, Any]:
        """A card in an event: its pile ("letter" or "category") and its name in both
        languages (a category's name is the deck's data, not the catalog's)."""
        if self.deck.is_letter(card):
            letter = self.deck.letter(card)
            return {"pile": LETTER, "name_en": letter, "name_ru": letter}
        name = self.deck.category(card).name
        return {"pile": "category", "name_en": name.en, "name_ru": name.ru}

    def _say(self, kind: str, seat: int | None, data: dict[str, Any]) -> None:
        """An event: data only; its log line is the catalog's `scattergories-<kind>`."""
        self._log.append(Event(kind, seat, data))
