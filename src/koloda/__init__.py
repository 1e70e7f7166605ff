"""koloda ("колода", a deck): card games engine, bots, multiplayer server and browser client."""

__version__ = "0.1.0"
