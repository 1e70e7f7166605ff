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
 * Each iteration:
 * 1. determinize: the cards no one has seen (all 36 less the own hand, the discard, the table,
 *    the known cards and the trump under the stock) are shuffled and dealt to the other hands
 *    (beside their known cards) and to the stock above the trump;
 * 2. select: from the root (the searching seat, offered the decision; "decline" is a choice
 *    where it may act but is not obliged) down the tree of (seat, action) children, each seat
 *    maximising its own reward; a child's exploration term uses how often it was available in
 *    the determinizations that reached its parent (availability counts), and at the root the
 *    heuristic's own move gets a progressive bias, bias / (visits + 1);
 * 3. expand one untried (seat, action) pair: the heuristic's move first when it is untried;
 * 4. play out with the heuristic, a uniformly random legal move with chance epsilon, to the end
 *    (PLAYOUT_LIMIT at most) or to `depth` actions, where the game's estimate (state.py:
 *    estimate) scores the position;
 * 5. back-propagate each seat's reward in [0, 1] (Outcome.rewards; the estimate otherwise).
 *
 * The tree is made afresh for each decision (reusing it would need the information set's
 * successor to be matched to a node through the others' hidden choices; at a few hundredths of a
 * second a move the gain is small). It lives in memory the call allocates and frees. */
#include <math.h>
#include <time.h>

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

#define MAX_NODES (1 << 21)  /* 64 MiB of tree at most; past it iterations only play out */
/* The most actions a playout "to the end" takes before the estimate scores it: a game of three
 * or more can go round for ever (each defender taking what the others shed), and a seldom one
 * did in a 4-player playout; a whole game is 60 to 250 actions. */
#define PLAYOUT_LIMIT 600
#define ACTION_WORDS ((N_ACTIONS + 63) / 64)

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

/* -- the tree -------------------------------------------------------------------------------- */
typedef struct {
    int32_t child, sibling;  /* first child and next sibling, -1: none */
    int32_t visits, avail;
    double total;            /* the rewards of `seat`, who acted into this node */
    int16_t action;          /* an action index, DECLINE_I for declining */
    int8_t seat;
} Node;

typedef struct {
    Node *nodes;
    int32_t n, cap;
} Tree;

static int32_t add_node(Tree *t, int32_t parent, int seat, int action) {
    if (t->n == t->cap) {
        if (t->cap >= MAX_NODES) return -1;
        Node *grown = realloc(t->nodes, sizeof(Node) * (size_t)t->cap * 2);
        if (!grown) return -1;
        t->nodes = grown;
        t->cap *= 2;
    }
    int32_t i = t->n++;
    Node *x = t->nodes + i;
    x->child = -1;
    x->sibling = -1;
    x->visits = x->avail = 0;
    x->total = 0;
    x->action = (int16_t)action;
    x->seat = (int8_t)seat;
    if (parent >= 0) {
        x->sibling = t->nodes[parent].child;
        t->nodes[parent].child = i;
    }
    return i;
}

/* The search's settings (search.py: SearchBot passes them). */
typedef struct {
    double exploration, bias, epsilon, thrift;
    int depth;               /* playout actions before the estimate; 0: to the end */
} Settings;

/* An action of the offered seat, then the next seat offered. */
static inline void act(Game *g, int seat, int action) {
    if (action == DECLINE_I) {
        g->declined |= (uint8_t)(1u << seat);
    } else {
        perform(g, seat, action);
        g->declined = 0;
    }
    select_seat(g);
}

/* The offered seat's choices: its legal indices, and the decline where it is optional. */
static inline int choices(const Game *g, int16_t *idx) {
    int k = legal(g, g->seat, idx);
    if (g->optional) idx[k++] = DECLINE_I;
    return k;
}

