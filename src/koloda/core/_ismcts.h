/* The Expert searches' shared part in C: single-observer information-set MCTS (SO-ISMCTS, after
 * Cowling, Powley and Whitehouse 2012), guided by a game's heuristic. A game's _search.h
 * (games/durak, games/palace) says what its information set is and how it is dealt, then
 * includes this file, which holds everything that does not depend on the game: the tree, the
 * selection with availability counts and the root's progressive bias, the expansion, the
 * playout, the back-propagation, the budget in iterations or seconds, and the Python binding.
 *
 * What the including game has defined before (the batch engine's rules and _batch.h, then its
 * own search header):
 *   Game, with `seat` (the seat offered a decision, -1 once over), `optional` (that seat may
 *   decline) and `declined` (a bit per seat that declined since the last action); legal(),
 *   perform() and select_seat() (_batch.h's offering order); below() and next_random();
 *   N_ACTIONS, MAX_LEGAL, DECLINE_I, MAXS, and PLAYOUT_LIMIT (the most actions a playout takes
 *   before the game's estimate scores it);
 *   InfoSet, what the searching seat knows made ready for dealing, with `me`;
 *   open_info(info, s): the Python bytes read into `s` (NULL, or why they do not add up);
 *   redeal(g, s, rng): one determinization of `s`;
 *   rewards_of(g, r): each seat's reward in [0, 1], the outcome's or the game's estimate's;
 *   guide_move(g, guide): the heuristic's choice for the offered seat (`guide`: its setting,
 *   when SEARCH_GUIDE_PARAM is defined: Durak's thrift);
 *   random_move(g, rng): a uniformly random legal index of the offered seat (never declining);
 *   planted_bug, the determinization's test switch.
 *
 * Each iteration: determinize; select from the root (the searching seat) down the tree of
 * (seat, action) children, each seat maximising its own reward, a child's exploration term
 * using how often it was available in the determinizations that reached its parent, and the
 * heuristic's root move getting a progressive bias, bias / (visits + 1); expand one untried
 * (seat, action) pair, the heuristic's move first when it is untried; play out with the
 * heuristic (a uniformly random legal move with chance epsilon) to the end or to `depth`
 * actions; back-propagate each seat's reward.
 *
 * The tree is made afresh for each decision (reusing it would need the information set's
 * successor to be matched to a node through the others' hidden choices; at a few hundredths of a
 * second a move the gain is small). It lives in memory the call allocates and frees. */
#ifndef KOLODA_ISMCTS_H
#define KOLODA_ISMCTS_H

#include <math.h>
#include <time.h>

#define MAX_NODES (1 << 21)  /* 64 MiB of tree at most; past it iterations only play out */
#define ACTION_WORDS ((N_ACTIONS + 63) / 64)

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

/* The search's settings (the game's search.py passes them). */
typedef struct {
    double exploration, bias, epsilon;
    int depth;               /* playout actions before the estimate; 0: to the end */
    double guide;            /* the heuristic's own setting (SEARCH_GUIDE_PARAM), else 0 */
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
    while (g->seat >= 0) {
        if (steps >= limit) break;
        int seat = g->seat, a;
        if (cfg->epsilon > 0 && (double)(next_random(rng) >> 11) * 0x1.0p-53 < cfg->epsilon)
            a = random_move(g, rng);
        else
            a = guide_move(g, cfg->guide);
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
                int wanted = guide_move(&g, cfg->guide);
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

#ifdef SEARCH_GUIDE_PARAM
#define GUIDE_FORMAT "d"
#define GUIDE_ARG , &cfg.guide
#else
#define GUIDE_FORMAT ""
#define GUIDE_ARG
#endif

/* search(info, iterations, seconds, seed, exploration, bias, epsilon, depth[, guide], force=-1,
 * force_visits=0) -> (iterations done, ((action, visits, mean reward), ...)): the search from
 * the information set `info`, for `iterations` (0: no cap) or `seconds` (0: no clock),
 * whichever ends first, at least one. `guide` is the heuristic's setting where the game has one
 * (SEARCH_GUIDE_PARAM). With `force` (an action index, DECLINE_I for the decline) the
 * iterations that follow go through that root action until it has `force_visits` (analysis:
 * the move played gets an estimate of its own). */
static PyObject *py_search(PyObject *self, PyObject *args) {
    Py_buffer info;
    long long iterations, seed;
    double seconds;
    Settings cfg = {0};
    int force = -1, force_visits = 0;
    if (!PyArg_ParseTuple(args, "y*LdLdddi" GUIDE_FORMAT "|ii", &info, &iterations, &seconds,
                          &seed, &cfg.exploration, &cfg.bias, &cfg.epsilon, &cfg.depth GUIDE_ARG,
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
     * hand and public facts only; a hidden card it would guess is a guess in any of them), so
     * asked once */
    Game first;
    redeal(&first, &s, &rng);
    int hint = guide_move(&first, cfg.guide);
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

/* plant_bug(on): the determinization's planted bug on or off (tests only: see planted_bug). */
static PyObject *py_plant_bug(PyObject *self, PyObject *args) {
    int on;
    if (!PyArg_ParseTuple(args, "p", &on)) return NULL;
    planted_bug = on;
    Py_RETURN_NONE;
}

/* the shared methods of a game's module (its SEARCH_METHODS adds its own `determinized`) */
#define ISMCTS_METHODS(signature) \
    {"search", py_search, METH_VARARGS, signature}, \
    {"plant_bug", py_plant_bug, METH_VARARGS, "plant_bug(on)"}

#endif
