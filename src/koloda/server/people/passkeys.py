"""Passkeys: WebAuthn credentials an account signs in with instead of its password.

Adding one (signed in, with the password: a passkey is a lasting way in, so a borrowed
session alone may not add one) and signing in with one are each two steps: the server hands
out options with a random challenge, the browser has the authenticator sign it, the server
checks the answer. Challenges live in the database (`koloda_passkey_challenges`), not in
memory, so that in a cluster the process that checks an answer need not be the one that made
its challenge; each is deleted as it is checked, so it is used at most once, and expires
after `CHALLENGE_SECONDS`. Sign-in uses discoverable credentials: no handle is asked, the
authenticator offers the passkeys it holds for this site. Every way a passkey sign-in can fail
answers the same (`FAILED`). The HTTP side is `people/passkeys_api.py`; the database side
`passkeys_db.py`; docs/protocol.md ("Passkeys", "Security") says what each call promises.
"""

from __future__ import annotations

import json
import secrets
import time
from typing import TYPE_CHECKING, Any

from sqlalchemy.exc import IntegrityError
from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from koloda.core import text
from koloda.core.clean import BadText, clean_text

from ..http import ApiError
from . import accounts_db, passkeys_db
from .accounts import Accounts

if TYPE_CHECKING:
    from ..tables.hub import Hub

#: the relying party's name an authenticator shows beside the site
RP_NAME = "koloda"
#: how long a challenge may be answered (and the browser's timeout for the ceremony)
CHALLENGE_SECONDS = 300
#: passkeys one account may have
MAX_PASSKEYS = 20
NAME_LENGTH = 40
#: the transports a browser may name (others are dropped, not stored)
TRANSPORTS = frozenset({"usb", "nfc", "ble", "smart-card", "hybrid", "internal", "cable"})

FAILED = text("passkey-failed")
BAD_CHALLENGE = text("passkey-bad-challenge")
NOT_VERIFIED = text("passkey-not-verified")
TAKEN = text("passkey-taken")
BAD_NAME = text("passkey-bad-name")
NO_PASSKEY = text("passkey-none")


def challenge_of(credential: Any) -> str | None:
    """The challenge an answer signed (clientDataJSON's, base64url), or None if malformed."""
    try:
        encoded = credential["response"]["clientDataJSON"]
        found = json.loads(base64url_to_bytes(encoded))["challenge"]
    except (KeyError, TypeError, ValueError, UnicodeDecodeError):
        return None
    return found if isinstance(found, str) and 0 < len(found) <= 64 else None


def passkey_json(passkey: dict[str, Any]) -> dict[str, Any]:
    """A passkey as its owner sees it (never the key)."""
    return {"id": passkey["id"], "name": passkey["name"], "created": passkey["created"],
            "last_used": passkey["last_used"], "transports": passkey["transports"]}


def _options(options: Any) -> dict[str, Any]:
    """Options as the browser's JSON forms of them (base64url for every byte string)."""
    return json.loads(options_to_json(options))  # type: ignore[no-any-return]


