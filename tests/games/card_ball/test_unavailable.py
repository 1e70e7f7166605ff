"""Without pooltool (or with one too old) Card Ball says why, in each language: the registry, the
lobby and `koloda games` show the reason (tests/server/test_lobby.py holds the lobby's part)."""

from __future__ import annotations

from importlib import metadata

import pytest

from koloda.core import CATALOG
from koloda.games.card_ball import GAME
from koloda.games.card_ball.game import POOLTOOL, pooltool_missing

CATALOG.add_package(GAME.messages_package)


def test_without_pooltool_the_reason_is_a_message_in_both_languages(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    why = pooltool_missing()
    assert why is not None and why.id == "card_ball-needs-pooltool"
    assert why.en.startswith("Card Ball needs pooltool") and POOLTOOL in why.en
    assert why.ru.startswith("Для «Кард-бола» нужен pooltool") and "scripts/install-pool" in why.ru


def test_a_pooltool_too_old_names_the_release_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(metadata, "version", lambda name: "0.5.2")
    why = pooltool_missing()
    assert why is not None and "0.5.2" in why.en and "0.5.2" in why.ru and why.en != why.ru
