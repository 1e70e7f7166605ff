"""Who created a tournament, to limit creation per client as well as per account.

- `koloda_tournaments.creator_address` / `creator_client`: hashes of the address and client
  id that created it (as `koloda_tables` keeps them, migration 0003), so the per-address and
  per-client limits of a day are counted in the database, by every process alike.

Revision ID: 0011
Revises: 0010
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("koloda_tournaments") as batch:
        batch.add_column(sa.Column("creator_address", sa.String(32), nullable=True))
        batch.add_column(sa.Column("creator_client", sa.String(32), nullable=True))
    op.create_index("ix_koloda_tournaments_creator_address", "koloda_tournaments",
                    ["creator_address", "created"])
    op.create_index("ix_koloda_tournaments_creator_client", "koloda_tournaments",
                    ["creator_client", "created"])


def downgrade() -> None:
    op.drop_index("ix_koloda_tournaments_creator_client", "koloda_tournaments")
    op.drop_index("ix_koloda_tournaments_creator_address", "koloda_tournaments")
    with op.batch_alter_table("koloda_tournaments") as batch:
        batch.drop_column("creator_client")
        batch.drop_column("creator_address")
