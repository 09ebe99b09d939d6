import Foundation
import KuchiCore
@testable import KuchiStore
import KuchiTransfer
import Testing

@Suite("kuchi due: the forecast as text and JSON")
struct DueForecastTextTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// Study days starting at 04:00 UTC from Thursday 26 November 2026.
    /// Totals are the decks' sums unless given (a card in two decks counts once in them).
    private func forecast(decks: [DueForecast.Deck], dueNow: Int? = nil, perDay totals: [Int]? = nil) throws -> DueForecast {
        let today = try #require(ISO8601DateFormatter().date(from: "2026-11-26T04:00:00Z"))
        let days = (0..<14).map { today.addingTimeInterval(Double($0) * 86_400) }
        let sums = days.indices.map { day in decks.reduce(0) { $0 + $1.perDay[day] } }
        return DueForecast(learner: "Ann", now: today, days: days, decks: decks,
                           dueNow: dueNow ?? decks.reduce(0) { $0 + $1.dueNow }, perDay: totals ?? sums)
    }

    private func perDay(_ counts: [Int: Int]) -> [Int] { (0..<14).map { counts[$0] ?? 0 } }

    /// Today and tomorrow by name, then weekday, day and month in English, across a month's end.
    @Test func daysAreLabelledTodayTomorrowThenByWeekdayDayAndMonth() throws {
        let text = DueForecastText.text(try forecast(decks: [DueForecast.Deck(name: "n5", dueNow: 2, perDay: perDay([0: 3, 2: 1, 13: 4]))]), timeZone: utc)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Due now for Ann: 2")
        #expect(lines[1] == "  n5: 2")
        #expect(lines[2] == "1 more falls due later today: kuchi review asks it from its time.", "today's 3 less the 2 due now")
        #expect(lines[5] == "  today          3")
        #expect(lines[6] == "  tomorrow       0")
        #expect(lines[7] == "  Sat 28 Nov     1")
        #expect(lines[10] == "  Tue 1 Dec      0", "the month's end is crossed")
        #expect(lines[18] == "  Wed 9 Dec      4")
        #expect(!lines[5...].contains { $0.contains("(") }, "one deck: no deck column")
    }

    /// With two decks, each day names the decks its cards are in; names from the bank cannot reach the terminal
    /// as control sequences.
    @Test func twoDecksAreNamedPerDayAndControlCharactersAreRemoved() throws {
        let decks = [DueForecast.Deck(name: "n5", dueNow: 0, perDay: perDay([0: 1])),
                     DueForecast.Deck(name: "evil\u{1B}[2Jdeck", dueNow: 1, perDay: perDay([0: 2, 1: 5]))]
        let text = DueForecastText.text(try forecast(decks: decks), timeZone: utc)
        #expect(text.contains("  today          3   (n5 1, evil[2Jdeck 2)"))
        #expect(text.contains("  tomorrow       5   (evil[2Jdeck 5)"))
        #expect(!text.contains("\u{1B}"))
    }

    /// The JSON holds the dates of the study days and every deck's counts.
    @Test func jsonHoldsTheDatesAndEveryDecksCounts() throws {
        let json = DueForecastText.json(try forecast(decks: [DueForecast.Deck(name: "n5", dueNow: 2, perDay: perDay([0: 3]))]), timeZone: utc)
        #expect(json.hasPrefix(#"{"learner":"Ann","due_now":2,"days":["2026-11-26","2026-11-27","#))
        #expect(json.contains(#""decks":[{"deck":"n5","due_now":2,"per_day":[3,0,0,0,0,0,0,0,0,0,0,0,0,0]}]"#))
        #expect(json.hasSuffix("}\n"))
    }

    /// A card whose word two decks hold counts in each deck's line and once in the total, and the text says so.
    @Test func aCardInTwoDecksIsCountedInEachAndOnceInTheTotal() throws {
        let decks = [DueForecast.Deck(name: "Japanese::Vocab", dueNow: 1, perDay: perDay([0: 1])),
                     DueForecast.Deck(name: "jlpt-n5", dueNow: 2, perDay: perDay([0: 2]))]
        let text = DueForecastText.text(try forecast(decks: decks, dueNow: 2, perDay: perDay([0: 2])), timeZone: utc)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Due now for Ann: 2")
        #expect(lines[1] == "  Japanese::Vocab: 1")
        #expect(lines[2] == "  jlpt-n5: 2")
        #expect(lines[3] == "  (a word several decks hold counts in each of them, once in the total)")
        #expect(text.contains("  today          2   (Japanese::Vocab 1, jlpt-n5 2)"))
    }

    /// With nothing due now, the note on words several decks hold is not under "Due now: 0", where it explains
    /// nothing: it comes after the days whose deck counts overlap, and not at all when none do.
    @Test func theNoteOnSharedWordsComesOnlyUnderCountsItExplains() throws {
        let note = "  (a word several decks hold counts in each of them, once in the total)"
        let apart = [DueForecast.Deck(name: "a", dueNow: 0, perDay: perDay([1: 1])), DueForecast.Deck(name: "b", dueNow: 0, perDay: perDay([1: 2]))]
        let unshared = DueForecastText.text(try forecast(decks: apart), timeZone: utc)
        #expect(unshared.hasPrefix("Due now for Ann: 0\n\n") && !unshared.contains(note), "\(unshared)")
        let shared = [DueForecast.Deck(name: "a", dueNow: 0, perDay: perDay([1: 1])), DueForecast.Deck(name: "b", dueNow: 0, perDay: perDay([1: 1]))]
        let text = DueForecastText.text(try forecast(decks: shared, perDay: perDay([1: 1])), timeZone: utc)
        #expect(text.hasPrefix("Due now for Ann: 0\n\n"), "\(text)")
        #expect(text.contains("  tomorrow       1   (a 1, b 1)\n"), "\(text)")
        #expect(text.split(separator: "\n").last.map(String.init) == note, "\(text)")
    }

    /// Review cards `reviews_per_day` leaves for another day are said, with the limit and today's reviews, as
    /// `kuchi review` says them; the JSON counts them; with none held back nothing is added.
    @Test func cardsBeyondTheDailyReviewLimitAreSaidToWait() throws {
        var forecast = try forecast(decks: [DueForecast.Deck(name: "n5", dueNow: 14, perDay: perDay([0: 14]))])
        forecast.overLimit = 12
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 3, doneToday: 1)
        let text = DueForecastText.text(forecast, timeZone: utc)
        #expect(text.contains("\nkuchi review asks 2 of them today: reviews_per_day is 3 and 1 review is done today; the other 12 wait for another day.\n"))
        #expect(DueForecastText.json(forecast, timeZone: utc).hasSuffix(#","over_limit":12,"new_left":null,"new_held":null,"scope_met":null}"# + "\n"))
        forecast.overLimit = 0
        #expect(!DueForecastText.text(forecast, timeZone: utc).contains("kuchi review asks"))
    }
    /// Walk-through 36: with 103 cards due now, 105 more later today and `reviews_per_day` 200, `kuchi due` said "kuchi
    /// review asks each from its time", and the review then stopped at 200 reviews, 8 cards short; with the limit already
    /// reached it said the same where the review's header says the reviews among them wait. Both are said now.
    @Test func cardsLaterTodayBeyondTheRoomTheLimitLeavesAreSaidToWait() throws {
        var forecast = try forecast(decks: [DueForecast.Deck(name: "n5", dueNow: 103, perDay: perDay([0: 208]))])
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 200, doneToday: 0, reviewsDueNow: 103)
        #expect(DueForecastText.text(forecast, timeZone: utc).contains(
            "\n105 more fall due later today: kuchi review asks each from its time, but reviews_per_day (200) leaves room for "
            + "97 more reviews today once the cards due now are reviewed, so the other reviews among them wait for another day.\n"))
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 300, doneToday: 0, reviewsDueNow: 103)
        #expect(DueForecastText.text(forecast, timeZone: utc).contains("\n105 more fall due later today: kuchi review asks each from its time.\n"),
                "room for all of them")
        forecast.overLimit = 3
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 100, doneToday: 0, reviewsDueNow: 103)
        #expect(DueForecastText.text(forecast, timeZone: utc).contains(
            "\n105 more fall due later today; reviews_per_day leaves no room for the reviews among them, which wait for another day too.\n"))
        forecast.reviewLimit = nil
        forecast.overLimit = 0
        #expect(DueForecastText.text(forecast, timeZone: utc).contains("\n105 more fall due later today: kuchi review asks each from its time.\n"),
                "no limit given: as before")
    }

    /// Walk-through 31 (D9): with `reviews_per_day = 0` a review still asks a card in today's learning steps (the limit
    /// never holds those back), and `kuchi due` said only "Due now: 1" and that the limit was reached. It says why the card
    /// is asked; within the limit nothing is added.
    @Test func aLearningCardDueAtAReviewLimitOfZeroIsSaidToBeAskedAllTheSame() throws {
        var forecast = try forecast(decks: [DueForecast.Deck(name: "n5", dueNow: 1, perDay: perDay([0: 1]))])
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 0, doneToday: 0, reviewsDueNow: 0)
        let lines = DueForecastText.text(forecast, timeZone: utc).split(separator: "\n").map(String.init)
        #expect(lines.first == "Due now for Ann: 1 (in its learning steps, which reviews_per_day does not limit)", "\(lines)")
        #expect(lines.contains("No new words today: reviews_per_day is reached."), "\(lines)")
        // Two review cards beside it, held back by the limit: the learning card is counted apart.
        forecast = try self.forecast(decks: [DueForecast.Deck(name: "n5", dueNow: 3, perDay: perDay([0: 3]))])
        forecast.overLimit = 2
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 0, doneToday: 0, reviewsDueNow: 2)
        #expect(DueForecastText.text(forecast, timeZone: utc).hasPrefix(
            "Due now for Ann: 3 (1 in its learning steps, which reviews_per_day does not limit)\n"))
        // Within the limit, nothing to explain.
        forecast.overLimit = 0
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 200, doneToday: 0, reviewsDueNow: 2)
        #expect(DueForecastText.text(forecast, timeZone: utc).hasPrefix("Due now for Ann: 3\n"))
    }

    /// Walk-through 36: the reviews today's limit holds back fall due again tomorrow, but "tomorrow" left them out. It
    /// counts them and says how many; the JSON's days are unchanged (each card on its own due day).
    @Test func tomorrowCountsTheReviewsTodaysLimitHoldsBack() throws {
        // 103 due now and 105 later today, all reviews; 34 fall due tomorrow. 200 a day: 8 wait for tomorrow.
        var forecast = try forecast(decks: [DueForecast.Deck(name: "n5", dueNow: 103, perDay: perDay([0: 208, 1: 34]))])
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 200, doneToday: 0, reviewsDueNow: 103, reviewsDueLaterToday: 105)
        let text = DueForecastText.text(forecast, timeZone: utc)
        #expect(text.contains("\n  tomorrow      42   (8 held back today by reviews_per_day)\n"), "\(text)")
        #expect(text.contains("\n  today        208\n"), "\(text)")
        #expect(DueForecastText.json(forecast, timeZone: utc).contains(#""per_day":[208,34,"#))
        // Over the limit already: the reviews due now beyond it and every review due later wait; with two decks both are said.
        forecast = try self.forecast(decks: [DueForecast.Deck(name: "a", dueNow: 5, perDay: perDay([0: 6, 1: 2])),
                                             DueForecast.Deck(name: "b", dueNow: 0, perDay: perDay([1: 1]))])
        forecast.overLimit = 2
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 10, doneToday: 7, reviewsDueNow: 5, reviewsDueLaterToday: 1)
        #expect(DueForecastText.text(forecast, timeZone: utc).contains("\n  tomorrow       6   (a 2, b 1; 3 held back today by reviews_per_day)\n"))
        // Within the limit, or with none given, tomorrow is as before.
        forecast.reviewLimit = DueForecast.ReviewLimit(perDay: 200, doneToday: 0, reviewsDueNow: 5, reviewsDueLaterToday: 1)
        forecast.overLimit = 0
        #expect(DueForecastText.text(forecast, timeZone: utc).contains("\n  tomorrow       3   (a 2, b 1)\n"))
        forecast.reviewLimit = nil
        #expect(DueForecastText.text(forecast, timeZone: utc).contains("\n  tomorrow       3   (a 2, b 1)\n"))
    }
}
