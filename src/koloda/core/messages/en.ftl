# koloda's own words, shared by every game and front end (English).

# The viewer's own seat, where a sentence names it without a verb of its own.
you = you

# Given names of bots, in order; a table's bots take them one by one.
bot-names = Anna, Boris, Clara, Daniel, Eva, Felix, Greta, Hugo, Irene, Jonas, Kira, Leo

# A bot's strength as a word, from its algorithm.
bot-strength = { $bot ->
    [random] Easy
    [heuristic] Medium
    [ismcts-fast] Hard
    [ismcts] Expert
   *[other] { $bot }
}

