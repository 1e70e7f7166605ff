/* What the C batch modules of the games share (games/durak/_fast.c, games/palace/_fast.c): the
 * splitmix64 generator (core/_random.h) and the deck's shuffle, the bit helpers, the environments' offering order
 * (rl/turns.py: TurnOrder.next), the rewards, and the Python bindings that read and write the
 * caller's NumPy arrays (deal's slot and deck, observe, step, a choice a slot).
 *
 * It lives in core, below the games, because it belongs to none of them. It is a template over
 * one game: a module includes it once its Game type and sizes are defined, and then defines the
 * functions declared under "the game's part" below. Everything here is static in that module,
 * so the compiler inlines it as if it were written there (no calls through pointers per game).
 *
 * The including module defines, before the #include:
 *   CARDS       the cards of its deck, ranks FIRST_RANK..14 of four suits (card int: rank * 4 +
 *               suit), and DECK_WORDS, how deal's error names that deck ("the 52 cards")
 *   MAXS        the most seats; OBS_SIZE and N_ACTIONS, the encoding's sizes; DECLINE_I, the
 *               decline's index; MAX_LEGAL, the most legal indices a seat can have
 *   Game        a game's memory, with the fields rng (its deals' splitmix64 state), pick_rng
 *               (random_actions' splitmix64 state, apart from the deals), players, seat
 *               (offered the decision; -1 once over), optional (whether that seat may decline)
 *               and declined (a bit per seat that declined in this position)
 */
#ifndef KOLODA_BATCH_H
#define KOLODA_BATCH_H

/* -- the game's part: each module defines these ------------------------------------------ */
/* Who acts now, in the offering order, into `out`; how many (0 once the game is over). */
static int actors(const Game *g, int *out);
/* The seat obliged to act (the one the rules wait for); -1 once the game is over. */
static int to_move(const Game *g);
/* Whether `seat`, an actor that is not obliged, has a legal action now. */
static int actor_may_act(const Game *g, int seat);
/* `seat`'s legal indices into `idx` (the decline apart); how many. */
static int legal(const Game *g, int seat, int16_t *idx);
/* Whether `action` (not the decline) is legal for `seat` now. */
static int is_legal(const Game *g, int seat, int action);
/* Applies a legal index of `seat`. */
static void perform(Game *g, int seat, int action);
/* `seat`'s observation, OBS_SIZE floats. */
static void encode(const Game *g, int seat, float *obs);
/* The place (1 = first) of `seat` in a finished game. */
static int place_of(const Game *g, int seat);
/* A new game in g's slot, with the same players and options, from its own generator. */
static void deal_again(Game *g);
/* A uniformly random legal index of the offered seat, from g->pick_rng (uniform_legal_index
 * does it from the legal list; a module may draw the same choice faster); -1 once over. */
static int random_action(Game *g);

