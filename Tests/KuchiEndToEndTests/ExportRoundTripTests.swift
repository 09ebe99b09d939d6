import Foundation
import Testing

/// `kuchi export words` then `kuchi import` of its file into another bank: the same words, in the same decks,
/// with each deck's own meanings.
@Suite("Exported words import back into every deck they were in")
struct ExportRoundTripTests {
    /// A bank with a learner, Ann, and the list `mine`: 猫 and 犬 (bundled N5 words, so `mine` is not their
    /// home deck) and 鯨 (a new word), with a level, tags and an example sentence; 鯨 is Ann's favourite.
    private func homeWithDeckMine() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let list = home.root + "/mine.csv"
        try """
            word,reading,meanings,level,tags,example,example_english
            猫,ねこ,cat,N5,pets,猫が好きです。,I like cats.
            犬,いぬ,dog;hound,N5,pets,,
            鯨,くじら,whale,N2,sea big,鯨は大きい。,Whales are big.

            """.write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "stderr: \(imported.stderr)")
        #expect(try KuchiBinary.run(["words", "fav", "鯨"], home: home).status == 0)
        return home
    }

    /// The rows of a CSV export without the columns a bank gives on its own (id, added_at, favorite), sorted.
    private func rows(_ csv: String) -> [String] {
        csv.split(whereSeparator: \.isNewline).dropFirst().map { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false)
            return cells.enumerated().filter { ![0, 8, 9].contains($0.offset) }.map { String($0.element) }.joined(separator: ",")
        }.sorted()
    }

    @Test func deckExportWritesThatDecksNameAndMeanings() throws {
        let home = try homeWithDeckMine()
        let export = try KuchiBinary.run(["export", "words", "--deck", "mine"], home: home)
        #expect(export.status == 0, "stderr: \(export.stderr)")
        let lines = export.stdout.split(whereSeparator: \.isNewline).dropFirst()
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.contains(",mine,") })
        #expect(lines.contains { $0.contains(",犬,いぬ,dog; hound,N5,mine,") }, "\(export.stdout)")
        #expect(lines.contains { $0.contains(",鯨,くじら,whale,N2,mine,") && $0.hasSuffix(",1,鯨は大きい。,Whales are big.,") })
    }

    @Test func theWholeExportImportsBackWithEveryDeckAndMeaning() throws {
        let home = try homeWithDeckMine()
        let file = home.root + "/all.csv"
        let export = try KuchiBinary.run(["export", "words", "--output", file], home: home)
        #expect(export.status == 0, "stderr: \(export.stderr)")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.contains(",犬,いぬ,dog,N5,jlpt-n5,"), "the home deck's row, with its own meanings")
        #expect(written.contains(",犬,いぬ,dog; hound,N5,mine,"), "deck mine's row")

        let fresh = try KuchiBinary.Home()
        let imported = try KuchiBinary.run(["import", file], home: fresh)
        #expect(imported.status == 0, "stderr: \(imported.stderr)")
        let decks = try KuchiBinary.run(["decks"], home: fresh)
        #expect(decks.stdout.split(separator: "\n").contains { $0.contains("mine") && $0.contains("3 words") }, "\(decks.stdout)")
        let hound = try KuchiBinary.run(["words", "hound", "--format", "tsv"], home: fresh)
        #expect(hound.stdout.contains("犬\tいぬ"), "a meaning of deck mine finds the word: \(hound.stdout)")
        let tags = try KuchiBinary.run(["words", "--tag", "sea", "--format", "tsv"], home: fresh)
        #expect(tags.stdout.contains("鯨\tくじら"))

        for deck in ["mine", "jlpt-n5"] {
            let before = try KuchiBinary.run(["export", "words", "--deck", deck], home: home)
            let after = try KuchiBinary.run(["export", "words", "--deck", deck], home: fresh)
            #expect(rows(before.stdout).count >= 3)
            #expect(rows(after.stdout) == rows(before.stdout), "deck \(deck): the same words, meanings, levels, tags and examples")
        }
        // Favourites belong to a learner, who is not in a word list: the new bank has none.
        let again = try KuchiBinary.run(["export", "words", "--deck", "mine"], home: fresh)
        #expect(!again.stdout.split(whereSeparator: \.isNewline).dropFirst().contains { $0.contains(",1,鯨は大きい。") })
    }

    @Test func wordsWrittenWithSymbolsExportAndImportBackUnchanged() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/symbols.tsv"
        try "word\treading\tmeanings\n+α\tプラスアルファ\tplus alpha\n%\tパーセント\tpercent\n-\tマイナス\tminus\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "stderr: \(imported.stderr)")
        let file = home.root + "/symbols.csv"
        let export = try KuchiBinary.run(["export", "words", "--deck", "symbols", "--output", file], home: home)
        #expect(export.status == 0, "stderr: \(export.stderr)")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.contains(",'+α,プラスアルファ,plus alpha,"), "a spreadsheet would run +α as a formula: \(written)")

        let fresh = try KuchiBinary.Home()
        let again = try KuchiBinary.run(["import", file], home: fresh)
        #expect(again.status == 0, "the export imports back: \(again.stderr)")
        let before = try KuchiBinary.run(["export", "words", "--deck", "symbols"], home: home)
        let after = try KuchiBinary.run(["export", "words", "--deck", "symbols"], home: fresh)
        #expect(rows(before.stdout).count == 3)
        #expect(rows(after.stdout) == rows(before.stdout), "the same words: \(after.stdout)")
        let words = try KuchiBinary.run(["words", "--deck", "symbols", "--format", "tsv"], home: fresh)
        #expect(words.stdout.contains("+α\tプラスアルファ") && words.stdout.contains("%\tパーセント")
                && words.stdout.contains("-\tマイナス"), "\(words.stdout)")
    }

    /// The bundled words keep a few part-of-speech notes after a meaning (そこで "so (conj)"), which an import drops:
    /// the word list exported from a bank imports into a new bank as the words it holds, nothing merged, and the new
    /// bank exports the same list.
    @Test func theWholeWordListImportsIntoANewBankUnchanged() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let list = home.root + "/all.csv"
        #expect(try KuchiBinary.run(["export", "words", "--output", list], home: home).status == 0)
        let other = home.root + "/other.sqlite"
        let imported = try KuchiBinary.run(["import", list, "--database", other], home: home)
        #expect(imported.status == 0, "stderr: \(imported.stderr)")
        #expect(imported.stdout.contains("0 added, 0 merged"), "\(imported.stdout)")
        let before = try KuchiBinary.run(["export", "words"], home: home)
        let after = try KuchiBinary.run(["export", "words", "--database", other], home: home)
        // Each bank gives its words their own time of adding; the rest is the same.
        let timeless = { (csv: String) in csv.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT[0-9:.]+Z"#, with: "", options: .regularExpression) }
        #expect(timeless(before.stdout) == timeless(after.stdout))
        let word = try KuchiBinary.run(["words", "そこで", "--database", other], home: home)
        #expect(!word.stdout.contains("thereupon; so"), "\(word.stdout)")
    }
}
