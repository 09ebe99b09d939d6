import Foundation
import Testing

/// Anki's editor writes each new line of a field as a `<div>`: every line of a Meaning field is a meaning of
/// its own, as a `<br>` makes one, so a search finds the word by either line.
@Suite("Anki fields with line breaks", .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct AnkiLineBreakImportTests {
    @Test func eachLineOfAMeaningFieldIsAMeaningTheLearnerCanSearchFor() throws {
        let home = try KuchiBinary.Home()
        let packages = try HostileAnkiPackages.build(["line-breaks"], for: home)
        let run = try KuchiBinary.run(["import", "--no-history", packages + "/line-breaks.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let words = try KuchiBinary.run(["export", "words", "--deck", "Default", "--format", "tsv"], home: home)
        let lines = words.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("映画\tえいが\tmovie; film\t") }, "\(words.stdout)")
        #expect(lines.contains { $0.contains("先生\tせんせい\tteacher; doctor\t") }, "\(words.stdout)")
        #expect(lines.contains { $0.contains("鍵\tかぎ\tkey; lock\t") }, "an empty line makes no meaning: \(words.stdout)")
        let found = try KuchiBinary.run(["words", "film"], home: home)
        #expect(found.stdout.contains("映画"), "\(found.stdout)\(found.stderr)")
    }
}
