"""The database's schema history (Alembic): every change to the server's tables is a migration
here, applied by `koloda.server.store.Store` when it opens a database (see `migrate`)."""
