import Foundation
import Testing

/// `kuchi doctor` on a bank holding a date out of range (a card due in the year 10000, written by an older
/// Kuchi from a review log no clock wrote): a reported problem, repaired by `--rebuild-cards`, never a crash.
@Suite("Doctor and dates out of range",
       .enabled(if: HostileAnkiPackages.isAvailable && SQLiteShell.isAvailable, "needs python3, zstd and sqlite3"))
struct DoctorDateRangeTests {
    @Test func aCardDueInTheYear10000IsReportedAndRebuiltAndNeverPrinted() throws {
        let home = try KuchiBinary.Home()
        let packages = try HostileAnkiPackages.build(["good"], for: home)
        let imported = try KuchiBinary.run(["import", "--name", "Ann", packages + "/good.apkg"], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        _ = try SQLiteShell.query(home.database, """
            UPDATE card SET due_ms = 253402300799999;
            UPDATE answer SET answered_ms = 253402300799999 WHERE id = (SELECT min(id) FROM answer);
            """)
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 65, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("1 card holds a date out of range"), "\(doctor.stdout)")
        #expect(doctor.stderr.contains("Run kuchi doctor --rebuild-cards"), "\(doctor.stderr)")
        // Walk-through 29, D7: a review called the bank damaged and advised putting an older backup back (losing every
        // answer since); the cards are rebuilt from the answers instead, nothing lost.
        let review = try KuchiBinary.run(["review", "--name", "Ann"], input: "1\n", home: home)
        #expect(review.status == 65, "\(review.stdout)\(review.stderr)")
        #expect(review.stderr.contains("doctor --rebuild-cards") && !review.stderr.contains("kuchi restore"), "\(review.stderr)")
        let words = try KuchiBinary.run(["words", "猫"], home: home)
        #expect(words.status == 0, "\(words.stderr)")
        #expect(!words.stdout.contains("10000"), "\(words.stdout)")
        let rebuilt = try KuchiBinary.run(["doctor", "--rebuild-cards"], home: home)
        #expect(rebuilt.status == 0, "\(rebuilt.stdout)\(rebuilt.stderr)")
        let after = try KuchiBinary.run(["doctor"], home: home)
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM card WHERE due_ms >= 13569465600000") == "0")
    }
}
