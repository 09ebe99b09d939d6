import Foundation
import GRDB

/// The SQL fragments that limit a report's queries to one learner and to its period.
///
/// Fragments are fixed text with named parameters (`:profile`, `:since_ms`, the period's first millisecond): values are always bound, never
/// spliced into SQL.
struct ReportScope {
    /// The learner to keep, or `nil` when every answer counts (no learner asked for, or the learner asked for
    /// owns every session, which spares the filter on a single-learner database).
    let profileID: Int64?
    /// The first instant of the period, or `nil` for all history.
    let since: Date?

    /// An answer's think time counts for at most this long: a question left open while away adds 5 minutes.
    static let longestCountedAnswerMilliseconds = 300_000

    /// Whether the learner owns at most half the sessions: then scans keep the learner's sessions, else they
    /// leave out the others' (SQLite checks each answer against the smaller set, which is faster).
    let ownsFewSessions: Bool

    init(_ db: Database, profileID: Int64?, since: Date?) throws {
        self.since = since
        guard let profileID else {
            (self.profileID, ownsFewSessions) = (nil, false)
            return
        }
        let row = try Row.fetchOne(db, sql: """
            SELECT (SELECT count(*) FROM session WHERE profile_id = ?) AS own, (SELECT count(*) FROM session) AS all_sessions
            """, arguments: [profileID])
        let (own, all): (Int, Int) = (row?["own"] ?? 0, row?["all_sessions"] ?? 0)
        self.profileID = own == all && all > 0 ? nil : profileID
        ownsFewSessions = own <= all - own
    }

    /// The values of the named parameters.
    var arguments: StatementArguments {
        var values: [String: (any DatabaseValueConvertible)?] = [:]
        if let profileID { values["profile"] = profileID }
        if let since { values["since_ms"] = AnswerTime.milliseconds(since) }
        return StatementArguments(values)
    }

    /// For a scan of `answer a`: keeps the learner's answers. The `+` keeps SQLite on the covering
    /// report index (the session ids are looked up in a temporary set), rather than on an index per session
    /// (`answer_session`, which banks before `v27-answer-session-index-dropped` still have).
    var answerFilter: String {
        guard profileID != nil else { return "" }
        return ownsFewSessions ? "AND +a.session_id IN (SELECT id FROM session WHERE profile_id = :profile)"
            : "AND +a.session_id NOT IN (SELECT id FROM session WHERE profile_id != :profile)"
    }

    /// For a scan of `session s`: keeps the learner's sessions. The `+` keeps SQLite on the covering
    /// `session_report_quarter` index, in order, rather than on `session_profile` and a sort.
    var sessionFilter: String {
        profileID == nil ? "" : "AND +s.profile_id = :profile"
    }

    /// For a look-up of a few answers of one word: joins their sessions when a learner is asked for.
    var sessionJoin: String {
        profileID == nil ? "" : "CROSS JOIN session s ON s.id = a.session_id"
    }

    /// The condition that goes with ``sessionJoin``.
    var sessionJoinFilter: String {
        profileID == nil ? "" : "AND s.profile_id = :profile"
    }
}
