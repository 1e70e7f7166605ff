"""The tables (docs/protocol.md, "WebSocket"): `hub` every room in memory (recovery after a
restart, a cluster's adoption, the sweep), `room` one table's state, messages and record, its
parts beside it as lila's round module splits a game (`conn` one client's socket and queue,
`clock` the deadline the clients see, `autoplay` its bots, `seats` a seat, `replays` the
positions a replay shows), `ws` the socket's route. A table's rows are store.py's (the tables,
seats, actions and requests); what people ask of the tables is the lobby's (server/lobby/)."""
