"""The database side of tournaments (server/tournaments/service.py): the events, their entrants, the
tables they formed and each game's result, and Swiss byes (migration 0009). Blocking calls over
a `Store`: run them in the writer thread (`hub.writer.call`) or a worker thread.

A tournament's table goes "seating" (written before the table is, with its players taken off
the waiting line in the same transaction) → "playing" (the table exists) → "done" (its result
written, and its arena players put back on the waiting line, in one transaction), or → "void"
(never formed, abandoned, or over after an arena's end). Each change is conditional on the
state before it, so a result is written once, whichever process sees the game end first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, func, insert, select, update

from koloda.ratings import Rating
from koloda.tournaments import Bye, Result

from ..people.rows import BlockRow
from ..rated.rows import RatingRow
from ..store import AccountRow, Store, TableRow, keep_answer, shown_handle
from .rows import TournamentByeRow, TournamentGameRow, TournamentPlayerRow, TournamentRow

UPCOMING, LIVE, FINISHED = "upcoming", "live", "finished"
STATES = (UPCOMING, LIVE, FINISHED)
#: an entrant's states: playing on, withdrawn by themselves, gone from a game mid-event
IN, WITHDRAWN, LEFT = "in", "withdrawn", "left"
#: a table's states
SEATING, PLAYING, DONE, VOID = "seating", "playing", "done", "void"


@dataclass(frozen=True)
class Entry:
    """An entrant as read from its row, with the account's handle."""

    account_id: int
    #: the handle as shown: a deleted account's anonymous name
    handle: str
    rating: float
    state: str
    waiting: float | None
    skip: int | None
    #: the account is active (not disabled or deleted): only such are seated
    active: bool = True

    @property
    def key(self) -> str:
        """The player's key in koloda.tournaments' records: the account id as text."""
        return str(self.account_id)


@dataclass(frozen=True)
class Game:
    """A tournament's table as read from its row."""

    table_id: str
    round: int
    players: list[int | None]
    state: str
    hurried: list[int]
    result: dict[str, Any] | None
    n: int | None
    created: float
    ended: float | None


def _tournament(row: Any) -> dict[str, Any]:
    return dict(row._mapping)


def add(store: Store, row: dict[str, Any], answer: dict[str, Any] | None = None) -> None:
    """Write a new tournament, and in the same transaction the sealed answer to the keyed
    request that made it (server/once.py: a resent create makes no second tournament)."""
    with store.engine.begin() as conn:
        conn.execute(insert(TournamentRow).values(**row))
        keep_answer(conn, answer)


def get(store: Store, tournament_id: str) -> dict[str, Any] | None:
    with store.engine.connect() as conn:
        row = conn.execute(select(TournamentRow.__table__).where(
            TournamentRow.id == tournament_id)).first()
        if row is None:
            return None
        out = _tournament(row)
        creator = conn.execute(select(AccountRow.handle, AccountRow.name, AccountRow.status)
                               .where(AccountRow.id == out["creator_id"])).first()
        out["creator"] = None if creator is None else shown_handle(creator)
        return out


#: an upcoming tournament nobody has entered is listed for everyone only from this many
#: seconds before its start (before, only to its creator): a flood of empty events made for
#: days ahead fills nobody's list
LISTED_EMPTY_BEFORE = 3600.0


def listing(store: Store, state: str, limit: int, now: float,
            viewer: int | None = None) -> list[dict[str, Any]]:
    """Tournaments in one state with their entrants' count: upcoming soonest first, the
    others newest first. An upcoming one with no entrant is listed only to its creator
    (`viewer`) until `LISTED_EMPTY_BEFORE` its start."""
    order = TournamentRow.starts if state == UPCOMING else TournamentRow.starts.desc()
    entrants = (select(func.count()).where((TournamentPlayerRow.tournament_id == TournamentRow.id)
                                           & (TournamentPlayerRow.state == IN))
                .scalar_subquery())
    where = TournamentRow.state == state
    if state == UPCOMING:
        shown = (entrants > 0) | (TournamentRow.starts <= now + LISTED_EMPTY_BEFORE)
        if viewer is not None:
            shown |= TournamentRow.creator_id == viewer
        where &= shown
    with store.engine.connect() as conn:
        rows = conn.execute(select(TournamentRow.__table__, entrants.label("entrants"))
                            .where(where).order_by(order).limit(limit)).all()
    return [_tournament(r) for r in rows]


