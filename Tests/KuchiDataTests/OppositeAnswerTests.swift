import Foundation
import KuchiCore
import Testing

/// Opposite meanings are never accepted for each other: WordNet's antonyms of the bundled words' meanings
/// (`antonym-answers.tsv`, made by `scripts/make-antonym-answers.py`) and a short hand list of common pairs
/// (`opposite-pairs.tsv`), each judged as a session judges a typed meaning.
@Suite("Opposite meanings")
struct OppositeAnswerTests {
    @Test func noWordNetAntonymOfABundledWordsMeaningIsAccepted() throws {
        let rows = try BundledJudge.rows("antonym-answers.tsv")
        #expect(rows.count >= 100)
        var accepted: [String] = []
        for row in rows {
            let word = try #require(BundledJudge.word(row["word"] ?? "", row["reading"] ?? ""), "no bundled word \(row)")
            if BundledJudge.accepts(row["answer"] ?? "", for: word) { accepted.append("\(word.text) ← \(row["answer"] ?? "")") }
        }
        print("antonyms: \(accepted.count) of \(rows.count) accepted")
        #expect(accepted.isEmpty, "accepted: \(accepted)")
    }

    /// For each pair, every bundled word that means one side and not the other refuses the other side.
    @Test func noCommonOppositeIsAcceptedForABundledWord() throws {
        let pairs = try BundledJudge.rows("opposite-pairs.tsv")
        var judged = 0
        var accepted: [String] = []
        for pair in pairs {
            let (one, other) = (pair["meaning"] ?? "", pair["opposite"] ?? "")
            for (meaning, opposite) in [(one, other), (other, one)] {
                for word in BundledJudge.words.values where MeaningMatcher.sharesMeaning(word.meanings, with: [meaning])
                    && !MeaningMatcher.sharesMeaning(word.meanings, with: [opposite]) {
                    judged += 1
                    if BundledJudge.accepts(opposite, for: word) { accepted.append("\(word.text) (\(meaning)) ← \(opposite)") }
                }
            }
        }
        print("common opposites: \(accepted.count) of \(judged) accepted")
        #expect(judged >= 60)
        #expect(accepted.isEmpty, "accepted: \(accepted)")
    }
}
