import Foundation
import Testing

/// Two lines pasted at a question (a bracketed paste, as terminals send when readline asks) answer that question only:
/// the second would answer the next question, not yet shown, so it is dropped, and the learner told. Lines that come
/// one by one (type-ahead, or a terminal that does not bracket pastes) each answer in turn: nothing typed is dropped.
@Suite("Pasting several lines in a terminal",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct PasteTerminalTests {
    /// A learner's session in tmux (typed meanings, seed 2, 3 questions), at the first question's prompt.
    static func atTheFirstQuestion() async throws -> (KuchiBinary.Home, TmuxSession) {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let tmux = try TmuxSession(["--mode", "meaning", "--seed", "2", "--name", "Ann", "--questions", "3"], home: home)
        do {
            try await tmux.waitFor("Question 1 of 3")
            try await tmux.waitForCurrentLine(">")
        } catch {
            tmux.close()
            throw error
        }
        return (home, tmux)
    }

    @Test func onlyABracketedPastesFirstLineAnswers() async throws {
        let (home, tmux) = try await Self.atTheFirstQuestion()
        defer { tmux.close() }
        try tmux.paste("no such meaning\nsomething else\n", bracketed: true)
        // A bracketed paste stays on the line being edited until Enter.
        try await tmux.waitFor("something else")
        try tmux.press("Enter")
        let screen = try await tmux.waitFor("Only the first line of what you pasted was taken")
        #expect(screen.contains("no such meaning"), "the first line answered: \(screen)")
        try await tmux.waitForCurrentLine(">")
        let later = try await tmux.waitFor("Question 1 of 3")
        #expect(!later.contains("Question 2 of 3") && !later.contains("something else”"), "the second line answered nothing: \(later)")
        try tmux.press("C-d")
        #expect(try await tmux.waitForExit() == 0)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT given FROM answer ORDER BY id") == "no such meaning")
        }
    }

    /// Lines sent one after the other without a wait, as a learner typing ahead while Kuchi is busy, or a terminal
    /// pasting without brackets: each answers its question in turn, none is dropped.
    @Test func linesTypedAheadEachAnswer() async throws {
        let (home, tmux) = try await Self.atTheFirstQuestion()
        defer { tmux.close() }
        try tmux.paste("no such meaning\nsomething else\n", bracketed: false)
        try await tmux.waitFor("> something else\n✗")
        try await tmux.waitForCurrentLine(">")
        let screen = tmux.capture()
        #expect(!screen.contains("Only the first line of what you pasted was taken"), "nothing dropped: \(screen)")
        try tmux.press("C-d")
        #expect(try await tmux.waitForExit() == 0)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT group_concat(given, '|') FROM (SELECT given FROM answer ORDER BY id)")
                == "no such meaning|something else")
        }
    }

    /// One line pasted with its line break (copied with the end of the line): the answer is taken, and no notice says
    /// that anything was dropped.
    @Test func aOneLinePasteEndingInALineBreakDropsNothing() async throws {
        let (home, tmux) = try await Self.atTheFirstQuestion()
        defer { tmux.close() }
        try tmux.paste("no such meaning\n", bracketed: true)
        try await tmux.waitFor("no such meaning")
        try tmux.press("Enter")
        try await tmux.waitFor("✗")
        try await tmux.waitForCurrentLine(">")
        let screen = tmux.capture()
        #expect(!screen.contains("Only the first line of what you pasted was taken"), "nothing dropped: \(screen)")
        try tmux.press("C-d")
        #expect(try await tmux.waitForExit() == 0)
    }
}
