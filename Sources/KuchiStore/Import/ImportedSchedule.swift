import Foundation
import GRDB
import KuchiCore

/// One card's schedule as another program had it at the import (Anki's state, due date and memory), kept
/// as the card's baseline (``CardBaseline``) rather than recomputed from its reviews.
public struct ImportedSchedule: Sendable, Equatable {
    /// The word (as imported) and the kind of card.
    public var text: String
    public var reading: String
    public var kind: CardKind
    /// The card's state; a card the program holds as new gets no baseline.
    public var state: CardState
    /// Learning or relearning steps left.
    public var stepsLeft: Int
    /// When the program has the card due.
    public var due: Date
    /// When the program last reviewed the card, where it says.
    public var lastReview: Date?
    /// The program's FSRS memory of the card, where it has one.
    public var stability: Double?
    public var difficulty: Double?
    /// The card's interval in days.
    public var intervalDays: Int
    /// Reviews and lapses as the program counted them.
    public var reps: Int
    public var lapses: Int
    /// Whether the learner suspended the card in the program.
    public var isSuspended: Bool
    /// The word's id, when the importer has it (as ``ImportedReview/wordID``); `nil`: looked up by `text` and `reading`.
    public var wordID: Int64?

    /// A schedule.
    public init(text: String, reading: String, kind: CardKind, state: CardState, stepsLeft: Int, due: Date, lastReview: Date?,
                stability: Double?, difficulty: Double?, intervalDays: Int, reps: Int, lapses: Int, isSuspended: Bool,
                wordID: Int64? = nil) {
        self.wordID = wordID
        self.text = text
        self.reading = reading
        self.kind = kind
        self.state = state
        self.stepsLeft = stepsLeft
        self.due = due
        self.lastReview = lastReview
        self.stability = stability
        self.difficulty = difficulty
        self.intervalDays = intervalDays
        self.reps = reps
        self.lapses = lapses
        self.isSuspended = isSuspended
    }

    /// Whether the memory is one FSRS can use: stability above 0, difficulty 1–10.
    var hasMemory: Bool {
        guard let stability, let difficulty else { return false }
        return stability.isFinite && stability > 0 && stability <= 1e6 && difficulty.isFinite && (1...10).contains(difficulty)
    }
}

/// The baselines and suspensions an import's schedules give.
struct ScheduleBaselines: Sendable {
    var baselines: [HistoryReplay.CardKey: CardBaseline] = [:]
    /// Words whose every card the program had suspended.
    var suspendedWords: [Int64] = []
    /// The suspended cards of words with some cards suspended and some not: those cards alone are suspended.
    var suspendedCards: [(wordID: Int64, kind: CardKind)] = []
    /// How many words those are.
    var partlySuspendedWords = 0

