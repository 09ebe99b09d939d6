import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal

/// The `--database` option shared by the commands that read or write the word bank.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The word bank file (default: $KUCHI_DATABASE, else $XDG_DATA_HOME/kuchi/kuchi.sqlite).", valueName: "path"),
            completion: .file())
    var database: String?

    /// The database path for this run.
    func path(environment: [String: String]) -> String {
        FileLocations(environment: environment, databaseOverride: database).database
    }
}

/// Where `export` and `report` write, and the filters they share.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only activity from this day on, in local time: YYYY-MM-DD, such as 2026-03-01 (2026-3-1 also works).",
                               valueName: "date"))
    var since: String?

    @Option(name: [.customLong("profile"), .customLong("name")], help: ArgumentHelp("Only this learner.", valueName: "name"), completion: BankCompletion.learners)
    var profile: String?

    @Option(name: [.short, .long], help: ArgumentHelp("Write to this file instead of standard output ('-').", valueName: "file"),
            completion: .file())
    var output: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    /// The day `--since` names, or `nil` when it was not given.
    /// - Throws: a usage error (exit 64) for text that is not a real day.
    func sinceDay() throws -> LocalDate? {
        guard let since else { return nil }
        guard let day = LocalDate(parsing: since) else {
            throw CommandError.usage("--since: expected a date as YYYY-MM-DD, such as 2026-03-01, not “\(since)”.")
        }
        return day
    }
}

/// Runs a command's body and turns Kuchi's errors into a message on standard error and an exit code.
///
/// Also ignores SIGXFSZ, so that a file-size limit (`ulimit -f`) makes a write fail with EFBIG, which is
/// reported (exit 74, earlier answers kept), instead of killing Kuchi. `ifFull` says what a full disk cost this
/// command and what to do ("Nothing was imported; …"), when that is not a practice session's "Everything answered
/// before this was saved".
func reportingErrors(ifFull outcome: String? = nil, _ body: (_ environment: [String: String]) throws -> Void) throws {
    signal(SIGXFSZ, SIG_IGN)
    let environment = ProcessInfo.processInfo.environment
    do {
        try body(environment)
    } catch let error as any KuchiError {
        ErrorReporter(environment: environment).report(error, ifFull: outcome)
        throw ExitCode(error.exitCode.rawValue)
    }
}

/// Errors of the command line itself.
enum CommandError: KuchiError {
    case usage(String)
    /// The bank holds data that disagrees with itself (exit 65).
    case dataError(String)

    var description: String {
        switch self {
        case let .usage(message), let .dataError(message): message
        }
    }

    var exitCode: KuchiExitCode {
        switch self {
        case .usage: .usage
        case .dataError: .dataError
        }
    }
}

/// What a full disk cost a command that changes one thing (or only reads), for ``reportingErrors(ifFull:_:)``: `undone`
/// ("Nothing was removed"), that the bank is as it was, and to run the command again once there is room.
func fullDiskOutcome(_ undone: String) -> String {
    "\(undone); the word bank is as it was. Free some space and run the command again."
}
