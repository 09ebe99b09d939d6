import Foundation
import KuchiFiles
import Testing

/// A word bank named through a symbolic link is the same bank: its lock files and backup folder go beside the file the
/// link leads to (walk-through 29: a second review through a link ran beside the first).
@Suite("The bank's path, its links followed")
struct ResolvedPathTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-resolved-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/real", withIntermediateDirectories: true)
        return path
    }

    @Test func aLinkToTheBankLeadsToItsFileAndAPlainPathStaysAsGiven() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bank = root + "/real/kuchi.sqlite"
        FileManager.default.createFile(atPath: bank, contents: Data())
        try FileManager.default.createSymbolicLink(atPath: root + "/link.sqlite", withDestinationPath: bank)
        try FileManager.default.createSymbolicLink(atPath: root + "/folder-link", withDestinationPath: root + "/real")
        let real = try #require(ResolvedPath.existing(bank))
        #expect(ResolvedPath.bank(root + "/link.sqlite") == real)
        #expect(ResolvedPath.bank(root + "/folder-link/kuchi.sqlite") == real)
        #expect(ResolvedPath.bank(real) == real)
        #expect(ResolvedPath.bank(real + "-not-made-yet") == real + "-not-made-yet")
        #expect(ResolvedPath.bank(":memory:") == ":memory:")
        #expect(SessionLock.path(besideBank: root + "/link.sqlite", learnerID: 3) == real + ".session-3.lock")
    }

    @Test func aFileNotMadeYetIsResolvedThroughItsFolder() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/folder-link", withDestinationPath: root + "/real")
        let real = try #require(ResolvedPath.existing(root + "/real"))
        #expect(ResolvedPath.target(root + "/folder-link/new.sqlite-wal") == real + "/new.sqlite-wal")
        #expect(ResolvedPath.target(root + "/missing/new.sqlite") == nil)
    }
}
