import Foundation
import KuchiSpawn
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `kuchi` binary running in a real terminal: a private tmux server whose only pane runs it.
///
/// Each session has its own tmux server (`tmux -L <unique socket>`), so sessions run in parallel without
/// seeing each other or the developer's own tmux. The program gets only the given environment
/// (`env -i`), with `TERM=xterm-256color`. Keys go in with `send-keys`; the screen comes back with
/// `capture-pane`. After the program exits the pane stays (`remain-on-exit`), so its last screen can be read.
/// The server is killed by `close()` or when the session is released.
final class TmuxSession {
    /// Whether `tmux` can be run (`/usr/bin/env tmux -V` succeeds).
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/env"),
              let result = try? runTmux(["-V"]) else { return false }
        return result.status == 0 && result.stdout.hasPrefix("tmux")
    }()

    /// Why a wait failed: what was awaited, and the screen at that moment.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The tmux server's socket name (under tmux's socket directory).
    let socket: String
    /// The terminal size.
    let width: Int, height: Int
    /// A private directory for the exit-status file.
    private let directory: String
    private var statusFile: String { directory + "/exit-status" }
    /// The server's socket file, which tmux 3.3a leaves behind after `kill-server`.
    private var socketPath: String?
    private var closed = false

    /// Target of every pane command: the only pane of the only session.
    private static let target = "kuchi"

    /// Starts `kuchi arguments…` in a `width`×`height` terminal, with `home`'s environment plus
    /// `TERM=xterm-256color`; `environment` adds variables, or removes them when the value is `nil`.
    ///
    /// With `jobControl`, the pane's shell runs Kuchi as a job of its own (`set -m`), as an interactive shell
    /// does, so Ctrl-Z stops it (a pane's own process group is orphaned: the kernel ignores Ctrl-Z there);
    /// the shell waits for ``continueStoppedJob()`` to bring it back with `fg`. `stty` settings (`-iutf8`) are made
    /// before Kuchi starts: a terminal set up otherwise.
    init(_ arguments: [String], home: KuchiBinary.Home, environment changes: [String: String?] = [:],
         width: Int = 100, height: Int = 40, jobControl: Bool = false, stty: [String] = []) throws {
        self.width = width
        self.height = height
        socket = "kuchi-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-tmux-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)

        var environment = home.environment
        environment["TERM"] = "xterm-256color"
        for (name, value) in changes { environment[name] = value }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // The pane runs a tiny shell that waits for kuchi and writes its exit status to a file: tmux's own
        // #{pane_dead_status} is not reliable (tmux 3.3a sometimes misses the SIGCHLD and leaves the pane
        // dead with no status). tmux runs a command given as several words directly, without a shell, so
        // paths and values need no quoting. `trap : INT` keeps the shell alive when Ctrl-C reaches the
        // terminal's process group; the trap is reset on exec, so kuchi starts with the default action.
        let wrapper = #"trap : INT; status="$1"; shift; "$@"; echo $? > "$status.part"; mv "$status.part" "$status""#
        let jobs = #"set -m; trap : INT; status="$1"; shift; "$@"; code=$?; while [ $code = 148 ]; do "#
            + #"while [ ! -e "$status.go" ]; do sleep 0.05; done; rm -f "$status.go"; fg > /dev/null; code=$?; done; "#
            + #"echo $code > "$status.part"; mv "$status.part" "$status""#
        let settings = stty.isEmpty ? "" : "stty " + stty.joined(separator: " ") + "; "
        let command = (jobControl ? ["/bin/bash", "-c", settings + jobs] : ["/bin/sh", "-c", settings + wrapper]) + ["kuchi-tmux", statusFile, "/usr/bin/env", "-i"]
            + assignments + [KuchiBinary.path] + arguments

        // The options are set before the pane starts: remain-on-exit keeps the last screen readable after
        // the program ends; no status line, so the pane is exactly width×height.
        let result = try Self.runTmux(["-L", socket, "-f", "/dev/null", "start-server", ";",
                                       "set-option", "-g", "remain-on-exit", "on", ";",
                                       "set-option", "-g", "status", "off", ";",
                                       "set-option", "-g", "history-limit", "10000", ";",
                                       "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", Self.target, "--"]
                                      + command)
        guard result.status == 0 else {
            close()
            throw Failure(description: "tmux new-session failed (status \(result.status)): \(result.stderr)")
        }
        let path = try tmux(["display-message", "-p", "#{socket_path}"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        socketPath = path.isEmpty ? nil : path
    }

    deinit {
        close()
    }

    /// Kills the tmux server (and with it the program, if still running) and removes the private files.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? tmux(["kill-server"])
        if let socketPath { unlink(socketPath) }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Brings a job stopped by Ctrl-Z back (`fg`), in a session started with `jobControl`.
    func continueStoppedJob() throws {
        try Data().write(to: URL(fileURLWithPath: statusFile + ".go"))
    }

    /// A value of the pane's, by tmux format (`#{pane_pid}`, `#{pane_tty}`).
    func pane(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", Self.target, format]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: Input

    /// Sends `keys`: as text when `literal` (`send-keys -l`), else as one tmux key name (`Enter`, `Tab`,
    /// `Up`, `C-c`, `C-d`, `BSpace`…).
    func sendKeys(_ keys: String, literal: Bool) throws {
        try press(literal ? ["-l", keys] : [keys])
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try sendKeys(text, literal: true)
    }

    /// Types `text` and presses Enter.
    func typeLine(_ text: String) throws {
        try type(text)
        try sendKeys("Enter", literal: false)
    }

    /// Sends several tmux key names in one `send-keys`, so they reach the terminal in one burst, as
    /// type-ahead does: `press("C-c", "x", "Enter")`.
    func press(_ keys: String...) throws {
        try press(keys)
    }

    private func press(_ keys: [String]) throws {
        let result = try tmux(["send-keys", "-t", Self.target] + keys)
        guard result.status == 0 else {
            throw Failure(description: "tmux send-keys \(keys) failed (status \(result.status)): \(result.stderr)")
        }
    }

    /// Pastes `text` as a terminal does (`paste-buffer`; with `bracketed`, inside the bracketed-paste marks the
    /// program asked for, `-p`). tmux sends each line break as Enter.
    func paste(_ text: String, bracketed: Bool = false) throws {
        let set = try tmux(["set-buffer", "--", text])
        let pasted = try tmux(["paste-buffer", "-t", Self.target] + (bracketed ? ["-p"] : []))
        guard set.status == 0, pasted.status == 0 else {
            throw Failure(description: "tmux paste failed: \(set.stderr)\(pasted.stderr)")
        }
    }

    // MARK: Output

    /// Everything the pane showed (scroll-back and screen), wrapped lines joined (`capture-pane -p -J`),
    /// trailing white space and trailing blank lines removed.
    func capture() -> String {
        guard let result = try? tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", Self.target]), result.status == 0 else {
            return ""
        }
        var lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The last non-blank line shown, without trailing spaces: the cursor line while the program runs.
    func currentLine() -> String {
        Self.lastLine(of: capture())
    }

    private static func lastLine(of screen: String) -> String {
        screen.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// Waits until `condition` holds for the captured text, polling every 50 ms; returns that text.
    /// - Throws: ``Failure`` naming `description` and showing the screen, when `timeout` passes first.
    @discardableResult
    func waitUntil(_ description: String, timeout: Duration = .seconds(10), _ condition: (String) -> Bool) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let text = capture()
            if condition(text) { return text }
            if ContinuousClock.now >= deadline {
                throw Failure(description: "Timed out after \(timeout) waiting for \(description). The terminal showed:\n"
                              + "──────────\n\(text)\n──────────")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Waits until `text` is shown (anywhere in the scroll-back or on screen); returns the captured text.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) async throws -> String {
        try await waitUntil("“\(text)”", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `text` is shown at least `count` times.
    @discardableResult
    func waitFor(_ text: String, count: Int, timeout: Duration = .seconds(10)) async throws -> String {
        try await waitUntil("“\(text)” shown \(count) times", timeout: timeout) { Self.count(text, in: $0) >= count }
    }

    /// Waits until the cursor line is exactly `line` (trailing spaces ignored): an empty prompt `>`, or
    /// `> :score` after a completion.
    @discardableResult
    func waitForCurrentLine(_ line: String, timeout: Duration = .seconds(10)) async throws -> String {
        let wanted = String(line.reversed().drop(while: { $0 == " " }).reversed())
        return try await waitUntil("the cursor line to be “\(wanted)”", timeout: timeout) { Self.lastLine(of: $0) == wanted }
    }

    /// Waits until `heading` (such as "Question 1 of 5") is shown and the cursor sits at an empty prompt `>`.
    func waitForPrompt(after heading: String) async throws {
        try await waitFor(heading)
        try await waitForCurrentLine(">")
    }

    /// Waits for the program to exit and returns its exit status (128 + n when killed by signal n).
    func waitForExit(timeout: Duration = .seconds(10)) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            if ContinuousClock.now >= deadline {
                throw Failure(description: "Timed out after \(timeout) waiting for kuchi to exit. The terminal showed:\n"
                              + "──────────\n\(capture())\n──────────")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// How many times `text` occurs in `screen` (not overlapping).
    static func count(_ text: String, in screen: String) -> Int {
        screen.components(separatedBy: text).count - 1
    }

    // MARK: Running tmux

    private func tmux(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try Self.runTmux(["-L", socket] + arguments)
    }

    /// Runs `/usr/bin/env tmux -u arguments…`; `-u`: UTF-8 output whatever the runner's locale.
    private static func runTmux(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        return try spawnAndWait(["/usr/bin/env", "tmux", "-u"] + arguments, environment: environment)
    }

    /// Runs a program to its end, its output captured through files.
    ///
    /// Not `Foundation.Process`, for two reasons that matter with tmux. The first `tmux` command becomes
    /// the long-lived server, and a child started from a test thread inherits that thread's blocked
    /// signals: a server with SIGCHLD and SIGTERM blocked never learns that the program exited and ignores
    /// `kill-server`. `Spawn.start` gives the child an empty signal mask, default signal actions and no
    /// other descriptors; output goes to files, not pipes, so a daemon that keeps a copy of an inherited
    /// descriptor cannot hold a reader open.
    private static func spawnAndWait(_ arguments: [String], environment: [String: String]) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let directory = FileManager.default.temporaryDirectory.path
        let token = UUID().uuidString
        let outPath = directory + "/kuchi-tmux-\(token).out", errPath = directory + "/kuchi-tmux-\(token).err"
        let input = open("/dev/null", O_RDONLY)
        let output = open(outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let errors = open(errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer {
            for descriptor in [input, output, errors] { _ = Glibc.close(descriptor) }
            unlink(outPath)
            unlink(errPath)
        }
        let pid = try Spawn.start(arguments, environment: environment, stdin: input, stdout: output, stderr: errors)
        let status = try Spawn.wait(pid)
        let out = FileManager.default.contents(atPath: outPath) ?? Data()
        let err = FileManager.default.contents(atPath: errPath) ?? Data()
        return (status, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
