import KuchiStore
import Testing

/// `kuchi export --since` and `kuchi report --since` share one parser of days, `LocalDate(parsing:)`.
@Suite("Days given to --since")
struct SinceDayTests {
    /// Every way of writing a real day that either command accepted when each had its own parser:
    /// `report` took `YYYY-MM-DD` only, `export` also a one-digit month or day.
    @Test(arguments: [
        ("2026-03-01", "2026-03-01"),
        ("2024-02-29", "2024-02-29"),
        ("2026-12-31", "2026-12-31"),
        ("2026-3-1", "2026-03-01"),
        ("2026-3-01", "2026-03-01"),
        ("2026-03-1", "2026-03-01"),
        ("2026-11-9", "2026-11-09"),
    ])
    func aDayEitherCommandAcceptedIsAcceptedByBoth(text: String, day: String) {
        #expect(LocalDate(parsing: text)?.description == day)
    }

    /// Days that do not exist, and text that only the old export parser let through by dropping what it
    /// could not read (a sign, a stray part, an empty part) or by reading a two-digit year as year 26.
    @Test(arguments: [
        "yesterday", "", "2023-02-29", "2024-13-01", "2024-00-10", "2024-01-00", "2024-01-01x", "26-3-1",
        "2026/03/01", " 2026-03-01", "2026-03-01-", "2026--03-01", "+2026-03-01", "2026-003-01", "2026-03-01-x", "x-2026-3-1",
    ])
    func anythingElseIsRefused(text: String) {
        #expect(LocalDate(parsing: text) == nil)
    }
}
