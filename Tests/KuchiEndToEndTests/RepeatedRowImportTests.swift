import Foundation
import Testing

/// A row of a hand-made list that repeats an earlier row's word is named in the import's summary, with the line it
/// repeats (walk-through 35, L: it was only counted "1 unchanged"), and is no error.
@Suite("Repeated rows of a hand-made list, through the binary", .timeLimit(.minutes(20)))
struct RepeatedRowImportTests {
    @Test func aRowRepeatingAnEarlierOneIsNamedWithTheLineItRepeats() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/mine.csv"
        // 狛犬 is no built-in word (added, then unchanged); 犬 is one (merged, then unchanged); 猫 again with another meaning.
        try "word,reading,meanings\n狛犬,こまいぬ,guardian lion-dog\n犬,いぬ,dog\n猫,ねこ,cat\n狛犬,こまいぬ,guardian lion-dog\n犬,いぬ,dog\n猫,ねこ,kitty\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        let dryRun = try KuchiBinary.run(["import", list, "--dry-run"], home: home)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        let note = "3 rows repeat words their lists gave before (the same word, reading and deck): each is imported once, with "
            + "the meanings of both (\(list):5 repeats line 2, 狛犬 こまいぬ; \(list):6 repeats line 3, 犬 いぬ; \(list):7 repeats line 4, 猫 ねこ)."
        let flat = imported.stdout.split(whereSeparator: \.isNewline).joined(separator: " ")
        #expect(flat.contains(note), "\(imported.stdout)")
        #expect(dryRun.stdout.split(whereSeparator: \.isNewline).joined(separator: " ").contains(note), "\(dryRun.stdout)")
        let cat = try KuchiBinary.run(["export", "words", "--deck", "mine", "--format", "jsonl"], home: home)
        #expect(cat.stdout.contains("cat; kitty") || cat.stdout.contains("kitty"), "the repeat's meaning joins the first's: \(cat.stdout)")

        // Imported again, the rows are the bank's already: the note names the repeats within the list, as before.
        let again = try KuchiBinary.run(["import", list], home: home)
        #expect(again.stdout.split(whereSeparator: \.isNewline).joined(separator: " ").contains(note), "\(again.stdout)")
        // The same word in another deck of the list is no repeat: it puts the word in both decks.
        let decks = home.root + "/decks.csv"
        try "word,reading,meanings,deck\n狛犬,こまいぬ,guardian lion-dog,A\n狛犬,こまいぬ,guardian lion-dog,B\n"
            .write(toFile: decks, atomically: true, encoding: .utf8)
        let twoDecks = try KuchiBinary.run(["import", decks], home: home)
        #expect(twoDecks.status == 0 && !twoDecks.stdout.contains("repeat"), "\(twoDecks.stdout)")
    }

    @Test func oneRepeatedRowOfAJSONListIsNamedByItsItem() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/mine.json"
        try #"[{"word":"狛犬","reading":"こまいぬ","meanings":["guardian lion-dog"]},{"word":"狛犬","reading":"こまいぬ","meanings":["komainu"]}]"#
            .write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        let flat = imported.stdout.split(whereSeparator: \.isNewline).joined(separator: " ")
        #expect(flat.contains("1 row repeats a word its list gave before (the same word, reading and deck): it is imported once, "
                              + "with the meanings of both (\(list):item 2 repeats item 1, 狛犬 こまいぬ)."), "\(imported.stdout)")
    }
}
