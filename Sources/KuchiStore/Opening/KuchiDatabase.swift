import Foundation
import GRDB
import KuchiCore

/// The learner's word bank and history: one SQLite database, opened through GRDB.
///
/// Opening runs the migrations, refuses files it must not touch (not a database, written by a newer
/// Kuchi, read-only) and seeds a brand-new database with the bundled word list.
public final class KuchiDatabase: BankStore, Sendable {
    /// The bank's one connection, which every store of this bank shares.
    let connection: BankConnection
    /// The database file's path (`:memory:` for an in-memory database), for messages.
    public var path: String { connection.path }
    /// Whether this open created the file (a new word bank has nothing worth a backup yet).
    public var isNew: Bool { connection.isNew }
    /// Whether the bank is new and written under a hidden name, linked into place only at the import's commit
    /// (``NewBankAside``): a failed import leaves no bank at all.
    public var writesAside: Bool { connection.newBankLink != nil }

    /// The learner's practice: words, cards, sessions and answers, learners, favourites, scopes, what is due.
    public let practice: PracticeStore
    /// Imports of word lists and of other programs' review history.
    public let imports: ImportStore
    /// Progress reports and exports.
    public let reports: ReportStore
    /// Backups, `kuchi doctor`'s checks and repairs, deck removal.
    public let maintenance: MaintenanceStore
    /// Word search (`kuchi search`, `:search`).
    public let search: SearchStore

    /// How long a write waits for another process's lock before reporting the database busy.
    public static let defaultBusyTimeout: TimeInterval = 5

    private init(dbQueue: DatabaseQueue, path: String, isNew: Bool = false, newBankLink: NewBankLink? = nil) {
        connection = BankConnection(dbQueue: dbQueue, path: path, isNew: isNew, newBankLink: newBankLink)
        practice = PracticeStore(connection: connection)
        imports = ImportStore(connection: connection)
        reports = ReportStore(connection: connection)
        maintenance = MaintenanceStore(connection: connection)
        search = SearchStore(connection: connection)
    }

    /// Opens (creating if needed) the database file at `path`.
    ///
    /// A new file is created 0600 in a 0700 directory and seeded with the words `seedWords` returns,
    /// which is called only while a new database is being set up. A bank that holds the bundled N5 deck
    /// gains the bundled JLPT N4 to N1 words (``BundledLevels``) once.
    /// - Throws: ``StoreError`` with a message and exit code for every way this can fail, or the error of `seedWords`.
    public static func open(path: String, busyTimeout: TimeInterval = defaultBusyTimeout,
                            seedWords: @escaping @Sendable () throws -> [WordEntry] = { [] }) throws -> KuchiDatabase {
        try open(path: path, busyTimeout: busyTimeout, seedWords: seedWords, setUpAside: false)
    }

    /// As ``open(path:busyTimeout:seedWords:)``; `setUpAside`: the file is a bank ``NewBankAside`` set up under
    /// another name and has just linked into place, new (nothing in it to back up) though set up already.
    static func open(path: String, busyTimeout: TimeInterval = defaultBusyTimeout,
                     seedWords: @escaping @Sendable () throws -> [WordEntry] = { [] }, setUpAside: Bool) throws -> KuchiDatabase {
        let created = try DatabaseFile.prepare(path: path).flatMap { path != ":memory:" && !setUpAside ? $0 : nil }
        // What a backup killed by the last run (SIGKILL during an import) left behind goes now.
        BackupFolder(databasePath: path).removeLeftovers()
        let isNew = try DatabaseFile.checkHeader(path: path) || setUpAside
        // A log and index beside an empty file belong to no bank (SQLite itself drops such a log): they are
        // a replaced bank's, whose Kuchi may still have them open, and must not be shared with the new bank.
        if isNew { WriteAheadLog.removeStale(besideNewBank: path) }
        do {
            return try setUp(path: path, busyTimeout: busyTimeout, isNew: isNew, seedWords: seedWords)
        } catch let error where created != nil {
            // A bank this open created and could not set up (a full disk on first use) is no bank: it goes, with its
            // log, rather than stay half-made (nothing was answered into it yet). Only the very file created here: one
            // another Kuchi made at that path in the same instant is its own, and stays.
            let failure = error as? StoreError ?? StoreError(error, path: path)
            guard case .full = failure, let created, DatabaseFile.removeUnfinished(path, created: created) else { throw failure }
            throw StoreError.fullAtCreation(path: path, toFree: DatabaseFile.roomMissingForNewBank(at: path))
        }
    }

