/* Palace's rules, its learning encoding and the environments' turn order, in C, for stepping
 * many games at once (koloda.rl.palace_batch.PalaceBatch).
 *
 * This is a second statement of state.py (the rules), encoding.py (the observation and the
 * action indices) and rl/turns.py (who is offered a decision), written for speed: hands, face-up
 * cards, known cards and the burned cards are 64-bit masks over card ints (rank * 4 + suit, 8..59
 * for the 2 to the ace); the lists whose order the rules read (the face-down cards, the stock,
 * the pile) stay arrays. Python stays the reference: tests/rl/test_palace_batch.py plays random
 * games in both, every player count and pick-up limit, and requires the same seat, observation,
 * mask and rewards at every step. A change to the rules is made in state.py first, then here.
 * It also restates the heuristic bot (bots.py: PalaceBot), held equal to it move for move except
 * for its one random choice (which face-down card to turn), made here from the game's own key.
 * The Expert's search (_search.h, included below) plays by these same functions.
 *
 * The module works on memory the caller owns (NumPy arrays, through the buffer protocol): an
 * array of GAME_BYTES bytes a game, int32 actions, float32 observations, int8 masks, int8
 * seats, float32 rewards, uint8 done flags. It holds no Python objects, and its only globals
 * are tables filled once at import and the search's test switch (_search.h: planted_bug).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define CARDS 52
#define FIRST_RANK 2 /* the 2 */
#define DECK_WORDS "the 52 cards"
#define MAXS 5
#define HAND_SIZE 3 /* also the face-up and face-down cards dealt a seat */
#define RESET 2
#define BURN 10

/* the encoding's layout (encoding.py) */
#define SWAP0 0
#define PLAY0 (SWAP0 + CARDS * CARDS)
#define BLIND0 (PLAY0 + 13 * 15)
#define PICK_UP_I (BLIND0 + HAND_SIZE)
#define READY_I (PICK_UP_I + 1)
#define DECLINE_I (READY_I + 1)
#define N_ACTIONS (DECLINE_I + 1)
#define P_HAND 0
#define P_FACE_UP CARDS
#define P_OTHERS_UP (2 * CARDS)
#define P_KNOWN (P_OTHERS_UP + (MAXS - 1) * CARDS)
#define P_PILE (P_KNOWN + (MAXS - 1) * CARDS)
#define P_BURNED (P_PILE + CARDS)
#define P_DRAWN (P_BURNED + CARDS)
#define P_UNSEEN (P_DRAWN + CARDS)
#define P_TOP (P_UNSEEN + CARDS)
#define P_BEAT (P_TOP + 13)
#define P_SEATS (P_BEAT + 14)
#define PER_SEAT 8
#define P_TABLE (P_SEATS + MAXS * PER_SEAT)
#define OBS_SIZE (P_TABLE + 8)

/* the most legal indices a seat can have: every subset of every rank (13 * 15), or 9 swaps */
#define MAX_LEGAL 256

enum { SWAP, PLAY, OVER };

typedef struct {
    uint64_t rng;              /* splitmix64 state: the next deal */
    uint64_t pick_rng;         /* splitmix64 state: random_actions' picks */
    uint64_t key;              /* drawn with each deal: the heuristic's blind pick reads it */
    uint64_t hands[MAXS];      /* bit c: card c is in the hand */
    uint64_t face_up[MAXS];
    uint64_t known[MAXS];      /* cards everybody saw go into the hand (a subset of it) */
    uint64_t burned;
    uint64_t drawn;            /* the cards the adder just drew */
    uint32_t pick_ups, pickup_limit; /* limit 0: off */
    uint32_t moves;            /* actions performed in this game */
    uint8_t face_down[MAXS][HAND_SIZE]; /* in the dealt order: a blind card is chosen by place */
    uint8_t nface_down[MAXS];
    /* the swap phase's order of each hand and face-up row (the heuristic's ties follow it) */
    uint8_t hand_order[MAXS][HAND_SIZE], up_order[MAXS][HAND_SIZE];
    uint8_t stock[CARDS];      /* stock[nstock - 1] is drawn next */
    uint8_t pile[CARDS];       /* bottom first */
    uint8_t nstock, npile;
    uint8_t players, phase, turn, out;
    int8_t adder;              /* the seat that may still add a card it drew; -1: none */
    uint8_t ready;             /* a bit per seat */
    uint8_t finished[MAXS];    /* the place of a seat that left (1 = first out); 0 while it plays */
    /* the environment's offering order (rl/turns.py) */
    uint8_t declined;          /* a bit per seat that declined in this position */
    int8_t seat;               /* the seat offered the decision; -1 when the game is over */
    uint8_t optional;          /* whether that seat may decline */
} Game;

