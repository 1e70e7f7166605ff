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
 * The tree is made afresh for each decision unless the caller keeps it (`new_tree`, passed to
 * search as `kept`) and the game defines SEARCH_REUSE: then the next search of the same seat
 * looks under the kept root for the node the game has reached since (descend_kept below) and
 * starts from that subtree, moved to the root of a compacted tree; where none matches, afresh.
 * The reused statistics were gathered under what the seat knew then (its own draws were guesses
 * in them): the new iterations deal by what it knows now, and the old visits weigh less as the
 * new ones come. Without SEARCH_REUSE the kept tree is only dropped and made again.
 * What the including game defines for SEARCH_REUSE:
 *   same_position(sim, now): whether the Game `sim` (a determinization played forward) shows
 *   every public fact of `now` and offers its seat the same decision;
 *   may_become(sim, now): false where `sim` can no longer lead to `now` (a quick cut);
 *   make_playable(sim, old, seat, action): whether `action` is legal for `seat` (another seat)
 *   in `sim` once a hidden card it needs is swapped into its hand from another hidden place
 *   (`old`, the kept root's information set, says which of the seat's own cards are real). */
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

/* -- a tree kept between decisions ------------------------------------------------------- */
typedef struct {
    Tree t;             /* nodes NULL: nothing kept */
    InfoSet root;       /* the information set the root stands for */
} Kept;

static void kept_free(PyObject *capsule) {
    Kept *k = PyCapsule_GetPointer(capsule, "koloda.kept_tree");
    if (!k) return;
    free(k->t.nodes);
    free(k);
}

#ifdef SEARCH_REUSE
#define DESCENT_DEPTH 64  /* the most actions between two decisions of a seat looked through */

/* The node under `node` whose position is `now`, with `sim` the position at `node` (a
 * determinization of the kept root played forward, its hidden cards swapped where a move needs
 * one): depth first through the children of the seat `sim` offers; -1 if none. Where the
 * searching seat is offered a choice that is not `now`, only its decline is followed: a host
 * may ask the seats in another order than the offering order, and a seat not asked yet is one
 * that declined for now. */
static int32_t find_position(const Tree *t, int32_t node, const Game *sim, const InfoSet *old,
                             const InfoSet *now, int depth) {
    if (sim->seat < 0 || depth > DESCENT_DEPTH) return -1;
    int declining = 0;
    if (node && sim->seat == now->me) {
        if (same_position(sim, now)) return node;
        if (!sim->optional) return -1;
        declining = 1;
    }
    for (int32_t c = t->nodes[node].child; c >= 0; c = t->nodes[c].sibling) {
        const Node *x = t->nodes + c;
        if (x->seat != sim->seat || !x->visits || (declining && x->action != DECLINE_I)) continue;
        Game next = *sim;
        if (x->action == DECLINE_I) {
            if (!next.optional) continue;
        } else if (!make_playable(&next, old, x->seat, x->action)) {
            continue;
        }
        act(&next, x->seat, x->action);
        if (!may_become(&next, now)) continue;
        int32_t found = find_position(t, c, &next, old, now, depth + 1);
        if (found >= 0) return found;
    }
    return -1;
}
#endif

/* Makes `k`'s tree start from the node for `now` (compacted to index 0), or empties it; true if
 * a node was found. */
static int descend_kept(Kept *k, const InfoSet *now, uint64_t seed) {
    int32_t found = -1;
#ifdef SEARCH_REUSE
    if (k->t.nodes && k->t.n && k->root.me == now->me) {
        Game sim;
        uint64_t rng = seed ^ 0x9e3779b97f4a7c15ULL;
        redeal(&sim, &k->root, &rng);
        found = find_position(&k->t, 0, &sim, &k->root, now, 0);
    }
#else
    (void)now;
    (void)seed;
#endif
    if (found < 0) {
        k->t.n = 0;
        return 0;
    }
    /* the subtree under `found`, copied depth first into a new tree (parents before children) */
    Tree old = k->t;
    int32_t *stack = malloc(sizeof(int32_t) * (size_t)old.n * 2);
    Node *nodes = malloc(sizeof(Node) * (size_t)old.cap);
    if (!stack || !nodes) {
        free(stack);
        free(nodes);
        k->t.n = 0;
        return 0;
    }
    Tree t = {nodes, 0, old.cap};
    int top = 0;
    stack[top++] = found;
    stack[top++] = -1;
    while (top) {
        int32_t parent = stack[--top], from = stack[--top];
        const Node *x = old.nodes + from;
        int32_t i = add_node(&t, parent, parent < 0 ? -1 : x->seat, x->action);
        t.nodes[i].visits = x->visits;
        t.nodes[i].avail = x->avail;
        t.nodes[i].total = parent < 0 ? 0 : x->total;
        for (int32_t c = x->child; c >= 0; c = old.nodes[c].sibling) {
            stack[top++] = c;
            stack[top++] = i;
        }
    }
    free(stack);
    free(old.nodes);
    k->t = t;
    return 1;
}

/* The root's child for `seat`'s `action`, -1 if none. */
static int32_t root_child(const Tree *t, int seat, int action) {
    for (int32_t c = t->nodes[0].child; c >= 0; c = t->nodes[c].sibling)
        if (t->nodes[c].action == action && t->nodes[c].seat == seat) return c;
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
 * force_visits=0, kept=None) -> (iterations done, ((action, visits, mean reward), ...)): the
 * search from the information set `info`, for `iterations` (0: no cap) or `seconds` (0: no
 * clock), whichever ends first, at least one. `guide` is the heuristic's setting where the game
 * has one (SEARCH_GUIDE_PARAM). With `force` (an action index, DECLINE_I for the decline) the
 * iterations that follow go through that root action until it has `force_visits` (analysis:
 * the move played gets an estimate of its own). With `kept` (new_tree()) the search starts
 * from the kept tree's node for `info` where there is one, and leaves its tree there; the
 * visits listed then count the reused ones too. Only the seat's choices open now are listed. */
