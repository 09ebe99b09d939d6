import KuchiCore
import KuchiTerminal

/// What the learner is told after an answer, followed by the score (the sample's ScoreView).
public struct FeedbackView {
    /// The outcome of the answer.
    public var outcome: AnswerOutcome
    /// The score after it.
    public var score: ScoreView
    /// Whether a wrong answer's accepted answers are kept back, its retry being offered
    /// (``ChallengesViewModel/withholdsAnswer``).
    public var withholdsAnswer: Bool
    /// For a right answer after wrong ones: how many, and whether the word comes back this session
    /// (``ChallengesViewModel/correction``); `nil` reads as one miss, the word coming back.
    public var correction: Correction?

    /// A view of `outcome` with `score`; `withholdsAnswer` keeps a wrong answer's accepted answers back.
    public init(outcome: AnswerOutcome, score: ScoreView, withholdsAnswer: Bool = false, correction: Correction? = nil) {
        self.outcome = outcome
        self.score = score
        self.withholdsAnswer = withholdsAnswer
        self.correction = correction
    }

    /// "Missed once, so not scored: it comes back later." or, when the session cannot bring it back, that
    /// `kuchi review` does (its card was graded Again).
    static func missedNote(_ correction: Correction?) -> String {
        let tries = correction?.wrongTries ?? 1
        let missed = tries <= 1 ? "Missed once" : "Missed \(tries) times"
        let back = correction?.comesBackThisSession ?? true
            ? "it comes back later." : "kuchi review brings it back (this session may end first)."
        return missed + (back.hasPrefix("it") ? ", so not scored: " : ", so not scored; ") + back
    }

    /// The text to print (empty when there is nothing to say).
    public func render(style: TextStyle) -> String {
        switch outcome {
        case let .correct(challenge, verdict):
            return conversion(verdict, style) + style.success("✓ Correct!") + " " + explanation(challenge, verdict) + "  "
                + score.render(style: style) + "\n"
        case let .corrected(challenge, verdict):
            return conversion(verdict, style) + style.success("✓ That's it.") + " " + explanation(challenge, verdict)
                + " " + style.muted(Self.missedNote(correction)) + "  " + score.render(style: style) + "\n"
        case let .wrong(challenge, verdict):
            let word = challenge.word.text.shownWord
            if withholdsAnswer {
                // The answer typed is on the line above: only that it is not right, and where help is.
                return conversion(verdict, style) + style.failure("✗ Not quite.") + partlyInKana(verdict)
                    + " Try again (:hint for a start, :skip to see the answer).  "
                    + score.render(style: style) + "\n"
            }
            var text = conversion(verdict, style) + style.failure("✗ Not quite:") + partlyInKana(verdict)
            // The same wrong text typed again: said so (the line is on screen above), so that it does not read as a new mistake.
            let typedBefore = verdict.pickedBefore && (challenge.kind != .choice || verdict.choiceNumber == nil)
                ? " That was tried already: not counted again." : ""
            if challenge.kind == .choice, verdict.choiceNumber == nil {
                // A meaning typed, past its first try: the right choice shown, as a meaning question shows its answers.
                text += " \(word) means “\(verdict.expected.shownMeaning)”, not “\(SafeText.singleLine(verdict.given.abbreviated()))”."
                    + " Type \(challenge.correctIndex + 1) to go on." + typedBefore + "  "
            } else if challenge.kind == .choice {
                // The same wrong choice again: said so, so that it does not read as a new mistake.
                text += verdict.pickedBefore
                    ? " “\(SafeText.singleLine(verdict.given.abbreviated()))” was tried already: \(word) does not mean it. Try another choice.  "
                    : " \(word) does not mean “\(SafeText.singleLine(verdict.given.abbreviated()))”. Try again.  "
            } else {
                let accepted = String.shownMeanings(verdict.accepted)
                // "how much?" ends its own sentence: no "." after it.
                let ended = accepted.last.map { ".?!…。？！".contains($0) } ?? false
                text += " accepted answers: " + accepted + (ended ? "" : ".") + " Type one to go on." + typedBefore + "  "
            }
            return text + score.render(style: style) + "\n"
        case let .missed(challenge, verdict):
            return conversion(verdict, style) + style.failure("✗ Not quite:") + " you answered “"
                + SafeText.singleLine(verdict.given.abbreviated()) + "”;" + partlyInKana(verdict) + " " + explanation(challenge, verdict) + " "
                + style.muted("It comes back later.") + "  " + score.render(style: style) + "\n"
        case let .otherQuestion(challenge, verdict):
            let asked = switch challenge.kind {
            case .reading: "its reading, in kana or romaji"
            case .choice: "its meaning: a choice's number, or the meaning in English"
            case .word: "the Japanese word, in kana or romaji"
            case .meaning, .flashcard: "its meaning, in English"
            }
            return conversion(verdict, style) + "“\(SafeText.singleLine(verdict.given.abbreviated()))” answers another question: "
                + "this one asks for \(asked). Not counted; try again.\n"
        case let .ambiguousSlip(_, slip):
            return slip.sentence { "“\(SafeText.singleLine($0.abbreviated()))”" } + " Not counted.\n"
        case let .spellsOtherWord(_, spelling):
            return spelling.sentence(quoted: { "“\(SafeText.singleLine($0.abbreviated()))”" }, plain: SafeText.singleLine) + " Not counted.\n"
        case let .unreadableRomaji(typed, kana):
            return "“\(SafeText.singleLine(typed.abbreviated()))” does not read as kana (it gives “\(SafeText.singleLine(kana.abbreviated()))”): "
                + "type the Japanese in kana or romaji. Not counted.\n"
        case let .outOfRange(choices):
            return "Choose a number from 1 to \(choices), or type the meaning.\n"
        case .notAnswering:
            return ""
        }
    }

