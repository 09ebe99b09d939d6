import Foundation
import Testing

/// What an import says about the columns of a learner's spreadsheet: Japanese headers such as 例文 are read, and the
/// others are named rather than dropped in silence.
@Suite("Column names at import, through the binary", .timeLimit(.minutes(20)))
struct ImportNamingTests {
    @Test func aJapaneseExampleColumnIsImportedAndTheColumnsLeftOutAreNamed() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/t5.csv"
        try "単語,読み,意味,例文,例文の意味,備考,colour\n鯱,しゃち,orca,鯱が泳ぐ。,An orca swims.,海の動物,black\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Columns not imported: 備考, colour (kuchi import --help lists the names Kuchi reads"),
                "\(imported.stdout)")
        let exported = try KuchiBinary.run(["export", "words", "--deck", "t5", "--format", "json"], home: home)
        #expect(exported.stdout.contains("鯱が泳ぐ。"), "the 例文 column is the example: \(exported.stdout)")
        #expect(exported.stdout.contains("An orca swims."), "例文の意味 is its translation: \(exported.stdout)")

        // Every column read: nothing to say.
        let plain = home.root + "/plain.csv"
        try "word,reading,meanings\n鯨,くじら,whale\n".write(toFile: plain, atomically: true, encoding: .utf8)
        let quiet = try KuchiBinary.run(["import", plain], home: home)
        #expect(!quiet.stdout.contains("Columns not imported"), "\(quiet.stdout)")

        let help = try KuchiBinary.run(["import", "--help"], home: home)
        #expect(help.stdout.contains("例文"), "the help lists the names read: \(help.stdout)")
    }
}
