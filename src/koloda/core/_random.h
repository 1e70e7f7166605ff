/* The random numbers of koloda's C modules: the splitmix64 generator and a uniform draw below n.
 * core/_batch.h includes it for the batch engines (Durak, Palace); a module without a batch
 * engine (games/thirteenth_hour/_fast.c) includes it alone. Everything is static inline, so each
 * module gets its own copy, inlined. */
#ifndef KOLODA_RANDOM_H
#define KOLODA_RANDOM_H

#include <stdint.h>

static inline uint64_t next_random(uint64_t *state) { /* splitmix64 */
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline int below(uint64_t *state, int n) { /* uniform in 0..n-1 */
    return (int)(((unsigned __int128)next_random(state) * (unsigned)n) >> 64);
}

#endif
