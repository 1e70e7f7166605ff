"""Post-game analysis and hints during play (docs/protocol.md, "REST"):
`rows` holds the analyses made, `db` their queries, `service` the queue that runs them one at a
time and the moves' labels, `api` the analyses' routes, `hints` the hints' routes (the search's
suggestion for a seat, from that seat's information only)."""
