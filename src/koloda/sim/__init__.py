"""Batch simulation and statistics: `simulate` plays many games between bots (local processes
by default, Ray on a cluster) and summarises them with confidence intervals; `bench` measures
speed; `tournament` rates bots against each other."""

from .simulate import GameResult, SeatStats, SimResult, read_records, simulate
from .stats import derive_seed, wilson

__all__ = ["GameResult", "SeatStats", "SimResult", "derive_seed", "read_records", "simulate",
           "wilson"]
