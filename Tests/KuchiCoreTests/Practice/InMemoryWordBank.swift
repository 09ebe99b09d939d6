import Foundation
import KuchiCore

/// A small word bank held in memory, for tests of the session rules without a database.
final class InMemoryWordBank: WordBank, WordLookup {
    private(set) var words: [Word]
    /// Every answer recorded, in order.
    private(set) var answers: [AnswerRecord] = []
    /// Every session begun: its target, and its status once ended.
    private(set) var sessions: [(target: Int, status: SessionStatus)] = []
    /// Every card, by learner, word and kind, with when it was introduced.
    private(set) var cards: [HistoryReplay.CardKey: (memory: CardMemory, introducedAt: Date)] = [:]
    /// Answers each learner accepted, by word.
    private(set) var accepted: [Int64: [String]] = [:]

    /// Each learner's favourite words.
    private(set) var favorites: [Int64: Set<Int64>] = [:]
    private(set) var suspended: [Int64: Set<Int64>] = [:]

    /// A bank of `words`; ids are numbered from 1 in order.
    init(_ words: [(text: String, reading: String, meanings: [String])]) {
        self.words = words.enumerated().map { Word(id: Int64($0.offset + 1), text: $0.element.text, reading: $0.element.reading,
                                                   meanings: $0.element.meanings) }
    }

    /// Twelve JLPT N5 words.
    static func sample() -> InMemoryWordBank {
        InMemoryWordBank([
            ("猫", "ねこ", ["cat"]), ("犬", "いぬ", ["dog"]), ("水", "みず", ["water"]), ("山", "やま", ["mountain"]),
            ("川", "かわ", ["river"]), ("本", "ほん", ["book"]), ("魚", "さかな", ["fish"]), ("鳥", "とり", ["bird"]),
            ("花", "はな", ["flower"]), ("雨", "あめ", ["rain"]), ("車", "くるま", ["car"]), ("出口", "でぐち", ["exit"]),
        ])
    }

    func lookingUp<T>(_ body: (any WordLookup) throws -> T) throws -> T { try body(self) }

    func beginSession(profileID: Int64, target: Int, seed: UInt64?, at date: Date) throws -> Int64 {
        sessions.append((target, .active))
        return Int64(sessions.count)
    }

    func recordAnswer(_ answer: AnswerRecord) throws -> Int64 {
        answers.append(answer)
        if let card = answer.card { store(card, at: answer.answeredAt) }
        return Int64(answers.count)
    }

    @discardableResult
    func regradeAnswer(id: Int64, rating: Rating, accepted: Bool, scheduler: FSRSScheduler) throws -> CardMemory? {
        answers[Int(id) - 1].rating = rating
        if accepted { answers[Int(id) - 1].judgement = .accepted }
        return answers[Int(id) - 1].card.flatMap { rebuild($0, scheduler: scheduler) }
    }

    func undoAnswer(_ undo: AnswerUndo, scheduler: FSRSScheduler) throws {
        guard Int(undo.answerID) == answers.count else { return }   // only the last answer is ever taken back
        let removed = answers.removeLast()
        if let card = removed.card { rebuild(card, scheduler: scheduler) }
    }

    /// Stores the card `update` names as its graded answers give it (removed when none is left), as a shared bank does.
    @discardableResult
    private func rebuild(_ update: CardUpdate, scheduler: FSRSScheduler) -> CardMemory? {
        let key = HistoryReplay.CardKey(profileID: update.profileID, wordID: update.wordID, kind: update.kind)
        var replay = ReplayedCards(scheduler: scheduler)
        for answer in answers where answer.card.map({ $0.wordID == key.wordID && $0.kind == key.kind }) ?? false {
            if let rating = answer.rating { _ = replay.grade(key, rating: rating, at: answer.answeredAt) }
        }
        cards[key] = replay.cards[key]
        return cards[key]?.memory
    }

    @discardableResult
    func accept(_ acceptance: AnswerAcceptance, scheduler: FSRSScheduler) throws -> CardMemory? {
        for id in acceptance.retryIDs { answers[Int(id) - 1].judgement = .accepted }
        accepted[acceptance.wordID, default: []].append(acceptance.text)
        guard let first = acceptance.firstTry else { return nil }
        return try regradeAnswer(id: first.answerID, rating: first.rating, accepted: true, scheduler: scheduler)
    }

    func addAcceptedAnswer(profileID: Int64, wordID: Int64, text: String, at date: Date) throws {
        accepted[wordID, default: []].append(text)
    }

    func setFavorite(_ isFavorite: Bool, profileID: Int64, wordID: Int64, at date: Date) throws {
        if isFavorite { favorites[profileID, default: []].insert(wordID) } else { favorites[profileID]?.remove(wordID) }
    }

    func setSuspended(_ isSuspended: Bool, profileID: Int64, wordID: Int64, at date: Date) throws {
        if isSuspended { suspended[profileID, default: []].insert(wordID) } else { suspended[profileID]?.remove(wordID) }
    }

    func suspendedWordIDs(profileID: Int64) throws -> Set<Int64> { suspended[profileID] ?? [] }

    private func store(_ card: CardUpdate, at date: Date) {
        let key = HistoryReplay.CardKey(profileID: card.profileID, wordID: card.wordID, kind: card.kind)
        cards[key] = (card.memory, cards[key]?.introducedAt ?? date)
    }

    func endSession(id: Int64, status: SessionStatus, target: Int, at date: Date) throws {
        sessions[Int(id) - 1] = (target, status)
    }

