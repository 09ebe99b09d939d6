import Foundation
import Testing

/// Ctrl-C and Ctrl-D at the yes-or-no questions, in a real terminal (tmux) (walk-through 35's leftovers): the reminder
/// Ctrl-C gives names the question's own way out, and "Nothing was removed." comes on a line of its own.
@Suite("Ctrl-C and Ctrl-D at questions in a terminal",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct PromptInterruptTerminalTests {
    @Test func ctrlCAtPlayAgainSaysThatNStops() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--mode", "flashcard", "--seed", "3", "--name", "Ann", "--questions", "1"], home: home,
                                   environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        defer { tmux.close() }
        try await tmux.waitFor("Press Enter to see the answer.")
        try await tmux.waitForCurrentLine(">")
        try tmux.press("Enter")
        try await tmux.waitForCurrentLine("Grade 1-4 >")
        try tmux.typeLine("3")
        try await tmux.waitForCurrentLine("Play again? [Y/n]")
        try tmux.sendKeys("C-c", literal: false)
        let screen = try await tmux.waitFor("(Press Ctrl-C again or type n to stop; Ctrl-D stops too.)")
        #expect(!screen.contains(":quit to stop"), "`:quit` is not the answer to this question")
        try await tmux.waitForCurrentLine("Play again? [Y/n]")
        try tmux.typeLine("n")
        try await tmux.waitFor("See you next time, Ann!")
        #expect(try await tmux.waitForExit() == 0)
    }
}
