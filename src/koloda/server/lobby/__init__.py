"""The lobby (docs/protocol.md, "REST"): `service` is the hub with what people and the other
features ask of the tables (create, join, bots, start, leave, play again; the tables formed by
"Play now", tournaments and challenges; the lists, records and replays), `api` its routes. It
owns no rows: a table's are store.py's."""
