/* Durak's Expert search in C: single-observer information-set MCTS (SO-ISMCTS, after Cowling,
 * Powley and Whitehouse 2012) over the batch engine's Game, guided by the heuristic bot.
 *
 * Included by _fast.c after the rules and the heuristic: it plays by exactly their perform(),
 * legal(), select_seat() (the environments' offering order: an optional thrower is asked before
 * the obliged seat, and may decline) and heuristic(), which tests/rl hold equal to state.py and
 * bots.py. koloda.games.durak.search.SearchBot is its Python side.
 *
 * What the search knows is an information set, not a Game: the searching seat's own hand (in its
 * order), every public fact (the table, the discard, the counts of each hand and of the stock,
 * the turned-up trump, who attacks, defends, throws in, passed, left) and the cards everybody saw
 * go into a hand (`known`: a pick-up, the trump drawn last, a trump shown to lead). The Python
 * side packs exactly that from the seat's own view (INFO_BYTES below); no other card is passed.
 *
 * Each iteration deals the cards no one has seen (all 36 less the own hand, the discard, the
 * table, the known cards and the trump under the stock) to the other hands (beside their known
 * cards) and to the stock above the trump, then searches as core/_ismcts.h says (the search
 * itself, shared with Palace's); "decline" is a choice where a seat may act but is not obliged,
 * and a playout cut off at `depth` is scored by the game's estimate (state.py: estimate). */
/* the information set's bytes (search.py: pack_info builds them), little-endian */
#define I_PLAYERS 0
#define I_FLAGS 1
#define I_SEAT 2
#define I_TRUMP_CARD 3
#define I_STOCK 4
#define I_ATTACKER 5
#define I_DEFENDER 6
#define I_TAKING 7
#define I_PASSED 8
#define I_PLACE 9
#define I_FIRST_BOUT 10
#define I_OBLIGED 11
#define I_BOUT 12        /* uint16 */
#define I_COUNTS 14      /* [MAXS] cards in each hand */
#define I_OUT 20         /* [MAXS] the place a seat took on leaving, 0 while it plays */
#define I_NATT 26
#define I_ATTACKS 27     /* [MAX_TABLE] */
#define I_DEFENSES 35    /* [MAX_TABLE], 0: unbeaten */
#define I_DISCARD 43     /* uint64 card mask */
#define I_KNOWN 51       /* [MAXS] uint64 card masks */
#define I_NHAND 99
#define I_HAND 100       /* [CARDS] the own hand, in its order */
#define I_NTHROWERS 136
#define I_THROWERS 137   /* [MAXS] */
#define INFO_BYTES 143

/* The most actions a playout "to the end" takes before the estimate scores it: a game of three
 * or more can go round for ever (each defender taking what the others shed), and a seldom one
 * did in a 4-player playout; a whole game is 60 to 250 actions. */
#define PLAYOUT_LIMIT 600

/* A test's switch (search.py: planted_bug): the determinization then deals a card the seat saw
 * leave the game (the lowest discarded card in place of an unseen one). Never set otherwise. */
static int planted_bug = 0;

/* The information set made ready for dealing: the Game with the own hand and the known cards
 * in place, the stock's trump at its bottom, and the unseen cards to deal. */
typedef struct {
    Game g;
    int me, obliged, npool;
    uint8_t pool[CARDS];      /* the unseen cards, ascending */
    uint8_t need[MAXS];       /* cards each other hand gets from the pool */
} InfoSet;

static inline uint64_t read_u64(const uint8_t *p) {
    uint64_t x;
    memcpy(&x, p, 8);
    return x;
}

static inline int is_card(int c) { return c >= 24 && c < 60; }

