import Foundation
import Observation

/// One practice session, whole: the current challenge, the answers so far, the score, and whether the
/// session is over; and every rule of it, so that any front end only reads lines and renders this state.
///
/// The state changes only through intents: ``start()``, ``resume(_:)``, ``submit(_:)`` (one typed line,
/// a command or an answer), ``answer(_:)``, ``showHint()``, ``skip()``, ``end()`` and ``restart()``.
/// Every answer is committed to the ``WordBank`` before the state moves on, so what the learner sees
/// has always been saved. Changes to ``environment`` apply from the next session on.
@Observable
public final class ChallengesViewModel {
    // MARK: - State

    /// The settings the next session will use.
    public var environment: EnvironmentValues
    /// The challenge being asked, or `nil` before the start and after the end.
    public private(set) var challenge: Challenge?
    /// What the last line or intent did, for a view to render once; `nil` before the first.
    public private(set) var feedback: SessionFeedback?
    /// The outcome of the last answer this session (kept while commands come and go).
    public private(set) var lastOutcome: AnswerOutcome?
    /// The hint shown for the current challenge, if one was asked for.
    public private(set) var hint: Hint?
    /// What went wrong with the last line, or `nil` when it was acted on.
    public private(set) var lastError: SessionProblem?
    /// The score as the learner sees it, counting the interrupted session this one continues.
    public private(set) var score = Score(correct: 0, target: 0, wrong: 0)
    /// The summary of the session, once it has ended (counting the interrupted session it continues).
    public private(set) var summary: SessionSummary?
    /// Whether the session has ended (completed or left early).
    public private(set) var isFinished = false
    /// Whether the learner asked to leave (`:quit` or the end of input), rather than finishing.
    public private(set) var hasLeft = false
    /// The interrupted session this session continues, if it was resumed.
    public private(set) var continued: InterruptedSession?
    /// Correct answers this session (not counting an interrupted session it continues).
    public private(set) var correctCount = 0
    /// Wrong tries this session.
    public private(set) var wrongCount = 0
    /// Challenges skipped this session.
    public private(set) var skippedCount = 0
    /// The number of correct answers that ends this session (the questions left, when resumed).
    public private(set) var target = 0
    /// The number of correct answers asked for, before a small bank cut it down.
    public private(set) var requestedTarget = 0
    /// How this session is answered.
    public private(set) var mode = AnswerMode.choice
    /// Choices per multiple-choice challenge this session.
    public private(set) var choiceCount = ChoicesPerChallengeKey.defaultValue
    /// How many words the bank held when this session started (counted up to 101, which is more than any session needs).
    public private(set) var wordCount = 0

    /// All answers given this session, correct or not.
    public var answeredCount: Int { correctCount + wrongCount }
    /// The 1-based number of the question on screen, counting an interrupted session this one continues.
    public var questionNumber: Int { score.correct + 1 }
    /// Whether the bank has fewer words than the session asked for, so the session is shorter.
    public var isShortOfWords: Bool { target < requestedTarget }

    // MARK: - Dependencies

    private let bank: any WordBank
    private let profileID: Int64
    private let seed: UInt64?
    private var rng: AnyRandomNumberGenerator
    private let now: @Sendable () -> Date

    private var generator: ChallengeGenerator?
    private var sessionID: Int64?
    private var startedAt = Date.distantPast
    private var askedAt = Date.distantPast
    private var answeredWordIDs: Set<Int64> = []
    /// Meanings of the words shown this session, which a typo must not be closer to.
    private(set) var sessionMeanings: [String] = []

    /// Creates a view model for one learner.
    /// - Parameters:
    ///   - seed: makes every choice of word and order reproducible; `nil` uses the system generator.
    ///   - now: the clock, injected so tests are exact.
    public init(bank: any WordBank, profileID: Int64, environment: EnvironmentValues, seed: UInt64? = nil,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.bank = bank
        self.profileID = profileID
        self.environment = environment
        self.seed = seed
        self.rng = seed.map { AnyRandomNumberGenerator(SeededRandomNumberGenerator(seed: $0)) }
            ?? AnyRandomNumberGenerator(SystemRandomNumberGenerator())
        self.now = now
    }

    // MARK: - Intents

    /// Starts a new session with the current ``environment`` and shows its first challenge.
    /// - Throws: ``PracticeError/emptyWordBank`` when there is nothing to practise; storage errors.
    public func start() throws {
        try begin(questions: environment.questionsPerSession, continuing: nil)
    }

