import Foundation
import KuchiCore

/// What a progress report should cover, and the clock and time zone it is read with.
public struct ReportRequest: Sendable {
    /// The learner, by name (case-insensitively); `nil` for everyone in the database.
    public var profileName: String?
    /// The first local day of the period; `nil` for all history.
    public var since: LocalDate?
    /// The learner's time zone: it decides which day an answer belongs to.
    public var timeZone: TimeZone
    /// The moment of the report: "today" for the current streak, "now" for the words known.
    public var now: Date
    /// The probability of recall at which a card counts as known (the learner's `desired_retention`).
    public var desiredRetention: Double

    /// Creates a request; by default everyone, all history, the system time zone, now, and a desired retention of 0.9.
    public init(profileName: String? = nil, since: LocalDate? = nil, timeZone: TimeZone = .current, now: Date = Date(),
                desiredRetention: Double = DesiredRetentionKey.defaultValue) {
        self.profileName = profileName
        self.since = since
        self.timeZone = timeZone
        self.now = now
        self.desiredRetention = desiredRetention
    }
}
