#include <sqlite3.h>
#include "CSQLiteSetup.h"

int kuchi_sqlite_use_multithread_mode(void) {
    return sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
}
