import Foundation
import Testing

/// Walk-through 40 left `:set deck ` then Tab completing no deck name in a session, while the shell's completion did:
/// readline in a real terminal now completes the bank's decks, a name with a space and Japanese included, as text
/// that `:set` takes as typed.
@Suite("Tab after :set deck in a terminal",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct SetCompletionTerminalTests {
    @Test func tabCompletesTheBanksDeckNamesSpacesAndJapaneseIncluded() async throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
        for (deck, line) in [("経済 基礎", "経済,けいざい,economy"), ("Genki::Lesson 1", "先生,せんせい,teacher")] {
            let list = home.root + "/\(UUID().uuidString).csv"
            try "word,reading,meanings\n\(line)\n".write(toFile: list, atomically: true, encoding: .utf8)
            let imported = try KuchiBinary.run(["import", list, "--deck", deck], home: home)
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        let tmux = try TmuxSession(["--seed", "3", "--name", "Tester", "--level", "all"], home: home)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 5")

        try tmux.type(":set deck 経")
        try await tmux.waitForCurrentLine("> :set deck 経")
        try tmux.sendKeys("Tab", literal: false)
        try await tmux.waitForCurrentLine("> :set deck 経済 基礎")
        try tmux.sendKeys("Enter", literal: false)
        try await tmux.waitFor("deck = 経済 基礎")

        // `Ge` is the parent `Genki` and its lesson: Tab completes what they share, and after the space the lesson's
        // number, past readline's word.
        try await tmux.waitForCurrentLine(">")
        try tmux.type(":set deck Ge")
        try tmux.sendKeys("Tab", literal: false)
        try await tmux.waitForCurrentLine("> :set deck Genki")
        try tmux.type("::Lesson ")
        try tmux.sendKeys("Tab", literal: false)
        try await tmux.waitForCurrentLine("> :set deck Genki::Lesson 1")
        try tmux.sendKeys("Enter", literal: false)
        try await tmux.waitFor("deck = Genki::Lesson 1")

        try await tmux.waitForCurrentLine(">")
        try tmux.typeLine(":quit")
        #expect(try await tmux.waitForExit() == 0)
        // Tab read the bank; once the session ended nothing held it open, so it was closed with its log folded in.
        #expect(!FileManager.default.fileExists(atPath: home.database + "-wal"), "the bank was left open")
    }
}
