"""Correspondence tables (server/correspondence/, issue 45): days a move, a table at rest in
the database until someone moves, and the person's vacation days.

- `koloda_tables.days`: the table's days a move (0: a live table).
- `koloda_tables.deadline`, `waiting_on`: when the days of the seat the table waits on run out
  (Unix time) and that seat's account; NULL while nobody's days run. The deadlines' sweep asks
  for tables past theirs by the index on `deadline`; "Your turn" finds a person's by
  `waiting_on`.
- `koloda_seeks.days`: "Play now"'s correspondence queues are apart from the live ones.
- `koloda_vacations`: a person's vacation, which pauses their correspondence clocks: the days
  used this year and since when it is on.

Revision ID: 0014
Revises: 0013
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("koloda_tables") as batch:
        batch.add_column(sa.Column("days", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("deadline", sa.Float(), nullable=True))
        batch.add_column(sa.Column("waiting_on", sa.Integer(), nullable=True))
    op.create_index("ix_koloda_tables_deadline", "koloda_tables", ["deadline"])
    op.create_index("ix_koloda_tables_waiting_on", "koloda_tables", ["waiting_on", "deadline"])
    with op.batch_alter_table("koloda_seeks") as batch:
        batch.add_column(sa.Column("days", sa.Integer(), nullable=False, server_default="0"))
    op.create_table(
        "koloda_vacations",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("year", sa.Integer(), nullable=False),
        sa.Column("used", sa.Float(), nullable=False),
        sa.Column("since", sa.Float(), nullable=True),
    )
    op.create_index("ix_koloda_vacations_since", "koloda_vacations", ["since"])


def downgrade() -> None:
    op.drop_index("ix_koloda_vacations_since", table_name="koloda_vacations")
    op.drop_table("koloda_vacations")
    with op.batch_alter_table("koloda_seeks") as batch:
        batch.drop_column("days")
    op.drop_index("ix_koloda_tables_waiting_on", table_name="koloda_tables")
    op.drop_index("ix_koloda_tables_deadline", table_name="koloda_tables")
    with op.batch_alter_table("koloda_tables") as batch:
        batch.drop_column("waiting_on")
        batch.drop_column("deadline")
        batch.drop_column("days")
