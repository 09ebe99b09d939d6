import Foundation
import GRDB
import KuchiCore
@testable import KuchiStore
import KuchiTransfer
import Testing

/// Cards written with SQL beside the Tokyo history (ReportTestSupport.swift). The report is read at
/// 2026-03-06 13:00 UTC, 22:00 in Tokyo: the study day began at 04:00 local (19:00 UTC on Mar 5) and the next
/// one begins at 19:00 UTC on Mar 6.
private func tokyoHistoryWithCards() throws -> ReportHistory {
    let history = try makeTokyoHistory()
    let ann = try history.learner("Ann")
    let bob = try history.learner("Bob")
    let cards: [(Int64, Int64, String, Double, String, String)] = [
        // learner, word, kind, stability, last review, due (UTC)
        (ann, 1, "recognition", 30, "2026-03-01 00:00:00", "2026-03-04 00:00:00"),   // overdue: due today
        (ann, 1, "reading", 25, "2026-03-05 00:00:00", "2026-03-06 18:59:59"),       // due before the next 04:00
        (ann, 2, "recognition", 3, "2026-02-20 00:00:00", "2026-03-06 19:00:00"),    // 14 days after: forgotten; due Mar 7
        (ann, 3, "writing", 0.5, "2026-03-06 12:00:00", "2026-04-10 00:00:00"),      // beyond the forecast
        (ann, 4, "recognition", 400, "2026-01-01 00:00:00", "2026-04-04 18:59:00"),  // the forecast's last day
        (bob, 5, "recognition", 50, "2026-03-06 12:02:00", "2026-04-20 00:00:00"),
    ]
    try history.database.write { db in
        for (profile, word, kind, stability, last, due) in cards {
            try db.execute(sql: """
                INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses,
                                  introduced_ms)
                VALUES (?, ?, ?, \(CardStateCode.codes.code(.review)), NULL, ?, 5, \(AnswerTime.fromStoredText("?")), \(AnswerTime.fromStoredText("?")), 3, 0,
                        \(AnswerTime.fromStoredText("'2026-01-01 00:00:00.000'")))
                """, arguments: [profile, word, CardKindCode.codes.code(CardKind(rawValue: kind)!), stability, due + ".000", last + ".000"])
        }
    }
    return history
}