    func wordCount(limit: Int) throws -> Int { min(words.count, limit) }
    func wordIDBounds() throws -> ClosedRange<Int64>? { words.isEmpty ? nil : 1...Int64(words.count) }
    func word(id: Int64) throws -> Word? { words.first { $0.id == id } }
    func primaryMeaning(id: Int64) throws -> String? { try word(id: id)?.primaryMeaning }
    func allWordIDs() throws -> [Int64] { words.map(\.id) }
    /// Levels and favourites narrow the words (these words have no deck or tags).
    func wordIDs(in scope: WordScope, profileID: Int64) throws -> [Int64] {
        words.filter { (scope.levels.isEmpty || scope.levels.contains($0.level ?? ""))
            && (!scope.favoritesOnly || favorites[profileID, default: []].contains($0.id))
            && !suspended[profileID, default: []].contains($0.id) }.map(\.id)
    }
    func words(writtenAs forms: [String], limit: Int) throws -> [Word] {
        Array(words.filter { forms.contains($0.text) || forms.contains($0.reading) }.prefix(limit))
    }

    func words(withText texts: [String], limit: Int) throws -> [Word] {
        Array(words.filter { texts.contains($0.text) }.prefix(limit))
    }

    func acceptedAnswers(profileID: Int64, wordID: Int64) throws -> [String] { accepted[wordID] ?? [] }

    func card(profileID: Int64, wordID: Int64, kind: CardKind) throws -> CardMemory? {
        cards[HistoryReplay.CardKey(profileID: profileID, wordID: wordID, kind: kind)]?.memory
    }

    private func stored(_ profileID: Int64, _ kinds: [CardKind], _ states: Set<CardState>, dueBy date: Date)
        -> [(wordID: Int64, kind: CardKind, memory: CardMemory)] {
        cards.filter { $0.key.profileID == profileID && kinds.contains($0.key.kind) && states.contains($0.value.memory.state)
            && $0.value.memory.due <= date }
            .map { (wordID: $0.key.wordID, kind: $0.key.kind, memory: $0.value.memory) }
            .sorted { ($0.memory.due, $0.wordID) < ($1.memory.due, $1.wordID) }
    }

    func firstLearningCard(profileID: Int64, kinds: [CardKind], dueBy date: Date,
                           where wanted: (Int64, CardKind) -> Bool) throws -> (wordID: Int64, kind: CardKind)? {
        stored(profileID, kinds, [.learning, .relearning], dueBy: date).first { wanted($0.wordID, $0.kind) }
            .map { ($0.wordID, $0.kind) }
    }

    func reviewCards(profileID: Int64, kinds: [CardKind], dueBy date: Date, order: ReviewOrder, limit: Int,
                     where wanted: (Int64, CardKind) -> Bool) throws -> [(wordID: Int64, kind: CardKind)] {
        stored(profileID, kinds, [.review], dueBy: date).filter { wanted($0.wordID, $0.kind) }
            .map { (card: $0, key: order.sortKey(for: $0.memory, at: date)) }
            .sorted { ($0.key, $0.card.memory.due, $0.card.wordID) < ($1.key, $1.card.memory.due, $1.card.wordID) }
            .prefix(limit).map { ($0.card.wordID, $0.card.kind) }
    }

    func dueCardCount(profileID: Int64, kinds: [CardKind], learning: Bool, dueBy date: Date, limit: Int,
                      where wanted: (Int64, CardKind) -> Bool) throws -> Int {
        min(limit, stored(profileID, kinds, learning ? [.learning, .relearning] : [.review], dueBy: date)
            .filter { wanted($0.wordID, $0.kind) }.count)
    }

    func interdayLearningCount(profileID: Int64, kinds: [CardKind], dueBy date: Date, limit: Int,
                               where wanted: (Int64, CardKind) -> Bool) throws -> Int {
        min(limit, stored(profileID, kinds, [.learning, .relearning], dueBy: date)
            .filter { card in
                wanted(card.wordID, card.kind) && card.memory.lastReview.map { $0 < StudyDay.start(of: date) } ?? false
            }.count)
    }

    func newWordIDs(profileID: Int64, kind: CardKind, limit: Int) throws -> [Int64] {
        Array(words.filter { word in
            cards[HistoryReplay.CardKey(profileID: profileID, wordID: word.id, kind: kind)] == nil
                && (kind != .reading || word.hasKanji)
        }.map(\.id).prefix(limit))
    }

    func reviewsDone(profileID: Int64, since date: Date) throws -> Int {
        answers.filter { $0.recall != nil && $0.answeredAt >= date }.count
    }

    func cardsIntroduced(profileID: Int64, since date: Date) throws -> Int {
        cards.filter { $0.key.profileID == profileID && $0.value.introducedAt >= date }.count
    }
}

extension ChallengesViewModel {
    /// A session (not started) of `questions` questions in `mode` on `bank`, seed 11, its clock stopped at 1,000 s.
    static func onSample(_ mode: AnswerMode = .choice, questions: Int = 3, bank: InMemoryWordBank = .sample())
        -> (ChallengesViewModel, InMemoryWordBank) {
        var environment = EnvironmentValues()
        environment.questionsPerSession = questions
        environment.answerMode = mode
        let viewModel = ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 11,
                                            now: { Date(timeIntervalSince1970: 1_000) })
        return (viewModel, bank)
    }

    /// ``onSample(_:questions:bank:)`` in `mode`, started: its first question shown.
    static func startedOnSample(_ mode: AnswerMode) throws -> (ChallengesViewModel, InMemoryWordBank) {
        let (viewModel, bank) = onSample(mode)
        try viewModel.start()
        return (viewModel, bank)
    }
}
