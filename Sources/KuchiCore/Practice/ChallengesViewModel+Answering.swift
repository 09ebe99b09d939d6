import Foundation

/// Answers: judging a line, grading the card, and what the session does next.
extension ChallengesViewModel {
    /// Answers the current challenge with a typed line: a choice number, a meaning, a reading or a word.
    ///
    /// The first answer to a challenge grades its card (wrong → Again; right after a hint → Hard;
    /// right → Good). A wrong answer keeps the challenge so the learner can try again (the first wrong try
    /// at a typed question, or typed at a choice question, keeps its accepted answers back: ``withholdsAnswer``); a right one after
    /// it is recorded but not scored, and the word comes back later in the session. A right first answer
    /// scores and moves on (or ends the session). Each is committed, with its card, before this returns.
    /// An answer to the other question is not counted and not recorded.
    @discardableResult
    public func answer(_ input: String) throws -> AnswerOutcome {
        let firstTry = !missedCurrent
        correction = nil
        let outcome = try judgeAndRecord(input)
        lastError = nil
        if case let .wrong(challenge, verdict) = outcome {
            // A choice picked (by its number, or typed out whole) shows nothing kept back; a meaning typed at a choice
            // question is a typed answer, kept back at its first try as at a meaning question.
            withholdsAnswer = firstTry && (challenge.kind != .choice || verdict.choiceNumber == nil)
        } else {
            withholdsAnswer = false
        }
        if outcome != .notAnswering { lastOutcome = outcome }
        feedback = .outcome(outcome)
        return outcome
    }

    /// Judges `input` for the challenge on screen as ``answer(_:)`` would, recording nothing; `nil` when no
    /// challenge is on screen. The bank's other words written as the word, the dictionary (``EnvironmentValues/dictionary``)
    /// and, at a word question, another word of the bank with the meaning asked all count.
    public func judge(_ input: String) throws -> AnswerJudge.Reading? {
        guard let challenge, !isFinished else { return nil }
        return try judge(input, at: challenge)
    }

    /// Judges `input` as an answer to `challenge`, as ``judge(_:)`` does for the challenge on screen.
    func judge(_ input: String, at challenge: Challenge) throws -> AnswerJudge.Reading {
        // `1.` or `1)` at a choice question is the choice's number, as ` 1 ` is.
        let input = challenge.kind == .choice ? ChoiceNumberInput.normalized(input) : input
        let reading = AnswerJudge.judge(input, for: challenge, competitors: sessionMeanings, sameWritten: try sameWritten(as: challenge),
                                        dictionary: environment.dictionary)
        guard case var .answer(verdict) = reading else { return reading }
        // A lone n read as ん whose line as typed is another word of the bank's reading: not judged (LoneNSpelling).
        if verdict.judgement.isCorrect, let asTyped = verdict.loneNKana, let other = try otherWord(readAs: asTyped, besides: challenge.word) {
            let typed = input.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            verdict.spellsOtherWord = LoneNSpelling(typed: typed, asTyped: asTyped, otherWord: other.text, meant: verdict.expected)
            return .answer(verdict)
        }
        // A word of the bank is named before a word of the dictionary: the learner's own, written as they study it.
        guard challenge.kind == .word, !verdict.judgement.isCorrect || verdict.synonym != nil,
              let synonym = try synonym(typed: input, for: challenge.word) else {
            return reading
        }
        verdict.judgement = .normalised
        verdict.synonym = SynonymWord(synonym)
        return .answer(verdict)
    }

    /// Another word of the bank than `word` read (or written) `kana`, in hiragana or katakana: 記念 for きねん.
    private func otherWord(readAs kana: String, besides word: Word) throws -> Word? {
        let forms = Array(Set([kana, KanaScript.katakana(kana)])).sorted()
        return try bank.lookingUp { try $0.words(writtenAs: forms, limit: 4) }.first { $0.id != word.id }
    }

