"""A table's seats as the server keeps them: empty, a person known by the hash of their token,
or a bot; and how a seat is named."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass


def naming(kind: str, name: str | None, bot: str | None) -> tuple[str, str | None]:
    """How a seat is named: a person by their name; a bot that took over a person's seat (they
    left mid-game) by that person's name, or as "Player N" if they gave none (a bot of its own
    bears its spec as its name); any other bot by a given name (see `seat_names`)."""
    if kind == "human" or (kind == "bot" and name is not None and name != bot):
        return "human", name
    return kind, None


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Seat:
    """A seat at a table: "empty", a "human" (known by the hash of their token) or a "bot".
    A person signed in to an account (or who claimed the seat for one) has its id and handle;
    a bot that took over such a person's seat keeps them: the game is still theirs."""

    kind: str = "empty"
    name: str = ""
    bot: str | None = None
    token_hash: str | None = None
    account_id: int | None = None
    #: the account's handle, None for a guest or a deleted account
    account: str | None = None
    #: a correspondence table: the person's days ran out this many times in a row
    missed: int = 0

    def handed_to(self, spec: str) -> Seat:
        """This seat once a bot (`spec`) has taken it over from its person: their name and
        account, no token."""
        return Seat("bot", self.name, spec, None, self.account_id, self.account)
