"""Lobby requests applied once, and limits that hold across a cluster's processes.

- `koloda_requests`: the answer to each state-changing lobby request that carried an
  `Idempotency-Key`, written in the same transaction as the change (server/once.py), so a
  request resent after its process died is answered, not applied again.
- `koloda_tables.creator_address` / `creator_client`: hashes of who created a table, so the
  per-address and per-client limits are counted in the database, by every process alike.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_requests",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("fingerprint", sa.String(64), nullable=False),
        sa.Column("answer", sa.Text, nullable=False),  # the type (uncalled: not a `Text` of words)
        sa.Column("at", sa.Float(), nullable=False, index=True),
    )
    with op.batch_alter_table("koloda_tables") as batch:
        batch.add_column(sa.Column("creator_address", sa.String(32), nullable=True))
        batch.add_column(sa.Column("creator_client", sa.String(32), nullable=True))
    op.create_index("ix_koloda_tables_creator_address", "koloda_tables",
                    ["creator_address", "status"])
    op.create_index("ix_koloda_tables_creator_client", "koloda_tables",
                    ["creator_client", "status"])
    # "created in the last minute" is counted at every create: by index, not by a scan of
    # every finished table
    op.create_index("ix_koloda_tables_created", "koloda_tables", ["created"])


def downgrade() -> None:
    op.drop_index("ix_koloda_tables_created", "koloda_tables")
    op.drop_index("ix_koloda_tables_creator_client", "koloda_tables")
    op.drop_index("ix_koloda_tables_creator_address", "koloda_tables")
    with op.batch_alter_table("koloda_tables") as batch:
        batch.drop_column("creator_client")
        batch.drop_column("creator_address")
    op.drop_table("koloda_requests")
