import Foundation
import GRDB
import GRDBSQLite
import KuchiCore

/// The learner's word bank and history: one SQLite database, opened through GRDB.
///
/// Opening runs the migrations, refuses files it must not touch (not a database, written by a newer
/// Kuchi, read-only) and seeds a brand-new database with the bundled word list.
public final class KuchiDatabase: Sendable {
    let dbQueue: DatabaseQueue
    /// The database file's path (`:memory:` for an in-memory database), for messages.
    public let path: String

    /// How long a write waits for another process's lock before reporting the database busy.
    public static let defaultBusyTimeout: TimeInterval = 5

    /// Whether this open created the file (a new word bank has nothing worth a backup yet).
    public let isNew: Bool
    /// The file's device and inode when it was opened: a write first checks they still match, so a
    /// database deleted or replaced meanwhile is reported instead of written into a file nobody will read.
    private let identity: FileIdentity?
    /// The bank's ``RestoreGeneration`` when it was opened: `kuchi restore` changes it, so a write first
    /// checks it still matches, as it checks the file's identity.
    private let generation: Int32

    private init(dbQueue: DatabaseQueue, path: String, isNew: Bool = false) {
        self.dbQueue = dbQueue
        self.path = path
        self.isNew = isNew
        identity = path == ":memory:" ? nil : FileIdentity(path: path)
        generation = (try? dbQueue.inDatabase(RestoreGeneration.read)) ?? 0
    }

    /// The bank was moved, deleted or replaced while open: the answers committed since the last checkpoint are
    /// in the log this connection has open, so they are copied into the file it has open (the moved one), which
    /// then holds them all. Closing it then leaves the files under the bank's name alone: they may be another
    /// bank's now.
    private func handOverMovedFile() {
        try? dbQueue.writeWithoutTransaction { db in
            _ = try? WriteAheadLog.checkpoint(db, path: path)
            WriteAheadLog.keepFilesOnClose(db)
        }
    }

    /// Throws ``StoreError/moved(path:)`` when the bank was restored from a backup since it was opened;
    /// called with the write lock held, so no restore can come between the check and the write.
    func checkNotRestored(_ db: Database) throws {
        if try RestoreGeneration.read(db) != generation { throw StoreError.moved(path: path) }
    }

    /// Opens (creating if needed) the database file at `path`.
    ///
    /// A new file is created 0600 in a 0700 directory and seeded with the words `seedWords` returns,
    /// which is called only while a new database is being set up. A bank that holds the bundled N5 deck
    /// gains the bundled JLPT N4 to N1 words (``BundledLevels``) once.
    /// - Throws: ``StoreError`` with a message and exit code for every way this can fail, or the error of `seedWords`.
    public static func open(path: String, busyTimeout: TimeInterval = defaultBusyTimeout,
                            seedWords: @escaping @Sendable () throws -> [WordEntry] = { [] }) throws -> KuchiDatabase {
        try DatabaseFile.prepare(path: path)
        // What a backup killed by the last run (SIGKILL during an import) left behind goes now.
        BackupFolder(databasePath: path).removeLeftovers()
        let isNew = try DatabaseFile.checkHeader(path: path)
        // A log and index beside an empty file belong to no bank (SQLite itself drops such a log): they are
        // a replaced bank's, whose Kuchi may still have them open, and must not be shared with the new bank.
        if isNew { WriteAheadLog.removeStale(besideNewBank: path) }
        let database: KuchiDatabase
        do {
            database = KuchiDatabase(dbQueue: try DatabaseQueue(path: path, configuration: configuration(busyTimeout: busyTimeout, path: path)),
                                     path: path, isNew: isNew)
        } catch {
            throw StoreError(error, path: path)
        }
        try database.migrate(seedWords: seedWords)
        if path != ":memory:" { try database.useWriteAheadLog() }
        return database
    }

