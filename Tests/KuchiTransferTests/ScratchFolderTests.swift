import Foundation
import Testing
@testable import KuchiTransfer

/// The folder an Anki package is unpacked into, left behind by a Kuchi killed with SIGKILL (walk-through 26, D14):
/// the next import removes it, and never a folder another Kuchi still uses.
@Suite("Scratch folders left by a killed import")
struct ScratchFolderTests {
    @Test func theNextFolderMadeRemovesThoseNoLivingProcessHolds() throws {
        let base = NSTemporaryDirectory() + "kuchi-scratch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        // A killed import's folder: its lock file, unlocked, and the unpacked collection.
        let killed = base + "/kuchi-anki.Ab12Cd"
        try FileManager.default.createDirectory(atPath: killed, withIntermediateDirectories: false)
        for name in ["owner", "collection", "collection-wal"] { FileManager.default.createFile(atPath: killed + "/" + name, contents: Data("x".utf8)) }
        // A folder in use: a living import (this folder, made first) holds its lock.
        let living = try ScratchFolder(base: base)
        // A folder without a lock file (another program's, or a Kuchi of before) and one of another prefix.
        let foreign = base + "/kuchi-anki.Zz99Yy", other = base + "/kuchi-stdin.Qq11Ww"
        for folder in [foreign, other] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            FileManager.default.createFile(atPath: folder + "/owner", contents: nil)
        }
        try FileManager.default.removeItem(atPath: foreign + "/owner")

        let next = try ScratchFolder(base: base)
        #expect(!FileManager.default.fileExists(atPath: killed), "the killed import's folder is removed")
        #expect(FileManager.default.fileExists(atPath: living.path + "/owner"), "a living import's folder stays")
        #expect(FileManager.default.fileExists(atPath: foreign) && FileManager.default.fileExists(atPath: other))
        next.remove()
        living.remove()
        #expect(!FileManager.default.fileExists(atPath: living.path))
    }
}
