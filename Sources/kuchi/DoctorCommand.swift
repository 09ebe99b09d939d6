import ArgumentParser
import Foundation
import KuchiCore
import KuchiREPL
import KuchiStore

/// `kuchi doctor`: checks the word bank and says what to do when something is wrong.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the word bank: SQLite's quick_check, foreign keys, the schema version, size and contents.",
        discussion: """
            Changes nothing (unless --rebuild-cards). Exits 0 when the database is healthy, 65 when it is \
            damaged, from a newer Kuchi or not a Kuchi database, or when spaced-repetition cards disagree with \
            a replay of the answers (the message says what to do, e.g. which backup to restore or \
            --rebuild-cards), 66 when there is no database, 75 when another process holds it.
            """
    )

    @Flag(help: "Run SQLite's full integrity_check (slower) instead of quick_check.")
    var full = false

    @Flag(help: "Rebuild every spaced-repetition card from the answers (after a backup).")
    var rebuildCards = false

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors { environment in
            let path = databaseOptions.path(environment: environment)
            let report = try KuchiDatabase.diagnose(path: path, full: full)
            var lines = report.lines
            // The verdict comes last, after the cards are checked too.
            let healthy = report.isHealthy ? lines.popLast() : nil
            for line in lines { print(SafeText.visible(line)) }
            if let verdict = report.verdict { throw verdict }
            func verdictLast() { if let healthy { print(healthy) } }
            if rebuildCards {
                let database = try KuchiDatabase.openExisting(path: path)
                let backup = try database.backUp(reason: .manual)
                let count = try database.rebuildCards()
                print("  cards:        \(count) rebuilt from the answers (backup first: \(SafeText.visible(backup.path)))")
                return verdictLast()
            }
            guard case .upToDate = report.schema else { return verdictLast() }
            let check = try KuchiDatabase.openForReading(path: path).checkCards()
            guard check.disagreeing > 0 else {
                print("  cards:        \(check.cards), each matching a replay of its answers")
                return verdictLast()
            }
            print("  cards:        \(check.cards); \(check.disagreeing) disagree with a replay of the answers")
            throw CommandError.dataError("\(check.disagreeing) spaced-repetition cards disagree with the answers given. "
                                         + "Run kuchi doctor --rebuild-cards to rebuild them from the answers (a backup is made first).")
        }
    }
}
