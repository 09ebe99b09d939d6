import Foundation
import KuchiSpawn
import Testing

/// A learner's first import that Kuchi refuses (a package with one bad note) creates nothing: no bank, no folder,
/// so the import they run next, fixed or with --skip-invalid, is the one that creates the bank and scopes
/// practice to what it brought.
@Suite("A refused first import leaves no bank behind")
struct RefusedImportNoBankTests {
    /// Every file under `home`'s data folder (where the bank, its backups and media go).
    private func dataFiles(_ home: KuchiBinary.Home) -> [String] {
        let data = home.root + "/data"
        guard FileManager.default.fileExists(atPath: data) else { return [] }
        return (FileManager.default.enumerator(atPath: data)?.allObjects as? [String]) ?? []
    }

    @Test(.enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the package"))
    func aRefusedPackageLeavesNothingAndTheRetryIsAFirstImport() throws {
        let home = try KuchiBinary.Home()
        let packages = try HostileAnkiPackages.build(["reading-not-kana"], for: home)
        let refused = try KuchiBinary.run(["import", packages + "/reading-not-kana.apkg"], home: home)
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(dataFiles(home) == [], "a refused import creates no bank nor folder")
        let dryRun = try KuchiBinary.run(["import", "--dry-run", "--skip-invalid", packages + "/reading-not-kana.apkg"], home: home)
        #expect(dryRun.status == 0 && dataFiles(home) == [], "\(dryRun.stderr)")
        let retried = try KuchiBinary.run(["import", "--skip-invalid", packages + "/reading-not-kana.apkg"], home: home)
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect(retried.stdout.contains("New word bank: kuchi practises the deck Default"), "\(retried.stdout)")
        #expect(retried.stdout.contains("The reviews are kept under “learner”"), "\(retried.stdout)")
        let config = try? String(contentsOfFile: home.configFile, encoding: .utf8)
        #expect(config == "deck = \"Default\"\n")
    }

    /// Walk-through 35: a first import with a stray quote and a row lacking a reading the built-in words cannot give
    /// lists both at once (judged on the stand-in, never on a bank made for it); 犬's reading comes from the built-in words.
    @Test func aFirstImportListsAStrayQuoteAndAMissingReadingTogetherAndLeavesNoBank() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/mine.csv"
        try "word,reading,meanings\n林檎,,apple\n電車,でんしゃ,\"train\n犬,,dog\n".write(toFile: list, atomically: true, encoding: .utf8)
        let refused = try KuchiBinary.run(["import", list], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("mine.csv:2: missing reading for “林檎”") && refused.stderr.contains("mine.csv:3: unbalanced quote"),
                "\(refused.stderr)")
        #expect(!refused.stderr.contains("mine.csv:4:"), "\(refused.stderr)")
        #expect(dataFiles(home) == [], "a refused import creates no bank nor folder")
    }

    @Test func anImportIntoAnExistingEmptyFolderStillScopesTheNewBank() throws {
        let home = try KuchiBinary.Home()
        try FileManager.default.createDirectory(atPath: home.root + "/data/kuchi", withIntermediateDirectories: true)
        let list = home.root + "/mine.csv"
        try "word,reading,meanings\nぬあ,ぬあ,made-up one\nぬい,ぬい,made-up two\n".write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("New word bank: kuchi practises the deck mine"), "\(imported.stdout)")
        #expect((try? String(contentsOfFile: home.configFile, encoding: .utf8)) == "deck = \"mine\"\n")
    }

    @Test func aPackageImportIntoABankNamesTheDeckItBrought() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KuchiTransferTests/Fixtures/anki-studied-fsrs.apkg").path
        let imported = try KuchiBinary.run(["import", "--name", "Ann", package], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Next: kuchi --deck Japanese::Studied practises them;"), "\(imported.stdout)")
    }

    @Test func anImportSkippingEveryRowSaysNothingWasImportedAndCreatesNothing() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/bad.csv"
        try "word,reading,meanings\n=SUM(A1),x,y\n,,x\n".write(toFile: list, atomically: true, encoding: .utf8)
        for dryRun in [["--dry-run"], []] {
            let run = try KuchiBinary.run(["import", "--skip-invalid"] + dryRun + [list], home: home)
            #expect(run.status == 65, "\(dryRun): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("Nothing was imported: every row was rejected."), "\(run.stderr)")
        }
        #expect(dataFiles(home) == [])
    }

    @Test func everyBadFileOfOneImportIsNamedAtOnce() throws {
        let home = try KuchiBinary.Home()
        let rows = home.root + "/bad-row.csv", sheet = home.root + "/list.xlsx", wide = home.root + "/wide.txt"
        try "word,reading,meanings\n猫,ねこ,cat\n犬,いぬ,dog\u{1B}[31m\n".write(toFile: rows, atomically: true, encoding: .utf8)
        try Data([0x50, 0x4B, 0x03, 0x04] + Array("[Content_Types].xml xl/workbook.xml".utf8) + [UInt8](repeating: 0, count: 64))
            .write(to: URL(fileURLWithPath: sheet))
        try Data("word\treading\tmeanings\n猫\tねこ\tcat\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: URL(fileURLWithPath: wide))
        let run = try KuchiBinary.run(["import", "--deck", "M", rows, sheet, wide], home: home)
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("list.xlsx") && run.stderr.contains("wide.txt") && run.stderr.contains("bad-row.csv:3"), "\(run.stderr)")
        #expect(dataFiles(home) == [], "nothing is imported")
    }

    @Test func ctrlCDuringAFirstImportLeavesNoBankNorFolder() throws {
        let home = try KuchiBinary.Home()
        // Interrupted once the new bank is being set up aside (its hidden file growing), before the import ends.
        let pid = try FirstImportAside.start(in: home)
        kill(pid, SIGINT)
        #expect(try Spawn.wait(pid) == 130, "interrupted before the import ended")
        #expect(dataFiles(home) == [] && !FileManager.default.fileExists(atPath: home.root + "/data"), "\(dataFiles(home))")
    }

    @Test(arguments: [["words", "suspend", "猫"], ["words", "unsuspend", "猫"]])
    func suspendingWithNoBankCreatesNone(arguments: [String]) throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(arguments, home: home)
        #expect(run.status == 66, "\(run.stderr)")
        #expect(dataFiles(home) == [], "no bank is created for a command that cannot act")
    }
}
