import Foundation
import Testing

/// A deck name with a control character in it, from `--deck` or from the file's name, is the command line's fault:
/// said once, naming where it came from, not as each row's problem.
@Suite("A control character in the deck an import is given", .timeLimit(.minutes(20)))
struct ImportDeckOptionTests {
    @Test func aControlCharacterInDeckIsAUsageErrorSaidOnce() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/x.csv"
        try "word,reading,meanings\n鯱,しゃち,orca\n鯨,くじら,whale\n".write(toFile: list, atomically: true, encoding: .utf8)
        let refused = try KuchiBinary.run(["import", list, "--deck", "\u{1B}[31mred"], home: home)
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stderr.contains("--deck: the name holds the control character U+001B (ESC)"), "\(refused.stderr)")
        #expect(refused.stderr.components(separatedBy: "U+001B").count == 2, "said once: \(refused.stderr)")
        #expect(!refused.stderr.contains("remove it from the file"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }

    @Test func aFileNameWithAnEscapeNamesItsDeckBadlyOnce() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/ev\u{1B}]0;x.csv"
        try "word,reading,meanings\n鯱,しゃち,orca\n鯨,くじら,whale\n".write(toFile: list, atomically: true, encoding: .utf8)
        let refused = try KuchiBinary.run(["import", list], home: home)
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stderr.contains("rename the file, or name the deck with --deck"), "\(refused.stderr)")
        #expect(refused.stderr.components(separatedBy: "U+001B").count == 2, "said once: \(refused.stderr)")
        #expect(!refused.stderr.unicodeScalars.contains("\u{1B}"), "the escape is shown, not sent: \(refused.stderr)")
        // --deck names a good deck instead.
        let named = try KuchiBinary.run(["import", list, "--deck", "sea"], home: home)
        #expect(named.status == 0, "\(named.stderr)")
    }
}
