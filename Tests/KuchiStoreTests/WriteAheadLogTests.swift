import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// The bank in WAL mode: readers beside a writer, backups and restore with a live log, a log left by a crash.
@Suite("The write-ahead log")
struct WriteAheadLogTests {
    private func bank(in directory: borrowing TemporaryDirectory) throws -> KuchiDatabase {
        try KuchiDatabase.open(path: directory.path + "/kuchi.sqlite", seedWords: { numberedWords(20) })
    }

    private func wrongAnswer(_ session: Int64, at date: Date = Date()) -> AnswerRecord {
        AnswerRecord(sessionID: session, wordID: 1, given: "meaning 2", expected: "meaning 1", judgement: .wrong,
                     elapsed: .milliseconds(800), answeredAt: date)
    }

    /// A connection that keeps the bank open and holds a read, so that no checkpoint empties the log.
    private func holdingTheLog(_ path: String) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: path)
        try queue.inDatabase { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM word")
        }
        return queue
    }

    /// Walk-through 29, D5: an answer refused because another program held the write lock said "Try again in a moment",
    /// as if nothing were lost; it says the answer was not saved, the ones before it are, and the session is over.
    @Test func anAnswerRefusedForABusyBankSaysItWasNotSavedAndTheEarlierOnesAre() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        _ = try KuchiDatabase.open(path: path, seedWords: { numberedWords(20) })
        let database = try KuchiDatabase.open(path: path, busyTimeout: 0.05, seedWords: { [] })
        let session = try database.practice.beginSession(profileID: try database.practice.useProfile(named: "Ann").id, target: 5, seed: nil, at: Date())
        try database.practice.recordAnswer(wrongAnswer(session))
        // Another program holding the write lock (a `sqlite3` shell in BEGIN IMMEDIATE).
        var holding = Configuration()
        holding.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: holding)
        try other.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        let error = #expect(throws: StoreError.answerBusy(path: path)) { try database.practice.recordAnswer(wrongAnswer(session)) }
        #expect(error?.exitCode == .busy)
        #expect(error?.description.contains("so this answer was not saved. The answers given before it are saved") == true)
        try other.inDatabase { db in try db.execute(sql: "ROLLBACK") }
        #expect(try database.practice.answerCount() == 1)
    }

    @Test func theBankIsInWALModeWithOneSyncPerCommit() throws {
        let directory = try TemporaryDirectory()
        let database = try bank(in: directory)
        #expect(try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try database.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2, "FULL")
    }

    @Test func aReaderAnswersFromTheLastCommitWhileAnotherProcessWrites() throws {
        let directory = try TemporaryDirectory()
        let database = try bank(in: directory)
        let session = try database.practice.beginSession(profileID: try database.practice.useProfile(named: "Ann").id, target: 5, seed: nil, at: Date())
        try database.practice.recordAnswer(wrongAnswer(session))
        let writer = try DatabaseQueue(path: database.path)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "DELETE FROM answer")
            // A reader that would fail at once if it had to wait (no busy timeout) reads the committed answer.
            let reader = try KuchiDatabase.openExisting(path: database.path, busyTimeout: 0)
            #expect(try reader.practice.answerCount() == 1)
            try db.execute(sql: "ROLLBACK")
        }
    }

    @Test func aBackupIsOneFileWithItsOwnJournalAndHoldsWhatTheLogHolds() throws {
        let directory = try TemporaryDirectory()
        let database = try bank(in: directory)
        let holder = try holdingTheLog(database.path)
        let session = try database.practice.beginSession(profileID: try database.practice.useProfile(named: "Ann").id, target: 5, seed: nil, at: Date())
        try database.practice.recordAnswer(wrongAnswer(session))
        #expect(WriteAheadLog.leftover(path: database.path) != nil, "the answer is in the log, not yet in the file")
        let backup = try database.maintenance.backUp(reason: .manual)
        let header = try #require(FileHandle(forReadingAtPath: backup.path)).readData(ofLength: 20)
        #expect(Array(header[18..<20]) == [1, 1], "a rollback-journal file: readable alone, anywhere")
        #expect(!FileManager.default.fileExists(atPath: backup.path + "-wal"))
        let copy = try DatabaseQueue(path: backup.path)
        #expect(try copy.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") } == 1)
        try holder.close()
    }

    @Test func aRestoreWithALiveLogPutsTheBackupBackAndStopsTheOtherKuchi() throws {
        let directory = try TemporaryDirectory()
        let database = try bank(in: directory)
        let holder = try holdingTheLog(database.path)
        _ = try database.practice.useProfile(named: "Ann")
        let saved = directory.path + "/saved.sqlite"
        try database.maintenance.backUp(to: saved, force: false)
        _ = try database.practice.useProfile(named: "Bob")
        #expect(WriteAheadLog.leftover(path: database.path) != nil)

        let result = try DatabaseRestore.restore(from: saved, to: database.path)
        let names = { (path: String) in try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT name FROM profile ORDER BY name") } }
        #expect(try names(database.path) == ["Ann"])
        #expect(try names(try #require(result.keptAs)) == ["Ann", "Bob"], "the replaced bank, with what its log held")
        // The Kuchi that had the bank open stops at its next write instead of writing into the restored bank.
        #expect(throws: StoreError.restored(path: database.path, keptAs: result.keptAs)) { try database.practice.useProfile(named: "Cy") }
        try holder.close()
        let reopened = try KuchiDatabase.open(path: database.path)
        #expect(try reopened.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try MaintenanceStore.diagnose(path: database.path).isHealthy)
        _ = try reopened.practice.useProfile(named: "Cy")
    }

    @Test func doctorCopiesALogLeftByACrashIntoTheFile() throws {
        let directory = try TemporaryDirectory()
        let database = try bank(in: directory)
        let holder = try holdingTheLog(database.path)
        let session = try database.practice.beginSession(profileID: try database.practice.useProfile(named: "Ann").id, target: 5, seed: nil, at: Date())
        try database.practice.recordAnswer(wrongAnswer(session))
        // The files as a kill leaves them: the bank and its log, and no process that has them open.
        let crashed = directory.path + "/crashed.sqlite"
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: database.path + suffix, toPath: crashed + suffix)
        }
        try holder.close()
        let leftover = try #require(WriteAheadLog.leftover(path: crashed))
        #expect(!leftover.inUse)

        let report = try MaintenanceStore.diagnose(path: crashed)
        #expect(report.log == .leftBehind(pages: leftover.pages, copied: true, problem: nil))
        #expect(report.isHealthy)
        #expect(report.lines.contains { $0.contains("copied into the file, nothing lost") })
        #expect(WriteAheadLog.leftover(path: crashed) == nil, "the log is empty")
        #expect(try KuchiDatabase.openExisting(path: crashed).practice.answerCount() == 1)
    }

    @Test func removingADeckWorksWhileAnotherProcessReadsAndItsLogIsLive() throws {
        let directory = try TemporaryDirectory()
        let database = try bank(in: directory)
        let counts = try database.imports.importWords { batch in
            for index in 1...5 { try batch.add(WordEntry(text: "象\(index)", reading: "ぞう\(index)", meanings: ["elephant \(index)"], deck: "zoo")) }
            return true
        }
        #expect(counts.added == 5)
        let holder = try holdingTheLog(database.path)
        try holder.inDatabase { db in
            // A reader in the middle of its transaction, on the state before the removal.
            try db.execute(sql: "BEGIN")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE deck = 'zoo'") == 5)
            _ = try database.maintenance.backUp(reason: .removeDeck)
            #expect(try database.maintenance.removeDeck(named: "zoo")?.removedWords == 5)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE deck = 'zoo'") == 5, "its snapshot holds")
            try db.execute(sql: "COMMIT")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE deck = 'zoo'") == 0)
        }
        #expect(WriteAheadLog.leftover(path: database.path) != nil)
        let backup = try #require(database.maintenance.backups.list().first { $0.reason == .removeDeck })
        #expect(try DatabaseQueue(path: backup.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE deck = 'zoo'") } == 5)
        try holder.close()
        #expect(try MaintenanceStore.diagnose(path: database.path).isHealthy)
    }

    /// Two sessions of one learner answer the same card: the second grades from the first's result, which
    /// it had not read, and every card agrees with a replay of its answers.
    @Test func anAnswerIsGradedFromTheCardAsTheBankHoldsItWhenStored() throws {
        let directory = try TemporaryDirectory()
        let first = try bank(in: directory)
        let second = try KuchiDatabase.openExisting(path: first.path)
        let learner = try first.practice.useProfile(named: "Ann").id
        let now = Date()
        let sessions = try [first, second].map { try $0.practice.beginSession(profileID: learner, target: 5, seed: nil, at: now) }
        let fsrs = FSRSScheduler.default
        func grading(_ rating: Rating, at date: Date) -> CardGrading {
            CardGrading(profileID: learner, wordID: 1, kind: .recognition) { previous in
                (fsrs.review(previous ?? .new(due: date), rating: rating, at: date, profileID: learner, wordID: 1, kind: .recognition),
                 previous.flatMap { fsrs.predictedRecall(before: $0, at: date) })
            }
        }
        // Both sessions read the card before either answers: neither has seen it.
        #expect(try first.practice.lookingUp { try $0.card(profileID: learner, wordID: 1, kind: .recognition) } == nil)
        #expect(try second.practice.lookingUp { try $0.card(profileID: learner, wordID: 1, kind: .recognition) } == nil)
        var answer = wrongAnswer(sessions[0], at: now)
        answer.rating = .good
        let one = try first.practice.recordAnswer(answer, grading: grading(.good, at: now))
        answer.sessionID = sessions[1]
        answer.answeredAt = now.addingTimeInterval(60)
        let two = try second.practice.recordAnswer(answer, grading: grading(.good, at: answer.answeredAt))
        #expect(one.before == nil)
        #expect(two.before?.reps == 1, "graded from the first session's result")
        #expect(two.before?.stability == one.memory.stability)
        #expect(two.memory.reps == 2)
        #expect(try first.maintenance.checkCards() == CardCheck(cards: 1, disagreeing: 0))
    }
}