def created_since(store: Store, since: float, account_id: int, address: str | None = None,
                  client: str | None = None) -> tuple[int, int, int]:
    """Tournaments created since `since` by the account, by the address (hashed) and by the
    client id (hashed): three counts (0 for a hash not given)."""
    def count(conn: Any, who: Any) -> int:
        return int(conn.execute(select(func.count()).where(
            who & (TournamentRow.created >= since))).scalar() or 0)

    with store.engine.connect() as conn:
        return (count(conn, TournamentRow.creator_id == account_id),
                0 if address is None else count(conn, TournamentRow.creator_address == address),
                0 if client is None else count(conn, TournamentRow.creator_client == client))


def cancel(store: Store, tournament_id: str) -> dict[str, Any] | None:
    """Remove a tournament that has not started, with its entries: its row as it was (with
    its entrants, `cancel_in`); None if it has started meanwhile (or is gone). Nothing was
    played in it, so nothing is lost."""
    with store.engine.begin() as conn:
        return cancel_in(conn, tournament_id)


def state_in(conn: Any, tournament_id: str) -> str | None:
    """A tournament's state read in the caller's transaction; None if there is none."""
    return conn.execute(select(TournamentRow.state).where(  # type: ignore[no-any-return]
        TournamentRow.id == tournament_id)).scalar_one_or_none()


def cancel_in(conn: Any, tournament_id: str) -> dict[str, Any] | None:
    """`cancel` in the caller's transaction (a moderator's, which logs it in the same one):
    the tournament's row as it was, with `entrants` (how many were in) and `entrant_ids`
    (their accounts, to be told), or None if it has started or is gone."""
    # the row locked first: a start in another process waits, then finds it gone
    row = conn.execute(select(TournamentRow.__table__).where(
        (TournamentRow.id == tournament_id) & (TournamentRow.state == UPCOMING))
        .with_for_update()).first()
    if row is None:
        return None
    out = _tournament(row)
    out["entrant_ids"] = [int(a) for a in conn.execute(
        select(TournamentPlayerRow.account_id).where(
            (TournamentPlayerRow.tournament_id == tournament_id)
            & (TournamentPlayerRow.state == IN))).scalars()]
    out["entrants"] = len(out["entrant_ids"])
    _remove(conn, tournament_id)
    return out


def pool_standing(store: Store, account_id: int, pool: str) -> Rating | None:
    """An account's rating in a pool, with its games there (None before its first rated game
    there)."""
    with store.engine.connect() as conn:
        row = conn.execute(select(RatingRow.mu, RatingRow.sigma, RatingRow.games).where(
            (RatingRow.account_id == account_id) & (RatingRow.pool == pool))).first()
    return None if row is None else Rating(float(row.mu), float(row.sigma), int(row.games))


def entries(store: Store, tournament_id: str) -> list[Entry]:
    with store.engine.connect() as conn:
        rows = conn.execute(select(TournamentPlayerRow.__table__, AccountRow.handle,
                                   AccountRow.name, AccountRow.status)
                            .join(AccountRow, AccountRow.id == TournamentPlayerRow.account_id)
                            .where(TournamentPlayerRow.tournament_id == tournament_id)
                            .order_by(TournamentPlayerRow.joined,
                                      TournamentPlayerRow.account_id)).all()
    return [Entry(r.account_id, shown_handle(r), float(r.rating), r.state, r.waiting, r.skip,
                  r.status == "active") for r in rows]


