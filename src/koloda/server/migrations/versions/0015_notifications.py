"""Notifications (server/notifications/, issue 45): the bell and Web Push.

- `koloda_notifications`: a person's notices (a message id and its arguments, where it leads,
  when read), one a key ("turn:TABLE") and account.
- `koloda_push_subscriptions`: the browsers Web Push reaches (endpoint and keys, the language
  a push is worded in).
- `koloda_notify_prefs`: which kinds of notice reach a person's devices.
- `koloda_push_keys`: the server's VAPID key pair, made on the first start.

Revision ID: 0015
Revises: 0014
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_notifications",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("message", sa.String(64), nullable=False),
        sa.Column("args", sa.JSON(), nullable=False),
        sa.Column("url", sa.String(200), nullable=True),
        sa.Column("key", sa.String(100), nullable=True),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("read", sa.Float(), nullable=True),
        sa.UniqueConstraint("account_id", "key", name="uq_koloda_notifications_key"),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_koloda_notifications_account", "koloda_notifications",
                    ["account_id", "id"])
    op.create_index("ix_koloda_notifications_unread", "koloda_notifications",
                    ["account_id", "read"])
    op.create_table(
        "koloda_push_subscriptions",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  nullable=False, index=True),
        sa.Column("endpoint", sa.String(800), nullable=False, unique=True),
        sa.Column("p256dh", sa.String(120), nullable=False),
        sa.Column("auth", sa.String(40), nullable=False),
        sa.Column("lang", sa.String(8), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("delivered", sa.Float(), nullable=True),
    )
    op.create_table(
        "koloda_notify_prefs",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("push", sa.JSON(), nullable=False),
    )
    op.create_table(
        "koloda_push_keys",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("private_key", sa.Text, nullable=False),
        sa.Column("public_key", sa.String(100), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("koloda_push_keys")
    op.drop_table("koloda_notify_prefs")
    op.drop_table("koloda_push_subscriptions")
    op.drop_index("ix_koloda_notifications_unread", "koloda_notifications")
    op.drop_index("ix_koloda_notifications_account", "koloda_notifications")
    op.drop_table("koloda_notifications")
