"""The per-game encodings: one index per legal action and one legal action per index, over random
playouts of every encoded game; observations that never see what the seat may not know."""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.core import State, get_game
from koloda.rl.encodings import Encoding, encoded_games, encoding_for

#: game id -> (fewest, most) players to try
GAMES = {
    "durak": (2, 6),
    "palace": (2, 5),
    "thirteenth_hour": (2, 5),
    "spiderman_strength": (2, 8),
    "spiderman_dark": (2, 8),
    "clash_of_decks": (2, 2),
}
#: options beside the defaults that change what is legal (Durak's transfers, the classic
#: category choice, the duel's formats)
VARIANTS = {
    "durak": [None, {"transfer": True, "throw_in": "neighbours"}],
    "spiderman_strength": [None, {"classic": True}],
    "clash_of_decks": [None, {"format": "draft"}, {"format": "constructed"}],
}
MAX_STEPS = 250


def test_every_listed_game_has_an_encoding():
    assert set(GAMES) <= set(encoded_games())


def playout(game_id: str, players: int, options: object, seed: int) -> Iterator[tuple[State, Encoding]]:
    """The states of a random game (every actor may act: out-of-turn ones now and then)."""
    game = get_game(game_id)
    enc = encoding_for(game, players, options)
    state = game.new(players, enc.options, seed)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if state.is_over():
            return
        yield state, enc
        movers = [s for s in state.actors() if state.legal_actions(s)]
        seat = rng.choice(movers)
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


def check_one_to_one(state: State, enc: Encoding, seat: int, sweep: bool) -> None:
    legal = state.legal_actions(seat)
    indices = [enc.index(state, seat, a) for a in legal]
    assert len(set(indices)) == len(indices), "two legal actions share an index"
    assert all(0 <= i < enc.decline for i in indices)
    for i, a in zip(indices, legal, strict=True):
        assert enc.decode(state, seat, i) == a
    mask = enc.mask(state, seat, may_decline=True)
    assert mask.dtype == np.int8 and mask.shape == (enc.n_actions,)
    assert set(np.flatnonzero(mask)) == set(indices) | {enc.decline}
    if sweep:
        # No other index decodes to a legal action (each names at most one, and only its own).
        for i in range(enc.n_actions):
            a = enc.decode(state, seat, i)
            if a is not None and a in legal:
                assert indices[legal.index(a)] == i


def game_cases() -> list[tuple[str, object]]:
    return [(g, o) for g in GAMES for o in VARIANTS.get(g, [None])]


@pytest.mark.parametrize(("game_id", "options"), game_cases())
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_each_legal_action_has_one_index_and_each_index_one_action(game_id, options, data):
    low, high = GAMES[game_id]
    players = data.draw(st.integers(low, high), label="players")
    seed = data.draw(st.integers(0, 2**31), label="seed")
    for step, (state, enc) in enumerate(playout(game_id, players, options, seed)):
        for seat in state.actors():
            check_one_to_one(state, enc, seat, sweep=step % 25 == 0)
        obs = enc.encode(state, state.actors()[0])
        assert obs.dtype == np.float32 and obs.shape == (enc.obs_size,)
        assert obs.min() >= 0.0 and obs.max() <= 1.0


def assert_blind_to_hidden(game_id: str, players: int, options: object, seed: int,
                           enc_for: type[Encoding] | None = None) -> None:
    """Every seat's observation and mask equal those of re-deals of what it cannot see; at
    least one re-deal really moved a hidden card (else the check proved nothing)."""
    rng = random.Random(seed)
    moved = False
    for step, (state, enc) in enumerate(playout(game_id, players, options, seed)):
        if step % 3:
            continue
        if enc_for is not None:
            enc = enc_for(enc.game, players, options)
        for seat in range(players):
            other = state.determinize(seat, rng)
            moved = moved or other.cards() != state.cards()
            assert np.array_equal(enc.encode(state, seat), enc.encode(other, seat)), (
                f"{game_id}: seat {seat}'s observation changed when hidden cards were re-dealt "
                f"(step {step})")
            assert np.array_equal(enc.mask(state, seat), enc.mask(other, seat))
    assert moved, "no re-deal moved a hidden card: the check proved nothing"


@pytest.mark.parametrize(("game_id", "options"), game_cases())
def test_an_observation_does_not_change_when_hidden_cards_are_redealt(game_id, options):
    low, high = GAMES[game_id]
    for players in sorted({low, min(high, 3)}):
        assert_blind_to_hidden(game_id, players, options, seed=11 * players)


def test_the_redeal_check_catches_an_encoding_that_peeks():
    from koloda.games.durak.encoding import CANON, DurakEncoding

    class Peeking(DurakEncoding):
        def encode(self, state, seat):
            out = super().encode(state, seat)
            # the next seat's hand, which `seat` cannot see, into the "known" plane
            nxt = state.hands[(seat + 1) % state.players]
            out[[216 + CANON[state.trump][c] for c in nxt]] = 1.0
            return out

    with pytest.raises(AssertionError, match="observation changed"):
        assert_blind_to_hidden("durak", 2, None, seed=3, enc_for=Peeking)


def test_durak_suits_are_seen_relative_to_trump():
    # The same deal with the suits renamed (another suit is trump, the plain suits keep their
    # order) looks the same to every seat.
    from koloda.core import Card

    game = get_game("durak")
    enc = encoding_for(game, 2)
    a = game.new(2, None, 5)
    b = a.clone()
    new_trump = (a.trump + 1) % 4
    rename = dict(zip([s for s in range(4) if s != a.trump],
                      [s for s in range(4) if s != new_trump], strict=True))
    rename[a.trump] = new_trump

    def move(c: int) -> Card:
        return Card((c >> 2) * 4 + rename[c & 3])

    b.hands = [[move(c) for c in h] for h in a.hands]
    b.stock = [move(c) for c in a.stock]
    b.known = [[move(c) for c in k] for k in a.known]
    b.trump_card, b.trump = move(a.trump_card), rename[a.trump]
    for seat in (0, 1):
        assert np.array_equal(enc.encode(a, seat), enc.encode(b, seat))
        assert np.array_equal(enc.mask(a, seat), enc.mask(b, seat))
