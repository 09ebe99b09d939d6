import Foundation
import KuchiCore
import KuchiStore
import KuchiTransfer
import Testing

/// Graded answers recorded as practice records them, each with the card FSRS-6 gives (no fuzz) and, for a
/// review, the recall predicted before it.
private func gradedHistory() throws -> ReportHistory {
    let history = try ReportHistory()
    let ann = try history.learner("Ann")
    let scheduler = FSRSScheduler.default
    var cards: [String: CardMemory] = [:]
    let session = try history.database.practice.beginSession(profileID: ann, target: 5, seed: nil, at: reportUTC("2026-03-01 00:00:00"))
    let grades: [(Int64, ChallengeKind, Rating, String)] = [
        (1, .choice, .good, "2026-03-01 00:00:00"),   // first grades: not reviews
        (2, .choice, .good, "2026-03-01 00:01:00"),
        (1, .choice, .good, "2026-03-03 00:00:00"),   // 2 days on: a review, passed (09:00 on Mar 3 in Tokyo)
        (1, .choice, .again, "2026-03-03 00:05:00"),  // 5 minutes on: a learning step, not a review
        (2, .choice, .again, "2026-03-04 00:00:00"),  // 2 days 23 h 59 min on: a review, failed
        (3, .reading, .good, "2026-03-05 00:00:00"),
    ]
    for (word, mode, rating, time) in grades {
        let key = "\(word)-\(mode)"
        let at = reportUTC(time)
        let before = cards[key] ?? .new(due: at)
        let memory = scheduler.review(before, rating: rating, at: at)
        cards[key] = memory
        try history.database.practice.recordAnswer(AnswerRecord(
            sessionID: session, wordID: word, mode: mode, given: rating == .again ? "wrong" : "right", expected: "right",
            judgement: rating == .again ? .wrong : .exact, elapsed: .seconds(2), answeredAt: at, rating: rating,
            card: CardUpdate(profileID: ann, wordID: word, kind: CardKind(mode), memory: memory),
            recall: scheduler.predictedRecall(before: before, at: at)))
    }
    return history
}

@Suite("Report: reviews passed beside predicted retention")
struct ReportRetentionTests {
    /// FSRS-6's recall two whole days after a first good grade (stability 2.3065): about 0.9095.
    private let predicted = FSRSParameters.default.retrievability(elapsedDays: 2, stability: 2.3065)

    @Test func reviewsArePerLocalDayWithTheModelsPredictionBeforeEach() throws {
        let report = try gradedHistory().report(profile: "Ann")
        let reviewed = report.days.filter { $0.reviews > 0 }
        #expect(reviewed.map(\.date) == [reportDay("2026-03-03"), reportDay("2026-03-04")])
        #expect(reviewed.map(\.passed) == [1, 0])
        #expect(reviewed.map(\.trueRetention) == [1, 0])
        #expect(reviewed.map(\.predictedRetention) == [predicted, predicted])
        #expect(abs(predicted - 0.9095) < 0.0001)
        #expect(report.totals.reviews == 2 && report.totals.passed == 1)
        #expect(report.totals.trueRetention == 0.5)
        #expect(report.totals.predictedRetention == predicted)
        // Days with answers but no reviews show none.
        #expect(report.days.first?.reviews == 0 && report.days.first?.trueRetention == nil)
    }

    @Test func theReviewsChartPlacesItsPointsByDate() throws {
        var report = try gradedHistory().report(profile: "Ann")
        // Reviews on Mar 3 and Mar 4 (above), and one more on Mar 7: three points over five days.
        report.days.append(DayActivity(date: reportDay("2026-03-07"), sessions: 1, answers: 1, correct: 1, timeSpentMilliseconds: 2000,
                                       reviews: 1, passed: 1, predictedRecall: 0.9))
        let html = HTMLReport.render(report)
        let chart = try #require(html.components(separatedBy: "<title id=\"chart-retention\">").last?.components(separatedBy: "</svg>").first)
        let xs = chart.components(separatedBy: "<circle class=\"point\" cx=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
        // The plot is 660 wide from x = 48: five days of 132 each, a point in the middle of its day.
        #expect(xs == [114, 246, 642])
        // Mar 5 and 6 had no reviews: the line joins Mar 3 and 4 only.
        #expect(chart.components(separatedBy: "<polyline class=\"line\"").count == 2)
    }

    @Test func sinceKeepsTheReviewsOfThePeriodButReplaysAllHistory() throws {
        let report = try gradedHistory().report(profile: "Ann", since: "2026-03-04")
        #expect(report.totals.reviews == 1 && report.totals.passed == 0)
        #expect(report.totals.predictedRetention == predicted)
    }

    @Test func everyFormatShowsReviewsPassedAndPredicted() throws {
        let report = try gradedHistory().report(profile: "Ann")
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("- **Reviews:** 1 of 2 passed (50%), 91% predicted"))
        #expect(markdown.contains("| 2026-03-03 | 0 | 2 | 1 | 50% | 4s | 1 | 100% | 91% |"))
        let html = HTMLReport.render(report)
        #expect(html.contains("<title id=\"chart-retention\">"))
        #expect(html.contains("<title>2026-03-04: 0 of 1 passed (0%), 91% predicted</title>"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport.render(report).utf8)) as? [String: Any])
        let totals = try #require(json["totals"] as? [String: Any])
        #expect(totals["reviews"] as? Int == 2 && totals["passed"] as? Int == 1)
        #expect(totals["true_retention"] as? Double == 0.5)
        #expect(totals["predicted_retention"] as? Double == (predicted * 10_000).rounded() / 10_000)
    }
}
