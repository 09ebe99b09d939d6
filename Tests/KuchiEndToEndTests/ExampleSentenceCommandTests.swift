import Foundation
import Testing

/// Example sentences through the real binary: `kuchi words WORD`, a session's `:example` and wrong answers,
/// `kuchi about`'s attribution.
@Suite("Example sentences from the binary", .timeLimit(.minutes(20)))
struct ExampleSentenceCommandTests {
    @Test func wordsShowsAWordsSentenceUnderTheTableAndInJSON() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        let table = try KuchiBinary.run(["words", "食べる", "--format", "table"], home: home)
        #expect(table.status == 0, "\(table.stderr)")
        let line = try #require(table.stdout.split(separator: "\n").first { $0.hasPrefix("例 食べる  ") })
        #expect(line.contains("食べ") && line.contains("“"), "the Japanese with its translation")
        #expect(!table.stdout.contains("\u{1B}"), "no bold when the output is not a terminal")
        let json = try KuchiBinary.run(["words", "食べる", "--format", "json"], home: home)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let example = try #require(rows.first?["example"] as? [String: Any])
        let parts = try #require(example["parts"] as? [String])
        #expect(parts.count == 3 && parts[1].hasPrefix("食べ") && parts.joined() == example["japanese"] as? String)
    }

    @Test func aSessionShowsASentenceOnExampleAndAfterAWrongAnswer() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann", "--mode", "reading", "--questions", "1", "--seed", "5"],
                                      input: ":example\nあいう\n:quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let sentences = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  例 ") }
        #expect(sentences.count == 2, "one for :example, one after the wrong answer:\n\(run.stdout)")
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test func aboutCreditsTatoeba() throws {
        let about = try KuchiBinary.run(["about"], home: try KuchiBinary.Home())
        #expect(about.stdout.contains("Tatoeba") && about.stdout.contains("CC BY 2.0 FR"))
    }
}
