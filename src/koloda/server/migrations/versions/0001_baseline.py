"""The schema as it was when migrations began: tables, seats, actions, chat and analyses.

Revision ID: 0001
Revises: (none)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_tables",
        sa.Column("id", sa.String(24), primary_key=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("rules_version", sa.String(32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("table_options", sa.JSON(), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("seed_key", sa.String(128), nullable=True),
        sa.Column("setup", sa.JSON(), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("finished", sa.Float(), nullable=True),
        sa.Column("outcome", sa.JSON(), nullable=True),
        sa.Column("again", sa.String(24), nullable=True),
        sa.Column("host_hash", sa.String(64), nullable=True),
    )
    op.create_index("ix_koloda_tables_status", "koloda_tables", ["status"])
    op.create_table(
        "koloda_seats",
        sa.Column("table_id", sa.String(24), sa.ForeignKey("koloda_tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("bot", sa.String(64), nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=True),
    )
    op.create_table(
        "koloda_actions",
        sa.Column("table_id", sa.String(24), sa.ForeignKey("koloda_tables.id"), primary_key=True),
        sa.Column("idx", sa.Integer(), primary_key=True),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("action", sa.JSON(), nullable=False),
        sa.Column("at", sa.Float(), nullable=False),
    )
    op.create_table(
        "koloda_chat",
        sa.Column("table_id", sa.String(24), sa.ForeignKey("koloda_tables.id"), primary_key=True),
        sa.Column("n", sa.Integer(), primary_key=True),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("text", sa.String(1200), nullable=True),
        sa.Column("phrase", sa.String(32), nullable=True),
        sa.Column("at", sa.Float(), nullable=False),
    )
    op.create_table(
        "koloda_analysis",
        sa.Column("table_id", sa.String(24), sa.ForeignKey("koloda_tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("at", sa.Float(), nullable=False),
    )


def downgrade() -> None:
    for name in ("koloda_analysis", "koloda_chat", "koloda_actions", "koloda_seats"):
        op.drop_table(name)
    op.drop_index("ix_koloda_tables_status", "koloda_tables")
    op.drop_table("koloda_tables")
