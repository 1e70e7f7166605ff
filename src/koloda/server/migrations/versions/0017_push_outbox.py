"""Pushes kept until their push service takes them (server/notifications/push.py).

- `koloda_push_outbox`: one push for one subscription, from its queueing until its push
  service takes it, refuses it for good or its time to live runs out: a process that stops
  loses none (the process that has it in hand, `owner`, holds it until `lease`).

Revision ID: 0017
Revises: 0016
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "koloda_push_outbox",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("subscription_id", sa.Integer(),
                  sa.ForeignKey("koloda_push_subscriptions.id"), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.Column("ttl", sa.Integer(), nullable=False),
        sa.Column("urgency", sa.String(16), nullable=False),
        sa.Column("topic", sa.String(40), nullable=True),
        sa.Column("tries", sa.Integer(), nullable=False),
        sa.Column("due", sa.Float(), nullable=False),
        sa.Column("expires", sa.Float(), nullable=False),
        sa.Column("owner", sa.String(100), nullable=False),
        sa.Column("lease", sa.Float(), nullable=False),
    )
    op.create_index("ix_koloda_push_outbox_subscription_id", "koloda_push_outbox",
                    ["subscription_id"])
    op.create_index("ix_koloda_push_outbox_lease", "koloda_push_outbox", ["lease"])


def downgrade() -> None:
    op.drop_index("ix_koloda_push_outbox_lease", table_name="koloda_push_outbox")
    op.drop_index("ix_koloda_push_outbox_subscription_id", table_name="koloda_push_outbox")
    op.drop_table("koloda_push_outbox")
