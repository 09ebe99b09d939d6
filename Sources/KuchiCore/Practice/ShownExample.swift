/// An example sentence as a session shows it, with what would give away the question's answer taken out:
/// at a question asking for the meaning, an English translation holding one of the word's accepted
/// meanings; at a question asking for the Japanese word, the word in the sentence.
public struct ShownExample: Sendable, Equatable {
    /// The word the sentence uses.
    public var word: Word
    /// The Japanese sentence cut around the word (``MarkedSentence/word`` empty when it is not found);
    /// `nil` when showing it would give the answer away and the word cannot be hidden in it.
    public var japanese: MarkedSentence?
    /// Whether the word is hidden in ``japanese`` (a front end shows a blank in its place).
    public var hidesWord: Bool
    /// The English translation; `nil` when there is none, or it would give the answer away.
    public var english: String?

    /// `example` of `word` shown in full (a lesson, an answer already shown, no question on screen).
    public init(_ example: WordExample, of word: Word) {
        self.word = word
        japanese = example.marked(word)
        hidesWord = false
        english = example.english
    }

    /// `example` shown while `challenge` waits for its answer; `nil` when nothing of it can be shown.
    ///
    /// At a meaning question the translation is left out when it holds one of the word's meanings, or any run
    /// of words the judge would take as the answer with `dictionary` (a dictionary gloss or a synonym of one:
    /// "This book is small." for 小さい, whose deck says "little").
    public init?(_ example: WordExample, during challenge: Challenge, dictionary: WordDictionary = .empty) {
        self.init(example, of: challenge.word)
        switch challenge.kind {
        case .choice, .meaning, .flashcard:
            if example.englishGivesAway(challenge.word.answerMeanings + challenge.word.acceptedByLearner)
                || Self.judgeAccepts(partOf: example.english, for: challenge, dictionary: dictionary) {
                english = nil
            }
        case .word:
            // The sentence would show the word asked for: blanked, or left out when it cannot be found.
            if japanese?.word.isEmpty ?? true { japanese = nil } else { hidesWord = true }
        case .reading:
            break
        }
        if japanese == nil, english == nil { return nil }
    }
}

extension ShownExample {
    /// Whether some run of one to four words of `english` is a right answer to `challenge` (a number at a
    /// multiple-choice question is a choice's number there, not a word, and is skipped).
    static func judgeAccepts(partOf english: String?, for challenge: Challenge, dictionary: WordDictionary) -> Bool {
        guard let english else { return false }
        let words = english.split { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "-" }.map(String.init)
        for length in 1...4 where length <= words.count {
            for start in 0...(words.count - length) {
                let run = words[start..<(start + length)].joined(separator: " ")
                if challenge.kind == .choice, Int(run) != nil { continue }
                if case let .answer(verdict) = AnswerJudge.judge(run, for: challenge, dictionary: dictionary),
                   verdict.judgement.isCorrect {
                    return true
                }
            }
        }
        return false
    }
}

/// Example sentences in a session: a lesson's, after a wrong answer, and on `:example`.
extension ChallengesViewModel {
    /// The sentence shown for `word`: its deck's own, else a bundled one (``EnvironmentValues/exampleSentences``).
    public func example(for word: Word) -> WordExample? {
        environment.exampleSentences.example(for: word)
    }

    /// The sentence a front end shows after `outcome`: after a wrong answer whose question stays, without
    /// what would give its answer away; after a missed one (its answer shown), whole; otherwise none.
    ///
    /// While a first wrong try holds the answer back (``withholdsAnswer``) the translation is held back too, as it
    /// may say the meaning in other words (退屈 "boring": "Are you bored?"): the Japanese alone is shown, or nothing.
    /// The translation comes once the answer is shown (the retry also wrong); `:example` still gives it on request.
    public func example(after outcome: AnswerOutcome) -> ShownExample? {
        switch outcome {
        case let .wrong(challenge, _):
            example(for: challenge.word).flatMap { example -> ShownExample? in
                guard var shown = ShownExample(example, during: challenge, dictionary: environment.dictionary) else { return nil }
                guard withholdsAnswer else { return shown }
                shown.english = nil
                return shown.japanese == nil ? nil : shown
            }
        case let .missed(challenge, _):
            example(for: challenge.word).map { ShownExample($0, of: challenge.word) }
        default:
            nil
        }
    }

    /// `:example`: a sentence of the word on screen (without what would give a question's answer away), or of
    /// the last word answered once the session is over.
    public func showExample() {
        if let challenge, !isFinished {
            let revealed = challenge.kind == .flashcard && isRevealed
            guard let example = example(for: challenge.word),
                  let shown = revealed ? ShownExample(example, of: challenge.word)
                    : ShownExample(example, during: challenge, dictionary: environment.dictionary) else {
                return reject(.noExample)
            }
            return acknowledge(.example(shown))
        }
        guard let word = wordToStar, let example = lesson.flatMap({ $0.word == word ? $0.example : nil }) ?? example(for: word) else {
            return reject(.noExample)
        }
        acknowledge(.example(ShownExample(example, of: word)))
    }
}

extension ShownExample {
    /// What stands for the word a question asks for, hidden in its sentence.
    public static let blank = "＿＿"

    /// The Japanese sentence as shown: the word replaced by ``blank`` when it is hidden; `nil` when left out.
    public var japaneseText: String? {
        japanese.map { hidesWord ? $0.before + Self.blank + $0.after : $0.text }
    }

    /// The sentence as JSON events carry it: `japanese` (as shown; `null` when left out), `english` (`null`
    /// when none or left out), and `parts`, the Japanese cut as before, word and after so a client can mark
    /// the word (`null` when the word is hidden or not found in the sentence).
    public var jsonValue: JSONValue {
        let parts = japanese.flatMap { hidesWord || $0.word.isEmpty ? nil : $0 }
        return .object([
            ("japanese", .optional(japaneseText, JSONValue.string)),
            ("english", .optional(english, JSONValue.string)),
            ("parts", .optional(parts) { .strings([$0.before, $0.word, $0.after]) }),
        ])
    }
}
