import KuchiCore
import Testing

/// At a word question, romaji is judged as the kana it becomes on every path the kana takes: another word of the
/// dictionary with the meaning shown (ともに for 一緒 "together", そんな for こんな "such") is right typed in kana, in
/// kanji, or in romaji alike, and the verdict names the word meant.
@Suite("Word questions take a synonym in romaji as in kana")
struct WordModeRomajiTests {
    @Test(arguments: [
        ("一緒", "いっしょ", "ともに", "ともに"), ("一緒", "いっしょ", "共に", "共に"), ("一緒", "いっしょ", "tomoni", "ともに"),
        ("こんな", "こんな", "そんな", "そんな"), ("こんな", "こんな", "sonna", "そんな"),
    ])
    func aDictionaryWordWithTheMeaningShownIsRightInEveryScript(_ row: (String, String, String, String)) throws {
        let (text, reading, typed, named) = row
        let word = try #require(BundledJudge.word(text, reading))
        let challenge = Challenge(word: word, kind: .word, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(typed, for: challenge, dictionary: BundledJudge.dictionary) else {
            Issue.record("\(typed) for \(text) was not judged")
            return
        }
        #expect(verdict.judgement.isCorrect, "\(typed) for \(text) “\(word.primaryMeaning)”")
        #expect(verdict.synonym?.text == named, "\(typed) for \(text): the word meant is named")
    }

    /// Another word's reading with another meaning stays wrong in romaji as in kana (いぬ for 猫 "cat").
    @Test(arguments: ["いぬ", "inu", "あんな", "anna"])
    func anotherWordWithAnotherMeaningStaysWrong(_ typed: String) throws {
        let word = try #require(BundledJudge.word("猫", "ねこ"))
        #expect(!BundledJudge.accepts(typed, for: word, kind: .word), "\(typed) for 猫")
    }

    /// An answer the learner accepted in kana (`:accept`) is right typed in romaji too.
    @Test func anAcceptedKanaAnswerIsRightInRomaji() throws {
        var word = try #require(BundledJudge.word("一緒", "いっしょ"))
        #expect(!BundledJudge.accepts("isshokuta", for: word, kind: .word), "一緒くた is a jumble")
        word.acceptedByLearner = ["いっしょくた"]
        #expect(BundledJudge.accepts("isshokuta", for: word, kind: .word))
        #expect(!BundledJudge.accepts("isshokuda", for: word, kind: .word))
    }
}
