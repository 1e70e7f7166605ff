/* Durak's rules, its learning encoding and the environments' turn order, in C, for stepping many
 * games at once (koloda.rl.batch.DurakBatch).
 *
 * This is a second statement of state.py (the rules), encoding.py (the observation and the
 * action indices) and rl/turns.py (who is offered a decision), written for speed: hands, the
 * discard and known cards are 64-bit masks over card ints (rank * 4 + suit, 24..59 for Durak's
 * 6 to ace). Python stays the reference: tests/rl/test_batch.py plays 1,350 random games
 * in both, every option and player count, and requires the same seat, observation, mask and
 * rewards at every step. A change to the rules is made in state.py first, then here.
 * It also restates the heuristic bot (bots.py: HeuristicBot), held equal to it move for move by
 * tests/rl/test_batch_heuristic.py; a change to that bot is made in both. The Expert's search
 * (_search.h, included below) plays by these same functions.
 *
 * The module works on memory the caller owns (NumPy arrays, through the buffer protocol): an
 * array of GAME_BYTES bytes a game, int32 actions, float32 observations, int8 masks, int8
 * seats, float32 rewards, uint8 done flags. It holds no Python objects, and its only globals
 * are tables filled once at import.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define CARDS 36
#define FIRST_RANK 6 /* the 6 */
#define DECK_WORDS "the 36 Durak cards"
#define MAXS 6
#define HAND_SIZE 6
#define BOUT_LIMIT 6
#define FIRST_BOUT_LIMIT 5
#define MAX_TABLE 8

/* the encoding's layout (encoding.py) */
#define ATTACK0 0
#define TRANSFER0 36
#define DEFEND0 72
#define N_PAIRS 387
#define TAKE_I (DEFEND0 + N_PAIRS)
#define PASS_I (TAKE_I + 1)
#define DECLINE_I (PASS_I + 1)
#define N_ACTIONS (DECLINE_I + 1)
#define MAX_LEGAL N_ACTIONS
#define P_HAND 0
#define P_UNBEATEN 36
#define P_BEATEN 72
#define P_COVERS 108
#define P_DISCARD 144
#define P_BOTTOM 180
#define P_KNOWN 216
#define P_UNSEEN (P_KNOWN + (MAXS - 1) * CARDS)
#define P_SEATS (P_UNSEEN + CARDS)
#define PER_SEAT 8
#define P_BOUT (P_SEATS + MAXS * PER_SEAT)
#define OBS_SIZE (P_BOUT + 12)

#define F_TRANSFER 1
#define F_NEIGHBOURS 2
#define F_FIRST_FIVE 4
#define F_RESTRICTED 8 /* the restricted form: one attacker, one card at a time, a take ends it */

typedef struct {
    uint64_t rng;            /* splitmix64 state: the next deal */
    uint64_t pick_rng;       /* splitmix64 state: random_actions' picks */
    uint64_t hands[MAXS];    /* bit c: card c is in the hand */
    uint64_t known[MAXS];    /* cards everybody saw go into the hand (a subset of it) */
    uint64_t discard;
    uint8_t stock[CARDS];    /* bottom first: stock[0] is the turned-up trump card */
    uint8_t nstock;
    uint8_t attacks[MAX_TABLE], defenses[MAX_TABLE]; /* defenses[i] 0: unbeaten */
    uint8_t natt, unbeaten;
    uint16_t ranks;          /* bit r: a card of rank r lies on the table */
    uint8_t players, flags, trump, trump_card;
    uint8_t attacker, defender, nthrowers, throwers[MAXS];
    uint8_t taking, passed;  /* passed: a bit per seat */
    uint8_t out[MAXS];       /* the place a seat took on leaving; 0 while it plays */
    uint8_t place, first_bout, over;
    int8_t durak;            /* -1: none (yet, or a draw) */
    int32_t bout;
    /* the environment's offering order (rl/turns.py) */
    uint8_t declined;        /* a bit per seat that declined in this position */
    int8_t seat;             /* the seat offered the decision; -1 when the game is over */
    uint8_t optional;        /* whether that seat may decline */
    /* the order of each hand, as state.py's lists keep it (the heuristic's ties follow it): a
     * card's arrival stamp; a hand in Python's order is its cards by ascending stamp */
    uint32_t clock;
    uint32_t stamp[CARDS];   /* by card - 24 */
} Game;

