import Foundation
import Testing

/// Importing an Anki package again after editing its notes in Anki: each note's deck shows what the note says now.
@Suite("Anki packages imported again", .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct AnkiReimportTests {
    private func packages(_ home: KuchiBinary.Home, _ names: [String]) throws -> String {
        let folder = home.root + "/packages"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try HostileAnkiPackages.build(names, in: folder)
        return folder
    }

    @Test func aNoteEditedInAnkiReplacesItsDecksMeaningsAndKeepsTheBuiltInOnesAndTheHistory() throws {
        let home = try KuchiBinary.Home()
        let folder = try packages(home, ["good", "edited-note"])
        let first = try KuchiBinary.run(["import", "--name", "Mika", folder + "/good.apkg"], home: home)
        #expect(first.status == 0, "\(first.stderr)")
        let again = try KuchiBinary.run(["import", "--name", "Mika", folder + "/edited-note.apkg"], home: home)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("1 word took the meanings of its Anki note as edited since the last import, in its Anki deck: "
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
