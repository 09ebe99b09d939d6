import Foundation
import KuchiCore
import KuchiStore

/// Anki's cards as the schedules Kuchi keeps: each card's state and due date as Anki had them (its due days
/// turned into the time each study day starts), its FSRS memory where it has one, and whether it is suspended.
struct AnkiSchedules {
    /// In card id order.
    private let schedules: [AnkiCollection.Schedule]
    private let days: AnkiCollection.StudyDays
    private let timeZone: TimeZone
    /// Each card's last graded review in the log (milliseconds since 1970), for a card whose data gives no `lrt`.
    private let lastReviewed: [Int64: Int64]
    /// The import's time: a card buried when is not known is buried until the study day after it.
    private let now: Date

    /// The schedules of `collection`, its due days counted in `timeZone` when Anki did not record its own; `reviews`:
    /// its graded reviews (``AnkiCollection/reviews()``), which tell when a card without an `lrt` was last reviewed;
    /// `now`: the import's time (by the import's clock, not the system's), which stands for when a card was buried
    /// where the collection does not say.
    init(_ collection: AnkiCollection, reviews: [AnkiCollection.Review] = [], timeZone: TimeZone = .current,
         now: Date) throws {
        schedules = try collection.schedules()
        days = try collection.studyDays()
        self.timeZone = timeZone
        self.now = now
        var last: [Int64: Int64] = [:]
        for review in reviews where review.time > last[review.cardID, default: .min] { last[review.cardID] = review.time }
        lastReviewed = last
    }

    /// How Anki counted the days between reviews: study days, starting at the rollover hour in Anki's UTC offset
    /// (else `timeZone`'s offset now).
    var dayCount: FSRSScheduler.ElapsedDayCount {
        let west = days.localOffset ?? -timeZone.secondsFromGMT() / 60
        return .studyDays(boundary: Double(days.rolloverHour * 3600 + west * 60))
    }

    /// A card Kuchi imports: its kind of Kuchi card, its word's text and reading, the answer it expects, and the word's id
    /// as the import's batch gave it (`nil`: looked up by the text and reading).
    typealias CardWord = (kind: CardKind, text: String, reading: String, expected: String, wordID: Int64?)

    /// The schedule of each card Kuchi imports (`kinds`: the card's kind of Kuchi card and word, by card id).
    func imported(kinds: [Int64: CardWord]) -> [ImportedSchedule] {
        // The card ids sorted alone (sorting the pairs would move each word's entry around, 40,000 of them in a large package),
        // and room made for every card at once (grown step by step, the array is copied into fresh memory at each step).
        // The schedules are in card id order too: each card's is found by walking on.
        var imported: [ImportedSchedule] = []
        imported.reserveCapacity(kinds.count)
        var next = schedules.startIndex
        for cardID in kinds.keys.sorted() {
            while next < schedules.endIndex, schedules[next].cardID < cardID { next += 1 }
            guard next < schedules.endIndex, schedules[next].cardID == cardID, let card = kinds[cardID] else { continue }
            let schedule = schedules[next]
            let state: CardState = switch schedule.type {
            case 1: .learning
            case 2: .review
            case 3: .relearning
            default: .new
            }
            // A due date outside 1970–2200 (a damaged collection) leaves the card without Anki's schedule.
            let due = schedule.dueIsTimestamp
                ? Double(schedule.due)
                : days.start(ofDay: min(max(schedule.due, -100_000), 100_000), timeZone: timeZone).timeIntervalSince1970
            guard var due = AnkiCollection.plausibleDate(seconds: due) else { continue }
            // Buried, it is out of the reviews of the day it was buried in, until the next study day starts (Anki unburies it then).
            if schedule.isBuried {
                let unburied = unburied(schedule)
                if due < unburied { due = unburied }
            }
            imported.append(ImportedSchedule(text: card.text, reading: card.reading, kind: card.kind, state: state,
                                             stepsLeft: schedule.stepsLeft, due: due, lastReview: lastReview(schedule),
                                             stability: schedule.stability, difficulty: schedule.difficulty, intervalDays: schedule.interval,
                                             reps: schedule.reps, lapses: schedule.lapses, isSuspended: schedule.isSuspended,
                                             wordID: card.wordID))
        }
        return imported
    }

    /// When a buried card comes back: the start of the study day after the one Anki buried it in (its `mod`, the card's
    /// last change, which the burying was), counted as its due days are; a time after the import, or none, counts as the import's.
    private func unburied(_ schedule: AnkiCollection.Schedule) -> Date {
        let buried = schedule.modified.map { min($0, now) } ?? now
        return days.start(ofDay: days.day(of: buried, timeZone: timeZone) + 1, timeZone: timeZone)
    }

