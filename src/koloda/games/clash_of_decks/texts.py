"""Clash of Decks texts as data: how message arguments read, and the catalog messages that name
a card.

Events, action labels and refusals carry card keys ("troll"), never names: the catalogs
(`messages/en.ftl`, `messages/ru.ftl`) turn a key into the card's name with one selector
message per argument that holds a key (a Fluent message reference is formatted with its
caller's arguments, so `{ clash_of_decks-name-card }` names `$card`). Those selectors repeat the
names of `cards.toml`; a test keeps them the same.
"""

from __future__ import annotations

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
