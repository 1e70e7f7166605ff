"""Batch simulation and statistics: `simulate` plays many games between bots (local processes
by default, Ray on a cluster) and summarises them with confidence intervals; `bench` measures
speed; `tournament` rates bots against each other."""

from koloda.core import CATALOG

from .simulate import (
    GameResult,
    SeatStats,
    SimResult,
    connect_ray,
    read_records,
    simulate,
    uses_batch,
)
from .stats import derive_seed, wilson
from .tournament import TournamentResult, elo_ratings, round_robin

__all__ = ["GameResult", "SeatStats", "SimResult", "TournamentResult", "connect_ray",
           "derive_seed", "elo_ratings", "read_records", "round_robin", "simulate",
           "uses_batch", "wilson"]

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl
