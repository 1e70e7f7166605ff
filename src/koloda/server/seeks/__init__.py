""""Play now" (docs/pairing.md, "In the server"): `rows` holds the seeks, `db` their queries
(any process of a cluster answers any seek), `service` the queues and their pairing rounds (one
process a queue at a time, under its advisory lock), `api` the routes."""
