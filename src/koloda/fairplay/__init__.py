"""Fair play (docs/fair-play.md): detectors over stored records, pure functions that only ever
flag to a person (a moderator), never punish by themselves, each measured by simulation with
bots that cheat. Today: collusion at a Durak table (`collusion`: two players who spare each
other), the sparing bot it is measured against (`colluder`) and the measurement (`study`,
`koloda study collusion`)."""

from .collusion import Chance, CollusionFlag, Evidence, PairScore, TableGame, Tally, detect, scan

__all__ = ["Chance", "CollusionFlag", "Evidence", "PairScore", "TableGame", "Tally", "detect",
           "scan"]