/* the batch modules' shared part (splitmix64, bits, offering order, Python bindings) */
#include "_batch.h"

/* The non-empty subsets of four suits in SUBSETS' order (actions.py): fewest cards first, then
 * by mask. */
static const uint8_t SUB_ORDER[15] = {1, 2, 4, 8, 3, 5, 6, 9, 10, 12, 7, 11, 13, 14, 15};
static uint8_t SUBS[16][15], NSUBS[16]; /* [suit mask]: its non-empty subsets, in that order */
static float SCALE[OBS_SIZE];

static void init_tables(void) {
    for (int m = 0; m < 16; m++)
        for (int i = 0; i < 15; i++)
            if ((SUB_ORDER[i] & m) == SUB_ORDER[i]) SUBS[m][NSUBS[m]++] = SUB_ORDER[i];
    for (int i = 0; i < OBS_SIZE; i++) SCALE[i] = 1.0f;
    for (int r = 0; r < MAXS; r++) {
        SCALE[P_SEATS + r * PER_SEAT + 5] = (float)(1.0 / 20);
        SCALE[P_SEATS + r * PER_SEAT + 6] = (float)(1.0 / 3);
        SCALE[P_SEATS + r * PER_SEAT + 7] = (float)(1.0 / 3);
    }
    SCALE[P_TABLE + 2] = (float)(1.0 / 4);
    SCALE[P_TABLE + 3] = (float)(1.0 / CARDS);
    SCALE[P_TABLE + 4] = (float)(1.0 / CARDS);
    SCALE[P_TABLE + 5] = (float)(1.0 / 100);
}

static inline int rank_of(int c) { return c >> 2; }
static inline int card_index(int c) { return c - 8; } /* (rank - 2) * 4 + suit */
static inline int index_card(int i) { return i + 8; }
/* The suits of `rank` among the cards of `mask`, as 4 bits (actions.py: suit_mask). */
static inline int suits(uint64_t mask, int rank) { return (int)(mask >> (rank * 4)) & 15; }
static inline int play_index(int rank, int m) { return PLAY0 + (rank - 2) * 15 + m - 1; }
static inline int is_special(int rank) { return rank == RESET || rank == BURN; }

/* -- the pile and the table (to_beat, top_run, next_seat, holds_cards, source) -------------- */
/* Cards: a 2 resets the pile (anything goes on it), a 10 goes on anything and burns it. */
static inline int to_beat(const Game *g) {
    if (!g->npile) return 0;
    int r = rank_of(g->pile[g->npile - 1]);
    return r == RESET ? 0 : r;
}

/* A turn: the card must equal or beat the top; 2s and 10s go on anything. */
static inline int goes_on(int rank, int beat) { return rank >= beat || is_special(rank); }

/* The rank on top of the (non-empty) pile and how many of it lie there in a row (up to 4). */
static int top_run(const Game *g, int *run) {
    int top = rank_of(g->pile[g->npile - 1]), k = 1, i = g->npile - 2;
    while (i >= 0 && rank_of(g->pile[i]) == top && k < 4) { k++; i--; }
    *run = k;
    return top;
}

/* Play passes to the next seat clockwise that still holds cards. */
static int next_seat(const Game *g, int seat) {
    int n = g->players, s = (seat + 1) % n;
    while (g->finished[s]) s = (s + 1) % n;
    return s;
}

static inline int holds_cards(const Game *g, int seat) {
    return g->hands[seat] || g->face_up[seat] || g->nface_down[seat];
}

/* The table cards: the hand, else (hand and stock empty) the face-up cards; 0 leaves only the
 * face-down cards, played blind. */
static inline uint64_t source(const Game *g, int seat) {
    return g->hands[seat] ? g->hands[seat] : g->face_up[seat];
}

