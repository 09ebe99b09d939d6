import Foundation
import Testing

/// A new word's lesson in a real terminal (tmux): shown whole, its prompt, Enter and `:known`.
@Suite("Lessons in a terminal",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct LessonTerminalTests {
    @Test func aLessonWaitsForEnterOrKnownAndTheQuizComesLater() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["review", "--seed", "3", "--name", "Ann", "--questions", "2", "--new-words", "2"], home: home,
                                   environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        defer { tmux.close() }

        var screen = try await tmux.waitForCurrentLine("Enter or :known >")
        #expect(screen.contains("New word\n  する  (suru)\n  “to do”\n"), "the most frequent N5 word first")
        #expect(screen.contains("Press Enter to go on: it is asked a little later. Know it already? Type :known."))
        #expect(!screen.contains("Question "), "no quiz before the lesson")
        try tmux.press("Enter")
        screen = try await tmux.waitFor("ある  (aru)")
        try tmux.typeLine(":known")
        screen = try await tmux.waitFor("ある: Easy.  Score: 1/2")
        // Nothing else is left: the first word's quiz follows.
        screen = try await tmux.waitFor("Question 2 of 2")
        try await tmux.waitForCurrentLine(">")
        try tmux.typeLine("to do")
        screen = try await tmux.waitFor("Session complete.")
        try await tmux.waitForCurrentLine("Play again? [Y/n]")
        try tmux.typeLine("n")
        #expect(try await tmux.waitForExit() == 0)
    }
}
