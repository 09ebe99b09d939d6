import Foundation
import Testing

/// What a session shows in windows of different widths (tmux): `:help` and the first run's note.
@Suite("Help and notes fitted to the window",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct HelpTerminalTests {
    /// In a 50-column window `:help` puts each command above its description, indented under it, and nothing is
    /// wrapped by the terminal; a session answered by typing meanings lists no choice numbers.
    @Test func helpInANarrowWindowFitsAndListsOnlyWhatTheModeAllows() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--mode", "meaning", "--name", "Ann", "--seed", "1"], home: home, width: 50, height: 40)
        defer { tmux.close() }
        try await tmux.waitForCurrentLine(">")
        try tmux.typeLine(":help")
        let screen = try await tmux.waitFor(":quit")
        let typed = try #require(screen.range(of: ":help\n"), "\(screen)")
        let help = screen[typed.upperBound...].split(separator: "\n").map(String.init)
        // capture() joins the lines the terminal wrapped: each one shown is as wide as it was written.
        #expect(help.allSatisfy { DisplayWidthCount.columns($0) <= 50 }, "\(help.filter { DisplayWidthCount.columns($0) > 50 })")
        #expect(!screen.contains("number of a choice") && !screen.contains("wrong choices"), "\(screen)")
        let hint = try #require(help.firstIndex(of: "  :hint"), "\(help)")
        #expect(help[hint + 1] == "    see the first letter of the meaning", "\(help)")
        #expect(help.drop { !$0.hasPrefix("  ") }.allSatisfy { $0.hasPrefix("  :") || $0.hasPrefix("  an answer") || $0.hasPrefix("    ") || $0 == ">" },
                "every description is indented under its command: \(help)")
    }

    /// The first run's note fills a 100-column window before it breaks: the long path of the config file comes last
    /// (rather than breaking the first line at about 62 columns).
    @Test func theFirstRunNoteFillsAWideWindow() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession([], home: home, width: 100, height: 30)
        defer { tmux.close() }
        try await tmux.waitForCurrentLine("What's your name?")
        // Said once the learner is named, after the welcome (walk-through 22).
        try tmux.typeLine("Hanako")
        let screen = try await tmux.waitFor("config.toml.)")
        var note: [String] = []
        for line in screen.split(separator: "\n").map(String.init).drop(while: { !$0.hasPrefix("(New word bank:") }) {
            note.append(line)
            if line.hasSuffix(".)") { break }
        }
        #expect(note.first?.hasPrefix("(New word bank: practising the JLPT N5 words;") == true, "\(screen)")
        #expect(note.count > 1 && (86...100).contains(note[0].count), "\(note.map(\.count)): \(screen)")
        #expect(note.joined(separator: " ").hasSuffix("Kept as level = \"N5\" in \(home.configFile).)"), "\(screen)")
    }
}

/// Terminal columns of a line: two for the wide (CJK) characters the help and notes may hold, one for the rest.
enum DisplayWidthCount {
    static func columns(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1) }
    }
}
