"""Deal generators: the keyed stream, seeds, and that no game deals a secret seed from a Mersenne
Twister (whose short seed could be recovered from a hand)."""

from __future__ import annotations

import copy
import hashlib
import json
import pickle
import random
from typing import Any

import pytest

from koloda.core import (
    KeyedRandom,
    Record,
    SetupError,
    copy_rng,
    deal_rng,
    derive_seed,
    games,
    get_game,
    is_secret_seed,
    new_secret_seed,
    replay,
)
from koloda.core.conformance import snapshot
from koloda.core.rng import from_snapshot, rng_snapshot

KEY = bytes(range(32))
SEED = KEY.hex()
#: the first 16 bytes of block 0 under KEY
KNOWN_BLOCK0 = "40b00e523ac92014a4f86888fd9edfdc"


def blocks(key: bytes, n: int) -> bytes:
    """The first `n` blocks of the stream, computed here from its definition."""
    return b"".join(hashlib.blake2b(i.to_bytes(16, "little"), digest_size=64, key=key,
                                    person=b"koloda-deal-v1").digest() for i in range(n))


# -- the keyed stream -------------------------------------------------------------------------
def test_known_answer():
    # Pinned: a change here changes every deal from a secret seed (stored games would not replay).
    assert blocks(KEY, 1)[:16].hex() == KNOWN_BLOCK0
    stream = blocks(KEY, 3)
    r = KeyedRandom(KEY)
    assert r.getrandbits(8) == stream[0]
    assert r.getrandbits(12) == int.from_bytes(stream[1:3], "little") & 0xFFF
    assert r.getrandbits(1) == stream[3] & 1
    assert r.getrandbits(0) == 0
    assert r.getrandbits(64) == int.from_bytes(stream[4:12], "little")
    # across a block boundary, and more than a block at once
    assert r.randbytes(60) == stream[12:72]
    assert r.getrandbits(600) == int.from_bytes(stream[72:147], "little")
    x = int.from_bytes(stream[147:154], "little") & (2**53 - 1)
    assert r.random() == x / 2**53
    assert r.randbytes(0) == b""
    assert r.randbytes(5) == stream[154:159]


def test_all_of_random_draws_from_the_stream():
    assert KeyedRandom._randbelow == random.Random._randbelow_with_getrandbits
    a, b = KeyedRandom(KEY), KeyedRandom(KEY)
    deck_a, deck_b = list(range(52)), list(range(52))
    a.shuffle(deck_a)
    b.shuffle(deck_b)
    assert deck_a == deck_b and sorted(deck_a) == list(range(52))
    for r in (a, b):
        r.seed(KEY)
    draws = [(r.choice("abcdefgh"), r.randrange(10**40), r.sample(range(100), 5),
              r.uniform(1, 2), r.gauss(0, 1), r.gauss(0, 1), r.randint(1, 6), r.choices("xyz"))
             for r in (a, b)]
    assert draws[0] == draws[1]
    other = KeyedRandom(bytes(31) + b"\1")
    deck_c = list(range(52))
    other.shuffle(deck_c)
    assert deck_c != deck_a


def test_integers_are_uniform_enough():
    r = KeyedRandom(KEY)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.randrange(6)] += 1
    assert all(850 < c < 1150 for c in counts)
    assert 0.45 < sum(r.random() for _ in range(4000)) / 4000 < 0.55


def test_state_copy_and_pickle_keep_type_and_position():
    r = KeyedRandom(KEY)
    r.getrandbits(100)
    r.gauss(0, 1)  # leaves gauss_next set
    state = r.getstate()
    twins = [copy.copy(r), copy.deepcopy(r), pickle.loads(pickle.dumps(r)), copy_rng(r),
             from_snapshot(rng_snapshot(r))]
    fresh = KeyedRandom()
    fresh.setstate(state)
    twins.append(fresh)
    expected = [r.gauss(0, 1), r.getrandbits(700), r.random()]
    for twin in twins:
        assert type(twin) is KeyedRandom
        assert [twin.gauss(0, 1), twin.getrandbits(700), twin.random()] == expected
    # copies are independent
    c = copy_rng(r)
    c.random()
    assert c.getstate() != r.getstate()
    # at a block boundary, and before any draw
    for draw in (0, 64, 128):
        s = KeyedRandom(KEY)
        s.randbytes(draw)
        t = copy.copy(s)
        assert t.randbytes(70) == s.randbytes(70)


def test_no_key_means_a_fresh_random_key():
    assert KeyedRandom().random() != KeyedRandom().random()


