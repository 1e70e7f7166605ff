/* 13th Hour's rules in C, over the card set the game was made with, and its Expert's search.
 *
 * The rules follow state.py step by step (a turn, giving, the hand's refusal, the special
 * cards, the thirteenth hour, the reshuffle and the last round, the end when the second stock
 * runs out, scoring with the tie-break), and the lists are kept in state.py's order (the stock's
 * top is its end, the discard in the order cards reach it), so that the same actions give the
 * same game; tests/games/thirteenth_hour/test_search.py holds the two equal. The guide is the
 * heuristic's look-ahead (bots.py: `_Copy`), the same arithmetic in the same order.
 *
 * A card is its code's index: cards of one code are alike, and a card set is data (cards.py),
 * so the set comes as a table of codes (kind, points, pluses) in the order `CardSet.by_code`
 * sorts them; at most MAX_CODES codes (every code a set can print is fewer) and MAX_CARDS cards,
 * as cards.py allows. The search (core/_ismcts.h) is single-observer ISMCTS: every seat sees
 * the same view, and the only secret is the order of the face-down cards (the stock and the
 * dealer's batch), so a determinization is a shuffle of them and a new seed for the reshuffle.
 *
 * Not core/_batch.h: 13th Hour has no batch engine (no NumPy slots, observation or offering
 * order beyond one actor); its random numbers are core/_random.h's, as the batch engines' are. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "_random.h"

#define MAXS 5
#define MAX_CARDS 1000 /* cards.py: MAX_CARDS */
#define MAX_CODES 256  /* 6 kinds x 10 points x 4 pluses bound every code a set can print */
enum { NUMBER, DRAW, BONUS, HAND, RETURN, LIMIT, KINDS };
#define HOUR 13
#define RAISED_HOUR 18
/* actions: 0..4 give the face-up card to that seat, then refuse, accept, decline (never
 * offered: nobody acts out of turn) */
#define REFUSE_I MAXS
#define ACCEPT_I (MAXS + 1)
#define DECLINE_I (MAXS + 2)
#define N_ACTIONS (DECLINE_I + 1)
#define MAX_LEGAL MAXS
/* a safety cap on a playout "to the end": every game ends (the second stock runs out), but a
 * custom set of a thousand cards may take long */
#define PLAYOUT_LIMIT 20000

typedef struct {
    int ncodes;
    uint8_t kind[MAX_CODES], points[MAX_CODES], pluses[MAX_CODES];
} Deck;

typedef struct {
    const Deck *deck;
    uint64_t rng;          /* the reshuffle's generator, and the guide's tie-breaks */
    const uint16_t *perm;  /* tests: the reshuffle state.py's generator makes (NULL: own) */
    int nperm, wanted;     /* its length; the length a reshuffle needed when it did not fit */
    int8_t seat, optional; /* core/_ismcts.h: the seat to act (-1 once over), never optional */
    uint8_t declined;
    uint8_t players, dealer, marker, served, reshuffled, over, nbatch;
    int8_t receiver;       /* -1: nobody is deciding about a hand */
    int16_t face_up;       /* -1: none */
    int32_t round;
    int32_t points[MAXS], won_pluses[MAXS], won_points[MAXS];
    int16_t raisers[MAXS], hands[MAXS];
    uint16_t nstock, ndisc, nrow[MAXS];
    uint8_t batch[MAXS];   /* the last is turned up next */
    uint8_t stock[MAX_CARDS], disc[MAX_CARDS]; /* the stock's top is its last card */
    uint8_t rows[MAXS][MAX_CARDS];
} Game;

static inline void shuffle(uint8_t *cards, int n, uint64_t *rng) {
    for (int i = n - 1; i > 0; i--) {
        int j = below(rng, i + 1);
        uint8_t t = cards[i]; cards[i] = cards[j]; cards[j] = t;
    }
}

/* -- the rules (state.py) ------------------------------------------------------------------ */
static inline int limit_of(const Game *g, int seat) { return g->raisers[seat] ? RAISED_HOUR : HOUR; }

static void start_turn(Game *g);
static void end_round(Game *g, int loser);

/* The discards become the stock: the test's permutation where it fits, else a shuffle. */
static void reshuffle(Game *g) {
    int n = g->ndisc;
    if (g->perm && g->nperm == n) {
        for (int i = 0; i < n; i++) g->stock[i] = g->disc[g->perm[i]];
    } else {
        if (g->perm) g->wanted = n;
        memcpy(g->stock, g->disc, (size_t)n);
        shuffle(g->stock, n, &g->rng);
    }
    g->nstock = (uint16_t)n;
    g->ndisc = 0;
    g->reshuffled = 1;
}

