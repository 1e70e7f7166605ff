"""Ratings (docs/ratings.md): the rules of rated play, pure and game-agnostic. Which pool a table
is rated in (`pools`), the order of finish and fair play's last places (`order`), OpenSkill's
updates (`update`), the scale people read (`scale`) and the rating each bot level stands
for (`levels`). The server stores and shows them."""

from .order import ENDINGS, FINISHED, LEFT, LOSSES, PLAYED, STALLED, TIMED_OUT, order_of_finish
from .pools import is_rated_game, known_pool, pool_of
from .scale import PROVISIONAL, START, K, provisional, shown, shown_sigma
from .update import Rating, rate

__all__ = ["ENDINGS", "FINISHED", "LEFT", "LOSSES", "PLAYED", "STALLED", "TIMED_OUT", "K",
           "PROVISIONAL", "START", "Rating", "is_rated_game", "known_pool", "order_of_finish", "pool_of",
           "provisional", "rate", "shown", "shown_sigma"]
