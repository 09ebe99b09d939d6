import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A healthy bank on a full disk: SQLite cannot make the log index (`-shm`) it reads a bank in WAL mode through.
/// The doctor never calls the bank damaged for it, and the commands that only read still read it, so that it can be
/// copied to another disk.
@Suite("A healthy bank on a full disk", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: the fault tests are skipped"),
       .enabled(if: Fault.canMountSmallDisk, "mounting a tmpfs is not allowed here: the full-disk cases are skipped"))
struct FullDiskReadingTests {
    @Test func theDoctorNamesTheFullDiskAndNeverAdvisesARestore() throws {
        let home = try KuchiBinary.Home()
        let (disk, bank) = try Fault.annBankOnSmallDisk(in: home, megabytes: 12)
        defer { Fault.unmount(disk) }
        #expect(try Fault.kuchi(["backup", "--database", bank], home: home).status == 0)
        Fault.fill(disk, leaving: 0)
        for extra in [[], ["--rebuild-search"], ["--rebuild-cards"]] {
            let doctor = try Fault.kuchi(["doctor", "--database", bank] + extra, home: home)
            #expect(doctor.status == 74, "\(extra): \(doctor.stdout) \(doctor.stderr)")
            #expect(!doctor.stderr.contains("is damaged") && !doctor.stdout.contains("damaged"), "\(doctor.stdout) \(doctor.stderr)")
            #expect(!doctor.stderr.contains("restore") && !doctor.stdout.contains("Problems:"), "\(doctor.stdout) \(doctor.stderr)")
            #expect(doctor.stderr.contains("is full. The word bank is not damaged and was not changed"), "\(doctor.stderr)")
        }
        let plain = try Fault.kuchi(["doctor", "--database", bank], home: home)
        #expect(plain.stdout.contains("quick_check:  ok") && plain.stdout.contains("the disk is full"), "\(plain.stdout)")
        unlink(disk + "/filler")
        let freed = try Fault.kuchi(["doctor", "--database", bank], home: home)
        #expect(freed.status == 0 && freed.stdout.hasSuffix("The database is healthy.\n"), "\(freed.stdout) \(freed.stderr)")
    }

    @Test func readingCommandsStillReadTheBankSoItCanBeCopiedElsewhere() throws {
        let home = try KuchiBinary.Home()
        let (disk, bank) = try Fault.annBankOnSmallDisk(in: home, megabytes: 12)
        defer { Fault.unmount(disk) }
        let words = try SQLiteShell.query(bank, "SELECT count(*) FROM word")
        Fault.fill(disk, leaving: 0)
        let rescue = home.root + "/rescue.sqlite"
        let backedUp = try Fault.kuchi(["backup", rescue, "--database", bank], home: home)
        #expect(backedUp.status == 0, "\(backedUp.stderr)")
        #expect(try SQLiteShell.query(rescue, "SELECT count(*) FROM word") == words)
        let exported = try Fault.kuchi(["export", "words", "--output", home.root + "/rescue.csv", "--database", bank], home: home)
        #expect(exported.status == 0, "\(exported.stderr)")
        for command in [["report"], ["due"], ["decks"], ["learners"], ["words", "neko"], ["kanji", "人"]] {
            let run = try Fault.kuchi(command + ["--database", bank], home: home)
            #expect(run.status == 0, "\(command): \(run.stderr)")
            #expect(!run.stderr.contains("answered"), "\(command): \(run.stderr)")
        }
        unlink(disk + "/filler")
        #expect(try SQLiteShell.query(bank, "PRAGMA quick_check") == "ok")
    }

    /// Walk-through 31, D8: a command that changes one thing says what it left undone, not a session's "Everything answered".
    @Test func aCommandThatChangesOneThingSaysNothingWasChanged() throws {
        let home = try KuchiBinary.Home()
        let (disk, bank) = try Fault.annBankOnSmallDisk(in: home, megabytes: 12)
        defer { Fault.unmount(disk) }
        Fault.fill(disk, leaving: 0)
        for (command, outcome) in [(["learners", "rename", "Ann", "Bea"], "Nothing was renamed; the word bank is as it was."),
                                   (["learners", "remove", "Ann", "--yes"], "Nothing was removed; the word bank is as it was."),
                                   (["decks", "remove", "jlpt-n5", "--yes"], "Nothing was removed; the word bank is as it was."),
                                   (["words", "fav", "neko"], "No word was changed but those listed above; the word bank is as it was.")] {
            let run = try Fault.kuchi(command + ["--database", bank], home: home)
            #expect(run.status == 74, "\(command): \(run.stderr)")
            #expect(run.stderr.contains(outcome) && run.stderr.contains("run the command again"), "\(command): \(run.stderr)")
            #expect(!run.stderr.contains("answered"), "\(command): \(run.stderr)")
        }
        unlink(disk + "/filler")
        #expect(try SQLiteShell.query(bank, "SELECT name FROM profile") == "Ann")
    }
}
