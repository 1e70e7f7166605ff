"""The command line: Typer commands and terminal play with Rich.

The cli holds no game rules: it works only from the game contract in `koloda.core`
(views, legal actions, `describe_action`, records), so every game plays here unchanged.
"""

from koloda.core import CATALOG

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl
