/* Palace's Expert search in C: single-observer information-set MCTS (SO-ISMCTS, after Cowling,
 * Powley and Whitehouse 2012) over the batch engine's Game, guided by the heuristic bot.
 *
 * Included by _fast.c after the rules and the heuristic: it plays by exactly their perform(),
 * legal(), select_seat() (the environments' offering order: a seat that may act out of turn is
 * asked before the player on turn, and may decline) and heuristic(), which tests/rl hold equal
 * to state.py and bots.py. koloda.games.palace.search.SearchBot is its Python side.
 *
 * What the search knows is an information set, not a Game: the searching seat's own hand (and,
 * when it may still add them, the cards it just drew), every public fact (the pile in its order,
 * the burned cards, every face-up card, how many cards each hand, each face-down row and the
 * stock hold, who is ready, on turn, may add and has left, the pick-ups so far and the limit)
 * and the cards everybody saw go into a hand (`known`: a picked-up pile, a card taken up in a
 * swap, the lowest card shown to start). The Python side packs exactly that from the seat's own
 * view (INFO_BYTES below); no other card is passed.
 *
 * Each iteration deals the cards no one has seen (all 52 less the own hand, the face-up cards,
 * the pile, the burned cards and the others' known cards) to the other hands (beside their
 * known cards), to every face-down row (the seat's own too: nobody has seen those) and to the
 * stock, a seat that may still add taking its drawn cards from what it was dealt; then it
 * searches as core/_ismcts.h says (the search itself, shared with Durak's). "Decline" is a
 * choice where a seat may act out of turn but is not obliged, and a playout cut off at `depth`
 * is scored by the game's estimate (state.py: estimate). */
/* the information set's bytes (search.py: pack_info builds them), little-endian */
#define I_PLAYERS 0
#define I_PHASE 1        /* 0: swapping, 1: play */
#define I_SEAT 2
#define I_OBLIGED 3
#define I_TURN 4
#define I_ADDER 5        /* int8, -1: nobody may add */
#define I_READY 6        /* a bit per seat */
#define I_OUT 7          /* seats out so far */
#define I_STOCK 8
#define I_NPILE 9
#define I_NDRAWN 10      /* how many cards the adder drew (public: the stock shrank) */
#define I_DECLINED 11    /* a bit per seat asked before the searching one in this position */
#define I_PICK_UPS 12    /* uint32 */
#define I_LIMIT 16       /* uint32, 0: no limit */
#define I_BURNED 20      /* uint64 card mask */
#define I_DRAWN 28       /* uint64: the own drawn cards when the seat is the adder, else 0 */
#define I_FINISHED 36    /* [MAXS] places, 0 while playing */
#define I_COUNTS 41      /* [MAXS] cards in each hand */
#define I_DOWN 46        /* [MAXS] face-down cards of each seat */
#define I_UP 51          /* [MAXS][HAND_SIZE] each seat's face-up cards in their order, 0: none */
#define I_HAND 66        /* uint64: the own hand */
#define I_HAND_ORDER 74  /* [HAND_SIZE] the own hand's order while swapping, 0: none */
#define I_KNOWN 77       /* [MAXS] uint64 card masks */
#define I_PILE 117       /* [CARDS] bottom first */
#define INFO_BYTES (I_PILE + CARDS)

/* The most actions a playout "to the end" takes before the estimate scores it: without a
 * pick-up limit a game can go round for ever; a heuristic game is 50 to 200 actions. */
#define PLAYOUT_LIMIT 1000
#define ALL_CARDS (~0ULL << 8 & ~(~0ULL << 60)) /* the 2 of clubs (8) to the ace of spades (59) */

/* A test's switch (search.py: planted_bug): the determinization then deals a card the seat saw
 * burned (the lowest burned card in place of an unseen one). Never set otherwise. */
static int planted_bug = 0;

/* The information set made ready for dealing: the Game with the own hand, the face-up rows,
 * the pile and the known cards in place, and the unseen cards to deal. */
typedef struct {
    Game g;
    int me, obliged, npool, ndrawn;
    uint8_t pool[CARDS];      /* the unseen cards, ascending */
    uint8_t need[MAXS];       /* cards each other hand gets from the pool */
} InfoSet;

