import Foundation
import Testing

/// Compact baselines (`v24-compact-baselines`) through the real binary: an Anki package studied in Anki, imported;
/// `kuchi doctor` agrees, and `kuchi doctor --rebuild-cards` leaves the due counts and the baselines as they were.
@Suite("Compact baselines through kuchi doctor", .enabled(if: SQLiteShell.isAvailable, "needs sqlite3 to read the baselines"))
struct CompactBaselineCommandTests {
    private func package(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KuchiTransferTests/Fixtures/\(name)").path
    }

    /// Baselines stored compact, and in all; then every baseline as it stands, one line each.
    private func baselines(_ home: KuchiBinary.Home) throws -> (counts: String, rows: String) {
        let counts = try SQLiteShell.query(home.database, "SELECT count(*) FILTER (WHERE state IS NULL), count(*) FROM card_baseline")
        let rows = try SQLiteShell.query(home.database, """
            SELECT b.word_id, b.kind, CASE WHEN b.state IS NULL THEN c.state ELSE b.state END,
                   CASE WHEN b.state IS NULL THEN c.due_ms ELSE b.due_ms END,
                   CASE WHEN b.state IS NULL THEN c.stability ELSE b.stability END, b.origin
            FROM card_baseline b LEFT JOIN card c USING (profile_id, word_id, kind) ORDER BY b.word_id, b.kind
            """)
        return (counts, rows)
    }

    @Test func rebuildingTheCardsOfAnImportedPackageChangesNothing() throws {
        let home = try KuchiBinary.Home()
        let imported = try KuchiBinary.run(["import", "--name", "Hanako", package("anki-studied-fsrs.apkg")], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        // One frozen clock for both forecasts.
        let clock = ["KUCHI_NOW": "2026-12-01T12:00:00+00:00", "KUCHI_NOW_FROZEN": "1"]
        let (due, stored) = (try KuchiBinary.run(["due", "--name", "Hanako"], home: home, environment: clock), try baselines(home))
        #expect(due.status == 0, "\(due.stderr)")
        let counts = stored.counts.split(separator: "|")
        #expect(counts.count == 2 && counts[0] == counts[1] && (Int(counts[1]) ?? 0) > 200, "every baseline compact: \(stored.counts)")
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")

        let rebuilt = try KuchiBinary.run(["doctor", "--rebuild-cards"], home: home)
        #expect(rebuilt.status == 0, "\(rebuilt.stdout)\(rebuilt.stderr)")
        let dueAfter = try KuchiBinary.run(["due", "--name", "Hanako"], home: home, environment: clock)
        #expect(dueAfter.stdout == due.stdout && due.stdout.contains("Hanako"), "\(due.stdout)")
        let after = try baselines(home)
        #expect(after.counts == stored.counts && after.rows == stored.rows)
        #expect(try KuchiBinary.run(["doctor"], home: home).status == 0)
    }
}
