import KuchiCore
import Testing

/// Japanese typed where the meaning was asked: the word's own reading (or the word) answers the other question
/// and is not counted; Japanese that is only another word is a wrong answer. Kana and romaji are judged alike.
@Suite("Japanese typed at a meaning question")
struct JapaneseAtMeaningQuestionTests {
    enum Outcome: Equatable { case right, wrong, notCounted }

    private let cat = Word(id: 1, text: "猫", reading: "ねこ", meanings: ["cat"])
    private let milk = Word(id: 2, text: "牛乳", reading: "ぎゅうにゅう", meanings: ["milk"])
    private let tomorrow = Word(id: 3, text: "明日", reading: "あした", meanings: ["tomorrow"])
    private let dictionary = WordDictionary(entries: [
        DictionaryEntry(form: "ミルク", reading: "ミルク", glosses: ["milk"]),
        DictionaryEntry(form: "明日", reading: "あした", glosses: ["tomorrow"], otherSpellings: ["あす"]),
        DictionaryEntry(form: "明日", reading: "あす", glosses: ["tomorrow", "near future"], otherSpellings: ["あした"]),
        DictionaryEntry(form: "いぬ", reading: "いぬ", glosses: ["dog"], otherSpellings: ["犬"]),
    ])

    private func outcome(_ typed: String, _ word: Word, _ kind: ChallengeKind = .meaning) -> Outcome? {
        let choices = kind == .choice ? [word.primaryMeaning, "dog", "bird", "fish"] : []
        let challenge = Challenge(word: word, kind: kind, choices: choices, correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(typed, for: challenge, dictionary: dictionary) else { return nil }
        if verdict.answersOtherQuestion { return .notCounted }
        return verdict.judgement.isCorrect ? .right : .wrong
    }

    /// Each row: what was typed, for which word, and how it is judged, at a meaning and at a choice question.
    static let rows: [(typed: String, word: String, expected: Outcome, why: String)] = [
        ("neko", "猫", .notCounted, "the word's own reading, romaji"),
        ("ねこ", "猫", .notCounted, "the word's own reading, hiragana"),
        ("ネコ", "猫", .notCounted, "the word's own reading, katakana"),
        ("ｎｅｋｏ", "猫", .notCounted, "the word's own reading, full-width romaji"),
        ("猫", "猫", .notCounted, "the word itself"),
        ("inu", "猫", .wrong, "another word's reading, romaji"),
        ("いぬ", "猫", .wrong, "another word's reading, hiragana"),
        ("イヌ", "猫", .wrong, "another word's reading, katakana"),
        ("犬", "猫", .wrong, "another word, written in kanji"),
        ("みっつ", "猫", .wrong, "another word's reading, nothing to do with cats"),
        ("mittsu", "猫", .wrong, "the same in romaji"),
        ("ねこお", "猫", .wrong, "no reading of the word, as `nekoo` is"),
        ("nekoo", "猫", .wrong, "the same in romaji"),
        ("cあt", "猫", .notCounted, "English typed with the input method on"),
        ("dog いぬ", "猫", .wrong, "two words typed on purpose, no input method left on"),
        ("xyz いいえ", "猫", .wrong, "the same, nobody's reading"),
        ("ミルク", "牛乳", .notCounted, "a word that means what the word means: the meaning is known"),
        ("miruku", "牛乳", .notCounted, "the same in romaji"),
        ("asu", "明日", .notCounted, "a reading of the word's own entry"),
        ("あす", "明日", .notCounted, "the same in kana"),
        ("cat", "猫", .right, "the meaning"),
        ("dog", "猫", .wrong, "another meaning"),
    ]

    private func word(_ text: String) -> Word {
        [cat, milk, tomorrow].first { $0.text == text } ?? cat
    }

    @Test(arguments: rows.indices)
    func atAMeaningQuestion(_ index: Int) {
        let row = Self.rows[index]
        #expect(outcome(row.typed, word(row.word)) == row.expected, "\(row.typed) for \(row.word): \(row.why)")
    }

    @Test(arguments: rows.indices)
    func atAChoiceQuestion(_ index: Int) {
        let row = Self.rows[index]
        #expect(outcome(row.typed, word(row.word), .choice) == row.expected, "\(row.typed) for \(row.word): \(row.why)")
    }

    @Test func kanaAndRomajiAreAlwaysJudgedAlike() {
        for typed in ["neko", "inu", "mittsu", "nekoo", "miruku", "asu", "sushi", "hon"] {
            let kana = Romaji.toKana(typed)
            for word in [cat, milk, tomorrow] {
                #expect(outcome(typed, word) == outcome(kana, word), "\(typed) and \(kana) for \(word.text)")
            }
        }
    }
}
