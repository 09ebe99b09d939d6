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

/// A word that says "not" is never met by what it negates: a gloss JMdict notes "(not)" is wrong said without the
/// "not" and right with it, and a prefix that negates ("un-", "dis-") is never forgiven as a typo.
@Suite("Negated meanings")
struct NegatedMeaningTests {
    @Test(arguments: [
        ("必ずしも", "かならずしも", "always", false), ("必ずしも", "かならずしも", "necessarily", false),
        ("必ずしも", "かならずしも", "not always", true), ("必ずしも", "かならずしも", "not necessarily", true),
        ("大して", "たいして", "very", false), ("大して", "たいして", "not very", true),
    ])
    func aGlossNotedNotIsWrongWithoutTheNot(text: String, reading: String, answer: String, right: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == right)
    }

    @Test(arguments: [
        ("堪らない", "たまらない", "bearable", false), ("堪らない", "たまらない", "unbearable", true),
        ("堪らない", "たまらない", "unberable", true),
        ("見苦しい", "みぐるしい", "sightly", false), ("見苦しい", "みぐるしい", "unsightly", true),
        ("止むを得ない", "やむをえない", "avoidable", false), ("止むを得ない", "やむをえない", "unavoidable", true),
    ])
    func aNegatingPrefixLeftOutIsNoTypo(text: String, reading: String, answer: String, right: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == right)
    }
}