def test_bad_keys_and_states_are_refused():
    with pytest.raises(ValueError):
        KeyedRandom(bytes(15))
    with pytest.raises(TypeError):
        KeyedRandom(5)  # type: ignore[arg-type]
    r = KeyedRandom(KEY)
    for bad in (None, (), random.Random(1).getstate(), ("koloda-keyed-1", KEY, 0, 3, None),
                ("koloda-keyed-1", KEY, 1, 65, None), ("other", KEY, 0, 0, None)):
        with pytest.raises(ValueError):
            r.setstate(bad)


def test_copy_rng_of_a_mersenne_twister():
    r = random.Random(5)
    r.random()
    c = copy_rng(r)
    assert type(c) is random.Random and c.getstate() == r.getstate()
    c.random()
    assert c.getstate() != r.getstate()
    again = from_snapshot(rng_snapshot(r))
    assert type(again) is random.Random and again.random() == r.random()


# -- seeds ------------------------------------------------------------------------------------
def test_int_seeds_deal_as_before():
    for seed in (0, 1, 42, 2**31 - 1, 2**62, -3):
        r = deal_rng(seed)
        assert type(r) is random.Random
        assert r.getstate() == random.Random(seed).getstate()


def test_secret_seeds():
    seed = new_secret_seed()
    assert len(seed) == 64 and int(seed, 16) >= 0 and seed != new_secret_seed()
    assert is_secret_seed(seed) and not is_secret_seed(5) and not is_secret_seed("5")
    r = deal_rng(seed)
    assert type(r) is KeyedRandom
    assert r.getrandbits(64) == KeyedRandom(bytes.fromhex(seed)).getrandbits(64)
    assert type(deal_rng("ab" * 16)) is KeyedRandom  # 128 bits is the least
    assert deal_rng(SEED.upper()).random() == deal_rng(SEED).random()


@pytest.mark.parametrize("bad", [True, False, 1.5, None, b"x" * 32, [1], "", "abc", "ab" * 15,
                                 "ab" * 16 + "a", "zz" * 16, "ab" * 15 + " ab", "0x" + "ab" * 16,
                                 "ab" * 65, "١" * 32])
def test_bad_seeds_are_refused(bad: Any):
    with pytest.raises(SetupError) as info:
        deal_rng(bad)
    assert "seed" in info.value.get("en") and "зерно" in info.value.get("ru")


def test_derive_seed():
    # ints: the formula koloda always used (simulations replay unchanged)
    for seed, parts in ((7, ("game", 3)), (0, ()), (123456789, ("bot", 2, 1))):
        text = ":".join(map(str, (seed, *parts))).encode()
        want = int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1
        assert derive_seed(seed, *parts) == want
    from koloda.sim import derive_seed as sim_derive
    from koloda.sim.stats import derive_seed as stats_derive
    assert sim_derive is derive_seed and stats_derive is derive_seed
    # secret seeds: keyed by the secret, deterministic, 63 bits, different per label and secret
    a = derive_seed(SEED, "bot", 1)
    assert a == derive_seed(SEED, "bot", 1) and 0 <= a < 2**63
    assert len({a, derive_seed(SEED, "bot", 2), derive_seed("ff" * 32, "bot", 1),
                derive_seed(SEED, "bot:1")}) == 4
    with pytest.raises(SetupError):
        derive_seed("not hex", "bot")


# -- every game -------------------------------------------------------------------------------
GAMES = sorted(games())


def _is_mt_state(x: tuple[Any, ...]) -> bool:
    return (len(x) == 3 and x[0] == 3 and isinstance(x[1], tuple) and len(x[1]) == 625)


def generators(root: Any) -> list[Any]:
    """Every random generator reachable from `root` (attributes, slots, containers), plus every
    generator type and Mersenne Twister state found in saved snapshots."""
    found: list[Any] = []
    seen: set[int] = set()
    stack = [root]
    rng = getattr(root, "rng", None)  # a property (Durak builds its generator lazily)
    if rng is not None:
        stack.append(rng)
    while stack:
        x = stack.pop()
        if x is None or isinstance(x, str | bytes | bytearray | int | float | complex | range):
            continue
        if id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, type):
            if issubclass(x, random.Random):
                found.append(x)
            continue
        if isinstance(x, random.Random):
            found.append(x)
            continue
        if isinstance(x, tuple) and _is_mt_state(x):
            found.append(x)
            continue
        if isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
            continue
        if isinstance(x, list | tuple | set | frozenset):
            stack.extend(x)
            continue
        if callable(x) and not hasattr(x, "__dict__"):
            continue
        d = getattr(x, "__dict__", None)
        if isinstance(d, dict):
            stack.extend(d.values())
        for cls in type(x).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if hasattr(x, name):
                    stack.append(getattr(x, name))
    return found


