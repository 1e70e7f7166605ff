// The load client of issue 49: one Node process that plays tables on koloda's server (its
// REST lobby and table WebSocket, docs/protocol.md) or on boardgame.io's (its lobby API and
// Socket.IO, driven with socket.io-client as boardgame.io's own client drives it), in the same
// shape: two simulated people and a spectator a table, a move after a think time, plus echo
// clients as the baseline. It prints one JSON line: the moves a second achieved, a move's
// p50/p99, the echo's, the server's CPU (from /proc of its pid) and this client's own.
//
//   node benchmarks/load/client.js --server koloda --url http://127.0.0.1:8000 --tables 300
//   node benchmarks/load/client.js --server bgio --url http://127.0.0.1:8001 --tables 300 \
//        --server-pid 1234
//
// A move's round trip runs from sending it to the first message that carries a later state
// (koloda: a `state` with a higher `version`; boardgame.io: an `update` with a higher
// `_stateID`). A koloda game that ends is replaced by a new table (created, joined and started
// by the same client), so the load offered stays the same; boardgame.io's game never ends.
// benchmarks/load/sweep.py runs a whole sweep with it; benchmarks/load/README.md says how.
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const http = require('http');
const { monitorEventLoopDelay } = require('perf_hooks');
const WebSocket = require('ws');
const { io } = require('socket.io-client');

const args = parseArgs(process.argv.slice(2), {
  server: 'koloda', url: 'http://127.0.0.1:8000', tables: 100, echo: 50, think: 0.5,
  warmup: 5, duration: 20, 'server-pid': 0, addresses: 100, seed: 1, 'clk-tck': 100,
  setup: 16,
});
const KOLODA = args.server === 'koloda';
const THINK_MS = Number(args.think) * 1000;
const ECHO_PAYLOAD = JSON.stringify(
  { type: 'action', version: 12, action: { type: 'attack', cards: ['10H'] } });
const WS_BASE = args.url.replace(/^http/, 'ws');

function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in defaults)) throw new Error(`unknown option --${key}`);
    out[key] = typeof defaults[key] === 'number' ? Number(argv[i + 1]) : argv[i + 1];
  }
  return out;
}

// -- what is measured ----------------------------------------------------------------------
const stats = {
  measuring: false, moves: [], echoes: [], messages: 0, stale: 0, errors: [], games: 0,
  lost: 0,
};

function error(text) {
  if (stats.measuring) stats.errors.push(text);
}

function pct(values, p) {
  if (!values.length) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

let seed = args.seed >>> 0;
function random() { // mulberry32: a seeded generator, so two runs offer the same moves
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const thinkTime = () => THINK_MS * (0.5 + random());
const now = () => performance.now();

/** The i-th client address on loopback (Linux answers on all of 127.0.0.0/8): the server's
 * limits are per address, and people come from many machines. */
function address(i) {
  return `127.0.${Math.floor((i + 2) / 250)}.${((i + 2) % 250) + 1}`;
}

const agents = new Map();

/** A JSON request (REST) from `source`; resolves to the parsed answer. A request lost to the
 * network (a kept-alive connection the server closed meanwhile) or refused for the rate is
 * sent again, with the same Idempotency-Key, as the web client does: applied once. */
async function request(method, path, body, { source, token } = {}) {
  const key = `load-${crypto.randomUUID()}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await requestOnce(method, path, body, source, token, key);
    } catch (e) {
      const again = e.code === 'ECONNRESET' || e.code === 'EPIPE' || e.status === 429
        || e.status === 503;
      if (!again || attempt >= 5) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

function requestOnce(method, path, body, source, token, key) {
  if (!agents.has(source)) {
    agents.set(source, new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: source }));
  }
  const data = body === undefined ? '' : JSON.stringify(body);
  const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (KOLODA && method !== 'GET') headers['Idempotency-Key'] = key;
  return new Promise((resolve, reject) => {
    const req = http.request(`${args.url}${path}`, { method, headers, agent: agents.get(source) },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode >= 300) {
            const e = new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 200)}`);
            e.status = res.statusCode;
            reject(e);
          } else {
            resolve(text ? JSON.parse(text) : null);
          }
        });
      });
    req.on('error', reject);
    req.end(data);
  });
}

// -- koloda ---------------------------------------------------------------------------------
/** A koloda table: made through the lobby, then two people and a spectator on its socket. When
 * its game ends, another takes its place. */
class KolodaTable {
  constructor(source) {
    this.source = source;
    this.sockets = [];
  }

  async open() {
    const made = await request('POST', '/api/tables', {
      game: 'durak', players: 2, name: 'p0', options: { bot_delay: 0 },
    }, { source: this.source });
    const id = made.table.id;
    const joined = await request('POST', `/api/tables/${id}/join`, { name: 'p1' },
      { source: this.source });
    await request('POST', `/api/tables/${id}/start`, undefined,
      { source: this.source, token: made.token });
    this.generation = { over: false };
    this.sockets = [
      this.person(`${WS_BASE}/ws/tables/${id}?token=${made.token}`, 0),
      this.person(`${WS_BASE}/ws/tables/${id}?token=${joined.token}`, 1),
      this.spectator(`${WS_BASE}/ws/tables/${id}`),
    ];
  }

