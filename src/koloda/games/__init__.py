"""One package a game: rules state machine, card data, action codec and heuristic bots."""