/* -- bits and random numbers ------------------------------------------------------------- */
/* Bits set, without the popcnt instruction (the modules are built for any x86-64): SWAR. */
static inline int popcount(uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
static inline int lowest(uint64_t x) { return __builtin_ctzll(x); }
#define HAS(mask, c) (((mask) >> (c)) & 1u)

#include "_random.h"  /* next_random (splitmix64) and below */

/* The deck to deal: `given` when not NULL, else a fresh one (suit by suit, ranks ascending, as
 * the Python decks are built) shuffled by Fisher-Yates from `rng`. */
static inline void new_deck(uint8_t deck[CARDS], const uint8_t *given, uint64_t *rng) {
    if (given) {
        memcpy(deck, given, CARDS);
        return;
    }
    int k = 0;
    for (int s = 0; s < 4; s++)
        for (int r = FIRST_RANK; r < 15; r++) deck[k++] = (uint8_t)(r * 4 + s);
    for (int i = CARDS - 1; i > 0; i--) {
        int j = below(rng, i + 1);
        uint8_t t = deck[i]; deck[i] = deck[j]; deck[j] = t;
    }
}

/* -- the offering order (TurnOrder.next) ------------------------------------------------- */
/* The first actor that may act, has not declined in this position and is not the one obliged
 * is offered the decision, optionally; else the obliged seat (-1 once the game is over). */
static void select_seat(Game *g) {
    int obliged = to_move(g), acts[MAXS + 1];
    int k = actors(g, acts);
    g->seat = (int8_t)obliged;
    g->optional = 0;
    for (int i = 0; i < k; i++) {
        int s = acts[i];
        if (s != obliged && !(g->declined >> s & 1) && actor_may_act(g, s)) {
            g->seat = (int8_t)s;
            g->optional = 1;
            return;
        }
    }
}

/* Whether `action` is among legal(g, seat): a check by the list, for a game without a quicker
 * one. */
static inline int listed(const Game *g, int seat, int action) {
    int16_t idx[MAX_LEGAL];
    int k = legal(g, seat, idx);
    for (int j = 0; j < k; j++)
        if (idx[j] == action) return 1;
    return 0;
}

static void write_mask(const Game *g, int8_t *mask) {
    memset(mask, 0, N_ACTIONS);
    if (g->seat < 0) return;
    int16_t idx[MAX_LEGAL];
    int k = legal(g, g->seat, idx);
    for (int i = 0; i < k; i++) mask[idx[i]] = 1;
    if (g->optional) mask[DECLINE_I] = 1;
}

/* The rewards of a finished game, as KolodaAEC gives them: 2 * Outcome.rewards() - 1. */
static void write_rewards(const Game *g, float *rewards) {
    int n = g->players, places[MAXS], worst = 0, best = 99;
    for (int s = 0; s < n; s++) {
        places[s] = place_of(g, s);
        if (places[s] > worst) worst = places[s];
        if (places[s] < best) best = places[s];
    }
    for (int s = 0; s < n; s++) {
        double r = worst == best ? 0.5 : (double)(worst - places[s]) / (worst - best);
        rewards[s] = (float)(2.0 * r - 1.0);
    }
}

/* -- Python bindings: the caller's arrays -------------------------------------------------- */
typedef struct {
    Py_buffer view;
    int held;
} Buf;

static int get_buffer(PyObject *obj, Buf *b, Py_ssize_t need, int writable, const char *what) {
    b->held = 0;
    if (PyObject_GetBuffer(obj, &b->view, PyBUF_C_CONTIGUOUS | (writable ? PyBUF_WRITABLE : 0)) < 0)
        return -1;
    b->held = 1;
    if (b->view.len < need) {
        PyErr_Format(PyExc_ValueError, "%s: %zd bytes given, %zd needed", what, b->view.len, need);
        return -1;
    }
    return 0;
}

static void release(Buf *b, int count) {
    for (int i = 0; i < count; i++)
        if (b[i].held) PyBuffer_Release(&b[i].view);
}

/* deal's memory: slot `i` of `games_obj` and, unless `deck_obj` is None, the deck to deal
 * (CARDS card ints, each once) into `deck` (else NULL). Returns the slot with both buffers held
 * in `b` (the caller releases them), or NULL with the error set and nothing held. */
static Game *open_slot(Buf b[2], PyObject *games_obj, Py_ssize_t i, PyObject *deck_obj,
                       const uint8_t **deck) {
    b[1].held = 0;
    *deck = NULL;
    if (get_buffer(games_obj, &b[0], (i + 1) * (Py_ssize_t)sizeof(Game), 1, "games") < 0 || i < 0) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_IndexError, "negative game slot");
        release(b, 1);
        return NULL;
    }
    if (deck_obj != Py_None) {
        if (get_buffer(deck_obj, &b[1], CARDS, 0, "deck") < 0) { release(b, 2); return NULL; }
        const uint8_t *cards = (const uint8_t *)b[1].view.buf;
        uint64_t seen = 0;
        for (int k = 0; k < CARDS; k++) {
            int c = cards[k];
            if (c < FIRST_RANK * 4 || c >= 15 * 4 || HAS(seen, c)) {
                release(b, 2);
                PyErr_SetString(PyExc_ValueError, "the deck is not " DECK_WORDS);
                return NULL;
            }
            seen |= 1ULL << c;
        }
        *deck = cards;
    }
    return (Game *)b[0].view.buf + i;
}