  socket(url) {
    const ws = new WebSocket(url, { localAddress: this.source, maxPayload: 0 });
    const generation = this.generation;
    ws.on('error', (e) => { if (!stopping) error(`socket: ${e.message}`); });
    ws.on('close', (code) => {
      if (!stopping && !generation.over) error(`closed: ${code}`);
    });
    return ws;
  }

  person(url, seat) {
    const ws = this.socket(url);
    let pending = null; // [version, sent at]
    let planned = null;
    ws.on('message', (raw) => {
      const t = now();
      if (stats.measuring) stats.messages += 1;
      const msg = JSON.parse(raw);
      if (msg.type === 'error') {
        if (pending !== null) {
          if (msg.reason.en.includes('moved on')) stats.stale += stats.measuring;
          else error(msg.reason.en);
          pending = null;
        }
        return;
      }
      if (msg.type !== 'state') return;
      if (pending !== null && msg.version > pending[0]) {
        if (stats.measuring) stats.moves.push(t - pending[1]);
        pending = null;
      }
      if (msg.outcome !== null) {
        if (seat === 0) this.renew();
        return;
      }
      // obliged, or a phase where nobody is (everyone chooses at once)
      const obliged = msg.to_move === seat
        || (msg.to_move === null && msg.actors.includes(seat));
      if (msg.legal.length && obliged && pending === null) {
        clearTimeout(planned);
        const action = msg.legal[Math.floor(random() * msg.legal.length)].action;
        const version = msg.version;
        planned = setTimeout(() => {
          if (stopping || ws.readyState !== WebSocket.OPEN) return;
          pending = [version, now()];
          ws.send(JSON.stringify({ type: 'action', version, action }));
        }, thinkTime());
      }
    });
    return ws;
  }

  spectator(url) {
    const ws = this.socket(url);
    ws.on('message', () => { if (stats.measuring) stats.messages += 1; });
    return ws;
  }

  renew() {
    if (this.generation.over || stopping) return;
    this.generation.over = true;
    if (stats.measuring) stats.games += 1;
    for (const ws of this.sockets) ws.close();
    this.open().catch((e) => { if (!stopping) error(`renew: ${e.message}`); });
  }
}

function kolodaEcho(i) {
  const ws = new WebSocket(`${WS_BASE}/ws/echo`, { localAddress: address(i % args.addresses) });
  let sent = 0;
  const next = () => setTimeout(() => {
    if (stopping) return;
    sent = now();
    ws.send(ECHO_PAYLOAD);
  }, thinkTime());
  ws.on('open', next);
  ws.on('message', () => {
    if (stats.measuring) { stats.echoes.push(now() - sent); stats.messages += 1; }
    next();
  });
  ws.on('error', (e) => { if (!stopping) error(`echo: ${e.message}`); });
  return ws;
}

// -- boardgame.io ---------------------------------------------------------------------------
const GAME = 'cards';

/** A socket.io connection of its own (as a person's device has: no multiplexing). */
function ioSocket(namespace, source) {
  return io(`${args.url}/${namespace}`, {
    transports: ['websocket'], forceNew: true, reconnection: false, localAddress: source,
  });
}

class BgioTable {
  constructor(source) {
    this.source = source;
  }

  async open() {
    const made = await request('POST', `/games/${GAME}/create`, { numPlayers: 2 },
      { source: this.source });
    const match = made.matchID;
    const creds = [];
    for (const seat of ['0', '1']) {
      const joined = await request('POST', `/games/${GAME}/${match}/join`,
        { playerID: seat, playerName: `p${seat}` }, { source: this.source });
      creds.push(joined.playerCredentials);
    }
    this.sockets = [this.person(match, '0', creds[0]), this.person(match, '1', creds[1]),
      this.spectator(match)];
  }

  watch(socket) {
    socket.on('connect_error', (e) => { if (!stopping) error(`socket: ${e.message}`); });
    socket.on('disconnect', (why) => { if (!stopping) error(`closed: ${why}`); });
  }

  person(match, seat, credentials) {
    const socket = ioSocket(GAME, this.source);
    this.watch(socket);
    let pending = null; // [stateID, sent at]
    let planned = null;
    const seen = (state) => {
      const t = now();
      if (stats.measuring) stats.messages += 1;
      if (pending !== null && state._stateID > pending[0]) {
        if (stats.measuring) stats.moves.push(t - pending[1]);
        pending = null;
      }
      const hand = state.G.hands[seat];
      if (state.ctx.currentPlayer === seat && pending === null && hand.length) {
        clearTimeout(planned);
        const card = hand[Math.floor(random() * hand.length)];
        const stateID = state._stateID;
        planned = setTimeout(() => {
          if (stopping) return;
          pending = [stateID, now()];
          socket.emit('update', {
            type: 'MAKE_MOVE',
            payload: { type: 'play', args: [card], playerID: seat, credentials },
          }, stateID, match, seat);
        }, thinkTime());
      }
    };
    socket.on('connect', () => socket.emit('sync', match, seat, credentials, 2));
    socket.on('sync', (_match, info) => seen(info.state));
    socket.on('update', (_match, state) => seen(state));
    return socket;
  }

