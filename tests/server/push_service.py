"""A push service the tests run on a loopback port, and the browser's side of a subscription:
each message the server posts is kept, decrypted with the subscription's keys as a browser
would (RFC 8291, `http_ece`), and its VAPID signature checked as a push service checks it
(RFC 8292). tests/server/test_notifications.py and test_correspondence.py both use it."""

from __future__ import annotations

import base64
import contextlib
import json
import os
import secrets
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

import http_ece
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Device:
    """A browser's side of one subscription: its keys, and the endpoint's answers in turn."""

    def __init__(self, service: PushService, name: str, answers: list[int]) -> None:
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.auth = secrets.token_bytes(16)
        self.endpoint = f"{service.origin}/push/{name}"
        self.answers = answers
        self.got: list[dict[str, Any]] = []  # each post: headers, body, when
        self.hold: threading.Event | None = None  # set: the endpoint answers only then

    def subscription(self, lang: str = "en") -> dict[str, Any]:
        public = self.key.public_key().public_bytes(serialization.Encoding.X962,
                                                     serialization.PublicFormat.UncompressedPoint)
        return {"endpoint": self.endpoint, "expirationTime": None, "lang": lang,
                "keys": {"p256dh": b64(public), "auth": b64(self.auth)}}

    def open(self, post: dict[str, Any]) -> dict[str, Any]:
        """The message decrypted as the browser would (RFC 8291, aes128gcm)."""
        assert post["headers"]["content-encoding"] == "aes128gcm"
        plain = http_ece.decrypt(post["body"], private_key=self.key, auth_secret=self.auth,
                                 version="aes128gcm")
        return json.loads(plain)  # type: ignore[no-any-return]


class PushService:
    """A push service on a loopback port: it keeps what each endpoint was sent and answers
    with the endpoint's next status (the last one again once they run out)."""

    def __init__(self) -> None:
        self.devices: dict[str, Device] = {}
        self.changed = threading.Condition()
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers.get("content-length", "0")))
                device = service.devices.get(self.path.rsplit("/", 1)[-1])
                if device is None:
                    self.send_response(404)
                    self.end_headers()
                    return
                if device.hold is not None:
                    device.hold.wait(30)
                status = device.answers.pop(0) if len(device.answers) > 1 else device.answers[0]
                with service.changed:
                    device.got.append({"headers": {k.lower(): v for k, v in self.headers.items()},
                                       "body": body, "at": time.monotonic(), "status": status})
                    service.changed.notify_all()
                self.send_response(status)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def device(self, answers: list[int] | None = None) -> Device:
        name = secrets.token_hex(6)
        self.devices[name] = Device(self, name, answers or [201])
        return self.devices[name]

    def wait(self, device: Device, count: int, timeout: float = 10.0) -> list[dict[str, Any]]:
        with self.changed:
            assert self.changed.wait_for(lambda: len(device.got) >= count, timeout), device.got
            return list(device.got)


@contextlib.contextmanager
def push_service() -> Iterator[PushService]:
    """A push service the server may post to while it lasts (`KOLODA_PUSH_ORIGINS`, as an
    operator lists a self-hosted one)."""
    service = PushService()
    was = os.environ.get("KOLODA_PUSH_ORIGINS")
    os.environ["KOLODA_PUSH_ORIGINS"] = service.origin
    try:
        yield service
    finally:
        if was is None:
            os.environ.pop("KOLODA_PUSH_ORIGINS", None)
        else:
            os.environ["KOLODA_PUSH_ORIGINS"] = was
        service.server.shutdown()


def vapid_claims(post: dict[str, Any], key: str, endpoint: str) -> dict[str, Any]:
    """The VAPID header checked as a push service checks it: the JWT's ES256 signature by the
    server's public key `key`, for the endpoint's origin, not expired; its claims."""
    scheme, _, rest = post["headers"]["authorization"].partition(" ")
    assert scheme == "vapid"
    parts = dict(p.split("=", 1) for p in rest.split(","))
    assert parts["k"] == key
    head, claims, signature = parts["t"].split(".")
    raw = unb64(signature)
    public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64(key))
    public.verify(encode_dss_signature(int.from_bytes(raw[:32], "big"),
                                       int.from_bytes(raw[32:], "big")),
                  f"{head}.{claims}".encode(), ec.ECDSA(hashes.SHA256()))
    assert json.loads(unb64(head)) == {"typ": "JWT", "alg": "ES256"}
    found: dict[str, Any] = json.loads(unb64(claims))
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(endpoint))
    assert found["aud"] == origin
    assert time.time() < found["exp"] <= time.time() + 24 * 3600
    assert found["sub"].startswith(("mailto:", "https:"))
    return found