    /// When Anki last reviewed the card: its `lrt`, else its last graded review in the log. It tells which of a word's
    /// cards of one kind (one word in two decks, two notes) gives the word its schedule: the one reviewed last.
    private func lastReview(_ schedule: AnkiCollection.Schedule) -> Date? {
        schedule.lastReview ?? lastReviewed[schedule.cardID].flatMap { AnkiCollection.plausibleDate(seconds: Double($0) / 1000) }
    }
}

/// The summary lines of an import's review history and schedules: in the past tense, or for `--dry-run` in
/// the conditional (nothing was written), counting only what the import changes.
struct AnkiScheduleSummary {
    let counts: ImportedHistoryCounts
    let skipped: Int
    let otherTemplates: Set<String>
    let dryRun: Bool

    /// What ``otherTemplates`` holds for a card whose note's type the collection lacks (named last in the line).
    static let missingNoteType = "a note type missing from the collection"

    var lines: [String] {
        var lines: [String] = []
        let plural = { (count: Int, noun: String) in "\(count.groupedDigits) \(noun)\(count == 1 ? "" : "s")" }
        if counts.answers > 0 || counts.alreadyThere > 0 {
            var line = plural(counts.answers, "review") + (dryRun ? " would be imported" : " imported")
                + " from Anki as \(counts.learner)'s answers"
            if counts.alreadyThere > 0 { line += " (\(counts.alreadyThere) already imported before)" }
            lines.append(line + ".")
        }
        let keptSchedules = counts.kept + counts.replayed + counts.fromInterval
        if keptSchedules > 0 {
            var sources: [String] = []
            if counts.kept > 0 { sources.append("from Anki's FSRS state for \(counts.kept.groupedDigits)") }
            if counts.replayed > 0 { sources.append("replayed from the review log for \(counts.replayed.groupedDigits) (Anki had no FSRS memory of them)") }
            if counts.fromInterval > 0 { sources.append("from Anki's interval for \(counts.fromInterval.groupedDigits) (no FSRS memory, no reviews)") }
            lines.append(plural(keptSchedules, "card") + (dryRun ? " would keep" : keptSchedules == 1 ? " keeps" : " keep")
                         + " Anki's schedule (the state and due day Anki had); memory " + sources.joined(separator: ", ") + ".")
        }
        if counts.replacedKuchiSchedule > 0 {
            let count = counts.replacedKuchiSchedule
            lines.append("Of them, \(plural(count, "card")) had Kuchi's schedule: Anki's reviews are newer than the answers given in Kuchi, "
                         + "so Anki's schedule " + (dryRun ? "would replace" : "replaced") + " Kuchi's (both histories are kept).")
        }
        if counts.answeredInKuchiSince > 0 {
            let count = counts.answeredInKuchiSince
            lines.append(plural(count, "card") + (dryRun ? " would keep" : count == 1 ? " keeps" : " keep")
                         + " Kuchi's schedule: answered in Kuchi after Anki's last review, so those answers count from Anki's schedule.")
        }
        if counts.unchangedSchedules > 0 {
            lines.append(plural(counts.unchangedSchedules, "card") + (counts.unchangedSchedules == 1 ? " has" : " have")
                         + " Anki's schedule from an earlier import already, unchanged.")
        }
        if counts.replayedOnly > 0 {
            let one = counts.replayedOnly == 1
            lines.append(plural(counts.replayedOnly, "card") + (dryRun ? " would be" : one ? " was" : " were")
                         + " rebuilt by replaying the review log through FSRS-6 (Anki has \(one ? "it" : "them") as new, or \(one ? "it was" : "they were") "
                         + "reviewed in Kuchi since).")
        }
        if counts.suspended > 0 {
            lines.append(plural(counts.suspended, "word") + (dryRun ? " would be suspended" : " suspended")
                         + ", as Anki had every card of them suspended (kuchi words unsuspend WORD brings one back).")
        }
        if counts.suspendedCards > 0 {
            lines.append(plural(counts.suspendedCards, "card") + (dryRun ? " would be suspended" : " suspended") + " alone, as in Anki, of "
                         + plural(counts.partlySuspended, "word") + " whose other cards were not: the word stays in practice, "
                         + "without \(counts.suspendedCards == 1 ? "that card" : "those cards") (kuchi words unsuspend WORD brings them back).")
        }
        if skipped > 0 {
            let missing = otherTemplates.contains(Self.missingNoteType) ? [Self.missingNoteType] : []
            let templates = otherTemplates.subtracting(missing).sorted() + missing
            lines.append(plural(skipped, "review") + " of cards that show neither the Japanese nor its meaning (cloze or other templates: "
                         + "\(templates.joined(separator: ", "))) \(dryRun ? "would not be" : skipped == 1 ? "was not" : "were not") imported.")
        }
        return lines
    }
}
