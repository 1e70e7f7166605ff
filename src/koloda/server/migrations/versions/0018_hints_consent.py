"""Who turned hints on at a seat, kept with the table (server/analysis/hints.py).

- `koloda_seats.hints`: the consent's holder, the person's token hash or "account:<id>" for a
  signed-in person; NULL where nobody turned hints on. Until now a consent lived in the
  serving process only, so a correspondence table, which rests in the database between moves,
  forgot it after every rest.

Revision ID: 0018
Revises: 0017
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("koloda_seats") as batch:
        batch.add_column(sa.Column("hints", sa.String(72), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("koloda_seats") as batch:
        batch.drop_column("hints")
