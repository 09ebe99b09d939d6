import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// Overwrites the root page of `table` (or index) in the database file at `path` with garbage.
func corruptPage(of table: String, in path: String) throws {
    let (root, pageSize) = try DatabaseQueue(path: path).read { db in
        (try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table]) ?? 0,
         try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096)
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seek(toOffset: UInt64((root - 1) * pageSize))
    try handle.write(contentsOf: Data(repeating: 0xA5, count: pageSize))
    try handle.close()
}

func contents(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

@Suite("kuchi doctor's checks")
struct DoctorTests {
    @Test func aHealthyDatabaseReportsItsSizeContentsSchemaAndBackups() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory, words: 30)
        _ = try database.practice.useProfile(named: "Tester")
        _ = try database.maintenance.backUp(reason: .manual)
        for full in [false, true] {
            let report = try MaintenanceStore.diagnose(path: database.path, full: full)
            #expect(report.isHealthy)
            #expect(report.verdict == nil)
            #expect(report.schema == .upToDate(migrations: KuchiDatabase.migrator(seedWords: { [] }).migrations.count))
            #expect(report.checkMessages == ["ok"])
            #expect(report.counts.map { "\($0.rows) \($0.table)" } == ["30 words", "1 learner", "0 sessions", "0 answers"])
            #expect(report.backups.count == 1)
            let text = report.lines.joined(separator: "\n")
            #expect(text.contains(full ? "integrity_check:  ok" : "quick_check:  ok"))
            #expect(text.hasSuffix("The database is healthy."))
        }
    }

    @Test func aCorruptedPageIsFoundAndTheFileIsLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let backup = try existingBank(in: directory, words: 400).maintenance.backUp(reason: .daily)
        try corruptPage(of: "word", in: path)
        let before = try contents(path)
        let report = try MaintenanceStore.diagnose(path: path)
        #expect(!report.isHealthy)
        #expect(report.problems.first?.hasPrefix("SQLite's quick_check found damage") == true)
        let verdict = try #require(report.verdict)
        #expect(verdict.exitCode == .dataError)
        #expect(verdict.description.contains("kuchi --database \(path) restore \(backup.path)"))
        #expect(try contents(path) == before)
    }

    @Test func aTruncatedDatabaseIsFoundBeforeSQLiteOpensIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        _ = try existingBank(in: directory, words: 400)
        let size = try contents(path).count
        truncate(path, off_t(size / 2))
        let before = try contents(path)
        let error = #expect(throws: StoreError.self) { try KuchiDatabase.open(path: path) }
        guard case let .damaged(_, problem)? = error else { Issue.record("not damaged: \(String(describing: error))"); return }
        #expect(problem.contains("cut short"))
        #expect(try MaintenanceStore.diagnose(path: path).problems.first?.contains("cut short") == true)
        #expect(try contents(path) == before)
    }

    @Test func schemaVersionsAndOtherFilesAreNamed() throws {
        let directory = try TemporaryDirectory()
        let newer = directory.path + "/newer.sqlite"
        _ = try KuchiDatabase.open(path: newer, seedWords: { numberedWords(3) })
        try DatabaseQueue(path: newer).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        let newerReport = try MaintenanceStore.diagnose(path: newer)
        #expect(newerReport.schema == .newer(unknown: ["v99-from-the-future"]))
        #expect(newerReport.verdict == .newerSchema(path: newer))

        let other = directory.path + "/other.sqlite"
        try DatabaseQueue(path: other).write { db in try db.execute(sql: "CREATE TABLE note (body TEXT)") }
        #expect(try MaintenanceStore.diagnose(path: other).verdict == .notADatabase(path: other))

        let text = directory.path + "/notes.txt"
        try Data(String(repeating: "not a database\n", count: 20).utf8).write(to: URL(fileURLWithPath: text))
        #expect(try MaintenanceStore.diagnose(path: text).problems == ["it is not a SQLite database"])

        #expect(throws: StoreError.noDatabase(path: directory.path + "/missing.sqlite")) {
            try MaintenanceStore.diagnose(path: directory.path + "/missing.sqlite")
        }
    }

    @Test func rowsThatReferToMissingRowsAreReported() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory, words: 3)
        try database.dbQueue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: """
                INSERT INTO answer (session_id, word_id, given, expected, is_correct, elapsed_ms, answered_ms)
                VALUES (42, 1, 'x', 'y', 0, 1, 1767225600000)
                """)
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        let report = try MaintenanceStore.diagnose(path: database.path)
        #expect(report.problems == ["1 row(s) of answer refer to missing rows of session"])
        #expect(report.verdict?.exitCode == .dataError)
    }
}

