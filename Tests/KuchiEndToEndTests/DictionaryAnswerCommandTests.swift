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

    /// JMdict gives these words these glosses, but only in a slang sense (行く), a sense whose note changes
    /// the verb (出る "to enter (an event)") or a colloquial prefix (塩): the opposite or another word's meaning.
    @Test(arguments: [("行く", "いく", "to go", "come"), ("出る", "でる", "to leave", "enter"), ("塩", "しお", "salt", "cold"),
                      ("出る", "でる", "to leave", "to enter")])
    func aRareSenseThatIsAnotherWordsMeaningStaysWrong(word: String, reading: String, meaning: String, typed: String) throws {
        let run = try answer(typed, word: word, reading: reading, meaning: meaning)
        #expect(run.stdout.contains("✗ Not quite"), "\(typed) for \(word): \(run.stdout)")
    }

    @Test(arguments: ["bad at", "poor at", "not good at", "to be bad at"])
    func aSkillSaidWithAtIsRight(typed: String) throws {
        let run = try answer(typed, word: "下手", reading: "へた", meaning: "unskillful")
        #expect(run.stdout.contains("✓"), "\(typed) for 下手: \(run.stdout)")
    }

    /// At a word question, another word of the bank that the dictionary gives the meaning asked (and whose
    /// own meaning it gives the word asked) is right, and named: トイレ for お手洗い "bathroom".
    @Test func anotherWordWithTheSameMeaningIsRightAtAWordQuestion() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/two.csv"
        try "word,reading,meanings\nお手洗い,おてあらい,bathroom\nトイレ,トイレ,toilet\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", "--deck", "two", list], home: home).status == 0)
        let run = try KuchiBinary.run(["--name", "Ann", "--mode", "word", "--deck", "two", "--questions", "2", "--seed", "1"],
                                      input: "トイレ\nお手洗い\n:quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("means that too; the word asked for was"), "\(run.stdout)")
        #expect(!run.stdout.contains("✗"), "\(run.stdout)")
    }

    /// The `expected` of a right answer in JSON Lines is among its `accepted` answers, and right when typed.
    @Test func theExpectedAnswerInJSONLinesIsAnAcceptedAnswer() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/one.csv"
        try "word,reading,meanings\n店,みせ,shop\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", "--deck", "one", list], home: home).status == 0)
        let requests = [#"{"answer": "store"}"#, #"{"answer": "store"}"#].joined(separator: "\n") + "\n"
        let run = try KuchiBinary.run(["practice", "--json", "--mode", "meaning", "--deck", "one", "--questions", "2", "--seed", "1",
                                       "--name", "Ann"], input: requests, home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let events = try run.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        let outcome = try #require(events.first { $0["type"] as? String == "outcome" }, "\(run.stdout)")
        #expect(outcome["judgement"] as? String == "normalised")
        let expected = try #require(outcome["expected"] as? String)
        #expect((outcome["accepted"] as? [String])?.contains(expected) == true, "\(outcome)")
    }
}
