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

    /// Walk-through 35 (L): Ctrl-D (or `n`) at the offer of random practice, in a review with nothing due, left without the
    /// goodbye line that `Play again?` says.
    @Test func ctrlDOrNAtPractiseRandomWordsInsteadSaysGoodbye() async throws {
        for key in ["C-d", "n"] {
            let home = try KuchiBinary.Home()
            let tmux = try TmuxSession(["review", "--new-words", "0", "--name", "Ann"], home: home,
                                       environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
            defer { tmux.close() }
            try await tmux.waitForCurrentLine("Practise random words instead? [Y/n]")
            if key == "n" { try tmux.typeLine("n") } else { try tmux.press(key) }
            let screen = try await tmux.waitFor("See you next time, Ann!")
            #expect(Self.lines(screen).contains("See you next time, Ann!"), "\(key): on a line of its own:\n\(screen)")
            #expect(try await tmux.waitForExit() == 0, "\(key)")
        }
    }

    /// A bank with the deck `mine` of one word of its own.
    private func homeWithDeck() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let file = home.root + "/mine.csv"
        try "word,reading,meanings\n狛犬,こまいぬ,komainu\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", file], home: home).status == 0)
        return home
    }

    private static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n").map(String.init)
    }

    @Test func ctrlDAtDecksRemoveSaysNothingWasRemovedOnALineOfItsOwn() async throws {
        let home = try homeWithDeck()
        let tmux = try TmuxSession(["decks", "remove", "mine"], home: home)
        defer { tmux.close() }
        try await tmux.waitForCurrentLine("Remove deck 'mine'? [y/N]")
        try tmux.press("C-d")
        let screen = try await tmux.waitFor("Nothing was removed.")
        #expect(Self.lines(screen).contains("Nothing was removed."), "not on the prompt's line:\n\(screen)")
        #expect(try await tmux.waitForExit() == 0)
        #expect(try KuchiBinary.run(["decks"], home: home).stdout.contains("mine"))
    }

    @Test func ctrlCAtDecksRemoveSaysNothingWasRemoved() async throws {
        let home = try homeWithDeck()
        let tmux = try TmuxSession(["decks", "remove", "mine"], home: home)
        defer { tmux.close() }
        try await tmux.waitForCurrentLine("Remove deck 'mine'? [y/N]")
        try tmux.sendKeys("C-c", literal: false)
        let screen = try await tmux.waitFor("Nothing was removed.")
        #expect(Self.lines(screen).contains("Nothing was removed."), "on a line of its own:\n\(screen)")
        #expect(try await tmux.waitForExit() == 130, "ended by Ctrl-C, as a shell expects")
        #expect(try KuchiBinary.run(["decks"], home: home).stdout.contains("mine"))
    }

    @Test func ctrlDAtLearnersRemoveSaysNothingWasRemovedOnALineOfItsOwn() async throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let tmux = try TmuxSession(["learners", "remove", "Ann"], home: home)
        defer { tmux.close() }
        try await tmux.waitFor("Type the learner's name exactly as shown (Ann) to remove them")
        try tmux.press("C-d")
        let screen = try await tmux.waitFor("Nothing was removed.")
        #expect(Self.lines(screen).contains("Nothing was removed."), "not on the prompt's line:\n\(screen)")
        #expect(try await tmux.waitForExit() == 0)
        #expect(try KuchiBinary.run(["learners", "--format", "json"], home: home).stdout.contains(#""name":"Ann""#))
    }
}
