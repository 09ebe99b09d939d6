import Testing
@testable import KuchiStore
@testable import KuchiTransfer

/// The summary line of cards an Anki import rebuilt from their reviews agrees in number with its count.
@Suite("The rebuilt-cards line of an Anki import")
struct AnkiScheduleSummaryTests {
    private func line(replayed: Int, dryRun: Bool = false) -> String? {
        var counts = ImportedHistoryCounts()
        counts.replayedOnly = replayed
        return AnkiScheduleSummary(counts: counts, skipped: 0, otherTemplates: [], dryRun: dryRun).lines.first { $0.contains("rebuilt") }
    }

    @Test func oneCardIsSingularAndSeveralPlural() {
        #expect(line(replayed: 1) == "1 card was rebuilt by replaying the review log through FSRS-6 (Anki has it as new, or it was "
                + "reviewed in Kuchi since).")
        #expect(line(replayed: 3) == "3 cards were rebuilt by replaying the review log through FSRS-6 (Anki has them as new, or they were "
                + "reviewed in Kuchi since).")
        #expect(line(replayed: 1, dryRun: true)?.hasPrefix("1 card would be rebuilt") == true)
    }
}
