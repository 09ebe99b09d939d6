import Foundation
import KuchiSpawn
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `kuchi practice --json` ended by a signal when its client cannot take output any more (gone, or not
/// reading), and started with SIGHUP ignored (`nohup`): what a supervisor, a closed terminal or a dead client
/// leaves behind.
@Suite("The JSON Lines front end ended by a signal, its client gone or stalled",
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"),
       .timeLimit(.minutes(20)))
struct JSONLinesSignalEdgeTests {
    @Test func aHangupAfterTheClientClosedItsEndStillStoresTheSessionAsEnded() throws {
        let session = try RawJSONSession(prefix: [])
        try session.answerWrongly()
        session.closeOutput()
        usleep(300_000)
        session.kill(SIGHUP)
        #expect(try session.waitForExit() == 128 + SIGHUP, "killed by SIGHUP, not by SIGPIPE (141) at the notice")
        try session.expectEndedEarlyWithTheAnswer()
    }

    @Test func aHangupAfterTheTerminalWentAwayStillStoresTheSessionAsEnded() throws {
        let session = try RawJSONSession(prefix: [], outputToTerminal: true)
        try session.answerWrongly()
        session.closeOutput()   // the terminal's master side closed: writes to it fail (EIO)
        usleep(300_000)
        session.kill(SIGHUP)
        #expect(try session.waitForExit() == 128 + SIGHUP, "killed by SIGHUP, not exit 74 at the notice")
        try session.expectEndedEarlyWithTheAnswer()
    }

    @Test func underNohupAHangupDoesNotEndTheSession() throws {
        let session = try RawJSONSession(prefix: ["/usr/bin/nohup"])
        try session.answerWrongly()
        session.kill(SIGHUP)
        usleep(1_000_000)
        #expect(session.exitStatus == nil, "still running after SIGHUP: nohup ignored it for Kuchi")
        session.closeInput()
        #expect(try session.readLine(untilType: "summary").contains(#""status":"ended_early""#))
        #expect(try session.waitForExit() == 0)
    }

    @Test func aTerminationEndsAProcessBlockedOnAClientThatStoppedReading() throws {
        let session = try RawJSONSession(prefix: [])
        try session.answerWrongly()
        session.floodWithoutReading()
        usleep(1_000_000)
        #expect(session.exitStatus == nil, "blocked writing its events, not ended by the flood")
        session.kill(SIGTERM)
        #expect(try session.waitForExit(timeout: 3) == 128 + SIGTERM, "a supervisor's SIGTERM ends it at once")
        try session.expectEndedEarlyWithTheAnswer()
    }
}

/// `kuchi practice --json` on raw descriptors (a pipe for input; a pipe or a pseudo-terminal for output), so
/// a test can close or stop reading its output.
private final class RawJSONSession {
    let home: KuchiBinary.Home
    private let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var pending: [UInt8] = []
    private var status: Int32?

    init(prefix: [String], outputToTerminal: Bool = false) throws {
        home = try KuchiBinary.Home()
        var inputEnds: [Int32] = [0, 0], outputEnds: [Int32] = [0, 0]
        guard pipe(&inputEnds) == 0 else { throw Spawn.Failure(description: "pipe failed") }
        if outputToTerminal {
            var master: Int32 = 0, slave: Int32 = 0
            guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw Spawn.Failure(description: "openpty failed") }
            outputEnds = [master, slave]
        } else {
            guard pipe(&outputEnds) == 0 else { throw Spawn.Failure(description: "pipe failed") }
        }
        for end in inputEnds + outputEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { [inputEnds[0], outputEnds[1], null].forEach { close($0) } }
        input = inputEnds[1]
        output = outputEnds[0]
        pid = try Spawn.start(prefix + [KuchiBinary.path, "practice", "--json", "--seed", "5", "--name", "Ann", "--mode", "meaning",
                                        "--questions", "3"],
                              environment: home.environment, stdin: inputEnds[0], stdout: outputEnds[1], stderr: null)
    }

    deinit {
        if exitStatus == nil {
            Glibc.kill(pid, SIGKILL)
            _ = try? Spawn.wait(pid)
        }
        closeInput()
        closeOutput()
    }

    /// Reads the first challenge, answers it wrongly and reads the outcome: one answer stored.
    func answerWrongly() throws {
        _ = try readLine(untilType: "challenge")
        send(#"{"answer": "qqqq"}"# + "\n")
        #expect(try readLine(untilType: "outcome").contains(#""result":"wrong""#))
    }

    /// The next line of output of `type`, the lines before it skipped.
    func readLine(untilType type: String, timeout: TimeInterval = 15) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeFirst(newline + 1)
                if line.contains(#""type":"\#(type)""#) { return line }
                continue
            }
            var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard Date() < deadline, poll(&ready, 1, 100) >= 0 else { throw Spawn.Failure(description: "no \(type) event") }
            guard ready.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(output, &chunk, chunk.count)
            guard count > 0 else { throw Spawn.Failure(description: "the output ended before a \(type) event") }
            pending += chunk[..<count]
        }
    }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBytes { write(input, $0.baseAddress, $0.count - 1) }
    }

    /// Sends `help` requests without reading their answers, until the input pipe is full too.
    func floodWithoutReading() {
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        let request = Array(#"{"command": "help"}"#.utf8) + [0x0A]
        for _ in 0..<20_000 where write(input, request, request.count) == request.count {}
    }

    func kill(_ signal: Int32) {
        Glibc.kill(pid, signal)
    }

    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    func closeOutput() {
        if output >= 0 { close(output) }
        output = -1
    }

    /// The exit status (128 + the signal when killed), or `nil` while running.
    var exitStatus: Int32? {
        if status == nil { status = Spawn.poll(pid) }
        return status
    }

    func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while exitStatus == nil {
            guard Date() < deadline else { throw Spawn.Failure(description: "kuchi did not exit within \(timeout) s") }
            usleep(20_000)
        }
        return status ?? -1
    }

    /// The session is stored as ended early, with the one answer given.
    func expectEndedEarlyWithTheAnswer() throws {
        let session = try SQLiteShell.query(home.database, "SELECT status, ended_at IS NOT NULL FROM session")
        #expect(session == "ended_early|1", "the session is ended, not left active: \(session)")
        #expect(try SQLiteShell.query(home.database, "SELECT given FROM answer") == "qqqq", "the answer confirmed is stored")
    }
}

/// A JSON Lines client that stops reading (closes its end of standard output) has left as one that ends the input has:
/// the session is stored as ended early, and the next session does not call it interrupted.
@Suite("A JSON Lines client that closes its output", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed"))
struct JSONLinesClosedOutputTests {
    @Test func theSessionEndsEarlyAndIsNotCalledInterruptedLater() throws {
        let home = try KuchiBinary.Home()
        // The client reads the first event and closes the pipe; Kuchi meets the closed pipe writing the next one.
        let script = "(printf '{\"answer\":\"1\"}\\n'; sleep 1) | \"$1\" --json --name Ann --seed 4 | head -1 >/dev/null"
        let run = try ExternalTool.spawn("/bin/sh", ["-c", script, "sh", KuchiBinary.path], environment: home.environment, input: Data())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try SQLiteShell.query(home.database, "SELECT status FROM session ORDER BY id DESC LIMIT 1") == "ended_early")
        let next = try KuchiBinary.run(["--json"], input: "", home: home)
        #expect(!next.stdout.contains("interrupted"), "\(next.stdout)")
    }
}