def enter(store: Store, tournament_id: str, account_id: int, rating: float,
          now: float) -> None:
    """Enter (or enter again after withdrawing): a live arena's entrant waits for a table at
    once (the state read in the same transaction: a start meanwhile is seen). An entrant who
    is in already is left as they are: an entry resent while they sit at a table must not put
    them back on the waiting line, where they would be seated at a second one. Nor does one who
    withdrew from a table they still sit at and enters again wait: their game's end puts them
    back on the line (`record`, `void`), so nobody plays two games of one event at once."""
    where = ((TournamentPlayerRow.tournament_id == tournament_id)
             & (TournamentPlayerRow.account_id == account_id))
    with store.engine.begin() as conn:
        t = conn.execute(select(TournamentRow.state, TournamentRow.format).where(
            TournamentRow.id == tournament_id)).first()
        waiting = (t is not None and t.state == LIVE and t.format == "arena"
                   and account_id not in _seated(conn, tournament_id))
        state = conn.execute(select(TournamentPlayerRow.state).where(where)).scalar()
        if state == IN:
            return
        if state is not None:
            conn.execute(update(TournamentPlayerRow).where(where).values(
                state=IN, rating=rating, waiting=now if waiting else None))
        else:
            conn.execute(insert(TournamentPlayerRow).values(
                tournament_id=tournament_id, account_id=account_id, rating=rating, state=IN,
                waiting=now if waiting else None, skip=None, joined=now))


def withdraw(store: Store, tournament_id: str, account_id: int, state: str = WITHDRAWN) -> bool:
    with store.engine.begin() as conn:
        return bool(conn.execute(update(TournamentPlayerRow).where(
            (TournamentPlayerRow.tournament_id == tournament_id)
            & (TournamentPlayerRow.account_id == account_id)
            & (TournamentPlayerRow.state == IN)).values(state=state, waiting=None)).rowcount)


def _seated(conn: Any, tournament_id: str) -> set[int]:
    """The accounts at a table of the tournament being formed or played now."""
    busy = (select(TournamentGameRow.players).where(
        (TournamentGameRow.tournament_id == tournament_id)
        & TournamentGameRow.state.in_((SEATING, PLAYING))))
    return {p for (players,) in conn.execute(busy) for p in players if p is not None}


def withdraw_everywhere(conn: Any, account_id: int) -> int:
    """An account closed (disabled or deleted): its entries in every tournament not yet over
    are withdrawn, in the closing transaction, so no runner pairs it again. A table it sits
    at now is settled as its seat leaving (server/tournaments/service.py, `settle_closed`)."""
    unfinished = select(TournamentRow.id).where(TournamentRow.state.in_((UPCOMING, LIVE)))
    return int(conn.execute(update(TournamentPlayerRow).where(
        (TournamentPlayerRow.account_id == account_id) & (TournamentPlayerRow.state == IN)
        & TournamentPlayerRow.tournament_id.in_(unfinished))
        .values(state=WITHDRAWN, waiting=None)).rowcount)


def blocked_pairs(store: Store, tournament_id: str) -> set[frozenset[str]]:
    """The pairs of the tournament's entrants one of whom has blocked the other, by their
    keys (koloda.tournaments keeps them apart as "Play now" does)."""
    entrant = select(TournamentPlayerRow.account_id).where(
        TournamentPlayerRow.tournament_id == tournament_id)
    with store.engine.connect() as conn:
        rows = conn.execute(select(BlockRow.account_id, BlockRow.blocked_id).where(
            BlockRow.account_id.in_(entrant) & BlockRow.blocked_id.in_(entrant))).all()
    return {frozenset((str(r.account_id), str(r.blocked_id))) for r in rows}


def closed_accounts(store: Store, account_ids: Sequence[int]) -> set[int]:
    """Those of these accounts that are disabled or deleted."""
    with store.engine.connect() as conn:
        return set(conn.execute(select(AccountRow.id).where(
            AccountRow.id.in_(list(account_ids)) & (AccountRow.status != "active"))).scalars())


def heal_waiting(store: Store, tournament_id: str, now: float) -> int:
    """An arena's entrants who are in, neither waiting nor at a table of it (an entry that
    crossed the start in another process): waiting from now."""
    with store.engine.begin() as conn:
        seated = _seated(conn, tournament_id)
        idle = [a for a in conn.execute(select(TournamentPlayerRow.account_id).where(
            (TournamentPlayerRow.tournament_id == tournament_id)
            & (TournamentPlayerRow.state == IN) & TournamentPlayerRow.waiting.is_(None)))
            .scalars() if a not in seated]
        if idle:
            conn.execute(update(TournamentPlayerRow).where(
                (TournamentPlayerRow.tournament_id == tournament_id)
                & TournamentPlayerRow.account_id.in_(idle)
                & TournamentPlayerRow.waiting.is_(None)).values(waiting=now))
        return len(idle)


