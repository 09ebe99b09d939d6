import Foundation
import Testing

/// `kuchi backup`, `kuchi restore` and `kuchi doctor` through the built binary.
@Suite("kuchi backup, restore and doctor", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"))
struct BackupCommandTests {
    private func answers(_ path: String) throws -> String {
        try SQLiteShell.query(path, "SELECT count(*) FROM answer")
    }

    @Test func doctorReportsAHealthyBankAndExits0() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "1", "--name", "Tester"], input: "1\n2\n", home: home).status == 0)
        for arguments in [["doctor"], ["doctor", "--full"]] {
            let run = try Fault.kuchi(arguments, home: home)
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("Database: \(home.database)\n"))
            #expect(run.stdout.contains("1 learner, 1 session, 2 answers"))
            #expect(run.stdout.contains(arguments.count == 2 ? "integrity_check:  ok" : "quick_check:  ok"))
            #expect(run.stdout.contains("backups:      none yet (they go to \(home.database).backups)"))
            #expect(run.stdout.hasSuffix("The database is healthy.\n"))
            #expect(run.stderr == "")
        }
    }

    @Test func aWordAScriptAddedIsReportedAndFoundAfterRebuildingTheSearchIndex() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "1", "--name", "Tester"], input: "1\n", home: home).status == 0)
        _ = try SQLiteShell.query(home.database, """
            INSERT INTO word (text, reading, meanings, added_ms) VALUES ('蛍', 'ほたる', 'firefly', 1793491200000)
            """)
        let header = "word\treading\tromaji\tmeanings\tdeck\tlevel\tfavorite\tanswers\tcorrect\tstate\tdue\n"
        #expect(try Fault.kuchi(["words", "firefly"], home: home).stdout == header)
        let found = try Fault.kuchi(["doctor"], home: home)
        #expect(found.status == 65)
        #expect(found.stdout.contains("; 1 words not indexed"))
        #expect(found.stderr.contains("Run kuchi doctor --rebuild-search"))

        let rebuilt = try Fault.kuchi(["doctor", "--rebuild-search"], home: home)
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(rebuilt.stdout.contains("words indexed afresh (backup first: \(home.database).backups/"))
        #expect(rebuilt.stderr == "", "piped: no status line")
        // Walk-through 26 (D4): on a terminal, a large bank's backup and indexing took seconds with nothing shown.
        let terminal = try PtyKuchi(["doctor", "--rebuild-search", "--rebuild-cards"], home: home)
        #expect(try terminal.waitForExit() == 0)
        let shown = terminal.text
        let steps = ["Backing up the bank first…", "Rebuilding every card from the answers…", "  cards:", "Indexing every word for kuchi words…",
                     "  search:"].map { shown.range(of: $0)?.lowerBound }
        #expect(steps.allSatisfy { $0 != nil } && steps.compactMap { $0 } == steps.compactMap { $0 }.sorted(), "\(SafeDump.visible(shown))")
        #expect(try Fault.kuchi(["words", "firefly"], home: home).stdout.hasPrefix(header + "蛍\tほたる\thotaru\tfirefly\t"))
        let healthy = try Fault.kuchi(["doctor"], home: home)
        #expect(healthy.status == 0)
        #expect(healthy.stdout.contains("words, each in the word browser's index"))
    }

    @Test func aBackupRestoredBringsBackItsAnswersAndKeepsTheReplacedBank() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "1", "--name", "Tester"], input: "1\n2\n3\n", home: home).status == 0)
        let made = try Fault.kuchi(["backup"], home: home)
        #expect(made.status == 0)
        let backup = try #require(made.stdout.split(separator: " ").last.map { String($0.dropLast(2)) })
        #expect(backup.hasPrefix(home.database + ".backups/") && backup.hasSuffix("-manual.sqlite"))
        #expect(try Fault.kuchi(["--seed", "2"], input: "1\n2\n", home: home).status == 0)
        #expect(try answers(home.database) == "5")

        let restored = try Fault.kuchi(["restore", backup], home: home)
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(try answers(home.database) == "3")
        let kept = try #require(restored.stdout.components(separatedBy: "kept as ").last.map { String($0.dropLast(2)) })
        #expect(kept.hasSuffix("-before-restore.sqlite"))
        #expect(try answers(kept) == "5")
        #expect(Fault.mode(home.database) == 0o600)
    }

    @Test func restoreWithoutAFileListsTheBackupsAndABareNameFromTheListIsFound() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "1", "--name", "Tester"], input: "1\n2\n3\n", home: home).status == 0)
        let none = try Fault.kuchi(["restore"], home: home)
        #expect(none.status == 0, "\(none.stderr)")
        #expect(none.stdout.contains("No backups of \(home.database) yet"), "\(none.stdout)")

        let made = try Fault.kuchi(["backup"], home: home)
        let path = try #require(made.stdout.split(separator: " ").last.map { String($0.dropLast(2)) })
        let name = String(path.split(separator: "/").last ?? "")
        #expect(try Fault.kuchi(["--seed", "2"], input: "1\n2\n", home: home).status == 0)

        let listed = try Fault.kuchi(["restore"], home: home)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.hasPrefix("Backups of \(home.database), newest first (in \(home.database).backups/):\n"), "\(listed.stdout)")
        let row = try #require(listed.stdout.split(separator: "\n").first { $0.contains(name) })
        #expect(row.contains(":") && (row.hasSuffix(" KiB") || row.hasSuffix(" MiB")), "time and size: \(row)")
        #expect(listed.stdout.contains("Restore one with: kuchi restore "), "\(listed.stdout)")

        let restored = try Fault.kuchi(["restore", name], home: home)
        #expect(restored.status == 0, "the name ls shows is found in the backup folder: \(restored.stderr)")
        #expect(try answers(home.database) == "3")
    }

    /// Walk-through 36: `kuchi restore` listed backup times in UTC whatever `TZ` said. The listing and `kuchi doctor` give
    /// a backup's time in the learner's zone with its offset; the file's name keeps UTC, so names still sort by age.
    @Test func backupTimesArePrintedInTheLocalZoneWithTheirOffset() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "1", "--name", "Tester"], input: "1\n", home: home).status == 0)
        let made = try Fault.kuchi(["backup"], home: home)
        #expect(made.status == 0, "\(made.stderr)")
        let name = try #require(FileManager.default.contentsOfDirectory(atPath: home.database + ".backups").first { $0.hasSuffix(".sqlite") })
        // 20261202T121400.123Z-manual.sqlite: its UTC time, nine hours later in Tokyo.
        let stamp = Array(name.prefix(13))
        let number = { (range: Range<Int>) in Int(String(stamp[range])) ?? -1 }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let date = try #require(utc.date(from: DateComponents(year: number(0..<4), month: number(4..<6), day: number(6..<8),
                                                              hour: number(9..<11), minute: number(11..<13))))
        var tokyo = utc
        tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let parts = tokyo.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let two = { (value: Int?) in String(format: "%02d", value ?? -1) }
        let expected = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)) +09:00"
        let listed = try KuchiBinary.run(["restore"], home: home, environment: ["TZ": "Asia/Tokyo"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let row = try #require(listed.stdout.split(separator: "\n").first { $0.contains(name) })
        #expect(row.contains("  \(expected)  "), "\(row)")
        #expect(!listed.stdout.contains("UTC"), "\(listed.stdout)")
        let doctor = try KuchiBinary.run(["doctor"], home: home, environment: ["TZ": "Asia/Tokyo"])
        #expect(doctor.status == 0, "\(doctor.stderr)")
        #expect(doctor.stdout.contains("newest \(expected) (manual)"), "\(doctor.stdout)")
    }

    @Test func forceWithoutAFileIsRefusedAsAUsageError() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--name", "Tester"], input: "1\n", home: home).status == 0)
        let run = try Fault.kuchi(["backup", "--force"], home: home)
        #expect(run.status == 64, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("--force only applies with FILE"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database + ".backups"), "no backup is made")
    }

    @Test func aFileThatIsNotAKuchiDatabaseIsNotRestored() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--name", "Tester"], input: "1\n", home: home).status == 0)
        let before = Fault.contents(home.database)
        let notes = home.root + "/notes.sqlite"
        try String(repeating: "notes\n", count: 100).write(toFile: notes, atomically: true, encoding: .utf8)
        let run = try Fault.kuchi(["restore", notes], home: home)
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(notes) cannot be restored: it is not a SQLite database. Nothing was replaced."))
        #expect(Fault.contents(home.database) == before)
    }

    @Test func backupAndDoctorNeverCreateABank() throws {
        let home = try KuchiBinary.Home()
        for arguments in [["backup"], ["doctor"]] {
            let run = try Fault.kuchi(arguments, home: home)
            #expect(run.status == 66)
            #expect(run.stderr.contains("There is no word bank at \(home.database)."))
        }
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }

    @Test func anImportIsPrecededByABackupButADryRunIsNot() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
        let list = home.root + "/animals.csv"
        try "word,reading,meanings\n鰐,わに,crocodile\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try Fault.kuchi(["import", "--dry-run", list], home: home).status == 0)
        #expect(!FileManager.default.fileExists(atPath: home.database + ".backups"))
        #expect(try Fault.kuchi(["import", list], home: home).status == 0)
        let backups = try FileManager.default.contentsOfDirectory(atPath: home.database + ".backups")
        #expect(backups.count == 1 && backups[0].hasSuffix("-import.sqlite"))
        #expect(try SQLiteShell.query(home.database + ".backups/" + backups[0], "SELECT count(*) FROM word WHERE text = '鰐'") == "0")
    }

    /// A bank the import itself creates holds nothing yet that a backup could keep: none is made; the words
    /// are imported and the new bank is in WAL mode, as every bank is.
    @Test func anImportThatCreatesTheBankMakesNoBackup() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/animals.csv"
        try "word,reading,meanings\n鰐,わに,crocodile\n".write(toFile: list, atomically: true, encoding: .utf8)
        let run = try Fault.kuchi(["import", list], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Imported: 1 added"))
        #expect(!FileManager.default.fileExists(atPath: home.database + ".backups"))
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM word WHERE text = '鰐'") == "1")
        #expect(try SQLiteShell.query(home.database, "PRAGMA journal_mode") == "wal")
        #expect(try Fault.kuchi(["doctor"], home: home).status == 0)
        // Another list imported into the bank now there: backed up first.
        let more = home.root + "/more.csv"
        try "word,reading,meanings\n鯨,くじら,whale\n".write(toFile: more, atomically: true, encoding: .utf8)
        #expect(try Fault.kuchi(["import", more], home: home).status == 0)
        let backups = try FileManager.default.contentsOfDirectory(atPath: home.database + ".backups")
        #expect(backups.count == 1 && backups[0].hasSuffix("-import.sqlite"))
    }

    /// An import that finds everything already in the bank changes nothing: it keeps no backup of its own, and
    /// imported again and again it never pushes an older backup out of the folder.
    @Test func anImportThatChangesNothingKeepsNoBackupAndPrunesNone() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/animals.csv"
        try "word,reading,meanings\n鰐,わに,crocodile\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try Fault.kuchi(["import", list], home: home).status == 0)
        #expect(try Fault.kuchi(["backup"], home: home).status == 0)
        let folder = home.database + ".backups"
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(before.count == 1, "\(before)")
        for _ in 0..<12 {
            let run = try Fault.kuchi(["import", list], home: home)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("0 added, 0 merged, 1 unchanged"), "\(run.stdout)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
    }
}
