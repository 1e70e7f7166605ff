"""Word checks: how an answer is compared with a letter, with the lexicon and with the answers
already won. Maintained libraries do the language work: pymorphy3 brings a Russian word to its
dictionary form ("пирожными" -> "пирожное"), wordfreq tells a real word from gibberish in either
language. Both ship their data inside their wheels, so nothing is fetched at run time; both are
loaded on first use, so importing the game stays cheap.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from .decks import Category, Deck

#: English answers may start with an article; the letter is the next word's ("the Nile": N)
ARTICLES = ("the ", "a ", "an ")
_JUNK = re.compile(r"[^\w\s'-]+")
_SPLIT = re.compile(r"[\s-]+")


@cache
def _morph() -> Any:
    import pymorphy3  # a word-check library of this game (see the module docstring)

    return pymorphy3.MorphAnalyzer()


def _zipf(word: str, lang: str) -> float:
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, lang))


def clean(text: str, lang: str) -> str:
    """The answer as compared: lower case, Ё as Е, punctuation and extra spaces gone, and an
    English leading article dropped."""
    out = " ".join(_JUNK.sub(" ", text.casefold().replace("ё", "е")).split()).strip("'-")
    if lang == "en":
        for article in ARTICLES:
            if out.startswith(article) and len(out) > len(article):
                out = out[len(article):]
                break
    return out


def starts_with(text: str, letter: str, lang: str) -> bool:
    """Whether the answer begins with the letter (Е and Ё count as one)."""
    word = clean(text, lang)
    return bool(word) and word[0] == letter.casefold().replace("ё", "е")


@lru_cache(maxsize=50_000)  # bounded: answers are free text typed by anyone
def _lemma(token: str, lang: str) -> str:
    if lang == "ru" and re.search("[а-я]", token):
        return str(_morph().parse(token)[0].normal_form).replace("ё", "е")
    if lang == "en" and len(token) > 3 and token.endswith("s") and not token.endswith("ss"):
        # A light English plural rule: "boots" and "boot" are one answer (and one lexicon entry).
        return token[:-3] + "y" if token.endswith("ies") else token[:-1]
    return token


def key(text: str, lang: str) -> str:
    """The answer's identity: each word in its dictionary form. Two answers with one key are
    the same answer ("пирожные" and "пирожное"; "Boots" and "boot")."""
    return " ".join(_lemma(t, lang) for t in _SPLIT.split(clean(text, lang)) if t)


def is_word(text: str, lang: str) -> bool:
    """Whether every word of the answer is a real word of the language (not gibberish)."""
    tokens = [t for t in _SPLIT.split(clean(text, lang)) if t]
    if not tokens:
        return False
    for token in tokens:
        known = _zipf(token, lang) > 0
        if not known and lang == "ru":
            known = bool(_morph().word_is_known(token))
        if not known:
            return False
    return True


def has_tags(text: str, tags: tuple[str, ...], lang: str) -> bool:
    """Whether a one-word Russian answer, read as said (nominative), has all these grammar
    tags (a first name: Name; a place: Geox): the category's hint for words its lexicon
    lacks. Nominative only, or "Вадим" would pass as a woman's name in the genitive plural."""
    if not tags or lang != "ru":
        return False
    tokens = clean(text, lang).split()
    if len(tokens) != 1:
        return False
    return any("nomn" in p.tag and all(tag in p.tag for tag in tags)
               for p in _morph().parse(tokens[0]))


@dataclass(frozen=True)
class Lexicon:
    """One deck's lexicons: the keys each category accepts, and its words by first letter."""

    keys: dict[str, frozenset[str]]
    by_letter: dict[tuple[str, str], tuple[str, ...]]

    def knows(self, category: Category, text: str, lang: str) -> bool:
        """Whether the answer is in the category's lexicon (or fits its tag hint)."""
        return key(text, lang) in self.keys[category.id] or has_tags(text, category.tags, lang)

    def answers(self, category: Category, letter: str) -> tuple[str, ...]:
        """The lexicon's answers for this combination, in the lexicon's order."""
        return self.by_letter.get((category.id, letter.casefold().replace("ё", "е")), ())


_lexicons: dict[int, tuple[Deck, Lexicon]] = {}


@cache
def bot_words(lang: str) -> dict[str, tuple[str, ...]]:
    """The bots' extra words for each category of the shipped deck of `lang` (category id ->
    words), from `data/bot-words.LANG.txt`, which scripts/build-scattergories-words builds from
    open word lists. Only the shipped deck's categories have them: a user's deck may reuse an
    id for another category."""
    from importlib import resources

    text = resources.files(__package__).joinpath("data", f"bot-words.{lang}.txt")
    out: dict[str, tuple[str, ...]] = {}
    for line in text.read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            cid, _, listed = line.partition(":")
            out[cid.strip()] = tuple(w for w in (x.strip() for x in listed.split(",")) if w)
    return out


@lru_cache(maxsize=20_000)
def commonness(text: str, lang: str) -> float:
    """How common the answer is in the language (wordfreq's Zipf scale: 0 unknown, 3 rare,
    5 everyday), from its cleaned text: how likely a person recalls it."""
    return _zipf(clean(text, lang), lang)


def lexicon(deck: Deck) -> Lexicon:
    """The deck's lexicon, built once per deck (lemmatizing every entry)."""
    found = _lexicons.get(id(deck))
    if found is not None and found[0] is deck:
        return found[1]
    lang = deck.language
    keys: dict[str, frozenset[str]] = {}
    by_letter: dict[tuple[str, str], list[str]] = {}
    for cat in deck.categories:
        keys[cat.id] = frozenset(key(w, lang) for w in cat.words)
        for word in cat.words:
            first = clean(word, lang)[:1]
            if first:
                by_letter.setdefault((cat.id, first), []).append(word)
    built = Lexicon(keys, {k: tuple(v) for k, v in by_letter.items()})
    _lexicons[id(deck)] = (deck, built)
    return built
