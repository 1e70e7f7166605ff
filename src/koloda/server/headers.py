"""The headers every HTTP answer carries for the browser's half of security: what koloda's
pages may load and run, and that no other site may show them inside its own.

- A Content-Security-Policy: scripts, styles, images and connections from this origin only
  (images also as `data:` addresses, the client's own drawn icons); the one inline script,
  the client's import map, allowed by its hash (`script_hash`); no plugin, no `<base>`, forms
  sent only here. A script slipped into a page (a name or a chat line that some future
  renderer forgot to treat as text) is then not run: the browser refuses it and reports why.
- Trusted Types (`require-trusted-types-for 'script'`): where the browser has them, a page
  refuses any string written into it as HTML (`innerHTML` and the like) or as a script's text
  or address; markup comes only from the client's one policy, `koloda` (web/js/trusted.js:
  its own SVG drawings and the server's rendered rules pages), so a renderer that forgot to
  treat a name as text fails loudly rather than injecting it.
- No framing (`frame-ancestors 'none'`, and `X-Frame-Options: DENY` for older browsers): no
  other site can lay koloda under a decoy and have a person click "Delete my account" or
  "Resign" unawares (clickjacking).
- `X-Content-Type-Options: nosniff` (a file is only what its type says), `Referrer-Policy:
  same-origin` (a table's or an invitation's address stays here), `Cross-Origin-Opener-Policy:
  same-origin` (a page another site opened cannot reach back into koloda's window), and a
  `Permissions-Policy` that switches off the devices a card game never asks for (camera,
  microphone, location, payment, USB, serial ports, HID devices): nothing on a page can ask a
  person for them. What the client uses stays on: the clipboard (an invitation's link, the
  recovery codes), passkeys, notifications.

WebSockets are left alone: their handshake is not a page.
"""

from __future__ import annotations

import base64
import hashlib
from typing import Any

#: the client's one Trusted Types policy (web/js/trusted.js): the only maker of markup a page
#: accepts
TRUSTED_TYPES_POLICY = "koloda"

#: the powerful features no koloda page uses, off for every page and frame
PERMISSIONS = ", ".join(f"{feature}=()" for feature in (
    "camera", "microphone", "geolocation", "payment", "usb", "serial", "hid"))


def script_hash(script: str) -> str:
    """The CSP source that allows an inline script whose text is `script`."""
    digest = hashlib.sha256(script.encode()).digest()
    return f"'sha256-{base64.b64encode(digest).decode()}'"


def content_security_policy(inline_scripts: tuple[str, ...] = ()) -> str:
    """koloda's policy, allowing the given inline scripts (by their hashes) and no other."""
    scripts = " ".join(["'self'", *(script_hash(s) for s in inline_scripts)])
    return "; ".join([
        "default-src 'self'",
        f"script-src {scripts}",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "require-trusted-types-for 'script'",
        f"trusted-types {TRUSTED_TYPES_POLICY}",
    ])


class SecurityHeaders:
    """ASGI middleware: adds the headers above to every HTTP answer (an answer that already
    names one keeps its own)."""

    def __init__(self, app: Any, csp: str) -> None:
        self.app = app
        self.headers = [
            (b"content-security-policy", csp.encode()),
            (b"x-frame-options", b"DENY"),
            (b"x-content-type-options", b"nosniff"),
            (b"referrer-policy", b"same-origin"),
            (b"cross-origin-opener-policy", b"same-origin"),
            (b"permissions-policy", PERMISSIONS.encode()),
        ]

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                given = list(message.get("headers") or [])
                named = {name.lower() for name, _ in given}
                given += [(name, value) for name, value in self.headers if name not in named]
                message = {**message, "headers": given}
            await send(message)

        await self.app(scope, receive, send_with_headers)
