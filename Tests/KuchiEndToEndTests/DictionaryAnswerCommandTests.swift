import Foundation
import Testing

/// The bundled dictionary and thesaurus reach the real binary: a right answer the deck does not list is
/// accepted, a wrong one refused.
@Suite("Dictionary answers through the binary")
struct DictionaryAnswerCommandTests {
    /// Imports one word as the deck `one`, then answers its meaning question with `answer`.
    private func answer(_ answer: String, word: String, reading: String, meaning: String) throws -> KuchiBinary.Run {
        let home = try KuchiBinary.Home()
        let list = home.root + "/one.csv"
        try "word,reading,meanings\n\(word),\(reading),\(meaning)\n".write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", "--deck", "one", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        return try KuchiBinary.run(["--name", "Ann", "--mode", "meaning", "--deck", "one", "--questions", "1", "--seed", "1"],
                                   input: answer + "\n:quit\n", home: home)
    }

    @Test(arguments: [
        ("出る", "でる", "to leave", "exit"), ("店", "みせ", "shop", "store"), ("お祖母さん", "おばあさん", "grandmother", "granny"),
        ("七日", "なのか", "seven days", "the 7th"),
    ])
    func aDictionarySenseOrSynonymIsRight(word: String, reading: String, meaning: String, typed: String) throws {
        let run = try answer(typed, word: word, reading: reading, meaning: meaning)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("✓"), "\(typed) for \(word): \(run.stdout)")
    }

    @Test func anotherWordsMeaningStaysWrong() throws {
        let run = try answer("grandfather", word: "お祖母さん", reading: "おばあさん", meaning: "grandmother")
        #expect(run.stdout.contains("✗ Not quite"), "\(run.stdout)")
    }
}
