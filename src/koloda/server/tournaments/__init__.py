"""Tournaments (docs/tournaments.md): arenas and Swiss events. `rows` holds their tables,
`db` the queries, `service` each event's clock and pairing (run by one process at a time under
its advisory lock), `api` the routes. The rules are `koloda.tournaments`; a finished game and a
closed account reach it through the bus (server/bus.py)."""
