import GRDB
import KuchiCore

/// One walk of the answers (and lessons) a report covers, in the table's order: their sums per UTC quarter hour and per word,
/// and the sessions that hold any (the answers keep no index per session since `v27-answer-session-index-dropped`).
///
/// Summed here rather than grouped in SQL: a `GROUP BY` needs either a sort of every answer or an index in the
/// group's order, and the answers keep no such index (`v21-answer-report-indexes-narrowed`: each cost every
/// answer's commit, and the one on the quarter hour, an index on an expression, was no covering index for
/// SQLite 3.40, whose walk read the table row of every entry anyway). Three integers, a word id and a session id a row,
/// stepped through SQLite's C API.
struct AnswerWalk {
    /// One word's answers: all of them, and those of the report's period.
    struct WordCounts {
        var answers = 0, correct = 0, periodAnswers = 0, periodCorrect = 0
    }

    /// SQL that is true for a row of `answer` (named `table`) that is an answer, right or wrong, and false for a
    /// lesson: the one rule by which reports and the word list count answers. An answer stored without a
    /// judgement (imported history) is an answer.
    static func isAnswer(_ table: String) -> String {
        "\(table).judgement IS NOT '\(Judgement.taught.rawValue)'"
    }

    /// The answers per UTC quarter hour (quarter hours since 1970), without sessions.
    private(set) var quarters: [Int64: QuarterHourBin] = [:]
    /// The answers per word id.
    private(set) var words: [Int64: WordCounts] = [:]
    /// The ids of the sessions that hold at least one of the answers.
    private(set) var sessions: Set<Int64> = []

    /// Walks the answers of `scope`. An answer whose time could not be read (`NULL`) is in no quarter hour and
    /// in no period, and counts among its word's answers.
    init(_ db: Database, scope: ReportScope) throws {
        let longest = Int64(ReportScope.longestCountedAnswerMilliseconds)
        let since = scope.since.map(AnswerTime.milliseconds)
        let statement = try db.makeStatement(sql: """
            SELECT a.answered_ms, a.is_correct, a.elapsed_ms, a.word_id, a.session_id, NOT \(Self.isAnswer("a"))
            FROM answer a WHERE 1 \(scope.answerFilter)
            """)
        try statement.setArguments(scope.arguments)
        let row = RawStatement(statement)
        while try statement.stepThroughCAPI() {
            let hasTime = !row.isNull(0), time = row.int64(0), lesson = row.int64(5) == 1
            // A lesson (a new word shown whole, Enter) is no answer, right or wrong: its word is seen, its time
            // spent and its session held, and it is counted apart.
            let correct = lesson ? 0 : row.int64(1)
            var counts = words[row.int64(3)] ?? WordCounts()
            if !lesson {
                counts.answers += 1
                counts.correct += Int(correct)
                if since.map({ hasTime && time >= $0 }) ?? true {
                    counts.periodAnswers += 1
                    counts.periodCorrect += since == nil ? Int(correct) : (correct != 0 ? 1 : 0)
                }
            }
            words[row.int64(3)] = counts
            sessions.insert(row.int64(4))
            guard hasTime else { continue }
            let quarter = time / AnswerTime.quarterHour, elapsed = row.int64(2)
            var bin = quarters[quarter] ?? QuarterHourBin(quarter: Int(quarter), answers: 0, correct: 0, milliseconds: 0, sessions: 0)
            if lesson {
                bin.lessons += 1
            } else {
                bin.answers += 1
                bin.correct += Int(correct)
            }
            bin.milliseconds += elapsed > longest ? longest : max(elapsed, 0)
            quarters[quarter] = bin
        }
    }
}