/* state.py: _take; -1 when no card is left to take */
static int take(Game *g) {
    if (!g->nstock) {
        if (g->reshuffled || !g->ndisc) return -1;
        reshuffle(g);
    }
    return g->stock[--g->nstock];
}

static inline void discard(Game *g, int card) { g->disc[g->ndisc++] = (uint8_t)card; }

static void place(Game *g, int seat, int card) {
    const Deck *d = g->deck;
    g->rows[seat][g->nrow[seat]++] = (uint8_t)card;
    g->points[seat] += d->points[card];
    g->raisers[seat] += d->kind[card] == LIMIT;
    g->hands[seat] += d->kind[card] == HAND;
}

static void return_arrow(Game *g, int seat, int arrow) {
    const Deck *d = g->deck;
    discard(g, arrow);
    if (!g->nrow[seat]) return;
    int taken = g->rows[seat][--g->nrow[seat]];
    discard(g, taken);
    g->points[seat] -= d->points[taken];
    g->raisers[seat] -= d->kind[taken] == LIMIT;
    g->hands[seat] -= d->kind[taken] == HAND;
}

/* state.py: _receive; 0 when the card ended the round */
static int receive(Game *g, int seat, int card) {
    const Deck *d = g->deck;
    for (;;) {
        int kind = d->kind[card];
        if (kind == BONUS) {
            g->won_pluses[seat] += d->pluses[card];
            g->won_points[seat] += d->points[card];
            return 1;
        }
        if (kind == RETURN) return_arrow(g, seat, card);
        else place(g, seat, card);
        if (g->points[seat] >= limit_of(g, seat)) {
            end_round(g, seat);
            return 0;
        }
        if (kind != DRAW) return 1;
        card = take(g); /* the card symbol: one more card, with its full effect */
        if (card < 0) {
            end_round(g, -1);
            return 0;
        }
    }
}

static void give(Game *g, int to);

static void turn_up(Game *g) {
    g->face_up = g->batch[--g->nbatch];
    int waiting = -1, count = 0;
    for (int s = 0; s < g->players; s++)
        if (!(g->served >> s & 1)) { waiting = s; count++; }
    if (count == 1) give(g, waiting); /* the last card of a turn has one possible receiver */
}

static void next_card(Game *g) {
    if (g->nbatch) {
        turn_up(g);
    } else {
        g->dealer = (uint8_t)((g->dealer + 1) % g->players);
        start_turn(g);
    }
}

static void start_turn(Game *g) {
    g->served = 0;
    for (int i = 0; i < g->players; i++) {
        int card = take(g);
        if (card < 0) {
            end_round(g, -1);
            return;
        }
        g->batch[g->nbatch++] = (uint8_t)card;
    }
    for (int i = 0, j = g->nbatch - 1; i < j; i++, j--) { /* the first taken is turned up first */
        uint8_t t = g->batch[i]; g->batch[i] = g->batch[j]; g->batch[j] = t;
    }
    turn_up(g);
}

static void give(Game *g, int to) {
    int card = g->face_up;
    g->served |= (uint8_t)(1u << to);
    if (to != g->dealer && g->hands[to]) {
        g->receiver = (int8_t)to; /* his decision: refuse it with the hand, or take it */
        return;
    }
    g->face_up = -1;
    if (receive(g, to, card)) next_card(g);
}

static void refuse(Game *g) {
    const Deck *d = g->deck;
    int seat = g->receiver, card = g->face_up, n = g->nrow[seat], at = 0;
    uint8_t *row = g->rows[seat];
    while (d->kind[row[at]] != HAND) at++; /* the row's first hand */
    int hand = row[at];
    memmove(row + at, row + at + 1, (size_t)(n - at - 1));
    g->nrow[seat]--;
    g->hands[seat]--;
    g->points[seat] -= d->points[hand];
    discard(g, hand);
    discard(g, card);
    g->receiver = -1;
    g->face_up = -1;
    next_card(g);
}

static void accept(Game *g) {
    int seat = g->receiver, card = g->face_up;
    g->receiver = -1;
    g->face_up = -1;
    if (receive(g, seat, card)) next_card(g);
}

