"""Clash of Decks events and refusals as data: how message arguments read, the catalog ids of
refusals and action labels, and the messages that name a card.

Events carry data only (`ClashState.say`): an event's log line is the game's catalog message
`<game id>-<kind>`. Events, action labels and refusals carry card keys ("troll"), never names:
the catalogs (`messages/en.ftl`, `messages/ru.ftl`) turn a key into the card's name with one
selector message per argument that holds a key (a Fluent message reference is formatted with its
caller's arguments, so `{ clash_of_decks-name-card }` names `$card`). Those selectors repeat the
names of `cards.toml`; a test keeps them the same.
"""

from __future__ import annotations

from typing import Any

from koloda.core import Message, message

#: the argument that holds a card key -> the message that names it (in both games' sentences)
NAME_MESSAGES: dict[str, str] = {
    "card": "clash_of_decks-name-card",
    "target": "clash_of_decks-name-target",
    "second": "clash_of_decks-name-second",
    "third": "clash_of_decks-name-third",
}

#: how both games' message arguments read: sides are seats (in the solo game side 1, the
#: automaton, is told apart by `$x-number`); card keys stay keys for the selectors above
MESSAGE_ARGS: dict[str, str] = {
    "side": "seat", "enemy": "seat", "winner": "seat",
    **{arg: "key" for arg in NAME_MESSAGES}, "cards": "keys",
}


#: each game's refusals by what is refused (the two games word some of them differently)
REFUSALS: dict[str, dict[str, str]] = {
    "clash_of_decks": {
        "refuse-choice": "clash_of_decks-refuse-choice",
        "refuse-choose-deck": "clash_of_decks-refuse-choose-deck",
        "refuse-deck-taken": "clash_of_decks-refuse-deck-taken",
        "refuse-take": "clash_of_decks-refuse-take",
        "refuse-not-revealed": "clash_of_decks-refuse-not-revealed",
        "refuse-choose": "clash_of_decks-refuse-choose",
        "refuse-not-choosable": "clash_of_decks-refuse-not-choosable",
        "refuse-ban": "clash_of_decks-refuse-ban",
        "refuse-not-bannable": "clash_of_decks-refuse-not-bannable",
        "refuse-turn": "clash_of_decks-refuse-turn",
        "refuse-over": "clash_of_decks-refuse-over",
        "refuse-pending": "clash_of_decks-refuse-pending",
        "refuse-assault-begun": "clash_of_decks-refuse-assault-begun",
        "refuse-summoning": "clash_of_decks-refuse-summoning",
        "refuse-all-attacked": "clash_of_decks-refuse-all-attacked",
        "refuse-still-attacking": "clash_of_decks-refuse-still-attacking",
        "refuse-not-battle": "clash_of_decks-refuse-not-battle",
        "refuse-return": "clash_of_decks-refuse-return",
        "refuse-no-card": "clash_of_decks-refuse-no-card",
        "refuse-not-in-hand": "clash_of_decks-refuse-not-in-hand",
        "refuse-out-of-reach": "clash_of_decks-refuse-out-of-reach",
        "refuse-mana": "clash_of_decks-refuse-mana",
        "refuse-summon-phase": "clash_of_decks-refuse-summon-phase",
        "refuse-summon-spell": "clash_of_decks-refuse-summon-spell",
        "refuse-row": "clash_of_decks-refuse-row",
        "refuse-last-card": "clash_of_decks-refuse-last-card",
        "refuse-cast-phase": "clash_of_decks-refuse-cast-phase",
        "refuse-cast-creature": "clash_of_decks-refuse-cast-creature",
        "refuse-no-target": "clash_of_decks-refuse-no-target",
    },
    "clash_of_decks_solo": {
        "refuse-seat": "clash_of_decks_solo-refuse-seat",
        "refuse-take": "clash_of_decks_solo-refuse-take",
        "refuse-not-revealed": "clash_of_decks_solo-refuse-not-revealed",
        "refuse-automaton": "clash_of_decks_solo-refuse-automaton",
        "refuse-over": "clash_of_decks_solo-refuse-over",
        "refuse-pending": "clash_of_decks_solo-refuse-pending",
        "refuse-assault-begun": "clash_of_decks_solo-refuse-assault-begun",
        "refuse-summoning": "clash_of_decks_solo-refuse-summoning",
        "refuse-all-attacked": "clash_of_decks_solo-refuse-all-attacked",
        "refuse-still-attacking": "clash_of_decks_solo-refuse-still-attacking",
        "refuse-not-battle": "clash_of_decks_solo-refuse-not-battle",
        "refuse-return": "clash_of_decks_solo-refuse-return",
        "refuse-no-card": "clash_of_decks_solo-refuse-no-card",
        "refuse-not-in-hand": "clash_of_decks_solo-refuse-not-in-hand",
        "refuse-out-of-reach": "clash_of_decks_solo-refuse-out-of-reach",
        "refuse-mana": "clash_of_decks_solo-refuse-mana",
        "refuse-summon-phase": "clash_of_decks_solo-refuse-summon-phase",
        "refuse-summon-spell": "clash_of_decks_solo-refuse-summon-spell",
        "refuse-row": "clash_of_decks_solo-refuse-row",
        "refuse-last-card": "clash_of_decks_solo-refuse-last-card",
        "refuse-cast-phase": "clash_of_decks_solo-refuse-cast-phase",
        "refuse-cast-creature": "clash_of_decks_solo-refuse-cast-creature",
        "refuse-no-target": "clash_of_decks_solo-refuse-no-target",
    },
}

#: each game's action labels by action
LABELS: dict[str, dict[str, str]] = {
    "clash_of_decks": {
        "action-deck": "clash_of_decks-action-deck",
        "action-take": "clash_of_decks-action-take",
        "action-choose": "clash_of_decks-action-choose",
        "action-ban": "clash_of_decks-action-ban",
        "action-summon": "clash_of_decks-action-summon",
        "action-cast": "clash_of_decks-action-cast",
        "action-assault": "clash_of_decks-action-assault",
        "action-strike": "clash_of_decks-action-strike",
        "action-end": "clash_of_decks-action-end",
        "action-return": "clash_of_decks-action-return",
    },
    "clash_of_decks_solo": {
        "action-take": "clash_of_decks_solo-action-take",
        "action-summon": "clash_of_decks_solo-action-summon",
        "action-cast": "clash_of_decks_solo-action-cast",
        "action-assault": "clash_of_decks_solo-action-assault",
        "action-strike": "clash_of_decks_solo-action-strike",
        "action-end": "clash_of_decks_solo-action-end",
        "action-return": "clash_of_decks_solo-action-return",
    },
}


def refusal(game_id: str, what: str, **args: Any) -> Message:
    """The refusal `what` ("refuse-...") of the game `game_id`, with its arguments."""
    return message(REFUSALS[game_id][what], **args)


def label(game_id: str, what: str, **args: Any) -> Message:
    """The label of an action `what` ("action-...") in the game `game_id`."""
    return message(LABELS[game_id][what], **args)
