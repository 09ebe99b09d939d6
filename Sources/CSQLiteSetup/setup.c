#include <stdatomic.h>
#include <sqlite3.h>
#include "CSQLiteSetup.h"

int kuchi_sqlite_turn_off_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

// SQLite's own allocator, wrapped by the counting one below.
static sqlite3_mem_methods system_heap;
// Bytes SQLite holds (as its allocator sizes them) and the bound on them (0: none). Relaxed atomics: a count, not
// an order between threads; an allocation that would pass the bound undoes its share and fails.
static _Atomic long long heap_used;
static _Atomic long long heap_limit;

// Takes `bytes` from the count; 0 when that passes the bound (the count is then as it was).
static int reserve(long long bytes) {
    long long now = atomic_fetch_add_explicit(&heap_used, bytes, memory_order_relaxed) + bytes;
    long long limit = atomic_load_explicit(&heap_limit, memory_order_relaxed);
    if (bytes > 0 && limit > 0 && now > limit) {
        atomic_fetch_sub_explicit(&heap_used, bytes, memory_order_relaxed);
        return 0;
    }
    return 1;
}

static void *counted_malloc(int bytes) {
    long long rounded = system_heap.xRoundup(bytes);
    if (!reserve(rounded)) return 0;
    void *block = system_heap.xMalloc(bytes);
    if (!block) {
        atomic_fetch_sub_explicit(&heap_used, rounded, memory_order_relaxed);
        return 0;
    }
    // The block's own size, as counted when it is freed.
    long long held = system_heap.xSize(block);
    if (held != rounded) atomic_fetch_add_explicit(&heap_used, held - rounded, memory_order_relaxed);
    return block;
}

static void counted_free(void *block) {
    if (!block) return;
    atomic_fetch_sub_explicit(&heap_used, system_heap.xSize(block), memory_order_relaxed);
    system_heap.xFree(block);
}

static void *counted_realloc(void *block, int bytes) {
    long long old = system_heap.xSize(block), rounded = system_heap.xRoundup(bytes);
    if (!reserve(rounded - old)) return 0;
    void *moved = system_heap.xRealloc(block, bytes);
    if (!moved) {
        atomic_fetch_sub_explicit(&heap_used, rounded - old, memory_order_relaxed);
        return 0;
    }
    long long held = system_heap.xSize(moved);
    if (held != rounded) atomic_fetch_add_explicit(&heap_used, held - rounded, memory_order_relaxed);
    return moved;
}

static int counted_size(void *block) { return system_heap.xSize(block); }
static int counted_roundup(int bytes) { return system_heap.xRoundup(bytes); }
static int counted_init(void *data) { return system_heap.xInit(data); }
static void counted_shutdown(void *data) { system_heap.xShutdown(data); }

int kuchi_sqlite_count_heap_without_lock(void) {
    sqlite3_mem_methods counted;
    int code = sqlite3_config(SQLITE_CONFIG_GETMALLOC, &system_heap);
    if (code != SQLITE_OK) return code;
    counted = system_heap;
    counted.xMalloc = counted_malloc;
    counted.xFree = counted_free;
    counted.xRealloc = counted_realloc;
    counted.xSize = counted_size;
    counted.xRoundup = counted_roundup;
    counted.xInit = counted_init;
    counted.xShutdown = counted_shutdown;
    code = sqlite3_config(SQLITE_CONFIG_MALLOC, &counted);
    if (code != SQLITE_OK) return code;
    // Cannot fail once SQLITE_CONFIG_MALLOC did (both refuse only after initialisation).
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

long long kuchi_sqlite_counted_heap_limit(long long bytes) {
    return atomic_exchange_explicit(&heap_limit, bytes < 0 ? 0 : bytes, memory_order_relaxed);
}

long long kuchi_sqlite_counted_heap_used(void) {
    return atomic_load_explicit(&heap_used, memory_order_relaxed);
}