class Passkeys:
    """Every passkey operation of one server process, over its accounts (and their hub)."""

    def __init__(self, accounts: Accounts) -> None:
        self.accounts = accounts

    @property
    def hub(self) -> Hub:
        return self.accounts.hub

    async def _db(self, fn: Any, *args: Any) -> Any:
        return await self.hub.writer.call(fn, self.hub.store, *args)

    async def _challenge(self, purpose: str, account_id: int | None) -> bytes:
        challenge = secrets.token_bytes(32)
        now = time.time()
        await self._db(passkeys_db.put_challenge, bytes_to_base64url(challenge), purpose, account_id,
                       now + CHALLENGE_SECONDS, now)
        return challenge

    async def _take(self, credential: Any, purpose: str) -> tuple[bytes, dict[str, Any]] | None:
        """The challenge this answer signed and its row, now used; None if there is none."""
        found = challenge_of(credential)
        row = None if found is None else await self._db(passkeys_db.take_challenge, found,
                                                        purpose, time.time())
        if row is None or found is None:
            return None
        return base64url_to_bytes(found), row

    # -- adding, listing, removing (signed in) ------------------------------------------------
    async def registration_options(self, session: dict[str, Any], account: dict[str, Any],
                                   password: str, rp_id: str) -> dict[str, Any]:
        """Options for `navigator.credentials.create` (the password needed, limited as every
        password asked again is: `Accounts._confirm`)."""
        await self.accounts._confirm(session, account, password)
        mine = await self._db(passkeys_db.passkeys_of, account["id"])
        if len(mine) >= MAX_PASSKEYS:
            raise ApiError(409, text("passkey-too-many", max=str(MAX_PASSKEYS)))
        handle = await self._db(passkeys_db.user_handle, account["id"],
                                bytes_to_base64url(secrets.token_bytes(32)))
        challenge = await self._challenge("register", account["id"])
        return _options(generate_registration_options(
            rp_id=rp_id, rp_name=RP_NAME, user_name=account["handle"],
            user_display_name=account["handle"],
            user_id=base64url_to_bytes(handle),
            challenge=challenge, timeout=CHALLENGE_SECONDS * 1000,
            exclude_credentials=[PublicKeyCredentialDescriptor(
                id=base64url_to_bytes(p["credential_id"])) for p in mine],
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.PREFERRED,
                user_verification=UserVerificationRequirement.PREFERRED)))

    async def register(self, account: dict[str, Any], credential: dict[str, Any], name: str,
                       rp_id: str, origin: str) -> dict[str, Any]:
        """Check the authenticator's answer to this account's challenge and keep the passkey."""
        try:
            name = clean_text(name, NAME_LENGTH)
        except BadText as exc:
            raise ApiError(422, BAD_NAME) from exc
        if not name:
            raise ApiError(422, BAD_NAME)
        taken = await self._take(credential, "register")
        if taken is None or taken[1]["account_id"] != account["id"]:
            raise ApiError(400, BAD_CHALLENGE)
        try:
            verified = verify_registration_response(
                credential=credential, expected_challenge=taken[0], expected_rp_id=rp_id,
                expected_origin=origin)
        except (WebAuthnException, KeyError, TypeError, ValueError) as exc:
            raise ApiError(400, NOT_VERIFIED) from exc
        transports = credential.get("response", {}).get("transports")
        passkey = {"credential_id": bytes_to_base64url(verified.credential_id),
                   "account_id": account["id"],
                   "public_key": bytes_to_base64url(verified.credential_public_key),
                   "sign_count": verified.sign_count,
                   "transports": sorted({t for t in transports
                                         if isinstance(t, str) and t in TRANSPORTS})
                   if isinstance(transports, list) else [],
                   "name": name, "created": time.time(), "last_used": None}
        try:
            passkey["id"] = await self._db(passkeys_db.add_passkey, passkey)
        except IntegrityError as exc:
            raise ApiError(409, TAKEN) from exc
        return passkey_json(passkey)

    async def listed(self, account: dict[str, Any]) -> list[dict[str, Any]]:
        return [passkey_json(p) for p in await self._db(passkeys_db.passkeys_of, account["id"])]

    async def remove(self, account: dict[str, Any], passkey_id: int) -> None:
        if not await self._db(passkeys_db.remove_passkey, account["id"], passkey_id):
            raise ApiError(404, NO_PASSKEY)

    # -- signing in -----------------------------------------------------------------------
    async def signin_options(self, rp_id: str, address: str) -> dict[str, Any]:
        """Options for `navigator.credentials.get`: any passkey of this site may answer. Each
        counts as one sign-in attempt from the address (an answer needs a fresh challenge)."""
        self.accounts.limit("address", address, self.hub.limits.signins_per_minute_address)
        challenge = await self._challenge("signin", None)
        return _options(generate_authentication_options(
            rp_id=rp_id, challenge=challenge, timeout=CHALLENGE_SECONDS * 1000,
            allow_credentials=[], user_verification=UserVerificationRequirement.PREFERRED))

    async def signin(self, credential: dict[str, Any], rp_id: str, origin: str, address: str,
                     user_agent: str | None) -> tuple[dict[str, Any], str]:
        """The active account whose passkey signed this site's challenge, and a new session
        token for it; otherwise the one refusal (`FAILED`) whatever went wrong."""
        taken = await self._take(credential, "signin")
        if taken is None:  # not an answer to a challenge handed out: counted as an attempt
            self.accounts.limit("address", address,
                                self.hub.limits.signins_per_minute_address)
            raise ApiError(401, FAILED)
        credential_id = credential.get("id")
        found = (await self._db(passkeys_db.passkey_of_credential, credential_id)
                 if isinstance(credential_id, str) and len(credential_id) <= 1400 else None)
        if found is None or found[1]["status"] != "active":
            raise ApiError(401, FAILED)
        passkey, account = found
        claimed = credential.get("response", {}).get("userHandle")
        if claimed and claimed != await self._db(passkeys_db.account_user_handle, account["id"]):
            raise ApiError(401, FAILED)
        try:
            # refuses a signature count that did not grow when either count is not 0: the
            # sign of a cloned authenticator (or of a replayed answer)
            verified = verify_authentication_response(
                credential=credential, expected_challenge=taken[0], expected_rp_id=rp_id,
                expected_origin=origin,
                credential_public_key=base64url_to_bytes(passkey["public_key"]),
                credential_current_sign_count=passkey["sign_count"])
        except (WebAuthnException, KeyError, TypeError, ValueError) as exc:
            raise ApiError(401, FAILED) from exc
        now = time.time()
        if not await self._db(passkeys_db.used, passkey["id"], passkey["sign_count"],
                              verified.new_sign_count, now):
            raise ApiError(401, FAILED)  # signed in with the same count meanwhile
        token, session = self.accounts._session(account["id"], user_agent, address)
        await self.hub.writer.call(accounts_db.add_session, self.hub.store, session, now)
        return account, token