def skip(store: Store, tournament_id: str, account_id: int, round_: int | None) -> bool:
    with store.engine.begin() as conn:
        return bool(conn.execute(update(TournamentPlayerRow).where(
            (TournamentPlayerRow.tournament_id == tournament_id)
            & (TournamentPlayerRow.account_id == account_id)
            & (TournamentPlayerRow.state == IN)).values(skip=round_)).rowcount)


def _game(r: Any) -> Game:
    return Game(r.table_id, r.round, list(r.players), r.state, list(r.hurried or []), r.result,
                r.n, r.created, r.ended)


def games(store: Store, tournament_id: str) -> list[Game]:
    with store.engine.connect() as conn:
        rows = conn.execute(select(TournamentGameRow.__table__)
                            .where(TournamentGameRow.tournament_id == tournament_id)
                            .order_by(TournamentGameRow.created,
                                      TournamentGameRow.table_id)).all()
    return [_game(r) for r in rows]


def game_of_table(store: Store, table_id: str) -> tuple[str, Game] | None:
    """(tournament id, its game) of a table a tournament formed; None for any other table."""
    with store.engine.connect() as conn:
        row = conn.execute(select(TournamentGameRow.__table__).where(
            TournamentGameRow.table_id == table_id)).first()
    return None if row is None else (row.tournament_id, _game(row))


def records(store: Store, tournament_id: str) -> tuple[list[Result], list[Bye]]:
    """The tournament's whole state as koloda.tournaments reads it: the results in the order
    the games finished, and the byes."""
    with store.engine.connect() as conn:
        results = conn.execute(select(TournamentGameRow.result).where(
            (TournamentGameRow.tournament_id == tournament_id)
            & (TournamentGameRow.state == DONE)).order_by(TournamentGameRow.n)).scalars().all()
        byes = conn.execute(select(TournamentByeRow.account_id, TournamentByeRow.round,
                                   TournamentByeRow.forced)
                            .where(TournamentByeRow.tournament_id == tournament_id)
                            .order_by(TournamentByeRow.round,
                                      TournamentByeRow.account_id)).all()
    return ([Result.from_json(r) for r in results],
            [Bye(str(b.account_id), b.round, bool(b.forced)) for b in byes])