/* the batch modules' shared part (splitmix64, bits, offering order, Python bindings) */
#include "_batch.h"

static int16_t CANON[4][64];          /* [trump][card] -> canonical index, -1 if none */
static int16_t PAIR[CARDS][CARDS];    /* canonical (attack, card) -> pair number, -1 if none */
static uint8_t PAIR_ATTACK[N_PAIRS], PAIR_CARD[N_PAIRS]; /* pair number -> canonical cards */
static uint8_t REAL[4][CARDS];        /* [trump][canonical index] -> card */
static float SCALE[OBS_SIZE];

static int init_tables(void) { /* returns the number of defend pairs found */
    for (int t = 0; t < 4; t++) {
        int suits[4], k = 0;
        for (int s = 0; s < 4; s++)
            if (s != t) suits[s] = k++;
        suits[t] = 3;
        for (int c = 0; c < 64; c++) CANON[t][c] = -1;
        for (int r = 6; r < 15; r++)
            for (int s = 0; s < 4; s++) {
                CANON[t][r * 4 + s] = (int16_t)(suits[s] * 9 + r - 6);
                REAL[t][suits[s] * 9 + r - 6] = (uint8_t)(r * 4 + s);
            }
    }
    int n = 0;
    for (int a = 0; a < CARDS; a++)
        for (int c = 0; c < CARDS; c++) {
            int sa = a / 9, sc = c / 9;
            PAIR[a][c] = -1;
            if ((sa == sc && c > a) || (sc == 3 && sa != 3)) {
                PAIR_ATTACK[n] = (uint8_t)a;
                PAIR_CARD[n] = (uint8_t)c;
                PAIR[a][c] = (int16_t)n++;
            }
        }
    for (int i = 0; i < OBS_SIZE; i++) SCALE[i] = 1.0f;
    for (int r = 0; r < MAXS; r++) {
        SCALE[P_SEATS + r * PER_SEAT + 6] = (float)(1.0 / 6);
        SCALE[P_SEATS + r * PER_SEAT + 7] = (float)(1.0 / 36);
    }
    SCALE[P_BOUT + 6] = (float)(1.0 / 24);
    for (int i = 7; i < 11; i++) SCALE[P_BOUT + i] = (float)(1.0 / 6);
    SCALE[P_BOUT + 11] = (float)(1.0 / 60);
    return n;
}

/* A card comes into a hand: it is last in that hand's order. */
static inline void receive(Game *g, int seat, int c) {
    g->hands[seat] |= 1ULL << c;
    g->stamp[c - 24] = g->clock++;
}

/* -- the table (state.py: cap, limit, room, next_in_play, _set_throwers) ------------------- */
static inline int limit_of(const Game *g) {
    int cap = (g->first_bout && (g->flags & F_FIRST_FIVE)) ? FIRST_BOUT_LIMIT : BOUT_LIMIT;
    int held = popcount(g->hands[g->defender]) + g->natt - g->unbeaten;
    return held < cap ? held : cap;
}

static inline int room_of(const Game *g) { return limit_of(g) - g->natt; }

static int next_in_play(const Game *g, int seat) {
    int n = g->players, s = (seat + 1) % n;
    while (g->out[s] && s != seat) s = (s + 1) % n;
    return s;
}

static void set_throwers(Game *g) {
    int a = g->attacker, d = g->defender, n = g->players;
    g->nthrowers = 0;
    g->throwers[g->nthrowers++] = (uint8_t)a;
    if (g->flags & F_RESTRICTED) return;
    if (g->flags & F_NEIGHBOURS) {
        int other = next_in_play(g, d);
        if (other != a && other != d) g->throwers[g->nthrowers++] = (uint8_t)other;
        return;
    }
    for (int s = (d + 1) % n; s != d; s = (s + 1) % n)
        if (s != a && !g->out[s]) g->throwers[g->nthrowers++] = (uint8_t)s;
}

static inline int is_thrower(const Game *g, int seat) {
    for (int i = 0; i < g->nthrowers; i++)
        if (g->throwers[i] == seat) return 1;
    return 0;
}

/* Whether a thrower may add a card to the started bout now, whoever he is: the bout has room,
 * and in the restricted form nothing is unbeaten and the defender does not take (state.py:
 * _room_refusal and the restricted part of _thrower_refusal). */