    /// Opens the bank at `path` (prepared), and sets it up or upgrades it; the connection closes if that fails.
    private static func setUp(path: String, busyTimeout: TimeInterval, isNew: Bool,
                              seedWords: @escaping @Sendable () throws -> [WordEntry]) throws -> KuchiDatabase {
        let database: KuchiDatabase
        do {
            database = KuchiDatabase(dbQueue: try DatabaseQueue(path: path, configuration: configuration(busyTimeout: busyTimeout, path: path)),
                                     path: path, isNew: isNew)
        } catch {
            throw StoreError(error, path: path)
        }
        // A new bank is set up in WAL mode from the start: each migration's commit is then one sync of the log,
        // not the rollback journal's four. An existing file is first shown to be Kuchi's by its schema.
        if isNew, path != ":memory:" { try database.useWriteAheadLog() }
        try database.migrate(seedWords: seedWords)
        // Packed once, as a bank set up aside is (``setUpAside(_:busyTimeout:seedWords:)``), so that a first import
        // into it needs no packing at its end (``PackedBank``).
        if isNew, path != ":memory:" { PackedBank.pack(database.dbQueue) }
        if path != ":memory:" { try database.useWriteAheadLog() }
        return database
    }

    /// A new bank ``NewBankAside`` sets up under another name, created there (its migrations and `seedWords`) and kept
    /// open for an import that writes into it before it is linked into place (``NewBankLink``): its `path` (for
    /// messages and its media folder) is the bank's own. Nobody else can see the file until then, so it is set up and
    /// written without a log on disk or a sync (`journal_mode = MEMORY`, `synchronous = OFF`): a failed or killed
    /// import leaves no bank, whatever the file holds, and the link puts it in WAL mode, synced once.
    static func setUpAside(_ link: NewBankLink, busyTimeout: TimeInterval = defaultBusyTimeout,
                           seedWords: @escaping @Sendable () throws -> [WordEntry]) throws -> KuchiDatabase {
        try DatabaseFile.prepare(path: link.asidePath)
        let database: KuchiDatabase
        do {
            let queue = try DatabaseQueue(path: link.asidePath, configuration: configuration(busyTimeout: busyTimeout, path: link.asidePath))
            try queue.writeWithoutTransaction { db in
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = MEMORY")
                try db.execute(sql: "PRAGMA synchronous = OFF")
            }
            database = KuchiDatabase(dbQueue: queue, path: link.path, isNew: true, newBankLink: link)
        } catch {
            throw StoreError(error, path: link.path)
        }
        try database.migrate(seedWords: seedWords)
        // The migrations rewrite the built-in words after writing them and leave free pages (about 0.3 MB of
        // 3.7): packed once here, on the set-up's own thread, so that the import's bank needs no packing at its
        // end (``NewBankLink``). A bank that cannot be packed is only larger.
        PackedBank.pack(database.dbQueue)
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
    public static func openExisting(path: String, busyTimeout: TimeInterval = defaultBusyTimeout) throws(StoreError) -> KuchiDatabase {
        try DatabaseFile.refuseUnusualFile(path)
        var info = stat()
        guard stat(path, &info) == 0, info.st_size > 0 else { throw StoreError.noDatabase(path: path) }
        do {
            return try open(path: path, busyTimeout: busyTimeout)
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// Opens an existing word bank to read from it (`kuchi export`, `kuchi report`). As
    /// ``openExisting(path:busyTimeout:)``; when the file or its folder cannot be written, or its disk is full, the
    /// bank is opened read-only instead, if its schema is current (an older one needs the upgrade a write makes).
    public static func openForReading(path: String, busyTimeout: TimeInterval = defaultBusyTimeout) throws(StoreError) -> KuchiDatabase {
        do {
            return try openExisting(path: path, busyTimeout: busyTimeout)
        } catch StoreError.readOnly {
            let opened: (database: KuchiDatabase, schema: SchemaState)
            do {
                // With no log beside it and no other process using it, no one is writing the bank: it is read as a
                // file that does not change, and leaves no log or index beside it (SQLite would make them with the
                // bank's read-only mode, and once the learner made the bank writable they would still refuse writes).
                let unused = WriteAheadLog.leftover(path: path) == nil && !WriteAheadLog.isOpenElsewhere(path: path)
                opened = try openReadOnly(path: path, busyTimeout: busyTimeout, immutable: unused)
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
        } catch {
            // The log's index could not be made: a full disk, or a file-size limit below its 32 KiB. With no log
            // beside the bank and no other process using it, no one is writing it: it is read as a file that
            // does not change (so that it can still be backed up or exported to another disk).
            switch error {
            case .io, .full: break
            default: throw error
            }
            guard WriteAheadLog.leftover(path: path) == nil, !WriteAheadLog.isOpenElsewhere(path: path),
                  let opened = try? openReadOnly(path: path, busyTimeout: busyTimeout, immutable: true),
                  opened.1 == .current else { throw error }
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
    public static func inMemory(seedWords: [WordEntry] = [], levelWords: [WordEntry] = []) throws(StoreError) -> KuchiDatabase {
        let database: KuchiDatabase
        do {
            database = KuchiDatabase(dbQueue: try DatabaseQueue(configuration: configuration(busyTimeout: defaultBusyTimeout)), path: ":memory:")
        } catch {
            throw StoreError(error, path: ":memory:")
        }
        do {
            try database.migrate(seedWords: { seedWords }, levelWords: { levelWords })
        } catch {
            throw StoreError(error, path: ":memory:")
        }
        return database
    }

    /// Every connection waits `busyTimeout` for another process's lock (longer for an import of the bank at
    /// `path`: ``ImportInProgress``); one that may write syncs every commit (`synchronous = FULL`: in WAL
    /// mode, one sync of the log).
    static func configuration(busyTimeout: TimeInterval, readOnly: Bool = false, path: String = ":memory:",
                              waitingForImport: Bool = true) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = ImportInProgress.busyMode(timeout: busyTimeout, databasePath: path, waitingForImport: waitingForImport)
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
        try connection.checkpoint()
    }

    /// Closes the bank now, as the end of a process that ends normally does: the last connection to close folds the
    /// write-ahead log into the file and removes the log and its index. For a process about to end by a signal, which
    /// runs no deinitializer; nothing can use the bank afterwards (every read or write then fails).
    public func close() {
        try? connection.close()
    }

    /// Brings the schema up to date, refusing databases Kuchi must not touch.
    private func migrate(seedWords: @escaping @Sendable () throws -> [WordEntry],
                         levelWords: @escaping @Sendable () throws -> [WordEntry] = { try BundledLevels.entries() }) throws {
        let schema = try read { db in try checkSchema(db) }
        // Every migration ran already: the migrator is not asked again (its own checks are three more
        // statements on every start).
        if schema == .current { return }
        // An existing bank about to be upgraded (not a new one being set up).
        var backup: BackupFolder.Backup?
        if schema == .older {
            // Never upgrade (that is, write to) a bank holding a trigger another program put there: it would run.
            let foreign = try read { db in try ForeignSchemaCode.foreign(in: db) }
            if !foreign.isEmpty { throw StoreError.damaged(path: path, problem: ForeignSchemaCode.problem(foreign)) }
        }
        // A new bank whose setting up was cut short holds nothing practised yet: finished without a backup or an
        // upgrade notice (no older Kuchi made it).
        let unfinished = try schema == .older && read { db in try UnfinishedBank.isUnfinished(db) }
        if schema == .older, !unfinished, path != ":memory:" {
            backup = try maintenance.backUp(reason: .migration)
        }
        do {
            // The import's page cache while the migrations run: a new bank grows to 3.4 MiB with its 8,000 built-in
            // words and their search index, past SQLite's default 2 MB cache, and would read pages it had just
            // written back from the file again and again. Only the cache: a failure to set it back costs memory.
            try dbQueue.inDatabase { db in try db.execute(sql: "PRAGMA cache_size = \(ImportStore.importCacheKiB)") }
            defer { try? dbQueue.inDatabase { db in try db.execute(sql: "PRAGMA cache_size = \(ImportStore.defaultCacheKiB)") } }
            // A new bank's foreign keys are checked once after its migrations, not after each (see `migrator`).
            let fresh = schema == .empty
            // A new bank is marked as being set up until its last migration ran: one cut short (a full disk) is then
            // told from an older Kuchi's by `kuchi doctor`, and completed by the next start as an older one is.
            if fresh, path != ":memory:" { try dbQueue.write { db in try UnfinishedBank.mark(db) } }
            try WriteAheadLog.withoutCommitSyncs(dbQueue, if: fresh && isNew && path != ":memory:") {
                try Self.migrator(seedWords: seedWords, levelWords: levelWords, checksEachMigration: !fresh).migrate(dbQueue)
            }
            let notes = try dbQueue.write { db in try BankUpgrade.takeNotes(db) }
            if fresh { try dbQueue.read { db in try db.checkForeignKeys() } }
            if path != ":memory:" { try dbQueue.write { db in try UnfinishedBank.clear(db) } }
            if schema == .older, path != ":memory:" { try reclaimFreePages() }
            if let backup { BankUpgrade.upgraded(path: path, backup: backup.path, changes: notes) }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
    }

    /// After an upgrade that rebuilt a large table or dropped an index (`v26-lean-answer-rows` rewrites every
    /// answer; `v27-answer-session-index-dropped` frees about a page in sixteen of a large history), the old pages
    /// are free but still in the file: when they are over a twentieth of it, the file is rewritten once (`VACUUM`,
    /// outside any transaction, after the backup the upgrade took, which copied the whole file already), so that
    /// the upgrade makes the bank smaller, as it should. Committed like any write: a process killed meanwhile
    /// leaves the bank as the migration left it. A rewrite that fails (a disk without room for the copy) leaves
    /// the bank as the migration left it too, and is not an error: the free pages take later rows.
    private func reclaimFreePages() throws {
        let (free, pages) = try read { db in
            (try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0, try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0)
        }
        if free * 20 > pages { try connection.compact() }
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
            // A SQLite file of some other program: do not add Kuchi's tables to it. Anki's collection (its `col` and
            // `notes` tables) is one a learner gives by mistake, and Kuchi imports its export.
            let anki = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('col', 'notes')
                """) == 2
            throw anki ? StoreError.ankiCollection(path: path) : StoreError.otherProgramsDatabase(path: path)
        }
        if applied.isEmpty { return .empty }
        return try migrator.hasCompletedMigrations(db) ? .current : .older
    }
}
