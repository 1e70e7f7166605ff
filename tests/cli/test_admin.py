"""``koloda admin``'s commands on the server's database: ``cancel-tournament`` (the operator
calls off a tournament before its start: issue 42, item 10), the moderator's role, and
``disable-account`` / ``enable-account`` (issue 47)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from sqlalchemy import insert, select

from koloda.server.store import AccountRow, Store
from koloda.server.tournaments import db as tournaments_db

from .conftest import Run, one_error_line


def tournament(store: Store, tid: str, state: str) -> None:
    with store.engine.begin() as conn:
        creator = conn.execute(insert(AccountRow).values(
            handle=f"c{tid}", handle_key=f"c{tid}", name=f"c{tid}", password_hash=None,
            created=time.time(), status="active")).inserted_primary_key[0]
    row: dict[str, Any] = {
        "id": tid, "creator_id": creator, "game": "toy", "options": {}, "format": "arena",
        "size": 2, "rounds": 0, "seconds": 600, "turn_seconds": 0, "rated": False,
        "bots": False, "min_rating": None, "min_games": None, "seed": 1,
        "starts": time.time() + 3600, "state": state, "round": 0, "created": time.time(),
        "finished": None}
    tournaments_db.add(store, row)


def test_an_operator_cancels_an_upcoming_tournament_and_not_a_started_one(
        run: Run, tmp_path: Path) -> None:
    db = tmp_path / "koloda.db"
    store = Store(f"sqlite:///{db}")
    tournament(store, "soon", tournaments_db.UPCOMING)
    tournament(store, "going", tournaments_db.LIVE)
    store.close()

    done = run(["admin", "cancel-tournament", "soon", "--db", str(db)])
    assert done.exit_code == 0, done.stderr
    assert "soon" in done.stdout and "cancelled" in done.stdout
    assert "started" in one_error_line(run(["admin", "cancel-tournament", "going",
                                            "--db", str(db)]))
    missing = one_error_line(run(["admin", "cancel-tournament", "soon", "--db", str(db),
                                  "--lang", "ru"]))
    assert "турнир" in missing

    store = Store(f"sqlite:///{db}")
    try:
        assert tournaments_db.get(store, "soon") is None
        assert tournaments_db.get(store, "going") is not None
    finally:
        store.close()


def test_an_operator_grants_and_revokes_the_moderator_role(run: Run, tmp_path: Path) -> None:
    """``koloda admin grant-moderator`` / ``revoke-moderator`` (issue 43, item 2): logged."""
    from koloda.server.moderation import db as mod_db

    db = tmp_path / "koloda.db"
    store = Store(f"sqlite:///{db}")
    with store.engine.begin() as conn:
        aid = conn.execute(insert(AccountRow).values(
            handle="Mod", handle_key="mod", name="Mod", password_hash=None,
            created=time.time(), status="active")).inserted_primary_key[0]
    store.close()

    done = run(["admin", "grant-moderator", "mod", "--db", str(db)])
    assert done.exit_code == 0, done.stderr
    assert "Mod is a moderator now" in done.stdout
    assert "already" in run(["admin", "grant-moderator", "Mod", "--db", str(db)]).stdout
    done = run(["admin", "revoke-moderator", "Mod", "--db", str(db), "--lang", "ru"])
    assert "больше не модератор" in done.stdout
    assert "нет" in one_error_line(run(["admin", "grant-moderator", "nobody", "--db", str(db),
                                        "--lang", "ru"]))
    store = Store(f"sqlite:///{db}")
    try:
        assert not mod_db.is_moderator(store, aid)
        assert [e["action"] for e in mod_db.log_of(store, aid)] == ["revoke", "grant"]
    finally:
        store.close()


def test_scan_collusion_reads_the_stored_games_and_says_what_it_found(
        run: Run, tmp_path: Path) -> None:
    db = tmp_path / "koloda.db"
    Store(f"sqlite:///{db}").close()
    done = run(["admin", "scan-collusion", "--days", "7", "--db", str(db)])
    assert done.exit_code == 0, done.stderr
    assert "Read 0 rated Durak games: 0 pairs flagged, 0 new" in done.stdout


def test_an_operator_disables_and_enables_an_account_logged_as_the_command_line(
        run: Run, tmp_path: Path) -> None:
    """``koloda admin disable-account`` / ``enable-account`` (issue 47): the moderators' own
    close (its sessions end, no sign-in, its tournament entries withdrawn), then opened again;
    each logged with no moderator. The sessions refused by a running server:
    tests/server/test_moderation.py::test_the_operator_closes_an_account_through_the_moderators_action_on_every_process."""
    from koloda.server.moderation import db as mod_db
    from koloda.server.people.rows import SessionRow
    from koloda.server.tournaments.rows import TournamentPlayerRow

    db = tmp_path / "koloda.db"
    store = Store(f"sqlite:///{db}")
    tournament(store, "soon", tournaments_db.UPCOMING)
    with store.engine.begin() as conn:
        aid = conn.execute(insert(AccountRow).values(
            handle="Spam", handle_key="spam", name="Spam", password_hash=None,
            created=time.time(), status="active")).inserted_primary_key[0]
        conn.execute(insert(SessionRow).values(
            account_id=aid, token_hash="h" * 64, public_id="p1", created=time.time(),
            last_seen=time.time(), expires=time.time() + 3600))
    tournaments_db.enter(store, "soon", aid, 1500.0, time.time())
    store.close()

    # no reason, nothing done: the log and the owner's account page say why
    assert run(["admin", "disable-account", "spam", "--db", str(db)]).exit_code != 0
    done = run(["admin", "disable-account", "spam", "--reason", "a script", "--db", str(db)])
    assert done.exit_code == 0, done.stderr
    assert "Spam is closed" in done.stdout
    assert "закрыт" in one_error_line(run(["admin", "disable-account", "Spam", "-r", "again",
                                           "--db", str(db), "--lang", "ru"]))
    store = Store(f"sqlite:///{db}")
    try:
        assert mod_db.account_by_handle(store, "spam")["status"] == "closed"  # type: ignore[index]
        with store.engine.connect() as conn:
            assert conn.execute(select(SessionRow.account_id).where(
                SessionRow.account_id == aid)).first() is None
            assert conn.execute(select(TournamentPlayerRow.state).where(
                TournamentPlayerRow.account_id == aid)).scalar() == tournaments_db.WITHDRAWN
    finally:
        store.close()

    done = run(["admin", "enable-account", "Spam", "-r", "appeal heard", "--db", str(db),
                "--lang", "ru"])
    assert done.exit_code == 0, done.stderr
    assert "снова открыт" in done.stdout
    assert "not closed" in one_error_line(run(["admin", "enable-account", "spam", "-r", "x",
                                               "--db", str(db)]))
    assert one_error_line(run(["admin", "enable-account", "nobody", "-r", "x", "--db", str(db)]))
    store = Store(f"sqlite:///{db}")
    try:
        assert mod_db.account_by_handle(store, "spam")["status"] == "active"  # type: ignore[index]
        log = mod_db.log_of(store, aid)
        assert [(e["action"], e["moderator"], e["reason"]) for e in log] == [
            ("reopen", None, "appeal heard"), ("close", None, "a script")]
    finally:
        store.close()
