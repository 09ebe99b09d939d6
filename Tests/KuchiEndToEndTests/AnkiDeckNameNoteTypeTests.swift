import Foundation
import Testing

/// Walk-through 34 (L): what an Anki package's import says of a deck name too long and of a note type the collection
/// lacks, each in terms of what the learner does in Anki.
@Suite("Anki deck names and missing note types, through the binary",
       .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct AnkiDeckNameNoteTypeTests {
    /// A deck of 311 characters holding three notes was listed three times, once a note, with "shorten it in the file"
    /// (the file is a package no learner edits): it is listed once for the deck, with its notes counted and Anki's rename.
    @Test func aDeckNameTooLongIsSaidOnceForTheDeckWithAnkisRename() throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["long-deck-name"], for: home)
        let run = try KuchiBinary.run(["import", folder + "/long-deck-name.apkg"], home: home)
        #expect(run.status == 65, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("deck") && $0.contains("characters long") }
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(lines.first?.contains("long-deck-name.apkg: the deck “Vocabulary DDD") == true, "\(run.stderr)")
        #expect(lines.first?.contains("(3 notes): its name is 311 characters long, more than the 250 a deck name may have: "
                                      + "rename the deck in Anki and export it again") == true, "\(run.stderr)")
        #expect(!run.stderr.contains("shorten it in the file") && !run.stderr.contains("nid:"), "\(run.stderr)")
    }

    /// A note whose note type the collection lacks: its review is skipped, and the line says why in words (it said "?").
    @Test func aReviewOfANoteWithoutItsNoteTypeSaysTheTypeIsMissing() throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["missing-note-type"], for: home)
        let run = try KuchiBinary.run(["import", "--name", "Ann", folder + "/missing-note-type.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 review of cards that show neither the Japanese nor its meaning (cloze or other templates: "
                                    + "a note type missing from the collection) was not imported."), "\(run.stdout)")
        #expect(!run.stdout.contains("?)") && !run.stdout.contains("1 reviews"), "\(run.stdout)")
    }
}