static void end_round(Game *g, int loser) {
    const Deck *d = g->deck;
    memcpy(g->stock + g->nstock, g->batch, g->nbatch); /* undealt cards back on the stock */
    g->nstock += g->nbatch;
    g->nbatch = 0;
    if (g->face_up >= 0) {
        g->stock[g->nstock++] = (uint8_t)g->face_up;
        g->face_up = -1;
    }
    g->receiver = -1;
    for (int s = 0; s < g->players; s++) {
        for (int i = 0; i < g->nrow[s]; i++) {
            int c = g->rows[s][i];
            if (s != loser && d->pluses[c]) {
                g->won_pluses[s] += d->pluses[c];
                g->won_points[s] += d->points[c];
            } else {
                discard(g, c);
            }
        }
        g->nrow[s] = 0;
        g->points[s] = g->raisers[s] = g->hands[s] = 0;
    }
    if (loser < 0 || g->reshuffled) {
        g->over = 1;
        return;
    }
    g->marker = (uint8_t)((g->marker + 1) % g->players);
    g->round++;
    g->dealer = g->marker;
    start_turn(g);
}

static void select_seat(Game *g) {
    g->seat = (int8_t)(g->over ? -1 : g->receiver >= 0 ? g->receiver : g->dealer);
    g->optional = 0;
}

static int legal(const Game *g, int seat, int16_t *idx) {
    if (g->over) return 0;
    if (g->receiver >= 0) {
        if (seat != g->receiver) return 0;
        idx[0] = REFUSE_I;
        idx[1] = ACCEPT_I;
        return 2;
    }
    if (seat != g->dealer) return 0;
    int k = 0;
    for (int s = 0; s < g->players; s++)
        if (!(g->served >> s & 1)) idx[k++] = (int16_t)s;
    return k;
}

static void perform(Game *g, int seat, int action) {
    (void)seat; /* only the seat to act ever acts */
    if (action < MAXS) give(g, action);
    else if (action == REFUSE_I) refuse(g);
    else accept(g);
}

/* The place (1 = first) of each seat once over: most pluses, then the points printed on the
 * kept plus cards; a tie on both shares the place (state.py: outcome). */
static void places(const Game *g, int *out) {
    for (int s = 0; s < g->players; s++) {
        int above = 0;
        for (int o = 0; o < g->players; o++)
            above += g->won_pluses[o] > g->won_pluses[s] ||
                     (g->won_pluses[o] == g->won_pluses[s] && g->won_points[o] > g->won_points[s]);
        out[s] = 1 + above;
    }
}

static int at_risk(const Game *g, int seat) {
    int sum = 0;
    for (int i = 0; i < g->nrow[seat]; i++) sum += g->deck->pluses[g->rows[seat][i]];
    return sum;
}

/* The outcome's rewards (Outcome.rewards), or the game's estimate of a cut-off position
 * (state.py: estimate). */
static void rewards_of(const Game *g, double *r) {
    int n = g->players;
    if (g->over) {
        int p[MAXS], worst = 0, best = 99;
        places(g, p);
        for (int s = 0; s < n; s++) {
            if (p[s] > worst) worst = p[s];
            if (p[s] < best) best = p[s];
        }
        for (int s = 0; s < n; s++)
            r[s] = worst == best ? 0.5 : (double)(worst - p[s]) / (worst - best);
        return;
    }
    double v[MAXS], mean = 0;
    for (int s = 0; s < n; s++) {
        double room = limit_of(g, s) - g->points[s], share = room / 10;
        v[s] = g->won_pluses[s] + at_risk(g, s) * (share < 1.0 ? share : 1.0);
        mean += v[s];
    }
    mean /= n;
    for (int s = 0; s < n; s++) {
        double x = 0.5 + (v[s] - mean) / 8;
        r[s] = x < 0 ? 0 : x > 1 ? 1 : x;
    }
}

/* -- the guide: the heuristic's look-ahead (bots.py: _Copy) -------------------------------- */
#define SAFE_ROOM 10.0
#define HAND_WORTH 0.8

static inline double worth(double banked, double points, int raisers, int hands, int risk) {
    double share = ((raisers ? RAISED_HOUR : HOUR) - points) / SAFE_ROOM;
    share = share < 0.0 ? 0.0 : share > 1.0 ? 1.0 : share;
    return banked + risk * share + HAND_WORTH * (hands > 0 ? 1 : 0);
}

typedef struct {
    int me, n;
    int banked[MAXS], points[MAXS], raisers[MAXS], hands[MAXS], risk[MAXS], last[MAXS];
    double worths[MAXS], expected[MAXS];
    int known; /* a bit per seat whose expected worth is in `expected` */
    int nh;
    uint8_t hcode[MAX_CODES];
    double hweight[MAX_CODES], draw_points;
} Look;

