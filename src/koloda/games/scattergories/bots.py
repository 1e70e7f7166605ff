"""The Scattergories bot: it reads only its seat's view, knows the category's words as well as
its strength lets it, and takes its time like a person would.

- What it knows: for each category, the deck's lexicon and, for the shipped decks, the bots'
  word list built from open word lists (`words.bot_words`, scripts/build-scattergories-words).
  Every answer it gives is one of these words for the shown category, starts with the shown
  letter and has not won a card yet: it never answers outside the category, at any strength.
- Race: it presses when it recalls an unused word for the combination. Its strength (`param`:
  easy, normal or hard) sets how often it recalls a word (everyday words more often than rare
  ones) and how fast it presses; nothing else.
- Answer: a recalled word, a common one sooner than a rare one. With the auto-judge on, only a
  word the deck's lexicon accepts (the judge knows no other). It takes the card that suits its
  standing: leading, the card of the smaller deck (to end the game sooner); behind, the card
  of the larger one.
- Vote: it accepts what it knows for the category, rejects what is not a word at all, and
  leans to accept a real word it does not know.
- `delay(perspective)`: the seconds a live host waits before asking it (reaction, typing,
  reading the answer). `play_match` ignores delays, so simulations run at full speed.

Every random choice comes from a hash of the bot's seed and the situation, not from a running
generator, so the same bot asked twice (say, in two worker processes) decides the same way.
"""

from __future__ import annotations

import random
import zlib
from functools import cache
from typing import Any

from koloda.core import LANGS, Action, Perspective, Text, text

from . import words
from .actions import CATEGORY, LETTER, PRESS, Answer, Press, Vote
from .decks import Category, Deck, load_deck

#: strength -> (its chance to recall an everyday word, press delay range in seconds)
STRENGTHS: dict[str, tuple[float, tuple[float, float]]] = {
    "easy": (0.45, (7.0, 14.0)),
    "normal": (0.7, (4.5, 9.0)),
    "hard": (0.92, (2.5, 5.5)),
}
#: each strength's name, which a player may ask for in either language (the catalog's words)
NAMES: dict[str, Text] = {"easy": text("scattergories-bot-easy"),
                          "normal": text("scattergories-bot-normal"),
                          "hard": text("scattergories-bot-hard")}
NUMBERS = {"1": "easy", "2": "normal", "3": "hard"}
#: how likely it accepts a real word it does not know for the category
BENEFIT_OF_DOUBT = 0.7
#: Zipf frequencies (wordfreq) of an everyday word and of the rarest it may still recall: the
#: recall chance falls from the strength's own at EVERYDAY to a quarter of it at RARE
EVERYDAY, RARE = 3.5, 1.5
#: (deck id, category id) -> (the deck, the keys of the bots' words for the category)
_known: dict[tuple[int, str], tuple[Deck, frozenset[str]]] = {}


@cache
def aliases() -> dict[str, str]:
    """Every name a strength may be asked by: its number, or its name in either language (with
    Ё written as Е too, as people type it)."""
    out = dict(NUMBERS)
    for level, name in NAMES.items():
        for lang in LANGS:
            out[name.get(lang).lower()] = out[words.clean(name.get(lang), lang)] = level
    return out


def recall_chance(strength: float, zipf: float) -> float:
    """The chance to recall a word of this commonness: a person finds "dog" sooner than
    "ocelot", whatever their strength."""
    share = min(1.0, max(0.0, (zipf - RARE) / (EVERYDAY - RARE)))
    return strength * (0.25 + 0.75 * share)


class HeuristicBot:
    """Presses, answers and votes from the category's words; see the module docstring."""

    def __init__(self, seed: int = 0, param: str | None = None, name: str = "heuristic") -> None:
        asked = (param or "normal").lower()
        level = aliases().get(asked, asked)
        if level not in STRENGTHS:
            level = "normal"
        self.level = level
        self.recall, self.reaction = STRENGTHS[level]
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

    @staticmethod
    def category(deck: Deck, view: dict[str, Any]) -> Category | None:
        shown = view.get("category")
        return next((c for c in deck.categories if shown and c.id == shown["id"]), None)

    @staticmethod
    def vocabulary(deck: Deck, cat: Category) -> tuple[str, ...]:
        """Every word it may answer for the category: the deck's lexicon, then (for a shipped
        deck) the bots' list."""
        extra = words.bot_words(deck.language).get(cat.id, ()) \
            if deck is load_deck(deck.language) else ()
        return cat.words + extra

    def known_keys(self, deck: Deck, cat: Category) -> frozenset[str]:
        """The keys (dictionary forms) of its words for the category, made once a category."""
        found = _known.get((id(deck), cat.id))
        if found is None or found[0] is not deck:
            keys = frozenset(words.key(w, deck.language) for w in self.vocabulary(deck, cat))
            found = _known[(id(deck), cat.id)] = (deck, keys)
        return found[1]

    def knows(self, deck: Deck, cat: Category, text: str) -> bool:
        """Whether the answer is one of its words for the category (or the lexicon's hint)."""
        lang = deck.language
        return (words.key(text, lang) in self.known_keys(deck, cat)
                or words.lexicon(deck).knows(cat, text, lang))

    def fits(self, deck: Deck, cat: Category, view: dict[str, Any], word: str,
             used: set[str]) -> bool:
        """The check every answer passes: the shown letter, a word it knows for the shown
        category, not among the `used` keys; with the auto-judge on, one the judge accepts."""
        lang = deck.language
        return (words.starts_with(word, view["letter"], lang)
                and words.key(word, lang) not in used
                and (words.lexicon(deck).knows(cat, word, lang) if view.get("auto_judge")
                     else self.knows(deck, cat, word)))

    def candidates(self, view: dict[str, Any]) -> list[str]:
        """The fitting words for the shown combination that it recalls now, in the order it
        thinks of them (common words sooner, with some randomness)."""
        if not view.get("letter") or not view.get("category"):
            return []
        deck = self.deck(view)
        cat = self.category(deck, view)
        if cat is None:
            return []
        lang, combo = deck.language, view["combination"]
        used = {words.key(w, lang) for w in view["used"]}
        found: dict[str, float] = {}
        for word in self.vocabulary(deck, cat):
            if word in found or not self.fits(deck, cat, view, word, used):
                continue
            zipf = words.commonness(word, lang)
            if self.chance(combo, word).random() < recall_chance(self.recall, zipf):
                found[word] = zipf + self.chance(combo, word, "order").uniform(0.0, 2.0)
        return sorted(found, key=lambda w: -found[w])

    def answer_text(self, view: dict[str, Any]) -> str:
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
        cat = self.category(deck, view)
        if cat is not None and self.knows(deck, cat, text):
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
