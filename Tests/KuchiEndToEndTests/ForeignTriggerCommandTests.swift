import Foundation
import Testing

/// A backup handed over by someone else may carry a trigger Kuchi never makes: SQLite would run it at Kuchi's next
/// write (here, the first answer rewrites every word's meanings) while `quick_check` says ok. `kuchi restore` refuses
/// such a file, leaving the bank as it was, and `kuchi doctor` names the trigger.
@Suite("A trigger no Kuchi makes", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"))
struct ForeignTriggerCommandTests {
    private static let trigger = "CREATE TRIGGER rewrite_words AFTER INSERT ON answer BEGIN UPDATE word SET meanings = 'pwned'; END"

    /// A home whose learner has answered once, and a copy of its bank (`backup`) with the hostile trigger.
    private func homeWithHostileBackup() throws -> (home: KuchiBinary.Home, backup: String) {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "1", "--name", "Tester"], input: "1\n", home: home).status == 0)
        let backup = home.root + "/shared-bank.sqlite"
        #expect(try Fault.kuchi(["backup", backup], home: home).status == 0)
        _ = try SQLiteShell.query(backup, Self.trigger)
        return (home, backup)
    }

    @Test func restoreRefusesABackupWithAForeignTriggerAndLeavesTheBankAsItWas() throws {
        let (home, backup) = try homeWithHostileBackup()
        let before = try Data(contentsOf: URL(fileURLWithPath: home.database))

        let restored = try Fault.kuchi(["restore", backup], home: home)

        #expect(restored.status == 65, "\(restored.stdout)\(restored.stderr)")
        #expect(restored.stderr.contains("rewrite_words (trigger)"), "\(restored.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == before)
        #expect(try Fault.kuchi(["--seed", "2"], input: "1\n", home: home).status == 0)
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM word WHERE meanings = 'pwned'") == "0")
    }

    @Test func doctorNamesTheForeignTriggerAndAFreshBankIsHealthy() throws {
        let (home, backup) = try homeWithHostileBackup()
        #expect(try Fault.kuchi(["doctor"], home: home).status == 0, "the learner's own bank has no foreign code")

        let checked = try Fault.kuchi(["doctor", "--database", backup], home: home)

        #expect(checked.status == 65)
        #expect((checked.stdout + checked.stderr).contains("rewrite_words (trigger)"), "\(checked.stdout)\(checked.stderr)")
        #expect(!checked.stdout.hasSuffix("The database is healthy.\n"))
    }

    /// A trigger under the name of one of Kuchi's own (`card_update_keeps_baseline`) with another body: the name alone
    /// would pass, its text does not.
    @Test func aTriggerReusingOneOfKuchisNamesIsRefusedByRestoreAndNamedByDoctor() throws {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "1", "--name", "Tester"], input: "1\n", home: home).status == 0)
        let backup = home.root + "/shared-bank.sqlite"
        #expect(try Fault.kuchi(["backup", backup], home: home).status == 0)
        _ = try SQLiteShell.query(backup, "DROP TRIGGER card_update_keeps_baseline; CREATE TRIGGER card_update_keeps_baseline "
            + "AFTER INSERT ON answer BEGIN UPDATE word_source SET meanings = 'pwned'; END")
        let before = try Data(contentsOf: URL(fileURLWithPath: home.database))

        let restored = try Fault.kuchi(["restore", backup], home: home)
        let checked = try Fault.kuchi(["doctor", "--database", backup], home: home)

        #expect(restored.status == 65, "\(restored.stdout)\(restored.stderr)")
        #expect(restored.stderr.contains("card_update_keeps_baseline (trigger, altered)")
                && restored.stderr.contains("not from Kuchi or was altered"), "\(restored.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == before)
        #expect(checked.status == 65)
        #expect(checked.stdout.contains("card_update_keeps_baseline (trigger, altered)"), "\(checked.stdout)")
    }

    /// A bank one migration older than this Kuchi (as the build before it left it) with a foreign trigger: restore
    /// refuses it, doctor names it, and opening it to practise refuses to upgrade it, so the trigger never runs.
    @Test func anOlderSchemaBankWithAForeignTriggerIsRefusedAndNeverUpgraded() throws {
        let (home, backup) = try homeWithHostileBackup()
        _ = try SQLiteShell.query(backup, "DELETE FROM grdb_migrations WHERE rowid = (SELECT max(rowid) FROM grdb_migrations)")
        let plain = home.root + "/older-bank.sqlite"
        #expect(try Fault.kuchi(["backup", plain], home: home).status == 0)
        _ = try SQLiteShell.query(plain, "DELETE FROM grdb_migrations WHERE rowid = (SELECT max(rowid) FROM grdb_migrations)")
        #expect(try Fault.kuchi(["doctor", "--database", plain], home: home).status == 0, "an older bank of Kuchi's own is healthy")

        let restored = try Fault.kuchi(["restore", backup], home: home)
        let checked = try Fault.kuchi(["doctor", "--database", backup], home: home)
        let practised = try Fault.kuchi(["--seed", "2", "--database", backup], input: "1\n", home: home)

        #expect(restored.status == 65 && restored.stderr.contains("rewrite_words (trigger)"), "\(restored.stderr)")
        #expect(checked.status == 65 && checked.stdout.contains("rewrite_words (trigger)"), "\(checked.stdout)")
        #expect(practised.status == 65 && practised.stderr.contains("rewrite_words (trigger)"), "\(practised.stderr)")
        #expect(try SQLiteShell.query(backup, "SELECT count(*) FROM word WHERE meanings = 'pwned'") == "0")
        #expect(!FileManager.default.fileExists(atPath: backup + ".backups"), "not upgraded, so no upgrade backup")
    }
}
