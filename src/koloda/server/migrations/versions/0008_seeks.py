""""Play now" and fair play in the database.

- `koloda_seeks` (server/seeks/service.py): one row per seek, so that every process of a cluster sees
  every seeker and one process pairs each queue.
- `koloda_fair_play` (server/rated/service.py): how each seat of a rated table is playing so far (left,
  stalled, the timer's strikes), so that a restart forgets none of it.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_seeks",
        sa.Column("id", sa.String(24), primary_key=True),
        sa.Column("secret_hash", sa.String(64), nullable=False),
        sa.Column("seal_key", sa.String(64), nullable=False),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("rated", sa.Boolean(), nullable=False),
        sa.Column("turn_seconds", sa.Integer(), nullable=False),
        sa.Column("pool", sa.String(64), nullable=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  nullable=True),
        sa.Column("owner", sa.String(80), nullable=True, index=True),
        sa.Column("name", sa.String(64), nullable=True),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("bots_after", sa.Integer(), nullable=True),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("table_id", sa.String(24), nullable=True),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("sealed", sa.String(200), nullable=True),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("asked", sa.Float(), nullable=False),
        sa.Column("ended", sa.Float(), nullable=True, index=True),
    )
    op.create_index("ix_koloda_seeks_queue", "koloda_seeks",
                    ["state", "game", "players", "rated", "turn_seconds"])
    op.create_table(
        "koloda_fair_play",
        sa.Column("table_id", sa.String(24), primary_key=True),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("lost", sa.String(16), nullable=True),
        sa.Column("lapsed", sa.Boolean(), nullable=False),
        sa.Column("strikes", sa.Integer(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("koloda_fair_play")
    op.drop_table("koloda_seeks")