static void look_at(const Game *g, int me, Look *t) {
    const Deck *d = g->deck;
    t->me = me;
    t->n = g->players;
    t->known = 0;
    for (int s = 0; s < t->n; s++) {
        int raisers = 0, hands = 0, risk = 0;
        for (int i = 0; i < g->nrow[s]; i++) {
            int c = g->rows[s][i];
            raisers += d->kind[c] == LIMIT;
            hands += d->kind[c] == HAND;
            risk += d->pluses[c];
        }
        t->banked[s] = g->won_pluses[s];
        t->points[s] = g->points[s];
        t->raisers[s] = raisers;
        t->hands[s] = hands;
        t->risk[s] = risk;
        t->last[s] = g->nrow[s] ? g->rows[s][g->nrow[s] - 1] : -1;
        t->worths[s] = worth(t->banked[s], t->points[s], raisers, hands, risk);
    }
    int counts[MAX_CODES] = {0}, total = 0;
    for (int i = 0; i < g->nstock; i++) counts[g->stock[i]]++;
    for (int i = 0; i < g->nbatch; i++) counts[g->batch[i]]++;
    total = g->nstock + g->nbatch;
    if (!total) total = 1;
    t->nh = 0;
    t->draw_points = 0;
    for (int c = 0; c < d->ncodes; c++) {
        if (!counts[c]) continue;
        double w = (double)counts[c] / total;
        t->hcode[t->nh] = (uint8_t)c;
        t->hweight[t->nh++] = w;
        t->draw_points += d->points[c] * w;
    }
}

static double utility(const Look *t, const double *w) {
    double most = -1e300, sum = 0;
    int others = 0;
    for (int s = 0; s < t->n; s++) {
        if (s == t->me) continue;
        if (w[s] > most) most = w[s];
        sum += w[s];
        others++;
    }
    return w[t->me] - 0.5 * most - 0.5 * sum / others;
}

/* Every seat's worth once `to` got `card` into `w`; whether that ended the round. */
static int worths_after(const Look *t, const Deck *d, int to, int card, int may_refuse,
                        double *w) {
    double banked = t->banked[to], points = t->points[to];
    int raisers = t->raisers[to], hands = t->hands[to], risk = t->risk[to], last = t->last[to];
    int kind = d->kind[card], blown = 0;
    if (kind == BONUS) {
        banked += d->pluses[card];
    } else {
        if (kind == RETURN) {
            if (last >= 0) {
                points -= d->points[last];
                raisers -= d->kind[last] == LIMIT;
                hands -= d->kind[last] == HAND;
                risk -= d->pluses[last];
            }
        } else {
            points += d->points[card] + (kind == DRAW ? t->draw_points : 0);
            raisers += kind == LIMIT;
            hands += kind == HAND;
            risk += d->pluses[card];
        }
        blown = points >= (raisers ? RAISED_HOUR : HOUR);
    }
    if (blown && may_refuse && t->hands[to]) {
        banked = t->banked[to];
        points = t->points[to];
        raisers = t->raisers[to];
        hands = t->hands[to] - 1;
        risk = t->risk[to];
        blown = 0;
    }
    if (blown) {
        for (int s = 0; s < t->n; s++) w[s] = t->banked[s] + t->risk[s];
        w[to] = t->banked[to];
        return 1;
    }
    memcpy(w, t->worths, sizeof(double) * (size_t)t->n);
    w[to] = worth(banked, points, raisers, hands, risk);
    return 0;
}

/* A waiting seat's worth after one random face-down card. */
static double expected_worth(Look *t, const Deck *d, int seat) {
    if (t->known >> seat & 1) return t->expected[seat];
    int banked = t->banked[seat], points = t->points[seat], raisers = t->raisers[seat];
    int hands = t->hands[seat], risk = t->risk[seat], last = t->last[seat];
    double draw_points = t->draw_points, hand_worth = HAND_WORTH * (hands > 0 ? 1 : 0);
    int limit = raisers ? RAISED_HOUR : HOUR;
    double total = 0.0;
    for (int i = 0; i < t->nh; i++) {
        int c = t->hcode[i], kind = d->kind[c], value = d->points[c], pluses = d->pluses[c];
        double weight = t->hweight[i];
        if (kind == NUMBER || kind == DRAW) {
            double x = kind == DRAW ? points + (value + draw_points) : points + value;
            if (x >= limit) {
                total += weight * banked;
                continue;
            }
            double share = (limit - x) / SAFE_ROOM;
            if (share >= 1.0) share = 1.0;
            total += weight * (banked + (risk + pluses) * share + hand_worth);
            continue;
        }
        double b = banked, x = points;
        int r = raisers, h = hands, k = risk;
        if (kind == BONUS) {
            b += pluses;
        } else if (kind == RETURN) {
            if (last >= 0) {
                x -= d->points[last];
                r -= d->kind[last] == LIMIT;
                h -= d->kind[last] == HAND;
                k -= d->pluses[last];
            }
        } else {
            x += value;
            r += kind == LIMIT;
            h += kind == HAND;
            k += pluses;
        }
        int top = r ? RAISED_HOUR : HOUR;
        if (kind != BONUS && x >= top) {
            total += weight * banked;
            continue;
        }
        double share = (top - x) / SAFE_ROOM;
        share = share < 0.0 ? 0.0 : share > 1.0 ? 1.0 : share;
        total += weight * (b + k * share + HAND_WORTH * (h > 0 ? 1 : 0));
    }
    if (!t->nh) total = t->worths[seat];
    t->expected[seat] = total;
    t->known |= 1 << seat;
    return total;
}