static PyObject *py_search(PyObject *self, PyObject *args) {
    Py_buffer info;
    long long iterations, seed;
    double seconds;
    Settings cfg = {0};
    int force = -1, force_visits = 0;
    PyObject *kept_arg = Py_None;
    if (!PyArg_ParseTuple(args, "y*LdLdddi" GUIDE_FORMAT "|iiO", &info, &iterations, &seconds,
                          &seed, &cfg.exploration, &cfg.bias, &cfg.epsilon, &cfg.depth GUIDE_ARG,
                          &force, &force_visits, &kept_arg))
        return NULL;
    Kept *kept = NULL;
    if (kept_arg != Py_None) {
        kept = PyCapsule_GetPointer(kept_arg, "koloda.kept_tree");
        if (!kept) {
            PyBuffer_Release(&info);
            return NULL;
        }
    }
    double started = now_seconds();
    InfoSet s;
    const char *wrong = open_info(&info, &s);
    PyBuffer_Release(&info);
    if (wrong) return PyErr_Format(PyExc_ValueError, "search: %s", wrong);
    int16_t open_idx[MAX_LEGAL + 1];
    int nopen;
    {
        Game g;
        uint64_t r = 1;
        redeal(&g, &s, &r);
        nopen = choices(&g, open_idx);
    }
    uint64_t open[ACTION_WORDS] = {0};
    for (int i = 0; i < nopen; i++) open[open_idx[i] >> 6] |= 1ULL << (open_idx[i] & 63);
    if (force >= 0 && (force >= N_ACTIONS || !(open[force >> 6] >> (force & 63) & 1)))
        return PyErr_Format(PyExc_ValueError, "search: %d is not a choice", force);
    Tree t = {NULL, 0, 0};
    int reused = 0;
    Py_BEGIN_ALLOW_THREADS
    if (kept) {
        reused = descend_kept(kept, &s, (uint64_t)seed);
        t = kept->t;
    }
    Py_END_ALLOW_THREADS
    if (!t.nodes) {
        t.nodes = malloc(sizeof(Node) * 4096);
        t.cap = 4096;
        if (!t.nodes) return PyErr_NoMemory();
    }
    if (!reused) {
        t.n = 0;
        add_node(&t, -1, -1, -1);
    }
    uint64_t rng = (uint64_t)seed;
    long long done = 0;
    Py_BEGIN_ALLOW_THREADS
    /* the heuristic's move at the root: the same in every determinization (it reads the own
     * hand and public facts only; a hidden card it would guess is a guess in any of them), so
     * asked once */
    Game first;
    redeal(&first, &s, &rng);
    int hint = guide_move(&first, cfg.guide);
    /* the clock counts the descent through the kept tree too */
    double deadline = seconds > 0 ? started + seconds : 0;
    for (;;) {
        if (iterations > 0 && done >= iterations) break;
        if (deadline > 0 && done && (done & 15) == 0 && now_seconds() >= deadline) break;
        iterate(&t, &s, &cfg, &rng, -1, hint);
        done++;
    }
    if (force >= 0) {
        for (long long extra = 0; extra < 10LL * force_visits + 10; extra++) {
            int32_t c = root_child(&t, s.me, force);
            if (c >= 0 && t.nodes[c].visits >= force_visits) break;
            iterate(&t, &s, &cfg, &rng, force, hint);
            done++;
        }
    }
    Py_END_ALLOW_THREADS
    PyObject *children = PyList_New(0);
    for (int32_t c = children ? t.nodes[0].child : -1; c >= 0; c = t.nodes[c].sibling) {
        Node *x = t.nodes + c;
        if (!x->visits || x->seat != s.me || !(open[x->action >> 6] >> (x->action & 63) & 1))
            continue;
        PyObject *row = Py_BuildValue("(iid)", x->action, x->visits, x->total / x->visits);
        if (!row || PyList_Append(children, row) < 0) {
            Py_XDECREF(row);
            Py_CLEAR(children);
            break;
        }
        Py_DECREF(row);
    }
    if (kept) {
        kept->t = t;
        kept->root = s;
    } else {
        free(t.nodes);
    }
    if (!children) return NULL;
    return Py_BuildValue("(LN)", done, children);
}

/* new_tree() -> a tree to keep between one seat's decisions (search's `kept`), empty. */
static PyObject *py_new_tree(PyObject *self, PyObject *args) {
    Kept *k = calloc(1, sizeof(Kept));
    if (!k) return PyErr_NoMemory();
    PyObject *capsule = PyCapsule_New(k, "koloda.kept_tree", kept_free);
    if (!capsule) free(k);
    return capsule;
}

/* tree_size(kept) -> (nodes, the root's visits): what a kept tree holds (tests). */
static PyObject *py_tree_size(PyObject *self, PyObject *arg) {
    Kept *k = PyCapsule_GetPointer(arg, "koloda.kept_tree");
    if (!k) return NULL;
    int n = k->t.nodes ? k->t.n : 0;
    return Py_BuildValue("(ii)", n, n ? k->t.nodes[0].visits : 0);
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
    {"plant_bug", py_plant_bug, METH_VARARGS, "plant_bug(on)"}, \
    {"new_tree", py_new_tree, METH_NOARGS, "new_tree()"}, \
    {"tree_size", py_tree_size, METH_O, "tree_size(kept)"}

#endif
