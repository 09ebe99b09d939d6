import Foundation
import Testing

/// A review's finding: a setting inside an inline table (`practice = { deck = "Genki" }`) was found at line 1,
/// so `kuchi config unset deck` removed whatever line 1 set and `kuchi config set` rewrote it.
@Suite("kuchi config set and unset leave an inline table's settings to be edited by hand")
struct ConfigInlineTableCommandTests {
    private let text = "questions_per_session = 7\nmode = \"meaning\"\npractice = { deck = \"Genki\", level = \"N5\" }\n"

    private func home() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: home.configFile))
        return home
    }

    @Test func unsetOfAnInlineTableSettingChangesNothingAndSaysWhy() throws {
        let home = try home()
        let run = try KuchiBinary.run(["config", "unset", "deck"], home: home)
        #expect(run.status == 64, "\(run.stdout)")
        #expect(run.stderr.contains("config file \(home.configFile), line 3: deck is set inside the inline table practice = { … }"), "\(run.stderr)")
        #expect(run.stderr.contains("edit the file by hand"), "\(run.stderr)")
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == text)
    }

    @Test func setOfAnInlineTableSettingChangesNothingAndSaysWhy() throws {
        let home = try home()
        let run = try KuchiBinary.run(["config", "set", "level", "N4"], home: home)
        #expect(run.status == 64, "\(run.stdout)")
        #expect(run.stderr.contains("line 3: level is set inside the inline table"), "\(run.stderr)")
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == text)
    }

    @Test func kuchiConfigShowsTheTablesLineForAnInlineTableSetting() throws {
        let home = try home()
        let run = try KuchiBinary.run(["config"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let deckLine = run.stdout.split(separator: "\n").first { $0.hasPrefix("deck =") }
        #expect(deckLine?.hasSuffix("# file \(home.configFile):3") == true, "\(run.stdout)")
    }
}
