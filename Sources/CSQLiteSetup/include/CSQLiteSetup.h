#ifndef KUCHI_CSQLITESETUP_H
#define KUCHI_CSQLITESETUP_H

/// Turns off SQLite's memory statistics (SQLITE_CONFIG_MEMSTATUS = 0): without them, every allocation
/// and free inside SQLite no longer takes and releases a process-wide mutex to count bytes. The heap limits
/// (sqlite3_hard_heap_limit64, which bounds an Anki collection's reading) need them: only for a process that
/// opens no collection, or one that counts its heap itself (kuchi_sqlite_count_heap_without_lock).
/// Must run before SQLite is initialised (before the first connection opens); returns SQLITE_OK, or
/// SQLITE_MISUSE when it was too late (the statistics then stay on, which is also correct).
/// A C function because sqlite3_config is variadic, which Swift cannot call.
int kuchi_sqlite_turn_off_memory_statistics(void);

/// Counts the bytes SQLite's allocations hold with an atomic counter around SQLite's own allocator
/// (SQLITE_CONFIG_MALLOC) and turns SQLite's memory statistics off: the bound on SQLite's heap
/// (kuchi_sqlite_counted_heap_limit) then works without the process-wide mutex the statistics take at
/// every allocation and free. Must run before SQLite is initialised; returns SQLITE_OK, or SQLITE_MISUSE when
/// it was too late (SQLite then keeps its own allocator and statistics, and sqlite3_hard_heap_limit64 works).
int kuchi_sqlite_count_heap_without_lock(void);

/// Sets the most bytes SQLite's allocations may hold in all (0: no bound) once
/// kuchi_sqlite_count_heap_without_lock took effect: an allocation that would pass it fails (SQLITE_NOMEM), as
/// with sqlite3_hard_heap_limit64. Returns the bound before.
long long kuchi_sqlite_counted_heap_limit(long long bytes);

/// The bytes SQLite's allocations hold now, as counted by kuchi_sqlite_count_heap_without_lock (0 without it).
long long kuchi_sqlite_counted_heap_used(void);

#endif
