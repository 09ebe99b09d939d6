extension String {
    /// The longest a given answer is echoed or shown in a report; the database keeps it whole.
    public static let shownAnswerLimit = 60

    /// This text cut to at most `limit` characters, ending with "…" when it was cut.
    public func abbreviated(to limit: Int = String.shownAnswerLimit) -> String {
        guard count > limit, limit > 0 else { return self }
        return String(prefix(limit - 1)) + "…"
    }
}
