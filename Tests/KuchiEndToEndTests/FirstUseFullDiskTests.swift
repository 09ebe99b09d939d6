import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A first `kuchi` (or `kuchi import`) on a disk too full for a new word bank: exit 74 with a message that fits the
/// command (nothing was saved, how much to free), and no half-made bank or log left to take the room.
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
        #expect(first.stderr.contains("Could not create the word bank \(bank): the disk is full. Nothing was saved, and no half-made bank was left."), "\(first.stderr)")
        #expect(first.stderr.contains(" MB and run again"), "\(first.stderr)")
        #expect(!first.stderr.contains("Everything answered before this was saved"), "\(first.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: disk)
        #expect(left.isEmpty, "a half-made bank was left: \(left)")
    }

    /// A first import: it said "Nothing was answered yet", which an import never asks (walk-through 34).
    @Test func aFirstImportThatCannotSetUpItsBankSaysNothingWasSavedNotAnswered() throws {
        let home = try KuchiBinary.Home()
        let disk = home.root + "/small"
        try #require(Fault.mountSmallDisk(at: disk, megabytes: 2))
        defer { Fault.unmount(disk) }
        let list = home.root + "/words.csv"
        try "word,reading,meanings\nぬあ,ぬあ,made-up\n".write(toFile: list, atomically: true, encoding: .utf8)
        let bank = disk + "/b.sqlite"
        let run = try Fault.kuchi(["import", "--database", bank, list], home: home)
        #expect(run.status == 74, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("Could not create the word bank \(bank): the disk is full. Nothing was saved, and no half-made bank was left."),
                "\(run.stderr)")
        #expect(!run.stderr.contains("answered"), "an import answers nothing: \(run.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: disk)
        #expect(left.isEmpty, "a half-made bank was left: \(left)")
    }
}
