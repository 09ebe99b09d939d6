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
            Changes nothing. Exits 0 when the database is healthy, 65 when it is damaged, from a newer Kuchi \
            or not a Kuchi database (the message says what to do, e.g. which backup to restore), 66 when \
            there is no database, 75 when another process holds it.
            """
    )

    @Flag(help: "Run SQLite's full integrity_check (slower) instead of quick_check.")
    var full = false

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors { environment in
            let report = try KuchiDatabase.diagnose(path: databaseOptions.path(environment: environment), full: full)
            for line in report.lines { print(SafeText.visible(line)) }
            if let verdict = report.verdict { throw verdict }
        }
    }
}
