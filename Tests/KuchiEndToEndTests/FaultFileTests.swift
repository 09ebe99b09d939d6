import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The fault matrix of issue 6, rows about the files Kuchi reads and writes besides the database.
@Suite("Fault matrix: files", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: the fault tests are skipped"))
struct FaultFileTests {
    /// A home whose learner has practised (so that reports have something to show).
    private func practisedHome() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "2", "--name", "Tester"], input: "1\n2\n3\n4\n", home: home).status == 0)
        return home
    }

    /// Row 7: export and report to a full device: exit 74.
    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "no writable /dev/full here"))
    func row7_exportAndReportToAFullDeviceExit74() throws {
        let home = try practisedHome()
        for arguments in [["export", "words"], ["export", "history", "--format", "jsonl"], ["report"], ["report", "--format", "html"]] {
            let run = try Fault.run(["/bin/sh", "-c", #"exec "$@" > /dev/full"#, "sh", KuchiBinary.path] + arguments,
                                    environment: home.environment)
            #expect(run.status == 74, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
            #expect(run.stderr.contains("standard output"))
            #expect(!run.stderr.contains("No partial file"), "standard output is not a file: \(run.stderr)")
        }
    }

    /// Row 7: a file that cannot be written whole (a file-size limit, as a full disk): exit 74, no partial
    /// file, no temporary file left.
    @Test(.enabled(if: Fault.canLimitFileSize, "prlimit is not installed: the full-disk case is skipped"))
    func row7_aFullDiskLeavesNoPartialFileAndNoTemporaryFile() throws {
        let home = try practisedHome()
        let folder = home.root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (arguments, file) in [(["export", "words", "--output"], "words.csv"), (["report", "--format", "html", "--output"], "report.html"),
                                  (["backup"], "copy.sqlite")] {
            let run = try Fault.kuchi(arguments + [folder + "/" + file], home: home, prefix: Fault.fileSizeLimit(4096))
            #expect(run.status == 74, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
            #expect(run.stderr.contains(folder + "/" + file))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [], "nothing left in \(folder)")
        }
    }

    /// Row 8: a read-only database file, then a read-only folder, for a user whose permissions are checked
    /// (root writes anything, so root runs Kuchi as `nobody`): refused before the first question, exit 77.
    @Test(.enabled(if: Fault.secondUser != nil, "cannot run Kuchi as a second user (root without setpriv or nobody): skipped"))
    func row8_aReadOnlyFileOrFolderIsRefusedBeforeTheFirstQuestion() throws {
        let user = try #require(Fault.secondUser)
        let home = try KuchiBinary.Home()
        let (database, folder) = try Fault.testersBank(ownedBy: user, in: home)
        defer { chmod(folder, 0o700) }
        for (mode, folderMode, named) in [(0o400, 0o700, database), (0o600, 0o500, folder)] {
            chmod(database, mode_t(mode))
            chmod(folder, mode_t(folderMode))
            let before = Fault.contents(database)
            let run = try Fault.kuchi(["--database", database], input: "1\n", home: home, prefix: user.prefix)
            #expect(run.status == 77, "\(run.stderr)")
            #expect(run.stderr.contains("Cannot write to \(named): it (or its folder) is read-only."))
            #expect(!run.stdout.contains("Question"))
            #expect(Fault.contents(database) == before)
        }
    }

    /// An export or a report into a folder the user may not write in exits 77 ("permission denied or read-only", as
    /// `kuchi --help` lists it), not 73 (a folder that is not there), so a script can tell the two apart.
    @Test(.enabled(if: Fault.secondUser != nil, "cannot run Kuchi as a second user (root without setpriv or nobody): skipped"))
    func anExportOrReportIntoAFolderThatMayNotBeWrittenExits77() throws {
        let user = try #require(Fault.secondUser)
        let home = try KuchiBinary.Home()
        let (database, readOnly) = try Fault.bankBesideReadOnlyFolder(for: user, in: home, input: "1\n:quit\n")
        defer { chmod(readOnly, 0o755) }
        for arguments in [["export", "words", "-o", readOnly + "/w.csv"], ["report", "-o", readOnly + "/r.html"]] {
            let run = try Fault.kuchi(arguments + ["--database", database], home: home, prefix: user.prefix)
            #expect(run.status == 77, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
            #expect(run.stderr.contains("Cannot create \(arguments[arguments.count - 1]): Permission denied."), "\(run.stderr)")
        }
        let missing = try Fault.kuchi(["export", "words", "-o", home.root + "/words/none/w.csv", "--database", database],
                                      home: home, prefix: user.prefix)
        #expect(missing.status == 73, "a folder that is not there is still 73: \(missing.stderr)")
    }

    /// A backup into a folder the user may not write in, and an import of a file they may not read, exit 77 as
    /// export and report do (they were 73 and 74), and change nothing.
    @Test(.enabled(if: Fault.secondUser != nil, "cannot run Kuchi as a second user (root without setpriv or nobody): skipped"))
    func aBackupOrImportDeniedPermissionExits77() throws {
        let user = try #require(Fault.secondUser)
        let home = try KuchiBinary.Home()
        let (database, readOnly) = try Fault.bankBesideReadOnlyFolder(for: user, in: home, input: ":quit\n")
        defer { chmod(readOnly, 0o755) }
        let backup = try Fault.kuchi(["backup", readOnly + "/b.sqlite", "--database", database], home: home, prefix: user.prefix)
        #expect(backup.status == 77, "\(backup.stderr)")
        #expect(backup.stderr.contains("Cannot write the backup to \(readOnly)/b.sqlite: its folder is not writable."), "\(backup.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly) == [])
        let list = home.root + "/words/secret.csv"
        try "word,reading,meanings\n林檎,りんご,apple\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(chmod(list, 0o000) == 0)
        let before = Fault.contents(database)
        let imported = try Fault.kuchi(["import", list, "--database", database], home: home, prefix: user.prefix)
        #expect(imported.status == 77, "\(imported.stderr)")
        #expect(imported.stderr.contains("Cannot read \(list): Permission denied. Nothing was imported."), "\(imported.stderr)")
        #expect(Fault.contents(database) == before)
    }

    /// `kuchi backup` (no FILE) of a bank in a read-only folder says the next step for a backup, a file elsewhere,
    /// not another word bank (walk-through 19, defect 6); the command it suggests repeats the `--database` given, so
    /// that typed as printed it backs up the same bank (review 26, M2); a practice there still says --database,
    /// its own next step.
    @Test(.enabled(if: Fault.secondUser != nil, "cannot run Kuchi as a second user (root without setpriv or nobody): skipped"))
    func aBackupIntoAReadOnlyFolderSuggestsABackupToAFile() throws {
        let user = try #require(Fault.secondUser)
        let home = try KuchiBinary.Home()
        let (database, folder) = try Fault.testersBank(ownedBy: user, in: home)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o700) }
        let backup = try Fault.kuchi(["backup", "--database", database], home: home, prefix: user.prefix)
        #expect(backup.status == 77, "\(backup.stderr)")
        #expect(backup.stderr.contains("Back up to a file in a folder you may write in instead: kuchi --database \(database) backup FILE "
                                       + "(such as kuchi --database \(database) backup ~/kuchi-backup.sqlite)"), "\(backup.stderr)")
        #expect(!backup.stderr.contains("--database PATH"), "\(backup.stderr)")
        let practice = try Fault.kuchi(["--database", database], input: "1\n", home: home, prefix: user.prefix)
        #expect(practice.status == 77 && practice.stderr.contains("choose another file with --database PATH"), "\(practice.stderr)")
    }

    /// Row 13: a word list with every problem at once: refused with line numbers and nothing written;
    /// with --skip-invalid the good rows go in, NFC, duplicates merged.
    @Test func row13_aHostileWordListIsRefusedLineByLineThenImportedAsNFC() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
        let list = home.root + "/hostile.csv"
        var bytes = Data([0xEF, 0xBB, 0xBF]) + Data("word,reading,meanings\r\n".utf8)
        bytes += Data("学校,か\u{3099}っこう,school; place of study\r\nｶﾀｶﾅ,ｶﾀｶﾅ,half-width test\r\n".utf8)
        bytes += Data("鰐,わに,crocodile\r\n鰐,わに,alligator\r\n,,nothing\r\n空,そら,\r\n".utf8)
        bytes += Data([0xFF, 0xFE]) + Data(",ok,broken\r\n".utf8)
        bytes += Data((String(repeating: "あ", count: 3_600_000) + ",long,long\r\n").utf8)
        bytes += Data("\"unclosed,quote,here\r\n山,やま,mountain\r\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: list))
        let words = try SQLiteShell.query(home.database, "SELECT count(*) FROM word")

        let refused = try Fault.kuchi(["import", list], home: home)
        #expect(refused.status == 65)
        for problem in [":6: missing word", ":7: missing meaning for “空”", ":8: invalid UTF-8", ":9: the line is longer than 1 MiB",
                        ":10: unbalanced quote"] {
            #expect(refused.stderr.contains(list + problem), "\(problem) in \(refused.stderr.prefix(2000))")
        }
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM word") == words, "nothing half-written")

        let skipped = try Fault.kuchi(["import", "--skip-invalid", list], home: home)
        #expect(skipped.status == 0)
        #expect(try SQLiteShell.query(home.database, "SELECT hex(reading) FROM word WHERE text = '学校'")
                == "E3818CE381A3E38193E38186", "stored NFC: が is one code point")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM word WHERE meanings = 'half-width test'") == "1")
        #expect(try SQLiteShell.query(home.database, "SELECT meanings FROM word WHERE text = '鰐'") == "crocodile; alligator")
    }

    /// Row 16: `<script>`, quotes and `&` in words: escaped in the HTML report, which stays well-formed XML.
    @Test func row16_theHTMLReportEscapesWordsAndStaysWellFormed() throws {
        let home = try KuchiBinary.Home()
        let database = home.root + "/markup.sqlite"
        _ = try Fault.kuchi(["--database", database, "--name", "Tester"], input: ":quit\n", home: home)
        _ = try SQLiteShell.query(database, """
            DELETE FROM session; DELETE FROM word;
            INSERT INTO word (text, reading, meanings, added_ms) VALUES
              ('<script>alert(1)</script>', 'すくりぷと', 'a "script" & more', 1767225600000),
              ('猫&amp;', 'ねこ', 'cat''s <b>', 1767225600000),
              ('犬', '<img src=x onerror=alert(2)>', 'dog ]]> <!--', 1767225600000),
              ('鳥', 'とり', '</title><script>', 1767225600000);
            """)
        #expect(try Fault.kuchi(["--database", database, "--seed", "4"], input: Fault.answerScript(12), home: home).status == 0)
        let run = try Fault.kuchi(["report", "--format", "html", "--database", database], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("<script"))
        #expect(!run.stdout.contains("<img"))
        #expect(!run.stdout.contains("<b>"))
        #expect(run.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let parser = XMLParser(data: Data(run.stdout.utf8))
        #expect(parser.parse(), "well-formed: \(String(describing: parser.parserError))")
    }

    /// Row 17: `kuchi backup FILE` refuses an existing file without --force (exit 73, file unchanged) and
    /// a symbolic link always. (Exports and reports: TransferCommandTests, ExportTests.)
    @Test func row17_aBackupFileIsNeverOverwrittenWithoutForceNorThroughALink() throws {
        let home = try practisedHome()
        let file = home.root + "/copy.sqlite"
        try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try Fault.kuchi(["backup", file], home: home)
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("already exists"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        let link = home.root + "/link.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let viaLink = try Fault.kuchi(["backup", "--force", link], home: home)
        #expect(viaLink.status == 73)
        #expect(viaLink.stderr.contains("symbolic link"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        #expect(try Fault.kuchi(["backup", "--force", file], home: home).status == 0)
        #expect(try SQLiteShell.query(file, "SELECT count(*) FROM answer") == "4")
    }
}
