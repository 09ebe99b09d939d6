import Foundation
import Testing

/// The fault matrix of issue 6, rows 10 and 11: files Kuchi must refuse, untouched, saying what to do.
@Suite("Fault matrix: damaged and foreign files", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: the fault tests are skipped"))
struct FaultDamageTests {
    /// A word bank with some answers and a backup that looks two days old (so the daily check is due).
    private func bankWithOldBackup(_ home: KuchiBinary.Home) throws -> String {
        #expect(try Fault.kuchi(["--seed", "1", "--name", "Tester"], input: "1\n2\n3\n", home: home).status == 0)
        let made = try Fault.kuchi(["backup"], home: home)
        #expect(made.status == 0)
        let folder = home.database + ".backups"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix("-manual.sqlite") })
        #expect(made.stdout.contains(folder + "/" + name))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss.SSS'Z'"
        let old = folder + "/" + formatter.string(from: Date().addingTimeInterval(-2 * 24 * 3600)) + "-manual.sqlite"
        #expect(rename(folder + "/" + name, old) == 0)
        return old
    }

    /// Row 10: not a database, truncated, a corrupted page: exit 65 before the first question, a message
    /// that names the newest backup and the command to restore it, the file untouched; the restore works.
    @Test(arguments: ["not a database", "truncated", "corrupted page"])
    func row10_aDamagedFileExits65WithARestoreHintAndIsLeftUntouched(damage: String) throws {
        let home = try KuchiBinary.Home()
        let backup = try bankWithOldBackup(home)
        switch damage {
        case "not a database":
            try String(repeating: "not a database\n", count: 300).write(toFile: home.database, atomically: false, encoding: .utf8)
        case "truncated":
            let size = try #require(FileManager.default.attributesOfItem(atPath: home.database)[.size] as? Int)
            #expect(truncate(home.database, off_t(size / 2)) == 0)
        default:
            try Fault.corruptPage(of: "word", in: home.database)
        }
        let before = try #require(Fault.contents(home.database))
        let hint = "kuchi --database \(home.database) restore \(backup)"

        let practice = try Fault.kuchi(["--seed", "1"], input: "1\n", home: home)
        #expect(practice.status == 65)
        #expect(practice.stderr.contains(home.database))
        #expect(practice.stderr.contains(hint), "\(practice.stderr)")
        #expect(!practice.stdout.contains("Question"))
        #expect(Fault.contents(home.database) == before)

        let doctor = try Fault.kuchi(["doctor"], home: home)
        #expect(doctor.status == 65)
        #expect(doctor.stdout.contains("Problems:"))
        #expect(doctor.stderr.contains(hint))
        #expect(Fault.contents(home.database) == before)

        // The line as printed, run as it is: `kuchi --database PATH restore BACKUP`.
        let restore = try Fault.kuchi(hint.split(separator: " ").dropFirst().map(String.init), home: home)
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(restore.stdout.contains("-damaged.sqlite-damaged"))
        #expect(try Fault.kuchi(["doctor"], home: home).status == 0)
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "3")
        #expect(try Fault.kuchi(["--seed", "1"], input: "1\n", home: home).status == 0)
    }

    /// Row 11: a database from a newer Kuchi (a migration this one does not know): refused, exit 65, untouched.
    @Test func row11_aDatabaseFromANewerKuchiIsRefused() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--name", "Tester"], input: "1\n", home: home).status == 0)
        _ = try SQLiteShell.query(home.database, "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        let before = try #require(Fault.contents(home.database))
        for arguments in [["--seed", "1"], ["import", "/dev/null"], ["export", "words"], ["backup"], ["doctor"]] {
            let run = try Fault.kuchi(arguments, input: "1\n", home: home)
            #expect(run.status == 65, "kuchi \(arguments.joined(separator: " "))")
            #expect(run.stderr.contains("was written by a newer version of Kuchi") || run.stderr.contains("newer Kuchi"))
            #expect(!run.stdout.contains("Question"))
        }
        #expect(Fault.contents(home.database) == before)
    }
}
