"""A correspondence seat's run-outs in a row (server/tables/room.py, `MISSES_TO_LEAVE`).

- `koloda_seats.missed`: how many times in a row the seat's person let their days run out
  (their bot made the move); back to 0 when they move themselves. At `MISSES_TO_LEAVE` the
  bot keeps the seat for the rest of the game, as if they had left.

Revision ID: 0016
Revises: 0015
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("koloda_seats") as batch:
        batch.add_column(sa.Column("missed", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("koloda_seats") as batch:
        batch.drop_column("missed")
