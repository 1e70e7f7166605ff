"""The Scattergories bot: it reads only its seat's view, knows the deck's lexicon as well as its
strength lets it, and takes its time like a person would.

- Race: it presses when it recalls an unused lexicon answer for the combination. How much of the
  lexicon it recalls, how fast it presses and how often it blunders depend on its strength
  (`param`: easy, normal or hard).
- Answer: a recalled word; a blunder is a word that starts with the letter but belongs to another
  category. It takes the card that suits its standing: leading, the card of the smaller deck (to
  end the game sooner); behind, the card of the larger one.
- Vote: it accepts what the lexicon knows for the category, rejects what is not a word at all,
  and leans to accept a real word the lexicon does not know.
- `delay(perspective)`: the seconds a live host waits before asking it (reaction, typing,
  reading the answer). `play_match` ignores delays, so simulations run at full speed.

Every random choice comes from a hash of the bot's seed and the situation, not from a running
generator, so the same bot asked twice (say, in two worker processes) decides the same way.
"""

from __future__ import annotations

import random
import zlib
from typing import Any

from koloda.core import Action, Perspective

from . import words
from .actions import CATEGORY, LETTER, PRESS, Answer, Press, Vote
from .decks import Deck, load_deck

#: strength -> (share of the lexicon recalled, press delay range in seconds, blunder rate)
STRENGTHS: dict[str, tuple[float, tuple[float, float], float]] = {
    "easy": (0.45, (7.0, 14.0), 0.15),
    "normal": (0.7, (4.5, 9.0), 0.06),
    "hard": (0.92, (2.5, 5.5), 0.02),
}
ALIASES = {"лёгкий": "easy", "легкий": "easy", "средний": "normal", "сильный": "hard",
           "1": "easy", "2": "normal", "3": "hard"}
#: how likely it accepts a real word its lexicon does not know for the category
BENEFIT_OF_DOUBT = 0.7


class HeuristicBot:
    """Presses, answers and votes from the lexicon; see the module docstring."""

    def __init__(self, seed: int = 0, param: str | None = None, name: str = "heuristic") -> None:
        level = ALIASES.get((param or "normal").lower(), (param or "normal").lower())
        if level not in STRENGTHS:
            level = "normal"
        self.level = level
        self.recall, self.reaction, self.blunders = STRENGTHS[level]
        self.seed = seed
        self.name = name

    # -- randomness tied to the situation --------------------------------------------------
    def chance(self, *parts: Any) -> random.Random:
        """A generator seeded by this bot and `parts` (stable across processes)."""
        text = ":".join(map(str, (self.seed, *parts)))
        return random.Random(zlib.crc32(text.encode("utf-8")))

    # -- what it knows ---------------------------------------------------------------------
    @staticmethod
    def deck(view: dict[str, Any]) -> Deck:
        return load_deck(view["language"])

    def candidates(self, view: dict[str, Any]) -> list[str]:
        """The unused lexicon answers for the shown combination that it recalls now."""
        if not view.get("letter") or not view.get("category"):
            return []
        deck = self.deck(view)
        cat = next((c for c in deck.categories if c.id == view["category"]["id"]), None)
        if cat is None:
            return []
        lang = deck.language
        used = {words.key(w, lang) for w in view["used"]}
        combo = view["combination"]
        found = [w for w in words.lexicon(deck).answers(cat, view["letter"])
                 if words.key(w, lang) not in used
                 and self.chance(combo, w).random() < self.recall]
        self.chance(combo).shuffle(found)
        return found

    def blunder(self, view: dict[str, Any]) -> str | None:
        """A wrong answer: a word with the right letter from another category."""
        deck = self.deck(view)
        rng = self.chance(view["combination"], "blunder")
        others = [c for c in deck.categories if c.id != view["category"]["id"]]
        rng.shuffle(others)
        lex = words.lexicon(deck)
        for cat in others:
            for word in lex.answers(cat, view["letter"]):
                if not lex.knows(deck.categories[[c.id for c in deck.categories].index(
                        view["category"]["id"])], word, deck.language):
                    return word
        return None

    def answer_text(self, view: dict[str, Any]) -> str:
        if self.chance(view["combination"], "slip").random() < self.blunders:
            wrong = self.blunder(view)
            if wrong:
                return wrong
        found = self.candidates(view)
        return found[0] if found else ""

    @staticmethod
    def take(view: dict[str, Any], me: int) -> str:
        """Leading: shorten the game (the smaller deck); otherwise make it last."""
        scores = view["scores"]
        best_other = max(s for i, s in enumerate(scores) if i != me)
        smaller = LETTER if view["letters_left"] <= view["categories_left"] else CATEGORY
        larger = CATEGORY if smaller == LETTER else LETTER
        return smaller if scores[me] > best_other else larger

    def accepts(self, view: dict[str, Any]) -> bool:
        """Its vote on the answer being judged."""
        text = view["answer"]["text"]
        deck = self.deck(view)
        cat = next((c for c in deck.categories if c.id == view["category"]["id"]), None)
        if cat is not None and words.lexicon(deck).knows(cat, text, deck.language):
            return True
        if not words.is_word(text, deck.language):
            return False
        return self.chance(view["combination"], "doubt", text).random() < BENEFIT_OF_DOUBT

    # -- the agent protocol ----------------------------------------------------------------
    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        view = perspective.view()
        if any(isinstance(a, Vote) for a in legal) and view.get("answer"):
            return Vote(self.accepts(view))
        if any(isinstance(a, Answer) for a in legal):
            return Answer(self.answer_text(view), self.take(view, perspective.seat))
        if any(isinstance(a, Press) for a in legal) and self.candidates(view):
            return PRESS
        return None

    def delay(self, perspective: Perspective) -> float:
        """Seconds a live host waits before asking: reading the answer before a vote, typing
        an answer, or the reaction time of its strength before pressing."""
        legal = perspective.legal_actions()
        if not legal:
            return 0.0
        view = perspective.view()
        rng = self.chance(view["combination"], view["stage"], "delay")
        if any(isinstance(a, Vote) for a in legal) and view.get("answer"):
            return rng.uniform(1.0, 3.0)
        if any(isinstance(a, Answer) for a in legal):
            return rng.uniform(1.0, 2.5)
        if any(isinstance(a, Press) for a in legal) and self.candidates(view):
            return rng.uniform(*self.reaction)
        return 0.0
