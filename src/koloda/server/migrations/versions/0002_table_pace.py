"""A table's pace survives a restart: `hurry` (its bots play it out at once) and `fast` (a short
pause between bot moves), until now kept only in memory.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("koloda_tables") as batch:
        batch.add_column(sa.Column("hurry", sa.Boolean(), nullable=False,
                                   server_default=sa.false()))
        batch.add_column(sa.Column("fast", sa.Boolean(), nullable=False,
                                   server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("koloda_tables") as batch:
        batch.drop_column("fast")
        batch.drop_column("hurry")