static double give_value(const Game *g, Look *t, int to) {
    double w[MAXS];
    if (worths_after(t, g->deck, to, g->face_up, to != g->dealer, w)) return utility(t, w);
    for (int s = 0; s < t->n; s++)
        if (s != to && !(g->served >> s & 1)) w[s] = expected_worth(t, g->deck, s);
    return utility(t, w);
}

static int should_refuse(const Game *g, Look *t) {
    double w[MAXS];
    int me = t->me;
    worths_after(t, g->deck, me, g->face_up, 0, w);
    double accept_value = utility(t, w);
    memcpy(w, t->worths, sizeof(double) * (size_t)t->n);
    w[me] = worth(t->banked[me], t->points[me], t->raisers[me], t->hands[me] - 1, t->risk[me]);
    return utility(t, w) > accept_value;
}

/* The heuristic's choice for the seat to act (ties drawn at random, as HeuristicBot's). */
static int heuristic(Game *g) {
    if (g->seat < 0) return -1;
    Look t;
    look_at(g, g->seat, &t);
    if (g->receiver >= 0) return should_refuse(g, &t) ? REFUSE_I : ACCEPT_I;
    int best = -1, ties = 0;
    double top = 0;
    for (int s = 0; s < g->players; s++) {
        if (g->served >> s & 1) continue;
        double v = give_value(g, &t, s);
        if (best < 0 || v > top) {
            best = s;
            top = v;
            ties = 1;
        } else if (v == top && below(&g->rng, ++ties) == 0) {
            best = s;
        }
    }
    return best;
}

/* -- the search's part (core/_ismcts.h asks for these) ------------------------------------- */
/* the information set's bytes (search.py: pack builds them), little-endian */
#define I_PLAYERS 0
#define I_ME 1
#define I_DEALER 2
#define I_MARKER 3
#define I_RECEIVER 4    /* int8, -1: nobody */
#define I_SERVED 5      /* a bit per seat */
#define I_RESHUFFLED 6
#define I_OVER 7
#define I_FACE_UP 8     /* uint16 code, 0xFFFF: none */
#define I_NCODES 10     /* uint16 */
#define I_NSTOCK 12     /* uint16 */
#define I_NDISC 14      /* uint16 */
#define I_NBATCH 16
#define I_ROUND 18      /* uint32 */
#define I_NROW 22       /* [MAXS] uint16 */
#define I_WON_PLUSES 32 /* [MAXS] uint32 */
#define I_WON_POINTS 52 /* [MAXS] uint32 */
#define I_TABLE 72      /* [ncodes] kind, points, pluses; then the stock (bottom first), the
                         * batch (the last turned up next), the discard, each row (left first) */

/* A test's switch (search.py: plant_bug): the determinization then deals the discard's top
 * card in place of a face-down card of another code. Never set otherwise. */
static int planted_bug = 0;

typedef struct {
    Game g;     /* the position, its face-down cards in the order given */
    Deck deck;
    int me, nhidden;
    uint8_t hidden[MAX_CARDS + MAXS]; /* the face-down cards, ascending */
} InfoSet;

static inline unsigned read_u16(const uint8_t *p) { return (unsigned)p[0] | (unsigned)p[1] << 8; }
static inline uint32_t read_u32(const uint8_t *p) {
    uint32_t x;
    memcpy(&x, p, 4);
    return x;
}

