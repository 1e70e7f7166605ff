"""Notifications' tables (migration 0015): the bell's notices, the devices Web Push reaches, a
person's choice of what reaches them, and the server's VAPID key pair; and (migration 0017)
the pushes not yet taken by their push services."""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class NotificationRow(Base):
    """One notice in a person's bell: a catalog message id and its arguments (formatted in the
    reader's language when read, never stored as a sentence), where it leads, and when it was
    read. `key` names what it is about ("turn:TABLE", "challenge:ID"): one notice a key and an
    account, renewed or left as it is when the same thing happens again."""

    __tablename__ = "koloda_notifications"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"))
    #: "turn", "ended", "challenge", "rematch", "tournament" or "moderation"
    kind: Mapped[str] = mapped_column(String(16))
    message: Mapped[str] = mapped_column(String(64))
    args: Mapped[dict[str, Any]] = mapped_column(JSON)
    #: the site's own address it opens ("/t/TABLE"), or None
    url: Mapped[str | None] = mapped_column(String(200), nullable=True)
    key: Mapped[str | None] = mapped_column(String(100), nullable=True)
    created: Mapped[float] = mapped_column(Float)
    read: Mapped[float | None] = mapped_column(Float, nullable=True)

    __table_args__ = (
        UniqueConstraint("account_id", "key", name="uq_koloda_notifications_key"),
        Index("ix_koloda_notifications_account", "account_id", "id"),
        Index("ix_koloda_notifications_unread", "account_id", "read"),
        # SQLite would give a deleted newest row's id to the next one: ids only grow
        {"sqlite_autoincrement": True},
    )


class PushSubscriptionRow(Base):
    """One browser's Web Push subscription (its push service's endpoint and the keys a message
    is encrypted to, RFC 8291): a secret of its person, never shown to anyone else. `lang` is
    the language the site was in when it subscribed: a push is worded in it."""

    __tablename__ = "koloda_push_subscriptions"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), index=True)
    endpoint: Mapped[str] = mapped_column(String(800), unique=True)
    #: the browser's P-256 public key and authentication secret (base64url)
    p256dh: Mapped[str] = mapped_column(String(120))
    auth: Mapped[str] = mapped_column(String(40))
    lang: Mapped[str] = mapped_column(String(8))
    created: Mapped[float] = mapped_column(Float)
    #: the last time its push service took a message
    delivered: Mapped[float | None] = mapped_column(Float, nullable=True)


class NotifyPrefsRow(Base):
    """What reaches a person's devices by push: each kind of notice on or off (the bell keeps
    every kind). No row: every kind on."""

    __tablename__ = "koloda_notify_prefs"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    push: Mapped[dict[str, bool]] = mapped_column(JSON)


class PushKeyRow(Base):
    """The server's VAPID key pair (RFC 8292), made on the first start and kept: browsers'
    subscriptions are bound to its public key, so a new pair would orphan them all. One row."""

    __tablename__ = "koloda_push_keys"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    #: the P-256 private key, PKCS#8 PEM
    private_key: Mapped[str] = mapped_column(Text)
    #: the uncompressed public point, base64url: the browser's applicationServerKey
    public_key: Mapped[str] = mapped_column(String(100))
    created: Mapped[float] = mapped_column(Float)


class PushOutboxRow(Base):
    """One push for one subscription, kept from the moment it is queued until its push service
    takes it (or refuses it for good, or its time to live runs out), so that a process that
    stops loses none (notifications/push.py). `owner` is the process that has it in hand and
    `lease` how long that holds: past it, any process takes it up; the owner itself takes its
    own back at once when it starts again."""

    __tablename__ = "koloda_push_outbox"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    subscription_id: Mapped[int] = mapped_column(ForeignKey("koloda_push_subscriptions.id"),
                                                 index=True)
    #: the message's JSON, encrypted only when posted (to the subscription's keys then)
    data: Mapped[bytes] = mapped_column(LargeBinary)
    ttl: Mapped[int] = mapped_column(Integer)
    urgency: Mapped[str] = mapped_column(String(16))
    topic: Mapped[str | None] = mapped_column(String(40), nullable=True)
    tries: Mapped[int] = mapped_column(Integer, default=0)
    #: when to post it next, and when it is no longer worth posting (queued + ttl)
    due: Mapped[float] = mapped_column(Float)
    expires: Mapped[float] = mapped_column(Float)
    owner: Mapped[str] = mapped_column(String(100))
    lease: Mapped[float] = mapped_column(Float)

    __table_args__ = (Index("ix_koloda_push_outbox_lease", "lease"),)
