import Foundation
import Testing

/// Two lines pasted at a question answer that question only: the second would answer the next question, not yet
/// shown, so it is dropped, and the learner told.
@Suite("Pasting several lines in a terminal",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(3)))
struct PasteTerminalTests {
    @Test(arguments: [false, true])
    func onlyThePastesFirstLineAnswers(bracketed: Bool) async throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let tmux = try TmuxSession(["--mode", "meaning", "--seed", "2", "--name", "Ann", "--questions", "3"], home: home)
        defer { tmux.close() }
        try await tmux.waitFor("Question 1 of 3")
        try await tmux.waitForCurrentLine(">")
        try tmux.paste("no such meaning\nsomething else\n", bracketed: bracketed)
        // A bracketed paste stays on the line being edited until Enter.
        if bracketed {
            try await tmux.waitFor("something else")
            try tmux.press("Enter")
        }
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
}
