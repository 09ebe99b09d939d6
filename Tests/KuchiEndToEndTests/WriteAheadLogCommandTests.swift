import Foundation
import KuchiSpawn
import Testing

/// The bank in WAL mode, through the binary: a kill, readers beside a writer, a read-only folder, two
/// sessions of one learner, a full disk at the checkpoint.
@Suite("The write-ahead log, end to end", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: the WAL checks are skipped"))
struct WriteAheadLogCommandTests {
    private func size(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    @Test func sigkillWithTheAnswersStillInTheLogLosesNothingAndDoctorCopiesThem() throws {
        let home = try KuchiBinary.Home()
        let practice = try PipedKuchi(["--seed", "11", "--name", "Tester", "--questions", "50"], home: home)
        for answer in ["1", "2", "3", "4", "1"] { #expect(practice.answer(answer, timeout: 10)) }
        practice.process.kill(SIGKILL)
        try practice.process.waitUntilExit()
        #expect((size(home.database + "-wal") ?? 0) > 0, "the answers are in the log, not yet in the bank file")

        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("left in the write-ahead log by a Kuchi that stopped without closing the bank; copied into the file, nothing lost"))
        #expect((size(home.database + "-wal") ?? 0) == 0, "the log was emptied into the file")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "5")
    }

    @Test func doctorLeavesTheLogOfARunningKuchiToIt() throws {
        let home = try KuchiBinary.Home()
        let practice = try PipedKuchi(["--seed", "11", "--name", "Tester", "--questions", "50"], home: home)
        for answer in ["1", "2"] { #expect(practice.answer(answer, timeout: 10)) }
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("in the write-ahead log of a Kuchi that has the bank open"))
        #expect(practice.answer("3", timeout: 10), "the session goes on")
        #expect(practice.finish(":quit\n") == 0)
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "3")
    }

    @Test func dueReportAndExportAnswerFromTheLastCommitWhileAnotherProcessWrites() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester", "--seed", "3"], input: "1\n2\n:quit\n", home: home).status == 0)
        let lock = try SQLiteLock(home.database)   // a writer in the middle of its transaction
        defer { lock.release() }
        // Each would exit 75 after the busy timeout if it had to wait for the writer.
        let due = try KuchiBinary.run(["due"], home: home)
        #expect(due.status == 0, "\(due.stderr)")
        let report = try KuchiBinary.run(["report"], home: home)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("Tester"))
        let export = try KuchiBinary.run(["export", "history"], home: home)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.split(whereSeparator: \.isNewline).count == 3, "a header and the two answers committed")
    }

    /// As a user whose permissions are checked (root writes anything): the log and its index cannot be
    /// created in a read-only folder, yet the bank is read, and a write is refused with the reason (77).
    @Test(.enabled(if: Fault.secondUser != nil, "cannot run Kuchi as a second user (root without setpriv or nobody): skipped"))
    func aBankInAReadOnlyFolderIsReadAndWritingIsRefusedWithTheReason() throws {
        let user = try #require(Fault.secondUser)
        let home = try KuchiBinary.Home()
        let database = Fault.bankInFolder(ownedBy: user, in: home)
        let folder = home.root + "/words"
        let created = try Fault.kuchi(["--database", database, "--name", "Tester", "--seed", "3"], input: "1\n2\n:quit\n", home: home, prefix: user.prefix)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(try SQLiteShell.query(database, "PRAGMA journal_mode") == "wal")
        chmod(folder, 0o500)
        defer { chmod(folder, 0o700) }
        for arguments in [["report"], ["export", "history"], ["due"]] {
            let run = try Fault.kuchi(arguments + ["--database", database], home: home, prefix: user.prefix)
            #expect(run.status == 0, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        let practice = try Fault.kuchi(["--database", database], input: "1\n", home: home, prefix: user.prefix)
        #expect(practice.status == 77, "\(practice.stderr)")
        #expect(practice.stderr.contains("Cannot write to \(folder): it (or its folder) is read-only."))
        #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
        // Doctor checks it without writing: healthy, and read-only said, never "damaged, restore a backup".
        let doctor = try Fault.kuchi(["doctor", "--database", database], home: home, prefix: user.prefix)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("access:       read-only"))
        #expect(doctor.stdout.contains("The database is healthy."))
    }

    /// A read-only bank in a folder that can be written: reading it leaves no log or index beside it (SQLite would
    /// make them read-only too), and ones an older Kuchi left read-only are made writable once the bank is.
    @Test(.enabled(if: Fault.secondUser != nil, "cannot run Kuchi as a second user (root without setpriv or nobody): skipped"))
    func aReadOnlyBankLeavesNoReadOnlyLogBehind() throws {
        let user = try #require(Fault.secondUser)
        let home = try KuchiBinary.Home()
        let database = Fault.bankInFolder(ownedBy: user, in: home)
        #expect(try Fault.kuchi(["--database", database, "--name", "Tester"], input: ":quit\n", home: home, prefix: user.prefix).status == 0)
        chmod(database, 0o444)
        for arguments in [["due"], ["report"], ["doctor"]] {
            let run = try Fault.kuchi(arguments + ["--database", database], home: home, prefix: user.prefix)
            #expect(run.status == 0, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: database + "-shm"))
        // What an older Kuchi left: an empty log and index with the bank's read-only mode.
        for side in [database + "-wal", database + "-shm"] {
            #expect(FileManager.default.createFile(atPath: side, contents: Data()))
            chown(side, user.uid, user.gid)
            chmod(side, 0o444)
        }
        chmod(database, 0o600)
        let practice = try Fault.kuchi(["--database", database, "--name", "Tester", "--seed", "3", "--questions", "1"],
                                       input: "1\n2\n3\n4\n", home: home, prefix: user.prefix)
        #expect(practice.status == 0, "\(practice.stderr)")
        #expect(try SQLiteShell.query(database, "SELECT count(*) FROM answer") != "0")
    }

    /// A log left by a crash in a folder that is read-only now: without its index it cannot be read, and
    /// the message says so (77) instead of showing the bank without the answers the log holds.
    @Test(.enabled(if: Fault.secondUser != nil, "cannot run Kuchi as a second user (root without setpriv or nobody): skipped"))
    func aLogLeftInAReadOnlyFolderIsNamedNotIgnored() throws {
        let user = try #require(Fault.secondUser)
        let home = try KuchiBinary.Home()
        let database = Fault.bankInFolder(ownedBy: user, in: home)
        let folder = home.root + "/words"
        #expect(try Fault.kuchi(["--database", database, "--name", "Tester"], input: ":quit\n", home: home, prefix: user.prefix).status == 0)
        let practice = try PipedKuchi(["--database", database, "--seed", "11", "--name", "Tester"], home: home)
        for answer in ["1", "2"] { #expect(practice.answer(answer, timeout: 10)) }
        practice.process.kill(SIGKILL)
        try practice.process.waitUntilExit()
        #expect((size(database + "-wal") ?? 0) > 0)
        unlink(database + "-shm")
        chmod(folder, 0o500)
        defer { chmod(folder, 0o700) }
        let report = try Fault.kuchi(["report", "--database", database], home: home, prefix: user.prefix)
        #expect(report.status == 77, "\(report.stdout)\(report.stderr)")
        #expect(report.stderr.contains("are in \(database)-wal"))
        chmod(folder, 0o700)
        #expect(try SQLiteShell.query(database, "SELECT count(*) FROM answer") == "2", "nothing lost")
    }

    /// Two review sessions of one learner started at once, answering the same cards as fast as they can: the second is
    /// refused while the first runs (exit 75, walk-through 21), or runs after it has ended; every card agrees with a
    /// replay of its answers (`kuchi doctor` passes).
    @Test func twoSessionsOfOneLearnerLeaveEveryCardAgreeingWithItsAnswers() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
        let script = Fault.answerScript(60) + ":quit\n"
        let results = Results()
        let environment = home.environment
        // Each process has all its answers on standard input at once, and both start together.
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let run = try? Fault.run([KuchiBinary.path, "review", "--name", "Tester", "--new-words", "20"], input: script,
                                     environment: environment)
            results.set(index, run)
        }
        let runs = results.all
        let statuses = runs.map { $0?.status ?? -1 }
        #expect(statuses.contains(0) && statuses.allSatisfy { [0, 75].contains($0) }, "\(statuses) \(runs.map { $0?.stderr ?? "" })")
        if statuses.contains(75) {
            #expect(runs.contains { $0?.stderr.contains("Tester is in a review session of this word bank already") == true })
        }
        #expect(Int(try SQLiteShell.query(home.database, "SELECT count(*) FROM card")) ?? 0 > 0)
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("each matching a replay of its answers"))
    }

    /// Row 6 with the log: a file-size limit (as a full disk) stops the copy of an import's log into the bank:
    /// exit 74, and every imported word is still there, in the log, until the next checkpoint copies it.
    @Test(.enabled(if: Fault.canLimitFileSize, "prlimit is not installed: the file-size limit case is skipped"))
    func aFullDiskDuringTheCheckpointIsReportedAndLosesNothing() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
        let list = home.root + "/more.csv"
        let padding = String(repeating: "long meaning ", count: 40)   // more than the pages the bundled levels leave free
        let rows = (0..<1500).map { "語\($0),ご\(KuchiBinary.kana($0)),word number \($0) \(padding)" }
        try (["word,reading,meanings"] + rows).joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        // The size the bank grows to, measured on a copy.
        let copy = home.root + "/copy.sqlite"
        try FileManager.default.copyItem(atPath: home.database, toPath: copy)
        #expect(try KuchiBinary.run(["import", "--database", copy, list], home: home).status == 0)
        let before = try #require(size(home.database)), after = try #require(size(copy))
        #expect(after > before)
        // Room for the bank as it is and for the log, not for the bank grown by the import.
        let limit = before + (after - before) / 2
        let run = try Fault.kuchi(["import", list], home: home, prefix: Fault.fileSizeLimit(limit))
        #expect(run.status == 74, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("Nothing was lost: they are saved in \(home.database)-wal"))
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM word WHERE deck = 'more'") == "1500")
        #expect(try SQLiteShell.query(home.database, "PRAGMA quick_check") == "ok")
    }
}

/// Runs finished on several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [Int: KuchiBinary.Run] = [:]

    func set(_ index: Int, _ run: KuchiBinary.Run?) {
        lock.withLock { runs[index] = run }
    }

    var all: [KuchiBinary.Run?] {
        lock.withLock { (0..<2).map { runs[$0] } }
    }
}
