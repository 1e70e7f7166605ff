// Clash of Decks solo: the same board as the duel (the automaton's side shows its deck).
export { render, clashCard } from "./clash_of_decks.js";
