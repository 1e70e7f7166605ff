"""What the operator of a public server uses (docs/deploy.md): metrics for Prometheus
(`metrics.py`), one JSON object a log line (`logs.py`), readiness, the operator's port and its
routes (`api.py`, `gate.py`), and backups of the database (`backup.py`).

The operator's port (`serve --ops 127.0.0.1:9100`) is a second listening socket of the same
process: `/metrics` and `/ops/...` answer there only, never on the public address.
"""
