# koloda.openspiel: texts in English (docs/messages.md). Ids start with "openspiel-".

# Action names (OpenSpiel's action_to_string) and the state before the deal.
openspiel-deal = deal { $deal }
openspiel-decline = let it pass
openspiel-action = action { $index } (none here)
openspiel-before-deal = before the deal

# Refusals.
openspiel-deals = deals must be at least 1, not { $deals }
openspiel-not-installed = OpenSpiel is not installed: pip install 'koloda[openspiel]' ({ $error })
openspiel-bad-deal = deal { $deal } is not one of this game's { $deals } deals
openspiel-illegal = action { $index } is not legal for seat { $seat } now
openspiel-nobody-decides = { $game }: nobody may act and the game is not over
