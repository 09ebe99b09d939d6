import Foundation
import KuchiSpawn
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Helpers of the fault tests: running Kuchi under a limit or as another user, and looking at its files.
enum Fault {
    /// A command prefix that runs the rest with umask 000.
    static let umask000 = ["/bin/sh", "-c", #"umask 000; exec "$@""#, "sh"]

    /// A command prefix that limits the size of every file the rest writes (RLIMIT_FSIZE).
    static func fileSizeLimit(_ bytes: Int) -> [String] {
        ["/usr/bin/prlimit", "--fsize=\(bytes):\(bytes)", "--"]
    }

    static let canLimitFileSize = FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")

    /// Mounts a tmpfs of `megabytes` at `folder` (made if needed); `false` when mounting is not allowed.
    static func mountSmallDisk(at folder: String, megabytes: Int) -> Bool {
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST,
              let run = try? run(["/bin/mount", "-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", folder], environment: [:]) else { return false }
        return run.status == 0
    }

    /// A word bank with one learner, Ann, at `disk/kuchi.sqlite` on a tmpfs of `megabytes` mounted at `home`'s `disk`
    /// (unmount it with ``unmount(_:)``): the disk's folder and the bank's path.
    static func annBankOnSmallDisk(in home: KuchiBinary.Home, megabytes: Int) throws -> (disk: String, bank: String) {
        let disk = home.root + "/disk"
        #expect(mountSmallDisk(at: disk, megabytes: megabytes))
        let bank = disk + "/kuchi.sqlite"
        #expect(try kuchi(["--database", bank, "--name", "Ann"], input: ":quit\n", home: home).status == 0)
        return (disk, bank)
    }

    /// Fills the disk at `folder` until `spare` bytes are left, in a file `filler`.
    static func fill(_ folder: String, leaving spare: UInt64 = 0) {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return }
        var left = UInt64(info.f_bavail) * UInt64(info.f_frsize)
        let filler = open(folder + "/filler", O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(filler) }
        let block = [UInt8](repeating: 0, count: 65536)
        while left > spare {
            let written = write(filler, block, Int(min(UInt64(block.count), left - spare)))
            guard written > 0 else { return }
            left -= UInt64(written)
        }
    }

    /// Unmounts what ``mountSmallDisk(at:megabytes:)`` mounted.
    static func unmount(_ folder: String) {
        _ = try? run(["/bin/umount", folder], environment: [:])
    }

    /// Whether this machine lets the tests mount a small tmpfs (as root in most containers and CI machines).
    static let canMountSmallDisk: Bool = {
        let folder = FileManager.default.temporaryDirectory.path + "/kuchi-mount-probe-\(getpid())"
        defer { rmdir(folder) }
        guard geteuid() == 0, mountSmallDisk(at: folder, megabytes: 1) else { return false }
        unmount(folder)
        return true
    }()

    /// How to run a command as a user whose permissions are checked: as `nobody` through `setpriv` when
    /// the tests run as root (root bypasses file permissions), else as ourselves. `nil` when impossible.
    static let secondUser: (prefix: [String], uid: uid_t, gid: gid_t)? = {
        guard geteuid() == 0 else { return ([], geteuid(), getegid()) }
        let prefix = ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
        guard FileManager.default.isExecutableFile(atPath: prefix[0]), let user = getpwnam("nobody"),
              let check = try? run(prefix + ["/usr/bin/test", "-x", KuchiBinary.path], environment: [:]),
              check.status == 0 else { return nil }
        return (prefix, user.pointee.pw_uid, user.pointee.pw_gid)
    }()

    /// The path of a bank in a new folder `words` of `home` that only `user` may write (mode 0700).
    static func bankInFolder(ownedBy user: (prefix: [String], uid: uid_t, gid: gid_t), in home: KuchiBinary.Home) -> String {
        let folder = home.root + "/words"
        #expect(mkdir(folder, 0o700) == 0)
        #expect(chown(folder, user.uid, user.gid) == 0)
        return folder + "/kuchi.sqlite"
    }