static inline int adding_open(const Game *g) {
    if ((g->flags & F_RESTRICTED) && (g->taking || g->unbeaten)) return 0;
    return room_of(g) > 0;
}

/* -- who acts (actors, to_move) ------------------------------------------------------------ */
static int actors(const Game *g, int *out) {
    if (g->over) return 0;
    if (!g->natt) { out[0] = g->attacker; return 1; }
    int awaiting = g->taking || !g->unbeaten, k = 0;
    if (adding_open(g))
        for (int i = 0; i < g->nthrowers; i++) {
            int s = g->throwers[i];
            if (g->hands[s] && !(awaiting && (g->passed >> s & 1))) out[k++] = s;
        }
    if (!awaiting) out[k++] = g->defender;
    return k;
}

static int to_move(const Game *g) {
    if (g->over) return -1;
    if (!g->natt) return g->attacker;
    if (!g->taking && g->unbeaten) return g->defender;
    int acts[MAXS + 1];
    return actors(g, acts) ? acts[0] : -1;
}

/* -- legal actions, as indices (state.py: legal_actions and each action's moves: _lead_moves,
 *    _defend_moves and beats, _transfer_moves and _table_transfer_refusal, _add_moves and
 *    add_refusal) ------------------------------------------------------------------------- */
static int may_transfer(const Game *g) {
    if (g->unbeaten != g->natt) return 0;
    int target = next_in_play(g, g->defender);
    if (target == g->defender) return 0;
    return popcount(g->hands[target]) > g->natt;
}

/* Whether card `c` beats the attack card `a` (state.py: beats): higher in its suit, or a trump
 * on a plain card. */
static inline int beats(int c, int a, int trump) {
    int cs = c & 3, s = a & 3;
    return (cs == s && c > a) || (cs == trump && s != trump);
}

/* The cards of the ranks set in `ranks` (bit r: rank r), as a card bit mask. */
static inline uint64_t cards_of_ranks(uint16_t ranks) {
    uint64_t cards = 0;
    for (unsigned r = ranks; r; r &= r - 1) cards |= 0xFULL << (4 * lowest(r));
    return cards;
}

/* Writes the legal indices of `seat` into `idx` (when not NULL); returns how many there are. */
static int legal(const Game *g, int seat, int16_t *idx) {
    if (g->over || seat < 0 || seat >= g->players) return 0;
    uint64_t hand = g->hands[seat];
    const int16_t *canon = CANON[g->trump];
    int k = 0;
    if (!g->natt) {
        if (seat != g->attacker) return 0;
        for (uint64_t h = hand; h; h &= h - 1) {
            if (idx) idx[k] = (int16_t)(ATTACK0 + canon[lowest(h)]);
            k++;
        }
        return k;
    }
    if (seat == g->defender) {
        if (g->taking || !g->unbeaten) return 0;
        int trump = g->trump;
        for (int i = 0; i < g->natt; i++) {
            if (g->defenses[i]) continue;
            int a = g->attacks[i];
            for (uint64_t h = hand; h; h &= h - 1) {
                int c = lowest(h);
                if (beats(c, a, trump)) {
                    if (idx) idx[k] = (int16_t)(DEFEND0 + PAIR[canon[a]][canon[c]]);
                    k++;
                }
            }
        }
        if ((g->flags & F_TRANSFER) && may_transfer(g)) {
            int rank = g->attacks[0] >> 2;
            for (uint64_t h = hand; h; h &= h - 1) {
                int c = lowest(h);
                if (c >> 2 == rank) {
                    if (idx) idx[k] = (int16_t)(TRANSFER0 + canon[c]);
                    k++;
                }
            }
        }
        if (idx) idx[k] = TAKE_I;
        return k + 1;
    }
    if (!is_thrower(g, seat) || !hand || !adding_open(g)) return 0;
    int awaiting = g->taking || !g->unbeaten;
    if (awaiting && (g->passed >> seat & 1)) return 0;
    for (uint64_t h = hand & cards_of_ranks(g->ranks); h; h &= h - 1) {
        if (idx) idx[k] = (int16_t)(ATTACK0 + canon[lowest(h)]);
        k++;
    }
    if (awaiting) {
        if (idx) idx[k] = PASS_I;
        k++;
    }
    return k;
}

