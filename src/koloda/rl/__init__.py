"""Reinforcement-learning adapters: a PettingZoo AEC environment and a single-agent Gymnasium
environment over any koloda game (optional extra ``koloda[rl]``)."""

from .encoding import ActionIndex, ViewEncoder

__all__ = ["ActionIndex", "ViewEncoder"]
