import Foundation
import GRDB
import KuchiSpawn
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// An Anki package's schedule counted from the import's clock (`KUCHI_NOW` in the command line), not the system's
/// (issue 20): the clock the other commands read decides which day the imported cards come back.
@Suite("An Anki import's clock")
struct AnkiImportClockTests {
    /// Whether python3 can write the package (its `zipfile` and `sqlite3` modules).
    static let canBuild = (try? ChildProcess("/usr/bin/env", ["python3", "-c", "import sqlite3, zipfile"],
                                             environment: ProcessInfo.processInfo.environment,
                                             input: .null, output: .null, errors: .null)).map { process in
        (try? process.waitUntilExit()) != nil && process.terminationStatus == 0
    } ?? false

    /// Rewrites `anki-legacy.apkg` (猫's recognition card is 1795433265927, reviewed in January 2026) with that card
    /// buried at a time its collection does not say (`mod` 0) and due since the collection's first day (2026-11-23).
    private static let builder = """
        import os, shutil, sqlite3, sys, tempfile, zipfile
        source, target = sys.argv[1:3]
        folder = tempfile.mkdtemp()
        with zipfile.ZipFile(source) as package:
            package.extractall(folder)
            names = package.namelist()
        collection = sqlite3.connect(os.path.join(folder, "collection.anki21"))
        collection.execute("UPDATE cards SET queue = -3, due = 0, mod = 0 WHERE id = 1795433265927")
        collection.commit()
        collection.close()
        with zipfile.ZipFile(target, "w") as package:
            for name in names:
                package.write(os.path.join(folder, name), name)
        shutil.rmtree(folder)
        """

    private func buriedPackage(in folder: String) throws -> String {
        let path = folder + "/buried.apkg"
        let process = try ChildProcess("/usr/bin/env", ["python3", "-c", Self.builder, fixture("anki-legacy.apkg"), path],
                                       environment: ProcessInfo.processInfo.environment, input: .null, output: .null, errors: .inherited)
        try process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 wrote the package")
        return path
    }

    /// Walk-through 39 (issue 20): `KUCHI_NOW=… kuchi import deck.apkg` brought a card Anki had buried back the day after
    /// the real date, not after the clock's: set in the past, the card stayed away for months; set ahead, it was due at once.
    @Test(.enabled(if: canBuild, "python3 with zipfile and sqlite3 writes the package"),
          arguments: ["2030-06-15T12:00:00Z", "2026-11-25T12:00:00Z"])
    func aBuriedCardComesBackTheStudyDayAfterTheImportsClock(_ time: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-anki-clock-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let package = try buriedPackage(in: folder)
        let clock = try #require(ISO8601DateFormatter().date(from: time))
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.learner = "Hanako"
        options.clock = { clock }
        _ = try WordImporter(database: database, options: options).run([package])

        let (due, created) = try database.dbQueue.read { db in
            (try Int64.fetchOne(db, sql: """
                SELECT c.due_ms FROM card c JOIN word w ON w.id = c.word_id JOIN profile p ON p.id = c.profile_id
                WHERE p.name = 'Hanako' AND w.text = '猫' AND \(CardKindCode.codes.nameSQL("c.kind")) = 'recognition'
                """), try String.fetchOne(db, sql: "SELECT created_at FROM profile WHERE name = 'Hanako'"))
        }
        let comesBack = AnswerTime.date(try #require(due))
        // The next study day starts within a day and a rollover's hours of the clock's time, whatever the zone.
        #expect(comesBack > clock && comesBack.timeIntervalSince(clock) <= 30 * 3600,
                "buried on the clock's day, back when the next study day starts: \(comesBack) for \(clock)")
        #expect(created == UTCTime(clock).stored, "the learner the import made was made at the clock's time")
    }
}