/* Reads a whole position (search and tests alike); NULL, or why it does not add up. */
static const char *load_game(const uint8_t *p, Py_ssize_t len, InfoSet *s) {
    if (len < I_TABLE) return "too short";
    memset(s, 0, sizeof(*s));
    Game *g = &s->g;
    Deck *d = &s->deck;
    g->deck = d;
    int n = p[I_PLAYERS];
    if (n < 2 || n > MAXS) return "players out of range";
    g->players = (uint8_t)n;
    s->me = p[I_ME];
    g->dealer = p[I_DEALER];
    g->marker = p[I_MARKER];
    g->receiver = (int8_t)p[I_RECEIVER];
    if (s->me >= n || g->dealer >= n || g->marker >= n || g->receiver >= n || g->receiver < -1)
        return "seats out of range";
    g->served = p[I_SERVED];
    if (g->served >> n) return "served seats out of range";
    g->reshuffled = p[I_RESHUFFLED] != 0;
    g->over = p[I_OVER] != 0;
    unsigned face = read_u16(p + I_FACE_UP);
    d->ncodes = (int)read_u16(p + I_NCODES);
    if (d->ncodes < 1 || d->ncodes > MAX_CODES) return "codes out of range";
    g->face_up = face == 0xFFFF ? -1 : (int16_t)face;
    if (g->face_up >= d->ncodes) return "the face-up card out of range";
    g->nstock = (uint16_t)read_u16(p + I_NSTOCK);
    g->ndisc = (uint16_t)read_u16(p + I_NDISC);
    g->nbatch = p[I_NBATCH];
    g->round = (int32_t)read_u32(p + I_ROUND);
    long cards = (long)g->nstock + g->ndisc + g->nbatch + (g->face_up >= 0);
    for (int t = 0; t < MAXS; t++) {
        g->nrow[t] = (uint16_t)read_u16(p + I_NROW + 2 * t);
        if (t >= n && g->nrow[t]) return "a row of a seat not playing";
        cards += g->nrow[t];
        g->won_pluses[t] = (int32_t)read_u32(p + I_WON_PLUSES + 4 * t);
        g->won_points[t] = (int32_t)read_u32(p + I_WON_POINTS + 4 * t);
        if (g->won_pluses[t] < 0 || g->won_points[t] < 0) return "won cards out of range";
    }
    if (g->nbatch > n || cards > MAX_CARDS) return "too many cards";
    if (len != I_TABLE + 3L * d->ncodes + cards - (g->face_up >= 0)) return "not the length given";
    const uint8_t *q = p + I_TABLE;
    for (int c = 0; c < d->ncodes; c++, q += 3) {
        d->kind[c] = q[0];
        d->points[c] = q[1];
        d->pluses[c] = q[2];
        if (q[0] >= KINDS || q[1] > 9 || q[2] > 3) return "a code out of range";
    }
    const uint8_t *cards_at = q;
    for (long i = 0; i < cards - (g->face_up >= 0); i++)
        if (cards_at[i] >= d->ncodes) return "a card out of range";
    memcpy(g->stock, q, g->nstock);
    q += g->nstock;
    memcpy(g->batch, q, g->nbatch);
    q += g->nbatch;
    memcpy(g->disc, q, g->ndisc);
    q += g->ndisc;
    for (int t = 0; t < n; t++) {
        memcpy(g->rows[t], q, g->nrow[t]);
        q += g->nrow[t];
        for (int i = 0; i < g->nrow[t]; i++) {
            int c = g->rows[t][i];
            if (d->kind[c] == BONUS || d->kind[c] == RETURN) return "a green card or arrow in a row";
            g->points[t] += d->points[c];
            g->raisers[t] += d->kind[c] == LIMIT;
            g->hands[t] += d->kind[c] == HAND;
        }
        if (!g->over && g->points[t] >= limit_of(g, t)) return "a row at its limit";
    }
    if (!g->over && g->face_up < 0) return "no face-up card in a game not over";
    if (g->receiver >= 0 && (!g->hands[g->receiver] || g->receiver == g->dealer))
        return "a receiver without a hand";
    select_seat(g);
    return NULL;
}

static const char *open_info(Py_buffer *info, InfoSet *s) {
    const char *wrong = load_game(info->buf, info->len, s);
    if (wrong) return wrong;
    if (s->g.over) return "the game is over";
    if (s->g.seat != s->me) return "the seat is not the one to act";
    s->nhidden = s->g.nstock + s->g.nbatch;
    int counts[MAX_CODES] = {0}, k = 0;
    for (int i = 0; i < s->g.nstock; i++) counts[s->g.stock[i]]++;
    for (int i = 0; i < s->g.nbatch; i++) counts[s->g.batch[i]]++;
    for (int c = 0; c < s->deck.ncodes; c++)
        while (counts[c]--) s->hidden[k++] = (uint8_t)c;
    return NULL;
}