/* Whether `seat` has a legal action now: legal(g, seat, NULL) > 0 without walking the lists
 * (asked for every actor at every step, and by the heuristic). */
static int has_legal(const Game *g, int seat) {
    if (g->over || seat < 0 || seat >= g->players) return 0;
    uint64_t hand = g->hands[seat];
    if (!g->natt) return seat == g->attacker && hand;
    if (seat == g->defender) return !g->taking && g->unbeaten; /* taking is always open */
    if (!is_thrower(g, seat) || !hand || !adding_open(g)) return 0;
    if (g->taking || !g->unbeaten) return !(g->passed >> seat & 1); /* passing is open */
    return (hand & cards_of_ranks(g->ranks)) != 0;
}

/* -- carrying actions out (perform and what it calls) ------------------------------------- */
static void finish(Game *g, int durak) {
    g->over = 1;
    g->durak = (int8_t)durak;
    g->natt = g->unbeaten = g->taking = g->passed = 0;
    g->ranks = 0;
}

static void refill(Game *g) {
    int n = g->players, a = g->attacker, d = g->defender;
    int order[MAXS], k = 0;
    order[k++] = a;
    for (int i = 1; i < n; i++) {
        int s = (d + i) % n;
        if (s != a) order[k++] = s;
    }
    order[k++] = d;
    for (int i = 0; i < k; i++) {
        int s = order[i];
        if (g->out[s]) continue;
        int need = HAND_SIZE - popcount(g->hands[s]);
        if (need > 0 && g->nstock) {
            int take = need < g->nstock ? need : g->nstock;
            for (int j = 0; j < take; j++) receive(g, s, g->stock[--g->nstock]);
            if (!g->nstock) g->known[s] |= 1ULL << g->stock[0]; /* the trump, drawn in sight */
        }
        if (!g->hands[s]) g->out[s] = g->place;
    }
}

static void end_bout(Game *g) {
    int d = g->defender;
    uint64_t table = 0;
    for (int i = 0; i < g->natt; i++) {
        table |= 1ULL << g->attacks[i];
        if (g->defenses[i]) table |= 1ULL << g->defenses[i];
    }
    if (g->taking) {
        /* picked up in state.py's order: the attack cards, then the defences */
        for (int i = 0; i < g->natt; i++) receive(g, d, g->attacks[i]);
        for (int i = 0; i < g->natt; i++)
            if (g->defenses[i]) receive(g, d, g->defenses[i]);
        g->known[d] |= table;
    } else {
        g->discard |= table;
    }
    refill(g);
    int active = 0, last = -1, outs = 0;
    for (int s = 0; s < g->players; s++) {
        if (g->hands[s]) { active++; last = s; }
        if (g->out[s]) outs++;
    }
    if (active <= 1) { finish(g, active ? last : -1); return; }
    g->place = (uint8_t)(outs + 1);
    g->attacker = (uint8_t)((g->taking || g->out[d]) ? next_in_play(g, d) : d);
    g->defender = (uint8_t)next_in_play(g, g->attacker);
    g->natt = g->unbeaten = 0;
    g->ranks = 0;
    g->taking = 0;
    g->passed = 0;
    g->first_bout = 0;
    g->bout++;
    set_throwers(g);
}

static void end_bout_if_done(Game *g) {
    if (adding_open(g))
        for (int i = 0; i < g->nthrowers; i++) {
            int s = g->throwers[i];
            if (g->hands[s] && !(g->passed >> s & 1)) return; /* someone may still add */
        }
    end_bout(g);
}

static void play_from_hand(Game *g, int seat, int c) {
    g->hands[seat] &= ~(1ULL << c);
    g->known[seat] &= ~(1ULL << c);
    if (!g->hands[seat] && !g->nstock) {
        g->out[seat] = g->place; /* out of cards, nothing to draw: the player leaves */
        set_throwers(g);
    }
}

static void put_card(Game *g, int c) {
    g->attacks[g->natt] = (uint8_t)c;
    g->defenses[g->natt] = 0;
    g->natt++;
    g->unbeaten++;
}

