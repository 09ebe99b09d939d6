import Foundation
import Testing

/// A word bank on a file system mounted read-only: no chmod makes it writable there, so the advice is to copy it to a
/// place that is (with the backup command, which reads it where it is) and to practise with the copy.
@Suite("A word bank on a read-only mount", .timeLimit(.minutes(20)),
       .enabled(if: Fault.canMountSmallDisk, "mounting a tmpfs is not allowed here: skipped"))
struct ReadOnlyMountTests {
    @Test func practiceSaysToCopyTheBankNotToChmodIt() throws {
        let home = try KuchiBinary.Home()
        let (disk, bank) = try Fault.annBankOnSmallDisk(in: home, megabytes: 12)
        defer { Fault.unmount(disk) }
        let remount = try Fault.run(["/bin/mount", "-o", "remount,ro", disk], environment: [:])
        try #require(remount.status == 0, "\(remount.stderr)")

        let practice = try Fault.kuchi(["--database", bank], input: "1\n", home: home)
        #expect(practice.status == 77, "\(practice.stderr)")
        #expect(practice.stderr.contains("the file system it is on is mounted read-only"), "\(practice.stderr)")
        #expect(!practice.stderr.contains("chmod"), "\(practice.stderr)")
        #expect(practice.stderr.contains("backup ~/kuchi.sqlite"), "\(practice.stderr)")

        // The copy the message suggests can be made, and practised with.
        let copy = home.root + "/kuchi.sqlite"
        let backup = try Fault.kuchi(["--database", bank, "backup", copy], home: home)
        #expect(backup.status == 0, "\(backup.stderr)")
        let again = try Fault.kuchi(["--database", copy, "--questions", "1"], input: ":quit\n", home: home)
        #expect(again.status == 0, "\(again.stderr)")
    }
}
