// The boardgame.io side of the comparison (benchmarks/load_bgio.py): a minimal card game of
// the load benchmark's shape, served by boardgame.io's own server (sockets, lobby, in-memory
// storage, which commits nothing to disk).
//
//   node benchmarks/bgio/server.js PORT
//
// Two players take turns; each holds six cards the other and spectators do not see (the game's
// playerView leaves them a count), plays one onto the table and draws one. The deck is
// reshuffled from the table when it runs out, so a game never ends during a measurement.
const { Server } = require('boardgame.io/server');
const { INVALID_MOVE } = require('boardgame.io/core');

const RANKS = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['C', 'D', 'H', 'S'];
const DECK = RANKS.flatMap((r) => SUITS.map((s) => r + s));
const HAND = 6;

const Cards = {
  name: 'cards',
  minPlayers: 2,
  maxPlayers: 2,
  setup: ({ ctx, random }) => {
    const deck = random.Shuffle(DECK);
    const hands = {};
    for (let p = 0; p < ctx.numPlayers; p++) hands[p] = deck.splice(0, HAND);
    return { deck, hands, table: [] };
  },
  playerView: ({ G, playerID }) => ({
    deck: G.deck.length,
    table: G.table.slice(-6),
    hands: Object.fromEntries(Object.entries(G.hands).map(
      ([p, hand]) => [p, p === playerID ? hand : hand.length])),
  }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    play: ({ G, playerID, random }, card) => {
      const hand = G.hands[playerID];
      const at = hand.indexOf(card);
      if (at < 0) return INVALID_MOVE;
      hand.splice(at, 1);
      G.table.push(card);
      if (G.deck.length === 0) {
        G.deck = random.Shuffle(G.table.splice(0, G.table.length - 1));
      }
      if (G.deck.length > 0) hand.push(G.deck.pop());
    },
  },
};

const port = Number(process.argv[2] || 8000);
const server = Server({ games: [Cards] });
// The load's baseline (benchmarks/load): a Socket.IO namespace on the same server that sends
// every `echo` event back, as koloda's /ws/echo does with its messages.
server.app._io.of('/echo').on('connection', (socket) => {
  socket.on('echo', (payload) => socket.emit('echo', payload));
});
server.run(port, () => console.log(`boardgame.io on ${port}`));