def assert_keyed(state: Any) -> None:
    found = generators(state)
    assert found, "the state should hold its generator"
    for g in found:
        assert g is KeyedRandom or isinstance(g, KeyedRandom), f"a Mersenne Twister: {g!r}"


def playout(state: Any, rng: random.Random, steps: int) -> list[tuple[int | None, dict[str, Any]]]:
    """Up to `steps` random actions (the timer's when a seat has none); returns them encoded."""
    game = state.game
    done: list[tuple[int | None, dict[str, Any]]] = []
    for _ in range(steps * 3):
        if len(done) >= steps or state.outcome() is not None:
            break
        seat = rng.choice(state.actors())
        legal = state.legal_actions(seat)
        if legal:
            chosen_seat, chosen = seat, rng.choice(legal)
        else:
            timer = state.timer()
            if timer is None:
                continue
            chosen_seat, chosen = timer.seat, timer.action
        state.apply(chosen_seat, chosen)
        done.append((chosen_seat, game.codec.encode(chosen)))
    return done


def _game(game_id: str) -> Any:
    game = get_game(game_id)
    if game.unavailable:
        pytest.skip(f"{game_id}: {game.unavailable}")
    if type(game).__module__.startswith("tests."):
        # the test suites' toy games (registered by other tests) deal as they like
        pytest.skip(f"{game_id} is a toy game of the tests")
    return game


def _steps(game: Any) -> int:
    return 2 if game.costly_steps else 30  # Card Ball runs its physics for every shot


def fingerprint(state: Any) -> str:
    """What every seat sees, and the hidden cards too (the position, the cards' order)."""
    parts = [snapshot(state), repr(state.cards())]
    try:
        parts.append(json.dumps(state.to_setup(), sort_keys=True, default=str))
    except NotImplementedError:
        pass
    return "\n".join(parts)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_secret_seed_leaves_no_mersenne_twister(game_id: str):
    game = _game(game_id)
    sizes = [game.min_players] if game.costly_steps else sorted({game.min_players,
                                                                 game.max_players})
    for players in sizes:
        state = game.new(players, None, new_secret_seed())
        assert_keyed(state)
        assert_keyed(state.clone())
        playout(state, random.Random(players), _steps(game))
        assert_keyed(state)
        twin = state.clone()
        assert_keyed(twin)
        playout(twin, random.Random(players + 1), 1 if game.costly_steps else 5)
        assert_keyed(twin)


@pytest.mark.parametrize("game_id", GAMES)
def test_an_int_seed_still_deals_from_the_mersenne_twister(game_id: str):
    game = _game(game_id)
    found = generators(game.new(game.min_players, None, 7))
    assert found and all(not isinstance(g, KeyedRandom) and g is not KeyedRandom for g in found)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_secret_seed_deals_and_replays_exactly(game_id: str):
    game = _game(game_id)
    players, steps = game.min_players, _steps(game)
    seed = new_secret_seed()
    first = game.new(players, None, seed)
    assert fingerprint(first) == fingerprint(game.new(players, None, seed))
    others = [game.new(players, None, new_secret_seed()) for _ in range(2)]
    differ = any(fingerprint(o) != fingerprint(first) for o in others)
    actions = playout(first, random.Random(3), steps)
    if not differ:  # nothing random shows yet (a deck to choose first): play on
        for o in others:
            playout(o, random.Random(3), steps)
        differ = any(fingerprint(o) != fingerprint(first) for o in others)
    assert differ, "different secrets should deal differently"
    record = Record(game.id, game.rules_version, game.options_to_json(game.options(None)),
                    [f"p{i}" for i in range(players)], seed, actions=actions)
    data = json.loads(record.dumps())
    assert data["seed"] == seed
    again = Record.from_json(data)
    assert again.seed == seed and again.actions == actions
    assert fingerprint(replay(again, game)) == fingerprint(first)


def test_record_seeds_from_json():
    base = {"game": "durak", "rules_version": "1", "seats": ["a", "b"]}
    assert Record.from_json({**base, "seed": 12}).seed == 12
    assert Record.from_json({**base, "seed": "12"}).seed == 12  # as before
    assert Record.from_json(base).seed == 0
    assert Record.from_json({**base, "seed": SEED}).seed == SEED
    with pytest.raises(SetupError):
        Record.from_json({**base, "seed": "not a seed"})
