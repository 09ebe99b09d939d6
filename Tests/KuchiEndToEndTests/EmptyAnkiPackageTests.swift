import Foundation
import Testing

/// An Anki package none of whose notes is a word (an empty deck exported, as Anki's Default deck often is; only cloze
/// notes; another language's deck) is refused as an empty word list is: exit 65, saying why and what to export instead,
/// with no bank, config file or backup made. It was imported as "0 added" (exit 0), and as a learner's first command made
/// a bank of the bundled words and wrote `level = "N5"` into the config file (walk-through 34).
@Suite("Anki packages without a word", .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct EmptyAnkiPackageTests {
    static let packages: [(String, String)] = [
        ("no-notes", "no-notes.apkg: it holds no notes, so the deck exported was empty (as Anki's Default deck often is): in Anki, "
            + "choose the deck that holds your words in File › Export, and import that file. Nothing was imported."),
        ("only-cloze", "only-cloze.apkg: it holds only cloze notes (2): Kuchi practises words, not cloze sentences. Nothing was imported."),
        ("only-french", "only-french.apkg: none of its 2 notes is a word to practise: 2 notes without kana or kanji in any field "
            + "(another language's deck?). Nothing was imported."),
    ]

    @Test(arguments: packages)
    func aFirstImportOfAPackageWithoutAWordIsRefusedAndMakesNoBank(_ name: String, _ message: String) throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build([name], for: home)
        for arguments in [["import", "--dry-run"], ["import"]] {
            let run = try KuchiBinary.run(arguments + ["\(folder)/\(name).apkg"], home: home)
            #expect(run.status == 65, "\(run.stdout)\(run.stderr)")
            #expect(run.stderr == "kuchi: error: \(folder)/\(message)\n", "\(run.stderr)")
            #expect(run.stdout.isEmpty, "no summary of 0 words: \(run.stdout)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.database), "no bank of the bundled words is made")
        #expect(!FileManager.default.fileExists(atPath: home.configFile), "no level = \"N5\" is written")
    }

    /// Beside a good list, the empty package is named and nothing is imported from either, as with an empty list; the
    /// bank a learner has is left byte for byte, with no backup.
    @Test func anEmptyPackageBesideAGoodListRefusesTheImportAndLeavesTheBankAsItWas() throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["no-notes"], for: home)
        _ = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        let before = try Data(contentsOf: URL(fileURLWithPath: home.database))
        let list = home.root + "/words.csv"
        try "word,reading,meanings\nぬあ,ぬあ,made-up\n".write(toFile: list, atomically: true, encoding: .utf8)
        let run = try KuchiBinary.run(["import", list, "\(folder)/no-notes.apkg"], home: home)
        #expect(run.status == 65, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("no-notes.apkg: it holds no notes"), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == before)
        let backups = (try? FileManager.default.contentsOfDirectory(atPath: home.database + ".backups")) ?? []
        #expect(!backups.contains { $0.hasSuffix("-import.sqlite") }, "\(backups)")
    }
}