/* Reads `p` (INFO_BYTES) into `s`; returns NULL, or the reason it does not add up. */
static const char *load_info(const uint8_t *p, InfoSet *s) {
    Game *g = &s->g;
    memset(s, 0, sizeof(*s));
    int n = p[I_PLAYERS], me = p[I_SEAT];
    if (n < 2 || n > MAXS || me >= n) return "players or seat out of range";
    g->players = (uint8_t)n;
    g->flags = p[I_FLAGS];
    g->trump_card = p[I_TRUMP_CARD];
    if (!is_card(g->trump_card)) return "no trump card";
    g->trump = g->trump_card & 3;
    g->nstock = p[I_STOCK];
    g->attacker = p[I_ATTACKER];
    g->defender = p[I_DEFENDER];
    g->taking = p[I_TAKING] ? 1 : 0;
    g->passed = p[I_PASSED];
    g->place = p[I_PLACE];
    g->first_bout = p[I_FIRST_BOUT] ? 1 : 0;
    uint16_t bout;
    memcpy(&bout, p + I_BOUT, 2);
    g->bout = bout;
    g->durak = -1;
    if (g->attacker >= n || g->defender >= n || g->nstock > CARDS - 1) return "seats out of range";
    uint64_t seen = 0; /* every card whose place the seat knows */
    g->natt = p[I_NATT];
    if (g->natt > MAX_TABLE) return "too many attack cards";
    for (int i = 0; i < g->natt; i++) {
        int a = p[I_ATTACKS + i], d = p[I_DEFENSES + i];
        if (!is_card(a) || (d && !is_card(d))) return "a table card out of range";
        g->attacks[i] = (uint8_t)a;
        g->defenses[i] = (uint8_t)d;
        seen |= 1ULL << a;
        g->ranks |= (uint16_t)(1u << (a >> 2));
        if (d) {
            seen |= 1ULL << d;
            g->ranks |= (uint16_t)(1u << (d >> 2));
        } else {
            g->unbeaten++;
        }
    }
    g->discard = read_u64(p + I_DISCARD);
    seen |= g->discard;
    int nhand = p[I_NHAND];
    if (nhand > CARDS || nhand != p[I_COUNTS + me]) return "the own hand's count";
    for (int i = 0; i < nhand; i++) {
        int c = p[I_HAND + i];
        if (!is_card(c)) return "an own card out of range";
        receive(g, me, c);
    }
    seen |= g->hands[me];
    int pool_need = g->nstock ? g->nstock - 1 : 0;
    for (int t = 0; t < n; t++) {
        g->out[t] = p[I_OUT + t];
        uint64_t known = read_u64(p + I_KNOWN + 8 * t);
        if (t == me) {
            g->known[t] = known & g->hands[t];
            continue;
        }
        int count = p[I_COUNTS + t], k = popcount(known);
        if (k > count) return "more known cards than a hand holds";
        g->known[t] = known;
        for (uint64_t h = known; h; h &= h - 1) receive(g, t, lowest(h));
        seen |= known;
        s->need[t] = (uint8_t)(count - k);
        pool_need += count - k;
    }
    if (g->nstock) {
        g->stock[0] = g->trump_card;
        seen |= 1ULL << g->trump_card;
    }
    uint64_t unseen = 0;
    for (int c = 24; c < 60; c++)
        if (!HAS(seen, c)) unseen |= 1ULL << c;
    if (planted_bug && g->discard && unseen) { /* the test's bug: a discarded card is back */
        unseen &= unseen - 1;
        unseen |= 1ULL << lowest(g->discard);
    }
    for (uint64_t h = unseen; h; h &= h - 1) s->pool[s->npool++] = (uint8_t)lowest(h);
    if (s->npool != pool_need) return "the unseen cards do not fill the hidden places";
    int nthrowers = p[I_NTHROWERS];
    if (nthrowers < 1 || nthrowers > n) return "throwers";
    g->nthrowers = (uint8_t)nthrowers;
    for (int i = 0; i < nthrowers; i++) g->throwers[i] = p[I_THROWERS + i];
    s->me = me;
    s->obliged = p[I_OBLIGED] ? 1 : 0;
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
    for (int t = 0; t < g->players; t++)
        for (int j = 0; t != s->me && j < s->need[t]; j++) receive(g, t, pool[k++]);
    for (int j = 1; j < g->nstock; j++) g->stock[j] = pool[k++];
}

/* Reads `info` into `s` as load_info does, and checks that the seat has a choice there (the
 * hands' counts decide the room on the table, so on a determinization). */
