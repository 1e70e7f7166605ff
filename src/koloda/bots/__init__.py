"""Game-agnostic agents: random, ISMCTS; and the bot registry (`make_bot`)."""
