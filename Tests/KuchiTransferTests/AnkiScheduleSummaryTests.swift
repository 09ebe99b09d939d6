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

    /// Walk-through 22 (D8): large counts were written without separators beside the summary's `20,000 added`.
    @Test func largeCountsAreWrittenWithThousandsSeparatorsAsTheRestOfTheSummaryIs() {
        var counts = ImportedHistoryCounts()
        counts.answers = 200_000
        counts.kept = 40_000
        let lines = AnkiScheduleSummary(counts: counts, skipped: 0, otherTemplates: [], dryRun: false).lines
        #expect(lines.contains { $0.hasPrefix("200,000 reviews imported from Anki") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("40,000 cards keep Anki's schedule") && $0.contains("FSRS state for 40,000") }, "\(lines)")
    }
}