/* Seeds a slot's generators from `seed`: its deals', and apart from them its random picks'
 * (random_actions); a negative seed leaves both going on. */
static inline void seed_slot(Game *g, long long seed) {
    if (seed < 0) return;
    g->rng = (uint64_t)seed;
    g->pick_rng = (uint64_t)seed ^ 0x5DEECE66DULL;
}

/* observe(games, obs, mask, seats): each slot's offered seat, its observation and mask. */
static PyObject *py_observe(PyObject *self, PyObject *args) {
    PyObject *o[4];
    if (!PyArg_ParseTuple(args, "OOOO", &o[0], &o[1], &o[2], &o[3])) return NULL;
    Buf b[4] = {{.held = 0}};
    if (get_buffer(o[0], &b[0], 0, 0, "games") < 0) { release(b, 4); return NULL; }
    Py_ssize_t n = b[0].view.len / (Py_ssize_t)sizeof(Game);
    if (get_buffer(o[1], &b[1], n * OBS_SIZE * 4, 1, "obs") < 0
        || get_buffer(o[2], &b[2], n * N_ACTIONS, 1, "mask") < 0
        || get_buffer(o[3], &b[3], n, 1, "seats") < 0) { release(b, 4); return NULL; }
    const Game *games = (const Game *)b[0].view.buf;
    float *obs = (float *)b[1].view.buf;
    int8_t *mask = (int8_t *)b[2].view.buf, *seats = (int8_t *)b[3].view.buf;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < n; i++) {
        const Game *g = games + i;
        seats[i] = g->seat;
        encode(g, g->seat >= 0 ? g->seat : 0, obs + i * OBS_SIZE);
        write_mask(g, mask + i * N_ACTIONS);
    }
    Py_END_ALLOW_THREADS
    release(b, 4);
    Py_RETURN_NONE;
}

/* step(games, actions, rewards, done, auto_reset) -> None: every slot's offered seat takes its
 * action index; a finished game writes its rewards (players values) and done=1, and with
 * auto_reset a new game is dealt in its slot. Every action is checked before any is applied:
 * ValueError names the first slot whose index its mask does not allow. */
static PyObject *py_step(PyObject *self, PyObject *args) {
    PyObject *o[4];
    int auto_reset;
    if (!PyArg_ParseTuple(args, "OOOOp", &o[0], &o[1], &o[2], &o[3], &auto_reset)) return NULL;
    Buf b[4] = {{.held = 0}};
    if (get_buffer(o[0], &b[0], 0, 1, "games") < 0) { release(b, 4); return NULL; }
    Py_ssize_t n = b[0].view.len / (Py_ssize_t)sizeof(Game);
    Game *games = (Game *)b[0].view.buf;
    int players = n ? games[0].players : 2;
    if (get_buffer(o[1], &b[1], n * 4, 0, "actions") < 0
        || get_buffer(o[2], &b[2], n * players * 4, 1, "rewards") < 0
        || get_buffer(o[3], &b[3], n, 1, "done") < 0) { release(b, 4); return NULL; }
    const int32_t *actions = (const int32_t *)b[1].view.buf;
    float *rewards = (float *)b[2].view.buf;
    uint8_t *done = (uint8_t *)b[3].view.buf;
    Py_ssize_t bad = -1;
    for (Py_ssize_t i = 0; i < n && bad < 0; i++) {
        const Game *g = games + i;
        int a = actions[i];
        if (g->seat < 0 || !(a == DECLINE_I ? g->optional : is_legal(g, g->seat, a))) bad = i;
    }
    if (bad >= 0) {
        int seat = games[bad].seat, a = actions[bad];
        release(b, 4);
        if (seat < 0)
            return PyErr_Format(PyExc_ValueError, "game %zd is over (deal it again)", bad);
        return PyErr_Format(PyExc_ValueError,
                            "game %zd: action index %d is not legal for player_%d now "
                            "(see the action mask)", bad, a, seat);
    }
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < n; i++) {
        Game *g = games + i;
        done[i] = 0;
        if (actions[i] == DECLINE_I) {
            g->declined |= (uint8_t)(1u << g->seat);
        } else {
            perform(g, g->seat, actions[i]);
            g->declined = 0;
        }
        select_seat(g);
        if (g->seat < 0) {
            write_rewards(g, rewards + i * players);
            done[i] = 1;
            if (auto_reset) deal_again(g);
        }
    }
    Py_END_ALLOW_THREADS
    release(b, 4);
    Py_RETURN_NONE;
}