static const char *open_info(const Py_buffer *info, InfoSet *s) {
    if (info->len != INFO_BYTES) return "not INFO_BYTES long";
    const char *wrong = load_info(info->buf, s);
    if (wrong) return wrong;
    Game g;
    uint64_t rng = 1;
    redeal(&g, s, &rng);
    return legal(&g, s->me, NULL) ? NULL : "the seat has no legal action";
}

/* -- the game's estimate of a cut-off position (state.py: DurakState.estimate) ------------- */
static void rewards_of(const Game *g, double *r) {
    int n = g->players;
    if (g->over) {
        int worst = 0, best = 99, places[MAXS];
        for (int s = 0; s < n; s++) {
            places[s] = place_of(g, s);
            if (places[s] > worst) worst = places[s];
            if (places[s] < best) best = places[s];
        }
        for (int s = 0; s < n; s++)
            r[s] = worst == best ? 0.5 : (double)(worst - places[s]) / (worst - best);
        return;
    }
    double burden[MAXS], low = 1e9, high = -1e9;
    int playing = 0;
    for (int s = 0; s < n; s++) {
        if (g->out[s]) {
            r[s] = (double)(n - g->out[s]) / (n - 1);
            continue;
        }
        double w = 0;
        for (uint64_t h = g->hands[s]; h; h &= h - 1)
            w += 1.0 - (card_value(lowest(h), g->trump) - 6) / 22.0;
        if (s == g->defender && g->unbeaten) {
            int on_table = 2 * g->natt - g->unbeaten;
            w += g->taking ? 0.8 * on_table : 0.5 * g->unbeaten;
        }
        burden[s] = w;
        playing++;
        if (w < low) low = w;
        if (w > high) high = w;
    }
    double best = (double)(playing - 1) / (n - 1);
    for (int s = 0; s < n; s++)
        if (!g->out[s])
            r[s] = high == low ? best / 2 : best * (high - burden[s]) / (high - low);
}

/* -- the guide (core/_ismcts.h asks for these) ------------------------------------------------ */
/* The heuristic's choice for the offered seat; `thrift` is its setting (search.py: THRIFT). */
#define SEARCH_GUIDE_PARAM
static int guide_move(const Game *g, double thrift) { return heuristic(g, thrift); }

/* A uniformly random legal index of the offered seat (never the decline), from `rng`. */
static int random_move(const Game *g, uint64_t *rng) {
    int16_t idx[MAX_LEGAL];
    int k = legal(g, g->seat, idx);
    return k ? idx[below(rng, k)] : -1;
}

/* -- the kept tree (core/_ismcts.h: SEARCH_REUSE): every action is public in Durak (a card
 * played is seen, a take or a pass is said), and the draws are no nodes of the tree, so the
 * node for the seat's next decision is found by playing the tree's actions forward on one
 * determinization of the kept root, the unseen cards a move needs swapped in as it goes. */
#define SEARCH_REUSE

/* Every card the seat `now` sees the place of: a card played since the kept root lies on the
 * table, in the discard or, picked up, among a hand's known cards (or in the own hand). */
static uint64_t seen_now(const InfoSet *now) {
    const Game *g = &now->g;
    uint64_t seen = g->discard | g->hands[now->me];
    for (int i = 0; i < g->natt; i++) {
        seen |= 1ULL << g->attacks[i];
        if (g->defenses[i]) seen |= 1ULL << g->defenses[i];
    }
    for (int t = 0; t < g->players; t++) seen |= g->known[t];
    return seen;
}

static int may_become(const Game *sim, const InfoSet *now) {
    const Game *g = &now->g;
    if (sim->over || sim->bout > g->bout || sim->nstock < g->nstock
        || (sim->discard & ~g->discard))
        return 0;
    uint64_t table = 0;
    for (int i = 0; i < sim->natt; i++) {
        table |= 1ULL << sim->attacks[i];
        if (sim->defenses[i]) table |= 1ULL << sim->defenses[i];
    }
    return !(table & ~seen_now(now));
}

