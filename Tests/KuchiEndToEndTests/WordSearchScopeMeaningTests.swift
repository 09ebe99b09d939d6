import Foundation
import Testing

/// Walk-through 22 (D3): `kuchi words 食堂` showed the built-in deck's meanings (and deck) though the learner's practice
/// scope is the deck they imported, which gives the word its own. A word shows the meanings practice shows it with.
@Suite("kuchi words shows the meanings of the practice scope's deck", .timeLimit(.minutes(20)))
struct WordSearchScopeMeaningTests {
    @Test func aWordOfTheScopesDeckShowsThatDecksMeanings() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/walk.csv"
        try "word,reading,meanings\n食堂,しょくどう,canteen\n".write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try KuchiBinary.run(["config", "set", "deck", "walk"], home: home).status == 0)
        for query in ["食堂", "canteen"] {
            let run = try KuchiBinary.run(["words", query, "--format", "tsv"], home: home)
            let row = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("食堂\t") }, "\(run.stdout)\(run.stderr)")
            let cells = row.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(cells[3] == "canteen" && cells[4] == "walk", "\(row)")
        }
        // Named with --deck, another deck's: that deck's meanings, as before.
        let bundled = try KuchiBinary.run(["words", "食堂", "--deck", "jlpt-n5", "--format", "tsv"], home: home)
        #expect(!bundled.stdout.contains("\tcanteen\t"), "\(bundled.stdout)")
    }
}
