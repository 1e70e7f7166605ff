"""Ratings (docs/ratings.md, server/rated/service.py): rated tables' results.

- `koloda_ratings`: an account's OpenSkill rating (mu, sigma) per rating pool, with its number
  of rated games and when the last one ended.
- `koloda_rating_history`: one row per account and rated game: the shown rating before and
  after (the profile's chart), and how the game ended for that person (fair play).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_ratings",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("pool", sa.String(64), primary_key=True),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("updated", sa.Float(), nullable=False, index=True),
    )
    op.create_table(
        "koloda_rating_history",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("pool", sa.String(64), primary_key=True),
        sa.Column("table_id", sa.String(24), primary_key=True, index=True),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("before", sa.Integer(), nullable=False),
        sa.Column("after", sa.Integer(), nullable=False),
        sa.Column("provisional", sa.Boolean(), nullable=False),
        sa.Column("ended", sa.String(16), nullable=False),
        sa.Column("at", sa.Float(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("koloda_rating_history")
    op.drop_table("koloda_ratings")