static int same_position(const Game *sim, const InfoSet *now) {
    const Game *g = &now->g;
    int n = g->players;
    if (sim->players != n || sim->flags != g->flags || sim->trump_card != g->trump_card
        || sim->nstock != g->nstock || sim->attacker != g->attacker
        || sim->defender != g->defender || sim->taking != g->taking || sim->passed != g->passed
        || sim->place != g->place || sim->first_bout != g->first_bout || sim->bout != g->bout
        || sim->natt != g->natt || sim->discard != g->discard
        || sim->nthrowers != g->nthrowers || sim->optional != g->optional)
        return 0;
    for (int i = 0; i < g->natt; i++)
        if (sim->attacks[i] != g->attacks[i] || sim->defenses[i] != g->defenses[i]) return 0;
    for (int i = 0; i < g->nthrowers; i++)
        if (sim->throwers[i] != g->throwers[i]) return 0;
    for (int t = 0; t < n; t++) {
        int count = popcount(g->hands[t]) + (t == now->me ? 0 : now->need[t]);
        if (sim->out[t] != g->out[t] || sim->known[t] != g->known[t]
            || popcount(sim->hands[t]) != count)
            return 0;
    }
    return 1;
}

/* The card an action puts down, -1 for a take or a pass. */
static int card_of(const Game *g, int action) {
    const uint8_t *card = REAL[g->trump];
    if (action < TRANSFER0) return card[action - ATTACK0];
    if (action < DEFEND0) return card[action - TRANSFER0];
    if (action < TAKE_I) return card[PAIR_CARD[action - DEFEND0]];
    return -1;
}

static int make_playable(Game *g, const InfoSet *old, int seat, int action) {
    if (is_legal(g, seat, action)) return 1;
    int c = card_of(g, action), me = old->me;
    if (c < 0 || seat == me || HAS(g->hands[seat], c)) return 0; /* the own cards are real */
    uint64_t spare = g->hands[seat] & ~g->known[seat];
    if (!spare) return 0;
    int x = lowest(spare), found = 0;
    for (int t = 0; t < g->players && !found; t++) {
        /* a hidden place: another's unknown cards, or the own cards drawn since the kept root */
        uint64_t hidden = g->hands[t] & ~g->known[t];
        if (t == me) hidden &= ~old->g.hands[me];
        if (t == seat || !HAS(hidden, c)) continue;
        g->hands[t] &= ~(1ULL << c);
        receive(g, t, x);
        found = 1;
    }
    for (int j = 1; j < g->nstock && !found; j++)
        if (g->stock[j] == c) {
            g->stock[j] = (uint8_t)x;
            found = 1;
        }
    if (!found) return 0;
    g->hands[seat] &= ~(1ULL << x);
    receive(g, seat, c);
    return is_legal(g, seat, action);
}

#include "_ismcts.h"

/* determinized(info, seed) -> (hands, legal, stock): one determinization of `info`, for the
 * tests: each seat's hand as a card mask, each seat's legal indices there (the rules' own
 * lists, to compare with state.py's on the same cards), and the stock, bottom first. */
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
    PyObject *hands = PyTuple_New(n), *lists = PyTuple_New(n);
    if (!hands || !lists) { Py_XDECREF(hands); Py_XDECREF(lists); return NULL; }
    for (int t = 0; t < n; t++) {
        PyTuple_SET_ITEM(hands, t, PyLong_FromUnsignedLongLong(g.hands[t]));
        int16_t idx[MAX_LEGAL];
        int k = legal(&g, t, idx);
        PyObject *row = PyTuple_New(k);
        if (!row) { Py_DECREF(hands); Py_DECREF(lists); return NULL; }
        for (int i = 0; i < k; i++) PyTuple_SET_ITEM(row, i, PyLong_FromLong(idx[i]));
        PyTuple_SET_ITEM(lists, t, row);
    }
    return Py_BuildValue("(NNy#)", hands, lists, (const char *)g.stock, (Py_ssize_t)g.nstock);
}

#define SEARCH_METHODS \
    ISMCTS_METHODS("search(info, iterations, seconds, seed, exploration, bias, epsilon, depth, " \
                   "thrift, force=-1, force_visits=0)"), \
    {"determinized", py_determinized, METH_VARARGS, "determinized(info, seed)"}
