"""Passkeys (server/people/passkeys.py): signing in with WebAuthn instead of a password.

- `koloda_passkeys`: an account's credentials: the credential id (base64url, unique), its
  public key (COSE, base64url), the authenticator's signature count, transports, a name the
  person gave, when it was added and last used.
- `koloda_passkey_users`: each account's WebAuthn user handle, random and stable (never the
  database id, which would tell the authenticator how many accounts came before).
- `koloda_passkey_challenges`: challenges handed out and not yet answered, each used once,
  in the database so that any process of a cluster can check the answer.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_passkeys",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("credential_id", sa.String(1400), nullable=False, unique=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  nullable=False, index=True),
        sa.Column("public_key", sa.Text, nullable=False),
        sa.Column("sign_count", sa.BigInteger(), nullable=False),
        sa.Column("transports", sa.JSON(), nullable=False),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("last_used", sa.Float(), nullable=True),
    )
    op.create_table(
        "koloda_passkey_users",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("user_handle", sa.String(64), nullable=False, unique=True),
    )
    op.create_table(
        "koloda_passkey_challenges",
        sa.Column("challenge", sa.String(64), primary_key=True),
        sa.Column("purpose", sa.String(8), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=True),
        sa.Column("expires", sa.Float(), nullable=False, index=True),
    )


def downgrade() -> None:
    op.drop_table("koloda_passkey_challenges")
    op.drop_table("koloda_passkey_users")
    op.drop_table("koloda_passkeys")
