"""Lobby requests applied once, whichever process receives them and however often.

A state-changing lobby request may carry an `Idempotency-Key` header: a client-made random
string (the web client sends a UUID with every POST and DELETE, and the same one when it
resends). The server writes the answer to a keyed request in the same transaction as the
change it made (`Store.put_table`), and answers a repeated key with that answer instead of
acting again. So nginx may resend a request to the next process after one died right after
its commit (`proxy_next_upstream ... non_idempotent`), and a client may resend after a lost
answer: a table is created once, a seat taken once, a bot seated once, and a `start` or a
`leave` that went through answers as such.

Neither the key nor the answer is stored as such: the row is found by the key's SHA-256, and
the answer (which may hold a seat's token) is sealed with AES-GCM under a key derived from the
client's key, so the database alone does not give anyone a seat. A key reused for a different
request (another path, body or token) is refused. Answers are kept for `KEEP_SECONDS`.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import time
from dataclasses import dataclass
from typing import Any

from koloda.core import Text, text

#: the request header (the IETF's draft "The Idempotency-Key HTTP Header Field")
HEADER = "idempotency-key"
#: a key: 16 to 64 characters of letters, digits, "-" and "_" (a UUID fits)
KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")
#: how long an answer is kept: far longer than any resend, nginx's or a person's
KEEP_SECONDS = 24 * 3600.0

BAD_KEY = text("server-bad-idempotency-key")
REUSED = text("server-idempotency-key-reused")


class BadKey(ValueError):
    """A key that cannot be used: malformed, or reused for another request."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason.en)
        self.reason = reason


@dataclass(frozen=True)
class Once:
    """One keyed request: where its answer is stored, what it asked, and the key that seals
    its answer (derived from the client's key; never stored)."""

    key: str
    fingerprint: str
    secret: bytes

    def seal(self, answer: dict[str, Any]) -> dict[str, Any]:
        """The request's row: its answer sealed (`Store.put_table` writes it)."""
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        nonce = os.urandom(12)
        data = json.dumps(answer, separators=(",", ":")).encode()
        box = nonce + AESGCM(self.secret).encrypt(nonce, data, self.key.encode())
        return {"key": self.key, "fingerprint": self.fingerprint,
                "answer": base64.urlsafe_b64encode(box).decode(), "at": time.time()}

    def open(self, fingerprint: str, sealed: str) -> dict[str, Any]:
        """The stored answer; `BadKey` if the key was used for another request."""
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        if fingerprint != self.fingerprint:
            raise BadKey(REUSED)
        box = base64.urlsafe_b64decode(sealed.encode())
        data = AESGCM(self.secret).decrypt(box[:12], box[12:], self.key.encode())
        answer: dict[str, Any] = json.loads(data)
        return answer


def keyed(raw: str | None, method: str, path: str, body: bytes,
          authorization: str | None) -> Once | None:
    """The request's `Once`, or None when it carries no key; `BadKey` for a malformed one."""
    if raw is None:
        return None
    if not KEY.fullmatch(raw):
        raise BadKey(BAD_KEY)
    what = hashlib.sha256()
    for part in (method.encode(), path.encode(), body, (authorization or "").encode()):
        what.update(len(part).to_bytes(8, "big") + part)
    return Once(key=hashlib.sha256(b"koloda-request:" + raw.encode()).hexdigest(),
                fingerprint=what.hexdigest(),
                secret=hashlib.sha256(b"koloda-answer:" + raw.encode()).digest())