def of_account(store: Store, account_id: int, limit: int) -> list[dict[str, Any]]:
    """The tournaments an account entered, newest first."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(TournamentRow.__table__, TournamentPlayerRow.state
                                   .label("entry"))
                            .join(TournamentPlayerRow,
                                  TournamentPlayerRow.tournament_id == TournamentRow.id)
                            .where(TournamentPlayerRow.account_id == account_id)
                            .order_by(TournamentRow.starts.desc()).limit(limit)).all()
    return [_tournament(r) for r in rows]


# -- the runner's writes ----------------------------------------------------------------------
def due(store: Store, now: float) -> list[str]:
    """The tournaments a runner looks after now: live ones, and upcoming ones due to start."""
    with store.engine.connect() as conn:
        return list(conn.execute(select(TournamentRow.id).where(
            (TournamentRow.state == LIVE)
            | ((TournamentRow.state == UPCOMING) & (TournamentRow.starts <= now)))
            .order_by(TournamentRow.starts)).scalars())


def starting_soon(store: Store, now: float, until: float) -> list[dict[str, Any]]:
    """Upcoming tournaments that start after `now` and by `until`, each with its entrants'
    account ids (`accounts`)."""
    with store.engine.connect() as conn:
        found = conn.execute(select(TournamentRow.id, TournamentRow.game, TournamentRow.starts)
                             .where((TournamentRow.state == UPCOMING)
                                    & (TournamentRow.starts > now)
                                    & (TournamentRow.starts <= until))).all()
        soon = [{"id": t.id, "game": t.game, "starts": t.starts, "accounts": []}
                for t in found]
        if soon:
            by_id = {t["id"]: t for t in soon}
            for p in conn.execute(select(TournamentPlayerRow.tournament_id,
                                         TournamentPlayerRow.account_id).where(
                    TournamentPlayerRow.tournament_id.in_(list(by_id))
                    & (TournamentPlayerRow.state == IN))):
                by_id[p.tournament_id]["accounts"].append(p.account_id)
    return soon


def start(store: Store, tournament_id: str, now: float) -> bool:
    """Upcoming → live; every arena entrant waits for a table from now."""
    with store.engine.begin() as conn:
        done = conn.execute(update(TournamentRow).where(
            (TournamentRow.id == tournament_id) & (TournamentRow.state == UPCOMING))
            .values(state=LIVE)).rowcount
        if done:
            conn.execute(update(TournamentPlayerRow).where(
                (TournamentPlayerRow.tournament_id == tournament_id)
                & (TournamentPlayerRow.state == IN)).values(waiting=now))
        return bool(done)


def finish(store: Store, tournament_id: str, now: float) -> bool:
    with store.engine.begin() as conn:
        done = conn.execute(update(TournamentRow).where(
            (TournamentRow.id == tournament_id) & (TournamentRow.state == LIVE))
            .values(state=FINISHED, finished=now)).rowcount
        conn.execute(update(TournamentPlayerRow).where(
            TournamentPlayerRow.tournament_id == tournament_id).values(waiting=None))
        conn.execute(update(TournamentGameRow).where(
            (TournamentGameRow.tournament_id == tournament_id)
            & TournamentGameRow.state.in_((SEATING, PLAYING))).values(state=VOID, ended=now))
        return bool(done)


def _game_values(tournament_id: str, table_id: str, round_: int,
                 players: Sequence[int | None], now: float) -> dict[str, Any]:
    return {"table_id": table_id, "tournament_id": tournament_id, "round": round_,
            "players": list(players), "state": SEATING, "hurried": [], "result": None,
            "n": None, "created": now, "ended": None}


def seat_arena(store: Store, tournament_id: str, table_id: str, players: Sequence[int],
               now: float) -> bool:
    """Mark an arena table "seating", its players no longer waiting: only if each of them is
    still in and waiting (a withdrawal meanwhile keeps the table from forming)."""
    where = ((TournamentPlayerRow.tournament_id == tournament_id)
             & TournamentPlayerRow.account_id.in_(list(players))
             & (TournamentPlayerRow.state == IN) & TournamentPlayerRow.waiting.is_not(None))
    with store.engine.connect() as conn, conn.begin() as tx:
        if conn.execute(update(TournamentPlayerRow).where(where)
                        .values(waiting=None)).rowcount != len(players):
            tx.rollback()
            return False
        conn.execute(insert(TournamentGameRow).values(
            **_game_values(tournament_id, table_id, 0, players, now)))
        return True


def seat_round(store: Store, tournament_id: str, number: int, byes: Sequence[Bye],
               tables: Sequence[tuple[str, Sequence[int | None]]], now: float) -> bool:
    """A Swiss round paired: the round's number moved on, its byes and tables ("seating")
    written, the skips asked for cleared, all in one transaction (only once per round)."""
    with store.engine.connect() as conn, conn.begin() as tx:
        if not conn.execute(update(TournamentRow).where(
                (TournamentRow.id == tournament_id) & (TournamentRow.round == number - 1)
                & (TournamentRow.state == LIVE)).values(round=number)).rowcount:
            tx.rollback()
            return False
        for bye in byes:
            conn.execute(insert(TournamentByeRow).values(
                tournament_id=tournament_id, account_id=int(bye.player), round=number,
                forced=bye.forced))
        for table_id, players in tables:
            conn.execute(insert(TournamentGameRow).values(
                **_game_values(tournament_id, table_id, number, players, now)))
        conn.execute(update(TournamentPlayerRow).where(
            TournamentPlayerRow.tournament_id == tournament_id).values(skip=None))
        return True


def playing(store: Store, table_id: str) -> bool:
    with store.engine.begin() as conn:
        return bool(conn.execute(update(TournamentGameRow).where(
            (TournamentGameRow.table_id == table_id) & (TournamentGameRow.state == SEATING))
            .values(state=PLAYING)).rowcount)


def _back_to_waiting(conn: Any, tournament_id: str, players: Sequence[int | None],
                     now: float) -> None:
    people = [p for p in players if p is not None]
    if people:
        conn.execute(update(TournamentPlayerRow).where(
            (TournamentPlayerRow.tournament_id == tournament_id)
            & TournamentPlayerRow.account_id.in_(people)
            & (TournamentPlayerRow.state == IN)).values(waiting=now))


def void(store: Store, table_id: str, now: float, arena: bool) -> bool:
    """A table that never formed, or was abandoned without a result: nothing recorded; an
    arena's players wait again."""
    with store.engine.begin() as conn:
        row = conn.execute(select(TournamentGameRow.tournament_id, TournamentGameRow.players)
                           .where((TournamentGameRow.table_id == table_id)
                                  & TournamentGameRow.state.in_((SEATING, PLAYING)))).first()
        if row is None:
            return False
        conn.execute(update(TournamentGameRow).where(TournamentGameRow.table_id == table_id)
                     .values(state=VOID, ended=now))
        if arena:
            _back_to_waiting(conn, row.tournament_id, row.players, now)
        return True


