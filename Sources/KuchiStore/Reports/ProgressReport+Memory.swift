import Foundation
import KuchiCore

/// What the spaced-repetition cards say about the learner's memory now: words known, reviews coming due and
/// how stable the cards are. Computed by ``ReportStore/progressReport(_:)`` from the `card` table; like the
/// other standings it ignores `--since`. docs/reports.md gives the exact rules.
public struct MemoryStandings: Sendable, Equatable {
    /// The probability of recall a card must have now to count as known (the learner's desired retention).
    public var desiredRetention: Double
    /// Cards and known cards of each kind, in the order recognition, reading, writing (every kind listed).
    public var kinds: [KindKnowledge]
    /// Words with at least one card.
    public var wordsWithCards: Int
    /// Words every card of which is known now.
    public var wordsKnown: Int
    /// Cards due on each of the next ``forecastDays`` study days, today first (today includes overdue cards).
    public var forecast: [DueDay]
    /// Cards per stability bucket, shortest first (every bucket listed).
    public var stability: [StabilityBucket]

    /// How many study days the forecast covers.
    public static let forecastDays = 30

    /// Cards of every kind.
    public var cards: Int { kinds.reduce(0) { $0 + $1.cards } }
    /// Known cards of every kind.
    public var cardsKnown: Int { kinds.reduce(0) { $0 + $1.known } }

    /// Creates the standings.
    public init(desiredRetention: Double, kinds: [KindKnowledge], wordsWithCards: Int, wordsKnown: Int,
                forecast: [DueDay], stability: [StabilityBucket]) {
        self.desiredRetention = desiredRetention
        self.kinds = kinds
        self.wordsWithCards = wordsWithCards
        self.wordsKnown = wordsKnown
        self.forecast = forecast
        self.stability = stability
    }
}

/// One kind of card: how many the learner has, and how many are known now.
public struct KindKnowledge: Sendable, Equatable {
    /// What the cards train.
    public var kind: CardKind
    /// Cards of this kind.
    public var cards: Int
    /// Cards of this kind whose probability of recall now is at least the desired retention.
    public var known: Int

    /// Creates the counts.
    public init(kind: CardKind, cards: Int, known: Int) {
        self.kind = kind
        self.cards = cards
        self.known = known
    }
}

/// Cards due on one study day (04:00 to 04:00 local time), named by the local date it starts on.
public struct DueDay: Sendable, Equatable {
    /// The study day.
    public var date: LocalDate
    /// Cards due that study day; for today, every card due before tomorrow's 04:00, overdue ones included.
    public var due: Int

    /// Creates a day of the forecast.
    public init(date: LocalDate, due: Int) {
        self.date = date
        self.due = due
    }
}

/// Cards whose stability lies in `[lowerDays, upperDays)`.
public struct StabilityBucket: Sendable, Equatable {
    /// The smallest stability in the bucket, in days.
    public var lowerDays: Double
    /// The stability the bucket stops below, in days; `nil` for the last bucket.
    public var upperDays: Double?
    /// Cards in the bucket.
    public var cards: Int

    /// Creates a bucket.
    public init(lowerDays: Double, upperDays: Double?, cards: Int) {
        self.lowerDays = lowerDays
        self.upperDays = upperDays
        self.cards = cards
    }

    /// The bounds of the buckets, in days: under a day, a week, three weeks, three months, a year, and more.
    public static let bounds: [Double] = [0, 1, 7, 21, 90, 365]

    /// Short labels for the buckets, in order: "< 1 d", "1–7 d", "1–3 wk", "3 wk–3 mo", "3–12 mo", "≥ 1 y".
    public static let labels = ["< 1 d", "1–7 d", "1–3 wk", "3 wk–3 mo", "3–12 mo", "≥ 1 y"]

    /// This bucket's label from ``labels``.
    public var label: String {
        Self.bounds.firstIndex(of: lowerDays).map { Self.labels[$0] } ?? "≥ \(lowerDays) d"
    }
}

/// Reviews and how many passed, beside the recall the model predicted for them.
public protocol RetentionTally {
    /// Reviews: graded answers to a card last graded at least a whole day before.
    var reviews: Int { get }
    /// Reviews graded hard, good or easy.
    var passed: Int { get }
    /// The sum over the reviews of the probability of recall the model gave the card just before each.
    var predictedRecall: Double { get }
}

extension RetentionTally {
    /// `passed / reviews` (true retention), from 0 to 1; `nil` without reviews.
    public var trueRetention: Double? { reviews > 0 ? Double(passed) / Double(reviews) : nil }
    /// The mean predicted probability of recall over the reviews; `nil` without reviews.
    public var predictedRetention: Double? { reviews > 0 ? predictedRecall / Double(reviews) : nil }
}
