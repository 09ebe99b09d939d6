import Foundation
import GRDB

/// The word bank's write-ahead log: SQLite's WAL mode, with the `-wal` and `-shm` files beside the bank.
///
/// A commit appends the changed pages to `<bank>-wal` and syncs that file once (`synchronous = FULL`);
/// readers in other processes go on reading the last committed state meanwhile. SQLite copies the log back
/// into the bank (a checkpoint) every 1,000 pages and when the last connection closes, then deletes it.
/// A log left by a Kuchi that was killed holds committed answers: SQLite reads them from it, and the next
/// checkpoint copies them into the bank.
enum WriteAheadLog {
    /// The log beside the bank at `path`.
    static func logPath(of path: String) -> String { path + "-wal" }
    /// Its index, shared by every process that has the bank open.
    static func indexPath(of path: String) -> String { path + "-shm" }

    /// Puts a connection that may write into WAL mode with one sync per commit. WAL mode is kept in the
    /// file, so this changes the file only the first time; a file system without the shared memory WAL
    /// needs keeps SQLite's rollback journal, which works the same, only slower.
    static func enable(_ db: Database) throws {
        _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        try db.execute(sql: "PRAGMA synchronous = FULL")
    }

    /// Runs `body` (the set-up of a new bank: its migrations, its built-in words) without a sync of the log at
    /// each commit (`synchronous = NORMAL`) when `condition` holds and the bank is in WAL mode, then syncs every
    /// commit again. Such a bank holds nothing of a learner's yet: a crash meanwhile can undo its last commits, never
    /// leave it inconsistent (WAL mode), and the next start runs the migrations undone again; the bank's first
    /// synced commit (an import's, an answer's) or checkpoint makes all of it durable. About forty syncs fewer for
    /// a new bank. In a rollback journal (no WAL on that file system) every commit stays synced.
    static func withoutCommitSyncs(_ dbQueue: DatabaseQueue, if condition: Bool, _ body: () throws -> Void) throws {
        let unsynced = try condition && dbQueue.inDatabase { db in
            guard try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal" else { return false }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            return true
        }
        let syncAgain = { try dbQueue.inDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") } }
        do {
            try body()
        } catch {
            if unsynced { try? syncAgain() }
            throw error
        }
        if unsynced { try syncAgain() }
    }

    /// Removes the log and index beside a bank file that is still empty (a new bank being set up).
    static func removeStale(besideNewBank path: String) {
        unlink(logPath(of: path))
        unlink(indexPath(of: path))
    }

    /// Makes closing `db` leave the log and its index where they are (SQLite otherwise deletes both, by name,
    /// when the last connection closes): for a bank moved away, whose old names may be another bank's now.
    static func keepFilesOnClose(_ db: Database) {
        db.keepWriteAheadLogOnClose()
    }

    /// The URI that opens the bank at `path` as a file that does not change (`immutable=1`): no locks, no
    /// log, no index; for a bank in a folder that cannot be written, with no log beside it.
    static func immutableURI(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "/-._~")
        let escaped = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
        return "file:" + escaped + "?mode=ro&immutable=1"
    }

    /// What a checkpoint did.
    struct Checkpoint: Equatable {
        /// Pages in the log before the checkpoint.
        var pages: Int
        /// Whether every page is now in the bank (another process reading an older state can hold some back).
        var complete: Bool
    }

    /// Copies the log into the bank and empties it (`wal_checkpoint(TRUNCATE)`), outside any transaction.
    /// A checkpoint that fails half-way loses nothing: the log keeps every page until a checkpoint completes.
    /// - Throws: ``StoreError/checkpointFailed(path:reason:)`` when the bank cannot be written (a full disk:
    ///   `reason` says so); ``StoreError/busy(path:)`` past the busy timeout.
    static func checkpoint(_ db: Database, path: String) throws(StoreError) -> Checkpoint {
        do {
            let row = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            let busy: Int = row?["busy"] ?? 0
            let pages: Int = row?["log"] ?? 0
            let copied: Int = row?["checkpointed"] ?? 0
            return Checkpoint(pages: max(pages, 0), complete: busy == 0 && copied >= pages)
        } catch let error as DatabaseError {
            let systemError = db.lastSystemErrorNumber
            switch StoreError(error, path: path, systemError: systemError != 0 ? systemError : errno) {
            case .full: throw .checkpointFailed(path: path, reason: "the disk (or a file-size limit) is full")
            case .busy: throw .busy(path: path)
            case let .io(_, reason): throw .checkpointFailed(path: path, reason: reason)
            case let other: throw other
            }
        } catch {
            throw .io(path: path, reason: "\(error)")
        }
    }

    /// A log beside the bank before it is opened: how many pages it holds, and whether another process
    /// has the bank open (else a Kuchi that was killed, or a computer that stopped, left it).
    struct Leftover: Equatable {
        /// Pages in the log (each one a page of the bank written by a committed transaction, or by one
        /// that never committed and that SQLite ignores).
        var pages: Int
        /// Whether another process has the bank open now.
        var inUse: Bool
    }

    /// The log beside the bank at `path`, or `nil` when there is none (or it is empty).
    static func leftover(path: String) -> Leftover? {
        var info = stat()
        guard stat(logPath(of: path), &info) == 0, info.st_size > headerBytes else { return nil }
        let frameBytes = Int64(pageSize(path: path) + 24)
        let pages = Int((Int64(info.st_size) - Int64(headerBytes)) / max(frameBytes, 1))
        return Leftover(pages: pages, inUse: isOpenElsewhere(path: path))
    }

    /// The size of a WAL file's header, before its first frame.
    private static let headerBytes = 32

    /// The bank's page size from its header (4,096 when it cannot be read).
    private static func pageSize(path: String) -> Int {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return 4096 }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 2)
        guard pread(descriptor, &bytes, 2, 16) == 2 else { return 4096 }
        let size = Int(bytes[0]) << 8 | Int(bytes[1])
        return size == 1 ? 65536 : (size >= 512 ? size : 4096)
    }

    /// Whether another process holds the bank open in WAL mode: each such process keeps a shared lock on
    /// one byte of the `-shm` file (SQLite's "DMS" slot, at offset 128) for as long as it has the bank open.
    static func isOpenElsewhere(path: String) -> Bool {
        let descriptor = open(indexPath(of: path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 128
        lock.l_len = 1
        guard fcntl(descriptor, F_GETLK, &lock) == 0 else { return false }
        return lock.l_type != Int16(F_UNLCK)
    }
}
