import Foundation
import Observation

/// One practice session: the current challenge, the answers so far, and whether the session is over.
///
/// The state changes only through intents: ``start()``, ``answer(_:)``, ``skip()``, ``end()`` and ``restart()``.
/// Every answer is committed to the ``WordBank`` before the state moves on, so what the learner sees
/// has always been saved. Changes to ``environment`` apply from the next session on.
@Observable
public final class ChallengesViewModel {
    // MARK: - State

    /// The settings the next session will use.
    public var environment: EnvironmentValues
    /// The challenge being asked, or `nil` before the start and after the end.
    public private(set) var challenge: Challenge?
    /// Correct answers this session.
    public private(set) var correctCount = 0
    /// Wrong tries this session.
    public private(set) var wrongCount = 0
    /// Challenges skipped this session.
    public private(set) var skippedCount = 0
    /// The number of correct answers that ends this session.
    public private(set) var target = 0
    /// How this session is answered.
    public private(set) var mode = AnswerMode.choice
    /// Choices per multiple-choice challenge this session.
    public private(set) var choiceCount = ChoicesPerChallengeKey.defaultValue
    /// Whether the session has ended (completed or left early).
    public private(set) var isFinished = false
    /// The summary of the session, once it has ended.
    public private(set) var summary: SessionSummary?
    /// How many words the bank held when this session started (counted up to 101, which is more than any session needs).
    public private(set) var wordCount = 0

    /// All answers given this session, correct or not.
    public var answeredCount: Int { correctCount + wrongCount }

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
    private var sessionMeanings: [String] = []
    /// Whether a hint was shown for the current challenge.
    private var hintUsed = false

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
        let mode = environment.answerMode
        let choiceCount = environment.choicesPerChallenge
        let prepared = try bank.lookingUp { lookup -> (ChallengeGenerator, Challenge?)? in
            guard var generator = try ChallengeGenerator(lookup: lookup) else { return nil }
            let first = try generator.next(mode: mode, choiceCount: choiceCount, excluding: [], in: lookup, using: &rng)
            return (generator, first)
        }
        guard let (generator, first) = prepared else { throw PracticeError.emptyWordBank }
        let target = min(environment.questionsPerSession, generator.wordCount)
        let startedAt = now()
        let sessionID = try bank.beginSession(profileID: profileID, target: target, seed: seed, at: startedAt)

        self.generator = generator
        self.sessionID = sessionID
        self.target = target
        self.mode = mode
        self.choiceCount = choiceCount
        self.wordCount = generator.wordCount
        self.startedAt = startedAt
        askedAt = startedAt
        correctCount = 0
        wrongCount = 0
        skippedCount = 0
        answeredWordIDs = []
        summary = nil
        isFinished = false
        sessionMeanings = []
        show(first)
    }

    /// Answers the current challenge with a typed line: a choice number, a meaning, a reading or a word.
    ///
    /// A correct answer moves to the next challenge (or ends the session); a wrong one keeps the same
    /// challenge so the learner can try again. Either is committed before this returns. An answer to the
    /// other question (the reading when the meaning was asked) is not counted and not recorded.
    @discardableResult
    public func answer(_ input: String) throws -> AnswerOutcome {
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
            expected: verdict.expected, judgement: verdict.judgement, hintUsed: hintUsed,
            elapsed: Self.elapsed(from: askedAt, to: answeredAt), answeredAt: answeredAt))
        askedAt = answeredAt

        guard verdict.judgement.isCorrect else {
            wrongCount += 1
            return .wrong(challenge, verdict)
        }
        correctCount += 1
        answeredWordIDs.insert(challenge.word.id)
        if correctCount >= target {
            try finish(.completed)
        } else {
            try advance()
        }
        return .correct(challenge, verdict)
    }

    /// A hint for the current challenge: the first kana of the reading (the first letter of the meaning
    /// when a meaning is asked). Answers given after it are recorded as helped by a hint.
    public func hint() -> String? {
        guard let challenge, !isFinished else { return nil }
        hintUsed = true
        switch challenge.kind {
        case .reading, .word: return challenge.word.readings.first?.first.map(String.init)
        case .choice, .meaning:
            let meaning = MeaningMatcher.normalize(challenge.word.primaryMeaning)
            return (meaning.isEmpty ? challenge.word.primaryMeaning : meaning).first.map(String.init)
        }
    }

    /// Leaves the current challenge unanswered and shows another.
    public func skip() throws {
        guard let challenge, !isFinished else { return }
        skippedCount += 1
        try advance(alsoExcluding: challenge.word.id)
        askedAt = now()
    }

    /// Ends the session before its target, keeping every answer given so far.
    public func end() throws {
        guard sessionID != nil, !isFinished else { return }
        try finish(.endedEarly)
    }

    /// Ends the current session if it is still running and starts a new one with the current settings.
    public func restart() throws {
        try end()
        try start()
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
        hintUsed = false
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
        summary = SessionSummary(target: target, correct: correctCount, wrong: wrongCount, skipped: skippedCount,
                                 duration: Self.elapsed(from: startedAt, to: endedAt), status: status)
    }

    /// The time between two clock readings, never negative (the clock may jump back).
    static func elapsed(from start: Date, to end: Date) -> Duration {
        .milliseconds(max(0, Int64((end.timeIntervalSince(start) * 1000).rounded())))
    }
}

/// What an answer did.
public enum AnswerOutcome: Equatable, Sendable {
    /// The answer was right; the challenge it answered.
    case correct(Challenge, Verdict)
    /// The answer was wrong; the same challenge stays.
    case wrong(Challenge, Verdict)
    /// The line answered the other question (the reading when the meaning was asked, or the reverse);
    /// nothing was recorded and the same challenge stays.
    case otherQuestion(Challenge, Verdict)
    /// The number named no choice; nothing was recorded.
    case outOfRange(choices: Int)
    /// Typed romaji did not convert completely into kana; nothing was recorded.
    case unreadableRomaji(typed: String, kana: String)
    /// There was nothing to answer, or nothing was typed; nothing was recorded.
    case notAnswering
}

/// Errors of a practice session.
public enum PracticeError: KuchiError, Equatable {
    /// The word bank has no words.
    case emptyWordBank

    public var description: String {
        switch self {
        case .emptyWordBank: "The word bank is empty: there is nothing to practise. Import a word list with `kuchi import FILE`, or start with a new database (--database PATH) to get the bundled JLPT N5 words."
        }
    }

    public var exitCode: KuchiExitCode { .dataError }
}