    /// Puts the bank in WAL mode (``WriteAheadLog``), once its schema has shown it is Kuchi's own.
    private func useWriteAheadLog() throws(StoreError) {
        do {
            try dbQueue.writeWithoutTransaction { db in try WriteAheadLog.enable(db) }
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// Opens an existing word bank, never creating one (for `kuchi backup` and the like).
    /// - Throws: ``StoreError/noDatabase(path:)`` when no file, or an empty one, is at `path`; otherwise
    ///   as ``open(path:busyTimeout:seedWords:)``.
    public static func openExisting(path: String, busyTimeout: TimeInterval = defaultBusyTimeout) throws -> KuchiDatabase {
        try DatabaseFile.refuseUnusualFile(path)
        var info = stat()
        guard stat(path, &info) == 0, info.st_size > 0 else { throw StoreError.noDatabase(path: path) }
        return try open(path: path, busyTimeout: busyTimeout)
    }

    /// Opens an existing word bank to read from it (`kuchi export`, `kuchi report`). As
    /// ``openExisting(path:busyTimeout:)``; when the file or its folder cannot be written, the bank is
    /// opened read-only instead, if its schema is current (an older one needs the upgrade a write makes).
    public static func openForReading(path: String, busyTimeout: TimeInterval = defaultBusyTimeout) throws -> KuchiDatabase {
        do {
            return try openExisting(path: path, busyTimeout: busyTimeout)
        } catch StoreError.readOnly {
            let opened: (database: KuchiDatabase, schema: SchemaState)
            do {
                opened = try openReadOnly(path: path, busyTimeout: busyTimeout, immutable: false)
            } catch .readOnly, .cannotCreate {
                // In a folder it cannot write, SQLite reads a bank in WAL mode only through a log index that is
                // already there. With no log beside it, no one is writing the bank: it is read as a file that
                // does not change. A log left there holds changes that cannot be read without its index.
                guard WriteAheadLog.leftover(path: path) == nil else { throw StoreError.logUnreadable(path: path) }
                opened = try openReadOnly(path: path, busyTimeout: busyTimeout, immutable: true)
            }
            // An older schema needs the upgrade that only a write can make.
            guard opened.schema == .current else { throw StoreError.readOnly(path: path) }
            return opened.database
        } catch let StoreError.io(_, reason) {
            // The log's index could not be made (a file-size limit below its 32 KiB, for one). With no log
            // beside the bank and no other process using it, no one is writing it: it is read as a file that
            // does not change.
            guard WriteAheadLog.leftover(path: path) == nil, !WriteAheadLog.isOpenElsewhere(path: path),
                  let opened = try? openReadOnly(path: path, busyTimeout: busyTimeout, immutable: true),
                  opened.1 == .current else { throw StoreError.io(path: path, reason: reason) }
            return opened.0
        }
    }

    /// Opens the bank read-only (with SQLite's `immutable` flag when `immutable`), refusing what a writable
    /// open refuses (a newer Kuchi's bank, another program's file).
    private static func openReadOnly(path: String, busyTimeout: TimeInterval, immutable: Bool) throws(StoreError) -> (KuchiDatabase, SchemaState) {
        do {
            let location = immutable ? WriteAheadLog.immutableURI(of: path) : path
            let database = KuchiDatabase(dbQueue: try DatabaseQueue(path: location, configuration: configuration(busyTimeout: busyTimeout, readOnly: true, path: path)),
                                         path: path)
            return (database, try database.read { db in try database.checkSchema(db) })
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// An empty in-memory database with the production schema, for tests and dry runs.
    ///
    /// `levelWords` are the words the migration `v15-jlpt-levels` adds when the seed words hold the bundled
    /// N5 deck: none unless given (a dry run of the real thing gives ``BundledLevels/entries(text:)``).
    public static func inMemory(seedWords: [WordEntry] = [], levelWords: [WordEntry] = []) throws -> KuchiDatabase {
        let database: KuchiDatabase
        do {
            database = KuchiDatabase(dbQueue: try DatabaseQueue(configuration: configuration(busyTimeout: defaultBusyTimeout)), path: ":memory:")
        } catch {
            throw StoreError(error, path: ":memory:")
        }
        try database.migrate(seedWords: { seedWords }, levelWords: { levelWords })
        return database
    }

    /// Every connection waits `busyTimeout` for another process's lock (longer for an import of the bank at
    /// `path`: ``ImportInProgress``); one that may write syncs every commit (`synchronous = FULL`: in WAL
    /// mode, one sync of the log).
    static func configuration(busyTimeout: TimeInterval, readOnly: Bool = false, path: String = ":memory:") -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = ImportInProgress.busyMode(timeout: busyTimeout, databasePath: path)
        configuration.foreignKeysEnabled = true
        configuration.readonly = readOnly
        if !readOnly {
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        }
        return configuration
    }

    /// Copies the write-ahead log into the bank file and empties it (after a large write, so that the log
    /// does not stay as large as what was written).
    /// - Throws: ``StoreError/checkpointFailed(path:reason:)`` (exit 74) when the bank cannot be written,
    ///   a full disk for one: nothing is lost, the changes stay in the log.
    @discardableResult
    public func checkpoint() throws(StoreError) -> Bool {
        guard path != ":memory:" else { return true }
        do {
            return try dbQueue.writeWithoutTransaction { db in try WriteAheadLog.checkpoint(db, path: path).complete }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .io(path: path, reason: "\(error)")
        }
    }

    /// Brings the schema up to date, refusing databases Kuchi must not touch.
    private func migrate(seedWords: @escaping @Sendable () throws -> [WordEntry],
                         levelWords: @escaping @Sendable () throws -> [WordEntry] = { try BundledLevels.entries() }) throws {
        let needsBackup = try read { db in
            // An existing bank about to be upgraded (not a new one being set up).
            try checkSchema(db) == .older
        }
        if needsBackup, path != ":memory:" {
            _ = try backUp(reason: .migration)
        }
        do {
            try Self.migrator(seedWords: seedWords, levelWords: levelWords).migrate(dbQueue)
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
    }

    /// Where a database's schema stands against this Kuchi's migrations.
    enum SchemaState { case empty, older, current }

    /// Refuses a database of a newer Kuchi or of another program; otherwise says where its schema stands.
    private func checkSchema(_ db: Database) throws -> SchemaState {
        let migrator = Self.migrator(seedWords: { [] })
        if try migrator.hasBeenSuperseded(db) { throw StoreError.newerSchema(path: path) }
        let applied = try migrator.appliedIdentifiers(db)
        let foreignTables = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
            """) ?? 0
        if applied.isEmpty, foreignTables > 0 {
            // A SQLite file of some other program: do not add Kuchi's tables to it.
            throw StoreError.otherProgramsDatabase(path: path)
        }
        if applied.isEmpty { return .empty }
        return try migrator.hasCompletedMigrations(db) ? .current : .older
    }

    // MARK: - Access with errors mapped

    /// Runs `block` in one committed transaction, mapping SQLite errors to ``StoreError``.
    func write<T>(_ block: (Database) throws -> T) throws(StoreError) -> T {
        if let identity, identity != FileIdentity(path: path) {
            handOverMovedFile()
            throw .moved(path: path)
        }
        do {
            return try dbQueue.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                do {
                    try checkNotRestored(db)
                    let result = try block(db)
                    try db.execute(sql: "COMMIT")
                    return result
                } catch {
                    // Read before the rollback: the system's error tells a full disk or a file-size limit
                    // (ENOSPC, EFBIG) from other I/O errors. SQLite does not always keep it, so errno is the fallback.
                    let lastError = errno
                    let systemError = sqlite3_system_errno(db.sqliteConnection)
                    if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
                    guard let error = error as? DatabaseError else { throw error }
                    throw StoreError(error, path: path, systemError: systemError != 0 ? systemError : lastError)
                }
            }
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// Runs `block` to read, mapping SQLite errors to ``StoreError``.
    func read<T>(_ block: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try dbQueue.inDatabase(block)
        } catch {
            throw StoreError(error, path: path)
        }
    }
}
