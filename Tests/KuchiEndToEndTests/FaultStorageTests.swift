import Foundation
import KuchiSpawn
import Testing

/// The fault matrix of issue 6, rows about the database file: kills, locks, limits, damage.
@Suite("Fault matrix: the database file", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: the fault tests are skipped"))
struct FaultStorageTests {
    private func query(_ database: String, _ sql: String) throws -> String {
        try SQLiteShell.query(database, sql)
    }

    /// A word list of `rows` new words in deck "big".
    private func bigList(rows: Int, in home: KuchiBinary.Home) throws -> String {
        let path = home.root + "/big.csv"
        var text = "word,reading,meanings\n"
        text.reserveCapacity(rows * 32)
        for index in 0..<rows { text += "大語\(index),だいご\(KuchiBinary.kana(index)),big meaning \(index)\n" }
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func newBank(_ home: KuchiBinary.Home) throws {
        #expect(try Fault.kuchi(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
    }

    /// Row 2: SIGKILL in the middle of an import: no row of it is stored; the bank works after.
    @Test func row2_sigkillDuringAnImportStoresNoRowOfIt() throws {
        let home = try KuchiBinary.Home()
        try newBank(home)
        let words = try query(home.database, "SELECT count(*) FROM word")
        let list = try bigList(rows: 150_000, in: home)
        let process = try ChildProcess(KuchiBinary.path, ["import", list], environment: home.environment, input: .inherited)
        Watchdog.watch(process.pid, seconds: 300)
        // Killed as soon as its write transaction holds the lock: no fixed pause that assumes it still runs.
        #expect(BankWriterWatch.waitForWriter(home.database, afterBackup: "-import.sqlite", of: process.pid), "the import started writing")
        process.kill(SIGKILL)
        try process.waitUntilExit()
        #expect(process.endingSignal != nil, "killed during the import, not after it")
        #expect(try query(home.database, "SELECT count(*) FROM word") == words)
        #expect(try query(home.database, "SELECT count(*) FROM word WHERE deck = 'big'") == "0")
        #expect(try query(home.database, "PRAGMA quick_check") == "ok")
        let backups = try FileManager.default.contentsOfDirectory(atPath: home.database + ".backups")
        #expect(backups.contains { $0.hasSuffix("-import.sqlite") }, "a backup was made before the import")
        #expect(try Fault.kuchi(["--seed", "1"], input: "1\n", home: home).status == 0)
    }

    /// Row 2, Ctrl-C: SIGINT in the middle of an import says in one line that nothing was imported, and exits 130.
    @Test func row2_ctrlCDuringAnImportSaysNothingWasImported() throws {
        let home = try KuchiBinary.Home()
        try newBank(home)
        let words = try query(home.database, "SELECT count(*) FROM word")
        let list = try bigList(rows: 150_000, in: home)
        let errors = home.root + "/import.err"
        let (none, err) = (open("/dev/null", O_RDWR | O_CLOEXEC), open(errors, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600))
        defer { [none, err].forEach { close($0) } }
        let pid = try Spawn.start([KuchiBinary.path, "import", list], environment: home.environment, stdin: none, stdout: none, stderr: err)
        Watchdog.watch(pid, seconds: 300)
        #expect(BankWriterWatch.waitForWriter(home.database, afterBackup: "-import.sqlite", of: pid), "the import started writing")
        kill(pid, SIGINT)
        #expect(try Spawn.wait(pid) == 130)
        let stderr = String(decoding: FileManager.default.contents(atPath: errors) ?? Data(), as: UTF8.self)
        #expect(stderr == "Interrupted: nothing was imported; the word bank is as it was.\n")
        #expect(try query(home.database, "SELECT count(*) FROM word") == words)
        #expect(try query(home.database, "PRAGMA quick_check") == "ok")
    }

    /// Row 5: another process holds the write lock for a moment: Kuchi waits (busy timeout) and goes on.
    @Test func row5_aWriterWaitsForAnotherProcessesLockThenSucceeds() throws {
        let home = try KuchiBinary.Home()
        let kuchi = try PipedKuchi(["--seed", "4", "--name", "Tester", "--questions", "20"], home: home)
        #expect(kuchi.answer("1"))
        #expect(kuchi.answer("2"))
        let lock = try SQLiteLock(home.database)
        let started = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 1.5) { lock.release() }
        #expect(kuchi.answer("3", timeout: 15), "the answer is saved once the lock is released")
        #expect(Date().timeIntervalSince(started) >= 1.4, "it waited for the lock")
        #expect(kuchi.finish(":quit\n") == 0)
        #expect(try query(home.database, "SELECT count(*) FROM answer") == "3")
    }

    /// Row 5: the lock is held past the 5-second busy timeout: exit 75 with a clear message; nothing lost.
    @Test func row5_aLockHeldPastTheBusyTimeoutExits75AndLosesNothing() throws {
        let home = try KuchiBinary.Home()
        let kuchi = try PipedKuchi(["--seed", "4", "--name", "Tester", "--questions", "20"], home: home)
        #expect(kuchi.answer("1"))
        #expect(kuchi.answer("2"))
        let lock = try SQLiteLock(home.database)
        #expect(!kuchi.answer("3", timeout: 12))
        #expect(kuchi.finish() == 75)
        lock.release()
        #expect(kuchi.errors.contains("\(home.database) is busy"))
        #expect(!kuchi.errors.contains("Fatal error"))
        #expect(try query(home.database, "SELECT count(*) FROM answer") == "2")
        let next = try Fault.kuchi(["--seed", "4"], input: ":quit\n", home: home)
        #expect(next.stdout.contains("Your last session ended before it was finished (\(kuchi.transcript.components(separatedBy: "✓ Correct!").count - 1) of 20"))
    }

    /// Row 5: two Kuchi processes, one importing (a long write) while the other practises: the second
    /// waits for the import's commit, however long it takes, and stores every answer.
    @Test func row5_twoKuchisOnOneDatabaseOneImporting() throws {
        let home = try KuchiBinary.Home()
        try newBank(home)
        let list = try bigList(rows: 60_000, in: home)
        let importer = try ChildProcess(KuchiBinary.path, ["import", list], environment: home.environment, input: .inherited)
        Watchdog.watch(importer.pid)
        #expect(BankWriterWatch.waitForWriter(home.database, afterBackup: "-import.sqlite", of: importer.pid))
        let practice = try Fault.kuchi(["--seed", "9", "--name", "Ann"], input: "1\n2\n3\n4\n1\n2\n", home: home)
        try importer.waitUntilExit()
        #expect(importer.terminationStatus == 0 && importer.endingSignal == nil)
        #expect(practice.status == 0, "\(practice.stderr)")
        let confirmed = Feedback.count(in: practice.stdout)
        #expect(try query(home.database, "SELECT count(*) FROM answer") == "\(confirmed)")
        #expect(confirmed == 6)
        #expect(try query(home.database, "SELECT count(*) FROM word WHERE deck = 'big'") == "60000")
    }

    /// Row 6: a file-size limit (RLIMIT_FSIZE, as a full disk): exit 74 with a clear message, not a
    /// SIGXFSZ crash; every answer shown as saved is in the database, which stays sound.
    @Test(.enabled(if: Fault.canLimitFileSize, "prlimit is not installed: the file-size limit case is skipped"))
    func row6_aFileSizeLimitIsAClearErrorExit74AndEarlierAnswersStay() throws {
        let home = try KuchiBinary.Home()
        try newBank(home)
        let size = try #require(FileManager.default.attributesOfItem(atPath: home.database)[.size] as? Int)
        let run = try Fault.kuchi(["--seed", "3", "--questions", "100"], input: Fault.answerScript(3000), home: home,
                                  prefix: Fault.fileSizeLimit(size))
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("Cannot write to \(home.database): the file-size limit (ulimit -f, "), "\(run.stderr)")
        #expect(run.stderr.contains("was reached. Everything answered before this was saved. Raise the limit (ulimit -f unlimited)"), "\(run.stderr)")
        let confirmed = Feedback.count(in: run.stdout)
        #expect(confirmed > 0)
        #expect(try query(home.database, "SELECT count(*) FROM answer") == "\(confirmed)")
        #expect(try query(home.database, "PRAGMA quick_check") == "ok")
    }

    /// Row 6, a full disk: a session started on a disk with no room left (SQLite cannot set up its write-ahead
    /// log and says only "disk I/O error") is told the disk is full, exit 74, and the bank stays sound.
    @Test(.enabled(if: Fault.canMountSmallDisk, "mounting a tmpfs is not allowed here: the full-disk case is skipped"))
    func row6_aSessionStartedOnAFullDiskSaysTheDiskIsFull() throws {
        let home = try KuchiBinary.Home()
        let (disk, bank) = try Fault.annBankOnSmallDisk(in: home, megabytes: 8)
        defer { Fault.unmount(disk) }
        Fault.fill(disk)
        let run = try Fault.kuchi(["--database", bank, "--seed", "1"], input: "1\n2\n", home: home)
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("the disk (or the database's size limit) is full"), "\(run.stderr)")
        unlink(disk + "/filler")
        #expect(try query(bank, "PRAGMA quick_check") == "ok")
    }

    /// Row 9: the database moved away or replaced while practising: detected at the next answer (exit 74);
    /// the answers before it are in the moved file, and nothing goes into the file that took its place.
    @Test(arguments: ["moved", "replaced"])
    func row9_theDatabaseMovedOrReplacedWhilePractisingIsDetected(how: String) throws {
        let home = try KuchiBinary.Home()
        let kuchi = try PipedKuchi(["--seed", "2", "--name", "Tester", "--questions", "20"], home: home)
        #expect(kuchi.answer("1"))
        #expect(kuchi.answer("2"))
        #expect(rename(home.database, home.database + ".moved") == 0)
        if how == "replaced" { try newBank(home) }
        #expect(!kuchi.answer("3"))
        #expect(kuchi.finish() == 74)
        #expect(kuchi.errors.contains("\(home.database) was deleted, moved or replaced while Kuchi was using it, so this answer was not saved."))
        #expect(try query(home.database + ".moved", "SELECT count(*) FROM answer") == "2")
        if how == "replaced" { #expect(try query(home.database, "SELECT count(*) FROM answer") == "0") }
    }
}