    /// Takes up an interrupted session: a new session of the questions it had left, shown and scored as
    /// its continuation ("Question 3 of 5" after two correct answers). The interrupted session keeps its
    /// answers. A session with nothing left to resume starts anew.
    public func resume(_ interrupted: InterruptedSession) throws {
        guard interrupted.canResume else { return try start() }
        try begin(questions: interrupted.questionsLeft, continuing: interrupted)
    }

    private func begin(questions: Int, continuing interrupted: InterruptedSession?) throws {
        let mode = environment.answerMode
        let choiceCount = environment.choicesPerChallenge
        let prepared = try bank.lookingUp { lookup -> (ChallengeGenerator, Challenge?)? in
            guard var generator = try ChallengeGenerator(lookup: lookup) else { return nil }
            let first = try generator.next(mode: mode, choiceCount: choiceCount, excluding: [], in: lookup, using: &rng)
            return (generator, first)
        }
        guard let (generator, first) = prepared else { throw PracticeError.emptyWordBank }
        let target = min(questions, generator.wordCount)
        let startedAt = now()
        let sessionID = try bank.beginSession(profileID: profileID, target: target, seed: seed, at: startedAt)

        self.generator = generator
        self.sessionID = sessionID
        self.target = target
        requestedTarget = questions
        self.mode = mode
        self.choiceCount = choiceCount
        self.wordCount = generator.wordCount
        self.startedAt = startedAt
        continued = interrupted
        askedAt = startedAt
        correctCount = 0
        wrongCount = 0
        skippedCount = 0
        answeredWordIDs = []
        summary = nil
        isFinished = false
        hasLeft = false
        feedback = nil
        lastOutcome = nil
        lastError = nil
        sessionMeanings = []
        updateScore()
        show(first)
    }

    /// Answers the current challenge with a typed line: a choice number, a meaning, a reading or a word.
    ///
    /// A correct answer moves to the next challenge (or ends the session); a wrong one keeps the same
    /// challenge so the learner can try again. Either is committed before this returns. An answer to the
    /// other question (the reading when the meaning was asked) is not counted and not recorded.
    /// ``lastOutcome`` and ``feedback`` hold the outcome afterwards.
    @discardableResult
    public func answer(_ input: String) throws -> AnswerOutcome {
        let outcome = try judgeAndRecord(input)
        lastError = nil
        if outcome != .notAnswering { lastOutcome = outcome }
        feedback = .outcome(outcome)
        return outcome
    }

    private func judgeAndRecord(_ input: String) throws -> AnswerOutcome {
        guard let challenge, let sessionID, !isFinished else { return .notAnswering }
        var verdict: Verdict
        switch AnswerJudge.judge(input, for: challenge, competitors: sessionMeanings) {
        case .empty: return .notAnswering
        case let .outOfRange(choices): return .outOfRange(choices: choices)
        case let .unreadableRomaji(kana): return .unreadableRomaji(typed: input, kana: kana)
        case let .answer(judged): verdict = judged
        }
        if challenge.kind == .word, !verdict.judgement.isCorrect, let synonym = try synonym(typed: input, for: challenge.word) {
            verdict.judgement = .normalised
            verdict.synonym = synonym
        }
        if verdict.answersOtherQuestion { return .otherQuestion(challenge, verdict) }
        let answeredAt = now()
        try bank.recordAnswer(AnswerRecord(
            sessionID: sessionID, wordID: challenge.word.id, mode: challenge.kind, given: verdict.given,
            expected: verdict.expected, judgement: verdict.judgement, hintUsed: hint != nil,
            elapsed: Self.elapsed(from: askedAt, to: answeredAt), answeredAt: answeredAt))
        askedAt = answeredAt

        guard verdict.judgement.isCorrect else {
            wrongCount += 1
            updateScore()
            return .wrong(challenge, verdict)
        }
        correctCount += 1
        updateScore()
        answeredWordIDs.insert(challenge.word.id)
        if correctCount >= target {
            try finish(.completed)
        } else {
            try advance()
        }
        return .correct(challenge, verdict)
    }

    /// Shows a hint for the current challenge (``hint``): at a multiple-choice question, half of the wrong
    /// choices struck out; otherwise the first kana of the reading, or the first letter of the meaning
    /// when a meaning is asked. Answers given after it are recorded as helped by a hint.
    public func showHint() {
        guard let challenge, !isFinished else { return reject(.noChallenge) }
        let shown = hint ?? Self.hint(for: challenge, using: &rng)
        hint = shown
        lastError = nil
        feedback = .hint(shown)
    }