/* Applies the legal index `index` for `seat` (already checked against the legal list). */
static void perform(Game *g, int seat, int index) {
    const uint8_t *card = REAL[g->trump];
    if (index == TAKE_I) {
        g->taking = 1;
    } else if (index == PASS_I) {
        g->passed |= (uint8_t)(1u << seat);
    } else if (index < TRANSFER0) {
        int c = card[index - ATTACK0];
        put_card(g, c);
        g->ranks |= (uint16_t)(1u << (c >> 2));
        g->passed = 0;
        play_from_hand(g, seat, c);
    } else if (index < DEFEND0) {
        int c = card[index - TRANSFER0];
        int target = next_in_play(g, seat);
        put_card(g, c);
        g->passed = 0;
        play_from_hand(g, seat, c);
        g->attacker = (uint8_t)seat;
        g->defender = (uint8_t)target;
        set_throwers(g);
    } else {
        int pair = index - DEFEND0, attack = card[PAIR_ATTACK[pair]], c = card[PAIR_CARD[pair]];
        int a = 0;
        while (g->attacks[a] != attack) a++;
        g->defenses[a] = (uint8_t)c;
        g->unbeaten--;
        g->ranks |= (uint16_t)(1u << (c >> 2));
        g->passed = 0;
        play_from_hand(g, seat, c);
    }
    if (g->taking || !g->unbeaten) end_bout_if_done(g);
}

/* -- what the offering order (_batch.h: select_seat) and step ask of the rules ------------- */
static int actor_may_act(const Game *g, int seat) { return has_legal(g, seat); }

/* Whether index `action` (not the decline) is legal for `seat` now: legal()'s conditions for
 * that one action, without building the list (every step checks its action). */
static int is_legal(const Game *g, int seat, int action) {
    if (g->over || seat < 0 || seat >= g->players || action < 0 || action >= DECLINE_I) return 0;
    const uint8_t *card = REAL[g->trump];
    uint64_t hand = g->hands[seat];
    int defending = g->natt && seat == g->defender && !g->taking && g->unbeaten;
    if (action < TRANSFER0) { /* a lead, or a throw-in of a rank on the table */
        int c = card[action - ATTACK0];
        if (!HAS(hand, c)) return 0;
        if (!g->natt) return seat == g->attacker;
        if (seat == g->defender || !is_thrower(g, seat) || !adding_open(g)) return 0;
        if ((g->taking || !g->unbeaten) && (g->passed >> seat & 1)) return 0;
        return g->ranks >> (c >> 2) & 1;
    }
    if (action < DEFEND0) { /* a transfer: a card of the attack's rank */
        int c = card[action - TRANSFER0];
        return defending && (g->flags & F_TRANSFER) && may_transfer(g) && HAS(hand, c)
            && c >> 2 == g->attacks[0] >> 2;
    }
    if (action < TAKE_I) { /* a defence: this card on that unbeaten attack card */
        int p = action - DEFEND0, a = card[PAIR_ATTACK[p]], c = card[PAIR_CARD[p]];
        if (!defending || !HAS(hand, c)) return 0;
        for (int i = 0; i < g->natt; i++)
            if (g->attacks[i] == a) return !g->defenses[i] && beats(c, a, g->trump);
        return 0;
    }
    if (action == TAKE_I) return defending;
    /* PASS_I: a thrower who may still throw in, while the defender takes or all is beaten */
    if (!g->natt || seat == g->defender || !is_thrower(g, seat) || !hand || !adding_open(g))
        return 0;
    return (g->taking || !g->unbeaten) && !(g->passed >> seat & 1);
}

/* -- the deal (DurakGame.new) --------------------------------------------------------------- */
static void deal(Game *g, int players, int flags, const uint8_t *deck_in) {
    uint64_t rng = g->rng, pick_rng = g->pick_rng;
    memset(g, 0, sizeof(Game));
    g->rng = rng;
    g->pick_rng = pick_rng;
    g->players = (uint8_t)players;
    g->flags = (uint8_t)flags;
    g->durak = -1;
    g->first_bout = 1;
    g->bout = 1;
    g->place = 1;
    uint8_t deck[CARDS];
    new_deck(deck, deck_in, &g->rng);
    int n = CARDS;
    g->trump_card = deck[0];
    g->trump = deck[0] & 3;
    for (int r = 0; r < HAND_SIZE; r++)
        for (int s = 0; s < players; s++) receive(g, s, deck[--n]);
    memcpy(g->stock, deck, (size_t)n);
    g->nstock = (uint8_t)n;
    if (!n) g->known[players - 1] |= 1ULL << g->trump_card;
    int best_seat = -1, best = 64;
    for (int s = 0; s < players; s++)
        for (uint64_t h = g->hands[s]; h; h &= h - 1) {
            int c = lowest(h);
            if ((c & 3) == g->trump && c < best) { best = c; best_seat = s; }
        }
    if (best_seat >= 0) {
        g->attacker = (uint8_t)best_seat;
        g->known[best_seat] |= 1ULL << best; /* shown to the table to claim the lead */
    }
    g->defender = (uint8_t)next_in_play(g, g->attacker);
    set_throwers(g);
    select_seat(g);
}

