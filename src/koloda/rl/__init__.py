"""Reinforcement learning on koloda's games (optional extra ``koloda[rl]``): per-game encodings
(`koloda.rl.encodings`), a PettingZoo AEC environment (`koloda.rl.aec`), a single-seat Gymnasium
environment against koloda bots (`koloda.rl.gym_env`); docs/rl.md describes them."""

from koloda.core import CATALOG

from .encodings import Encoding, encoded_games, encoding_for
from .turns import TurnOrder

__all__ = ["Encoding", "TurnOrder", "encoded_games", "encoding_for"]

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl
