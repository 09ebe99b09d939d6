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
        // EDICT writes the note before the gloss: "(not) especially", kept with it in the bundled dictionary.
        ("別に", "べつに", "especially", false), ("別に", "べつに", "particularly", false), ("別に", "べつに", "specially", false),
        ("別に", "べつに", "not especially", true), ("別に", "べつに", "not particularly", true),
        ("別に", "べつに", "separately", true), ("別に", "べつに", "apart", true),
        ("少しも", "すこしも", "in the least", false), ("少しも", "すこしも", "not in the least", true),
        ("余り", "あまり", "very", false), ("余り", "あまり", "not much", true),
        // A plain gloss of a negative sense that says its negation itself stays right: とても "(not) at all; by no means;
        // simply (cannot)".
        ("とても", "とても", "by no means", true), ("とても", "とても", "simply", false), ("とても", "とても", "very", true),
        // A deck meaning without the note keeps the gloss right: まだ "yet; still".
        ("まだ", "まだ", "yet", true), ("まだ", "まだ", "still", true), ("まだ", "まだ", "not yet", true),
    ])
    func aGlossNotedNotIsWrongWithoutTheNot(text: String, reading: String, answer: String, right: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == right)
    }

    /// 到底 "(cannot) possibly; (not) by any means; (not) at all; utterly; absolutely": one sense, most of its glosses
    /// noted "not", so its plain ones ("utterly", "absolutely") only strengthen the negation too.
    @Test(arguments: [
        ("absolutely", false), ("utterly", false), ("at all", false), ("possibly", false), ("by any means", false),
        ("not at all", true), ("absolutely not", true), ("by no means", true), ("not by any means", true),
        ("cannot possibly", true), ("can't possibly", true), ("(cannot) possibly", true),
    ])
    func aNegativeSensesPlainGlossNeedsTheNegationToo(answer: String, right: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: "到底", reading: "とうてい") == right)
    }

    /// A sense with a plain gloss beside a few noted ones is no negative sense: 一切 "all; … absolutely (not); (not) at
    /// all; (none) whatsoever; without exception".
    @Test func aSenseWithFewNotedGlossesKeepsItsPlainOnes() throws {
        #expect(try BundledJudge.accepts("without exception", text: "一切", reading: "いっさい"))
        #expect(try BundledJudge.accepts("everything", text: "一切", reading: "いっさい"))
        #expect(try !BundledJudge.accepts("at all", text: "一切", reading: "いっさい"))
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
