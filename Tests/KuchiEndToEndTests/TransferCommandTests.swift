import Foundation
import KuchiSpawn
import Testing

@Suite("kuchi import and kuchi export")
struct TransferCommandTests {
    private func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func importThenExportRoundTrips() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/animals.csv"
        try write("word,reading,meanings,level\n猫,ねこ,cat; kitty,N5\n鯨,くじら,whale,N3\n", to: list)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0)
        #expect(imported.stdout == "Imported: 1 added, 1 merged, 0 unchanged, 0 rejected.\n"
                + "The 1 merged is a word Kuchi already had (Kuchi's built-in JLPT words): the list's meanings and tags were added to it.\n"
                + "New word bank: kuchi practises the deck animals; kuchi config set deck all for every word, "
                + ":set deck all for one session. Kept as deck = \"animals\" in \(home.configFile).\n"
                + "Next: kuchi practises them; kuchi decks lists the decks and their words.\n",
                "the bank the import created is scoped to the list's deck")
        let next = try KuchiBinary.run(["import", list], home: home)
        #expect(next.stdout.hasSuffix("Imported: 0 added, 0 merged, 2 unchanged, 0 rejected.\n"))
        let second = home.root + "/birds.csv"
        try write("word,reading,meanings\n鷲,わし,eagle\n", to: second)
        #expect(try KuchiBinary.run(["import", second], home: home).stdout.hasSuffix(
            "Next: kuchi --deck birds practises them; kuchi decks lists the decks and their words.\n"),
            "the one deck the list's rows went into is named")
        #expect(imported.stderr == "", "no progress bar when standard error is not a terminal")
        let exported = try KuchiBinary.run(["export", "words", "--deck", "animals"], home: home)
        #expect(exported.status == 0)
        #expect(exported.stdout.hasPrefix("id,word,reading,meanings,level,deck,tags,common,added_at,favorite,example,example_english,audio\r\n"))
        #expect(exported.stdout.contains(",鯨,くじら,whale,N3,animals,,0,"))
    }

    /// Walk-through 36: an edited copy of a list saved under another name (`animals-v2.csv`) whose words the bank had
    /// all went into a new deck of that name, and the summary ("0 added, 2 merged") named no deck: the learner took the
    /// edits for changes to `animals`. Merged words name their deck as added ones do.
    @Test func anImportThatOnlyMergesNamesTheDeckItsWordsWentInto() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/animals.csv"
        try write("word,reading,meanings\n鯨,くじら,whale\n鷲,わし,eagle\n", to: list)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        let edited = home.root + "/animals-v2.csv"
        try write("word,reading,meanings\n鯨,くじら,whale; big fish\n鷲,わし,eagle; bird of prey\n", to: edited)
        let run = try KuchiBinary.run(["import", edited], home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Imported: 0 added, 2 merged, 0 unchanged, 0 rejected.\n"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("Next: kuchi --deck animals-v2 practises them; kuchi decks lists the decks and their words.\n"),
                "\(run.stdout)")
        let again = try KuchiBinary.run(["import", edited], home: home)
        #expect(again.stdout.hasSuffix("Imported: 0 added, 0 merged, 2 unchanged, 0 rejected.\n"), "nothing new: no next step")
    }

    @Test func aRefusedImportExits65ListsEveryBadLineAndWritesNothing() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/bad.csv"
        try write("word,reading,meanings\n鰐,わに,crocodile\n,,nothing\n空,そら,\n", to: list)
        let run = try KuchiBinary.run(["import", list], home: home)
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(list):3: missing word"))
        #expect(run.stderr.contains("\(list):4: missing meaning for “空”"))
        #expect(run.stderr.contains("Nothing was imported"))
        let words = try KuchiBinary.run(["export", "words", "--format", "jsonl"], home: home)
        #expect(!words.stdout.contains("わに"))
        let skipped = try KuchiBinary.run(["import", "--skip-invalid", list], home: home)
        #expect(skipped.status == 0)
        #expect(skipped.stdout.contains("1 added"))
        #expect(skipped.stderr.contains(":3: missing word"))
    }

    @Test func exportRefusesToOverwriteOrFollowALink() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)   // a word bank to export
        let existing = home.root + "/words.csv"
        try write("keep me", to: existing)
        let refused = try KuchiBinary.run(["export", "words", "--output", existing], home: home)
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("already exists"))
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me")
        let forced = try KuchiBinary.run(["export", "words", "--output", existing, "--force"], home: home)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: existing, encoding: .utf8).hasPrefix("id,word"))
        let link = home.root + "/link.csv"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: existing)
        let viaLink = try KuchiBinary.run(["export", "words", "--output", link, "--force"], home: home)
        #expect(viaLink.status == 73)
        #expect(viaLink.stderr.contains("symbolic link"))
    }

    /// An export or report into a folder that is not there is refused (73), naming the folder and how to make it.
    @Test func anOutputIntoAMissingFolderSaysWhichFolderToCreate() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)
        let folder = home.root + "/no such/folder"
        for (command, file) in [(["export", "words"], "/out.csv"), (["report"], "/out.md")] {
            let run = try KuchiBinary.run(command + ["--output", folder + file], home: home)
            #expect(run.status == 73, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("the folder \(folder) does not exist (create it first: mkdir -p '\(folder)')"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder), "no folder is made")
        }
    }

    @Test func anOutputFilesExtensionChoosesTheFormatUnlessOneIsNamed() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: "1\n:quit\n", home: home)   // a bank with an answer
        #expect(try KuchiBinary.run(["report", "--output", home.root + "/new.html"], home: home).status == 0)
        #expect(try String(contentsOfFile: home.root + "/new.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        #expect(try KuchiBinary.run(["report", "--output", home.root + "/r.JSON"], home: home).status == 0)
        #expect(try String(contentsOfFile: home.root + "/r.JSON", encoding: .utf8).hasPrefix("{"))
        #expect(try KuchiBinary.run(["report", "--format", "md", "--output", home.root + "/named.html"], home: home).status == 0)
        #expect(try String(contentsOfFile: home.root + "/named.html", encoding: .utf8).hasPrefix("# "), "a format named wins")
        #expect(try KuchiBinary.run(["export", "words", "--output", home.root + "/w.json"], home: home).status == 0)
        #expect(try String(contentsOfFile: home.root + "/w.json", encoding: .utf8).hasPrefix("["))
        #expect(try KuchiBinary.run(["export", "words", "--output", home.root + "/w.tsv"], home: home).status == 0)
        #expect(try String(contentsOfFile: home.root + "/w.tsv", encoding: .utf8).hasPrefix("id\tword"))
        #expect(try KuchiBinary.run(["export", "words", "--output", home.root + "/w.txt"], home: home).status == 0)
        #expect(try String(contentsOfFile: home.root + "/w.txt", encoding: .utf8).hasPrefix("id,word"), "csv when the extension says nothing")
        // A spreadsheet's own format is refused (CSV under that name would not open), unless a format is named.
        let xlsx = try KuchiBinary.run(["export", "history", "--output", home.root + "/h.xlsx"], home: home)
        #expect(xlsx.status == 64)
        #expect(xlsx.stderr.contains("Kuchi does not write .xlsx files; name the file .csv"))
        #expect(!FileManager.default.fileExists(atPath: home.root + "/h.xlsx"))
        #expect(try KuchiBinary.run(["export", "history", "--format", "csv", "--output", home.root + "/h.xlsx"], home: home).status == 0)
        // So is a document format a report is not written in (Markdown under a .pdf name would not open).
        let pdf = try KuchiBinary.run(["report", "--output", home.root + "/r.pdf"], home: home)
        #expect(pdf.status == 64)
        #expect(pdf.stderr.contains("Kuchi does not write .pdf files; name the file .html (a browser prints it to PDF), .md or .json"), "\(pdf.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.root + "/r.pdf"))
        // And a table's: Markdown under a .csv name would open as a broken table; the refusal names the export.
        let csv = try KuchiBinary.run(["report", "--output", home.root + "/r.csv"], home: home)
        #expect(csv.status == 64)
        #expect(csv.stderr.contains("a report is no table to write as .csv;"), "\(csv.stderr)")
        #expect(csv.stderr.contains("kuchi export history --output FILE.csv writes the answers themselves as a table"), "\(csv.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.root + "/r.csv"))
        #expect(try KuchiBinary.run(["report", "--format", "md", "--output", home.root + "/r.csv"], home: home).status == 0,
                "a format named wins")
    }

    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "no writable /dev/full here"))
    func exportToAFullDiskExits74() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)   // a word bank to export
        let process = try ChildProcess("/bin/sh", ["-c", "'\(KuchiBinary.path)' export words > /dev/full"], environment: home.environment,
                                       input: .inherited, output: .inherited)
        Watchdog.watch(process.pid)
        try process.waitUntilExit()
        #expect(process.terminationStatus == 74)
    }

    @Test func exportAndADryRunNeverCreateAWordBank() throws {
        let home = try KuchiBinary.Home()
        let export = try KuchiBinary.run(["export", "words"], home: home)
        #expect(export.status == 66)
        #expect(export.stderr.contains("There is no word bank"))
        let list = home.root + "/list.csv"
        try write("word,reading,meanings\n鰐,わに,crocodile\n", to: list)
        let dryRun = try KuchiBinary.run(["import", "--dry-run", list], home: home)
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout.contains("1 added"))
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }

    @Test func aFileRefusedWholeSaysWhyAndCostsNoBackup() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)
        let backups = home.database + ".backups"
        let before = (try? FileManager.default.contentsOfDirectory(atPath: backups)) ?? []
        let empty = home.root + "/empty.csv", package = home.root + "/deck.apkg"
        let headerOnly = home.root + "/header.tsv", emptyArray = home.root + "/words.json"
        try write("", to: empty)
        try write("word\treading\tmeanings\n\t\t\n", to: headerOnly)
        try write("[]\n", to: emptyArray)
        try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]).write(to: URL(fileURLWithPath: package))
        let cases: [(String, Int32, String)] = [
            (empty, 65, "\(empty): the file is empty. Nothing was imported."),
            (headerOnly, 65, "\(headerOnly): it holds no words, only a header row. Nothing was imported."),
            (emptyArray, 65, "\(emptyArray): it holds no words: the list is empty. Nothing was imported."),
            (package, 65, "is a damaged or truncated ZIP file"),
            (home.root + "/missing.csv", 66, "There is no file"),
        ]
        for (file, status, message) in cases {
            let run = try KuchiBinary.run(["import", "--skip-invalid", file], home: home)
            #expect(run.status == status, "\(file): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
            #expect(!run.stderr.contains("--skip-invalid"), "skipping rows cannot help a file refused whole")
        }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: backups)) ?? []) == before, "no backup for a refused import")
    }

    @Test func aFolderGivenForAFileIsNamedAsOne() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)
        let folder = home.root + "/lists"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let export = try KuchiBinary.run(["export", "words", "--output", folder, "--force"], home: home)
        #expect(export.status == 73)
        #expect(export.stderr.contains("it is a folder; give the name of a file in it"))
        let bank = try KuchiBinary.run(["--database", folder, "--name", "Tester"], input: ":quit\n", home: home)
        #expect(bank.status == 73)
        #expect(bank.stderr.contains("it is a folder, not a word bank file"))
    }

    @Test func exportAndReportReadABankThatCannotBeWritten() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester", "--seed", "3"], input: "1\n2\n:quit\n", home: home).status == 0)
        let folder = URL(fileURLWithPath: home.database).deletingLastPathComponent().path
        chmod(home.database, 0o444)
        chmod(folder, 0o555)
        defer {
            chmod(folder, 0o700)
            chmod(home.database, 0o600)
        }
        let export = try KuchiBinary.run(["export", "history"], home: home)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.split(whereSeparator: \.isNewline).count == 3, "a header and two answers")
        let report = try KuchiBinary.run(["report"], home: home)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("Tester"))
        let practice = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)
        #expect(practice.status == 77, "practice writes, so it still refuses: \(practice.stderr)")
    }

    @Test func badOptionsAreUsageErrors() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)   // a word bank to export
        #expect(try KuchiBinary.run(["export", "everything"], home: home).status == 64)
        #expect(try KuchiBinary.run(["export", "words", "--format", "xml"], home: home).status == 64)
        #expect(try KuchiBinary.run(["export", "history", "--since", "yesterday"], home: home).status == 64)
        let profile = try KuchiBinary.run(["export", "history", "--profile", "Nobody"], home: home)
        #expect(profile.status == 64)
        #expect(profile.stderr.contains("There is no learner called “Nobody”"))
        let deck = try KuchiBinary.run(["export", "words", "--deck", "Nope"], home: home)
        #expect(deck.status == 64)
        #expect(deck.stderr.contains("no deck called “Nope”. Decks: jlpt-n1, jlpt-n2, jlpt-n3, jlpt-n4, jlpt-n5."))
        #expect(try KuchiBinary.run(["import", "--format", "xls", "x"], home: home).status == 64)
        let missing = try KuchiBinary.run(["import", home.root + "/missing.csv"], home: home)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("There is no file \(home.root)/missing.csv."))
    }

    @Test func exportAndReportReadSinceTheSameWay() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)   // a word bank with a learner
        for command in [["export", "history"], ["report"]] {
            for day in ["2026-03-01", "2026-3-1"] {
                let run = try KuchiBinary.run(command + ["--since", day], home: home)
                #expect(run.status == 0, "\(command) --since \(day): \(run.stderr)")
            }
            for text in ["2026-03-01x", "2026-02-30", "26-3-1"] {
                let run = try KuchiBinary.run(command + ["--since", text], home: home)
                #expect(run.status == 64, "\(command) --since \(text)")
                #expect(run.stderr.contains("--since: expected a date as YYYY-MM-DD, such as 2026-03-01, not “\(text)”."))
            }
        }
    }
}
