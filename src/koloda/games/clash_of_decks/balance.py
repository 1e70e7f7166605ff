"""What the Clash of Decks balance studies play (`koloda study`, `docs/balance.md`): data only.

`LEVEL_CONFIGS` fixes, for each solo difficulty level, the automaton settings the level study
plays. A level is any mix whose points add up to it; we picked mixes that each lean on a
different setting (constant mana, mana a creature, moving first, weaker attacks, an ability), so
a mispriced setting shows up as a configuration out of line with its level. `DECK_ENTRANTS` are
the four preconstructed decks, as the duel options that fix them, for the match-up matrix.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from koloda.core import Text


class Setting(NamedTuple):
    """One solo configuration: a short label and the game options (level included)."""

    label: Text
    options: dict[str, Any]


def _s(en: str, ru: str, **options: Any) -> Setting:
    return Setting(Text(en, ru), options)


LEVEL_CONFIGS: dict[int, tuple[Setting, ...]] = {
    0: (
        _s("constant 6, +1 a creature", "постоянная 6, +1 за существо", level=0),
        _s("constant 7, no Bastion", "постоянная 7, без Бастиона", level=0, constant_mana=7,
           no_bastion=True),
    ),
    1: (
        _s("constant 7", "постоянная 7", level=1, constant_mana=7),
        _s("automaton first", "автомат ходит первым", level=1, ai_first=True),
        _s("Rage", "Ярость", level=1, ai_ability="rage"),
    ),
    2: (
        _s("constant 8", "постоянная 8", level=2, constant_mana=8),
        _s("+2 a creature", "+2 за существо", level=2, variable_mana=2),
        _s("your attacks -1", "ваши атаки −1", level=2, weaker_attacks=True),
        _s("Pierce, automaton first", "Пробивание, автомат первым", level=2,
           ai_ability="pierce", ai_first=True),
    ),
    3: (
        _s("constant 9", "постоянная 9", level=3, constant_mana=9),
        _s("+2 a creature, automaton first", "+2 за существо, автомат первым", level=3,
           variable_mana=2, ai_first=True),
        _s("your attacks -1, Shards", "ваши атаки −1, Осколки", level=3, weaker_attacks=True,
           ai_ability="shards"),
    ),
    4: (
        _s("constant 10", "постоянная 10", level=4, constant_mana=10),
        _s("+2 a creature, constant 8", "+2 за существо, постоянная 8", level=4,
           variable_mana=2, constant_mana=8),
        _s("your attacks -1, automaton first, Berserk", "ваши атаки −1, автомат первым, Берсерк",
           level=4, weaker_attacks=True, ai_first=True, ai_ability="berserk"),
    ),
    5: (
        _s("constant 10, automaton first", "постоянная 10, автомат первым", level=5,
           constant_mana=10, ai_first=True),
        _s("+2 a creature, your attacks -1, automaton first",
           "+2 за существо, ваши атаки −1, автомат первым", level=5, variable_mana=2,
           weaker_attacks=True, ai_first=True),
        _s("+2 a creature, constant 9, no Bastion, Protection",
           "+2 за существо, постоянная 9, без Бастиона, Защита", level=5, variable_mana=2,
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
    Entrant(Text(f"deck {n}", f"колода {n}"), ({"deck_1": n}, {"deck_2": n}))
    for n in range(1, 5))

#: which study each game of this package offers (`koloda study levels|matchups GAME`)
STUDIES: dict[str, dict[str, Any]] = {
    "clash_of_decks_solo": {"levels": LEVEL_CONFIGS},
    "clash_of_decks": {"matchups": DECK_ENTRANTS},
}