    private func judgeAndRecord(_ input: String) throws -> AnswerOutcome {
        guard let challenge, sessionID != nil, !isFinished, let reading = try judge(input) else { return .notAnswering }
        let missed = lastMissed
        lastMissed = nil
        if let missed, missed != challenge, let verdict = try rightAnswer(input, to: missed, unlessRightFor: reading) {
            // A review's miss: one wrong try, and the card's relearning step brings it back.
            correction = Correction(wrongTries: 1, comesBackThisSession: true)
            return .corrected(missed, verdict)
        }
        let verdict: Verdict
        switch reading {
        case .empty: return .notAnswering
        case let .outOfRange(choices): return .outOfRange(choices: choices)
        case let .unreadableRomaji(kana): return .unreadableRomaji(typed: input, kana: kana)
        case let .answer(judged): verdict = judged
        }
        if let spelling = verdict.spellsOtherWord { return .spellsOtherWord(challenge, spelling) }
        if verdict.answersOtherQuestion { return .otherQuestion(challenge, verdict) }
        // An ambiguous slip is typed again once; a second one at the same question is a wrong answer like any other.
        if !verdict.judgement.isCorrect, let slip = verdict.slip, !slippedOnScreen {
            slippedOnScreen = true
            return .ambiguousSlip(challenge, slip)
        }
        let correct = verdict.judgement.isCorrect
        // The same wrong choice picked, or the same wrong text typed, again is no new try: shown wrong again, recorded once.
        let pick = correct ? nil : Self.wrongChoice(in: verdict, of: challenge)
        let text = correct || pick != nil ? nil : Self.triedTextKey(verdict)
        if !correct, pick.map(wrongPicks.contains) ?? text.map(wrongTexts.contains) ?? false {
            var again = verdict
            again.pickedBefore = true
            return .wrong(challenge, again)
        }
        let rating: Rating? = missedCurrent ? nil : (correct ? (hint != nil ? .hard : .good) : .again)
        try record(challenge, given: verdict.given, expected: verdict.expected, judgement: verdict.judgement,
                   rating: rating, counts: !missedCurrent)
        if !correct {
            missedCurrent = true
            wrongTriesOnScreen += 1
            if let pick, !wrongPicks.contains(pick) { wrongPicks.append(pick) }
            if let text, !wrongTexts.contains(text) { wrongTexts.append(text) }
            // A review moves on at once: the card's relearning step brings it back, so a miss costs one answer.
            if reviewQueue != nil, rating != nil {
                try advance()
                lastMissed = challenge
                return .missed(challenge, verdict)
            }
            return .wrong(challenge, verdict)
        }
        if rating == nil {
            let tries = wrongTriesOnScreen
            let comesBack = try moveOnAfterMiss(challenge)
            correction = Correction(wrongTries: tries, comesBackThisSession: comesBack)
            return .corrected(challenge, verdict)
        }
        try scoreAndMoveOn(challenge)
        return .correct(challenge, verdict)
    }

    /// The verdict on `input` as an answer to `missed` (the challenge just missed in a review) when it is
    /// right for it and not for the challenge on screen (whose reading is `current`), and not a choice's
    /// number; otherwise `nil`.
    private func rightAnswer(_ input: String, to missed: Challenge, unlessRightFor current: AnswerJudge.Reading) throws -> Verdict? {
        if case let .answer(verdict) = current, verdict.judgement.isCorrect, !verdict.answersOtherQuestion { return nil }
        // A number names a choice on screen, never one of the challenge gone.
        guard case let .answer(verdict) = try judge(input, at: missed), verdict.choiceNumber == nil,
              verdict.judgement.isCorrect, !verdict.answersOtherQuestion, verdict.spellsOtherWord == nil else { return nil }
        return verdict
    }

    /// The wrong choice a wrong answer at a multiple-choice question named: picked by its number, or its
    /// text typed out (``AnswerJudge`` gives a choice typed out its number).
    private static func wrongChoice(in verdict: Verdict, of challenge: Challenge) -> Int? {
        guard challenge.kind == .choice, let index = verdict.choiceNumber.map({ $0 - 1 }), index != challenge.correctIndex,
              challenge.choices.indices.contains(index) else { return nil }
        return index
    }

    /// What makes a typed wrong answer the same as an earlier one at the question: its text as the judge compares
    /// meanings (``MeaningMatcher/normalize(_:)``: case, spaces, punctuation and notes aside), the kana that romaji became.
    /// Only ever compared between wrong answers, so a right answer is never taken for a repeat.
    private static func triedTextKey(_ verdict: Verdict) -> String {
        MeaningMatcher.normalize(verdict.typedKana ?? verdict.given)
    }

