#ifndef KUCHI_CSQLITESETUP_H
#define KUCHI_CSQLITESETUP_H

/// Turns off SQLite's memory statistics (SQLITE_CONFIG_MEMSTATUS = 0): without them, every allocation
/// and free inside SQLite no longer takes and releases a process-wide mutex to count bytes. The heap limits
/// (sqlite3_hard_heap_limit64, which bounds an Anki collection's reading) need them: only for a process that
/// opens no collection.
/// Must run before SQLite is initialised (before the first connection opens); returns SQLITE_OK, or
/// SQLITE_MISUSE when it was too late (the statistics then stay on, which is also correct).
/// A C function because sqlite3_config is variadic, which Swift cannot call.
int kuchi_sqlite_turn_off_memory_statistics(void);

#endif
