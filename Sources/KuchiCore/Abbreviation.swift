extension String {
    /// The longest a given answer is echoed or shown in a report; the database keeps it whole.
    public static let shownAnswerLimit = 60
    /// The longest a meaning or a choice is shown in a session or a report, in characters: a meaning with a note of
    /// thousands of characters (a shared Anki deck's) would push the question off the screen. The bank, the judge,
    /// exports and the JSON Lines front end keep it whole.
    public static let shownMeaningLimit = 200

    /// This text cut to at most `limit` characters, ending with "…" when it was cut.
    public func abbreviated(to limit: Int = String.shownAnswerLimit) -> String {
        guard count > limit, limit > 0 else { return self }
        return String(prefix(limit - 1)) + "…"
    }
}
