"""The solo Clash of Decks difficulty over HTTP: the lobby's option schema carries each setting's
points, and a table whose settings do not add up to the level is refused with the game's reason."""

from __future__ import annotations

import httpx


def test_the_games_list_prices_the_solo_settings(server: str) -> None:
    found = {g["id"]: g for g in httpx.get(f"{server}/api/games").json()}
    options = {o["name"]: o for o in found["clash_of_decks_solo"]["options"]}
    assert options["level"]["points_total"] is True
    assert options["ai_first"]["points"] == [[True, 1]]
    assert options["variable_mana"]["points"] == [[2, 2]]
    assert "points" not in options["turn_seconds"]  # table options carry no price


def test_a_wrong_total_is_refused_and_a_right_one_accepted(server: str) -> None:
    bad = {"level": 3, "constant_mana": 7}
    r = httpx.post(f"{server}/api/tables", json={"game": "clash_of_decks_solo", "players": 1,
                                                 "name": "Ann", "options": bad})
    assert r.status_code == 422
    reason = r.json()["error"]
    assert reason["en"] == ("the automaton settings add up to 1 points, but level 3 (hard) "
                            "needs exactly 3")
    assert "требует ровно 3" in reason["ru"]
    good = {"level": 3, "constant_mana": 7, "weaker_attacks": True}
    r = httpx.post(f"{server}/api/tables", json={"game": "clash_of_decks_solo", "players": 1,
                                                 "name": "Ann", "options": good})
    assert r.status_code == 200, r.text
    assert r.json()["table"]["options"]["weaker_attacks"] is True
