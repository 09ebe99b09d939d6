import Foundation
import Testing

/// Every command that writes JSON escapes a word's text by one rule: controls, bidirectional formatting
/// characters and U+2028/U+2029 as `\u` escapes, so a word list cannot reorder or hide what a terminal shows.
@Suite("JSON output: one escaping rule for every writer")
struct JSONEscapingCommandTests {
    /// A meaning holding a quote and a right-to-left override, which the import removes (walk-through 22: invisible
    /// characters go from meanings as from words), and a deck name holding the override and a line separator, which it
    /// keeps (in a meaning, an import reads a line separator as a line break, which separates meanings). (A C0 or C1
    /// control never gets into a bank: the import refuses its row, `HostileTextCommandTests`; the writers' one rule
    /// escapes them too, `JSONValueTests`.)
    private static let meaning = "a\u{202E}bc d\"e"
    private static let escapedMeaning = #""abc d\"e""#
    private static let deck = "d\u{202E}c\u{2028}k"
    private static let escapedDeck = #""d\u202ec\u2028k""#
    private static let raw: [Character] = ["\u{202E}", "\u{2028}"]

    private func homeWithTrickyWord() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let list = home.root + "/tricky.csv"
        try "word,reading,meanings\n謎語,なぞご,\"\(Self.meaning.replacingOccurrences(of: "\"", with: "\"\""))\"\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", "--deck", Self.deck, list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        return home
    }

    private func expectEscaped(_ run: KuchiBinary.Run, _ writer: String, deck: Bool = false) {
        #expect(run.status == 0, "\(writer): \(run.stderr)")
        #expect(run.stdout.contains(Self.escapedMeaning), "\(writer): \(run.stdout.prefix(600))")
        if deck { #expect(run.stdout.contains(Self.escapedDeck), "\(writer): \(run.stdout.prefix(600))") }
        for character in Self.raw {
            #expect(!run.stdout.contains(character), "\(writer) wrote U+\(String(character.unicodeScalars.first?.value ?? 0, radix: 16)) raw")
        }
    }

    @Test func wordsExportsAndProtocolEventsEscapeTheSame() throws {
        let home = try homeWithTrickyWord()
        expectEscaped(try KuchiBinary.run(["words", "nazogo", "--format", "json"], home: home), "words --format json", deck: true)
        expectEscaped(try KuchiBinary.run(["words", "nazogo", "--format", "jsonl"], home: home), "words --format jsonl", deck: true)
        expectEscaped(try KuchiBinary.run(["export", "words", "--format", "jsonl"], home: home), "export --format jsonl", deck: true)
        expectEscaped(try KuchiBinary.run(["export", "words", "--format", "json"], home: home), "export --format json", deck: true)
        let session = try KuchiBinary.run(
            ["--json", "--name", "Ann", "--deck", Self.deck, "--mode", "reading"],
            input: #"{"command":"quit"}"# + "\n", home: home)
        #expect(session.stdout.contains(#""meanings":["# + Self.escapedMeaning), "\(session.stdout.prefix(900))")
        for character in Self.raw { #expect(!session.stdout.contains(character), "protocol events wrote a raw character") }
    }

    @Test func dueForecastEscapesDeckNames() throws {
        let home = try homeWithTrickyWord()
        _ = try KuchiBinary.run(["--name", "Ann", "--deck", Self.deck], input: "1\n:quit\n", home: home)
        let due = try KuchiBinary.run(["due", "--format", "json"], home: home)
        #expect(due.status == 0, "\(due.stderr)")
        #expect(due.stdout.contains(#"{"deck":"# + Self.escapedDeck), "\(due.stdout)")
        for character in Self.raw { #expect(!due.stdout.contains(character)) }
    }
}
