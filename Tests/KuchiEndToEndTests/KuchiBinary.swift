import Foundation
import KuchiSpawn
import Testing

/// Runs the built `kuchi` binary the way a user or a script does.
struct KuchiBinary {
    /// The result of one run.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `kuchi` built beside this test bundle (`.build/<configuration>/kuchi`).
    static var path: String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("kuchi").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    /// A private home for one test: XDG folders under a temporary directory, removed at the end.
    final class Home {
        let root: String
        var database: String { root + "/data/kuchi/kuchi.sqlite" }
        var configFile: String { root + "/config/kuchi/config.toml" }
        var historyFile: String { root + "/state/kuchi/history" }
        /// The files beside the bank in its folder (its log and index, lock files), by name; its backups' folder aside.
        var besideBank: [String] {
            let folder = URL(fileURLWithPath: database).deletingLastPathComponent().path
            let name = URL(fileURLWithPath: database).lastPathComponent
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0 != name && $0 != name + ".backups" }.sorted()
        }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-e2e-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: root)
        }

        /// The environment a run in this home gets: only what Kuchi reads, nothing from the developer's shell.
        var environment: [String: String] {
            [
                "HOME": root,
                "XDG_DATA_HOME": root + "/data",
                "XDG_CONFIG_HOME": root + "/config",
                "XDG_STATE_HOME": root + "/state",
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                "LANG": "C.UTF-8",
            ]
        }
    }

    /// Runs `kuchi arguments…` with `input` on standard input (a pipe, so not a terminal).
    /// `number` spelt with one kana a digit (12 → いう), for numbered words of a synthetic list: an import
    /// refuses a reading with digits.
    static func kana(_ number: Int) -> String {
        let digits = Array("あいうえおかきくけこ")
        return String(String(number).map { digits[$0.wholeNumberValue ?? 0] })
    }

    static func run(_ arguments: [String], input: String = "", home: Home, environment extra: [String: String] = [:]) throws -> Run {
        try run(arguments, inputBytes: Data(input.utf8), home: home, environment: extra)
    }

    /// Runs `kuchi arguments…` with `inputBytes` (which need not be valid UTF-8) on standard input.
    static func run(_ arguments: [String], inputBytes: Data, home: Home, environment extra: [String: String] = [:]) throws -> Run {
        try ExternalTool.spawn(path, arguments, environment: home.environment.merging(extra) { _, new in new }, input: inputBytes)
    }
}

/// Runs the `sqlite3` command-line shell on a database, for checks from outside Kuchi.
enum SQLiteShell {
    static let path = ["/usr/bin/sqlite3", "/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var isAvailable: Bool { path != nil }

    /// The output of `sql` on `database`, trimmed.
    static func query(_ database: String, _ sql: String) throws -> String {
        let process = try ChildProcess(path ?? "/usr/bin/sqlite3", [database, sql], environment: ProcessInfo.processInfo.environment,
                                       input: .inherited, output: .pipe, errors: .inherited)
        Watchdog.watch(process.pid)
        let data = try #require(process.output.map(ChildProcess.readToEnd))
        try process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The feedback lines practice prints for answers it stores: right first time, right after a miss (not
/// scored), and wrong. Commands, other-question and out-of-range lines give none of these.
enum Feedback {
    static let correct = "✓ Correct!"
    static let corrected = "✓ That's it."
    static let wrong = "✗ Not quite"

    /// Answers stored, as the feedback in `transcript` shows them.
    static func count(in transcript: String) -> Int {
        [correct, corrected, wrong].map { transcript.components(separatedBy: $0).count - 1 }.reduce(0, +)
    }
}

/// A last line of defence against a test that waits forever on a process's output: the process is killed
/// after `seconds`, its pipes close, and the waiting test fails on what it read instead of hanging the run.
enum Watchdog {
    /// The same for a child started by ``Spawn``: killed when it has not been reaped by then (a reaped pid may be
    /// reused, so the child is only killed while it is still this process's unreaped child).
    static func watch(_ pid: pid_t, seconds: Double = 120) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if !hasEnded(pid) { kill(pid, SIGKILL) }
        }
    }

    /// Whether this process's child `pid` has ended (or is no unreaped child of it), without reaping it: its status is
    /// still there to wait for.
    static func hasEnded(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info._sifields._sigchld.si_pid != 0
    }
}

/// Watches from outside for a Kuchi process to write its bank: after the backup it makes first, it holds the write lock
/// (in WAL mode, a lock on byte 120 of the log's index, `-shm`, for as long as its write transaction lasts).
enum BankWriterWatch {
    /// Waits until the bank at `database` has a backup whose name ends in `backupSuffix` (`-import.sqlite`) and a
    /// process holds its write lock. No time limit of its own, which a loaded machine outran (a 20-second one did): it
    /// waits as long as the child `pid` runs (its watchdog ends a stuck one), and returns `false` as soon as that child
    /// has ended without the lock seen.
    static func waitForWriter(_ database: String, afterBackup backupSuffix: String, of pid: pid_t) -> Bool {
        while !Watchdog.hasEnded(pid) {
            let backups = (try? FileManager.default.contentsOfDirectory(atPath: database + ".backups")) ?? []
            if backups.contains(where: { $0.hasSuffix(backupSuffix) }), holdsWriteLock(database) { return true }
            usleep(2000)
        }
        return false
    }

    /// Whether a process holds the write lock of the bank at `database`.
    private static func holdsWriteLock(_ database: String) -> Bool {
        let descriptor = open(database + "-shm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 120
        lock.l_len = 1
        return fcntl(descriptor, F_GETLK, &lock) == 0 && lock.l_type != Int16(F_UNLCK)
    }
}
