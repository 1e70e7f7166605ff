"""The games' learning encodings, as learners import them: the `Encoding` contract lives in
`koloda.core.encoding` and each game's encoding in its own package (`koloda.games.<game>.encoding`),
since an encoding is a reading of the game's rules (docs/rl.md describes each)."""

from koloda.core.encoding import Encoding, clip01, encoded_games, encoding_class, encoding_for

__all__ = ["Encoding", "clip01", "encoded_games", "encoding_class", "encoding_for"]