static inline uint64_t read_u64(const uint8_t *p) {
    uint64_t x;
    memcpy(&x, p, 8);
    return x;
}

static inline uint32_t read_u32(const uint8_t *p) {
    uint32_t x;
    memcpy(&x, p, 4);
    return x;
}

static inline int is_card(int c) { return c >= 8 && c < 60; }

/* Reads `p` (INFO_BYTES) into `s`; returns NULL, or the reason it does not add up. */
static const char *load_info(const uint8_t *p, InfoSet *s) {
    Game *g = &s->g;
    memset(s, 0, sizeof(*s));
    int n = p[I_PLAYERS], me = p[I_SEAT];
    if (n < 2 || n > MAXS || me >= n) return "players or seat out of range";
    g->players = (uint8_t)n;
    g->phase = p[I_PHASE] ? PLAY : SWAP;
    g->turn = p[I_TURN];
    g->adder = (int8_t)p[I_ADDER];
    g->ready = p[I_READY];
    g->out = p[I_OUT];
    g->nstock = p[I_STOCK];
    g->npile = p[I_NPILE];
    g->pick_ups = read_u32(p + I_PICK_UPS);
    g->pickup_limit = read_u32(p + I_LIMIT);
    if (g->turn >= n || g->adder >= n || g->adder < -1) return "seats out of range";
    if (g->nstock > CARDS || g->npile > CARDS) return "stock or pile out of range";
    uint64_t seen = 0; /* every card whose place the seat knows */
    for (int i = 0; i < g->npile; i++) {
        int c = p[I_PILE + i];
        if (!is_card(c) || HAS(seen, c)) return "a pile card out of range or twice";
        g->pile[i] = (uint8_t)c;
        seen |= 1ULL << c;
    }
    g->burned = read_u64(p + I_BURNED);
    if ((g->burned & ~ALL_CARDS) || (g->burned & seen)) return "the burned cards";
    seen |= g->burned;
    uint64_t hand = read_u64(p + I_HAND);
    if ((hand & ~ALL_CARDS) || (hand & seen)) return "the own hand";
    if (popcount(hand) != p[I_COUNTS + me]) return "the own hand's count";
    g->hands[me] = hand;
    seen |= hand;
    for (int i = 0; i < HAND_SIZE; i++) g->hand_order[me][i] = p[I_HAND_ORDER + i];
    s->ndrawn = p[I_NDRAWN];
    if (g->adder < 0 && s->ndrawn) return "drawn cards without an adder";
    if (g->adder == me) {
        g->drawn = read_u64(p + I_DRAWN);
        if ((g->drawn & ~hand) || popcount(g->drawn) != s->ndrawn) return "the own drawn cards";
    }
    int pool_need = g->nstock;
    for (int t = 0; t < n; t++) {
        g->finished[t] = p[I_FINISHED + t];
        g->nface_down[t] = p[I_DOWN + t];
        if (g->nface_down[t] > HAND_SIZE) return "too many face-down cards";
        pool_need += g->nface_down[t];
        for (int i = 0; i < HAND_SIZE; i++) {
            int c = p[I_UP + HAND_SIZE * t + i];
            g->up_order[t][i] = (uint8_t)c;
            if (!c) continue;
            if (!is_card(c) || HAS(seen, c)) return "a face-up card out of range or twice";
            g->face_up[t] |= 1ULL << c;
            seen |= 1ULL << c;
        }
        uint64_t known = read_u64(p + I_KNOWN + 8 * t);
        if (t == me) {
            g->known[t] = known & hand;
            continue;
        }
        int count = p[I_COUNTS + t], k = popcount(known);
        if ((known & ~ALL_CARDS) || (known & seen) || k > count)
            return "the known cards of a hand";
        g->known[t] = known;
        g->hands[t] = known;
        seen |= known;
        s->need[t] = (uint8_t)(count - k);
        if (t == g->adder && s->need[t] < s->ndrawn) return "the adder's drawn cards are known";
        pool_need += count - k;
    }
    uint64_t unseen = ALL_CARDS & ~seen;
    if (planted_bug && g->burned && unseen) { /* the test's bug: a burned card is back */
        unseen &= unseen - 1;
        unseen |= 1ULL << lowest(g->burned);
    }
    for (uint64_t h = unseen; h; h &= h - 1) s->pool[s->npool++] = (uint8_t)lowest(h);
    if (s->npool != pool_need) return "the unseen cards do not fill the hidden places";
    s->me = me;
    s->obliged = p[I_OBLIGED] ? 1 : 0;
    g->declined = p[I_DECLINED] & (uint8_t)~(1u << me);
    g->seat = (int8_t)me;
    g->optional = (uint8_t)!s->obliged;
    return NULL;
}

