"""The lobby over real HTTP: games, tables, seats, bots, start, and the errors a client causes."""

from __future__ import annotations

import httpx
import pytest

from .helpers import auth, new_table


def bilingual(r: httpx.Response) -> dict[str, str]:
    reason = r.json()["error"]
    assert reason["en"] and reason["ru"] and reason["en"] != reason["ru"], reason
    return reason


def test_games_list_options_with_table_options_and_bots(server: str) -> None:
    found = {g["id"]: g for g in httpx.get(f"{server}/api/games").json()}
    toy = found["toy"]
    names = [o["name"] for o in toy["options"]]
    assert names == ["hand", "turn_seconds", "bot_delay", "days"]  # days: correspondence
    assert toy["title"] == {"en": "Toy tricks", "ru": "Игрушечные взятки"}
    assert "random" in toy["bots"] and toy["unavailable"] is None
    assert toy["min_players"] == 2 and toy["max_players"] == 4


def test_the_games_list_is_made_once_and_again_when_a_game_is_added(
        server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from koloda.core import games
    from tests.core.toygame import ToyGame

    class ToyAgain(ToyGame):
        id = "toy_again"

    first = httpx.get(f"{server}/api/games").json()
    assert httpx.get(f"{server}/api/games").json() == first
    # a game registered while the server runs is listed at the next request
    another = ToyAgain()
    monkeypatch.setitem(games(), another.id, another)
    listed = [g["id"] for g in httpx.get(f"{server}/api/games").json()]
    assert listed == sorted([g["id"] for g in first] + ["toy_again"]), listed
    monkeypatch.undo()
    assert httpx.get(f"{server}/api/games").json() == first


def test_a_game_that_cannot_be_played_here_says_why_in_each_language(
        server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from koloda.core import games, text
    from tests.core.toygame import ToyGame

    class NoPhysics(ToyGame):
        id = "toy_no_physics"
        unavailable = text("core-plugin-missing", error="No module named 'pooltool'")

    monkeypatch.setitem(games(), NoPhysics.id, NoPhysics())
    found = {g["id"]: g for g in httpx.get(f"{server}/api/games").json()}
    assert found[NoPhysics.id]["unavailable"] == {
        "en": "a package it needs is missing: No module named 'pooltool'",
        "ru": "не хватает нужного пакета: No module named 'pooltool'"}
    r = httpx.post(f"{server}/api/tables", json={"game": NoPhysics.id, "players": 2,
                                                  "name": "Ann"})
    assert r.status_code == 409 and "pooltool" in bilingual(r)["ru"]


def test_health_openapi_and_pages(server: str) -> None:
    assert httpx.get(f"{server}/api/health").json()["ok"] is True
    paths = httpx.get(f"{server}/openapi.json").json()["paths"]
    assert "/api/tables/{table_id}/join" in paths and "/api/records" in paths
    for page in ("/", "/t/abc", "/replay/abc"):
        r = httpx.get(server + page)
        assert r.status_code in (200, 404)
        if r.status_code == 200:
            assert "text/html" in r.headers["content-type"]


def test_create_join_bots_start(server: str) -> None:
    made = httpx.post(f"{server}/api/tables", json={
        "game": "toy", "players": 3, "name": "Ann", "options": {"hand": 2, "turn_seconds": 30}}
    ).json()
    table, token = made["table"], made["token"]
    assert made["seat"] == 0 and len(token) >= 40
    assert table["options"] == {"hand": 2, "turn_seconds": 30, "bot_delay": 0.6}
    assert [s["kind"] for s in table["seats"]] == ["human", "empty", "empty"]
    tid = table["id"]
    assert any(t["id"] == tid for t in httpx.get(f"{server}/api/tables?status=open").json())

    joined = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Bob"}).json()
    assert joined["seat"] == 1 and joined["token"] != token
    r = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Cy", "seat": 1})
    assert r.status_code == 409
    bilingual(r)

    r = httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(token))
    assert r.status_code == 409  # seat 2 is empty
    r = httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 2, "bot": "nonsense"},
                   headers=auth(token))
    assert r.status_code == 422 and "nonsense" in bilingual(r)["en"]
    r = httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 2, "bot": "random"},
                   headers=auth(joined["token"]))
    assert r.status_code == 200 and r.json()["seats"][2]["kind"] == "bot"
    # a person cannot remove another person, but may remove a bot
    r = httpx.delete(f"{server}/api/tables/{tid}/seats/0", headers=auth(joined["token"]))
    assert r.status_code == 403
    r = httpx.delete(f"{server}/api/tables/{tid}/seats/2", headers=auth(joined["token"]))
    assert r.json()["seats"][2]["kind"] == "empty"
    httpx.post(f"{server}/api/tables/{tid}/bots", json={"bot": "random"}, headers=auth(token))

    started = httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(token)).json()
    assert started["status"] == "playing" and started["version"] == 0
    r = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Late"})
    assert r.status_code == 409
    assert any(t["id"] == tid for t in httpx.get(f"{server}/api/tables").json())
    r = httpx.get(f"{server}/api/tables/{tid}/record")
    assert r.status_code == 409  # not over yet