    /// A bank with the learner "Tester", made by `user` in a folder of theirs (`words`), with nothing answered: the bank and
    /// the folder, whose mode the caller may change and gives back.
    static func testersBank(ownedBy user: (prefix: [String], uid: uid_t, gid: gid_t), in home: KuchiBinary.Home) throws
        -> (database: String, folder: String) {
        let database = bankInFolder(ownedBy: user, in: home)
        let created = try kuchi(["--database", database, "--name", "Tester"], input: ":quit\n", home: home, prefix: user.prefix)
        #expect(created.status == 0, "\(created.stderr)")
        return (database, home.root + "/words")
    }

    /// A bank with a learner, made by `user` in a folder of theirs (given `input` at its first run), and beside it a
    /// folder `user` owns but may not write in (mode 555): the caller gives it back its mode when done.
    static func bankBesideReadOnlyFolder(for user: (prefix: [String], uid: uid_t, gid: gid_t), in home: KuchiBinary.Home,
                                         input: String) throws -> (database: String, readOnly: String) {
        let database = bankInFolder(ownedBy: user, in: home)
        let created = try kuchi(["--database", database, "--name", "Tester"], input: input, home: home, prefix: user.prefix)
        #expect(created.status == 0, "\(created.stderr)")
        let readOnly = home.root + "/words/ro"
        #expect(mkdir(readOnly, 0o555) == 0)
        #expect(chown(readOnly, user.uid, user.gid) == 0)
        return (database, readOnly)
    }

