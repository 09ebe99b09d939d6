import Foundation
import Testing

/// Quotes a spreadsheet left around a word or reading whole are the cell's, kept off it as they are off a meaning.
@Suite("Quoted words at import, through the binary", .timeLimit(.minutes(20)))
struct QuotedWordImportTests {
    @Test func quotesAroundAWordAreTheCellsNotTheWords() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/libre.csv"
        // As LibreOffice saves a cell holding "引用" (quotes typed in it), and one with quotes around its reading.
        try "\u{FEFF}単語;読み方;意味\r\n\"\"\"引用\"\"\";いんよう;\"quotation; \"\"citation\"\"\"\r\n鯱;\"しゃち\";orca\r\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        let exported = try KuchiBinary.run(["export", "words", "--deck", "libre", "--format", "jsonl"], home: home)
        #expect(exported.stdout.contains("\"word\":\"引用\""), "\(exported.stdout)")
        #expect(!exported.stdout.contains("\\\"引用"), "\(exported.stdout)")
        #expect(exported.stdout.contains("\"word\":\"鯱\""), "\(exported.stdout)")
    }
}
