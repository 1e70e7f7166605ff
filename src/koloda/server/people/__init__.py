"""People with accounts (docs/protocol.md, "Accounts" and "Players"): the account itself and
its sessions (`accounts`), passkeys (`passkeys`), and what others see and do about a person:
profiles, game histories, claiming a guest's games, blocks and the data export (`players`).
Each has its HTTP routes in a `*_api` module and, where its queries are its own, a `*_db`
module of store functions; their tables are `rows` (the account's own row is store.py's)."""
