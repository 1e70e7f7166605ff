"""Moderation (server/moderation/, docs/moderation.md): reports, the detectors' flags, the
moderators, sanctions in force, cheat marks and their refunds, and the log of actions.

- `koloda_moderators`: the accounts that may work `/mod` (granted from the command line).
- `koloda_reports`: a person's report of another (reason, table, chat line, words, state).
- `koloda_flags`, `koloda_flagged`: a fair-play detector's finding and the accounts it names.
- `koloda_sanctions`: muted in chat until, barred from rated play until, per account.
- `koloda_cheats`, `koloda_refunds`: a cheat mark per pool, the points given back to victims.
- `koloda_mod_log`: every action, append-only: triggers refuse UPDATE and DELETE on it.

Revision ID: 0013
Revises: 0012
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None

ACCOUNT = "koloda_accounts.id"


def upgrade() -> None:
    op.create_table(
        "koloda_moderators",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey(ACCOUNT), primary_key=True),
        sa.Column("granted", sa.Float(), nullable=False),
    )
    op.create_table(
        "koloda_reports",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("reporter_id", sa.Integer(), sa.ForeignKey(ACCOUNT), nullable=False),
        sa.Column("suspect_id", sa.Integer(), sa.ForeignKey(ACCOUNT), nullable=False,
                  index=True),
        sa.Column("reason", sa.String(16), nullable=False),
        sa.Column("table_id", sa.String(24), nullable=True),
        sa.Column("chat_n", sa.Integer(), nullable=True),
        sa.Column("text", sa.String(600), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("handled_at", sa.Float(), nullable=True),
        sa.Column("handled_by", sa.Integer(), sa.ForeignKey(ACCOUNT), nullable=True),
    )
    op.create_index("ix_koloda_reports_reporter", "koloda_reports", ["reporter_id", "created"])
    op.create_index("ix_koloda_reports_state", "koloda_reports", ["state", "created"])
    op.create_table(
        "koloda_flags",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("pool", sa.String(64), nullable=True),
        sa.Column("evidence", sa.JSON(), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("handled_at", sa.Float(), nullable=True),
        sa.Column("handled_by", sa.Integer(), sa.ForeignKey(ACCOUNT), nullable=True),
    )
    op.create_index("ix_koloda_flags_state", "koloda_flags", ["state", "created"])
    op.create_table(
        "koloda_flagged",
        sa.Column("flag_id", sa.Integer(), sa.ForeignKey("koloda_flags.id"), primary_key=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey(ACCOUNT), primary_key=True,
                  index=True),
    )
    op.create_table(
        "koloda_sanctions",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey(ACCOUNT), primary_key=True),
        sa.Column("muted_until", sa.Float(), nullable=True),
        sa.Column("barred_until", sa.Float(), nullable=True),
    )
    op.create_table(
        "koloda_cheats",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey(ACCOUNT), primary_key=True),
        sa.Column("pool", sa.String(64), primary_key=True),
        sa.Column("at", sa.Float(), nullable=False),
        sa.Column("taken", sa.Integer(), nullable=False),
    )
    op.create_table(
        "koloda_refunds",
        sa.Column("cheat_id", sa.Integer(), sa.ForeignKey(ACCOUNT), primary_key=True),
        sa.Column("pool", sa.String(64), primary_key=True),
        sa.Column("victim_id", sa.Integer(), sa.ForeignKey(ACCOUNT), primary_key=True,
                  index=True),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("at", sa.Float(), nullable=False),
    )
    op.create_table(
        "koloda_mod_log",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("at", sa.Float(), nullable=False),
        sa.Column("moderator_id", sa.Integer(), sa.ForeignKey(ACCOUNT), nullable=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey(ACCOUNT), nullable=False,
                  index=True),
        sa.Column("action", sa.String(16), nullable=False),
        sa.Column("until", sa.Float(), nullable=True),
        sa.Column("pool", sa.String(64), nullable=True),
        sa.Column("reason", sa.String(600), nullable=False),
        sa.Column("report_id", sa.Integer(), sa.ForeignKey("koloda_reports.id"), nullable=True),
        sa.Column("flag_id", sa.Integer(), sa.ForeignKey("koloda_flags.id"), nullable=True),
        sa.Column("details", sa.JSON(), nullable=False),
    )
    append_only("koloda_mod_log")


def append_only(table: str) -> None:
    """Triggers that refuse any UPDATE or DELETE of `table`'s rows, in the database itself:
    whatever code or hand runs against it, the log keeps what was done."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"""
            CREATE FUNCTION {table}_append_only() RETURNS trigger AS $$
            BEGIN
                RAISE EXCEPTION '{table} is append-only';
            END;
            $$ LANGUAGE plpgsql""")
        op.execute(f"""
            CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table}
            FOR EACH ROW EXECUTE FUNCTION {table}_append_only()""")
        return
    for verb in ("UPDATE", "DELETE"):
        op.execute(f"""
            CREATE TRIGGER {table}_no_{verb.lower()} BEFORE {verb} ON {table}
            BEGIN SELECT RAISE(ABORT, '{table} is append-only'); END""")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER koloda_mod_log_append_only ON koloda_mod_log")
        op.execute("DROP FUNCTION koloda_mod_log_append_only()")
    op.drop_table("koloda_mod_log")
    op.drop_table("koloda_refunds")
    op.drop_table("koloda_cheats")
    op.drop_table("koloda_sanctions")
    op.drop_table("koloda_flagged")
    op.drop_index("ix_koloda_flags_state", "koloda_flags")
    op.drop_table("koloda_flags")
    op.drop_index("ix_koloda_reports_state", "koloda_reports")
    op.drop_index("ix_koloda_reports_reporter", "koloda_reports")
    op.drop_table("koloda_reports")
    op.drop_table("koloda_moderators")
