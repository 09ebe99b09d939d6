import Foundation

/// Lessons: in a review session, a word's first appearance shows it whole before it is quizzed.
extension ChallengesViewModel {
    /// Shows `next`: as a lesson when it is a word's first appearance in a review session (the learner has no
    /// card of it yet), with its quiz a few items later; otherwise as the challenge it is.
    ///
    /// `cards` says whether the learner has a card of `next`'s word, when it was read with `next` (in the same
    /// read transaction); otherwise it is read here, when it matters.
    func present(_ next: Challenge?, cards: CardsOfWord? = nil) throws {
        guard let next, try isFirstAppearance(next, cards: cards) else { return show(next) }
        show(nil)
        lesson = Lesson(word: next.word, kanji: environment.kanji.kanji(in: next.word.text),
                        example: environment.exampleSentences.example(for: next.word))
        shownCount += 1
        let key = ReviewQueue.CardKey(wordID: next.word.id, kind: CardKind(next.kind))
        taughtCards.insert(key)
        let gap = if case .afterItems(let items) = lessonQuizTiming { items } else { 0 }
        let stepDue = if case .whenStepDue = lessonQuizTiming { now().addingTimeInterval(fsrs.learningSteps.first ?? 0) } else { Date?.none }
        pendingQuizzes.append(PendingQuiz(challenge: next, returnsAt: shownCount + gap, stepDue: stepDue))
        // Taught now, the word spends the day's budget of new words, and the queue leaves its card alone
        // until the quiz grades it (which then no longer counts it as new).
        reviewQueue?.graded(wordID: key.wordID, kind: key.kind, wasNew: true, wasReview: false, now: .new(due: now()))
    }

    /// Whether `challenge` is a word's first appearance: a review session that teaches new words, a word not
    /// taught this session, and no card of any kind for the learner.
    private func isFirstAppearance(_ challenge: Challenge, cards: CardsOfWord?) throws -> Bool {
        guard reviewQueue != nil, teachesNewWords, !taughtCards.contains(where: { $0.wordID == challenge.word.id }) else {
            return false
        }
        if let cards, cards.wordID == challenge.word.id { return cards.none }
        let profileID = profileID
        return try bank.lookingUp { lookup in try CardsOfWord.read(for: challenge, profileID: profileID, in: lookup).none }
    }

    /// Leaves the lesson on screen (Enter): the next item follows; the word's quiz comes a few items later.
    ///
    /// The lesson is recorded as the card's first exposure, graded Again (judgement ``Judgement/taught``,
    /// not scored): the learner did not know the word, and a quiz a minute later tests short-term memory,
    /// so FSRS must see it as a same-day review, not as a first recall that earns days.
    public func continueAfterLesson() throws {
        guard let lesson, !isFinished else { return reject(.noLesson) }
        if let quiz = pendingQuizzes.first(where: { $0.challenge.word.id == lesson.word.id })?.challenge {
            try record(quiz, given: "", expected: quiz.word.primaryMeaning, judgement: .taught, rating: .again, counts: false)
        }
        try advance()
        askedAt = now()
        acknowledge(.lessonDone(lesson.word))
    }

    /// The learner knows the word of the lesson on screen (`:known`): its card gets an Easy first grade,
    /// recorded as an answer (so reports and ``undo()`` see it), and it is not quizzed this session.
    public func knowLessonWord() throws {
        guard let lesson, !isFinished,
              let index = pendingQuizzes.firstIndex(where: { $0.challenge.word.id == lesson.word.id }) else {
            return reject(.noLesson)
        }
        let quiz = pendingQuizzes[index].challenge
        try record(quiz, given: ":known", expected: quiz.word.primaryMeaning, judgement: .exact, rating: .easy, counts: true)
        pendingQuizzes.remove(at: index)
        lastOutcome = nil
        lastError = nil
        feedback = .graded(word: quiz.word, rating: .easy)
        try scoreAndMoveOn(quiz)
    }

