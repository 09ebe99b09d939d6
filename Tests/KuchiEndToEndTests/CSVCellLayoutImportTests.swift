import Foundation
import Testing

/// A CSV written by Python's csv module or `sqlite3 -csv` (walk-through 19, defect 5), through the real binary: a line
/// break in a meanings cell separates meanings and leaves no comma behind, quotes around a meaning whole go, and an example cell
/// holding its translation on a second line is split into sentence and translation.
@Suite("CSV cells with line breaks and quotes", .timeLimit(.minutes(20)))
struct CSVCellLayoutImportTests {
    @Test func aCellsLayoutLeavesNoStrayPunctuationAndAnExampleKeepsItsTranslation() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/py.csv"
        try """
            "word","reading","meaning","example"
            "勉強","べんきょう","study; ""hard"" work; ""good work"",","毎日勉強する。
            I study every day."
            "電車","でんしゃ","train,
            electric train",""
            "駅","えき","station, ""railway"" station",""
            "時計","とけい","clock, watch",""

            """.write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list, "--deck", "py"], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("2 cells held a line break: in a meanings cell each line is a meaning; in an example cell "
                                         + "a line in English after the sentence is its translation."), "\(imported.stdout)")
        let export = try KuchiBinary.run(["export", "words", "--deck", "py", "--format", "jsonl"], home: home)
        let rows = try export.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let meanings = Dictionary(uniqueKeysWithValues: rows.compactMap { row in
            (row["word"] as? String).map { ($0, row["meanings"] as? String ?? "") }
        })
        // Meanings are exported separated by "; ".
        #expect(meanings["電車"] == "train; electric train", "\(export.stdout)")
        // Quotes inside a meaning are its own (an export read back keeps `say "hi"`); around it whole they go.
        #expect(meanings["駅"] == #"station, "railway" station"#, "\(export.stdout)")
        #expect(meanings["勉強"] == #"study; "hard" work; good work"#, "\(export.stdout)")
        #expect(meanings["時計"] == "clock, watch", "\(export.stdout)")
        let study = try #require(rows.first { $0["word"] as? String == "勉強" })
        #expect(study["example"] as? String == "毎日勉強する。", "\(study)")
        #expect(study["example_english"] as? String == "I study every day.", "\(study)")
    }
}
