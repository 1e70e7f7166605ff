"""People's tables (migrations 0004, 0005, 0006, 0010 and 0012): an account's sessions,
recovery codes, blocks and passkeys, and follows, challenges and who is online. The accounts
themselves stay in store.py: a table's seats refer to them."""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, BigInteger, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class SessionRow(Base):
    """A signed-in browser: found by the SHA-256 of its cookie's token (never stored)."""

    __tablename__ = "koloda_sessions"
    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    #: a short public id, to list and end a session without showing its token
    public_id: Mapped[str] = mapped_column(String(16), unique=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), index=True)
    created: Mapped[float] = mapped_column(Float)
    last_seen: Mapped[float] = mapped_column(Float)
    expires: Mapped[float] = mapped_column(Float, index=True)
    user_agent: Mapped[str | None] = mapped_column(String(200), nullable=True)
    #: the coarse network it was last used from (migration 0012, `accounts.network_of`: an
    #: IPv4 address's /24, an IPv6 one's /48), shown to the account's owner only; the full
    #: address is never kept
    network: Mapped[str | None] = mapped_column(String(64), nullable=True)


class RecoveryCodeRow(Base):
    """One recovery code of an account, as its SHA-256; `used_at` once spent."""

    __tablename__ = "koloda_recovery_codes"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    used_at: Mapped[float | None] = mapped_column(Float, nullable=True)


class BlockRow(Base):
    """One account blocking another (server/people/players.py, migration 0005)."""

    __tablename__ = "koloda_blocks"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    blocked_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True,
                                            index=True)
    created: Mapped[float] = mapped_column(Float)


class PasskeyRow(Base):
    """One WebAuthn credential of an account: a passkey it may sign in with."""

    __tablename__ = "koloda_passkeys"
    #: what the owner names it by to remove it (the credential id is long)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    #: base64url, as the browser sends it (the WebAuthn limit, 1023 bytes, fits)
    credential_id: Mapped[str] = mapped_column(String(1400), unique=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), index=True)
    #: COSE_Key, as the authenticator made it, in base64url
    public_key: Mapped[str] = mapped_column(Text)
    #: the authenticator's signature counter at the last use (0: it keeps none)
    sign_count: Mapped[int] = mapped_column(BigInteger)
    transports: Mapped[list[str]] = mapped_column(JSON)
    name: Mapped[str] = mapped_column(String(40))
    created: Mapped[float] = mapped_column(Float)
    last_used: Mapped[float | None] = mapped_column(Float, nullable=True)


class PasskeyUserRow(Base):
    """An account's WebAuthn user handle: random, stable, never the database id."""

    __tablename__ = "koloda_passkey_users"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    user_handle: Mapped[str] = mapped_column(String(64), unique=True)


class PasskeyChallengeRow(Base):
    """A challenge handed out ("register" for an account, or "signin"), used at most once."""

    __tablename__ = "koloda_passkey_challenges"
    #: base64url of 32 random bytes
    challenge: Mapped[str] = mapped_column(String(64), primary_key=True)
    purpose: Mapped[str] = mapped_column(String(8))
    account_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    expires: Mapped[float] = mapped_column(Float, index=True)


class FollowRow(Base):
    """One account following another (no consent asked, as on lichess); a block between the
    two ends it."""

    __tablename__ = "koloda_follows"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    followed_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True,
                                             index=True)
    created: Mapped[float] = mapped_column(Float)


class ChallengeRow(Base):
    """One account challenging another to a game: "pending" until the other accepts (a table
    is formed: `table_id`), declines, the challenger cancels or it expires. Kept in the
    database so that a challenge made through one process of a cluster reaches the other
    person's page on any process."""

    __tablename__ = "koloda_challenges"
    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    from_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"))
    to_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"))
    game: Mapped[str] = mapped_column(String(64))
    players: Mapped[int] = mapped_column(Integer)
    #: the game's and the table's options, as validated (`options.split_options`), merged
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    #: "pending", "accepted", "declined", "cancelled" or "expired"
    state: Mapped[str] = mapped_column(String(16))
    created: Mapped[float] = mapped_column(Float)
    expires: Mapped[float] = mapped_column(Float)
    #: the table accepting formed
    table_id: Mapped[str | None] = mapped_column(String(24), nullable=True)
    #: when it left "pending"
    ended: Mapped[float | None] = mapped_column(Float, nullable=True, index=True)

    __table_args__ = (
        Index("ix_koloda_challenges_to", "to_id", "state"),
        Index("ix_koloda_challenges_from", "from_id", "created"),
    )


class PresenceRow(Base):
    """An account with a page of the site open: each process writes `seen` now and then for
    the accounts connected to it (a page's listener or a table's socket), so a follower on any
    process sees who is online."""

    __tablename__ = "koloda_presence"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    seen: Mapped[float] = mapped_column(Float, index=True)
