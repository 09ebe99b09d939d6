import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An export or a backup killed with SIGKILL leaves its hidden temporary file beside the output (a backup, SQLite's log
/// and index too); the next write of that name into that folder removes them, and touches nothing else.
@Suite("Temporary files a killed export or backup left")
struct ExportLeftoverTests {
    @Test func theNextExportRemovesTheTemporaryAKilledExportLeft() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
        let folder = home.root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        // As SIGKILL leaves it: a partial private file, untouched for a while, that no process holds the writer's lock of.
        let abandoned = folder + "/.tmp-e.json-Ab12Cd"
        try Data("[{\"word\":".utf8).write(to: URL(fileURLWithPath: abandoned))
        try makeKuchisLeftover(abandoned)
        // One another export of that name is writing now (its lock held), and files that are not its own.
        let writing = folder + "/.tmp-e.json-Zz9Yy8"
        let held = open(writing, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(held) }
        #expect(flock(held, LOCK_EX) == 0)
        let others = [".tmp-f.json-Ab12Cd", ".tmp-e.json-Ab12Cd7", ".tmp-e.json.old", "notes.txt"].map { folder + "/" + $0 }
        for other in others { try Data("keep".utf8).write(to: URL(fileURLWithPath: other)) }
        // Files of the temporaries' shape that are no leftover of this Kuchi's: the user's own (mode 0644), and one
        // written within the minute (an older Kuchi writing it now takes no lock).
        let usersOwn = folder + "/.tmp-e.json-Us3rFl", fresh = folder + "/.tmp-e.json-Fr3shX"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: usersOwn))
        try makeKuchisLeftover(usersOwn)
        #expect(chmod(usersOwn, 0o644) == 0)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: fresh))
        #expect(chmod(fresh, 0o600) == 0)

        let exported = try KuchiBinary.run(["export", "words", "--output", folder + "/e.json"], home: home)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: writing))
        for other in others + [usersOwn, fresh] { #expect(FileManager.default.fileExists(atPath: other), "\(other)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == [".tmp-e.json-Ab12Cd7", ".tmp-e.json-Fr3shX", ".tmp-e.json-Us3rFl", ".tmp-e.json-Zz9Yy8", ".tmp-e.json.old",
                          ".tmp-f.json-Ab12Cd", "e.json", "notes.txt"])
    }

    /// A `kuchi backup FILE` killed while its copy was in WAL mode leaves the copy with its log and index (and an older
    /// Kuchi removed only the copy of another): the next backup to that name removes them all, and nothing else.
    @Test func theNextBackupRemovesTheCopyLogAndIndexAKilledBackupLeft() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
        let folder = home.root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let killed = folder + "/.tmp-b.sqlite-Ab12Cd", halfCleared = folder + "/.tmp-b.sqlite-Cd34Ef"
        let leftovers = [killed, killed + "-wal", killed + "-shm", halfCleared + "-wal", halfCleared + "-shm"]
        for leftover in leftovers {
            try Data("partial".utf8).write(to: URL(fileURLWithPath: leftover))
            try makeKuchisLeftover(leftover)
        }
        // Another file's copy and the user's own file of that shape stay.
        let others = [folder + "/.tmp-c.sqlite-Ab12Cd-wal", folder + "/.tmp-b.sqlite-Us3rFl-wal"]
        for other in others { try Data("keep".utf8).write(to: URL(fileURLWithPath: other)) }
        try makeKuchisLeftover(others[0])
        #expect(chmod(others[1], 0o644) == 0)

        let backup = try KuchiBinary.run(["backup", folder + "/b.sqlite"], home: home)
        #expect(backup.status == 0, "\(backup.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == [".tmp-b.sqlite-Us3rFl-wal", ".tmp-c.sqlite-Ab12Cd-wal", "b.sqlite"])
    }

    /// Gives `path` the mode of Kuchi's temporaries (0600) and a time two minutes ago, as a killed writer leaves it.
    private func makeKuchisLeftover(_ path: String) throws {
        #expect(chmod(path, 0o600) == 0)
        let past = Date().addingTimeInterval(-120)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
    }
}