    /// Stores one answer with its card's new memory (when `rating` grades it), in one transaction.
    func record(_ challenge: Challenge, given: String, expected: String, judgement: Judgement, rating: Rating?,
                counts: Bool) throws {
        guard let sessionID else { return }
        let state = snapshot()
        let answeredAt = now()
        let kind = CardKind(challenge.kind)
        let wordID = challenge.word.id
        let record = AnswerRecord(
            sessionID: sessionID, wordID: wordID, mode: challenge.kind, given: given, expected: expected,
            judgement: judgement, hintUsed: hint != nil, elapsed: Self.elapsed(from: askedAt, to: answeredAt),
            answeredAt: answeredAt, rating: rating, counts: counts)
        let id: Int64
        if let rating {
            // Graded by the bank from the card as it holds it when the answer is stored: another session of
            // the same learner may have answered the card since this one last read it.
            let fsrs = fsrs, profileID = profileID
            let stored = try bank.recordAnswer(record, grading: CardGrading(profileID: profileID, wordID: wordID, kind: kind) { previous in
                let memory = fsrs.review(previous ?? .new(due: answeredAt), rating: rating, at: answeredAt,
                                         profileID: profileID, wordID: wordID, kind: kind)
                var mark = ReviewMark()
                return (memory, mark.recall(before: previous, at: answeredAt, scheduler: fsrs))
            })
            id = stored.id
            // A card taught this session spent the day's budget at its lesson, and the queue leaves it alone
            // until its quiz: the lesson's own exposure is not the queue's to schedule.
            let taught = taughtCards.contains(ReviewQueue.CardKey(wordID: wordID, kind: kind))
            if judgement != .taught {
                reviewQueue?.graded(wordID: wordID, kind: kind, wasNew: stored.before == nil && !taught,
                                    wasReview: stored.recall != nil && !taught, missed: rating == .again, now: stored.memory)
            }
        } else {
            id = try bank.recordAnswer(record)
        }
        askedAt = answeredAt
        rememberForUndo(state, answerID: id, challenge: challenge, given: given,
                        count: judgement.isCorrect ? (counts ? .correct : .none) : .wrong)
        if !judgement.isCorrect {
            wrongCount += 1
            updateScore()
        }
        if let rating {
            lastGraded = GradedAnswer(answerID: id, challenge: challenge, rating: rating,
                                      answeredAt: answeredAt, hintUsed: hint != nil, given: given)
        }
    }

    /// A right first answer: it scores, and the next challenge (or the end) follows.
    func scoreAndMoveOn(_ challenge: Challenge) throws {
        correctCount += 1
        updateScore()
        answeredWordIDs.insert(challenge.word.id)
        // A random session ends at its number of right answers; a review when nothing is left to ask.
        if reviewQueue == nil, correctCount >= target {
            try finish(.completed)
        } else {
            try advance()
        }
    }

    /// A right answer after a wrong one: not scored; in a random session the word comes back after a few
    /// other questions, or sooner when the session has no more room (a review session brings it back through
    /// its learning step). Returns whether it is sure to come back before the session ends: in a random
    /// session, when the right answers still needed are at least the missed words waiting (this one among
    /// them), and at least 2 (the next question is another word, and it may end the session).
    @discardableResult
    func moveOnAfterMiss(_ challenge: Challenge) throws -> Bool {
        var comesBack = true
        if reviewQueue == nil {
            missedWords.append(MissedWord(word: challenge.word, kind: challenge.kind, returnsAt: shownCount + MissedWord.gap))
            comesBack = target - correctCount >= max(missedWords.count, 2)
        }
        try advance()
        return comesBack
    }

    /// Shows a hint for the current challenge (``hint``): at a multiple-choice question, half of the wrong
    /// choices struck out (never one the learner already picked: that one is known wrong); otherwise the
    /// first kana of the reading, or the first letter of the meaning when a meaning is asked. Asked again at the same
    /// question, it tells more (``moreHint(after:for:pickedWrong:using:)``), or says there is no more
    /// (``SessionProblem/noMoreHints``). Answers given after it are recorded as helped by a hint (graded Hard).
    public func showHint() {
        guard let challenge, !isFinished else { return reject(.noChallenge) }
        // A flashcard revealed shows its answer whole: a hint now would only mark the grade as helped.
        if challenge.kind == .flashcard, isRevealed { return reject(.answerShown) }
        let shown: Hint
        if let earlier = hint {
            guard let more = Self.moreHint(after: earlier, for: challenge, pickedWrong: wrongPicks, using: &rng) else {
                return reject(.noMoreHints)
            }
            shown = more
        } else {
            shown = Self.hint(for: challenge, pickedWrong: wrongPicks, using: &rng)
        }
        hint = shown
        lastError = nil
        feedback = .hint(shown)
    }

    /// The hint for `challenge` once the learner has picked the wrong choices `pickedWrong`.
    static func hint(for challenge: Challenge, pickedWrong: [Int] = [], using rng: inout AnyRandomNumberGenerator) -> Hint {
        let wrongChoices = challenge.choices.indices.filter { $0 != challenge.correctIndex }
        let unpicked = wrongChoices.filter { !pickedWrong.contains($0) }
        // Strike out half the wrong choices (rounded up), from those not picked yet, always leaving one of
        // them beside the right answer; with none left to strike, the first letter instead.
        let struck = min((wrongChoices.count + 1) / 2, unpicked.count - 1)
        if challenge.kind == .choice, struck > 0 {
            return .ruledOut(unpicked.shuffled(using: &rng).prefix(struck).sorted())
        }
        return .startsWith(startingText(of: challenge).first.map(String.init) ?? "")
    }

