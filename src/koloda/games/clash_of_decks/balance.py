"""What the Clash of Decks balance studies play (`koloda study`, `docs/balance.md`): data only.

`LEVEL_CONFIGS` fixes, for each solo difficulty level, the automaton settings the level study
plays. A level is any mix whose points add up to it; we picked mixes that each lean on a
different setting (constant mana, mana a creature, moving first, weaker attacks, an ability), so
a mispriced setting shows up as a configuration out of line with its level. `DECK_ENTRANTS` are
the four preconstructed decks, as the duel options that fix them, for the match-up matrix.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from koloda.core import Text, text


class Setting(NamedTuple):
    """One solo configuration: a short label and the game options (level included)."""

    label: Text
    options: dict[str, Any]


def _s(label: Text, **options: Any) -> Setting:
    return Setting(label, options)


LEVEL_CONFIGS: dict[int, tuple[Setting, ...]] = {
    0: (
        _s(text("clash_of_decks_solo-study-constant-6-plus-1"), level=0),
        _s(text("clash_of_decks_solo-study-constant-7-no-bastion"), level=0, constant_mana=7,
           no_bastion=True),
    ),
    1: (
        _s(text("clash_of_decks_solo-study-constant-7"), level=1, constant_mana=7),
        _s(text("clash_of_decks_solo-study-ai-first"), level=1, ai_first=True),
        _s(text("clash_of_decks_solo-study-rage"), level=1, ai_ability="rage"),
    ),
    2: (
        _s(text("clash_of_decks_solo-study-constant-8"), level=2, constant_mana=8),
        _s(text("clash_of_decks_solo-study-plus-2"), level=2, variable_mana=2),
        _s(text("clash_of_decks_solo-study-weaker"), level=2, weaker_attacks=True),
        _s(text("clash_of_decks_solo-study-pierce-ai-first"), level=2,
           ai_ability="pierce", ai_first=True),
    ),
    3: (
        _s(text("clash_of_decks_solo-study-constant-9"), level=3, constant_mana=9),
        _s(text("clash_of_decks_solo-study-plus-2-ai-first"), level=3,
           variable_mana=2, ai_first=True),
        _s(text("clash_of_decks_solo-study-weaker-shards"), level=3, weaker_attacks=True,
           ai_ability="shards"),
    ),
    4: (
        _s(text("clash_of_decks_solo-study-constant-10"), level=4, constant_mana=10),
        _s(text("clash_of_decks_solo-study-plus-2-constant-8"), level=4,
           variable_mana=2, constant_mana=8),
        _s(text("clash_of_decks_solo-study-weaker-ai-first-berserk"), level=4, weaker_attacks=True, ai_first=True, ai_ability="berserk"),
    ),
    5: (
        _s(text("clash_of_decks_solo-study-constant-10-ai-first"), level=5,
           constant_mana=10, ai_first=True),
        _s(text("clash_of_decks_solo-study-plus-2-weaker-ai-first"), level=5, variable_mana=2,
           weaker_attacks=True, ai_first=True),
        _s(text("clash_of_decks_solo-study-plus-2-constant-9-no-bastion-protection"), level=5, variable_mana=2,
           constant_mana=9, no_bastion=True, ai_ability="protection"),
    ),
}

class Entrant(NamedTuple):
    """One side of a match-up study: a label and the game options it brings from the first
    seat and from the second."""

    label: Text
    options: tuple[dict[str, Any], dict[str, Any]]


#: the duel's preconstructed decks, fixed in advance by the duel's deck_1 and deck_2 options
DECK_ENTRANTS: tuple[Entrant, ...] = tuple(
    Entrant(text("clash_of_decks-study-deck", deck=str(n)), ({"deck_1": n}, {"deck_2": n}))
    for n in range(1, 5))

#: which study each game of this package offers (`koloda study levels|matchups GAME`)
STUDIES: dict[str, dict[str, Any]] = {
    "clash_of_decks_solo": {"levels": LEVEL_CONFIGS},
    "clash_of_decks": {"matchups": DECK_ENTRANTS},
}
