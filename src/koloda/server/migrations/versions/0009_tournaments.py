"""Tournaments (server/tournaments/service.py): the events, their entrants, the tables they formed with
each game's result, and Swiss byes. Points are never stored: the standings are a function of
the results and byes (koloda.tournaments.standings).

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_tournaments",
        sa.Column("id", sa.String(24), primary_key=True),
        sa.Column("creator_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  nullable=False, index=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("format", sa.String(16), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("seconds", sa.Integer(), nullable=False),
        sa.Column("turn_seconds", sa.Integer(), nullable=False),
        sa.Column("rated", sa.Boolean(), nullable=False),
        sa.Column("bots", sa.Boolean(), nullable=False),
        sa.Column("min_rating", sa.Integer(), nullable=True),
        sa.Column("min_games", sa.Integer(), nullable=True),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("starts", sa.Float(), nullable=False, index=True),
        sa.Column("state", sa.String(16), nullable=False, index=True),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("finished", sa.Float(), nullable=True),
    )
    op.create_table(
        "koloda_tournament_players",
        sa.Column("tournament_id", sa.String(24), sa.ForeignKey("koloda_tournaments.id"),
                  primary_key=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True, index=True),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("waiting", sa.Float(), nullable=True),
        sa.Column("skip", sa.Integer(), nullable=True),
        sa.Column("joined", sa.Float(), nullable=False),
    )
    op.create_table(
        "koloda_tournament_games",
        sa.Column("table_id", sa.String(24), primary_key=True),
        sa.Column("tournament_id", sa.String(24), sa.ForeignKey("koloda_tournaments.id"),
                  nullable=False, index=True),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("hurried", sa.JSON(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=True),
        sa.Column("n", sa.Integer(), nullable=True),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("ended", sa.Float(), nullable=True),
    )
    op.create_table(
        "koloda_tournament_byes",
        sa.Column("tournament_id", sa.String(24), sa.ForeignKey("koloda_tournaments.id"),
                  primary_key=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("round", sa.Integer(), primary_key=True),
        sa.Column("forced", sa.Boolean(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("koloda_tournament_byes")
    op.drop_table("koloda_tournament_games")
    op.drop_table("koloda_tournament_players")
    op.drop_table("koloda_tournaments")