    /// The baselines of `schedules` for the learner `profileID` (a word's cards of one kind: the one reviewed
    /// last), with memory from the program where it has FSRS memory, else from a replay of `reviews`, else
    /// from the interval. `reviewWordIDs` holds each review's word id (`nil`: no such word), in the order of
    /// `reviews`, or is `nil` when each review's own ``ImportedReview/wordID`` is it; `wordID` finds a schedule's that
    /// does not hold it.
    init(_ schedules: [ImportedSchedule], reviews: [ImportedReview], reviewWordIDs: [Int64?]?, profileID: Int64,
         scheduler: FSRSScheduler, wordID: (String, String) throws -> Int64?) throws {
        precondition(reviewWordIDs.map { $0.count == reviews.count } ?? true, "one word id for each review")
        // Sized for the schedules' cards at once (one schedule a card), not grown step by step.
        var replayed = ReplayedCards(scheduler: scheduler, expectedCards: schedules.count)
        // A card's last review: in reviews that come in the order they happened (as an import gives them), the last
        // one its replay graded (the replay keeps it); else the latest, kept aside (a second look-up a review).
        let inOrder = zip(reviews, reviews.dropFirst()).allSatisfy { $0.answeredAt <= $1.answeredAt }
        var lastReviewed: [HistoryReplay.CardKey: Date] = [:]
        if !inOrder { lastReviewed.reserveCapacity(schedules.count) }
        for (index, review) in reviews.enumerated() {
            guard let id = reviewWordIDs.map({ $0[index] }) ?? review.wordID else { continue }
            let key = HistoryReplay.CardKey(profileID: profileID, wordID: id, kind: review.kind)
            let at = Date(timeIntervalSince1970: (review.answeredAt.timeIntervalSince1970 * 1000).rounded(.down) / 1000)
            _ = replayed.grade(key, rating: review.rating, at: at)
            if !inOrder { Self.raise(&lastReviewed[key, default: at], to: at) }   // one look-up of the key
        }
        // Sized once for every schedule (tens of thousands in a large package), not grown step by step; each card's chosen
        // schedule by its place in `schedules` (a table of whole schedules would copy each into memory of its own).
        var chosen: [HistoryReplay.CardKey: Int] = [:]
        chosen.reserveCapacity(schedules.count)
        baselines.reserveCapacity(schedules.count)
        var suspension: [Int64: (all: Bool, any: Bool)] = [:]
        suspension.reserveCapacity(schedules.count)
        var suspendedKinds: [Int64: Set<CardKind>] = [:]
        for (index, schedule) in schedules.enumerated() {
            guard let id = try schedule.wordID ?? wordID(schedule.text, schedule.reading) else { continue }
            let before = suspension[id] ?? (true, false)
            suspension[id] = (before.all && schedule.isSuspended, before.any || schedule.isSuspended)
            if schedule.isSuspended { suspendedKinds[id, default: []].insert(schedule.kind) }
            guard schedule.state != .new else { continue }
            let key = HistoryReplay.CardKey(profileID: profileID, wordID: id, kind: schedule.kind)
            if let other = chosen[key], (schedules[other].lastReview ?? .distantPast) >= (schedule.lastReview ?? .distantPast) { continue }
            chosen[key] = index
        }
        suspendedWords = suspension.compactMap { $0.value.all ? $0.key : nil }.sorted()
        let partly = suspension.compactMap { $0.value.any && !$0.value.all ? $0.key : nil }.sorted()
        partlySuspendedWords = partly.count
        suspendedCards = partly.flatMap { id in (suspendedKinds[id] ?? []).sorted { $0.rawValue < $1.rawValue }.map { (id, $0) } }
        for (key, index) in chosen {
            let schedule = schedules[index], replay = replayed.cards[key]
            let memory: (stability: Double, difficulty: Double, origin: CardBaseline.Origin)
            if schedule.hasMemory, let stability = schedule.stability, let difficulty = schedule.difficulty {
                memory = (stability, difficulty, .kept)
            } else if let replay, replay.memory.state != .new {
                memory = (replay.memory.stability, replay.memory.difficulty, .replayed)
            } else if schedule.state == .review || schedule.state == .relearning, schedule.intervalDays > 0 {
                memory = (Double(schedule.intervalDays), 5, .interval)
            } else {
                continue
            }
            let estimated = schedule.due.addingTimeInterval(-Double(schedule.intervalDays) * 86_400)
            let reviewed = inOrder ? replay?.memory.lastReview : lastReviewed[key]
            let lastReview = [reviewed, schedule.lastReview].compactMap { $0 }.max() ?? min(estimated, schedule.due)
            let steps = schedule.state == .relearning ? scheduler.relearningSteps.count : scheduler.learningSteps.count
            let step = schedule.state == .review || steps == 0 ? nil : min(max(steps - schedule.stepsLeft, 0), steps - 1)
            let card = CardMemory(state: schedule.state, step: step, stability: memory.stability, difficulty: memory.difficulty,
                                  due: schedule.due, lastReview: lastReview, reps: schedule.reps, lapses: schedule.lapses)
            baselines[key] = CardBaseline(memory: card, introducedAt: replay?.introducedAt ?? lastReview, heldUntil: lastReview,
                                          origin: memory.origin)
        }
    }

    /// Sets `value` to `date` when `date` is later.
    private static func raise(_ value: inout Date, to date: Date) {
        if date > value { value = date }
    }
}
