"""Accounts (server/people/accounts.py): people who come back.

- `koloda_accounts`: a handle (unique without regard to case, never reused: the row stays
  when the account is deleted), the Argon2id hash of the password, a status.
- `koloda_sessions`: signed-in browsers, by the SHA-256 of their cookie's token.
- `koloda_recovery_codes`: SHA-256 of each recovery code, and when it was spent.
- `koloda_seats.account_id`: the account a seat's person had (NULL for every seat so far).

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_accounts",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("handle", sa.String(20), nullable=False),
        sa.Column("handle_key", sa.String(20), nullable=False, unique=True),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("password_hash", sa.String(200), nullable=True),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
    )
    op.create_table(
        "koloda_sessions",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column("public_id", sa.String(16), nullable=False, unique=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  nullable=False, index=True),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("last_seen", sa.Float(), nullable=False),
        sa.Column("expires", sa.Float(), nullable=False, index=True),
        sa.Column("user_agent", sa.String(200), nullable=True),
    )
    op.create_table(
        "koloda_recovery_codes",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("code_hash", sa.String(64), primary_key=True),
        sa.Column("used_at", sa.Float(), nullable=True),
    )
    with op.batch_alter_table("koloda_seats") as batch:
        batch.add_column(sa.Column("account_id", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_koloda_seats_account_id", "koloda_accounts",
                                 ["account_id"], ["id"])


def downgrade() -> None:
    with op.batch_alter_table("koloda_seats") as batch:
        batch.drop_constraint("fk_koloda_seats_account_id", type_="foreignkey")
        batch.drop_column("account_id")
    op.drop_table("koloda_recovery_codes")
    op.drop_table("koloda_sessions")
    op.drop_table("koloda_accounts")
