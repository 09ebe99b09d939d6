import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Walk-through 29, D10: `kuchi restore` run while an import wrote waited for the import's commit, then put the backup
/// over it; the import had said "Imported: 200,000 added" and its words were only in the before-restore copy. A restore
/// is refused (75) while an import holds its lock, and changes nothing.
@Suite("A restore while an import writes", .timeLimit(.minutes(10)))
struct RestoreDuringImportTests {
    /// Takes the lock an import holds while it writes (`<bank>.importing`, an `fcntl` lock on its first byte).
    private func holdImportLock(of bank: String) throws -> Int32 {
        let descriptor = open(bank + ".importing", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 0
        lock.l_len = 1
        try #require(fcntl(descriptor, F_SETLK, &lock) == 0)
        return descriptor
    }

    @Test func aRestoreIsRefusedWith75WhileAnImportWritesAndChangesNothing() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--seed", "1", "--name", "Ann"], input: "1\n", home: home).status == 0)
        let backup = home.root + "/saved.sqlite"
        #expect(try KuchiBinary.run(["backup", backup], home: home).status == 0)
        #expect(try KuchiBinary.run(["--seed", "2", "--name", "Ann"], input: "1\n", home: home).status == 0)
        let answers = try KuchiBinary.run(["export", "history"], home: home).stdout

        let lock = try holdImportLock(of: home.database)
        let refused = try KuchiBinary.run(["restore", backup], home: home)
        close(lock)
        #expect(refused.status == 75, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("Nothing was restored: an import is writing into"), "\(refused.stderr)")
        #expect(try KuchiBinary.run(["export", "history"], home: home).stdout == answers, "the bank is as it was")
        let backups = (try? FileManager.default.contentsOfDirectory(atPath: home.database + ".backups")) ?? []
        #expect(!backups.contains { $0.hasSuffix("-before-restore.sqlite") }, "\(backups)")
        // Once the import has ended, the restore goes ahead.
        #expect(try KuchiBinary.run(["restore", backup], home: home).status == 0)
    }
}
