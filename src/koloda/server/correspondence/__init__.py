"""Correspondence tables (issue 45): days a move, tables at rest in the database, the
deadlines' sweep, vacations and "Your turn" (docs/protocol.md, "Correspondence")."""
