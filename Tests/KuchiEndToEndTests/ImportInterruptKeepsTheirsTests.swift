import Foundation
import KuchiSpawn
import Testing

/// Ctrl-C during a learner's first import removes only what the import made: a media or backups folder of the
/// learner's own beside the bank (a link to another disk, or a file of that name) is left as it was.
@Suite("Ctrl-C during a first import keeps the learner's own files")
struct ImportInterruptKeepsTheirsTests {
    @Test func aLinkedMediaFolderAndABackupsFileOfTheLearnersSurviveCtrlC() throws {
        let home = try KuchiBinary.Home()
        let folder = home.root + "/data/kuchi"
        let elsewhere = home.root + "/other-disk"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try "sound".write(toFile: elsewhere + "/x.mp3", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/kuchi.sqlite.media", withDestinationPath: elsewhere)
        try "my notes".write(toFile: folder + "/kuchi.sqlite.backups", atomically: false, encoding: .utf8)
        let pid = try FirstImportAside.start(in: home)
        kill(pid, SIGINT)
        #expect(try Spawn.wait(pid) == 130, "interrupted before the import ended")
        let left = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        #expect(left == ["kuchi.sqlite.media", "kuchi.sqlite.backups"], "only the learner's own are left: \(left)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/kuchi.sqlite.media")) == elsewhere)
        #expect((try? String(contentsOfFile: folder + "/kuchi.sqlite.backups", encoding: .utf8)) == "my notes")
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/x.mp3"))
    }

    /// Closing the terminal (SIGHUP) or a SIGTERM during a first import leaves nothing, as Ctrl-C does: no bank, no
    /// hidden file set up aside, no folder.
    @Test(arguments: [SIGHUP, SIGTERM])
    func aHangupOrTerminateDuringAFirstImportLeavesNothing(signal: Int32) throws {
        let home = try KuchiBinary.Home()
        let pid = try FirstImportAside.start(in: home)
        kill(pid, signal)
        #expect(try Spawn.wait(pid) == 128 + signal, "ended by the signal before the import ended")
        #expect(!FileManager.default.fileExists(atPath: home.root + "/data"), "nothing left: \((try? FileManager.default.subpathsOfDirectory(atPath: home.root + "/data")) ?? [])")
    }
}