@Suite("Report: memory from the cards")
struct ReportMemoryTests {
    @Test func wordsKnownNowFollowTheDesiredRetention() throws {
        let history = try tokyoHistoryWithCards()
        let memory = try history.report(profile: "Ann").memory
        #expect(memory.desiredRetention == 0.9)
        #expect(memory.kinds == [KindKnowledge(kind: .recognition, cards: 3, known: 2),
                                 KindKnowledge(kind: .reading, cards: 1, known: 1),
                                 KindKnowledge(kind: .writing, cards: 1, known: 1)])
        #expect(memory.wordsWithCards == 4)
        #expect(memory.wordsKnown == 3)
        // At 99 %, 30 days of stability five days on (R ≈ 0.977) and 400 days 64 days on (R ≈ 0.978) fall short.
        let strict = try history.database.reports.progressReport(ReportRequest(
            profileName: "Ann", timeZone: reportZone("Asia/Tokyo"), now: reportUTC("2026-03-06 13:00:00"),
            desiredRetention: 0.99)).memory
        #expect(strict.kinds.map(\.known) == [0, 1, 1])
        #expect(strict.wordsKnown == 1)
    }

    @Test func aCardMissedAndStillRelearningIsNotKnownHoweverRecent() throws {
        let history = try tokyoHistoryWithCards()
        // Ann's writing card of word 3 was answered an hour ago (R ≈ 1): known while in review, not once missed.
        try history.database.write { db in
            try db.execute(sql: "UPDATE card SET state = \(CardStateCode.codes.code(.relearning)), step = 0 WHERE word_id = 3 AND kind = \(CardKindCode.codes.code(.writing))")
        }
        let memory = try history.report(profile: "Ann").memory
        #expect(memory.kinds.map(\.known) == [2, 1, 0])
        #expect(memory.wordsKnown == 2)
    }

    @Test func theForecastCountsStudyDaysFromFourInTheMorningWithOverdueToday() throws {
        let forecast = try tokyoHistoryWithCards().report(profile: "Ann").memory.forecast
        #expect(forecast.count == 30)
        #expect(forecast.first == DueDay(date: reportDay("2026-03-06"), due: 2))
        #expect(forecast[1] == DueDay(date: reportDay("2026-03-07"), due: 1))
        #expect(forecast.last == DueDay(date: reportDay("2026-04-04"), due: 1))
        #expect(forecast.reduce(0) { $0 + $1.due } == 4)
    }

    @Test func suspendedWordsAndCardsAreNeverDue() throws {
        let history = try tokyoHistoryWithCards()
        let ann = try history.learner("Ann")
        try history.database.write { db in
            try db.execute(sql: """
                INSERT INTO suspended_word (profile_id, word_id, kind, suspended_at) VALUES (?, 1, 'reading', '2026-03-01 00:00:00.000'),
                    (?, 2, '', '2026-03-01 00:00:00.000')
                """, arguments: [ann, ann])
        }
        let forecast = try history.report(profile: "Ann").memory.forecast
        #expect(forecast.first == DueDay(date: reportDay("2026-03-06"), due: 1), "猫's reading card is suspended alone")
        #expect(forecast[1] == DueDay(date: reportDay("2026-03-07"), due: 0), "犬 is suspended")
        #expect(forecast.reduce(0) { $0 + $1.due } == 2)
    }

    @Test func stabilityBucketsAndMatureWords() throws {
        let report = try tokyoHistoryWithCards().report(profile: "Ann")
        #expect(report.memory.stability.map(\.cards) == [1, 1, 0, 2, 0, 1])
        #expect(report.memory.stability.map(\.label) == ["< 1 d", "1–7 d", "1–3 wk", "3 wk–3 mo", "3–12 mo", "≥ 1 y"])
        // 猫 (30 and 25 days) and 学校 (400) are mature; 犬 (3 days) is not, and still struggles.
        #expect(report.words == WordTotals(inBank: 6, seen: 4, mature: 2, struggling: 2))
        #expect(report.levels.map(\.mature) == [1, 1, 0])
        #expect(report.struggling.map(\.word.text) == ["犬", "秋"])
    }

    @Test func anotherLearnersCardsDoNotCount() throws {
        let report = try tokyoHistoryWithCards().report(profile: "Bob")
        #expect(report.memory.kinds.map(\.cards) == [1, 0, 0])
        #expect(report.memory.forecast.allSatisfy { $0.due == 0 })
        #expect(report.words.mature == 1)
    }

    @Test func everyFormatShowsTheMemoryFigures() throws {
        let report = try tokyoHistoryWithCards().report(profile: "Ann")
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("- **Words mature:** 2"))
        #expect(markdown.contains("- **Words known now:** 3 of 4 (cards: recognition 2 of 3, reading 1 of 1, writing 1 of 1)"))
        #expect(markdown.contains("| 2026-03-06 (today, with overdue) | 2 |\n| 2026-03-07 | 1 |\n| 2026-04-04 | 1 |\n| **Total** | 4 |"))
        #expect(markdown.contains("| 3 wk–3 mo | 2 | `████████████████████` |"))
        #expect(markdown.contains(" | 0 |  |\n"), "a bucket without cards has an empty bar cell")
        #expect(!markdown.contains("``"), "no empty code span, which CommonMark shows as two backticks")
        let html = HTMLReport.render(report)
        #expect(html.contains("<title id=\"chart-forecast\">") && html.contains("<title id=\"chart-stability\">"))
        #expect(html.contains("<title>2026-03-07: 1 cards due</title>"))
        #expect(html.contains("<span class=\"figure\">3</span><span class=\"label\">words known now</span>"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport.render(report).utf8)) as? [String: Any])
        let memory = try #require(json["memory"] as? [String: Any])
        #expect(memory["words_known"] as? Int == 3)
        #expect(memory["desired_retention"] as? Double == 0.9)
        let forecast = try #require(memory["due_forecast"] as? [[String: Any]])
        #expect(forecast.first?["date"] as? String == "2026-03-06" && forecast.first?["due"] as? Int == 2)
        let stability = try #require(memory["stability"] as? [[String: Any]])
        #expect(stability.last?["from_days"] as? Int == 365 && stability.last?["to_days"] is NSNull)
        #expect((json["words"] as? [String: Any])?["mature"] as? Int == 2)
    }
}
