import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

@Suite("The SQLite word bank")
struct KuchiDatabaseTests {
    @Test func aBankThatCannotBeWrittenIsReadButANewerOneIsStillRefused() throws {
        let directory = try TemporaryDirectory()
        let path = try existingBank(in: directory).path
        let newer = directory.path + "/newer.sqlite"
        try FileManager.default.copyItem(atPath: path, toPath: newer)
        try DatabaseQueue(path: newer).write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-future')") }
        for file in [path, newer] { chmod(file, 0o444) }
        defer { for file in [path, newer] { chmod(file, 0o600) } }
        #expect(try KuchiDatabase.openForReading(path: path).practice.wordCount() == 20)
        #expect(throws: StoreError.newerSchema(path: newer)) { try KuchiDatabase.openForReading(path: newer) }
    }

    @Test func aNewFileIsMigratedSeededAndPrivate() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/nested/data/kuchi.sqlite"
        let previous = umask(0)
        defer { umask(previous) }
        let database = try KuchiDatabase.open(path: path, seedWords: { numberedWords(12) })
        #expect(try database.practice.wordCount() == 12)
        #expect(try permissions(of: path) == 0o600)
        #expect(try permissions(of: directory.path + "/nested/data") == 0o700)
        #expect(try permissions(of: directory.path + "/nested") == 0o700)
    }

    @Test func reopeningDoesNotSeedAgain() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        _ = try KuchiDatabase.open(path: path, seedWords: { numberedWords(3) })
        let reopened = try KuchiDatabase.open(path: path, seedWords: {
            Issue.record("seed words were read for an existing database")
            return numberedWords(50)
        })
        #expect(try reopened.practice.wordCount() == 3)
    }

    @Test func answersAreCommittedAsTheyAreGiven() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let database = try KuchiDatabase.open(path: path, seedWords: { numberedWords(10) })
        let profile = try database.practice.useProfile(named: "Tester")
        let session = try database.practice.beginSession(profileID: profile.id, target: 5, seed: nil, at: Date())
        try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: 1, given: "meaning 2", expected: "meaning 1",
                                               judgement: .wrong, elapsed: .milliseconds(1500), answeredAt: Date()))
        // A second, independent connection sees the answer at once: it was committed, not buffered.
        let other = try DatabaseQueue(path: path)
        let row = try other.read { db in try Row.fetchOne(db, sql: "SELECT given, is_correct, elapsed_ms FROM answer") }
        #expect(row?["given"] == "meaning 2")
        #expect(row?["is_correct"] == false)
        #expect(row?["elapsed_ms"] == 1500)
        let counts = try other.read { db in try Row.fetchOne(db, sql: "SELECT wrong_count, correct_count, status FROM session") }
        #expect(counts?["wrong_count"] == 1)
        #expect(counts?["status"] == "active")
    }

    @Test func textIsStoredNFCNormalised() throws {
        let decomposed = "か\u{3099}っこう"  // が as か + combining dakuten
        let database = try KuchiDatabase.inMemory(seedWords: [WordEntry(text: "学校", reading: decomposed, meanings: ["school"])])
        let word = try #require(try database.practice.word(id: 1))
        #expect(word.reading.unicodeScalars.count == 4)
        #expect(Array(word.reading.utf8) == Array("がっこう".utf8))
    }

    @Test func aFreshDatabaseMatchesTheDocumentedSchema() throws {
        let documented = try documentedSchema()
        let database = try KuchiDatabase.inMemory()
        let actual = try database.dbQueue.read { db in
            try String.fetchAll(db, sql: """
                SELECT sql FROM sqlite_master
                WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
                ORDER BY rowid
                """)
        }
        #expect(actual.map(normalizeSQL) == documented.map(normalizeSQL))
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/notes.sqlite"
        let content = Data("these are my notes, not a database\n".utf8)
        try content.write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path)) { try KuchiDatabase.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/other.sqlite"
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE note (body TEXT)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.otherProgramsDatabase(path: path)) { try KuchiDatabase.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Walk-through 34 (L): Anki's collection given as the bank was "a SQLite database of another program", with no word
    /// of how its notes come in, where a CSV given so is told `kuchi import`. It is named, with Anki's export and the import.
    @Test func anAnkiCollectionIsRefusedAsOneWithTheImportThatReadsItsExport() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/collection.anki2"
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: """
                CREATE TABLE col (id INTEGER PRIMARY KEY, crt INTEGER, mod INTEGER, models TEXT, decks TEXT);
                CREATE TABLE notes (id INTEGER PRIMARY KEY, mid INTEGER, flds TEXT);
                CREATE TABLE cards (id INTEGER PRIMARY KEY, nid INTEGER, did INTEGER);
                CREATE TABLE revlog (id INTEGER PRIMARY KEY, cid INTEGER, ease INTEGER)
                """)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.ankiCollection(path: path)) { try KuchiDatabase.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let message = StoreError.ankiCollection(path: path).description
        #expect(message.hasPrefix("\(path) looks like an Anki collection"), "\(message)")
        #expect(message.contains("File › Export… as a .colpkg") && message.contains("kuchi import FILE.colpkg"), "\(message)")
        #expect(StoreError.ankiCollection(path: path).exitCode == StoreError.otherProgramsDatabase(path: path).exitCode)
    }

    @Test func aDatabaseFromANewerKuchiIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        _ = try KuchiDatabase.open(path: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        #expect(throws: StoreError.newerSchema(path: path)) { try KuchiDatabase.open(path: path) }
    }

    @Test func aReadOnlyDatabaseIsRefusedBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        _ = try KuchiDatabase.open(path: path)
        chmod(path, 0o444)
        #expect(throws: StoreError.readOnly(path: path)) { try KuchiDatabase.open(path: path) }
        #expect(StoreError.readOnly(path: path).exitCode == .permission)
    }

    @Test func aDatabaseLockedByAnotherWriterIsReportedBusy() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let database = try KuchiDatabase.open(path: path, busyTimeout: 0.2, seedWords: { numberedWords(5) })
        let other = try DatabaseQueue(path: path)
        try other.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            #expect(throws: StoreError.busy(path: path)) { try database.practice.useProfile(named: "Tester") }
            try db.execute(sql: "ROLLBACK")
        }
        #expect(try database.practice.useProfile(named: "Tester").name == "Tester")
    }

    @Test func sessionsLeftActiveByADeadProcessAreMarkedInterrupted() throws {
        let database = try makeBank(words: 5)
        let profile = try database.practice.useProfile(named: "Tester")
        let mine = try database.practice.beginSession(profileID: profile.id, target: 5, seed: nil, at: Date())
        try database.dbQueue.write { db in
            try db.execute(sql: "INSERT INTO session (profile_id, started_at, target, pid) VALUES (?, ?, 5, 999999999)",
                           arguments: [profile.id, Date()])
        }
        #expect(try database.practice.markInterruptedSessions() == 1)
        #expect(try database.practice.session(id: mine)?.status == .active)
        #expect(try database.practice.session(id: 2)?.status == .interrupted)
    }

    @Test func anInterruptedSessionNamesTheWordsItAnsweredRight() throws {
        let database = try makeBank(words: 8)
        let profile = try database.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.questionsPerSession = 5
        environment.answerMode = .choice
        let viewModel = ChallengesViewModel(bank: database.practice, profileID: profile.id, environment: environment, seed: 3)
        try viewModel.start()
        var right: [Int64] = []
        for step in 0..<3 {
            let challenge = try #require(viewModel.challenge)
            if step == 1 {
                // A wrong try, then the right choice (not scored): the word is not one answered right.
                try viewModel.submit(String((challenge.correctIndex + 1) % challenge.choices.count + 1))
                try viewModel.submit(String(challenge.correctIndex + 1))
                continue
            }
            try viewModel.submit(String(challenge.correctIndex + 1))
            right.append(challenge.word.id)
        }
        try database.dbQueue.write { db in try db.execute(sql: "UPDATE session SET status = 'interrupted'") }
        let interrupted = try #require(try database.practice.interruptedSession(profileID: profile.id))
        #expect(Set(try database.practice.wordsAnsweredRight(in: interrupted)) == Set(right))
    }

    @Test func profilesAreFoundByNameWhateverTheCase() throws {
        let database = try makeBank(words: 1)
        #expect(try database.practice.lastUsedProfile() == nil)
        let ann = try database.practice.useProfile(named: "Ann", at: Date(timeIntervalSince1970: 1))
        _ = try database.practice.useProfile(named: "Bob", at: Date(timeIntervalSince1970: 2))
        #expect(try database.practice.lastUsedProfile()?.name == "Bob")
        #expect(try database.practice.useProfile(named: "ann", at: Date(timeIntervalSince1970: 3)) == ann)
        #expect(try database.practice.lastUsedProfile() == ann)
    }

    @Test func wordIDBoundsAndLookupsFollowGaps() throws {
        let database = try makeBank(words: 10)
        try database.dbQueue.write { db in try db.execute(sql: "DELETE FROM word WHERE id BETWEEN 2 AND 9") }
        #expect(try database.practice.wordIDBounds() == 1...10)
        #expect(try database.practice.word(id: 5) == nil)
        #expect(try database.practice.word(id: 10)?.meanings == ["meaning 10"])
        #expect(try database.practice.allWordIDs() == [1, 10])
    }
}

