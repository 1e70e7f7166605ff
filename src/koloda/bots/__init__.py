"""Game-agnostic agents (random, ISMCTS) and the bot registry (`make_bot`, `bot_names`)."""

from koloda.core import CATALOG

from .random_bot import RandomBot
from .registry import bot_names, make_bot

__all__ = ["RandomBot", "bot_names", "make_bot"]

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl
