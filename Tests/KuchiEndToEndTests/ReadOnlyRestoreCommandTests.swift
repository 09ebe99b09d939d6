import Foundation
import Testing

/// `kuchi restore` onto a bank its owner made read-only (`chmod 444`): refused before anything is copied, exit 77,
/// as an import or a practice session is. Root may write any file, and did: the bank was replaced, "Restored" printed,
/// then exit 77 said it could not be written.
@Suite("Restoring onto a read-only bank", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"))
struct ReadOnlyRestoreCommandTests {
    @Test func aReadOnlyBankIsRefusedWith77AndLeftAsItWas() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "1", "--name", "Tester"], input: "1\n", home: home).status == 0)
        let backup = home.root + "/older.sqlite"
        #expect(try Fault.kuchi(["backup", backup], home: home).status == 0)
        #expect(try Fault.kuchi(["--seed", "2"], input: "1\n2\n", home: home).status == 0)
        let answers = try SQLiteShell.query(home.database, "SELECT count(*) FROM answer")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: home.database)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: home.database) }
        let before = try Data(contentsOf: URL(fileURLWithPath: home.database))

        let restored = try Fault.kuchi(["restore", backup], home: home)

        #expect(restored.status == 77, "\(restored.stdout)\(restored.stderr)")
        #expect(!restored.stdout.contains("Restored"), "\(restored.stdout)")
        #expect(restored.stderr.contains("read-only"), "\(restored.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == before, "the bank is byte for byte as it was")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == answers)
        let folder = home.database + ".backups"
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(!kept.contains { $0.hasSuffix("-before-restore.sqlite") }, "no restore began: \(kept)")
    }
}