    /// Runs `command` with `input` on standard input, as a shell would: default signal actions and no
    /// blocked signals (the test runner's children otherwise inherit an ignored SIGXFSZ, for one).
    /// Standard input, output and error are files, so any amount of output is fine.
    static func run(_ command: [String], input: String = "", environment: [String: String]) throws -> KuchiBinary.Run {
        let base = FileManager.default.temporaryDirectory.path + "/kuchi-fault-\(UUID().uuidString)"
        try input.write(toFile: base + ".in", atomically: false, encoding: .utf8)
        defer { ["in", "out", "err"].forEach { unlink(base + "." + $0) } }
        let stdin = open(base + ".in", O_RDONLY | O_CLOEXEC)
        let stdout = open(base + ".out", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let stderr = open(base + ".err", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { [stdin, stdout, stderr].forEach { close($0) } }
        let pid = try Spawn.start(command, environment: environment, stdin: stdin, stdout: stdout, stderr: stderr)
        let status = try Spawn.wait(pid)
        return KuchiBinary.Run(status: status,
                               stdout: String(decoding: FileManager.default.contents(atPath: base + ".out") ?? Data(), as: UTF8.self),
                               stderr: String(decoding: FileManager.default.contents(atPath: base + ".err") ?? Data(), as: UTF8.self))
    }

    /// Runs `prefix… kuchi arguments…` in `home`.
    static func kuchi(_ arguments: [String], input: String = "", home: KuchiBinary.Home, prefix: [String] = []) throws -> KuchiBinary.Run {
        try run(prefix + [KuchiBinary.path] + arguments, input: input, environment: home.environment)
    }

    /// A file's permission bits.
    static func mode(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_mode & 0o7777) : -1
    }

    static func contents(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// One answer per line, then a blank line: a blank line is ignored while practising and means "yes"
    /// at "Play again?", so every number is an answer whenever sessions end. Cycling 1…4 answers each
    /// four-choice question right within four tries.
    static func answerScript(_ answers: Int) -> String {
        (0..<answers).map { "\($0 % 4 + 1)\n\n" }.joined()
    }

    /// Corrupts the root page of `table` in the database at `path` (overwritten with 0xA5 bytes).
    static func corruptPage(of table: String, in path: String) throws {
        let root = try Int(SQLiteShell.query(path, "SELECT rootpage FROM sqlite_master WHERE name = '\(table)'")) ?? 0
        let pageSize = try Int(SQLiteShell.query(path, "PRAGMA page_size")) ?? 4096
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64((root - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: pageSize))
        try handle.close()
    }
}

/// `kuchi` with piped input fed line by line, its output read as it comes (like a script that waits).
final class PipedKuchi {
    let process: ChildProcess
    private let stdin: FileHandle, stdout: FileHandle, stderr: FileHandle
    private(set) var transcript = ""
    private(set) var errors = ""

    init(_ arguments: [String], home: KuchiBinary.Home) throws {
        process = try ChildProcess(KuchiBinary.path, arguments, environment: home.environment, input: .pipe, output: .pipe, errors: .pipe)
        Watchdog.watch(process.pid)
        (stdin, stdout, stderr) = (try #require(process.input), try #require(process.output), try #require(process.errors))
    }

    /// Correct and wrong feedback lines so far.
    var feedbackCount: Int {
        Feedback.count(in: transcript)
    }

    /// Reads what is available on standard output and error within `milliseconds`.
    private func pump(milliseconds: Int32) {
        var descriptors = [stdout, stderr].map { pollfd(fd: $0.fileDescriptor, events: Int16(POLLIN), revents: 0) }
        guard Glibc.poll(&descriptors, 2, milliseconds) > 0 else { return }
        for (index, descriptor) in descriptors.enumerated() where descriptor.revents & Int16(POLLIN) != 0 {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor.fd, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            let text = String(decoding: buffer[0..<count], as: UTF8.self)
            if index == 0 { transcript += text } else { errors += text }
        }
    }

    /// Sends `line`; waits until its feedback is shown (returns true) or Kuchi exits or `timeout` passes.
    @discardableResult
    func answer(_ line: String, timeout: TimeInterval = 15) -> Bool {
        let before = feedbackCount
        stdin.write(Data((line + "\n").utf8))
        let deadline = Date().addingTimeInterval(timeout)
        while feedbackCount <= before, Date() < deadline {
            pump(milliseconds: 20)
            if !process.isRunning {
                pump(milliseconds: 0)
                return feedbackCount > before
            }
        }
        return feedbackCount > before
    }

    /// Sends `input`, closes standard input and waits for the end; returns the exit status.
    func finish(_ input: String = "", timeout: TimeInterval = 20) -> Int32 {
        if process.isRunning {
            stdin.write(Data(input.utf8))
            try? stdin.close()
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { pump(milliseconds: 20) }
        if process.isRunning { process.kill(SIGTERM) }
        try? process.waitUntilExit()
        transcript += String(decoding: ChildProcess.readToEnd(stdout), as: UTF8.self)
        errors += String(decoding: ChildProcess.readToEnd(stderr), as: UTF8.self)
        return process.terminationStatus
    }
}

/// The `sqlite3` shell holding a database's write lock (`BEGIN EXCLUSIVE`) until released.
final class SQLiteLock: @unchecked Sendable {
    private let process: ChildProcess
    private let input: FileHandle, output: FileHandle

    init(_ database: String) throws {
        process = try ChildProcess(SQLiteShell.path ?? "/usr/bin/sqlite3", [database], environment: ProcessInfo.processInfo.environment,
                                   input: .pipe, output: .pipe, errors: .null)
        Watchdog.watch(process.pid)
        (input, output) = (try #require(process.input), try #require(process.output))
        input.write(Data(".timeout 5000\nBEGIN EXCLUSIVE;\nSELECT 'locked';\n".utf8))
        var seen = ""
        while !seen.contains("locked") {
            let data = output.availableData
            if data.isEmpty { throw Spawn.Failure(description: "sqlite3 could not lock \(database)") }
            seen += String(decoding: data, as: UTF8.self)
        }
    }

    /// Commits and quits.
    func release() {
        input.write(Data("COMMIT;\n.quit\n".utf8))
        try? input.close()
        try? process.waitUntilExit()
    }
}
