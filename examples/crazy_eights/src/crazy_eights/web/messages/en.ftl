# Crazy Eights' words on the browser's board (the game's own catalog has its log and labels).
crazy_eights-stock = Stock
crazy_eights-pile = Discard pile
crazy_eights-follow = Suit to follow
crazy_eights-drew = drew
crazy_eights-out = out of cards
