import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An export killed with SIGKILL leaves its hidden temporary file beside the output; the next export of that name
/// into that folder removes it, and touches nothing else.
@Suite("Temporary files a killed export left")
struct ExportLeftoverTests {
    @Test func theNextExportRemovesTheTemporaryAKilledExportLeft() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home).status == 0)
        let folder = home.root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        // As SIGKILL leaves it: a partial file that no process holds the writer's lock of.
        let abandoned = folder + "/.tmp-e.json-Ab12Cd"
        try Data("[{\"word\":".utf8).write(to: URL(fileURLWithPath: abandoned))
        // One another export of that name is writing now (its lock held), and files that are not its own.
        let writing = folder + "/.tmp-e.json-Zz9Yy8"
        let held = open(writing, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(held) }
        #expect(flock(held, LOCK_EX) == 0)
        let others = [".tmp-f.json-Ab12Cd", ".tmp-e.json-Ab12Cd7", ".tmp-e.json.old", "notes.txt"].map { folder + "/" + $0 }
        for other in others { try Data("keep".utf8).write(to: URL(fileURLWithPath: other)) }

        let exported = try KuchiBinary.run(["export", "words", "--output", folder + "/e.json"], home: home)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: writing))
        for other in others { #expect(FileManager.default.fileExists(atPath: other), "\(other)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == [".tmp-e.json-Ab12Cd7", ".tmp-e.json-Zz9Yy8", ".tmp-e.json.old", ".tmp-f.json-Ab12Cd", "e.json", "notes.txt"])
    }
}
