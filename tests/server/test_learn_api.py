"""Lessons over HTTP: the list, the board, a wrong move explained, an illegal one refused with
the rules' reason, and every lesson's solution played through the endpoint."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from koloda import lessons
from koloda.core import get_game
from koloda.server.app import create_app

from .databases import fresh_url


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[TestClient]:
    db = fresh_url(backend, tmp_path_factory.mktemp("learn"))
    with TestClient(create_app(db, bot_pool="thread")) as c:
        yield c


def test_the_games_with_lessons_and_their_list(client: TestClient) -> None:
    games = client.get("/api/learn").json()
    assert {"durak", "palace", "clash_of_decks"} <= set(games)
    listed = client.get("/api/learn/durak").json()
    assert listed[0]["number"] == 1 and listed[0]["goal"]["ru"]
    assert "solution" not in listed[0]
    assert client.get("/api/learn/nope").status_code == 404
    assert client.post("/api/learn/durak/99", json={}).status_code == 404


@pytest.mark.parametrize("game_id", ["durak", "palace", "clash_of_decks"])
def test_every_solution_plays_through_the_endpoint(client: TestClient, game_id: str) -> None:
    for lesson in lessons.lessons(game_id):
        codec = get_game(game_id).codec
        moves: list[dict] = []
        url = f"/api/learn/{game_id}/{lesson.number}"
        assert client.post(url, json={}).json()["attempt"] is None
        for action in lesson.solution:
            data = codec.encode(action)
            answer = client.post(url, json={"moves": moves, "action": data}).json()
            kind = answer["attempt"]["kind"]
            assert kind in ("continue", "done"), (lesson.id, answer)
            moves.append(data)
        assert kind == "done" and answer["attempt"]["text"]["en"]


def test_a_wrong_move_is_explained_and_an_illegal_one_refused(client: TestClient) -> None:
    board = client.post("/api/learn/durak/1", json={}).json()["run"]
    lesson = lessons.lessons("durak")[0]
    codec = get_game("durak").codec
    right = {tuple(sorted(codec.encode(a).items())) for a in lesson.accept}
    wrong = next((e["action"] for e in board["legal"]
                  if tuple(sorted(e["action"].items())) not in right), None)
    if wrong is not None:
        answer = client.post("/api/learn/durak/1", json={"action": wrong}).json()
        assert answer["attempt"]["kind"] == "wrong" and answer["attempt"]["text"]["ru"]
    illegal = client.post("/api/learn/durak/1",
                          json={"action": {"type": "attack", "card": "AS"}}).json()["attempt"]
    assert illegal["kind"] == "illegal" and illegal["text"]["en"]
