"""A notice kept for an account's owner until their next page.

- `koloda_accounts.notice`: a small JSON object (server/people/accounts.py, `notice_json`),
  e.g. that a session was ended after too many wrong passwords; `GET /api/account` hands it
  over once and clears it. NULL when there is nothing to tell.

Revision ID: 0010
Revises: 0009
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("koloda_accounts") as batch:
        batch.add_column(sa.Column("notice", sa.String(400), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("koloda_accounts") as batch:
        batch.drop_column("notice")
