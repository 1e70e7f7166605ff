"""Friends: follows, challenges, who is online; and where a session was last used.

- `koloda_follows`: one account following another (server/people/friends.py).
- `koloda_challenges`: one account challenging another to a game, until accepted (with the
  table it formed), declined, cancelled or expired; in the database so that every process of
  a cluster sees it.
- `koloda_presence`: when each process last saw an account connected (online now).
- `koloda_sessions.network`: the coarse network a session was last used from (an IPv4
  address's /24, an IPv6 one's /48), for its owner to tell sessions apart.

Revision ID: 0012
Revises: 0011
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_follows",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("followed_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True, index=True),
        sa.Column("created", sa.Float(), nullable=False),
    )
    op.create_table(
        "koloda_challenges",
        sa.Column("id", sa.String(24), primary_key=True),
        sa.Column("from_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  nullable=False),
        sa.Column("to_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"), nullable=False),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("expires", sa.Float(), nullable=False),
        sa.Column("table_id", sa.String(24), nullable=True),
        sa.Column("ended", sa.Float(), nullable=True, index=True),
    )
    op.create_index("ix_koloda_challenges_to", "koloda_challenges", ["to_id", "state"])
    op.create_index("ix_koloda_challenges_from", "koloda_challenges", ["from_id", "created"])
    op.create_table(
        "koloda_presence",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("seen", sa.Float(), nullable=False, index=True),
    )
    with op.batch_alter_table("koloda_sessions") as batch:
        batch.add_column(sa.Column("network", sa.String(64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("koloda_sessions") as batch:
        batch.drop_column("network")
    op.drop_table("koloda_presence")
    op.drop_index("ix_koloda_challenges_from", "koloda_challenges")
    op.drop_index("ix_koloda_challenges_to", "koloda_challenges")
    op.drop_table("koloda_challenges")
    op.drop_table("koloda_follows")
