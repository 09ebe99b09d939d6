import Foundation
import GRDB
import KuchiFiles

/// The one connection to a word bank that ``KuchiDatabase`` opens and every store of that bank shares: reads
/// and writes with SQLite's errors mapped to ``StoreError``, and the checks that keep a write out of a bank
/// that was moved, replaced or restored since it was opened.
final class BankConnection: Sendable {
    let dbQueue: DatabaseQueue
    /// The database file's path (`:memory:` for an in-memory database), for messages.
    let path: String
    /// Whether this open created the file (a new word bank has nothing worth a backup yet).
    let isNew: Bool
    /// For a new bank an import writes under another name (``NewBankLink``): how it is linked into place at the
    /// import's commit; `nil` for a bank under its own name.
    let newBankLink: NewBankLink?
    /// The file's device and inode when it was opened: a write first checks they still match, so a
    /// database deleted or replaced meanwhile is reported instead of written into a file nobody will read.
    private let identity: FileIdentity?
    /// The bank's ``RestoreGeneration`` when it was opened: `kuchi restore` changes it, so a write first
    /// checks it still matches, as it checks the file's identity.
    private let generation: Int32
    /// The statements of an answer and of the next card, held prepared (``HotStatements``).
    let hot = HotStatements()

    init(dbQueue: DatabaseQueue, path: String, isNew: Bool, newBankLink: NewBankLink? = nil) {
        self.dbQueue = dbQueue
        self.path = path
        self.isNew = isNew
        self.newBankLink = newBankLink
        identity = path == ":memory:" ? nil : FileIdentity(path: newBankLink?.asidePath ?? path)
        generation = (try? dbQueue.inDatabase { try RestoreGeneration.read($0) }) ?? 0
    }

    /// The file the connection has open: a bank written aside is under its hidden name until it is linked into place.
    private var filePath: String { newBankLink?.asidePath ?? path }

    deinit {
        // Before the queue closes its connection (nothing else can use it now).
        hot.removeAll()
    }

    /// Closes the connection (its held statements first: SQLite closes no connection with statements left).
    func close() throws {
        dbQueue.inDatabase { _ in hot.removeAll() }
        try dbQueue.close()
    }

    /// The bank was moved, deleted or replaced while open: the answers committed since the last checkpoint are
    /// in the log this connection has open, so they are copied into the file it has open (the moved one), which
    /// then holds them all. Closing it then leaves the files under the bank's name alone: they may be another
    /// bank's now.
    private func handOverMovedFile() {
        dbQueue.writeWithoutTransaction { db in
            _ = try? WriteAheadLog.checkpoint(db, path: path)
            WriteAheadLog.keepFilesOnClose(db)
        }
    }

    /// Throws ``StoreError/restored(path:keptAs:)`` when the bank was restored from a backup since it was opened,
    /// naming the copy the restore kept of the bank it replaced; called with the write lock held, so no restore can
    /// come between the check and the write.
    func checkNotRestored(_ db: Database) throws {
        guard try RestoreGeneration.read(db, hot: hot) != generation else { return }
        let kept = BackupFolder(databasePath: path).list().first { $0.reason == .beforeRestore }
        throw StoreError.restored(path: path, keptAs: kept?.path)
    }

    /// Copies the write-ahead log into the bank file and empties it; see ``KuchiDatabase/checkpoint()``.
    func checkpoint() throws(StoreError) -> Bool {
        guard path != ":memory:" else { return true }
        do {
            return try dbQueue.writeWithoutTransaction { db in try WriteAheadLog.checkpoint(db, path: path).complete }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .io(path: path, reason: "\(error)")
        }
    }

    /// Rewrites the whole file without its free pages and the free space inside pages (`VACUUM`, outside any
    /// transaction), then copies the log into the file; for an upgrade or an import that left much of the file
    /// unused. A rewrite that fails (a disk without room for the copy, another process reading) leaves the bank
    /// as it was and is not an error: the space takes later rows. Returns whether the file was rewritten.
    @discardableResult
    func compact() throws(StoreError) -> Bool {
        guard path != ":memory:" else { return false }
        let rewritten = dbQueue.writeWithoutTransaction { db in (try? db.execute(sql: "VACUUM")) != nil }
        if rewritten { _ = try checkpoint() }
        return rewritten
    }

    /// Runs `block` in one committed transaction, mapping SQLite errors to ``StoreError``.
    func write<T>(_ block: (Database) throws -> T) throws(StoreError) -> T {
        if let identity, identity != FileIdentity(path: filePath) {
            handOverMovedFile()
            throw .moved(path: path)
        }
        do {
            return try dbQueue.writeWithoutTransaction { db in
                // Held prepared: an answer is one of these transactions.
                try hot.execute(.beginImmediate, in: db)
                do {
                    try checkNotRestored(db)
                    let result = try block(db)
                    try hot.execute(.commit, in: db)
                    return result
                } catch {
                    // Read before the rollback: the system's error tells a full disk or a file-size limit
                    // (ENOSPC, EFBIG) from other I/O errors. SQLite does not always keep it, so errno is the fallback.
                    let lastError = errno
                    let systemError = db.lastSystemErrorNumber
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

/// A store of one bank (``PracticeStore``, ``ImportStore``, ``ReportStore``, ``MaintenanceStore``,
/// ``SearchStore``, and ``KuchiDatabase`` itself): its reads and writes go through the bank's shared connection.
protocol BankStore {
    /// The bank's connection.
    var connection: BankConnection { get }
}

extension BankStore {
    /// The connection's GRDB queue, for what ``write(_:)`` and ``read(_:)`` do not cover (an import's own transaction).
    var dbQueue: DatabaseQueue { connection.dbQueue }
    /// The bank's path, for messages.
    var path: String { connection.path }
    /// Whether this open created the bank.
    var isNew: Bool { connection.isNew }

    /// Runs `block` in one committed transaction, mapping SQLite errors to ``StoreError``.
    func write<T>(_ block: (Database) throws -> T) throws(StoreError) -> T { try connection.write(block) }
    /// Runs `block` to read, mapping SQLite errors to ``StoreError``.
    func read<T>(_ block: (Database) throws -> T) throws(StoreError) -> T { try connection.read(block) }
    /// Throws when the bank was restored since it was opened (see ``BankConnection/checkNotRestored(_:)``).
    func checkNotRestored(_ db: Database) throws { try connection.checkNotRestored(db) }
    /// Copies the write-ahead log into the bank file (see ``KuchiDatabase/checkpoint()``).
    @discardableResult
    func checkpoint() throws(StoreError) -> Bool { try connection.checkpoint() }
}
