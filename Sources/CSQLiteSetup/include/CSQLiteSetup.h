#ifndef KUCHI_CSQLITESETUP_H
#define KUCHI_CSQLITESETUP_H

/// Puts SQLite in multi-thread mode (SQLITE_CONFIG_MULTITHREAD): no mutex around every API call on a
/// connection. Safe for Kuchi because GRDB already lets only one thread at a time use a connection.
/// Must run before SQLite is initialised (before the first connection opens); returns SQLITE_OK, or
/// SQLITE_MISUSE when it was too late (SQLite then stays in its default serialised mode, also correct).
/// A C function because sqlite3_config is variadic, which Swift cannot call.
int kuchi_sqlite_use_multithread_mode(void);

#endif
