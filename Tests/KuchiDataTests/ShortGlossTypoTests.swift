import Testing
import KuchiCore

/// Walk-through 35: a right word typed with one slip of the keys is a typo, however short the dictionary gloss it
/// misspells, and shown with the right spelling; a real English word a slip away stays wrong.
@Suite("A slip of the keys in a short gloss")
struct ShortGlossTypoTests {
    private func verdict(_ answer: String, _ text: String, _ reading: String, competitors: [String] = []) throws -> Verdict {
        let word = try #require(BundledJudge.word(text, reading))
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(answer, for: challenge, competitors: competitors,
                                                              dictionary: BundledJudge.dictionary) else {
            throw Unjudged(answer: answer)
        }
        return verdict
    }

    private struct Unjudged: Error { let answer: String }

    /// 左's deck meaning is "left hand side"; its JMdict gloss "left" swapped or doubled was "Not quite".
    @Test(arguments: ["lfet", "lefft", "LFET"])
    func aSlipOfLeftIsATypoShownAsLeft(_ answer: String) throws {
        let left = try verdict(answer, "左", "ひだり")
        #expect(left.judgement == .typo, "\(left)")
        #expect(left.expected == "left", "\(left)")
    }

    /// A letter moved two places ("techaer") and a swap in a verb ("to wahs"), both refused in walk-through 35.
    @Test func aLetterMovedOrSwappedInADeckMeaningIsATypo() throws {
        for (answer, text, reading, meant) in [("techaer", "先生", "せんせい", "teacher"), ("techaer", "教師", "きょうし", "teacher (classroom)"),
                                                 ("teahcer", "先生", "せんせい", "teacher"), ("to wahs", "洗う", "あらう", "to wash"),
                                                 ("wahs", "洗う", "あらう", "to wash")] {
            let slip = try verdict(answer, text, reading)
            #expect(slip.judgement == .typo, "\(text) ← \(answer): \(slip)")
            #expect(slip.expected == meant, "\(text) ← \(answer): \(slip)")
        }
    }

    /// Slips of five- and six-letter glosses, each the gloss's one slipped word: a dropped letter, a substitution.
    @Test func oneEditOfAFiveOrSixLetterGlossIsATypo() throws {
        for (answer, text, reading, meant) in [("diray", "日記", "にっき", "diary"), ("jurnal", "日記", "にっき", "journal"),
                                                 ("fomr", "より", "より", "from")] {
            let slip = try verdict(answer, text, reading)
            #expect(slip.judgement == .typo, "\(text) ← \(answer): \(slip)")
            #expect(slip.expected == meant, "\(text) ← \(answer): \(slip)")
        }
    }

    /// A real English word a slip away names that word: "dairy" is no diary, "felt" no left, "form" no "from".
    @Test(arguments: [("dairy", "日記", "にっき"), ("felt", "左", "ひだり"), ("form", "より", "より"), ("lest", "左", "ひだり"),
                      ("loft", "左", "ひだり"), ("to wish", "洗う", "あらう"), ("fight", "右", "みぎ"), ("sight", "右", "みぎ")])
    func aRealWordASlipAwayStaysWrong(_ answer: String, _ text: String, _ reading: String) throws {
        let wrong = try verdict(answer, text, reading)
        #expect(wrong.judgement == .wrong, "\(text) ← \(answer): \(wrong)")
    }

    /// A slip as near another choice as the word's own gloss may be of that choice: "diray" beside "dairy" in play.
    @Test func aSlipAsNearAnotherChoiceIsNoTypo() throws {
        let slip = try verdict("diray", "日記", "にっき", competitors: ["dairy"])
        #expect(slip.judgement == .wrong, "\(slip)")
        // Another word's gloss slipped is wrong for this one: "rigth" for 左.
        #expect(try verdict("rigth", "左", "ひだり").judgement == .wrong)
        #expect(try verdict("lfet", "右", "みぎ").judgement == .wrong)
    }
}