/* -- who acts (_find_actors, to_move) ------------------------------------------------------ */
/* Swapping: everyone not ready. Play: the seat that just drew, then the seats after the player
 * on turn that might complete four of a kind out of turn (found from public counts only), then
 * the player on turn. */
static int actors(const Game *g, int *out) {
    int n = g->players, k = 0;
    if (g->phase == SWAP) {
        for (int s = 0; s < n; s++)
            if (!(g->ready >> s & 1)) out[k++] = s;
        return k;
    }
    if (g->phase == OVER) return 0;
    int t = g->turn, adder = g->adder;
    if (adder >= 0 && adder != t && !g->finished[adder]) out[k++] = adder;
    if (g->npile) {
        int run, rank = top_run(g, &run), need = 4 - run, s = t;
        for (int i = 0; i < n - 1; i++) {
            s = (s + 1) % n;
            if (g->finished[s] || s == adder) continue;
            uint64_t hand = g->hands[s];
            if (hand ? popcount(hand) >= need : popcount((uint64_t)suits(g->face_up[s], rank)) >= need)
                out[k++] = s;
        }
    }
    out[k++] = t;
    return k;
}

static int to_move(const Game *g) {
    if (g->phase == PLAY) return g->turn;
    if (g->phase == OVER) return -1;
    int acts[MAXS + 1];
    return actors(g, acts) ? acts[0] : -1;
}

static int is_actor(const Game *g, int seat) {
    int acts[MAXS + 1], k = actors(g, acts);
    for (int i = 0; i < k; i++)
        if (acts[i] == seat) return 1;
    return 0;
}

/* -- legal actions (legal_actions and each action's moves) --------------------------------- */
/* Out of turn: complete four of a kind from where the seat plays now (exactly the missing
 * cards), or (the seat that just drew) add drawn cards of the rank on top. Writes the plays as
 * suit masks in _out_of_turn_moves' order; returns how many, and the rank in `rank`. */
static int out_of_turn_masks(const Game *g, int seat, int *rank, uint8_t *masks) {
    if (!g->npile) return 0;
    int run, r = top_run(g, &run), need = 4 - run, k = 0;
    *rank = r;
    int m = suits(source(g, seat), r);
    for (int i = 0; i < NSUBS[m]; i++)
        if (popcount(SUBS[m][i]) == need) masks[k++] = SUBS[m][i];
    if (seat == g->adder) {
        int dm = suits(g->drawn, r) & suits(g->hands[seat], r), exact = k;
        for (int i = 0; i < NSUBS[dm]; i++) {
            int sub = SUBS[dm][i], seen = 0;
            for (int j = 0; j < exact; j++) seen |= masks[j] == sub;
            if (!seen) masks[k++] = (uint8_t)sub;
        }
    }
    return k;
}

#define RANK_CARDS(r) (15ULL << ((r) * 4))

/* A turn: one card or several of a rank that goes on the pile (`goes_on`), from where the
 * player on turn plays now (`src`). Sets `open` to the cards that may be played and returns how
 * many plays they make (every non-empty subset of each rank's); none leaves the pick-up. */
static int turn_plays(const Game *g, uint64_t src, uint64_t *open) {
    int beat = to_beat(g), count = 0;
    uint64_t may = (~0ULL << (beat * 4)) | RANK_CARDS(RESET) | RANK_CARDS(BURN);
    *open = src & may;
    for (uint64_t x = *open; x; ) {
        int r = lowest(x) >> 2;
        count += NSUBS[suits(x, r)];
        x &= ~RANK_CARDS(r);
    }
    return count;
}

/* The `j`-th play of turn_plays' list (ranks ascending, subsets in SUBSETS' order). */
static int nth_turn_play(uint64_t open, int j) {
    for (uint64_t x = open; x; ) {
        int r = lowest(x) >> 2, m = suits(x, r);
        if (j < NSUBS[m]) return play_index(r, SUBS[m][j]);
        j -= NSUBS[m];
        x &= ~RANK_CARDS(r);
    }
    return -1;
}

