import Testing
import KuchiCore

/// Walk-through 35: an answer typed in single quotes ('left', ‘left’) was a wrong try, where the same answer in
/// double quotes, guillemets or 「」 was right.
@Suite("Meanings typed in single quotes")
struct QuotedAnswerTests {
    private let left = Word(id: 1, text: "左", reading: "ひだり", meanings: ["left"])

    private func judgement(_ input: String, word: Word? = nil) -> Judgement? {
        let challenge = Challenge(word: word ?? left, kind: .meaning, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(input, for: challenge) else { return nil }
        return verdict.judgement
    }

    @Test(arguments: ["'left'", "‘left’", "'Left.'", "\"left\"", " 'left' "])
    func aMeaningInQuotesIsRight(typed: String) {
        #expect(judgement(typed) == .normalised, "\(typed)")
    }

    @Test func quotesMakeNoWrongAnswerRightAndApostrophesStay() {
        #expect(judgement("'right'") == .wrong)
        #expect(judgement("''") == .wrong)
        #expect(judgement("'") == .wrong)
        let rock = Word(id: 2, text: "ロック", reading: "ろっく", meanings: ["rock 'n' roll"])
        #expect(judgement("rock 'n' roll", word: rock) == .exact)
        let isnt = Word(id: 3, text: "違う", reading: "ちがう", meanings: ["isn't"])
        #expect(judgement("'isn't'", word: isnt) == .normalised, "quotes around an answer with an apostrophe in it")
        #expect(judgement("isn't", word: isnt) == .exact)
    }
}
