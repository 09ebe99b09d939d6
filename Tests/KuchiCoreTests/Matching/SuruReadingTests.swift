import Testing
import KuchiCore

/// A noun a list gave its する verb's reading (経験 けいけんする) is read without する too.
@Suite("Readings given with する")
struct SuruReadingTests {
    @Test(arguments: [
        ("けいけんする", "経験", "けいけん"), ("ケイケンスル", "経験", "ケイケン"), ("おみあいする", "お見合い", "おみあい"),
        ("べんきょうする", "勉強する", nil), ("さんぽする", "散歩する", nil), ("こする", "擦る", nil),
        ("あいする", "愛する", nil), ("する", "為", nil), ("コピーする", "コピーする", nil), ("ドライブする", "ドライブ", nil),
        ("けいけん", "経験", nil), ("みあいする", "見合いい", nil),
    ] as [(String, String, String?)])
    func suruIsDroppedOnlyFromANounWrittenWithKanjiAndWithoutIt(reading: String, written: String, expected: String?) {
        #expect(SuruReading.withoutSuru(reading, written: written) == expected, "\(written) \(reading)")
    }

    @Test func eachReadingIsFollowedByItsNounReading() {
        #expect(SuruReading.addingNounReadings(["けいけんする"], writtenForms: ["経験"]) == ["けいけんする", "けいけん"])
        #expect(SuruReading.addingNounReadings(["けいけんする", "けいけん"], writtenForms: ["経験"]) == ["けいけんする", "けいけん"])
        #expect(SuruReading.addingNounReadings(["べんきょうする"], writtenForms: ["勉強する"]) == ["べんきょうする"])
        #expect(SuruReading.addingNounReadings(["こする"], writtenForms: ["擦る", "擦する"]) == ["こする"])
    }

    private func verdict(_ input: String, _ word: Word, _ kind: ChallengeKind = .reading) -> Verdict? {
        guard case let .answer(verdict) = AnswerJudge.judge(input, for: Challenge(word: word, kind: kind, choices: [], correctIndex: 0))
        else { return nil }
        return verdict
    }

    @Test func aReadingQuestionTakesTheNounsReadingWithOrWithoutSuru() {
        let keiken = Word(id: 1, text: "経験", reading: "けいけんする", meanings: ["experience"])
        #expect(verdict("keiken", keiken)?.judgement == .normalised)
        #expect(verdict("keiken", keiken)?.expected == "けいけん")
        #expect(verdict("けいけん", keiken)?.judgement == .exact)
        #expect(verdict("keikensuru", keiken)?.expected == "けいけんする")
        #expect(verdict("けいけんする", keiken)?.judgement == .exact)
        #expect(verdict("keike", keiken)?.judgement == .wrong)
        #expect(verdict("keike", keiken)?.accepted == ["けいけんする", "けいけん"])
        #expect(verdict("keiken", keiken, .word)?.judgement == .normalised)
    }

    @Test func aVerbWrittenWithSuruOrWithOtherKanaKeepsIt() {
        let study = Word(id: 2, text: "勉強する", reading: "べんきょうする", meanings: ["to study"])
        #expect(verdict("benkyou", study)?.judgement == .wrong)
        #expect(verdict("benkyousuru", study)?.judgement == .normalised)
        let rub = Word(id: 3, text: "擦る", reading: "こする", meanings: ["to rub"])
        #expect(verdict("ko", rub)?.judgement == .wrong)
    }
}