/* One determinization of `s` into `g`: the unseen cards shuffled into the hidden places. */
static void redeal(Game *g, const InfoSet *s, uint64_t *rng) {
    *g = s->g;
    uint8_t pool[CARDS];
    int n = s->npool;
    memcpy(pool, s->pool, (size_t)n);
    for (int i = n - 1; i > 0; i--) {
        int j = below(rng, i + 1);
        uint8_t t = pool[i]; pool[i] = pool[j]; pool[j] = t;
    }
    int k = 0;
    for (int t = 0; t < g->players; t++) {
        if (t == s->me) continue;
        int at = 0; /* the swap phase's order of the hand: known cards, then the dealt ones */
        for (uint64_t h = g->known[t]; h && at < HAND_SIZE; h &= h - 1)
            g->hand_order[t][at++] = (uint8_t)lowest(h);
        for (int j = 0; j < s->need[t]; j++) {
            int c = pool[k++];
            g->hands[t] |= 1ULL << c;
            if (t == g->adder && j < s->ndrawn) g->drawn |= 1ULL << c;
            if (at < HAND_SIZE) g->hand_order[t][at++] = (uint8_t)c;
        }
    }
    for (int t = 0; t < g->players; t++)
        for (int j = 0; j < g->nface_down[t]; j++) g->face_down[t][j] = pool[k++];
    for (int j = 0; j < g->nstock; j++) g->stock[j] = pool[k++];
    g->key = next_random(rng); /* the heuristic's blind pick */
}

/* Reads `info` into `s` as load_info does, and checks that the seat has a choice there (the
 * hands decide who may act out of turn, so on a determinization). */
static const char *open_info(const Py_buffer *info, InfoSet *s) {
    if (info->len != INFO_BYTES) return "not INFO_BYTES long";
    const char *wrong = load_info(info->buf, s);
    if (wrong) return wrong;
    if (s->g.phase == SWAP && (s->g.ready >> s->me & 1)) return "the seat is ready";
    if (s->g.phase == PLAY && s->g.finished[s->me]) return "the seat has left";
    if (s->obliged && to_move(&s->g) != s->me) return "the seat is not the one on turn";
    Game g;
    uint64_t rng = 1;
    int16_t idx[MAX_LEGAL];
    redeal(&g, s, &rng);
    return legal(&g, s->me, idx) ? NULL : "the seat has no legal action";
}

/* -- the game's estimate of a cut-off position (state.py: PalaceState.estimate) ------------- */
/* _WEIGHT in fiftieths, so that equal burdens compare equal exactly: a 3 weighs most (1.0), an
 * ace least of the ordinary ranks, a 2 or a 10 little (0.2), a face-down card 0.6. */
static int weight50(int rank) {
    if (rank == RESET || rank == BURN) return 10;
    return rank < BURN ? 50 - 3 * (rank - 3) : 50 - 3 * (rank - 4);
}

