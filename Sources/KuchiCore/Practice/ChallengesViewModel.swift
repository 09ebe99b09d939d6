import Foundation
import DequeModule
import HashTreeCollections
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
    /// The challenge being asked, or `nil` before the start, after the end and while a lesson is shown.
    public internal(set) var challenge: Challenge?
    /// The new word being taught before its first quiz (review sessions only), or `nil`.
    public internal(set) var lesson: Lesson?
    /// What the last line or intent did, for a view to render once; `nil` before the first.
    public internal(set) var feedback: SessionFeedback?
    /// The outcome of the last answer this session (kept while commands come and go).
    public internal(set) var lastOutcome: AnswerOutcome?
    /// Whether the last answer was a first wrong try whose retry is offered at a typed question (meaning,
    /// reading, word): its feedback says it is not right without giving the accepted answers away, so the
    /// retry is recall rather than copying (``Hint`` or ``skip()`` give help). A wrong retry, a skip, or
    /// any other answer reveals them.
    public internal(set) var withholdsAnswer = false
    /// After a right answer that followed wrong ones (``AnswerOutcome/corrected(_:_:)``): how many wrong tries it
    /// took and whether the word is asked again this session; `nil` after any other outcome.
    public internal(set) var correction: Correction?
    /// The hint shown for the current challenge, if one was asked for.
    public internal(set) var hint: Hint?
    /// What went wrong with the last line, or `nil` when it was acted on.
    public internal(set) var lastError: SessionProblem?
    /// The score as the learner sees it, counting the interrupted session this one continues.
    public internal(set) var score = Score(correct: 0, target: 0, wrong: 0)
    /// The summary of the session, once it has ended (counting the interrupted session it continues).
    public internal(set) var summary: SessionSummary?
    /// Whether the session has ended (completed or left early).
    public internal(set) var isFinished = false
    /// Whether the learner asked to leave (`:quit` or the end of input), rather than finishing.
    public internal(set) var hasLeft = false
    /// The interrupted session this session continues, if it was resumed.
    public internal(set) var continued: InterruptedSession?
    /// Correct answers this session (not counting an interrupted session it continues).
    public internal(set) var correctCount = 0
    /// Wrong tries this session.
    public internal(set) var wrongCount = 0
    /// Challenges skipped this session.
    public internal(set) var skippedCount = 0
    /// The number of correct answers that ends this session (the questions left, when resumed).
    public internal(set) var target = 0
    /// The number of correct answers asked for, before a small bank cut it down.
    public internal(set) var requestedTarget = 0
    /// How this session is answered.
    public internal(set) var mode = AnswerMode.choice
    /// Choices per multiple-choice challenge this session.
    public internal(set) var choiceCount = ChoicesPerChallengeKey.defaultValue
    /// How many words the bank held when this session started (counted up to 101, which is more than any session needs).
    public internal(set) var wordCount = 0
    /// The words this session draws from.
    public internal(set) var scope = WordScope()
    /// How this session chooses its words.
    public internal(set) var scheduler = SchedulerKind.random
    /// A review session's plan at its start (the cards due now and the new words left today); `nil` in a
    /// random session.
    public internal(set) var reviewPlan: ReviewPlan?
    /// In a review session with no new word left: the scope, when the learner has met every word of it (said
    /// once, with how to go on); `nil` otherwise.
    public internal(set) var scopeMet: ScopeMet?
    /// In a review that found nothing to ask: the reviews due now that `reviews_per_day` holds back for another day.
    public internal(set) var heldByReviewLimit = 0
    /// In a review that found nothing to ask: whether its scope still holds new words that `new_words_per_day`, used
    /// up today, keeps back (not the review limit, not a scope whose every word is met).
    public internal(set) var newWordsSpentToday = false
    /// In a random session, the cards `kuchi review` would ask now in the learner's scope (as its header
    /// counts them), counted at the start and again at the end; 0 in a review session or when none is due.
    public internal(set) var reviewsDue = 0
    /// In a random session, every card due now in the same scope, those `reviews_per_day` holds back for another
    /// day included (so at least ``reviewsDue``); 0 in a review session.
    public internal(set) var cardsDue = 0
    /// For a flashcard: whether its reading and meanings are shown (after Enter), so it can be graded.
    public internal(set) var isRevealed = false
    /// For a revealed flashcard: how long until the card is due again after each grade, Again to Easy
    /// (exactly what grading it would schedule); empty otherwise.
    public internal(set) var gradePreviews: [GradePreview] = []
    /// Changes whenever another screen is shown (a challenge, or the same one again after ``undo()``), so a
    /// front end knows when to render it.
    public internal(set) var screenID = 0

    /// All answers given this session, correct or not.
    public var answeredCount: Int { correctCount + wrongCount }
    /// The 1-based number of the question on screen, counting an interrupted session this one continues.
    public var questionNumber: Int { score.correct + 1 }
    /// Whether the bank has fewer words than the session asked for, so the session is shorter.
    public var isShortOfWords: Bool { target < requestedTarget }

    // MARK: - Dependencies

    // The session's bookkeeping below is not observed (`@ObservationIgnored`): no view renders it, and an
    // observed property costs a key path and the registrar's checks on every read and write, dozens of
    // times an answer. What a view reads is the public state above, and `lastGraded` and `undoStack`, which
    // ``wordToStar`` and ``canUndo`` derive from.

    let bank: any WordBank
    let profileID: Int64
    let seed: UInt64?
    @ObservationIgnored var rng: AnyRandomNumberGenerator
    let now: @Sendable () -> Date

    @ObservationIgnored var generator: ChallengeGenerator?
    /// The order of a review session (``SchedulerKind/srs``); `nil` in a random session.
    @ObservationIgnored var reviewQueue: ReviewQueue?
    /// How a random session counts the reviews due (``reviewsDue``); `nil` in a review session.
    @ObservationIgnored var dueReviewCounting: DueReviewCounting?
    /// The memory model of this session's cards.
    @ObservationIgnored var fsrs = FSRSScheduler.kuchiDefault
    @ObservationIgnored var sessionID: Int64?
    @ObservationIgnored var startedAt = Date.distantPast
    @ObservationIgnored var askedAt = Date.distantPast
    /// Words answered right at the first try this session: not asked again.
    @ObservationIgnored var answeredWordIDs: TreeSet<Int64> = []
    /// Words skipped this round (``skip()``): not offered again until every other word left has been.
    @ObservationIgnored var skippedWordIDs: TreeSet<Int64> = []
    /// Words missed this session in a random session, to ask again after a few other questions.
    @ObservationIgnored var missedWords: [MissedWord] = []
    /// Challenges and lessons shown this session.
    @ObservationIgnored var shownCount = 0
    /// Whether this session teaches new words before quizzing them (``EnvironmentValues/teachesNewWords``).
    @ObservationIgnored var teachesNewWords = true
    /// When a word just taught is quizzed (``EnvironmentValues/lessonQuizTiming``).
    @ObservationIgnored var lessonQuizTiming = LessonQuizTimingKey.defaultValue
    /// The cards of the words taught this session (their lessons shown).
    @ObservationIgnored var taughtCards: TreeSet<ReviewQueue.CardKey> = []
    /// First quizzes of words just taught, waiting for their turn.
    @ObservationIgnored var pendingQuizzes: [PendingQuiz] = []
    /// Whether the challenge on screen has had a wrong answer (later tries are not graded, and a right
    /// one moves on without scoring).
    @ObservationIgnored var missedCurrent = false
    /// The wrong tries recorded at the challenge on screen.
    @ObservationIgnored var wrongTriesOnScreen = 0
    /// The wrong choices (0-based indices) the learner picked at the challenge on screen: known wrong, so
    /// a hint strikes out others.
    @ObservationIgnored var wrongPicks: [Int] = []
    /// The wrong texts typed at the challenge on screen (``triedTextKey(_:)``): the same one again is no new try.
    @ObservationIgnored var wrongTexts: [String] = []
    /// Whether the challenge on screen has had an ambiguous slip typed again: a second slip is judged as wrong.
    @ObservationIgnored var slippedOnScreen = false
    /// The last answer that graded a card, for `:easy`, `:hard` and `:accept`.
    var lastGraded: GradedAnswer?
    /// The card of the flashcard on screen, read with it, for ``reveal()``'s grade previews.
    @ObservationIgnored var shownCard: ShownCard?
    /// In a review, the challenge just missed (the session moved on): the next line may still answer it
    /// right, which is acknowledged but not graded.
    @ObservationIgnored var lastMissed: Challenge?
    /// Meanings of the words shown this session, which a typo must not be closer to.
    @ObservationIgnored var sessionMeanings: [String] = []
    /// The bank's other words written as the word of the reading question on screen (``sameWritten(as:)``), read
    /// at its first answer and kept for the next tries on the same screen.
    @ObservationIgnored var sameWrittenOnScreen: (screenID: Int, word: Word, words: [Word])?
    /// The answers of this session that `:undo` can take back, the last one last. A deque: once it holds
    /// ``undoDepth`` answers, each new one drops the oldest off the front without moving the others (an array
    /// moved all fifty of these large entries on every answer).
    var undoStack: Deque<UndoEntry> = []

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
    /// its continuation ("Question 3 of 5" after two correct answers), without the words it answered right.
    /// The interrupted session keeps its answers. A session with nothing left to resume starts anew.
    public func resume(_ interrupted: InterruptedSession) throws {
        guard interrupted.canResume else { return try start() }
        try begin(questions: interrupted.questionsLeft, continuing: interrupted)
    }

    private func begin(questions: Int, continuing interrupted: InterruptedSession?) throws {
        let mode = environment.answerMode
        let choiceCount = environment.choicesPerChallenge
        let scheduler = environment.scheduler
        let teachesNewWords = environment.teachesNewWords
        let fsrs = (try? FSRSScheduler.kuchi(desiredRetention: environment.desiredRetention, learningSteps: environment.learningSteps))
            ?? .kuchiDefault
        let lessonQuizTiming = environment.lessonQuizTiming
        let startedAt = now()
        let profileID = profileID
        let environment = environment
        let scope = environment.wordScope
        let dictionary = environment.dictionary
        var scopeIsEmpty = false
        let dueCounting = scheduler == .random ? DueReviewCounting(environment) : nil
        var (reviewsDue, cardsDue) = (0, 0)
        var scopeMet: ScopeMet?
        // A continuation does not ask again what the interrupted session had answered right.
        let answeredBefore = TreeSet(interrupted?.answeredWordIDs ?? [])
        let prepared = try bank.lookingUp { lookup -> (ChallengeGenerator, ReviewQueue?, Challenge?)? in
            guard let scopeIDs = try ReviewPlan.sessionScope(profileID: profileID, scope: scope, in: lookup) else {
                scopeIsEmpty = true
                return nil
            }
            guard var generator = try ChallengeGenerator(lookup: lookup, scope: scopeIDs, decks: scope.decks) else { return nil }
            generator.dictionary = dictionary
            guard scheduler == .srs else {
                let first = try generator.next(mode: mode, choiceCount: choiceCount, excluding: answeredBefore, in: lookup, using: &rng)
                    ?? generator.next(mode: mode, choiceCount: choiceCount, excluding: [], in: lookup, using: &rng)
                (reviewsDue, cardsDue) = try dueCounting?.count(profileID: profileID, scope: scopeIDs, at: startedAt, in: lookup) ?? (0, 0)
                return (generator, nil, try Self.withAcceptedAnswers(first, profileID: profileID, in: lookup))
            }
            var queue = try ReviewQueue(environment: environment, profileID: profileID, at: startedAt, scope: scopeIDs, lookup: lookup)
            if queue.plan.newWords == 0 {
                scopeMet = try ScopeMet.check(scope: scope, scopeIDs: scopeIDs, kinds: CardKind.trained(by: mode),
                                              profileID: profileID, in: lookup)
            }
            let first = try Self.nextReview(from: &queue, generator: &generator, mode: mode, choiceCount: choiceCount,
                                            profileID: profileID, at: startedAt, in: lookup, using: &rng)
            return (generator, queue, first)
        }
        if scopeIsEmpty { throw PracticeError.emptyScope(scope) }
        guard let (generator, queue, first) = prepared else { throw PracticeError.emptyWordBank }
        self.scopeMet = scopeMet.map { met in
            var advised = met
            advised.sources = environment.scopeSources
            return advised
        }
        heldByReviewLimit = queue?.plan.overLimit ?? 0
        newWordsSpentToday = scopeMet == nil
            && queue.map { $0.plan.newWords == 0 && $0.plan.newWordsHeld == 0 } ?? false
        guard let first else { throw PracticeError.nothingToReview }
        // A review asks everything due and the day's new words: its length is what is left, not a number of questions.
        let target = queue.map { max(1, $0.remaining) } ?? min(questions, generator.wordCount)
        let sessionID = try bank.beginSession(profileID: profileID, target: target, seed: seed, at: startedAt)

        self.generator = generator
        reviewQueue = queue
        self.fsrs = fsrs
        self.scheduler = scheduler
        self.teachesNewWords = teachesNewWords
        self.lessonQuizTiming = lessonQuizTiming
        self.scope = scope
        self.sessionID = sessionID
        self.target = target
        requestedTarget = queue == nil ? questions : target
        reviewPlan = queue?.plan
        dueReviewCounting = dueCounting
        (self.reviewsDue, self.cardsDue) = (reviewsDue, cardsDue)
        self.mode = mode
        self.choiceCount = choiceCount
        self.wordCount = generator.wordCount
        self.startedAt = startedAt
        continued = interrupted
        askedAt = startedAt
        correctCount = 0
        wrongCount = 0
        skippedCount = 0
        answeredWordIDs = answeredBefore
        skippedWordIDs = []
        missedWords = []
        taughtCards = []
        pendingQuizzes = []
        shownCount = 0
        lastGraded = nil
        undoStack = []
        lastMissed = nil
        summary = nil
        isFinished = false
        hasLeft = false
        feedback = nil
        lastOutcome = nil
        lastError = nil
        sessionMeanings = []
        updateScore()
        try present(first)
    }

    /// Leaves the current challenge unanswered and shows another.
    public func skip() throws {
        if let lesson, !isFinished { return try skipLesson(lesson) }
        guard let challenge, !isFinished else { return reject(.noChallenge) }
        skippedCount += 1
        lastMissed = nil
        reviewQueue?.skipped(wordID: challenge.word.id, kind: CardKind(challenge.kind))
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

    func show(_ next: Challenge?) {
        challenge = next
        lesson = nil
        hint = nil
        missedCurrent = false
        wrongTriesOnScreen = 0
        withholdsAnswer = false
        wrongPicks = []
        wrongTexts = []
        slippedOnScreen = false
        isRevealed = false
        gradePreviews = []
        shownCard = nil
        screenID += 1
        if let next {
            shownCount += 1
            sessionMeanings += next.word.meanings + next.choices
        }
    }

    func finish(_ status: SessionStatus) throws {
        let endedAt = now()
        // A completed review took the answers it took; one left early keeps the estimate its score showed last.
        let finalTarget = reviewQueue != nil && status == .completed ? correctCount : target
        if let sessionID { try bank.endSession(id: sessionID, status: status, target: finalTarget, at: endedAt) }
        try recountReviewsDue(at: endedAt)
        isFinished = true
        show(nil)
        target = finalTarget
        let before = continued ?? InterruptedSession(target: 0, correct: 0, wrong: 0)
        summary = SessionSummary(target: before.correct + target, correct: before.correct + correctCount,
                                 wrong: before.wrong + wrongCount, skipped: skippedCount,
                                 duration: Self.elapsed(from: startedAt, to: endedAt), status: status)
        // The last answer's score line is shown after this: it says what the summary says (a review's estimated
        // length, 5/6, becomes the answers it took, 5/5).
        updateScore()
    }

    func updateScore() {
        if let reviewQueue {
            // A review's length is an estimate that grows as learning steps bring cards back.
            target = isFinished ? correctCount : max(target, correctCount + reviewQueue.remaining, correctCount + (challenge == nil ? 0 : 1))
        }
        let before = continued ?? InterruptedSession(target: 0, correct: 0, wrong: 0)
        score = Score(correct: before.correct + correctCount, target: before.correct + target, wrong: before.wrong + wrongCount)
    }

    /// The time between two clock readings, never negative (the clock may jump back).
    static func elapsed(from start: Date, to end: Date) -> Duration {
        .milliseconds(max(0, Int64((end.timeIntervalSince(start) * 1000).rounded())))
    }
}