/* Writes the legal indices of `seat` into `idx`; returns how many there are. */
static int legal(const Game *g, int seat, int16_t *idx) {
    if (seat < 0 || seat >= g->players) return 0;
    int k = 0;
    if (g->phase == SWAP) {
        /* Swapping: any hand card for any face-up card, until ready. */
        if (g->ready >> seat & 1) return 0;
        for (int i = 0; i < HAND_SIZE; i++)
            for (int j = 0; j < HAND_SIZE; j++)
                idx[k++] = (int16_t)(SWAP0 + card_index(g->hand_order[seat][i]) * CARDS
                                     + card_index(g->up_order[seat][j]));
        idx[k++] = READY_I;
        return k;
    }
    if (g->phase != PLAY) return 0;
    if (seat == g->turn) {
        uint64_t src = source(g, seat);
        if (!src) { /* the face-down cards: one turned over blind, by its place */
            for (int i = 0; i < g->nface_down[seat]; i++) idx[k++] = (int16_t)(BLIND0 + i);
            return k;
        }
        uint64_t open;
        turn_plays(g, src, &open);
        for (uint64_t x = open; x; x &= ~RANK_CARDS(lowest(x) >> 2)) {
            int r = lowest(x) >> 2, m = suits(x, r);
            for (int i = 0; i < NSUBS[m]; i++) idx[k++] = (int16_t)play_index(r, SUBS[m][i]);
        }
        if (!k) idx[k++] = PICK_UP_I;
        return k;
    }
    if (!is_actor(g, seat)) return 0;
    uint8_t masks[32];
    int rank = 0, n = out_of_turn_masks(g, seat, &rank, masks);
    for (int i = 0; i < n; i++) idx[i] = (int16_t)play_index(rank, masks[i]);
    return n;
}

/* Whether index `a` is among legal(g, seat): the player on turn's plays are checked against
 * turn_plays' suits, everything else (short lists) against the list itself. */
static int is_legal(const Game *g, int seat, int a) {
    uint64_t src;
    if (g->phase == PLAY && seat == g->turn && (src = source(g, seat))) {
        uint64_t open;
        int n = turn_plays(g, src, &open);
        if (a == PICK_UP_I) return !n;
        if (a < PLAY0 || a >= BLIND0) return 0;
        int r = (a - PLAY0) / 15 + 2, sub = (a - PLAY0) % 15 + 1;
        return (suits(open, r) & sub) == sub;
    }
    return listed(g, seat, a);
}

/* Whether `seat`, one of the actors, has a legal action (legal() > 0, without listing them):
 * the player on turn always has one (a play, the pick-up or a blind card), as has a seat not
 * yet ready; an out-of-turn seat only when it holds the cards. */
static int actor_may_act(const Game *g, int seat) {
    if (g->phase == SWAP) return 1;
    if (seat == g->turn) return 1;
    uint8_t masks[32];
    int rank;
    return out_of_turn_masks(g, seat, &rank, masks) > 0;
}

/* -- carrying actions out (perform and what it calls) ------------------------------------- */
/* The end: the last seat holding cards loses; the outcome's ranks are `finished`. */
static void end_game(Game *g) {
    g->phase = OVER;
    g->adder = -1;
}

/* Leaving: a seat without cards takes the next place and is skipped from then on. */
static void leave(Game *g, int seat) {
    g->finished[seat] = ++g->out;
    if (g->out == g->players - 1) {
        for (int s = 0; s < g->players; s++)
            if (!g->finished[s]) g->finished[s] = g->players;
        end_game(g);
    }
}

/* Games that would never end: at the pick-up limit the game is called, the seats still holding
 * cards ranked after those out by how many they hold (fewer is better, equal counts share). */
static void call_game(Game *g) {
    int held[MAXS];
    for (int s = 0; s < g->players; s++)
        held[s] = g->finished[s] ? -1
                  : popcount(g->hands[s]) + popcount(g->face_up[s]) + g->nface_down[s];
    for (int s = 0; s < g->players; s++) {
        if (held[s] < 0) continue;
        int fewer = 0;
        for (int o = 0; o < g->players; o++) fewer += held[o] >= 0 && held[o] < held[s];
        g->finished[s] = (uint8_t)(g->out + 1 + fewer);
    }
    end_game(g);
}

/* Picking up: the whole pile goes into the hand, seen by all; the next player starts afresh. */
static void take_pile(Game *g, int seat) {
    uint64_t pile = 0;
    for (int i = 0; i < g->npile; i++) pile |= 1ULL << g->pile[i];
    g->hands[seat] |= pile;
    g->known[seat] |= pile;
    g->npile = 0;
    g->turn = (uint8_t)next_seat(g, seat);
    g->pick_ups++;
    if (g->pick_ups == g->pickup_limit) call_game(g);
}