/* One determinization: the face-down cards in a new order, the reshuffle seeded anew. */
static void redeal(Game *g, const InfoSet *s, uint64_t *rng) {
    memcpy(g, &s->g, sizeof(*g));
    g->deck = &s->deck;
    uint8_t cards[MAX_CARDS + MAXS];
    memcpy(cards, s->hidden, (size_t)s->nhidden);
    if (planted_bug && g->ndisc) {
        int top = g->disc[g->ndisc - 1];
        for (int i = 0; i < s->nhidden; i++)
            if (cards[i] != top) {
                cards[i] = (uint8_t)top;
                break;
            }
    }
    shuffle(cards, s->nhidden, rng);
    memcpy(g->stock, cards, g->nstock);
    memcpy(g->batch, cards + g->nstock, g->nbatch);
    g->rng = next_random(rng);
}

static int guide_move(Game *g, double unused) {
    (void)unused;
    return heuristic(g);
}

static int random_move(const Game *g, uint64_t *rng) {
    int16_t idx[MAX_LEGAL];
    int k = legal(g, g->seat, idx);
    return k ? idx[below(rng, k)] : -1;
}

#include "_ismcts.h"

/* -- the tests' bindings ------------------------------------------------------------------- */
static PyObject *legal_tuple(const Game *g) {
    int16_t idx[MAX_LEGAL];
    int k = g->seat >= 0 ? legal(g, g->seat, idx) : 0;
    PyObject *row = PyTuple_New(k);
    for (int i = 0; row && i < k; i++) PyTuple_SET_ITEM(row, i, PyLong_FromLong(idx[i]));
    return row;
}

static PyObject *bytes_of(const uint8_t *cards, int n) {
    return PyBytes_FromStringAndSize((const char *)cards, n);
}

static PyObject *ints_of(const int32_t *values, int n) {
    PyObject *row = PyTuple_New(n);
    for (int i = 0; row && i < n; i++) PyTuple_SET_ITEM(row, i, PyLong_FromLong(values[i]));
    return row;
}

/* A position as the tests compare it with state.py's (search.py: snapshot). */
static PyObject *snapshot(const Game *g) {
    int n = g->players;
    PyObject *rows = PyTuple_New(n);
    for (int s = 0; rows && s < n; s++) PyTuple_SET_ITEM(rows, s, bytes_of(g->rows[s], g->nrow[s]));
    int served[MAXS];
    for (int s = 0; s < n; s++) served[s] = g->served >> s & 1;
    return Py_BuildValue("{s:i,s:N,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:N,s:N,s:N,s:N,s:N,s:N,s:N,s:N}",
                         "seat", g->seat, "legal", legal_tuple(g), "over", g->over,
                         "dealer", g->dealer, "marker", g->marker, "round", g->round,
                         "reshuffled", g->reshuffled, "face_up", g->face_up,
                         "receiver", g->receiver, "served", ints_of(served, n),
                         "batch", bytes_of(g->batch, g->nbatch),
                         "stock", bytes_of(g->stock, g->nstock),
                         "discard", bytes_of(g->disc, g->ndisc), "rows", rows,
                         "points", ints_of(g->points, n), "pluses", ints_of(g->won_pluses, n),
                         "plus_points", ints_of(g->won_points, n));
}

/* play(position, actions, perm=b"") -> a list of snapshots: the position's, then after each
 * action. A reshuffle takes `perm` (uint16 indices into the discard: the order state.py's
 * generator would give) where its length fits; where it does not, the length wanted is
 * returned instead, as an int, for the caller to ask again. */
