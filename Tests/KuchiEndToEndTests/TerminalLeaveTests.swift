import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Leaving the REPL in a real terminal (tmux) the ways a learner does: a second Ctrl-C, the window closed
/// (SIGHUP), SIGTERM; and a refused line kept out of the history that Up recalls.
@Suite("Leaving the kuchi binary in a terminal",
       .enabled(if: TmuxSession.isAvailable && SQLiteShell.isAvailable, "tmux or sqlite3 is not installed: skipped"),
       .timeLimit(.minutes(20)))
struct TerminalLeaveTests {
    @Test func aSecondCtrlCOnAnEmptyLineEndsTheSessionAsQuitDoes() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "5", "--name", "Tester"], home: home)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 5")
        try tmux.type("abc")
        try await tmux.waitForCurrentLine("> abc")
        // The first Ctrl-C clears the line, the second says how to leave, the third leaves.
        try tmux.sendKeys("C-c", literal: false)
        try await tmux.waitForCurrentLine(">")
        try tmux.sendKeys("C-c", literal: false)
        try await tmux.waitFor("(Press Ctrl-C again or type :quit to stop; Ctrl-D stops too.)")
        try await tmux.waitForCurrentLine(">")
        try tmux.sendKeys("C-c", literal: false)
        try await tmux.waitFor("Session ended early: every answer so far is saved.")
        try await tmux.waitFor("See you next time, Tester!")
        #expect(try await tmux.waitForExit() == 0)
        #expect(try SQLiteShell.query(home.database, "SELECT status FROM session") == "ended_early")
    }

    /// Leaving by a second Ctrl-C or by Ctrl-D leaves one empty line before the summary, on a terminal with bracketed
    /// paste and on a dumb one alike (walk-throughs 39 and 40: two after Ctrl-C on xterm, none after Ctrl-D on a
    /// dumb terminal, where the summary ran on from the prompt).
    @Test(arguments: [("xterm-256color", "C-c"), ("xterm-256color", "C-d"), ("dumb", "C-c"), ("dumb", "C-d")])
    func leavingLeavesOneEmptyLineBeforeTheSummaryOnEveryTerminal(term: String, key: String) async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "5", "--name", "Tester", "--questions", "2"], home: home, environment: ["TERM": term])
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 2")
        if key == "C-c" {
            try tmux.sendKeys("C-c", literal: false)
            try await tmux.waitFor("(Press Ctrl-C again or type :quit to stop; Ctrl-D stops too.)")
            try await tmux.waitForCurrentLine(">")
        }
        try tmux.sendKeys(key, literal: false)
        let screen = try await tmux.waitFor("See you next time, Tester!")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let summary = try #require(lines.firstIndex(of: "Session ended early: every answer so far is saved."), "\(screen)")
        #expect(summary >= 2 && lines[summary - 1].isEmpty, "one empty line before the summary: \(screen)")
        #expect(lines[summary - 2] == (key == "C-c" ? "> ^C" : ">"), "and no second one: \(screen)")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test(arguments: [(SIGHUP, "Hup"), (SIGTERM, "Term")])
    func aClosedTerminalOrSIGTERMEndsTheSessionAndTheProcessAsTheSignalWould(signal: Int32, name: String) async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "5", "--name", name, "--mode", "meaning", "--questions", "3"], home: home)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 3")
        try tmux.typeLine("qqqq")
        try await tmux.waitFor("Not quite")
        try await tmux.waitForCurrentLine(">")
        try tmux.type("half typed")
        try await tmux.waitForCurrentLine("> half typed")
        // The pane's shell waits for kuchi, its only child (env execs it).
        let shell = try tmux.pane("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        let kuchi = try #require(children.split(separator: " ").first.flatMap { pid_t($0) })
        #expect(kill(kuchi, signal) == 0)
        #expect(try await tmux.waitForExit() == 128 + signal, "killed by the signal, as a parent expects")
        // Closed as :quit closes it (walk-through 23, D7): no log or index left beside the bank.
        #expect(home.besideBank.isEmpty, "\(home.besideBank)")
        let session = try SQLiteShell.query(home.database, "SELECT status, ended_at IS NOT NULL FROM session")
        #expect(session == "ended_early|1", "the session is ended, not left active: \(session)")
        #expect(try SQLiteShell.query(home.database, "SELECT given FROM answer") == "qqqq", "the half-typed line is not an answer")
        #expect(try TerminalTests.historyLines(home) == ["qqqq"])
    }

    @Test func aLineRefusedAsTooLongIsNotKeptInTheHistory() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "5", "--name", "Tester"], home: home)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 5")
        try tmux.typeLine(String(repeating: "umbrella ", count: 600))
        try await tmux.waitFor("so it was not taken")
        try await tmux.waitForCurrentLine(">")
        try tmux.typeLine(":quit")
        #expect(try await tmux.waitForExit() == 0)
        #expect(try TerminalTests.historyLines(home) == [":quit"], "Up after a restart must not bring the refused line back")
    }
}