    private static func hint(for challenge: Challenge, using rng: inout AnyRandomNumberGenerator) -> Hint {
        let wrongChoices = challenge.choices.indices.filter { $0 != challenge.correctIndex }
        // Strike out half the wrong choices (rounded up), always leaving one beside the right answer.
        let struck = min((wrongChoices.count + 1) / 2, wrongChoices.count - 1)
        if challenge.kind == .choice, struck > 0 {
            return .ruledOut(wrongChoices.shuffled(using: &rng).prefix(struck).sorted())
        }
        let word = challenge.word
        switch challenge.kind {
        case .reading, .word: return .startsWith(word.readings.first?.first.map(String.init) ?? "")
        case .choice, .meaning:
            let meaning = MeaningMatcher.normalize(word.primaryMeaning)
            return .startsWith((meaning.isEmpty ? word.primaryMeaning : meaning).first.map(String.init) ?? "")
        }
    }

    /// Leaves the current challenge unanswered and shows another.
    public func skip() throws {
        guard let challenge, !isFinished else { return reject(.noChallenge) }
        skippedCount += 1
        try advance(alsoExcluding: challenge.word.id)
        askedAt = now()
        lastError = nil
        feedback = .skipped(challenge.word)
    }

    /// Ends the session before its target, keeping every answer given so far: the learner leaves.
    public func end() throws {
        if sessionID != nil, !isFinished { try finish(.endedEarly) }
        hasLeft = true
        feedback = .left
    }

    /// Ends the current session if it is still running and starts a new one with the current settings.
    public func restart() throws {
        try end()
        try start()
    }

    /// Records that a line could not be acted on.
    func reject(_ problem: SessionProblem) {
        lastError = problem
        feedback = .problem(problem)
    }

    /// Records a line's feedback that changed nothing else.
    func acknowledge(_ shown: SessionFeedback) {
        lastError = nil
        feedback = shown
    }

    // MARK: - Helpers

    /// Another word of the bank that `input` names and that has one of the meanings `word` was asked by.
    private func synonym(typed input: String, for word: Word) throws -> Word? {
        let trimmed = input.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var forms = [trimmed.precomposedStringWithCompatibilityMapping]
        forms += ReadingMatcher.romajiSpellings(trimmed)
        forms += forms.map(KanaScript.katakana)   // loanwords are stored in katakana
        var seen = Set<String>()
        forms = forms.filter { !$0.isEmpty && seen.insert($0).inserted }
        let asked = Set(MeaningMatcher.acceptedGlosses(word.promptedMeanings).map(MeaningMatcher.normalize))
        let candidates = try bank.lookingUp { try $0.words(writtenAs: forms, limit: Self.synonymCandidates) }
        return candidates.first { candidate in
            guard candidate.id != word.id,
                  MeaningMatcher.acceptedGlosses(candidate.meanings).contains(where: { asked.contains(MeaningMatcher.normalize($0)) }) else {
                return false
            }
            let asCandidate = Challenge(word: candidate, kind: .word, choices: [], correctIndex: 0)
            if case let .answer(verdict) = AnswerJudge.judge(input, for: asCandidate) { return verdict.judgement.isCorrect }
            return false
        }
    }

    /// Words looked at as possible synonyms of a wrong answer.
    private static let synonymCandidates = 16

    private func show(_ next: Challenge?) {
        challenge = next
        hint = nil
        if let next { sessionMeanings += next.word.meanings + next.choices }
    }

    private func advance(alsoExcluding skipped: Int64? = nil) throws {
        var excluded = answeredWordIDs
        if let skipped, excluded.count + 1 < wordCount { excluded.insert(skipped) }
        guard var generator else { return }
        let next = try bank.lookingUp { lookup in
            try generator.next(mode: mode, choiceCount: choiceCount, excluding: excluded, in: lookup, using: &rng)
        }
        self.generator = generator
        if let next {
            show(next)
        } else {
            try finish(.endedEarly)
        }
    }

    private func finish(_ status: SessionStatus) throws {
        let endedAt = now()
        if let sessionID { try bank.endSession(id: sessionID, status: status, at: endedAt) }
        isFinished = true
        show(nil)
        let before = continued ?? InterruptedSession(target: 0, correct: 0, wrong: 0)
        summary = SessionSummary(target: before.correct + target, correct: before.correct + correctCount,
                                 wrong: before.wrong + wrongCount, skipped: skippedCount,
                                 duration: Self.elapsed(from: startedAt, to: endedAt), status: status)
    }

    private func updateScore() {
        let before = continued ?? InterruptedSession(target: 0, correct: 0, wrong: 0)
        score = Score(correct: before.correct + correctCount, target: before.correct + target, wrong: before.wrong + wrongCount)
    }

    /// The time between two clock readings, never negative (the clock may jump back).
    static func elapsed(from start: Date, to end: Date) -> Duration {
        .milliseconds(max(0, Int64((end.timeIntervalSince(start) * 1000).rounded())))
    }
}
