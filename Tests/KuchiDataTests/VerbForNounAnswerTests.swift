import Testing
import KuchiCore

/// A verb typed for a word that is none: the "to" a verb's gloss may leave out is no slip for a noun, but a verbal
/// noun, an adjective (often a verb in English) and "to be" with an adjective still answer.
@Suite("A verb typed for a noun")
struct VerbForNounAnswerTests {
    static let rows: [(word: String, reading: String, answer: String, right: Bool)] = [
        // Nouns that are no verbs: the verb is another word's meaning.
        ("おつり", "おつり", "to change", false), ("興味", "きょうみ", "to interest", false), ("傷", "きず", "to hurt", false),
        // The nouns themselves stay right.
        ("おつり", "おつり", "change", true), ("興味", "きょうみ", "interest", true), ("傷", "きず", "hurt", true),
        // A verbal noun takes its verb; an adjective a verb English says it with; "to be" an adjective.
        ("勉強", "べんきょう", "to study", true), ("欲しい", "ほしい", "to want", true), ("好き", "すき", "to like", true),
        ("嬉しい", "うれしい", "to be happy", true),
    ]

    @Test(arguments: rows.indices)
    func aMeaningQuestion(_ index: Int) throws {
        let row = Self.rows[index]
        let word = try #require(BundledJudge.word(row.word, row.reading))
        #expect(BundledJudge.accepts(row.answer, for: word) == row.right, "\(row.answer) for \(row.word)")
    }
}
