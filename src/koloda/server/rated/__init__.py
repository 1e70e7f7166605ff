"""Rated play (docs/ratings.md): `rows` holds the ratings, their history and each rated seat's
fair play so far, `db` their queries and the leaderboards, `service` who may start a rated
table, fair play while it is played and the ratings' updates at its end, `api` the
leaderboards' routes. The rules are `koloda.ratings`.

Rated play sits below the tables (a room asks it whether it may start and settles through it as
its game ends), so every other feature may use it."""