static void burn_pile(Game *g) {
    for (int i = 0; i < g->npile; i++) g->burned |= 1ULL << g->pile[i];
    g->npile = 0;
}

/* After laying: a 10 or four of a kind on top burns the pile, a 2 resets it, and the same
 * player goes again; otherwise the turn passes on, and a player who drew may still add drawn
 * cards of the rank just played until the next player acts. A player out of cards leaves (and
 * the next player starts, afresh after a burn, on the 2 after a 2). */
static void after_laying(Game *g, int seat, int rank, int in_turn, uint64_t drawn) {
    int holds = holds_cards(g, seat), again = 0, run;
    if (rank == BURN || (top_run(g, &run), run == 4)) {
        burn_pile(g);
        again = 1;
    } else if (rank == RESET) {
        again = 1;
    }
    if (!holds) {
        leave(g, seat);
        if (g->phase != OVER && (in_turn || again)) g->turn = (uint8_t)next_seat(g, seat);
        return;
    }
    if (again) { g->turn = (uint8_t)seat; return; }
    if (in_turn) g->turn = (uint8_t)next_seat(g, seat);
    if (drawn) { g->adder = (int8_t)seat; g->drawn = drawn; }
}

/* A turn (or out of turn): lay cards of one rank from the hand, or from the face-up cards once
 * hand and stock are empty, then draw back up to three while the stock lasts (privately). */
static void lay(Game *g, int seat, int rank, int m) {
    int in_turn = seat == g->turn, from_hand = g->hands[seat] != 0;
    uint64_t cards = (uint64_t)m << (rank * 4);
    if (from_hand) {
        g->hands[seat] &= ~cards;
        g->known[seat] &= ~cards;
    } else {
        g->face_up[seat] &= ~cards;
    }
    for (int s = 0; s < 4; s++) /* suits ascending: PLAYS' order, the last on top */
        if (m >> s & 1) g->pile[g->npile++] = (uint8_t)(rank * 4 + s);
    g->adder = -1;
    uint64_t drawn = 0;
    if (from_hand)
        while (g->nstock && popcount(g->hands[seat]) < HAND_SIZE) {
            int c = g->stock[--g->nstock];
            g->hands[seat] |= 1ULL << c;
            drawn |= 1ULL << c;
        }
    after_laying(g, seat, rank, in_turn, drawn);
}

/* The table cards: with hand and face-up cards gone, turn a face-down card over; it stays if it
 * goes on the pile, else it goes into the hand with the whole pile. */
static void play_blind(Game *g, int seat, int place) {
    uint8_t *down = g->face_down[seat];
    int c = down[place];
    for (int i = place; i < g->nface_down[seat] - 1; i++) down[i] = down[i + 1];
    g->nface_down[seat]--;
    g->adder = -1;
    int goes = goes_on(rank_of(c), to_beat(g));
    g->pile[g->npile++] = (uint8_t)c;
    if (goes) after_laying(g, seat, rank_of(c), 1, 0);
    else take_pile(g, seat);
}

/* Who starts: the lowest card in hand from 3 up to ace (2s and 10s do not count), ties to the
 * seat nearest the dealer's left (seat 0 first); shown to the table. Nobody: seat 0. */
static void start_play(Game *g) {
    int starter = 0, lowest_card = -1;
    for (int s = 0; s < g->players; s++)
        for (uint64_t h = g->hands[s]; h; h &= h - 1) {
            int c = lowest(h), r = rank_of(c);
            if (is_special(r)) continue;
            if (lowest_card < 0 || r < rank_of(lowest_card) || (s == starter && c < lowest_card)) {
                starter = s;
                lowest_card = c;
            }
        }
    g->phase = PLAY;
    g->turn = (uint8_t)starter;
    if (lowest_card >= 0) g->known[starter] |= 1ULL << lowest_card;
}