/* A bot's choice for a slot's offered seat, as an action index (see choose_each); `param` is
 * the bot's parameter where it has one. */
typedef int (*Choice)(Game *g, double param);

/* The body of a binding `name(games, actions[, param])` that writes each slot's `choose` into
 * the int32 `actions`; `format` is "OO" or "OOd" (with the param). `writes` where a choice
 * moves the slot's own generator. Always inlined: `choose` is then a direct call, inlined too,
 * as in a loop written out in each binding. */
static inline __attribute__((always_inline)) PyObject *choose_each(PyObject *args, const char *format, int writes, Choice choose) {
    PyObject *o[2];
    double param = 0;
    if (!PyArg_ParseTuple(args, format, &o[0], &o[1], &param)) return NULL;
    Buf b[2] = {{.held = 0}};
    if (get_buffer(o[0], &b[0], 0, writes, "games") < 0) { release(b, 2); return NULL; }
    Py_ssize_t n = b[0].view.len / (Py_ssize_t)sizeof(Game);
    if (get_buffer(o[1], &b[1], n * 4, 1, "actions") < 0) { release(b, 2); return NULL; }
    Game *games = (Game *)b[0].view.buf;
    int32_t *actions = (int32_t *)b[1].view.buf;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < n; i++) actions[i] = choose(games + i, param);
    Py_END_ALLOW_THREADS
    release(b, 2);
    Py_RETURN_NONE;
}

/* A uniformly random legal index of the offered seat (the decline among them when it is
 * optional), from the slot's pick generator; -1 once the game is over. */
static inline int uniform_legal_index(Game *g) {
    if (g->seat < 0) return -1;
    int16_t idx[MAX_LEGAL + 1];
    int k = legal(g, g->seat, idx);
    if (g->optional) idx[k++] = DECLINE_I;
    return k ? idx[below(&g->pick_rng, k)] : -1;
}

static int random_choice(Game *g, double unused) { return random_action(g); }

/* random_actions(games, actions): each slot's uniformly random legal index (its own pick
 * generator, seeded with its deals), -1 where the game is over. */
static PyObject *py_random_actions(PyObject *self, PyObject *args) {
    return choose_each(args, "OO", 1, random_choice);
}

/* The methods table's entries every module has beside its own deal and bots. */
#define BATCH_METHODS \
    {"observe", py_observe, METH_VARARGS, "observe(games, obs, mask, seats)"}, \
    {"step", py_step, METH_VARARGS, "step(games, actions, rewards, done, auto_reset)"}, \
    {"random_actions", py_random_actions, METH_VARARGS, "random_actions(games, actions)"}

/* The module, with the sizes the Python side reads: GAME_BYTES, OBS_SIZE, N_ACTIONS. */
static PyObject *new_module(struct PyModuleDef *def) {
    PyObject *m = PyModule_Create(def);
    if (!m) return NULL;
    PyModule_AddIntConstant(m, "GAME_BYTES", (long)sizeof(Game));
    PyModule_AddIntConstant(m, "OBS_SIZE", OBS_SIZE);
    PyModule_AddIntConstant(m, "N_ACTIONS", N_ACTIONS);
    return m;
}

#endif