static void deal_again(Game *g) { deal(g, g->players, g->flags, NULL); }

/* -- the observation and mask (DurakEncoding.encode, Encoding.mask) ------------------------ */
static void encode(const Game *g, int seat, float *obs) {
    uint8_t buf[OBS_SIZE];
    memset(buf, 0, P_UNSEEN);
    memset(buf + P_UNSEEN, 1, CARDS);
    memset(buf + P_SEATS, 0, OBS_SIZE - P_SEATS);
    const int16_t *canon = CANON[g->trump];
    uint8_t *unseen = buf + P_UNSEEN;
    for (uint64_t h = g->hands[seat]; h; h &= h - 1) {
        int i = canon[lowest(h)];
        buf[P_HAND + i] = 1;
        unseen[i] = 0;
    }
    for (int k = 0; k < g->natt; k++) {
        int i = canon[g->attacks[k]];
        unseen[i] = 0;
        if (!g->defenses[k]) {
            buf[P_UNBEATEN + i] = 1;
        } else {
            buf[P_BEATEN + i] = 1;
            int j = canon[g->defenses[k]];
            buf[P_COVERS + j] = 1;
            unseen[j] = 0;
        }
    }
    for (uint64_t h = g->discard; h; h &= h - 1) {
        int i = canon[lowest(h)];
        buf[P_DISCARD + i] = 1;
        unseen[i] = 0;
    }
    int stock = g->nstock;
    if (stock) {
        int i = canon[g->trump_card];
        buf[P_BOTTOM + i] = 1;
        unseen[i] = 0;
    }
    int n = g->players;
    for (int rel = 0; rel < n; rel++) {
        int who = (seat + rel) % n;
        if (rel) {
            uint8_t *plane = buf + P_KNOWN + (rel - 1) * CARDS;
            for (uint64_t h = g->known[who]; h; h &= h - 1) {
                int i = canon[lowest(h)];
                plane[i] = 1;
                unseen[i] = 0;
            }
        }
        uint8_t *b = buf + P_SEATS + rel * PER_SEAT;
        b[0] = 1;
        b[1] = g->out[who] ? 1 : 0;
        b[2] = who == g->attacker;
        b[3] = who == g->defender;
        b[4] = (uint8_t)is_thrower(g, who);
        b[5] = g->passed >> who & 1;
        int count = popcount(g->hands[who]);
        b[6] = (uint8_t)(count < 6 ? count : 6);
        b[7] = (uint8_t)count;
    }
    uint8_t *b = buf + P_BOUT;
    b[0] = g->taking;
    b[1] = g->taking || !g->unbeaten;
    b[2] = g->first_bout;
    b[3] = (g->flags & F_TRANSFER) != 0;
    b[4] = (g->flags & F_NEIGHBOURS) != 0;
    b[5] = !g->over && to_move(g) == seat;
    b[6] = (uint8_t)(stock < 24 ? stock : 24);
    int limit = limit_of(g), attacks = g->natt;
    b[7] = (uint8_t)(limit > attacks ? limit - attacks : 0);
    b[8] = (uint8_t)(limit > 0 ? limit : 0);
    b[9] = g->unbeaten;
    b[10] = (uint8_t)attacks;
    b[11] = (uint8_t)(g->bout < 60 ? g->bout : 60);
    for (int i = 0; i < OBS_SIZE; i++) obs[i] = (float)buf[i] * SCALE[i];
}

/* A finished game's places (for the rewards): the durak, still holding cards, comes last. */
static int place_of(const Game *g, int seat) { return g->out[seat] ? g->out[seat] : g->players; }

