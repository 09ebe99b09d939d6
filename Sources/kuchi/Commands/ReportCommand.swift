import ArgumentParser
import Foundation
import KuchiConfig
import KuchiCore
import KuchiStore
import KuchiTransfer

/// `kuchi report`: the learner's progress as Markdown, HTML or JSON.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a progress report: Markdown (default), a self-contained HTML page with charts, or JSON.",
        discussion: HelpExamples.after("""
            Covers sessions, answers and accuracy per day, streaks, time spent, the words you miss most and \
            what you answered instead, and progress per JLPT level and deck. Days follow your time zone (TZ). \
            --since limits the activity figures to that day on; streaks and word progress always use all your \
            answers. A streak is a run of consecutive local days on which you practised (answered at least \
            once): a day without practice ends it, even a day with no reviews due, since kuchi always has \
            words to ask (new ones, or any word at random). Writes to standard output, or with --output to a new file (mode 0600; --force replaces). \
            docs/reports.md explains every figure.
            """, [
                ("kuchi report --output progress.html", "a page with charts, for a browser"),
                ("kuchi report --since 2026-11-01", "the activity from 1 November on")
            ], exitCodes: "73 when the --output file exists (--force replaces it).")
    )

    @Option(help: ArgumentHelp("The report's format (md for markdown; default: told by the --output file's extension, else "
                               + "markdown).", valueName: "format"))
    var format: ReportFormat?

    @Option(parsing: .unconditional, help: ArgumentHelp("The recall probability at which a card counts as known, 0.70–0.99 (default: the "
                               + "desired_retention setting, else 0.90).", valueName: "share"))
    var retention: String?

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        let (profile, output, force) = (outputOptions.profile, outputOptions.output, outputOptions.force)
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was changed")) { environment in
            if format == nil, let output, let document = ReportFormat.unwritableDocument(output) {
                let table = ReportFormat.tableExtensions.contains(document)
                let refusal = table ? "a report is no table to write as .\(document)" : "Kuchi does not write .\(document) files"
                let history = table ? " (kuchi export history --output FILE.\(document) writes the answers themselves as a table)" : ""
                throw CommandError.usage("--output: \(refusal); name the file .html (a browser prints it "
                                         + "to PDF), .md or .json, or choose a format with --format markdown|html|json\(history).")
            }
            let request = ReportRequest(profileName: profile, since: try outputOptions.sinceDay(),
                                        now: try StudyClock.from(environment: environment)(),
                                        desiredRetention: try Self.desiredRetention(flag: retention, environment: environment))
            let path = databaseOptions.path(environment: environment)
            guard Self.hasHistory(at: path) else { throw NoHistoryError(path: path) }
            // No seed words: a report never fills a word bank.
            let database = try KuchiDatabase.openForReading(path: path)
            var report = try database.reports.progressReport(request)
            report.scopeMet = try Self.scopeMet(report, learner: profile, in: database, environment: environment)
            let chosen = format ?? output.flatMap(ReportFormat.init(extensionOf:)) ?? .markdown
            try ReportWriter.write(report, format: chosen, to: output, force: force, sparing: path)
        }
    }

    /// The desired retention from `--retention`, `KUCHI_DESIRED_RETENTION` or the config file, as practice reads it.
    private static func desiredRetention(flag: String?, environment: [String: String]) throws -> Double {
        let commandLine = flag.map { [Setting.desiredRetention.flag: $0] } ?? [:]
        return try ConfigLayers.resolve(configPath: FileLocations(environment: environment).configFile,
                                        environment: environment, commandLine: commandLine).values.desiredRetention
    }

    /// The practice scope of the config, when the report's one learner has met every word of it.
    private static func scopeMet(_ report: ProgressReport, learner name: String?, in database: KuchiDatabase,
                                 environment: [String: String]) throws -> ScopeMet? {
        guard report.learners.count == 1,
              let learner = try name.map({ try database.practice.profile(named: $0) }) ?? database.practice.lastUsedProfile(),
              report.learners.first == learner.name else { return nil }
        let settings = try SettingsCheck.refuseBadSettings(environment: environment)
        var met = try database.practice.scopeMet(settings.wordScope, kinds: CardKind.trained(by: settings.answerMode), profileID: learner.id)
        met?.sources = settings.scopeSources
        return met
    }

    /// Whether a non-empty file is at `path` (an empty one would be set up as a new bank without its words).
    private static func hasHistory(at path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return ((attributes[.size] as? NSNumber)?.intValue ?? 0) > 0
    }
}

/// There is no word bank yet where the report looked.
private struct NoHistoryError: KuchiError {
    let path: String

    var description: String {
        "There is no practice history yet at \(path). Practise first: run kuchi (or name the file with --database PATH)."
    }

    var exitCode: KuchiExitCode { .noInput }
}
