import Foundation
import KuchiSpawn
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The fault matrix of issue 6, row 19: a big bank and a long scripted run.
@Suite("Fault matrix: scale", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: the fault tests are skipped"))
struct FaultScaleTests {
    /// Samples the size of the database's rollback journal while Kuchi runs.
    final class JournalWatcher: @unchecked Sendable {
        private let lock = NSLock()
        private var running = true
        private var largest: Int64 = 0
        private var samples = 0

        init(_ database: String) {
            DispatchQueue.global().async { [self] in
                while lock.withLock({ running }) {
                    var info = stat()
                    let size = stat(database + "-journal", &info) == 0 ? Int64(info.st_size) : 0
                    lock.withLock {
                        largest = max(largest, size)
                        samples += 1
                    }
                    usleep(1000)
                }
            }
        }

        /// Stops sampling; returns the largest size seen and the number of samples.
        func stop() -> (largest: Int64, samples: Int) {
            lock.withLock {
                running = false
                return (largest, samples)
            }
        }
    }

    /// Runs a scripted session of `answers` answers; returns the exit status, peak memory and transcript.
    private func practise(_ home: KuchiBinary.Home, answers: Int, seed: Int) throws -> (status: Int32, peakKiB: Int, transcript: String) {
        let input = home.root + "/input-\(seed).txt", output = home.root + "/output-\(seed).txt"
        try Fault.answerScript(answers).write(toFile: input, atomically: false, encoding: .utf8)
        let stdin = open(input, O_RDONLY), stdout = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let stderr = open("/dev/null", O_WRONLY)
        defer { [stdin, stdout, stderr].forEach { close($0) } }
        let pid = try Spawn.start([KuchiBinary.path, "--seed", "\(seed)", "--questions", "100"],
                                  environment: home.environment, stdin: stdin, stdout: stdout, stderr: stderr)
        let (status, memory) = try Spawn.waitMeasuringPeakMemory(pid)
        return (status, memory, try String(contentsOfFile: output, encoding: .utf8))
    }

    /// Row 19: 100,000 words and 10,000 scripted answers in one run: every answer committed, peak memory
    /// as in a short run, and the rollback journal small and gone after each commit.
    @Test func row19_aHundredThousandWordsAndTenThousandAnswersInOneRun() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
        _ = try SQLiteShell.query(home.database, """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
            INSERT INTO word (text, reading, meanings, level, deck, added_ms)
            SELECT '語' || i, 'ご' || i, 'meaning ' || i || '; sense ' || i, 'N3', 'big', 1767225600000 FROM n
            """)
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) >= 100000 FROM word") == "1")
        _ = try Fault.kuchi(["backup"], home: home)  // so that the measured runs make no daily backup

        let short = try practise(home, answers: 300, seed: 1)
        let watcher = JournalWatcher(home.database)
        let long = try practise(home, answers: 10_000, seed: 2)
        let journal = watcher.stop()
        #expect(short.status == 0 && long.status == 0)

        let feedback = Feedback.count(in: long.transcript)
        #expect(feedback == 10_000)
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "10300", "every answer committed")
        // The sessions' counts agree with the answers: wrong tries, and right answers that scored (a right
        // answer after a miss is stored ungraded and does not score).
        #expect(try SQLiteShell.query(home.database, "SELECT sum(wrong_count) FROM session")
                == SQLiteShell.query(home.database, "SELECT count(*) FROM answer WHERE NOT is_correct"))
        #expect(try SQLiteShell.query(home.database, "SELECT sum(correct_count) FROM session")
                == SQLiteShell.query(home.database, "SELECT count(*) FROM answer WHERE is_correct AND rating IS NOT NULL"))
        #expect(short.peakKiB > 1024, "the peak memory was sampled")
        #expect(long.peakKiB - short.peakKiB < 8 * 1024,
                "peak memory: \(short.peakKiB) KiB after 300 answers, \(long.peakKiB) KiB after 10,000")
        #expect(journal.samples > 100)
        #expect(journal.largest < 256 * 1024, "the journal holds one answer's pages, not a growing history: \(journal.largest) bytes")
        #expect(!FileManager.default.fileExists(atPath: home.database + "-journal"), "deleted after the last commit")
        #expect(!FileManager.default.fileExists(atPath: home.database + "-wal"))
    }
}
