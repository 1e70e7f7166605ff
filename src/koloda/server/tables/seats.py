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


def consent_of(seat: Seat) -> str | None:
    """What a consent given now at `seat` is kept as: its account, else its token's hash."""
    return f"account:{seat.account_id}" if seat.account_id is not None else seat.token_hash


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
    #: who turned hints on here (server/analysis/hints.py `consent`), kept with the table so
    #: that a consent outlives the process (a correspondence table rests between moves)
    hints: str | None = None

    def consents(self) -> bool:
        """Whether the person sitting here now is the one who turned hints on: a consent given
        by the seat's earlier person (who left, or was removed, before someone else sat down)
        does not count, so nobody gives hints at a table in another person's name. A
        signed-in person's consent is their account's, so it outlives a new token for the
        same seat ("Your turn" on another device)."""
        if self.kind != "human" or not self.hints:
            return False
        return self.hints in (self.token_hash, consent_of(self))

    def handed_to(self, spec: str) -> Seat:
        """This seat once a bot (`spec`) has taken it over from its person: their name and
        account, no token."""
        return Seat("bot", self.name, spec, None, self.account_id, self.account)
