"""koloda's games inside OpenSpiel (optional extra ``koloda[openspiel]``; docs/learning.md).

``import koloda.openspiel`` registers, with `pyspiel.register_game`, every game of the registry
that declares itself for OpenSpiel (`Game.openspiel`, beside its learning encoding). koloda's
own are those whose actions are a finite list (all but Card Ball's continuous shots and
Scattergories' free-text answers): ``koloda_durak``, ``koloda_palace``,
``koloda_thirteenth_hour``, ``koloda_spider_man_dark``, ``koloda_spider_man_strength`` and
``koloda_clash`` (the duel); a game from another package joins them by its own declaration
(examples/crazy_eights: ``koloda_crazy_eights``). Parameters: ``players``,
``deals`` (how many seeds the deal's chance node offers) and the game's own options by name::

    import pyspiel, koloda.openspiel
    game = pyspiel.load_game("koloda_durak(players=3,transfer=true)")
"""

from koloda.core import CATALOG, text

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl

try:
    import pyspiel  # noqa: F401
except ImportError as exc:  # say which extra brings it
    raise ImportError(text("openspiel-not-installed", error=str(exc)).en) from exc

from .search import EstimateEvaluator, ismcts_bot  # noqa: E402
from .spiel import SPECS, KolodaGame, KolodaState, register  # noqa: E402
from .table import DEALS  # noqa: E402

register()

__all__ = ["DEALS", "SPECS", "EstimateEvaluator", "KolodaGame", "KolodaState", "ismcts_bot",
           "register"]