    /// The hint after `earlier` at the same question: one more wrong choice struck out, while another is left beside
    /// the right one (then the first letter of the answer); or one more letter (kana) of the answer, while the hint
    /// stays shorter than the whole answer. `nil` when there is no more to tell without giving the answer away.
    static func moreHint(after earlier: Hint, for challenge: Challenge, pickedWrong: [Int],
                         using rng: inout AnyRandomNumberGenerator) -> Hint? {
        switch earlier {
        case let .ruledOut(struck):
            let left = challenge.choices.indices.filter { $0 != challenge.correctIndex && !pickedWrong.contains($0) && !struck.contains($0) }
            guard left.count > 1, let next = left.randomElement(using: &rng) else {
                return startingText(of: challenge).first.map { .startsWith(String($0)) }
            }
            return .ruledOut((struck + [next]).sorted())
        case let .startsWith(start):
            let whole = startingText(of: challenge)
            guard whole.hasPrefix(start), start.count + 1 < whole.count else { return nil }
            return .startsWith(String(whole.prefix(start.count + 1)))
        }
    }

    /// The answer a starts-with hint gives the start of: the reading, or the meaning as shown (lower case, without
    /// its notes, a leading "to" or article, which the judge never asks for; never with numbers as the judge folds
    /// them, "three" as 3).
    private static func startingText(of challenge: Challenge) -> String {
        let word = challenge.word
        switch challenge.kind {
        case .reading, .word: return word.readings.first ?? ""
        case .choice, .meaning, .flashcard:
            var words = MeaningMatcher.withoutNotes(word.primaryMeaning.lowercased()).split(whereSeparator: \.isWhitespace)
            if words.count > 1, ["to", "a", "an", "the"].contains(words[0]) { words.removeFirst() }
            let meaning = words.joined(separator: " ")
            return meaning.isEmpty ? word.primaryMeaning : meaning
        }
    }

    /// At a reading question, the other words of the bank written as its word (明日 あす beside 明日 あした),
    /// whose readings may count too (``AnswerJudge/acceptedReadings(for:sameWritten:dictionary:known:)``); one index look-up,
    /// made once per screen (a second try at the same question reads what the first read).
    func sameWritten(as challenge: Challenge) throws -> [Word] {
        guard challenge.kind == .reading else { return [] }
        let word = challenge.word
        if let kept = sameWrittenOnScreen, kept.screenID == screenID, kept.word == word { return kept.words }
        let texts = [word.text] + word.writtenForms
        let found = try bank.lookingUp { try $0.words(withText: texts, limit: 16) }.filter { $0.id != word.id }
        sameWrittenOnScreen = (screenID, word, found)
        return found
    }

    /// Another word of the bank that `input` names and that has one of the meanings `word` was asked by.
    private func synonym(typed input: String, for word: Word) throws -> Word? {
        let trimmed = input.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var forms = [trimmed.precomposedStringWithCompatibilityMapping]
        forms += ReadingMatcher.romajiSpellings(trimmed)
        forms += forms.map(KanaScript.katakana)   // loanwords are stored in katakana
        var seen = Set<String>()
        forms = forms.filter { !$0.isEmpty && seen.insert($0).inserted }
        let candidates = try bank.lookingUp { try $0.words(writtenAs: forms, limit: 16) }
        return candidates.first { candidate in
            guard candidate.id != word.id, AnswerJudge.meansTheSame(candidate, as: word, dictionary: environment.dictionary) else {
                return false
            }
            let asCandidate = Challenge(word: candidate, kind: .word, choices: [], correctIndex: 0)
            if case let .answer(verdict) = AnswerJudge.judge(input, for: asCandidate) { return verdict.judgement.isCorrect }
            return false
        }
    }
}

/// What a right answer after wrong ones came to (``ChallengesViewModel/correction``).
public struct Correction: Equatable, Sendable {
    /// The wrong tries at the question before the right answer.
    public var wrongTries: Int
    /// Whether the word is asked again before the session ends (a random session that ends on its number of
    /// right answers first cannot bring it back).
    public var comesBackThisSession: Bool
}

/// A word missed in a random session, asked again once a few other questions have been shown.
struct MissedWord {
    /// Other questions shown before the word comes back.
    static let gap = 3
    var word: Word
    var kind: ChallengeKind
    /// The count of questions shown at which it comes back.
    var returnsAt: Int
}

/// The last answer that graded a card, kept so `:easy`, `:hard` or `:accept` can re-grade it.
struct GradedAnswer {
    var answerID: Int64
    var challenge: Challenge
    var rating: Rating
    var answeredAt: Date
    var hintUsed: Bool
    var given: String
}