  spectator(match) {
    const socket = ioSocket(GAME, this.source);
    this.watch(socket);
    socket.on('connect', () => socket.emit('sync', match, null, null, 2));
    socket.on('sync', () => { if (stats.measuring) stats.messages += 1; });
    socket.on('update', () => { if (stats.measuring) stats.messages += 1; });
    return socket;
  }
}

function bgioEcho(i) {
  const socket = ioSocket('echo', address(i % args.addresses));
  let sent = 0;
  const next = () => setTimeout(() => {
    if (stopping) return;
    sent = now();
    socket.emit('echo', ECHO_PAYLOAD);
  }, thinkTime());
  socket.on('connect', next);
  socket.on('echo', () => {
    if (stats.measuring) { stats.echoes.push(now() - sent); stats.messages += 1; }
    next();
  });
  socket.on('connect_error', (e) => { if (!stopping) error(`echo: ${e.message}`); });
  return socket;
}

// -- CPU, from /proc ------------------------------------------------------------------------
/** A process's CPU seconds (user + system), all its threads. */
function cpuOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop().trim().split(' ');
    return (Number(fields[11]) + Number(fields[12])) / args['clk-tck'];
  } catch {
    return null;
  }
}

// -- the run --------------------------------------------------------------------------------
let stopping = false;

async function main() {
  const began = now();
  const tables = [];
  const Table = KOLODA ? KolodaTable : BgioTable;
  let next = 0;
  // tables are made `setup` at a time; each starts playing as soon as it is made
  const worker = async () => {
    while (next < args.tables) {
      const i = next++;
      const table = new Table(address(i % args.addresses));
      tables.push(table);
      await table.open();
    }
  };
  await Promise.all(Array.from({ length: args.setup }, worker));
  const echoes = Array.from({ length: args.echo }, (_, i) => (KOLODA ? kolodaEcho : bgioEcho)(i));
  const setupS = (now() - began) / 1000;

  await new Promise((r) => setTimeout(r, args.warmup * 1000));
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const server0 = args['server-pid'] ? cpuOf(args['server-pid']) : null;
  const client0 = process.cpuUsage();
  const t0 = now();
  stats.measuring = true;
  await new Promise((r) => setTimeout(r, args.duration * 1000));
  stats.measuring = false;
  const elapsed = (now() - t0) / 1000;
  const client = process.cpuUsage(client0);
  const server1 = args['server-pid'] ? cpuOf(args['server-pid']) : null;
  lag.disable();
  stopping = true;

  const moves = stats.moves.length;
  const clientCpu = (client.user + client.system) / 1e6;
  const serverCpu = server0 !== null && server1 !== null ? server1 - server0 : null;
  const round = (x, d = 2) => (x === null ? null : Number(x.toFixed(d)));
  const result = {
    server: KOLODA ? 'koloda' : 'boardgame.io',
    tables: args.tables,
    clients: args.tables * 3 + args.echo,
    echo_clients: args.echo,
    think_s: args.think,
    offered_moves_per_s: round(args.tables / args.think, 1),
    setup_s: round(setupS, 1),
    seconds: round(elapsed, 1),
    moves,
    moves_per_s: round(moves / elapsed, 1),
    move_p50_ms: round(pct(stats.moves, 50)),
    move_p99_ms: round(pct(stats.moves, 99)),
    move_max_ms: round(moves ? Math.max(...stats.moves) : null),
    echo_p50_ms: round(pct(stats.echoes, 50)),
    echo_p99_ms: round(pct(stats.echoes, 99)),
    messages_per_s: round(stats.messages / elapsed, 1),
    stale: stats.stale,
    games_renewed: stats.games,
    errors: stats.errors.length,
    error_samples: [...new Set(stats.errors)].slice(0, 5),
    server_cpu_pct: serverCpu === null ? null : round((100 * serverCpu) / elapsed, 1),
    server_cpu_ms_per_move: serverCpu === null || !moves ? null : round((1000 * serverCpu) / moves, 3),
    client_cpu_pct: round((100 * clientCpu) / elapsed, 1),
    client_cpu_ms_per_move: moves ? round((1000 * clientCpu) / moves, 3) : null,
    client_loop_delay_p99_ms: round(lag.percentile(99) / 1e6),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  for (const t of tables) for (const s of t.sockets || []) (s.terminate ? s.terminate() : s.close());
  for (const s of echoes) (s.terminate ? s.terminate() : s.close());
  setTimeout(() => process.exit(0), 200);
}

main().catch((e) => {
  process.stderr.write(`${e.stack}\n`);
  process.exit(1);
});