def test_tokens_are_checked(server: str) -> None:
    made = new_table(server, "toy", 2, {}, start_game=False)
    tid = made["table"]["id"]
    r = httpx.post(f"{server}/api/tables/{tid}/start")
    assert r.status_code == 401
    bilingual(r)
    r = httpx.post(f"{server}/api/tables/{tid}/start", headers=auth("x" * 43))
    assert r.status_code == 403
    other = new_table(server, "toy", 2, {}, start_game=False)
    r = httpx.post(f"{server}/api/tables/{tid}/bots", json={"bot": "random"},
                   headers=auth(other["token"]))
    assert r.status_code == 403  # a seat at another table is no seat here


def test_bad_requests_get_one_clear_reason(server: str) -> None:
    r = httpx.post(f"{server}/api/tables", json={"game": "no-such-game", "players": 2})
    assert r.status_code == 404 and "no-such-game" in bilingual(r)["en"]
    r = httpx.post(f"{server}/api/tables", json={"game": "toy", "players": 9})
    assert r.status_code == 422
    bilingual(r)
    r = httpx.post(f"{server}/api/tables", json={"game": "toy", "players": 2,
                                                 "options": {"hand": 99}})
    assert r.status_code == 422 and "hand" in bilingual(r)["en"]
    r = httpx.post(f"{server}/api/tables", json={"game": "toy", "players": 2,
                                                 "options": {"turn_seconds": -1}})
    assert r.status_code == 422 and "turn_seconds" in bilingual(r)["en"]
    r = httpx.post(f"{server}/api/tables", json={"players": 2})
    assert r.status_code == 422
    bilingual(r)
    assert httpx.get(f"{server}/api/tables/nope").status_code == 404


def test_the_host_may_give_their_seat_to_a_bot_and_leaving_an_open_table_frees_it(
        server: str) -> None:
    made = new_table(server, "toy", 2, {1: "random"}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    r = httpx.delete(f"{server}/api/tables/{tid}/seats/0", headers=auth(token))
    assert r.json()["seats"][0]["kind"] == "empty" and r.json()["status"] == "open"
    r = httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 0, "bot": "random"},
                   headers=auth(token))
    assert r.status_code == 200
    assert httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(token)).status_code == 200

    other = new_table(server, "toy", 2, {}, start_game=False)
    left = httpx.post(f"{server}/api/tables/{other['table']['id']}/leave",
                      headers=auth(other["token"])).json()
    assert left["seats"][0]["kind"] == "empty" and left["status"] == "closed"


def test_a_card_file_on_the_players_machine_is_refused_before_anything_opens_it(
        server: str, tmp_path) -> None:
    secret = tmp_path / "secret.toml"
    secret.write_text("password = 'hunter2'\n")
    r = httpx.post(f"{server}/api/tables", json={
        "game": "thirteenth_hour", "players": 2, "name": "Ann",
        "options": {"card_file": str(secret)}})
    assert r.status_code == 422
    reason = bilingual(r)
    assert "card_file" in reason["en"] and "koloda play" in reason["en"]
    assert "hunter2" not in r.text
    local = [o for o in next(g for g in httpx.get(f"{server}/api/games").json()
                             if g["id"] == "thirteenth_hour")["options"] if o.get("local")]
    assert [o["name"] for o in local] == ["card_file"]


def test_choices_come_with_labels_in_both_languages(server: str) -> None:
    durak = next(g for g in httpx.get(f"{server}/api/games").json() if g["id"] == "durak")
    throw_in = next(o for o in durak["options"] if o["name"] == "throw_in")
    assert throw_in["choice_text"]["neighbours"] == {"en": "neighbours only", "ru": "только соседи"}


def test_answers_say_who_hosts_the_table(server: str) -> None:
    made = httpx.post(f"{server}/api/tables", json={
        "game": "toy", "players": 2, "name": "Ann", "options": {}}).json()
    assert made["host"] is True
    joined = httpx.post(f"{server}/api/tables/{made['table']['id']}/join",
                        json={"name": "Bob"}).json()
    assert joined["host"] is False
