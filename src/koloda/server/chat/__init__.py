"""Talk at a table (docs/protocol.md, the WebSocket's "Chat"): `rows` holds the lines, `db`
their queries, `service` what a line may be, who may say it how often, and sending it to the
table's sockets (the socket router, server/tables/ws.py, hands it the chat messages), `api` the
lines' and the host's switch's routes. A deleted account's lines are renamed through the bus
(`AccountClosing`, `AccountDeleted`)."""
