import Foundation
import Testing

/// `--output` naming the word bank itself (a slip of the shell's history, a script's variable): even with `--force`
/// an export or a report never replaces the bank or its log, as `kuchi backup FILE` already refused to. Before, the
/// bank became a CSV file or a Markdown report, and every answer was gone.
@Suite("An export or report over the word bank", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"))
struct OutputOverBankTests {
    @Test(arguments: [["export", "words"], ["export", "history"], ["report"]])
    func theBankItselfIsRefusedWith73AndKept(_ command: [String]) throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--seed", "1", "--name", "Tester"], input: "1\n2\n", home: home).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: home.database))
        let link = home.root + "/bank-link.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: home.database)
        let otherSpelling = URL(fileURLWithPath: home.database).deletingLastPathComponent().path + "/./kuchi.sqlite"

        for target in [home.database, otherSpelling, home.database + "-wal"] {
            FileManager.default.createFile(atPath: home.database + "-wal", contents: nil)
            let run = try KuchiBinary.run(command + ["--output", target, "--force"], home: home)
            #expect(run.status == 73, "\(target): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("it is the word bank itself"), "\(run.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == before, "the bank is byte for byte as it was")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "2")
        #expect(try KuchiBinary.run(command + ["--output", link, "--force"], home: home).status == 73, "a link is refused too")
    }

    @Test(arguments: [["export", "words"], ["report"]])
    func aFileInTheBanksBackupFolderIsRefusedWith73AndTheBackupKept(_ command: [String]) throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--seed", "1", "--name", "Tester"], input: "1\n2\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["backup"], home: home).status == 0)
        let folder = home.database + ".backups"
        let backup = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix("-manual.sqlite") })
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + backup))
        for target in [folder + "/" + backup, folder + (command == ["report"] ? "/new.md" : "/new.csv"), home.root + "/data/kuchi/../kuchi/kuchi.sqlite.backups/" + (command == ["report"] ? "x.md" : "x.csv")] {
            let run = try KuchiBinary.run(command + ["--output", target, "--force"], home: home)
            #expect(run.status == 73, "\(target): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("in the word bank's backup folder"), "\(run.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + backup)) == before, "the backup is byte for byte as it was")
        #expect(try KuchiBinary.run(["restore", folder + "/" + backup], home: home).status == 0)
        // Beside the bank, outside the folder, is still written.
        #expect(try KuchiBinary.run(command + ["--output", home.root + "/out.txt"], home: home).status == 0)
    }

    /// Walk-through 29: with the bank named through a symbolic link, its log, journal and backup folder were written
    /// over (`export --output BANK-wal --force` replaced a running session's log: its answers were lost).
    @Test func aBankNamedThroughALinkKeepsItsLogJournalAndBackupFolder() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--seed", "1", "--name", "Tester"], input: "1\n2\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["backup"], home: home).status == 0)
        let link = home.root + "/link.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: home.database)
        FileManager.default.createFile(atPath: home.database + "-wal", contents: nil)
        let runs: [([String], String)] = [
            (["export", "words", "--output", home.database + "-wal", "--force"], "it is the word bank itself"),
            (["export", "words", "--output", home.database + "-journal"], "it is the word bank itself"),
            (["export", "words", "--output", home.database + ".backups/x.csv"], "in the word bank's backup folder"),
            (["report", "--output", home.database + ".backups/r.html"], "in the word bank's backup folder"),
            (["backup", home.database + "-journal"], "log or journal"),
        ]
        for (arguments, reason) in runs {
            let run = try KuchiBinary.run(["--database", link] + arguments, home: home)
            #expect(run.status == 73, "\(arguments): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains(reason), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.database + "-journal"))
        // The backup folder follows the bank, not the link's name.
        let backup = try KuchiBinary.run(["--database", link, "backup"], home: home)
        #expect(backup.status == 0 && backup.stdout.contains(home.database + ".backups/"), "\(backup.stdout)\(backup.stderr)")
        #expect(!FileManager.default.fileExists(atPath: link + ".backups"))
    }
}
