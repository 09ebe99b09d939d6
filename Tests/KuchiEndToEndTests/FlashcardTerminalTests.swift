import Foundation
import Testing

/// Flashcards in a real terminal (tmux): the grading prompt, each grade's interval, `:easy` there, `:undo`.
@Suite("Flashcards in a terminal",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct FlashcardTerminalTests {
    @Test func theGradingPromptSaysWhatToTypeAndUndoTakesTheGradeBack() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--mode", "flashcard", "--seed", "3", "--name", "Ann", "--questions", "2"], home: home,
                                   environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        defer { tmux.close() }

        try await tmux.waitFor("Press Enter to see the answer.")
        try await tmux.waitForCurrentLine(">")
        try tmux.press("Enter")
        // A new card: Kuchi's one 10-minute learning step, Hard 1.5 times it, Good and Easy graduate to days.
        var screen = try await tmux.waitForCurrentLine("Grade 1-4 >")
        #expect(screen.contains("How well did you know it? 1 Again 10m · 2 Hard 15m · 3 Good 2d · 4 Easy "))
        try tmux.typeLine(":easy")
        screen = try await tmux.waitFor("Score: 1/2")
        #expect(screen.contains(": Easy.") && !screen.contains("Commands"), ":easy grades at the grading prompt")
        try await tmux.waitForCurrentLine(">")

        try tmux.typeLine(":undo")
        screen = try await tmux.waitFor("↶ Took back “easy”")
        #expect(screen.contains("Score: 0/2"))
        screen = try await tmux.waitForCurrentLine("Grade 1-4 >")
        #expect(TmuxSession.count("How well did you know it?", in: screen) == 2, "the card is shown revealed again")
        try tmux.typeLine("1")
        screen = try await tmux.waitFor(": Again.")
        #expect(screen.contains("Score: 0/2"), "Again is a miss")
        try await tmux.waitForCurrentLine(">")
        try tmux.press("C-d")
        #expect(try await tmux.waitForExit() == 0)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT given, is_correct, rating FROM answer ORDER BY id") == "again|0|1")
        }
    }
}