def record(store: Store, table_id: str, result: Result | None, left: Sequence[int],
           now: float, arena: bool) -> bool:
    """A tournament game ended: its result (None: it does not count, ended after the arena's
    end) written as the next in finishing order, those who left it marked "left" (no later
    pairings), and an arena's others waiting again; once, in one transaction."""
    with store.engine.connect() as conn, conn.begin() as tx:
        row = conn.execute(select(TournamentGameRow.tournament_id, TournamentGameRow.players)
                           .where((TournamentGameRow.table_id == table_id)
                                  & TournamentGameRow.state.in_((SEATING, PLAYING)))).first()
        if row is None:
            return False
        tournament_id = row.tournament_id
        if result is None:
            values: dict[str, Any] = {"state": VOID, "ended": now}
        else:
            # one result at a time a tournament: the processes of a cluster record their
            # tables' ends at once, and two must not both take the next `n` (the order of the
            # results is the standings'). SQLite has one process, whose writer does one at a time.
            conn.execute(select(TournamentRow.id).where(TournamentRow.id == tournament_id)
                         .with_for_update())
            last = conn.execute(select(func.max(TournamentGameRow.n)).where(
                TournamentGameRow.tournament_id == tournament_id)).scalar()
            values = {"state": DONE, "ended": now, "result": result.to_json(),
                      "n": (last or 0) + 1}
        if not conn.execute(update(TournamentGameRow).where(
                (TournamentGameRow.table_id == table_id)
                & TournamentGameRow.state.in_((SEATING, PLAYING))).values(**values)).rowcount:
            tx.rollback()
            return False
        if left:
            conn.execute(update(TournamentPlayerRow).where(
                (TournamentPlayerRow.tournament_id == tournament_id)
                & TournamentPlayerRow.account_id.in_(list(left))
                & (TournamentPlayerRow.state == IN)).values(state=LEFT, waiting=None))
        if arena:
            _back_to_waiting(conn, tournament_id, row.players, now)
        return True


def hurry(store: Store, table_id: str, account_id: int) -> bool:
    """Note that a player chose hurry at their game's start (once)."""
    with store.engine.begin() as conn:
        row = conn.execute(select(TournamentGameRow.hurried).where(
            (TournamentGameRow.table_id == table_id)
            & (TournamentGameRow.state == PLAYING))).first()
        if row is None:
            return False
        hurried = sorted({*(row.hurried or []), account_id})
        conn.execute(update(TournamentGameRow).where(TournamentGameRow.table_id == table_id)
                     .values(hurried=hurried))
        return True


def stuck(store: Store, tournament_id: str) -> list[tuple[Game, str | None]]:
    """The tournament's tables not yet settled ("seating" or "playing"), each with its stored
    table's status (None: no table was written)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(TournamentGameRow.__table__, TableRow.status.label("status"))
                            .join(TableRow, TableRow.id == TournamentGameRow.table_id,
                                  isouter=True)
                            .where((TournamentGameRow.tournament_id == tournament_id)
                                   & TournamentGameRow.state.in_((SEATING, PLAYING)))).all()
    return [(_game(r), r.status) for r in rows]


def forget(store: Store, tournament_id: str) -> None:
    """Remove a tournament and everything it recorded (tests)."""
    with store.engine.begin() as conn:
        _remove(conn, tournament_id)


def _remove(conn: Any, tournament_id: str) -> None:
    for row in (TournamentByeRow, TournamentGameRow, TournamentPlayerRow):
        conn.execute(delete(row).where(row.tournament_id == tournament_id))
    conn.execute(delete(TournamentRow).where(TournamentRow.id == tournament_id))
