import Foundation
import Testing

/// A whole Anki collection holds more than Japanese: a French deck, an empty note left in Default. Importing it
/// brings in the Japanese notes and counts the others in one line; Japanese notes that cannot be read stay errors,
/// listed a few at a time.
@Suite("Mixed Anki collections", .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct MixedCollectionImportTests {
    private func packages(_ home: KuchiBinary.Home) throws -> String {
        try HostileAnkiPackages.build(["mixed-decks", "many-bad-readings"], for: home)
    }

    @Test func notesWithoutJapaneseAreSkippedAndCountedByDeck() throws {
        let home = try KuchiBinary.Home()
        let folder = try packages(home)
        let skippedLine = "3 notes without Japanese skipped (decks French, Default)"
        let dryRun = try KuchiBinary.run(["import", "--dry-run", folder + "/mixed-decks.apkg"], home: home)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains(skippedLine), "\(dryRun.stdout)")
        #expect(dryRun.stdout.contains("0 rejected"), "\(dryRun.stdout)")
        #expect(dryRun.stderr.isEmpty, "\(dryRun.stderr)")

        let run = try KuchiBinary.run(["import", folder + "/mixed-decks.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(skippedLine), "\(run.stdout)")
        #expect(run.stdout.contains("0 rejected"), "\(run.stdout)")
        #expect(!run.stderr.contains("not kana"), "\(run.stderr)")
        let words = try KuchiBinary.run(["export", "words", "--deck", "日本語"], home: home)
        #expect(words.stdout.contains(",猫,ねこ,") && words.stdout.contains(",犬,いぬ,"), "\(words.stdout)")
        let french = try KuchiBinary.run(["export", "words", "--deck", "French"], home: home)
        #expect(!french.stdout.contains("le chat"), "\(french.stdout)")
    }

    @Test func japaneseNotesThatCannotBeReadRefuseTheImportOrAreListedAFewAtATime() throws {
        let home = try KuchiBinary.Home()
        let folder = try packages(home)
        let refused = try KuchiBinary.run(["import", folder + "/many-bad-readings.apkg"], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("missing reading for “{{c1::猫}}が好き0”"), "\(refused.stderr)")

        let skipped = try KuchiBinary.run(["import", "--skip-invalid", folder + "/many-bad-readings.apkg"], home: home)
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("1 merged") && skipped.stdout.contains("12 rejected"), "\(skipped.stdout)")
        let listed = skipped.stderr.split(separator: "\n").filter { $0.contains("nid:") }
        #expect(listed.count == 5, "\(skipped.stderr)")
        #expect(skipped.stderr.contains("… and 7 more rejected, not listed"), "\(skipped.stderr)")
    }
}
