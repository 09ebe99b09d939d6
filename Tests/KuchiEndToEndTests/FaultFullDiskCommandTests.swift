import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A full disk met by `kuchi import`, `kuchi backup` and `kuchi export`: exit 74, and each says what it left undone,
/// not a practice session's "Everything answered before this was saved".
@Suite("Fault matrix: a full disk under import, backup and export", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: the fault tests are skipped"),
       .enabled(if: Fault.canMountSmallDisk, "mounting a tmpfs is not allowed here: the full-disk cases are skipped"))
struct FaultFullDiskCommandTests {
    @Test func eachCommandSaysWhatAFullDiskLeftUndone() throws {
        let home = try KuchiBinary.Home()
        let (disk, bank) = try Fault.annBankOnSmallDisk(in: home, megabytes: 12)
        defer { Fault.unmount(disk) }
        let words = try SQLiteShell.query(bank, "SELECT count(*) FROM word")
        let list = home.root + "/big.csv"
        try ("word,reading,meanings\n" + (0..<40_000).map { "大語\($0),だいご\(KuchiBinary.kana($0)),big meaning \($0)\n" }.joined())
            .write(toFile: list, atomically: false, encoding: .utf8)
        Fault.fill(disk, leaving: 0)
        // The bank is still read (FullDiskReadingTests); a file written to the full disk is not.
        let exported = try Fault.kuchi(["export", "words", "--output", disk + "/words.csv", "--database", bank], home: home)
        #expect(exported.status == 74, "\(exported.stderr)")
        #expect(exported.stderr.contains("No space left on device. No partial file was left."), "\(exported.stderr)")

        let backedUp = try Fault.kuchi(["backup", disk + "/copy.sqlite", "--database", bank], home: home)
        #expect(backedUp.status == 74, "\(backedUp.stderr)")
        #expect(backedUp.stderr.contains("is full. No backup was made; the word bank was not changed. Free some space and back up again."),
                "\(backedUp.stderr)")
        #expect(!FileManager.default.fileExists(atPath: disk + "/copy.sqlite"))

        // Room for the import's backup of the bank, not for the 40,000 words.
        let size = try #require(FileManager.default.attributesOfItem(atPath: bank)[.size] as? Int)
        unlink(disk + "/filler")
        Fault.fill(disk, leaving: UInt64(size) + 256 * 1024)

        let imported = try Fault.kuchi(["import", list, "--database", bank], home: home)
        #expect(imported.status == 74, "\(imported.stderr)")
        #expect(imported.stderr.contains("is full. Nothing was imported; the word bank is as it was. Free some space and run the import again."),
                "\(imported.stderr)")
        #expect(!imported.stderr.contains("answered"))
        #expect(try SQLiteShell.query(bank, "SELECT count(*) FROM word") == words)
        let leftBackups = (try? FileManager.default.contentsOfDirectory(atPath: bank + ".backups")) ?? []
        // The import failed before its commit, so the bank is its backup: the backup goes, and frees the room the message
        // asks for (one that fails after its commit, copying the log into the bank, keeps it: the way back).
        #expect(!leftBackups.contains { $0.hasSuffix("-import.sqlite") }, "the failed import's backup is removed: \(leftBackups)")
        unlink(disk + "/filler")
        #expect(try SQLiteShell.query(bank, "PRAGMA quick_check") == "ok")
    }

    /// No room for the day's backup: practice goes on, and the notice says so rather than "start again".
    @Test func aDailyBackupWithoutRoomSaysPracticeGoesOn() throws {
        let home = try KuchiBinary.Home()
        let (disk, bank) = try Fault.annBankOnSmallDisk(in: home, megabytes: 12)
        defer { Fault.unmount(disk) }
        try? FileManager.default.removeItem(atPath: bank + ".backups")
        Fault.fill(disk, leaving: 300 * 1024)
        let run = try Fault.kuchi(["--database", bank, "--questions", "1"], input: "1\n2\n3\n4\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("(Today's backup could not be made: Cannot write to "), "\(run.stdout)")
        #expect(run.stdout.contains("Practice goes on without it"))
        #expect(!run.stdout.contains("start again"))
        #expect(try SQLiteShell.query(bank, "SELECT count(*) FROM answer") != "0", "the answers are saved")
        unlink(disk + "/filler")
    }

    /// A new bank on a disk too small to finish setting it up is removed, log and all (nothing was answered into it), so
    /// it takes none of the room the message asks to free; the next start with room makes it whole. (A setting up cut
    /// short by a kill leaves the bank marked unfinished, which doctor names and the next start finishes:
    /// `UnfinishedBankTests`.)
    @Test func aNewBankCutShortByAFullDiskIsRemovedAndMadeLater() throws {
        let home = try KuchiBinary.Home()
        let disk = home.root + "/disk"
        #expect(Fault.mountSmallDisk(at: disk, megabytes: 2))
        defer { Fault.unmount(disk) }
        let bank = disk + "/k.sqlite"
        let cut = try Fault.kuchi(["--database", bank, "--name", "Ken"], input: "1\n:quit\n", home: home)
        #expect(cut.status == 74, "\(cut.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk).isEmpty, "nothing of the bank is left")
        #expect(try Fault.run(["/bin/mount", "-o", "remount,size=12m", disk], environment: [:]).status == 0)
        let next = try Fault.kuchi(["--database", bank, "--name", "Ken", "--questions", "1"], input: "1\n2\n3\n4\n", home: home)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(!next.stderr.contains("older Kuchi") && !next.stderr.contains("upgrade"), "\(next.stderr)")
        let after = try Fault.kuchi(["doctor", "--database", bank], home: home)
        #expect(after.stdout.contains("schema:       up to date") && after.stdout.hasSuffix("The database is healthy.\n"), "\(after.stdout)")
    }
}
