import Testing
import KuchiCore

/// A contraction typed where a gloss says the words in full, or the other way round.
@Suite("Contractions")
struct ContractionAnswerTests {
    static let rows: [(word: String, reading: String, answer: String, right: Bool)] = [
        // Each refused before contractions were said in full.
        ("だから", "だから", "that's why", true), ("だから", "だから", "that’s why", true),
        // The possessive of a noun is no contraction, and a wrong answer stays wrong.
        ("だから", "だから", "that's how", false),
    ]

    @Test(arguments: rows.indices)
    func aMeaningQuestion(_ index: Int) throws {
        let row = Self.rows[index]
        let word = try #require(BundledJudge.word(row.word, row.reading))
        #expect(BundledJudge.accepts(row.answer, for: word) == row.right, "\(row.answer) for \(row.word)")
    }
}