/* Swapping: a hand card for a face-up card, each keeping the other's place; seen by all. */
static void swap(Game *g, int seat, int hand_card, int up_card) {
    for (int i = 0; i < HAND_SIZE; i++) {
        if (g->hand_order[seat][i] == hand_card) g->hand_order[seat][i] = (uint8_t)up_card;
        if (g->up_order[seat][i] == up_card) g->up_order[seat][i] = (uint8_t)hand_card;
    }
    g->hands[seat] = (g->hands[seat] & ~(1ULL << hand_card)) | 1ULL << up_card;
    g->face_up[seat] = (g->face_up[seat] & ~(1ULL << up_card)) | 1ULL << hand_card;
    g->known[seat] = (g->known[seat] & ~(1ULL << hand_card)) | 1ULL << up_card;
}

/* Applies the legal index `index` for `seat` (already checked against the legal list). */
static void perform(Game *g, int seat, int index) {
    g->moves++;
    if (index < PLAY0) {
        int i = index - SWAP0;
        swap(g, seat, index_card(i / CARDS), index_card(i % CARDS));
    } else if (index < BLIND0) {
        int i = index - PLAY0;
        lay(g, seat, i / 15 + 2, i % 15 + 1);
    } else if (index < PICK_UP_I) {
        play_blind(g, seat, index - BLIND0);
    } else if (index == PICK_UP_I) {
        g->adder = -1;
        take_pile(g, seat);
    } else { /* ready; play starts when every seat is */
        g->ready |= (uint8_t)(1u << seat);
        if (g->ready == (1u << g->players) - 1) start_play(g);
    }
}

/* -- the deal (PalaceGame.new) --------------------------------------------------------------- */
/* Each seat gets 3 face-down cards, then 3 face-up, then 3 in hand; the rest is the stock. */
static void deal(Game *g, int players, uint32_t pickup_limit, const uint8_t *deck_in) {
    uint64_t rng = g->rng, pick_rng = g->pick_rng;
    memset(g, 0, sizeof(Game));
    g->rng = rng;
    g->pick_rng = pick_rng;
    g->players = (uint8_t)players;
    g->pickup_limit = pickup_limit;
    g->phase = SWAP;
    g->adder = -1;
    uint8_t deck[CARDS];
    new_deck(deck, deck_in, &g->rng); /* a fresh one in deck52's order, shuffled */
    uint64_t after = g->rng;
    g->key = next_random(&after);
    int n = CARDS;
    for (int s = 0; s < players; s++) {
        for (int i = 0; i < HAND_SIZE; i++) g->face_down[s][i] = deck[--n];
        g->nface_down[s] = HAND_SIZE;
    }
    for (int s = 0; s < players; s++)
        for (int i = 0; i < HAND_SIZE; i++) {
            g->up_order[s][i] = deck[--n];
            g->face_up[s] |= 1ULL << deck[n];
        }
    for (int s = 0; s < players; s++)
        for (int i = 0; i < HAND_SIZE; i++) {
            g->hand_order[s][i] = deck[--n];
            g->hands[s] |= 1ULL << deck[n];
        }
    memcpy(g->stock, deck, (size_t)n);
    g->nstock = (uint8_t)n;
    select_seat(g);
}

static void deal_again(Game *g) { deal(g, g->players, g->pickup_limit, NULL); }

/* -- the observation and mask (PalaceEncoding.encode, Encoding.mask) ------------------------ */
static void put(uint8_t *buf, int base, uint64_t cards) {
    for (uint64_t h = cards; h; h &= h - 1) {
        int i = card_index(lowest(h));
        buf[base + i] = 1;
        buf[P_UNSEEN + i] = 0;
    }
}

