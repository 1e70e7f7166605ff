"""Seats that name accounts, blocks, and the indexes the profiles read by.

- `koloda_blocks`: who blocked whom (server/people/players.py): their chat is hidden from the blocker,
  they cannot join the blocker's tables, pairing never seats them together.
- `koloda_chat.account_id`: the signed-in account that said a line (NULL for a guest's and
  for every line said before): a blocked spectator's lines are hidden too.
- indexes: a seat by its token's hash (claiming a guest's games) and by its account (a
  profile, a history).

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_blocks",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("blocked_id", sa.Integer(), sa.ForeignKey("koloda_accounts.id"),
                  primary_key=True),
        sa.Column("created", sa.Float(), nullable=False),
    )
    # "who blocked this account": a join checks it against everyone seated
    op.create_index("ix_koloda_blocks_blocked_id", "koloda_blocks", ["blocked_id"])
    with op.batch_alter_table("koloda_chat") as batch:
        batch.add_column(sa.Column("account_id", sa.Integer(), nullable=True))
    op.create_index("ix_koloda_seats_token_hash", "koloda_seats", ["token_hash"])
    op.create_index("ix_koloda_seats_account_id", "koloda_seats", ["account_id"])


def downgrade() -> None:
    op.drop_index("ix_koloda_seats_account_id", "koloda_seats")
    op.drop_index("ix_koloda_seats_token_hash", "koloda_seats")
    with op.batch_alter_table("koloda_chat") as batch:
        batch.drop_column("account_id")
    op.drop_index("ix_koloda_blocks_blocked_id", "koloda_blocks")
    op.drop_table("koloda_blocks")
