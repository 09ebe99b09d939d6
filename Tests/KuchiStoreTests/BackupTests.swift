import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// A database file with `words` numbered words, opened a second time so that it counts as existing (not new).
func existingBank(in directory: borrowing TemporaryDirectory, words: Int = 20) throws -> KuchiDatabase {
    let path = directory.path + "/kuchi.sqlite"
    _ = try KuchiDatabase.open(path: path, seedWords: { numberedWords(words) })
    return try KuchiDatabase.open(path: path)
}

/// The number of words in the database file at `path`, read by a separate connection.
func wordsIn(_ path: String) throws -> Int {
    try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word") ?? -1 }
}

func mode(of path: String) throws -> Int {
    ((try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

@Suite("Backups")
struct BackupTests {
    @Test func aBackupIsACheckedPrivateCopyNamedByTimeAndReasonWhateverTheUmask() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory)
        let previous = umask(0)
        defer { umask(previous) }
        let date = Date(timeIntervalSince1970: 1_774_174_500.25)  // 2026-03-22 10:15:00.250 UTC
        let backup = try database.maintenance.backUp(reason: .import, at: date)
        #expect(backup.path == database.path + ".backups/20260322T101500.250Z-import.sqlite")
        #expect(try mode(of: backup.path) == 0o600)
        #expect(try mode(of: database.path + ".backups") == 0o700)
        #expect(try wordsIn(backup.path) == 20)
        #expect(database.maintenance.backups.list() == [BackupFolder.Backup(path: backup.path, date: date, reason: .import)])
        #expect(BackupFolder.describe(date, in: try #require(TimeZone(identifier: "UTC"))) == "2026-03-22 10:15 +00:00")
        #expect(BackupFolder.describe(date, in: try #require(TimeZone(identifier: "Asia/Tokyo"))) == "2026-03-22 19:15 +09:00")
        #expect(BackupFolder.describe(date, in: try #require(TimeZone(identifier: "America/St_Johns"))) == "2026-03-22 07:45 -02:30")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: database.maintenance.backups.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no temporary file is left")
    }

    @Test func onlyTheNewestTenBackupsAreKept() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        for hour in 0..<12 {
            _ = try database.maintenance.backUp(reason: .manual, at: start.addingTimeInterval(Double(hour) * 3600))
        }
        let kept = database.maintenance.backups.list()
        #expect(kept.count == BackupFolder.kept)
        #expect(kept.first?.date == start.addingTimeInterval(11 * 3600))
        #expect(kept.last?.date == start.addingTimeInterval(2 * 3600))
    }

    @Test func aRunOfImportsDoesNotPushOutTheLastDailyOrMigrationBackup() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        _ = try database.maintenance.backUp(reason: .migration, at: start)
        _ = try database.maintenance.backUp(reason: .daily, at: start.addingTimeInterval(60))
        for minute in 2..<30 {
            _ = try database.maintenance.backUp(reason: .import, at: start.addingTimeInterval(Double(minute) * 60))
        }
        let kept = database.maintenance.backups.list()
        #expect(kept.count == BackupFolder.kept + 2)
        #expect(kept.filter { $0.reason == .import }.count == BackupFolder.kept)
        #expect(kept.suffix(2).map(\.reason) == [.daily, .migration])
    }

    @Test func theDailyBackupIsMadeAtMostOnceIn24HoursEvenWhenTheClockJumpsBack() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory)
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        guard case .made = try database.maintenance.dailyBackup(now: day) else { Issue.record("no first backup"); return }
        #expect(try database.maintenance.dailyBackup(now: day.addingTimeInterval(23 * 3600)) == .notDue)
        guard case .made = try database.maintenance.dailyBackup(now: day.addingTimeInterval(25 * 3600)) else { Issue.record("no second backup"); return }
        // The clock was turned back two days: backups "from the future" do not count, once.
        let earlier = day.addingTimeInterval(-2 * 24 * 3600)
        guard case .made = try database.maintenance.dailyBackup(now: earlier) else { Issue.record("no backup after the clock jumped back"); return }
        #expect(try database.maintenance.dailyBackup(now: earlier.addingTimeInterval(3600)) == .notDue)
        #expect(database.maintenance.backups.list().count == 3)
    }

    @Test func aNewDatabaseIsNotBackedUpButAnExistingOneIsBeforeItsMigration() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let new = try KuchiDatabase.open(path: path, seedWords: { numberedWords(5) })
        #expect(new.isNew)
        #expect(try new.maintenance.dailyBackup() == .notDue)
        #expect(new.maintenance.backups.list().isEmpty, "setting up a new database makes no backup")

        // A database of an older Kuchi: only the first migrations ran.
        let oldPath = directory.path + "/old.sqlite"
        let migrator = KuchiDatabase.migrator(seedWords: { numberedWords(7) })
        let first = try #require(migrator.migrations.dropLast().last)
        try migrator.migrate(try DatabaseQueue(path: oldPath), upTo: first)
        let upgraded = try KuchiDatabase.open(path: oldPath)
        let backups = upgraded.maintenance.backups.list()
        #expect(backups.map(\.reason) == [.migration])
        let migrationsInBackup = try DatabaseQueue(path: backups[0].path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(migrationsInBackup == Array(migrator.migrations.dropLast()), "the backup is of the database before the upgrade")
        #expect(try wordsIn(backups[0].path) == 7)
        #expect(try KuchiDatabase.open(path: oldPath).maintenance.backups.list().count == 1, "no backup when nothing is left to migrate")
    }

    @Test func aBackupOfADamagedDatabaseFailsLeavesNoFileAndKeepsTheOlderBackups() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let good = try existingBank(in: directory, words: 400).maintenance.backUp(reason: .manual, at: Date(timeIntervalSince1970: 1_800_000_000))
        try corruptPage(of: "word", in: path)
        let database = try KuchiDatabase.open(path: path)
        let error = #expect(throws: StoreError.self) { try database.maintenance.backUp(reason: .daily) }
        guard case let .damaged(path, problem)? = error else { Issue.record("not reported as damaged: \(String(describing: error))"); return }
        #expect(path == database.path)
        #expect(problem.contains("quick_check"))
        #expect(error?.exitCode == .dataError)
        #expect(error?.description.contains("kuchi --database \(database.path) restore \(good.path)") == true,
                "the message names the newest backup: \(error?.description ?? "")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: database.maintenance.backups.path) == [URL(fileURLWithPath: good.path).lastPathComponent])
        #expect(throws: StoreError.self) { try database.maintenance.dailyBackup(now: Date().addingTimeInterval(3 * 24 * 3600)) }
    }

    /// A damaged bank with no backup is not told to restore its backup: the message says the folder holds none.
    @Test func aDamagedBankWithoutBackupsIsToldItsFolderHoldsNone() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let hint = BackupFolder.restoreHint(for: path)
        #expect(hint == "Its backup folder (\(path).backups) holds no backup: if you keep one elsewhere, put it back with "
                + "kuchi --database \(path) restore FILE; or point Kuchi at another file with --database PATH.")
        _ = try existingBank(in: directory).maintenance.backUp(reason: .manual)
        #expect(BackupFolder.restoreHint(for: path).hasPrefix("Its newest backup is from "))
    }

    @Test func aBackupToAFileIsRefusedWhenItExistsOrIsALink() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory)
        let file = directory.path + "/copy.sqlite"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: StoreError.self) { try database.maintenance.backUp(to: file, force: false) }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        try database.maintenance.backUp(to: file, force: true)
        #expect(try wordsIn(file) == 20)
        let link = directory.path + "/link.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let error = #expect(throws: StoreError.self) { try database.maintenance.backUp(to: link, force: true) }
        #expect(error?.exitCode == .cannotCreate)
        #expect(error?.description.contains("--database") == false, "the advice is about the backup file, not the bank")
        #expect(throws: StoreError.self) { try database.maintenance.backUp(to: database.path, force: true) }
    }

    @Test func aBackupIntoAMissingFolderIsRefusedAndMakesNoFolder() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory)
        let missing = directory.path + "/typo/deeper"
        let error = #expect(throws: StoreError.self) { try database.maintenance.backUp(to: missing + "/copy.sqlite", force: false) }
        #expect(error?.exitCode == .cannotCreate)
        #expect(error?.description.contains("mkdir -p") == true, "the message says how to make the folder")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/typo"), "no folder was made")
    }

    @Test func namesThatAreNotBackupsAreIgnored() {
        #expect(BackupFolder.parse("20260322T101500.250Z-daily.sqlite")?.reason == .daily)
        #expect(BackupFolder.parse("20260322T101500.250Z-before-restore.sqlite")?.reason == .beforeRestore)
        #expect(BackupFolder.parse("20260322T101500.250Z-damaged.sqlite-damaged") == nil)
        #expect(BackupFolder.parse("20260322T101500.250Z-other.sqlite") == nil)
        #expect(BackupFolder.parse(".tmp-20260322T101500.250Z-daily.sqlite-Ab12Cd") == nil)
        #expect(ShellWord.quoted("/a b/it's") == "'/a b/it'\\''s'")
        #expect(ShellWord.quoted("/plain/path.sqlite") == "/plain/path.sqlite")
    }
}
