import GRDB

/// The study day a card falls due on, as SQL: how many of the day starts `starts` (ascending) its due time has
/// passed, found by halving (about four comparisons a card for a 14-day forecast instead of one a day).
/// `kuchi due` evaluates it for every card due in the forecast.
struct DueDayNumber {
    /// The expression; `column` is the due time (as stored).
    let sql: String
    /// Its arguments, in the order of their `?`.
    let arguments: StatementArguments

    init(column: String, starts: [String]) {
        (sql, arguments) = Self.expression(column, starts, passed: 0...starts.count)
    }

    /// The number of day starts passed, knowing it is in `passed`.
    private static func expression(_ column: String, _ starts: [String], passed: ClosedRange<Int>) -> (String, StatementArguments) {
        guard passed.lowerBound < passed.upperBound else { return ("\(passed.lowerBound)", []) }
        let middle = (passed.lowerBound + passed.upperBound + 1) / 2   // passed ≥ middle ⟺ due ≥ starts[middle - 1]
        let (later, laterArguments) = expression(column, starts, passed: middle...passed.upperBound)
        let (earlier, earlierArguments) = expression(column, starts, passed: passed.lowerBound...(middle - 1))
        return ("CASE WHEN \(column) >= ? THEN \(later) ELSE \(earlier) END",
                [starts[middle - 1]] + laterArguments + earlierArguments)
    }
}