static PyObject *py_play(PyObject *self, PyObject *args) {
    Py_buffer info, perm = {0};
    PyObject *actions;
    if (!PyArg_ParseTuple(args, "y*O|y*", &info, &actions, &perm)) return NULL;
    static InfoSet s; /* tests only, under the GIL: too large for the stack beside a Game */
    const char *wrong = load_game(info.buf, info.len, &s);
    PyBuffer_Release(&info);
    if (wrong) {
        PyBuffer_Release(&perm);
        return PyErr_Format(PyExc_ValueError, "play: %s", wrong);
    }
    static Game g;
    memcpy(&g, &s.g, sizeof(g));
    g.deck = &s.deck;
    g.rng = 1;
    g.perm = perm.buf ? (const uint16_t *)perm.buf : NULL;
    g.nperm = perm.buf ? (int)(perm.len / 2) : 0;
    if (!g.perm) {
        static const uint16_t none[1];
        g.perm = none;
        g.nperm = -1;
    }
    PyObject *seq = PySequence_Fast(actions, "play: actions must be a sequence");
    PyObject *out = seq ? PyList_New(0) : NULL;
    PyObject *snap = out ? snapshot(&g) : NULL;
    if (!snap || PyList_Append(out, snap) < 0) goto fail;
    Py_CLEAR(snap);
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(seq); i++) {
        long a = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (a == -1 && PyErr_Occurred()) goto fail;
        int16_t idx[MAX_LEGAL];
        int k = g.seat >= 0 ? legal(&g, g.seat, idx) : 0, found = 0;
        for (int j = 0; j < k; j++) found |= idx[j] == a;
        if (!found) {
            PyErr_Format(PyExc_ValueError, "play: action %ld is not legal", a);
            goto fail;
        }
        perform(&g, g.seat, (int)a);
        select_seat(&g);
        if (g.wanted) {
            long wanted = g.wanted;
            Py_DECREF(out);
            Py_DECREF(seq);
            PyBuffer_Release(&perm);
            return PyLong_FromLong(wanted);
        }
        snap = snapshot(&g);
        if (!snap || PyList_Append(out, snap) < 0) goto fail;
        Py_CLEAR(snap);
    }
    Py_DECREF(seq);
    PyBuffer_Release(&perm);
    return out;
fail:
    Py_XDECREF(snap);
    Py_XDECREF(out);
    Py_XDECREF(seq);
    PyBuffer_Release(&perm);
    return NULL;
}

/* The tests' bindings' arguments (info, seed): `info` read into `s` (static in the caller: tests
 * only, under the GIL); 0 with the exception set when they do not parse or add up. */
static int open_args(PyObject *args, const char *name, InfoSet *s, long long *seed) {
    Py_buffer info;
    if (!PyArg_ParseTuple(args, "y*L", &info, seed)) return 0;
    const char *wrong = open_info(&info, s);
    PyBuffer_Release(&info);
    if (wrong) {
        PyErr_Format(PyExc_ValueError, "%s: %s", name, wrong);
        return 0;
    }
    return 1;
}

/* determinized(info, seed) -> (stock, batch, legal): one determinization of `info`: the
 * face-down cards as codes in their new order, and the seat's legal indices there. */
static PyObject *py_determinized(PyObject *self, PyObject *args) {
    static InfoSet s;
    long long seed;
    if (!open_args(args, "determinized", &s, &seed)) return NULL;
    uint64_t rng = (uint64_t)seed;
    static Game g;
    redeal(&g, &s, &rng);
    return Py_BuildValue("(NNN)", bytes_of(g.stock, g.nstock), bytes_of(g.batch, g.nbatch),
                         legal_tuple(&g));
}

/* heuristic(info, seed) -> the heuristic's choice for the seat to act, on the position as
 * given (ties drawn from `seed`). */
static PyObject *py_heuristic(PyObject *self, PyObject *args) {
    static InfoSet s;
    long long seed;
    if (!open_args(args, "heuristic", &s, &seed)) return NULL;
    static Game g;
    memcpy(&g, &s.g, sizeof(g));
    g.deck = &s.deck;
    g.rng = (uint64_t)seed;
    return PyLong_FromLong(heuristic(&g));
}

static PyMethodDef METHODS[] = {
    ISMCTS_METHODS("search(info, iterations, seconds, seed, exploration, bias, epsilon, depth, "
                   "force=-1, force_visits=0)"),
    {"determinized", py_determinized, METH_VARARGS, "determinized(info, seed)"},
    {"play", py_play, METH_VARARGS, "play(position, actions, perm=b'')"},
    {"heuristic", py_heuristic, METH_VARARGS, "heuristic(info, seed)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef MODULE = {
    PyModuleDef_HEAD_INIT, "_fast", "13th Hour's rules and its Expert's search in C (_fast.c).",
    -1, METHODS,
};

PyMODINIT_FUNC PyInit__fast(void) {
    PyObject *m = PyModule_Create(&MODULE);
    if (!m) return NULL;
    PyModule_AddIntConstant(m, "DECLINE", DECLINE_I);
    PyModule_AddIntConstant(m, "REFUSE", REFUSE_I);
    PyModule_AddIntConstant(m, "ACCEPT", ACCEPT_I);
    PyModule_AddIntConstant(m, "MAX_CARDS", MAX_CARDS);
    PyModule_AddIntConstant(m, "MAX_CODES", MAX_CODES);
    return m;
}