private func permissions(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// The SQL statements in the ```sql block of docs/schema.md.
private func documentedSchema() throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/schema.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let start = text.range(of: "```sql\n"), let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex) else {
        Issue.record("docs/schema.md has no ```sql block")
        return []
    }
    return text[start.upperBound..<end.lowerBound].components(separatedBy: ";\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        .map { $0.hasSuffix(";") ? String($0.dropLast()) : $0 }.filter { !$0.isEmpty }
}

private func normalizeSQL(_ sql: String) -> String {
    sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

@Suite("Stored times")
struct StoredTimeTests {
    @Test func timesAreStoredAsSortableUTCText() {
        #expect(UTCTime(Date(timeIntervalSince1970: 0)).stored == "1970-01-01 00:00:00.000")
        #expect(UTCTime(Date(timeIntervalSince1970: 1_800_000_003.0457)).stored == "2027-01-15 08:00:03.045")
        #expect(UTCTime(Date(timeIntervalSince1970: 951_782_400)).stored == "2000-02-29 00:00:00.000")
    }

    @Test func backupNamesReportsAndMessagesGiveTheSameUTCTime() {
        let time = UTCTime(Date(timeIntervalSince1970: 1_774_174_500.25))   // 2026-03-22 10:15:00.250 UTC
        #expect(time.compact == "20260322T101500.250Z")
        #expect(BackupFolder.stamp(Date(timeIntervalSince1970: 1_774_174_500.25)) == time.compact)
        #expect(time.iso8601 == "2026-03-22T10:15:00Z")
        #expect(time.readable == "2026-03-22 10:15 UTC")
        #expect(UTCTime(Date(timeIntervalSince1970: -0.5)).stored == "1969-12-31 23:59:59.500")
    }

    @Test func theyReadBackAsTheSameDates() throws {
        let date = Date(timeIntervalSince1970: 1_800_000_003.25)
        let parsed = Date.fromDatabaseValue(UTCTime(date).stored.databaseValue)
        #expect(parsed == date)
    }
}
