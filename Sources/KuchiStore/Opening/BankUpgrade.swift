import Foundation
import GRDB
import KuchiCore

/// What a learner is told when opening a bank upgrades it for this build (its migrations run, after the backup
/// the upgrade takes), and which schema this build writes.
public enum BankUpgrade {
    /// One upgrade of a bank: where it is and where its backup from before is.
    public struct Notice: Sendable, Equatable {
        /// The bank upgraded.
        public var path: String
        /// The backup made before the upgrade.
        public var backup: String
        /// What the upgrade changed that a learner would notice, one line each (most upgrades: none).
        public var changes: [String] = []

        /// One line for standard error, saying how to go back: with the older Kuchi, since this one's restore upgrades
        /// the restored bank again when it opens it.
        public var text: String {
            "Upgraded the word bank \(path) for this version of Kuchi (bank schema \(BankUpgrade.schemaVersion)); the bank as it was "
                + "is backed up, and the Kuchi you used before can bring it back: "
                + BankCommand(database: path).lineForAnOlderKuchi("restore", [backup]) + ", run with that version (this one would upgrade it again)."
        }
    }

    /// The number of migrations this build knows: the bank schema it writes (`kuchi --version` shows it).
    public static let schemaVersion = KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrations.count

    /// Has `body` told of every upgrade from now on (a command-line program prints it; libraries and tests say nothing).
    public static func announce(with body: @escaping @Sendable (Notice) -> Void) {
        listener.set(body)
    }

    static func upgraded(path: String, backup: String, changes: [String] = []) {
        listener.get()?(Notice(path: path, backup: backup, changes: changes))
    }

    /// Keeps `line` for the upgrade's message, from a migration: in a table of the connection's own (`temp`), written in
    /// the migration's transaction, so a migration rolled back leaves no line.
    static func note(_ line: String, in db: Database) throws {
        try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS upgrade_note (line TEXT NOT NULL)")
        try db.execute(sql: "INSERT INTO temp.upgrade_note (line) VALUES (?)", arguments: [line])
    }

    /// The lines the migrations kept, in order, and forgets them.
    static func takeNotes(_ db: Database) throws -> [String] {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_temp_master WHERE name = 'upgrade_note')") == true
        else { return [] }
        let lines = try String.fetchAll(db, sql: "SELECT line FROM temp.upgrade_note ORDER BY rowid")
        try db.execute(sql: "DROP TABLE temp.upgrade_note")
        return lines
    }

    /// The newest backup taken before an upgrade of the bank at `databasePath` that this build can restore (every
    /// migration it records is one this build knows), if its backup folder holds one: a newer Kuchi's own backup from
    /// before a second upgrade is passed over, as `kuchi restore` would refuse it.
    public static func newestBackup(of databasePath: String) -> BackupFolder.Backup? {
        BackupFolder(databasePath: databasePath).list().first { $0.reason == .migration && isKnown($0.path) }
    }

    /// Whether the bank at `path`, opened read-only, records only migrations this build knows (`false` when unreadable).
    private static func isKnown(_ path: String) -> Bool {
        let known = Set(KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrations)
        let readOnly = KuchiDatabase.configuration(busyTimeout: KuchiDatabase.defaultBusyTimeout, readOnly: true, path: path)
        guard let queue = try? DatabaseQueue(path: path, configuration: readOnly),
              let applied = try? queue.read({ try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") })
        else { return false }
        return !applied.isEmpty && applied.allSatisfy(known.contains)
    }

    private static let listener = Listener()

    /// The one listener, set once at start and read at each upgrade.
    private final class Listener: @unchecked Sendable {
        private let lock = NSLock()
        private var body: (@Sendable (Notice) -> Void)?

        func set(_ body: @escaping @Sendable (Notice) -> Void) {
            lock.withLock { self.body = body }
        }

        func get() -> (@Sendable (Notice) -> Void)? {
            lock.withLock { body }
        }
    }
}
