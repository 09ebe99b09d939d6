import Testing
import KuchiCore

/// A Japanese answer typed with the IME on ends in its full stop (ねこ。) as a matter of habit: the reading and
/// word questions judge it without the punctuation, as meaning questions already do.
@Suite("Japanese answers with trailing sentence punctuation")
struct TrailingPunctuationAnswerTests {
    private let cat = Word(id: 1, text: "猫", reading: "ねこ", meanings: ["cat"])

    private func judgement(_ input: String, _ kind: ChallengeKind, word: Word? = nil) -> Judgement? {
        let challenge = Challenge(word: word ?? cat, kind: kind, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(input, for: challenge) else { return nil }
        return verdict.judgement
    }

    @Test(arguments: ["ねこ。", "ねこ！", "ねこ？", "ねこ、", "neko.", "neko!", "neko?", "ネコ。", "ねこ 。", "ねこ｡"])
    func aReadingWithTrailingPunctuationIsRight(typed: String) {
        #expect(judgement(typed, .reading) == .normalised)
    }

    @Test(arguments: ["猫。", "猫！", "ねこ。", "neko."])
    func aWordWithTrailingPunctuationIsRight(typed: String) {
        #expect(judgement(typed, .word) == .normalised)
    }

    @Test func punctuationDoesNotMakeAWrongAnswerRight() {
        #expect(judgement("いぬ。", .reading) == .wrong)
        #expect(judgement("。", .reading) == .wrong)
        #expect(judgement("inu.", .word) == .wrong)
    }

    @Test func aWordWhoseOwnFormEndsInPunctuationIsRightAsWritten() {
        let welcome = Word(id: 2, text: "ようこそ！", reading: "ようこそ！", meanings: ["welcome!"])
        #expect(judgement("ようこそ！", .word, word: welcome) == .exact)
        #expect(judgement("ようこそ！", .reading, word: welcome) == .exact)
    }
}
