import Foundation
import KuchiCore
import KuchiStore

/// What `kuchi due` prints: a due forecast as lines for reading or as one JSON object. Learner and deck names
/// come from the bank (untrusted) and go through ``ReportText/singleLine(_:)``.
public enum DueForecastText {
    /// What `kuchi due` says before anyone has practised.
    public static let noLearnerText = "No learner yet, so nothing is due: run kuchi to start practising."

    /// What `kuchi due` says where there is no word bank yet.
    public static func noBankText(_ path: String) -> String {
        "No word bank yet at \(ReportText.singleLine(path)), so nothing is due: run kuchi to start practising."
    }

    /// The JSON of a bank with no learner: nothing due, no days, no decks.
    public static let noLearnerJSON = #"{"learner":null,"due_now":0,"days":[],"per_day":[],"decks":[],"over_limit":0,"new_left":null,"new_held":null,"scope_met":null}"#

    /// Due now (in total and per deck: a card counts in every deck that holds its word), then one line per study
    /// day: its label, its count and, when the bank has more than one deck, the decks that count falls in. `timeZone` names the days (the study days' own).
    /// A note says that a word several decks hold counts in each, under the counts where that happens (none when it does not).
    /// Tomorrow's count holds the reviews today's `reviews_per_day` leaves (``DueForecast/ReviewLimit/heldBackToday``), and
    /// says how many (the JSON's `per_day` counts each card on its own due day only).
    /// With `scopeMet`, a line after the counts says that every word of the practice scope is met, and how to go on.
    /// With `plan` (what `kuchi review` would start with), a line says the new words the review limit holds back, when it
    /// holds back some but not all (``ReviewPlan/newWordsHold``; all of them, the line above says).
    public static func text(_ forecast: DueForecast, scopeMet: ScopeMet? = nil, plan: ReviewPlan? = nil, timeZone: TimeZone = .current) -> String {
        var lines = ["Due now for \(ReportText.singleLine(forecast.learner)): \(forecast.dueNow)"]
        // With the review limit holding reviews or new words back, today's learning cards are asked all the same: say so.
        if let limit = forecast.reviewLimit, forecast.overLimit > 0 || limit.leavesNoNewWords,
           let unlimited = ReviewPlan.unlimitedLearning(forecast.dueNow - limit.reviewsDueNow - limit.interdayLearningDueNow,
                                                        of: forecast.dueNow) {
            lines[0] += " " + unlimited
        }
        for deck in forecast.decks where deck.dueNow > 0 { lines.append("  \(ReportText.singleLine(deck.name)): \(deck.dueNow)") }
        // The note on a word several decks hold goes under the counts it explains: those due now, else the days'.
        let note = "  (a word several decks hold counts in each of them, once in the total)"
        let nowOverlaps = forecast.decks.reduce(0) { $0 + $1.dueNow } > forecast.dueNow
        if nowOverlaps { lines.append(note) }
        if forecast.overLimit > 0, let limit = forecast.reviewLimit {
            let done = limit.doneToday == 1 ? "1 review is" : "\(limit.doneToday.groupedDigits) reviews are"
            lines.append("kuchi review asks \((forecast.dueNow - forecast.overLimit).groupedDigits) of them today: reviews_per_day is "
                         + "\(limit.perDay.groupedDigits) and \(done) done today; the other \(forecast.overLimit.groupedDigits) "
                         + "\(forecast.overLimit == 1 ? "waits" : "wait") for another day.")
        }
        // The review limit caps new words too (as in Anki's v3 scheduler): none while the reviews due fill it.
        if let limit = forecast.reviewLimit, forecast.dueNow > 0, limit.leavesNoNewWords {
            let reason = ReviewPlan.noNewWordsReason(overLimit: forecast.overLimit, reviewsDueNow: limit.reviewsDueNow)
            lines.append(reason.prefix(1).uppercased() + reason.dropFirst() + ".")
        } else if let plan, plan.newWords > 0, let hold = plan.newWordsHold {
            lines.append(hold.prefix(1).uppercased() + hold.dropFirst() + ".")
        }
        // Today's count holds the cards due now and those that fall due later today, each at its own time.
        if let today = forecast.perDay.first, today > forecast.dueNow {
            lines.append(Self.laterToday(today - forecast.dueNow, overLimit: forecast.overLimit, limit: forecast.reviewLimit))
        }
        if let scopeMet { lines.append(scopeMet.sentence) }
        lines.append("")
        lines.append("Next 14 days (days start at 04:00):")
        for (index, day) in forecast.days.enumerated() {
            let label = index == 0 ? "today" : index == 1 ? "tomorrow" : LocalDate.ofStudyDay(starting: day, in: timeZone).englishLabel
            let decks = forecast.decks.filter { $0.perDay[index] > 0 }
                .map { "\(ReportText.singleLine($0.name)) \($0.perDay[index])" }.joined(separator: ", ")
            // Tomorrow also holds the reviews today's limit leaves: they are still due then.
            let held = index == 1 ? forecast.reviewLimit?.heldBackToday ?? 0 : 0
            let count = String(forecast.perDay[index] + held)
            let shownDecks = decks.isEmpty || forecast.decks.count < 2 ? "" : decks
            let heldNote = held > 0 ? "\(held.groupedDigits) held back today by reviews_per_day" : ""
            let aside = [shownDecks, heldNote].filter { !$0.isEmpty }.joined(separator: "; ")
            // Padded by hand: Foundation's `padding(toLength:)` bridges through NSString, a measurable share of
            // `kuchi due`'s short run.
            lines.append("  " + label + String(repeating: " ", count: max(0, 11 - label.count))
                         + String(repeating: " ", count: max(0, 5 - count.count)) + count
                         + (aside.isEmpty ? "" : "   (\(aside))"))
        }
        if !nowOverlaps, forecast.decksOverlap, forecast.decks.count > 1 { lines.append(note) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line on the `later` cards that fall due later today. They are asked from their times, but the reviews among them
    /// only while `reviews_per_day` leaves room: none once the reviews due now are over it (as the review's header says
    /// it), and fewer than `later` when the reviews due now and those done today leave less (cards in their learning
    /// steps today are never held back, so the line gives the room, not a count of the cards asked).
    static func laterToday(_ later: Int, overLimit: Int, limit: DueForecast.ReviewLimit?) -> String {
        let cards = "\(later.groupedDigits) more \(later == 1 ? "falls" : "fall") due later today"
        guard let limit else { return cards + ": kuchi review asks \(later == 1 ? "it" : "each") from its time." }
        if overLimit > 0 {
            return cards + "; reviews_per_day leaves no room for the reviews among them, which wait for another day too."
        }
        let room = max(0, limit.perDay - limit.doneToday - limit.interdayLearningDueNow - limit.reviewsDueNow)
        guard room < later else { return cards + ": kuchi review asks \(later == 1 ? "it" : "each") from its time." }
        let left = room == 0 ? "no more reviews today" : room == 1 ? "room for 1 more review today" : "room for \(room.groupedDigits) more reviews today"
        return cards + ": kuchi review asks each from its time, but reviews_per_day (\(limit.perDay.groupedDigits)) leaves \(left) "
            + "once the cards due now are reviewed, so the other reviews among them wait for another day."
    }

    /// One JSON object: `learner`, `due_now`, `days` (the study days' dates), `per_day`, `decks` with each
    /// deck's `due_now` and `per_day`, and `over_limit` (review cards due now that `reviews_per_day` leaves for
    /// another day), `new_left` and `new_held` (the new words `kuchi review` would give today and those the review limit
    /// holds back, as its JSON Lines `session` event gives them; `null` without `plan`), and `scope_met` (`null`, or the
    /// practice scope's `words`, all met, `next_level` and `message`).
    public static func json(_ forecast: DueForecast, scopeMet: ScopeMet? = nil, plan: ReviewPlan? = nil,
                            timeZone: TimeZone = .current) -> String {
        let numbers: ([Int]) -> JSONValue = { .array($0.map(JSONValue.int)) }
        let decks = forecast.decks.map { deck in
            JSONValue.object([("deck", .string(deck.name)), ("due_now", .int(deck.dueNow)), ("per_day", numbers(deck.perDay))])
        }
        return JSONValue.object([
            ("learner", .string(forecast.learner)), ("due_now", .int(forecast.dueNow)),
            ("days", .strings(forecast.days.map { LocalDate.ofStudyDay(starting: $0, in: timeZone).description })),
            ("per_day", numbers(forecast.perDay)), ("decks", .array(decks)),
            ("over_limit", .int(forecast.overLimit)),
            ("new_left", .optional(plan?.newWords) { .int($0) }), ("new_held", .optional(plan?.newWordsHeld) { .int($0) }),
            ("scope_met", scopeMet.map { met in
                JSONValue.object([("words", .int(met.words)), ("next_level", .optional(met.nextLevel) { .string($0) }),
                                  ("message", .string(met.sentence))])
            } ?? .null),
        ]).compact + "\n"
    }
}

// The days are labelled by hand rather than with a DateFormatter, whose first use loads ICU's date formats:
// the labels are fixed English, and `kuchi due` should start fast.
extension LocalDate {
    /// The calendar day of the study day that starts at `start` (its middle decides: a study day runs from
    /// 04:00 to 04:00).
    fileprivate static func ofStudyDay(starting start: Date, in timeZone: TimeZone) -> LocalDate {
        containing(start.addingTimeInterval(12 * 3600), in: timeZone)
    }

    /// `Thu 26 Nov`: the weekday, day and month in English.
    fileprivate var englishLabel: String {
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        // 1 January 1970 was a Thursday.
        let weekday = weekdays[((daysSince1970 + 4) % 7 + 7) % 7]
        return "\(weekday) \(day) \(months[min(max(month, 1), 12) - 1])"
    }
}
