"""Post-game analyses asked for, kept until they are made (server/analysis/service.py).

- `koloda_analysis_queue`: one analysis queued or running, from the request until its result
  is kept (`koloda_analysis`) or it fails: a process that stops loses none. The process that
  has it in hand (`owner`) holds it until `lease`; past it, any process takes it up. The
  client id's and address's hashes keep the per-client and per-address bounds across a
  restart and a cluster's processes. Until now the queue lived in the serving process only.

Revision ID: 0019
Revises: 0018
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_analysis_queue",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(24), sa.ForeignKey("koloda_tables.id"), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("client", sa.String(32), nullable=True),
        sa.Column("address", sa.String(32), nullable=False),
        sa.Column("queued", sa.Float(), nullable=False),
        sa.Column("started", sa.Float(), nullable=True),
        sa.Column("tries", sa.Integer(), nullable=False),
        sa.Column("owner", sa.String(100), nullable=False),
        sa.Column("lease", sa.Float(), nullable=False),
        sa.UniqueConstraint("table_id", "seat", name="uq_koloda_analysis_queue_seat"),
    )
    op.create_index("ix_koloda_analysis_queue_owner", "koloda_analysis_queue", ["owner"])
    op.create_index("ix_koloda_analysis_queue_lease", "koloda_analysis_queue", ["lease"])


def downgrade() -> None:
    op.drop_index("ix_koloda_analysis_queue_lease", table_name="koloda_analysis_queue")
    op.drop_index("ix_koloda_analysis_queue_owner", table_name="koloda_analysis_queue")
    op.drop_table("koloda_analysis_queue")
