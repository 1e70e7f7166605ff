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
 * Each iteration:
 * 1. determinize: the cards no one has seen (all 52 less the own hand, the face-up cards, the
 *    pile, the burned cards and the others' known cards) are shuffled and dealt to the other
 *    hands (beside their known cards), to every face-down row (the seat's own too: nobody has
 *    seen those) and to the stock; a seat that may still add takes its drawn cards from what it
 *    was dealt;
 * 2. select: from the root (the searching seat, offered the decision; "decline" is a choice
 *    where it may act out of turn but is not obliged) down the tree of (seat, action) children,
 *    each seat maximising its own reward; a child's exploration term uses how often it was
 *    available in the determinizations that reached its parent (availability counts), and at the
 *    root the heuristic's own move gets a progressive bias, bias / (visits + 1);
 * 3. expand one untried (seat, action) pair: the heuristic's move first when it is untried;
 * 4. play out with the heuristic, a uniformly random legal move with chance epsilon, to the end
 *    (PLAYOUT_LIMIT at most) or to `depth` actions, where the game's estimate (state.py:
 *    estimate) scores the position;
 * 5. back-propagate each seat's reward in [0, 1] (Outcome.rewards; the estimate otherwise).
 *
 * The tree is made afresh for each decision, as Durak's is (games/durak/_search.h, whose shape
 * this follows: the two engines' Games differ, so each game states its own). */
#include <math.h>
#include <time.h>

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

#define MAX_NODES (1 << 21)  /* 64 MiB of tree at most; past it iterations only play out */
/* The most actions a playout "to the end" takes before the estimate scores it: without a
 * pick-up limit a game can go round for ever; a heuristic game is 50 to 200 actions. */
#define PLAYOUT_LIMIT 1000
#define ACTION_WORDS ((N_ACTIONS + 63) / 64)
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
    double exploration, bias, epsilon;
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

/* A uniformly random legal index of the offered seat (never the decline), from `rng`. */
static int random_legal(const Game *g, uint64_t *rng) {
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

static void playout(Game *g, const Settings *cfg, uint64_t *rng, double *r) {
    int steps = 0, limit = cfg->depth > 0 ? cfg->depth : PLAYOUT_LIMIT;
    while (g->seat >= 0) {
        if (steps >= limit) break;
        int seat = g->seat, a;
        if (cfg->epsilon > 0 && (double)(next_random(rng) >> 11) * 0x1.0p-53 < cfg->epsilon)
            a = random_legal(g, rng);
        else
            a = heuristic(g);
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
                int wanted = heuristic(&g);
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

/* search(info, iterations, seconds, seed, exploration, bias, epsilon, depth, force=-1,
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
    if (!PyArg_ParseTuple(args, "y*LdLdddi|ii", &info, &iterations, &seconds, &seed,
                          &cfg.exploration, &cfg.bias, &cfg.epsilon, &cfg.depth,
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
     * hand and public facts only; a blind card is a guess in any of them), so asked once */
    Game first;
    redeal(&first, &s, &rng);
    int hint = heuristic(&first);
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

/* plant_bug(on): the determinization's planted bug on or off (tests only: see planted_bug). */
static PyObject *py_plant_bug(PyObject *self, PyObject *args) {
    int on;
    if (!PyArg_ParseTuple(args, "p", &on)) return NULL;
    planted_bug = on;
    Py_RETURN_NONE;
}

#define SEARCH_METHODS \
    {"search", py_search, METH_VARARGS, \
     "search(info, iterations, seconds, seed, exploration, bias, epsilon, depth, " \
     "force=-1, force_visits=0)"}, \
    {"determinized", py_determinized, METH_VARARGS, "determinized(info, seed)"}, \
    {"plant_bug", py_plant_bug, METH_VARARGS, "plant_bug(on)"}
