"""A software WebAuthn authenticator for the server's passkey tests: what a browser and a
security key would answer to `navigator.credentials.create` and `.get`, made with an ES256
key, so that every check of the server can be driven without a browser (the browser test,
tests/web/test_passkeys.py, uses Chromium's own virtual authenticator)."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import struct
from dataclasses import dataclass, field
from typing import Any

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec

#: authenticator data flags: user present, user verified, attested credential data included
UP, UV, AT = 0x01, 0x04, 0x40


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def client_data(kind: str, challenge: str, origin: str) -> bytes:
    return json.dumps({"type": kind, "challenge": challenge, "origin": origin,
                       "crossOrigin": False}).encode()


@dataclass
class Authenticator:
    """One passkey: its key, its id, its counter (`count_step` 0: one that keeps none)."""

    count_step: int = 1
    key: ec.EllipticCurvePrivateKey = field(
        default_factory=lambda: ec.generate_private_key(ec.SECP256R1()))
    credential_id: bytes = field(default_factory=lambda: os.urandom(16))
    count: int = 0
    user_handle: str | None = None

    @property
    def id(self) -> str:
        return b64url(self.credential_id)

    def _cose_key(self) -> bytes:
        numbers = self.key.public_key().public_numbers()
        return cbor2.dumps({1: 2, 3: -7, -1: 1, -2: numbers.x.to_bytes(32, "big"),
                            -3: numbers.y.to_bytes(32, "big")})

    def create(self, options: dict[str, Any], origin: str,
               rp_id: str | None = None) -> dict[str, Any]:
        """The answer to registration `options` (as the server sent them)."""
        rp = rp_id or options["rp"]["id"]
        self.user_handle = options["user"]["id"]
        self.count += self.count_step
        auth_data = (hashlib.sha256(rp.encode()).digest() + bytes([UP | UV | AT])
                     + struct.pack(">I", self.count) + bytes(16)
                     + struct.pack(">H", len(self.credential_id)) + self.credential_id
                     + self._cose_key())
        attestation = cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": auth_data})
        return {"id": self.id, "rawId": self.id, "type": "public-key",
                "authenticatorAttachment": "platform", "clientExtensionResults": {},
                "response": {"clientDataJSON": b64url(client_data(
                    "webauthn.create", options["challenge"], origin)),
                    "attestationObject": b64url(attestation), "transports": ["internal"]}}

    def get(self, options: dict[str, Any], origin: str, rp_id: str | None = None,
            step: bool = True) -> dict[str, Any]:
        """The answer to sign-in `options`; `step` False repeats the last count (a clone)."""
        rp = rp_id or options["rpId"]
        if step:
            self.count += self.count_step
        auth_data = (hashlib.sha256(rp.encode()).digest() + bytes([UP | UV])
                     + struct.pack(">I", self.count))
        data = client_data("webauthn.get", options["challenge"], origin)
        signature = self.key.sign(auth_data + hashlib.sha256(data).digest(),
                                  ec.ECDSA(hashes.SHA256()))
        return {"id": self.id, "rawId": self.id, "type": "public-key",
                "authenticatorAttachment": "platform", "clientExtensionResults": {},
                "response": {"clientDataJSON": b64url(data),
                             "authenticatorData": b64url(auth_data),
                             "signature": b64url(signature), "userHandle": self.user_handle}}
