import Foundation
import Testing

/// `kuchi learners remove` at a real terminal (tmux): the learner's name must be typed to remove them.
@Suite("kuchi learners remove in a terminal",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct LearnersTerminalTests {
    @Test func anythingButTheNameKeepsTheLearnerAndTheNameRemovesThem() async throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["--name", "Ben"], input: ":quit\n", home: home).status == 0)

        let kept = try TmuxSession(["learners", "remove", "Ann"], home: home)
        defer { kept.close() }
        try await kept.waitFor("Type the learner's name exactly as shown (Ann) to remove them")
        try kept.typeLine("y")
        try await kept.waitFor("Nothing was removed.")
        #expect(try await kept.waitForExit() == 0)

        let otherCase = try TmuxSession(["learners", "remove", "Ann"], home: home)
        defer { otherCase.close() }
        try await otherCase.waitFor("Type the learner's name exactly as shown (Ann)")
        try otherCase.typeLine("ANN")
        try await otherCase.waitFor("Nothing was removed: “ANN” is not “Ann” exactly; to remove them, run the command again and type the name exactly as shown")
        #expect(try await otherCase.waitForExit() == 0)

        let removed = try TmuxSession(["learners", "remove", "ann"], home: home)
        defer { removed.close() }
        try await removed.waitFor("Type the learner's name exactly as shown (Ann) or as given on the command line (ann) to remove them")
        try removed.typeLine("Ann")
        let screen = try await removed.waitFor("(undoing whatever was practised since): kuchi restore ")
        #expect(screen.contains("Removed learner “Ann”") && !screen.contains("--database"), "the default bank: \(screen)")
        #expect(try await removed.waitForExit() == 0)
        #expect(try KuchiBinary.run(["learners", "--format", "json"], home: home).stdout.contains(#""learners":[{"name":"Ben""#))
    }

    /// On a terminal not set up for UTF-8 (`stty -iutf8`), Backspace over a kanji in the name typed to confirm a
    /// removal erased one byte of it, and the name shown on screen was refused unexplained ("Nothing was removed.",
    /// walk-through 40): the terminal now erases whole characters while the name is typed.
    @Test func aNameCorrectedWithBackspaceOnATerminalNotSetUpForUTF8IsTaken() async throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "花子"], input: ":quit\n", home: home).status == 0)
        let removed = try TmuxSession(["learners", "remove", "花子"], home: home, environment: ["LANG": nil, "LC_ALL": "C"], stty: ["-iutf8"])
        defer { removed.close() }
        try await removed.waitFor("Type the learner's name exactly as shown (花子) to remove them")
        try removed.type("花子子")
        try removed.press("BSpace")
        try removed.press("Enter")
        let screen = try await removed.waitFor("kuchi restore ")
        #expect(screen.contains("Removed learner “花子”"), "\(screen)")
        #expect(try await removed.waitForExit() == 0)
    }
}