@Suite("kuchi restore")
struct RestoreTests {
    @Test func aRestoreKeepsTheReplacedDatabaseAsABackup() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory)
        _ = try database.practice.useProfile(named: "Ann")
        let backup = directory.path + "/saved.sqlite"
        try database.maintenance.backUp(to: backup, force: false)
        _ = try database.practice.useProfile(named: "Bob")
        let result = try DatabaseRestore.restore(from: backup, to: database.path)
        let names = { (path: String) in try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT name FROM profile ORDER BY name") } }
        #expect(try names(database.path) == ["Ann"])
        let kept = try #require(result.keptAs)
        #expect(kept.hasSuffix("-before-restore.sqlite"))
        #expect(try names(kept) == ["Ann", "Bob"])
        #expect(try mode(of: database.path) == 0o600)
        // The process that had the old file open notices it was replaced at its next write, and names the copy that
        // holds what it had saved (walk-through 23, D8: it said the answers might have gone with a deleted file).
        #expect(throws: StoreError.restored(path: database.path, keptAs: kept)) { try database.practice.useProfile(named: "Cy") }
        let said = StoreError.restored(path: database.path, keptAs: kept).description
        #expect(said.contains("replaced by kuchi restore") && said.contains(kept) && !said.contains("deleted"), "\(said)")
    }

    @Test func aDamagedDatabaseIsMovedAsideAndNoJournalIsLeft() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let backup = try existingBank(in: directory, words: 400).maintenance.backUp(reason: .daily)
        try corruptPage(of: "word", in: path)
        let damaged = try contents(path)
        try Data("stale journal".utf8).write(to: URL(fileURLWithPath: path + "-journal"))
        let result = try DatabaseRestore.restore(from: backup.path, to: path)
        let aside = try #require(result.keptAs)
        #expect(aside.hasSuffix("-damaged.sqlite-damaged"))
        #expect(try contents(aside) == damaged)
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"), "a journal of the old file must never be applied to the new one")
        #expect(try MaintenanceStore.diagnose(path: path).isHealthy)
        #expect(try wordsIn(path) == 400)
    }

    @Test func aFileThatIsNotASoundKuchiDatabaseIsRefusedAndNothingIsReplaced() throws {
        let directory = try TemporaryDirectory()
        let database = try existingBank(in: directory, words: 400)
        let before = try contents(database.path)
        let text = directory.path + "/notes.txt"
        try Data("notes".utf8).write(to: URL(fileURLWithPath: text))
        let other = directory.path + "/other.sqlite"
        try DatabaseQueue(path: other).write { db in try db.execute(sql: "CREATE TABLE note (body TEXT)") }
        let newer = directory.path + "/newer.sqlite"
        try database.maintenance.backUp(to: newer, force: false)
        try DatabaseQueue(path: newer).write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
        let corrupted = directory.path + "/corrupted.sqlite"
        try database.maintenance.backUp(to: corrupted, force: false)
        try corruptPage(of: "word", in: corrupted)
        for file in [text, other, newer, corrupted, directory.path + "/missing.sqlite", database.path] {
            let error = #expect(throws: StoreError.self) { try DatabaseRestore.restore(from: file, to: database.path) }
            guard case .unusableBackup(file, _)? = error else { Issue.record("\(file): \(String(describing: error))"); continue }
            #expect(error?.exitCode == (file.hasSuffix("missing.sqlite") ? .noInput : .dataError), "\(file)")
        }
        #expect(try contents(database.path) == before)
        #expect(database.maintenance.backups.list().isEmpty)
        let stray = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".tmp") }
        #expect(stray.isEmpty)
    }
}

/// Words an older import stored with invisible characters: each looks like another word, and doctor names them.
@Suite("kuchi doctor's check of stored word text")
struct DoctorWordTextTests {
    @Test func wordsHoldingInvisibleCharactersAreCountedAndNamed() throws {
        let database = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], deck: "pets"),
            WordEntry(text: "猫\u{200B}", reading: "ねこ", meanings: ["zero-width cat"], deck: "web"),
            WordEntry(text: "机", reading: "つく\u{2060}え", meanings: ["desk"], deck: "web"),
            WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"], deck: "pets"),
        ])
        let check = try database.maintenance.checkReadings()
        #expect(check.invisible == 2)
        #expect(check.invisibleExamples == ["猫\u{200B} (ねこ)", "机 (つく\u{2060}え)"])
    }

    @Test func anEmojiJoinedByZeroWidthJoinersIsNoHiddenCharacterButAJoinerBetweenKanjiIs() throws {
        let database = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "家族👨‍👩‍👧", reading: "かぞく", meanings: ["family"], deck: "mine"),
            WordEntry(text: "虹🏳️‍🌈", reading: "にじ", meanings: ["rainbow"], deck: "mine"),
            WordEntry(text: "日\u{200D}本", reading: "にほん", meanings: ["Japan"], deck: "web"),
        ])
        let check = try database.maintenance.checkReadings()
        #expect(check.invisible == 1)
        #expect(check.invisibleExamples == ["日\u{200D}本 (にほん)"])
    }
}
