import Foundation
import Testing

/// Opening a bank of an older Kuchi upgrades it after a backup, and says so; an older Kuchi refused by the upgraded
/// bank names that backup and how to put it back; `kuchi --version` names the bank schema the build writes.
@Suite("Bank upgrades said", .enabled(if: SQLiteShell.isAvailable, "needs sqlite3"))
struct BankUpgradeCommandTests {
    @Test func anUpgradeIsSaidOnStandardErrorAndAnOlderKuchiNamesTheBackupToRestore() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester"], input: "1\n", home: home).status == 0)
        let schema = try SQLiteShell.query(home.database, "SELECT count(*) FROM grdb_migrations")
        let version = try KuchiBinary.run(["--version"], home: home)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0 (bank schema \(schema))", "\(version.stdout)")
        // The bank as the build before the last migration left it: opening it runs that migration again.
        _ = try SQLiteShell.query(home.database, "DELETE FROM grdb_migrations WHERE rowid = (SELECT max(rowid) FROM grdb_migrations)")
        let upgraded = try KuchiBinary.run(["due", "--format", "json"], home: home)
        #expect(upgraded.status == 0, "\(upgraded.stderr)")
        #expect(upgraded.stdout.hasPrefix("{") && !upgraded.stdout.contains("Upgraded"), "standard output stays JSON: \(upgraded.stdout)")
        #expect(upgraded.stderr.contains("Upgraded the word bank \(home.database) for this version of Kuchi (bank schema \(schema))"),
                "\(upgraded.stderr)")
        #expect(upgraded.stderr.contains("the Kuchi you used before can bring it back: kuchi restore --database \(home.database) \(home.database).backups/")
                && upgraded.stderr.contains("-migration.sqlite, run with that version (this one would upgrade it again)."), "\(upgraded.stderr)")
        let quiet = try KuchiBinary.run(["due"], home: home)
        #expect(quiet.stderr.isEmpty, "said once, at the upgrade: \(quiet.stderr)")
        // Run with this Kuchi, the printed command restores the old bank and upgrades it again, as the line says.
        let printed = try #require(upgraded.stderr.range(of: #"kuchi restore --database \S+ \S+-migration\.sqlite"#, options: .regularExpression))
        let again = try KuchiBinary.run(Array(upgraded.stderr[printed].split(separator: " ").map(String.init).dropFirst()), home: home)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM grdb_migrations") == schema)

        // A newer Kuchi's bank: the refusal names the backup from before its upgrade, and the command puts it back.
        _ = try SQLiteShell.query(home.database, "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        let refused = try KuchiBinary.run(["due"], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("was written by a newer version of Kuchi"), "\(refused.stderr)")
        let command = try #require(refused.stderr.range(of: #"kuchi --database \S+ restore \S+-migration\.sqlite"#, options: .regularExpression),
                                   "\(refused.stderr)")
        let words = refused.stderr[command].split(separator: " ").map(String.init)
        let restored = try KuchiBinary.run(Array(words.dropFirst()), home: home)
        #expect(restored.status == 0, "\(restored.stdout)\(restored.stderr)")
        let after = try KuchiBinary.run(["due"], home: home)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.contains("Tester"), "\(after.stdout)")
    }

    @Test func aNewerKuchisOwnBackupFromBeforeItsSecondUpgradeIsNotNamed() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Tester"], input: "1\n", home: home).status == 0)
        _ = try SQLiteShell.query(home.database, "DELETE FROM grdb_migrations WHERE rowid = (SELECT max(rowid) FROM grdb_migrations)")
        let upgraded = try KuchiBinary.run(["due"], home: home)
        let ours = try #require(upgraded.stderr.range(of: #"[0-9TZ.]+-migration\.sqlite"#, options: .regularExpression), "\(upgraded.stderr)")
        // A newer Kuchi upgrades the bank (v99), backs it up, and upgrades it again (v100).
        _ = try SQLiteShell.query(home.database, "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        let theirs = home.database + ".backups/20991231T000000.000Z-migration.sqlite"
        _ = try SQLiteShell.query(home.database, "VACUUM INTO '\(theirs)'")
        _ = try SQLiteShell.query(home.database, "INSERT INTO grdb_migrations (identifier) VALUES ('v100-from-the-future')")
        let refused = try KuchiBinary.run(["due"], home: home)
        #expect(refused.status == 65)
        #expect(!refused.stderr.contains("20991231T000000.000Z"), "this Kuchi would refuse to restore it: \(refused.stderr)")
        #expect(refused.stderr.contains(String(upgraded.stderr[ours])), "\(refused.stderr)")
    }
}