/* -- Durak's heuristic bot (bots.py: HeuristicBot), for the seat offered the decision -------
 * The same choice as HeuristicBot.act on the same position, ties included: Python's min() keeps
 * the first of equal keys in the legal list's order, which follows the hand's order (the
 * stamps), so every choice below takes, among equal keys, the card that came into the hand
 * first (the lowest stamp). Returns an action index, DECLINE_I where the bot would not act (an
 * optional throw-in it does not want), -1 when nobody moves. */
#define TRUMP_BONUS 9 /* bots.py: a trump six outranks a plain ace */

static inline int card_value(int c, int trump) {
    return (c >> 2) + ((c & 3) == trump ? TRUMP_BONUS : 0);
}

/* Whether card `c` with `key` comes before the best so far (`best`, -1 for none, with
 * `best_key`): a lower key, or an equal one and an earlier place in the hand. */
static inline int comes_first(const Game *g, int c, int key, int best, int best_key) {
    return best < 0 || key < best_key
        || (key == best_key && g->stamp[c - 24] < g->stamp[best - 24]);
}

static int heuristic_defend(const Game *g, uint64_t hand, double thrift) {
    const int16_t *canon = CANON[g->trump];
    int trump = g->trump;
    /* transfers first: the first non-trump card of the attack's rank (they all share a value) */
    if ((g->flags & F_TRANSFER) && may_transfer(g)) {
        int rank = g->attacks[0] >> 2, first = -1;
        for (uint64_t h = hand & (0xFULL << (4 * rank)); h; h &= h - 1) {
            int c = lowest(h);
            if ((c & 3) != trump && comes_first(g, c, 0, first, 0)) first = c;
        }
        if (first >= 0) return TRANSFER0 + canon[first];
    }
    /* HeuristicBot.plan: each unbeaten card with a beater (table order), fewest beaters first
     * (a stable sort), beaten by the cheapest unused beater, first in hand order on ties */
    int slots[MAX_TABLE], counts[MAX_TABLE], k = 0;
    for (int i = 0; i < g->natt; i++) {
        if (g->defenses[i]) continue;
        int a = g->attacks[i], m = 0;
        for (uint64_t h = hand; h; h &= h - 1) m += beats(lowest(h), a, trump);
        if (m) {
            int at = k++;
            while (at > 0 && counts[at - 1] > m) {
                slots[at] = slots[at - 1]; counts[at] = counts[at - 1]; at--;
            }
            slots[at] = i;
            counts[at] = m;
        }
    }
    if (!k || k < g->unbeaten) return TAKE_I; /* some card cannot be beaten at all */
    uint64_t unused = hand;
    int first_beater = -1, cost = 0, table_value = 0, trump_ranks = 0, trumps = 0;
    for (int p = 0; p < k; p++) {
        int a = g->attacks[slots[p]], best = -1, best_value = 0;
        for (uint64_t h = unused; h; h &= h - 1) {
            int c = lowest(h);
            if (!beats(c, a, trump)) continue;
            int v = card_value(c, trump);
            if (comes_first(g, c, v, best, best_value)) { best = c; best_value = v; }
        }
        if (best < 0) return TAKE_I;
        unused &= ~(1ULL << best);
        if (!p) first_beater = best;
        cost += best_value;
        table_value += card_value(a, trump);
        if ((best & 3) == trump) { trumps++; trump_ranks += best >> 2; }
    }
    /* early on, picking up a few low cards is cheaper than spending high trumps on them */
    if (g->nstock > 6 && trumps && (double)trump_ranks * thrift >= 12
        && table_value <= 10 * k && cost > 20)
        return TAKE_I;
    return DEFEND0 + PAIR[canon[g->attacks[slots[0]]]][canon[first_beater]];
}