    /// " Right reading; written 土曜日 in full." when a word was typed with some of its kanji in kana (土よう日).
    private func partlyInKana(_ verdict: Verdict) -> String {
        guard let form = verdict.partlyInKana else { return "" }
        return " Right reading; written \(SafeText.singleLine(form)) in full."
    }

    /// "neko → ねこ", when typed romaji was read as kana.
    private func conversion(_ verdict: Verdict, _ style: TextStyle) -> String {
        guard let kana = verdict.typedKana else { return "" }
        return style.muted(SafeText.singleLine(verdict.given.abbreviated()) + " → " + SafeText.singleLine(kana.abbreviated())) + "\n"
    }

    private func explanation(_ challenge: Challenge, _ verdict: Verdict) -> String {
        let word = challenge.word
        let text = word.text.shownWord
        let reading = word.reading.shownWord
        switch challenge.kind {
        case .choice, .meaning, .flashcard:
            let typo = verdict.judgement == .typo ? "(typo forgiven) " : ""
            return "\(typo)\(text) means “\(verdict.expected.shownMeaning)”."
        case .reading:
            // The reading accepted, and the others the bank holds for the word (明日: あした, あす, みょうにち).
            let matched = verdict.accepted.contains(verdict.expected) ? verdict.expected : word.reading
            let others = verdict.accepted.filter { $0 != matched }.map { SafeText.singleLine($0) }
            let also = others.isEmpty ? "" : "; also \(Self.list(others))"
            return "\(text) is read \(SafeText.singleLine(matched)) (\(SafeText.singleLine(word.pronunciation(of: matched))))\(also)."
        case .word:
            let written = word.hasDistinctWrittenForm ? "\(text) (\(reading))" : text
            // The meanings the question showed, all of them: "“as expected; after all” is やっぱり".
            let asked = String.shownMeanings(word.promptedMeanings)
            guard let synonym = verdict.synonym else { return "“\(asked)” is \(written)." }
            if synonym.text == word.text {   // the same word, held with another reading
                return "“\(asked)” is \(written), also read \(SafeText.singleLine(synonym.reading))."
            }
            let other = synonym.hasDistinctWrittenForm
                ? "\(SafeText.singleLine(synonym.text)) (\(SafeText.singleLine(synonym.reading)))" : SafeText.singleLine(synonym.text)
            return "\(other) means that too; the word asked for was \(written)."
        }
    }
}

extension FeedbackView {
    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// The score as `correct/questionsPerSession`.
public struct ScoreView: Equatable {
    /// Correct answers so far.
    public var correct: Int
    /// Correct answers that end the session.
    public var target: Int

    /// A score of `correct` out of `target`.
    public init(correct: Int, target: Int) {
        self.correct = correct
        self.target = target
    }

    /// The score of a session.
    public init(_ score: Score) {
        self.init(correct: score.correct, target: score.target)
    }

    /// `Score: 2/5`, never broken between its two words when a long line is wrapped (``SoftWrap/unbreakableSpace``).
    public func render(style: TextStyle) -> String {
        style.muted("Score:") + SoftWrap.unbreakableSpace + "\(correct)/\(target)"
    }
}