static void rewards_of(const Game *g, double *r) {
    int n = g->players;
    if (g->phase == OVER) {
        int worst = 0, best = 99;
        for (int s = 0; s < n; s++) {
            if (g->finished[s] > worst) worst = g->finished[s];
            if (g->finished[s] < best) best = g->finished[s];
        }
        for (int s = 0; s < n; s++)
            r[s] = worst == best ? 0.5 : (double)(worst - g->finished[s]) / (worst - best);
        return;
    }
    int burden[MAXS];
    for (int s = 0; s < n; s++) {
        if (g->finished[s]) {
            r[s] = (double)(n - g->finished[s]) / (n - 1);
            continue;
        }
        int w = 30 * g->nface_down[s];
        for (uint64_t h = g->hands[s] | g->face_up[s]; h; h &= h - 1) w += weight50(lowest(h) >> 2);
        burden[s] = w;
    }
    /* the seats still playing share the places after those out, fewest burden first; equal
     * burdens share the mean reward of the places they span */
    for (int s = 0; s < n; s++) {
        if (g->finished[s]) continue;
        int lighter = 0, equal = 0;
        for (int o = 0; o < n; o++) {
            if (g->finished[o]) continue;
            lighter += burden[o] < burden[s];
            equal += burden[o] == burden[s];
        }
        double sum = 0;
        for (int p = g->out + 1 + lighter; p < g->out + 1 + lighter + equal; p++)
            sum += (double)(n - p) / (n - 1);
        r[s] = sum / equal;
    }
}

/* -- the guide (core/_ismcts.h asks for these) ------------------------------------------------ */
/* The heuristic's choice for the offered seat (it has no setting of its own). */
static int guide_move(const Game *g, double unused) {
    (void)unused;
    return heuristic(g);
}

/* A uniformly random legal index of the offered seat (never the decline), from `rng`. */
static int random_move(const Game *g, uint64_t *rng) {
    uint64_t src;
    if (g->phase == PLAY && g->seat == g->turn && (src = source(g, g->seat))) {
        uint64_t open; /* the player on turn: drawn from the plays' count, no list needed */
        int n = turn_plays(g, src, &open);
        return n ? nth_turn_play(open, below(rng, n)) : PICK_UP_I;
    }
    int16_t idx[MAX_LEGAL];
    int k = legal(g, g->seat, idx);
    return k ? idx[below(rng, k)] : -1;
}

#include "_ismcts.h"

static PyObject *card_list(const uint8_t *cards, int n) {
    return PyBytes_FromStringAndSize((const char *)cards, n);
}

/* determinized(info, seed) -> (hands, face_down, stock, drawn, legal): one determinization of
 * `info`, for the tests: each seat's hand as a card mask, each seat's face-down cards and the
 * stock as bytes (in their order: the stock's last is drawn next), the adder's drawn cards as a
 * mask, and each seat's legal indices there (the rules' own lists, to compare with state.py's
 * on the same cards). */
static PyObject *py_determinized(PyObject *self, PyObject *args) {
    Py_buffer info;
    long long seed;
    if (!PyArg_ParseTuple(args, "y*L", &info, &seed)) return NULL;
    InfoSet s;
    const char *wrong = open_info(&info, &s);
    PyBuffer_Release(&info);
    if (wrong) return PyErr_Format(PyExc_ValueError, "determinized: %s", wrong);
    uint64_t rng = (uint64_t)seed;
    Game g;
    redeal(&g, &s, &rng);
    int n = g.players;
    PyObject *hands = PyTuple_New(n), *down = PyTuple_New(n), *lists = PyTuple_New(n);
    if (!hands || !down || !lists) goto fail;
    for (int t = 0; t < n; t++) {
        PyTuple_SET_ITEM(hands, t, PyLong_FromUnsignedLongLong(g.hands[t]));
        PyTuple_SET_ITEM(down, t, card_list(g.face_down[t], g.nface_down[t]));
        int16_t idx[MAX_LEGAL];
        int k = legal(&g, t, idx);
        PyObject *row = PyTuple_New(k);
        if (!row) goto fail;
        for (int i = 0; i < k; i++) PyTuple_SET_ITEM(row, i, PyLong_FromLong(idx[i]));
        PyTuple_SET_ITEM(lists, t, row);
    }
    return Py_BuildValue("(NNNKN)", hands, down, card_list(g.stock, g.nstock),
                         (unsigned long long)g.drawn, lists);
fail:
    Py_XDECREF(hands);
    Py_XDECREF(down);
    Py_XDECREF(lists);
    return NULL;
}

#define SEARCH_METHODS \
    ISMCTS_METHODS("search(info, iterations, seconds, seed, exploration, bias, epsilon, depth, " \
                   "force=-1, force_visits=0)"), \
    {"determinized", py_determinized, METH_VARARGS, "determinized(info, seed)"}
