import Foundation
import Testing

/// Walk-through 21: Excel shows an exported CSV's Japanese garbled without a byte-order mark; most other tools read
/// one into the first header. `--bom` writes it when asked, never by default.
@Suite("kuchi export --bom")
struct ExportByteOrderMarkTests {
    @Test func theMarkIsWrittenOnlyWhenAskedAndOnlyForCSVOrTSV() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let plain = try KuchiBinary.run(["export", "words", "--format", "csv"], home: home)
        #expect(plain.stdout.hasPrefix("id,"), "no mark by default: \(plain.stdout.prefix(20))")
        for format in ["csv", "tsv"] {
            let marked = try KuchiBinary.run(["export", "words", "--format", format, "--bom"], home: home)
            #expect(marked.status == 0, "\(marked.stderr)")
            #expect(marked.stdout.hasPrefix("\u{FEFF}id"), "\(format): \(marked.stdout.prefix(20))")
            #expect(marked.stdout.contains("猫"))
        }
        let json = try KuchiBinary.run(["export", "words", "--format", "json", "--bom"], home: home)
        #expect(json.status == 64 && json.stderr.contains("--bom goes with CSV or TSV"), "\(json.stderr)")
        // Exported with the mark, the list imports again: the mark is no part of the first header.
        let file = home.root + "/words.csv"
        #expect(try KuchiBinary.run(["export", "words", "--bom", "--output", file], home: home).status == 0)
        let imported = try KuchiBinary.run(["import", file, "--database", home.root + "/other.sqlite"], home: home)
        #expect(imported.status == 0, "\(imported.stdout) \(imported.stderr)")
    }
}