static void playout(Game *g, const Settings *cfg, uint64_t *rng, double *r) {
    int steps = 0, limit = cfg->depth > 0 ? cfg->depth : PLAYOUT_LIMIT;
    int16_t idx[MAX_LEGAL + 1];
    while (g->seat >= 0) {
        if (steps >= limit) break;
        int seat = g->seat, a;
        if (cfg->epsilon > 0 && (double)(next_random(rng) >> 11) * 0x1.0p-53 < cfg->epsilon) {
            int k = legal(g, seat, idx);
            a = k ? idx[below(rng, k)] : -1;
        } else {
            a = heuristic(g, cfg->thrift);
        }
        if (a < 0) break;
        if (a != DECLINE_I) steps++;
        act(g, seat, a);
    }
    rewards_of(g, r);
}

/* One iteration from `s`; `force` >= 0: the root takes that action (always open: the own
 * cards are never re-dealt); `hint`: the heuristic's root move, biased. */
static void iterate(Tree *t, const InfoSet *s, const Settings *cfg, uint64_t *rng, int force,
                    int hint) {
    Game g;
    redeal(&g, s, rng);
    int32_t path[512];
    int depth = 0;
    int32_t node = 0;
    path[depth++] = 0;
    int16_t idx[MAX_LEGAL + 1];
    for (;;) {
        if (g.seat < 0) break;
        int seat = g.seat, k;
        if (node == 0 && force >= 0) {
            idx[0] = (int16_t)force;
            k = 1;
        } else {
            k = choices(&g, idx);
        }
        uint64_t open[ACTION_WORDS] = {0}, tried[ACTION_WORDS] = {0};
        for (int i = 0; i < k; i++) open[idx[i] >> 6] |= 1ULL << (idx[i] & 63);
        for (int32_t c = t->nodes[node].child; c >= 0; c = t->nodes[c].sibling) {
            Node *x = t->nodes + c;
            if (x->seat == seat && (open[x->action >> 6] >> (x->action & 63) & 1)) {
                x->avail++;
                tried[x->action >> 6] |= 1ULL << (x->action & 63);
            }
        }
        int16_t untried[MAX_LEGAL + 1];
        int u = 0;
        for (int i = 0; i < k; i++)
            if (!(tried[idx[i] >> 6] >> (idx[i] & 63) & 1)) untried[u++] = idx[i];
        int32_t next = -1;
        int action;
        if (u) {
            action = untried[u > 1 ? below(rng, u) : 0];
            if (u > 1) { /* the heuristic's move opens first */
                int wanted = heuristic(&g, cfg->thrift);
                for (int i = 0; i < u; i++)
                    if (untried[i] == wanted) action = wanted;
            }
            next = add_node(t, node, seat, action);
            if (next >= 0) t->nodes[next].avail = 1;
        } else {
            double best_score = -1e300;
            action = idx[0];
            for (int32_t c = t->nodes[node].child; c >= 0; c = t->nodes[c].sibling) {
                Node *x = t->nodes + c;
                if (x->seat != seat || !(open[x->action >> 6] >> (x->action & 63) & 1)) continue;
                double score = x->total / x->visits
                    + cfg->exploration * sqrt(log((double)x->avail) / x->visits);
                if (node == 0 && x->action == hint) score += cfg->bias / (x->visits + 1);
                if (score > best_score) { best_score = score; next = c; action = x->action; }
            }
        }
        act(&g, seat, action);
        if (next < 0) break;  /* the tree is full: play out from here */
        path[depth++] = next;
        node = next;
        if (u || depth == (int)(sizeof(path) / sizeof(path[0]))) break;
    }
    double r[MAXS];
    playout(&g, cfg, rng, r);
    for (int i = 0; i < depth; i++) {
        Node *x = t->nodes + path[i];
        x->visits++;
        if (x->seat >= 0) x->total += r[x->seat];
    }
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The root's child for `action`, -1 if none. */
static int32_t root_child(const Tree *t, int action) {
    for (int32_t c = t->nodes[0].child; c >= 0; c = t->nodes[c].sibling)
        if (t->nodes[c].action == action) return c;
    return -1;
}

/* search(info, iterations, seconds, seed, exploration, bias, epsilon, depth, thrift, force=-1,
 * force_visits=0) -> (iterations done, ((action, visits, mean reward), ...)): the search from
 * the information set `info` (INFO_BYTES), for `iterations` (0: no cap) or `seconds` (0: no
 * clock), whichever ends first, at least one. With `force` (an action index, DECLINE for the
 * decline) the iterations that follow go through that root action until it has `force_visits`
 * (analysis: the move played gets an estimate of its own). */
static PyObject *py_search(PyObject *self, PyObject *args) {
    Py_buffer info;
    long long iterations, seed;
    double seconds;
    Settings cfg;
    int force = -1, force_visits = 0;
    if (!PyArg_ParseTuple(args, "y*LdLdddid|ii", &info, &iterations, &seconds, &seed,
                          &cfg.exploration, &cfg.bias, &cfg.epsilon, &cfg.depth, &cfg.thrift,
                          &force, &force_visits))
        return NULL;
    InfoSet s;
    const char *wrong = open_info(&info, &s);
    PyBuffer_Release(&info);
    if (wrong) return PyErr_Format(PyExc_ValueError, "search: %s", wrong);
    if (force >= 0) {
        int16_t idx[MAX_LEGAL + 1];
        Game g;
        uint64_t r = 1;
        redeal(&g, &s, &r);
        int k = choices(&g, idx), found = 0;
        for (int i = 0; i < k; i++) found |= idx[i] == force;
        if (!found) return PyErr_Format(PyExc_ValueError, "search: %d is not a choice", force);
    }
    Tree t = {malloc(sizeof(Node) * 4096), 0, 4096};
    if (!t.nodes) return PyErr_NoMemory();
    add_node(&t, -1, -1, -1);
    uint64_t rng = (uint64_t)seed;
    long long done = 0;
    Py_BEGIN_ALLOW_THREADS
    /* the heuristic's move at the root: the same in every determinization (it reads the own
     * hand and public facts only), so asked once */
    Game first;
    redeal(&first, &s, &rng);
    int hint = heuristic(&first, cfg.thrift);
    double deadline = seconds > 0 ? now_seconds() + seconds : 0;
    for (;;) {
        if (iterations > 0 && done >= iterations) break;
        if (deadline > 0 && done && (done & 15) == 0 && now_seconds() >= deadline) break;
        iterate(&t, &s, &cfg, &rng, -1, hint);
        done++;
    }
    if (force >= 0) {
        for (long long extra = 0; extra < 10LL * force_visits + 10; extra++) {
            int32_t c = root_child(&t, force);
            if (c >= 0 && t.nodes[c].visits >= force_visits) break;
            iterate(&t, &s, &cfg, &rng, force, hint);
            done++;
        }
    }
    Py_END_ALLOW_THREADS
    PyObject *children = PyList_New(0);
    for (int32_t c = children ? t.nodes[0].child : -1; c >= 0; c = t.nodes[c].sibling) {
        Node *x = t.nodes + c;
        if (!x->visits) continue;
        PyObject *row = Py_BuildValue("(iid)", x->action, x->visits, x->total / x->visits);
        if (!row || PyList_Append(children, row) < 0) {
            Py_XDECREF(row);
            Py_CLEAR(children);
            break;
        }
        Py_DECREF(row);
    }
    free(t.nodes);
    if (!children) return NULL;
    return Py_BuildValue("(LN)", done, children);
}

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

/* plant_bug(on): the determinization's planted bug on or off (tests only: see planted_bug). */
static PyObject *py_plant_bug(PyObject *self, PyObject *args) {
    int on;
    if (!PyArg_ParseTuple(args, "p", &on)) return NULL;
    planted_bug = on;
    Py_RETURN_NONE;
}

#define SEARCH_METHODS \
    {"search", py_search, METH_VARARGS, \
     "search(info, iterations, seconds, seed, exploration, bias, epsilon, depth, thrift, " \
     "force=-1, force_visits=0)"}, \
    {"determinized", py_determinized, METH_VARARGS, "determinized(info, seed)"}, \
    {"plant_bug", py_plant_bug, METH_VARARGS, "plant_bug(on)"}
