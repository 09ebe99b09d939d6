import Foundation
import GRDB
import KuchiCore

/// Migration `v41-reviews-by-study-day`: the answers written before answers were marked as reviews by the study day
/// (``ReviewMark``) are marked by the same rule, so that the day's reviews done on an upgraded bank count them.
///
/// Until then an answer got a `recall` (was a review) when its card's previous grade was 24 hours or more before.
/// The graded answers of the current study day without one whose card's previous grade fell on an earlier study day
/// are the interday learning answers the new rule adds (older ones count against no limit any more): each gets
/// ``ReviewMark/withinADay`` (its previous grade was less than a day before, or it would have had a prediction). That
/// takes no card state: one walk of the answers in the order given, remembering each card's last grade. An unmarked
/// answer whose card was graded earlier the same study day is a review only when the card was in review by then (random
/// practice asking a card that graduated that morning): those few cards are replayed (``CardRebuild``) to tell.
enum StudyDayReviews {
    /// Marks the reviews among the answers without a `recall` given since `today` (the current study day's start, when
    /// only its answers count against a limit: older marks would only grow the reviews' index): interday learning
    /// answers, and answers to cards already in review. Within the migration's transaction; returns how many it marked.
    @discardableResult
    static func markTodaysReviews(since today: Date = StudyDay.start(of: Date()), in db: Database,
                                  timeZone: TimeZone = .current) throws -> Int {
        let statement = try db.makeStatement(sql: """
            SELECT a.id, s.profile_id, a.word_id, a.mode, a.answered_ms, a.recall IS NULL
            FROM answer a JOIN session s ON s.id = a.session_id
            WHERE a.rating IS NOT NULL AND \(AnswerTime.inRange("a.answered_ms")) ORDER BY a.id
            """)
        let row = RawStatement(statement)
        let kinds = Dictionary(uniqueKeysWithValues: ChallengeKind.allCases.map { (AnswerModeCode.code($0), CardKind($0)) })
        var lastGrade: [HistoryReplay.CardKey: Int64] = [:]
        var marked: [(id: Int64, recall: Double)] = []
        // Cards answered again the same study day, unmarked: the replay tells whether they were in review by then.
        var sameDay: [HistoryReplay.CardKey: Set<Int64>] = [:]
        var mark = ReviewMark(timeZone: timeZone)
        let since = AnswerTime.milliseconds(today)
        while try statement.stepThroughCAPI() {
            // A mode that is no code (a row a script wrote) names no card: a replay leaves it out too.
            guard row.isInteger(3), let kind = kinds[Int(row.int64(3))] else { continue }
            let key = HistoryReplay.CardKey(profileID: row.int64(1), wordID: row.int64(2), kind: kind)
            let time = row.int64(4)
            if row.int64(5) == 1, time >= since, let previous = lastGrade[key] {
                if mark.isOnEarlierStudyDay(AnswerTime.date(previous), than: AnswerTime.date(time)) {
                    marked.append((row.int64(0), ReviewMark.withinADay))
                } else {
                    sameDay[key, default: []].insert(row.int64(0))
                }
            }
            lastGrade[key] = time
        }
        for (key, answers) in sameDay {
            let (_, marks) = try CardRebuild.replay(key, scheduler: .kuchiDefault, withinADayFrom: today, in: db)
            for (id, recall) in marks where answers.contains(id) {
                if let recall { marked.append((id, recall)) }
            }
        }
        let update = try db.makeStatement(sql: "UPDATE answer SET recall = ? WHERE id = ?")
        for (id, recall) in marked { try update.execute(arguments: [recall, id]) }
        return marked.count
    }
}
