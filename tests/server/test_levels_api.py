"""Players choose bots by level (bots/levels.py): the lobby lists each game's levels, weakest
first, and a bot at a table is shown by its level's name, whatever algorithm plays it."""

from __future__ import annotations

import httpx

from koloda.bots.levels import ladder_for
from koloda.core import get_game

from .helpers import new_table


def test_every_game_lists_its_levels_by_name(server: str) -> None:
    listed = {g["id"]: g for g in httpx.get(f"{server}/api/games").json()}
    for game_id in ("durak", "palace", "thirteenth_hour", "clash_of_decks"):
        levels = listed[game_id]["levels"]
        assert [lv["spec"] for lv in levels] == [lv.spec for lv in ladder_for(get_game(game_id))]
        assert levels[0]["name"] == {"en": "Beginner", "ru": "Новичок"}
        for level in levels:  # each level's bot is labelled by the level, in both languages
            assert listed[game_id]["bot_labels"][level["spec"]] == level["name"]


def test_a_bot_at_the_table_shows_its_level_not_its_algorithm(server: str) -> None:
    top = ladder_for(get_game("durak"))[-1]
    made = new_table(server, "durak", 3, {1: top.spec, 2: "random"}, start_game=False)
    seats = httpx.get(f"{server}/api/tables/{made['table']['id']}").json()["seats"]
    assert seats[1]["strength"] == {"en": top.name.en, "ru": top.name.ru}
    assert seats[2]["strength"] == {"en": "Easy", "ru": "Лёгкий"}  # outside the ladder
