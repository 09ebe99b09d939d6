import Foundation
import KuchiCore

/// The plain FSRS-6 reference scheduler of issue 18, written apart from Kuchi's review queue: FSRS-6's
/// own scheduling (``FSRSScheduler``: default parameters, retention 0.9, steps 1 and 10 minutes, a
/// 10-minute relearning step, fuzz on), one card per word, and a plain order:
///
/// 1. learning and relearning cards once due, earliest due first;
/// 2. review cards due, in the ``BacklogOrder`` (lowest retrievability first by default);
/// 3. new words in study order, up to `newPerDay` a study day;
/// 4. when nothing else is left, learning cards due within 20 minutes (learn ahead, as Anki does).
///
/// There is no retry after a miss: every answer is graded (Good or Again) and the next card comes.
public struct ReferenceScheduler: Sendable {
    /// How far ahead learning cards may be asked when nothing else is left.
    public static let learnAhead: TimeInterval = 20 * 60

    /// The FSRS-6 scheduling.
    public let fsrs: FSRSScheduler
    /// The order of due review cards.
    public let order: BacklogOrder
    /// New words a study day.
    public let newPerDay: Int
    /// Every word, in study order.
    public let wordIDs: [Int64]
    /// The card of every word introduced so far.
    public internal(set) var cards: [Int64: CardMemory] = [:]
    /// Words introduced so far (the next new word is the first after these without a card).
    public private(set) var introduced = 0
    private var introducedToday = 0
    private var rng: SeededRandomNumberGenerator

    /// A scheduler of `wordIDs` (in study order), `newPerDay` new a day, review cards in `order`, fuzz from `seed`.
    public init(wordIDs: [Int64], newPerDay: Int = 20, order: BacklogOrder = .lowestR, seed: UInt64,
                fsrs: FSRSScheduler = .default) {
        self.wordIDs = wordIDs
        self.newPerDay = newPerDay
        self.order = order
        self.fsrs = fsrs
        self.rng = SeededRandomNumberGenerator(seed: seed ^ 0x00F5_E5F5_0000_0006)
    }

    /// Starts a study day: the day's new words are counted from zero.
    public mutating func startDay() {
        introducedToday = 0
    }

    /// The word to ask at `now`, or `nil` when nothing is due, no new word is left today and no learning
    /// card is due within ``learnAhead``.
    public func next(at now: Date) -> Int64? {
        if let learning = earliestLearning(dueBy: now) { return learning }
        let due = cards.filter { $0.value.state == .review && $0.value.due <= now }.map { (id: $0.key, card: $0.value) }
        if let first = due.min(by: { order.precedes($0, $1, at: now, scheduler: fsrs) }) { return first.id }
        if introducedToday < newPerDay, let fresh = wordIDs[introduced...].first(where: { cards[$0] == nil }) { return fresh }
        return earliestLearning(dueBy: now.addingTimeInterval(Self.learnAhead))
    }

    /// Grades `wordID` at `now` (a new word is introduced by it).
    public mutating func grade(_ wordID: Int64, _ rating: Rating, at now: Date) {
        let card: CardMemory
        if let known = cards[wordID] {
            card = known
        } else {
            card = .new(due: now)
            introduced += 1
            introducedToday += 1
        }
        cards[wordID] = fsrs.review(card, rating: rating, at: now, using: &rng)
    }

    private func earliestLearning(dueBy date: Date) -> Int64? {
        cards.filter { ($0.value.state == .learning || $0.value.state == .relearning) && $0.value.due <= date }
            .min { ($0.value.due, $0.key) < ($1.value.due, $1.key) }?.key
    }
}

/// The reference scheduler as an arm: the learner answers each card once (right when it recalls the word),
/// every answer one line of the budget, and `secondsPerAnswer` pass per answer.
public struct ReferenceArm: StudyArm {
    /// The scheduler, with every card.
    public private(set) var scheduler: ReferenceScheduler
    /// Seconds per answer.
    public let secondsPerAnswer: TimeInterval

    /// An arm over `scheduler`.
    public init(scheduler: ReferenceScheduler, secondsPerAnswer: TimeInterval = 20) {
        self.scheduler = scheduler
        self.secondsPerAnswer = secondsPerAnswer
    }

    /// "reference", with the backlog order when it is not the default.
    public var name: String { scheduler.order == .lowestR ? "reference" : "reference (\(scheduler.order.rawValue))" }

    /// One day: cards as the scheduler orders them until the budget is spent or nothing is left.
    public mutating func study(from start: Date, budget: Int, learner: inout any Learner) throws -> DayStudy {
        var day = DayStudy()
        day.sessions = 1
        scheduler.startDay()
        var now = start
        while day.answers < budget {
            guard let id = scheduler.next(at: now) else {
                day.endedEarly = true
                break
            }
            let recalled = learner.recalls(id, at: now)
            learner.expose(id, recalled: recalled, at: now)
            scheduler.grade(id, recalled ? .good : .again, at: now)
            day.answers += 1
            day.exposures += 1
            now.addTimeInterval(secondsPerAnswer)
        }
        return day
    }
}
