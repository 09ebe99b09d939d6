import Foundation
import Testing

/// Importing an Anki package again after editing its notes in Anki: each note's deck shows what the note says now.
@Suite("Anki packages imported again", .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct AnkiReimportTests {
    @Test func aNoteEditedInAnkiReplacesItsDecksMeaningsAndKeepsTheBuiltInOnesAndTheHistory() throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["good", "edited-note"], for: home)
        let first = try KuchiBinary.run(["import", "--name", "Mika", folder + "/good.apkg"], home: home)
        #expect(first.status == 0, "\(first.stderr)")
        let again = try KuchiBinary.run(["import", "--name", "Mika", folder + "/edited-note.apkg"], home: home)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("1 word took the meanings of its Anki note as edited in Anki since Kuchi first imported it, in its Anki deck: "
                                      + "猫 (cat → feline; puss)."), "\(again.stdout)")
        let deck = try KuchiBinary.run(["export", "words", "--deck", "Default", "--format", "tsv"], home: home)
        #expect(deck.stdout.contains("猫\tねこ\tfeline; puss\t"), "\(deck.stdout)")
        #expect(!deck.stdout.contains("cat;") && !deck.stdout.contains("; cat"), "\(deck.stdout)")
        // The built-in word keeps its own meaning, and the review imported first is still the learner's.
        let builtIn = try KuchiBinary.run(["words", "cat"], home: home)
        #expect(builtIn.stdout.contains("猫"), "\(builtIn.stdout)")
        #expect(again.stdout.contains("(1 already imported before)"), "\(again.stdout)")
        let history = try KuchiBinary.run(["export", "history", "--name", "Mika"], home: home)
        #expect(history.stdout.contains("猫"), "\(history.stdout)")
        // Importing the same package once more changes nothing and says nothing of edits.
        let third = try KuchiBinary.run(["import", "--name", "Mika", folder + "/edited-note.apkg"], home: home)
        #expect(!third.stdout.contains("took the meanings"), "\(third.stdout)")
    }
}

/// The summary of an Anki import into a bank the learner already practises in: which schedule each card keeps.
@Suite("Anki schedules beside Kuchi's", .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct AnkiScheduleSummaryTests {
    /// Mika answers 猫 once in Kuchi (its meaning), at `now`.
    private func answerCatInKuchi(_ home: KuchiBinary.Home, now: String) throws {
        _ = try KuchiBinary.run(["--name", "Mika"], input: ":quit\n", home: home, environment: ["KUCHI_NOW": now])
        #expect(try KuchiBinary.run(["words", "fav", "猫", "--name", "Mika"], home: home).status == 0)
        let session = try KuchiBinary.run(["practice", "--json", "--favorites", "--mode", "meaning", "--questions", "1", "--name", "Mika"],
                                          input: #"{"answer":"cat"}"# + "\n", home: home, environment: ["KUCHI_NOW": now])
        #expect(session.status == 0 && session.stdout.contains(#""result":"correct""#), "\(session.stdout)\(session.stderr)")
    }

    @Test func aNewBanksMergedWordsAreSaidToBeKuchisBuiltInOnes() throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["good"], for: home)
        let run = try KuchiBinary.run(["import", "--name", "Mika", folder + "/good.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("The 1 merged is a word Kuchi already had (Kuchi's built-in JLPT words): the notes' meanings, tags "
                                    + "and reviews were added to it."), "\(run.stdout)")
    }

    @Test func kuchisLaterAnswersKeepKuchisScheduleAndTheSummarySaysSo() throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["good"], for: home)
        try answerCatInKuchi(home, now: "2026-03-01T09:00:00Z")   // after Anki's review of 2026-01-01
        let run = try KuchiBinary.run(["import", "--name", "Mika", folder + "/good.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 card keeps Kuchi's schedule: answered in Kuchi after Anki's last review"), "\(run.stdout)")
        #expect(!run.stdout.contains("keep Anki's schedule") && !run.stdout.contains("keeps Anki's schedule"), "\(run.stdout)")
    }

    @Test func newerAnkiReviewsReplaceKuchisScheduleAndTheSummarySaysSo() throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["good", "good-later"], for: home)
        try answerCatInKuchi(home, now: "2025-12-01T09:00:00Z")   // before every Anki review
        let first = try KuchiBinary.run(["import", "--name", "Mika", folder + "/good.apkg"], home: home)
        #expect(first.stdout.contains("1 card keeps Anki's schedule"), "\(first.stdout)")
        #expect(first.stdout.contains("Of them, 1 card had Kuchi's schedule: Anki's reviews are newer than the answers given in Kuchi, "
                                      + "so Anki's schedule replaced Kuchi's"), "\(first.stdout)")
        // Answered in Kuchi after that import, then reviewed in Anki later still (2026-02-01).
        try answerCatInKuchi(home, now: "2026-01-15T09:00:00Z")
        let again = try KuchiBinary.run(["import", "--name", "Mika", folder + "/good-later.apkg"], home: home)
        #expect(again.stdout.contains("Of them, 1 card had Kuchi's schedule"), "\(again.stdout)")
        // Imported once more with nothing new anywhere: no schedule changes hands.
        let third = try KuchiBinary.run(["import", "--name", "Mika", folder + "/good-later.apkg"], home: home)
        #expect(!third.stdout.contains("had Kuchi's schedule") && !third.stdout.contains("keeps Kuchi's schedule"), "\(third.stdout)")
    }

    @Test func anOlderPackageImportedAfterANewerOneAddsItsMeaningsAndKeepsTheEditedOnes() throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["good", "edited-note"], for: home)
        for name in ["good", "edited-note"] {
            let run = try KuchiBinary.run(["import", "--name", "Mika", folder + "/\(name).apkg"], home: home)
            #expect(run.status == 0, "\(run.stderr)")
        }
        // The first package again (an older export found in Downloads): its note predates the word's import.
        let older = try KuchiBinary.run(["import", "--name", "Mika", folder + "/good.apkg"], home: home)
        #expect(older.status == 0, "\(older.stderr)")
        #expect(!older.stdout.contains("took the meanings"), "\(older.stdout)")
        #expect(older.stdout.contains("1 word's Anki note is older than its first import into its Anki deck (an older package), "
                                      + "so its meanings were added to the deck's, not put in their place: 猫 (feline; puss → feline; puss; cat)."),
                "\(older.stdout)")
        let deck = try KuchiBinary.run(["export", "words", "--deck", "Default", "--format", "tsv"], home: home)
        #expect(deck.stdout.contains("猫\tねこ\tfeline; puss; cat\t"), "\(deck.stdout)")
    }
}