    /// Skips the word of the lesson on screen: it is not quizzed this session.
    func skipLesson(_ lesson: Lesson) throws {
        pendingQuizzes.removeAll { $0.challenge.word.id == lesson.word.id }
        skippedCount += 1
        try advance()
        askedAt = now()
        acknowledge(.skipped(lesson.word))
    }

    /// Whether `challenge` is a learning card not due until after `date` (one a review session asks ahead,
    /// when nothing else is left). Reading the card is needed only while quizzes wait.
    func isAskedAhead(_ challenge: Challenge?, at date: Date) throws -> Bool {
        guard let challenge, !pendingQuizzes.isEmpty else { return false }
        let (wordID, kind, profileID) = (challenge.word.id, CardKind(challenge.kind), profileID)
        guard let card = try bank.lookingUp({ try $0.card(profileID: profileID, wordID: wordID, kind: kind) }) else { return false }
        return (card.state == .learning || card.state == .relearning) && card.due > date
    }

    /// The quiz of a taught word whose turn has come (or any, when `anyway`), taken out of the waiting ones; none of the
    /// word `sparing` (the one just on screen), which waits a turn.
    func dueQuiz(anyway: Bool = false, sparing word: Int64? = nil) -> Challenge? {
        let at = now()
        let waiting = { (quiz: PendingQuiz) in quiz.challenge.word.id != word }
        guard let index = pendingQuizzes.firstIndex(where: { waiting($0) && $0.returnsAt <= shownCount && $0.stepDue.map { $0 <= at } ?? true })
                ?? (anyway ? pendingQuizzes.firstIndex(where: waiting) : nil) else {
            return nil
        }
        return pendingQuizzes.remove(at: index).challenge
    }
}

/// A new word shown whole before it is quizzed: its written form, reading, romaji, meanings and, where it
/// has one, an example sentence (its deck's, else a bundled one). It waits for Enter (``ChallengesViewModel/continueAfterLesson()``) or
/// `:known` (``ChallengesViewModel/knowLessonWord()``).
public struct Lesson: Sendable, Equatable {
    /// The word taught.
    public var word: Word
    /// A sentence using it: its deck's own, else a bundled one; `nil` when there is none.
    public var example: WordExample?
    /// The kanji it is written with, as the kanji dictionary describes them (none for a kana word).
    public var kanji: [Kanji] = []

    /// A lesson on `word`, describing the kanji given, with `example` (by default the word's own).
    public init(word: Word, kanji: [Kanji] = [], example: WordExample? = nil) {
        self.word = word
        self.kanji = kanji
        self.example = example ?? word.example
    }
}

/// The first quiz of a word just taught, waiting for its turn.
struct PendingQuiz {
    var challenge: Challenge
    /// The count of items shown at which it is asked.
    var returnsAt: Int
    /// When its learning step is due, if it waits for that too (``LessonQuizTiming/whenStepDue``).
    var stepDue: Date?
}

/// Whether the learner has a card of a word, of any kind: a word with none is taught before it is quizzed
/// (``ChallengesViewModel/present(_:cards:)``). Read with the challenge that asks the word, in the same read
/// transaction, when the session teaches new words.
struct CardsOfWord {
    /// The word.
    var wordID: Int64
    /// Whether the learner has no card of it.
    var none: Bool

    /// Reads it for the word of `challenge`, its own kind first (a word asked in review has that card).
    static func read(for challenge: Challenge, profileID: Int64, in lookup: any WordLookup) throws -> CardsOfWord {
        let (wordID, first) = (challenge.word.id, CardKind(challenge.kind))
        let none = try ([first] + CardKind.allCases.filter { $0 != first }).allSatisfy {
            try lookup.card(profileID: profileID, wordID: wordID, kind: $0) == nil
        }
        return CardsOfWord(wordID: wordID, none: none)
    }
}
