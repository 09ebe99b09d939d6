import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A first `kuchi` on a disk too full for a new word bank: exit 74 with a message that fits (nothing was answered, how
/// much to free), and no half-made bank or log left to take the room.
@Suite("A full disk at the first start", .timeLimit(.minutes(20)),
       .enabled(if: Fault.canMountSmallDisk, "mounting a tmpfs is not allowed here: the full-disk cases are skipped"))
struct FirstUseFullDiskTests {
    @Test func aBankThatCouldNotBeSetUpIsRemovedAndTheMessageSaysHowMuchToFree() throws {
        let home = try KuchiBinary.Home()
        let disk = home.root + "/small"
        try #require(Fault.mountSmallDisk(at: disk, megabytes: 5))
        defer { Fault.unmount(disk) }
        let bank = disk + "/b.sqlite"
        let first = try Fault.kuchi(["--database", bank, "--name", "Ann"], input: ":quit\n", home: home)
        #expect(first.status == 74, "\(first.stderr)")
        #expect(first.stderr.contains("Could not create the word bank \(bank): the disk is full. Nothing was answered yet"), "\(first.stderr)")
        #expect(first.stderr.contains(" MB and run again"), "\(first.stderr)")
        #expect(!first.stderr.contains("Everything answered before this was saved"), "\(first.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: disk)
        #expect(left.isEmpty, "a half-made bank was left: \(left)")
    }
}