static void encode(const Game *g, int seat, float *obs) {
    uint8_t buf[OBS_SIZE];
    memset(buf, 0, P_UNSEEN);
    memset(buf + P_UNSEEN, 1, CARDS);
    memset(buf + P_TOP, 0, OBS_SIZE - P_TOP);
    uint64_t pile = 0;
    for (int i = 0; i < g->npile; i++) pile |= 1ULL << g->pile[i];
    put(buf, P_HAND, g->hands[seat]);
    put(buf, P_FACE_UP, g->face_up[seat]);
    put(buf, P_PILE, pile);
    put(buf, P_BURNED, g->burned);
    if (g->adder == seat) put(buf, P_DRAWN, g->drawn);
    int n = g->players, turn = to_move(g), acts[MAXS + 1], k = actors(g, acts), acting = 0;
    for (int i = 0; i < k; i++) acting |= acts[i] == seat;
    for (int rel = 0; rel < n; rel++) {
        int who = (seat + rel) % n;
        if (rel) {
            put(buf, P_OTHERS_UP + (rel - 1) * CARDS, g->face_up[who]);
            put(buf, P_KNOWN + (rel - 1) * CARDS, g->known[who]);
        }
        /* present, finished, ready, on turn, may add, hand size, face-up, face-down */
        uint8_t *b = buf + P_SEATS + rel * PER_SEAT;
        b[0] = 1;
        b[1] = g->finished[who] ? 1 : 0;
        b[2] = g->ready >> who & 1;
        b[3] = who == turn;
        b[4] = who == g->adder;
        int hand = popcount(g->hands[who]);
        b[5] = (uint8_t)(hand < 20 ? hand : 20);
        b[6] = (uint8_t)popcount(g->face_up[who]);
        b[7] = g->nface_down[who];
    }
    uint8_t *t = buf + P_TABLE;
    if (g->npile) {
        int run, top = top_run(g, &run);
        buf[P_TOP + top - 2] = 1;
        t[2] = (uint8_t)run;
    }
    int beat = to_beat(g);
    buf[P_BEAT + (beat ? beat - 2 : 13)] = 1;
    t[0] = g->phase == SWAP;
    t[1] = g->phase == PLAY;
    t[3] = g->nstock;
    t[4] = (uint8_t)(g->npile < 52 ? g->npile : 52);
    if (g->pickup_limit) {
        uint64_t share = (uint64_t)g->pick_ups * 100 / g->pickup_limit;
        t[5] = (uint8_t)(share < 100 ? share : 100);
    }
    t[6] = turn == seat;
    t[7] = acting && turn != seat;
    for (int i = 0; i < OBS_SIZE; i++) obs[i] = (float)buf[i] * SCALE[i];
}

/* A finished game's places (for the rewards): every seat has one once the game is over. */
static int place_of(const Game *g, int seat) { return g->finished[seat]; }

/* -- Palace's heuristic bot (bots.py: PalaceBot), for the seat offered the decision ----------
 * The same choice as PalaceBot.act on the same position, ties included (Python's max() keeps
 * the first of equal keys in the legal list's order), except which face-down card it turns:
 * PalaceBot draws that from its own generator; here it comes from the game's key and the number
 * of moves made, so the choice is a function of the position. Returns an action index,
 * DECLINE_I where the bot would not act out of turn, -1 when nobody moves. */
static inline int keep_value(int rank) { /* 10s and 2s most, then aces down to 3s */
    return rank == BURN ? 16 : rank == RESET ? 15 : rank;
}

/* choose_swap: the best hand card for the worst face-up card while that improves the table. */
static int heuristic_swap(const Game *g, int seat) {
    int best_key = 0, best_h = -1, best_f = -1;
    for (int i = 0; i < HAND_SIZE; i++)
        for (int j = 0; j < HAND_SIZE; j++) {
            int h = g->hand_order[seat][i], f = g->up_order[seat][j];
            int key = keep_value(rank_of(h)) - keep_value(rank_of(f));
            if (best_h < 0 || key > best_key) { best_key = key; best_h = h; best_f = f; }
        }
    if (keep_value(rank_of(best_h)) > keep_value(rank_of(best_f)))
        return SWAP0 + card_index(best_h) * CARDS + card_index(best_f);
    return READY_I;
}

/* choose_play: a four if one completes, else the lowest ordinary rank (all of it), else a 2,
 * else a 10 (one card of the lowest suit). */
static int heuristic_turn(const Game *g, int seat) {
    uint64_t src = source(g, seat);
    if (!src) { /* blind: PalaceBot picks at random */
        uint64_t z = g->key + g->moves;
        return BLIND0 + below(&z, g->nface_down[seat]);
    }
    uint64_t open; /* the most of each rank PalaceBot may play: all the open cards of it */
    turn_plays(g, src, &open);
    if (g->npile) {
        int run, top = top_run(g, &run), m = suits(open, top);
        if (m && run + popcount((uint64_t)m) >= 4) return play_index(top, m);
    }
    uint64_t ordinary = open & ~RANK_CARDS(RESET) & ~RANK_CARDS(BURN);
    if (ordinary) {
        int r = lowest(ordinary) >> 2;
        return play_index(r, suits(open, r));
    }
    int special = suits(open, RESET) ? RESET : suits(open, BURN) ? BURN : 0;
    if (!special) return PICK_UP_I;
    int m = suits(open, special);
    return play_index(special, m & -m);
}