static int heuristic_attack(const Game *g, uint64_t hand) {
    const int16_t *canon = CANON[g->trump];
    int trump = g->trump, best = -1, best_key = 0;
    if (!g->natt) { /* lead the cheapest card, a rank held twice counting 2 less */
        for (uint64_t h = hand; h; h &= h - 1) {
            int c = lowest(h), rank = c >> 2;
            int pair = popcount(hand & (0xFULL << (4 * rank))) > 1;
            int key = card_value(c, trump) - (pair ? 2 : 0);
            if (comes_first(g, c, key, best, best_key)) { best = c; best_key = key; }
        }
        return ATTACK0 + canon[best];
    }
    int endgame = g->nstock == 0, finish_off = endgame && popcount(g->hands[g->defender]) <= 2;
    int top = g->taking ? 10 : 11;
    for (uint64_t h = hand & cards_of_ranks(g->ranks); h; h &= h - 1) {
        int c = lowest(h);
        int good = (c & 3) == trump ? finish_off : (endgame || (c >> 2) <= top);
        int key = card_value(c, trump);
        if (good && comes_first(g, c, key, best, best_key)) { best = c; best_key = key; }
    }
    if (best >= 0) return ATTACK0 + canon[best];
    return (g->taking || !g->unbeaten) ? PASS_I : DECLINE_I; /* PASS when legal, else None */
}

static int heuristic(const Game *g, double thrift) {
    int seat = g->seat;
    if (seat < 0 || !has_legal(g, seat)) return -1;
    uint64_t hand = g->hands[seat];
    if (g->natt && seat == g->defender) return heuristic_defend(g, hand, thrift);
    return heuristic_attack(g, hand);
}

/* -- Python bindings (the rest, observe and step, are _batch.h's) ------------------------- */
/* deal(games, i, players, flags, seed, deck=None): a new game in slot i. With `deck` (36 card
 * ints, bottom first, as DurakGame.new shuffles them) that deal; else one from the slot's own
 * generator, seeded with `seed` when seed >= 0 (else it goes on from the last deal). */
static PyObject *py_deal(PyObject *self, PyObject *args) {
    PyObject *games_obj, *deck_obj = Py_None;
    Py_ssize_t i;
    int players, flags;
    long long seed;
    if (!PyArg_ParseTuple(args, "OniiL|O", &games_obj, &i, &players, &flags, &seed, &deck_obj))
        return NULL;
    if (players < 2 || players > MAXS)
        return PyErr_Format(PyExc_ValueError, "Durak is for 2 to 6 players, not %d", players);
    Buf b[2];
    const uint8_t *deck;
    Game *g = open_slot(b, games_obj, i, deck_obj, &deck);
    if (!g) return NULL;
    seed_slot(g, seed);
    deal(g, players, flags, deck);
    release(b, 2);
    Py_RETURN_NONE;
}

static int heuristic_choice(Game *g, double thrift) { return heuristic(g, thrift); }
static int random_action(Game *g) { return uniform_legal_index(g); }

/* heuristic(games, actions, thrift): each slot's heuristic choice (HeuristicBot with `param`
 * thrift) for its offered seat, as an action index: DECLINE where the bot would not throw in,
 * -1 where the game is over. */
static PyObject *py_heuristic(PyObject *self, PyObject *args) {
    return choose_each(args, "OOd", 0, heuristic_choice);
}

/* the Expert's search over these rules (search.py's SearchBot) */
#include "_search.h"

static PyMethodDef METHODS[] = {
    {"deal", py_deal, METH_VARARGS, "deal(games, i, players, flags, seed, deck=None)"},
    BATCH_METHODS,
    {"heuristic", py_heuristic, METH_VARARGS, "heuristic(games, actions, thrift)"},
    SEARCH_METHODS,
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef MODULE = {
    PyModuleDef_HEAD_INIT, "_fast",
    "Durak's rules, encoding and turn order in C, for batches of games (see _fast.c).", -1,
    METHODS,
};

PyMODINIT_FUNC PyInit__fast(void) {
    if (init_tables() != N_PAIRS) {
        PyErr_SetString(PyExc_ImportError, "_fast: the defend pairs do not match N_PAIRS");
        return NULL;
    }
    PyObject *m = new_module(&MODULE);
    if (!m) return NULL;
    PyModule_AddIntConstant(m, "TRANSFER", F_TRANSFER);
    PyModule_AddIntConstant(m, "NEIGHBOURS", F_NEIGHBOURS);
    PyModule_AddIntConstant(m, "FIRST_BOUT_FIVE", F_FIRST_FIVE);
    PyModule_AddIntConstant(m, "RESTRICTED", F_RESTRICTED);
    PyModule_AddIntConstant(m, "INFO_BYTES", INFO_BYTES);
    PyModule_AddIntConstant(m, "DECLINE", DECLINE_I);
    return m;
}
