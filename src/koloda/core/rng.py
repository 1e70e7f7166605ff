"""Deal generators: where a game's randomness comes from.

A game is dealt from its seed through `deal_rng(seed)`:

* an `int` seed (simulations, tests, golden and old records) gives `random.Random(seed)`, the
  Mersenne Twister, exactly as before, so those deals replay card for card;
* a `str` seed is a secret key in hex (at least 128 bits; a server uses `new_secret_seed()`,
  256 bits) and gives a `KeyedRandom`, whose stream is a keyed hash: nobody without the key can
  predict it, however many of its outputs (their own hand, the cards played) they have seen.

A Mersenne Twister seeded with a short int is no secret: whoever sees their hand can try every
seed until one deals that hand, and then knows every hidden card. That is why a server deals
from a secret key.

`derive_seed` turns a seed and labels into further int seeds (a bot's generator, the games of a
simulation). The core stays free of I/O and clocks; only `new_secret_seed` (and a `KeyedRandom`
built without a key) draws from the operating system's random source.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
import secrets
from typing import Any

from .errors import SetupError
from .text import Text, text

#: bytes of a secret key made by `new_secret_seed` (256 bits)
SECRET_BYTES = 32
#: the fewest bytes a secret key may have (128 bits)
MIN_KEY_BYTES = 16
#: BLAKE2b takes keys of at most 64 bytes
MAX_KEY_BYTES = 64
#: bytes in one block of the stream (a full BLAKE2b digest, 512 bits)
BLOCK = 64
#: BLAKE2b personalization of the stream: sets it apart from any other use of the same key
PERSON = b"koloda-deal-v1"
#: the tag that opens a `KeyedRandom` state (a Mersenne Twister's state opens with 3)
STATE_TAG = "koloda-keyed-1"
HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


def stream_block(key: bytes, index: int) -> bytes:
    """Block `index` of the stream under `key`: BLAKE2b-512 keyed with `key`, personalized with
    `PERSON`, of `index` as 16 little-endian bytes."""
    return hashlib.blake2b(index.to_bytes(16, "little"), digest_size=BLOCK, key=key,
                           person=PERSON).digest()


class KeyedRandom(random.Random):
    """The whole `random.Random` API (shuffle, choice, sample, randrange, uniform, gauss, ...)
    drawn from BLAKE2b in counter mode, keyed by a secret of 16 to 64 bytes.

    The stream is `stream_block(key, 0) + stream_block(key, 1) + ...`. `getrandbits(k)` takes the
    next ceil(k / 8) bytes of it, reads them as a little-endian number and keeps its low k bits;
    `random()` is `getrandbits(53) / 2**53`; `randbytes(n)` is the next n bytes. Since the class
    defines `getrandbits`, `random.Random` gives it `_randbelow_with_getrandbits`: every integer
    choice (shuffle, choice, sample, randrange) comes from that stream too, never from the
    Mersenne Twister underneath, which is left unused.

    Keyed BLAKE2b is a pseudorandom function: without the key its blocks cannot be told from
    random bytes, so no number of outputs (a player's hand, every card played) reveals the key,
    the blocks not yet drawn, or blocks drawn before. Guessing the key is the only way in, and a
    key of 128 bits or more cannot be guessed.

    The state (`getstate`) holds the key, so it is as secret as the key. `copy.copy`, `pickle`
    and `setstate` keep the type and the position in the stream. Built with no key (as `pickle`
    and `copy` do before `setstate`), it takes a fresh random key from the operating system.
    """

    def __new__(cls, *args: Any, **kwargs: Any) -> KeyedRandom:
        # The arguments (the key) are not passed on: the Mersenne Twister underneath, which is
        # never used, never sees the key.
        return super().__new__(cls)

    def __init__(self, key: bytes | bytearray | None = None) -> None:
        super().__init__(key)  # calls self.seed(key), sets gauss_next

    def seed(self, a: Any = None, version: int = 2) -> None:
        """Start the stream over under key `a` (bytes); None takes a fresh random key."""
        if a is None:
            a = secrets.token_bytes(SECRET_BYTES)
        if not isinstance(a, bytes | bytearray):
            raise TypeError(f"KeyedRandom takes a key of bytes, not {type(a).__name__}")
        if not MIN_KEY_BYTES <= len(a) <= MAX_KEY_BYTES:
            raise ValueError(f"KeyedRandom takes a key of {MIN_KEY_BYTES} to {MAX_KEY_BYTES} "
                             f"bytes, not {len(a)}")
        self._key = bytes(a)
        self._next = 0  # the index of the next block to hash
        self._buf = b""  # the last block hashed (block self._next - 1)
        self._pos = 0  # bytes of self._buf already drawn
        self.gauss_next = None

    # -- the stream ---------------------------------------------------------------------------
    def _take(self, n: int) -> bytes:
        """The next `n` bytes of the stream."""
        pos, buf = self._pos, self._buf
        end = pos + n
        if end <= len(buf):
            self._pos = end
            return buf[pos:end]
        parts = [buf[pos:]]
        need = end - len(buf)
        key, index = self._key, self._next
        while True:
            block = stream_block(key, index)
            index += 1
            if need <= BLOCK:
                parts.append(block[:need])
                self._buf, self._pos, self._next = block, need, index
                return b"".join(parts)
            parts.append(block)
            need -= BLOCK

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k == 0:
            return 0
        return int.from_bytes(self._take((k + 7) >> 3), "little") & ((1 << k) - 1)

    def random(self) -> float:
        return (int.from_bytes(self._take(7), "little") & 0x1FFFFFFFFFFFFF) * 2.0 ** -53

    def randbytes(self, n: int) -> bytes:
        if n < 0:
            raise ValueError("number of bytes must be non-negative")
        return self._take(n)

    # -- state and copies ---------------------------------------------------------------------
    def getstate(self) -> tuple[Any, ...]:
        """(tag, key, blocks hashed, bytes drawn of the last one, gauss_next): plain data."""
        return (STATE_TAG, self._key, self._next, self._pos, self.gauss_next)

    def setstate(self, state: Any) -> None:
        try:
            tag, key, index, pos, gauss_next = state
        except (TypeError, ValueError):
            raise ValueError("not a KeyedRandom state") from None
        if (tag != STATE_TAG or not isinstance(key, bytes)
                or not MIN_KEY_BYTES <= len(key) <= MAX_KEY_BYTES
                or not isinstance(index, int) or not isinstance(pos, int) or index < 0
                or not (0 <= pos <= BLOCK if index else pos == 0)):
            raise ValueError("not a KeyedRandom state")
        self._key, self._next, self._pos = key, index, pos
        self._buf = stream_block(key, index - 1) if index else b""
        self.gauss_next = gauss_next

    def __copy__(self) -> KeyedRandom:
        new = KeyedRandom.__new__(type(self))
        new.__dict__.update(self.__dict__)  # all immutable: the key, the block, numbers
        return new

    def __deepcopy__(self, memo: dict[int, Any]) -> KeyedRandom:
        return self.__copy__()


def _refuse(what: Text) -> SetupError:
    return SetupError(text("core-seed-bad", what=what))


def secret_key(seed: str) -> bytes:
    """The key a hex seed stands for; refuses anything shorter than 128 bits or not hex."""
    if not isinstance(seed, str):
        raise _refuse(text("core-seed-not-string", type=type(seed).__name__))
    digits = MIN_KEY_BYTES * 2
    if len(seed) < digits or len(seed) > MAX_KEY_BYTES * 2 or len(seed) % 2:
        raise _refuse(text("core-seed-length", min=str(digits), max=str(MAX_KEY_BYTES * 2),
                           length=str(len(seed))))
    if not HEX_DIGITS.issuperset(seed):
        raise _refuse(text("core-seed-hex-only"))
    return bytes.fromhex(seed)


def deal_rng(seed: int | str) -> random.Random:
    """The generator a game deals from: `random.Random(seed)` for an int seed (as koloda always
    did: simulations, tests, old records replay unchanged), a `KeyedRandom` for a secret hex
    seed (see `new_secret_seed`). Anything else is refused with a `SetupError`."""
    if isinstance(seed, int) and not isinstance(seed, bool):
        return random.Random(seed)
    if isinstance(seed, str):
        return KeyedRandom(secret_key(seed))
    raise _refuse(text("core-seed-type", type=type(seed).__name__))


def new_secret_seed() -> str:
    """A fresh secret seed: 256 bits from the operating system, as 64 hex digits."""
    return secrets.token_hex(SECRET_BYTES)


def is_secret_seed(seed: object) -> bool:
    """Whether `seed` is a secret hex seed (a str `deal_rng` accepts), not an int seed."""
    if not isinstance(seed, str):
        return False
    try:
        secret_key(seed)
    except SetupError:
        return False
    return True


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator of the same type at the same position (for `State.clone`)."""
    if type(rng) is random.Random:
        # Not `random.Random()`: that seeds the new generator from the OS only for setstate to
        # overwrite it (this way a copy takes a sixth of the time, and search bots copy a lot).
        new = random.Random.__new__(random.Random)
        new.setstate(rng.getstate())
        return new
    if isinstance(rng, KeyedRandom):
        return rng.__copy__()
    return copy.copy(rng)


def rng_snapshot(rng: random.Random) -> tuple[type[random.Random], Any]:
    """A generator's type and state, immutable data a clone can share (see `from_snapshot`)."""
    return type(rng), rng.getstate()


def from_snapshot(snapshot: tuple[type[random.Random], Any]) -> random.Random:
    """A new generator from a `rng_snapshot`: the same type, at the same position."""
    cls, state = snapshot
    new = cls.__new__(cls)
    new.setstate(state)
    return new


def derive_seed(seed: int | str, *parts: int | str) -> int:
    """A 63-bit seed from a base seed and labels; the same inputs give the same seed on any
    machine and in any process (unlike `hash`, which is salted per process for strings).

    For an int seed: BLAKE2b-64 of "seed:part:part...", shifted right by one bit (as koloda always
    did). For a secret hex seed: BLAKE2b-64 of the parts as a JSON list, keyed by the secret (a
    pseudorandom function, so the derived seeds tell nothing about the secret nor about one
    another), shifted the same way. A derived seed is an int: fine for a bot's own generator,
    but deal a game from the secret itself, never from a seed derived from it."""
    if isinstance(seed, str):
        text = json.dumps(list(parts), separators=(",", ":")).encode()
        digest = hashlib.blake2b(text, digest_size=8, key=secret_key(seed),
                                 person=b"koloda-derive-v1").digest()
    else:
        text = ":".join(map(str, (seed, *parts))).encode()
        digest = hashlib.blake2b(text, digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


class SeededOnFirstDraw:
    """For a `State` whose determinized copies mostly never draw (a search makes a copy an
    iteration): its generator `rng` is made from `_seed` when first drawn from, and `clone`
    copies the generator, or only the seed while none was made. Put it before `State` in the
    bases; the state's `_copy(rng)` copies everything else (None: the caller sets `_seed`), and
    `determinize` sets the copy's `_seed`."""

    _rng: random.Random | None
    _seed: int

    @property
    def rng(self) -> random.Random:
        if self._rng is None:
            self._rng = random.Random(self._seed)
        return self._rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng = rng

    def _copy(self, rng: random.Random | None) -> Any:
        raise NotImplementedError

    def clone(self) -> Any:
        if self._rng is None:
            new = self._copy(None)
            new._seed = self._seed
            return new
        return self._copy(copy_rng(self._rng))