static int heuristic(const Game *g) {
    int seat = g->seat;
    if (seat < 0) return -1; /* the offered seat always has a legal action */
    if (g->phase == SWAP) return heuristic_swap(g, seat);
    if (to_move(g) != seat) { /* out of turn: the play of most cards, the first of them */
        uint8_t masks[32];
        int rank = 0, n = out_of_turn_masks(g, seat, &rank, masks), best = -1;
        for (int i = 0; i < n; i++)
            if (best < 0 || popcount(masks[i]) > popcount(masks[best])) best = i;
        return best < 0 ? DECLINE_I : play_index(rank, masks[best]);
    }
    return heuristic_turn(g, seat);
}

/* -- random legal choices ------------------------------------------------------------------ */
/* A uniformly random legal index (the decline among them when offered) from the slot's own
 * generator; -1 when the game is over. */
static int random_action(Game *g) {
    if (g->seat < 0) return -1;
    uint64_t src;
    if (g->phase == PLAY && g->seat == g->turn && (src = source(g, g->seat))) {
        uint64_t open; /* the player on turn (never optional): no list needed */
        int n = turn_plays(g, src, &open);
        return n ? nth_turn_play(open, below(&g->pick_rng, n)) : PICK_UP_I;
    }
    return uniform_legal_index(g);
}

/* -- Python bindings (the rest, observe and step, are _batch.h's) ------------------------- */
/* deal(games, i, players, pickup_limit, seed, deck=None): a new game in slot i. With `deck`
 * (52 card ints, in the order PalaceGame.new shuffles them) that deal; else one from the slot's
 * own generator, seeded with `seed` when seed >= 0 (else it goes on from the last deal). */
static PyObject *py_deal(PyObject *self, PyObject *args) {
    PyObject *games_obj, *deck_obj = Py_None;
    Py_ssize_t i;
    int players;
    long long limit, seed;
    if (!PyArg_ParseTuple(args, "OniLL|O", &games_obj, &i, &players, &limit, &seed, &deck_obj))
        return NULL;
    if (players < 2 || players > MAXS)
        return PyErr_Format(PyExc_ValueError, "Palace is for 2 to 5 players, not %d", players);
    if (limit < 0 || limit > UINT32_MAX)
        return PyErr_Format(PyExc_ValueError, "pick-up limit %lld out of range", limit);
    Buf b[2];
    const uint8_t *deck;
    Game *g = open_slot(b, games_obj, i, deck_obj, &deck);
    if (!g) return NULL;
    seed_slot(g, seed);
    deal(g, players, (uint32_t)limit, deck);
    release(b, 2);
    Py_RETURN_NONE;
}

static int heuristic_choice(Game *g, double unused) { return heuristic(g); }

/* heuristic(games, actions): each slot's heuristic choice (PalaceBot) for its offered seat, as an
 * action index: DECLINE where the bot would not act out of turn, -1 where the game is over. */
static PyObject *py_heuristic(PyObject *self, PyObject *args) {
    return choose_each(args, "OO", 0, heuristic_choice);
}

/* the Expert's search over these rules (search.py's SearchBot) */
#include "_search.h"

static PyMethodDef METHODS[] = {
    {"deal", py_deal, METH_VARARGS, "deal(games, i, players, pickup_limit, seed, deck=None)"},
    BATCH_METHODS,
    {"heuristic", py_heuristic, METH_VARARGS, "heuristic(games, actions)"},
    SEARCH_METHODS,
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef MODULE = {
    PyModuleDef_HEAD_INIT, "_fast",
    "Palace's rules, encoding and turn order in C, for batches of games (see _fast.c).", -1,
    METHODS,
};

PyMODINIT_FUNC PyInit__fast(void) {
    init_tables();
    PyObject *m = new_module(&MODULE);
    if (!m) return NULL;
    PyModule_AddIntConstant(m, "INFO_BYTES", INFO_BYTES);
    PyModule_AddIntConstant(m, "DECLINE", DECLINE_I);
    return m;
}
