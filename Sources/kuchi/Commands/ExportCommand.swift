import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTransfer

/// `kuchi export words|history|sessions`: the raw data, streamed.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the word bank, the answer history or the sessions as CSV, TSV, JSON or JSON Lines.",
        discussion: HelpExamples.after("""
            Writes to standard output, or with --output to a file: atomically, mode 0600, never replacing \
            an existing file unless --force is given. CSV and TSV cells that a spreadsheet would run as a \
            formula get a leading '. `kuchi export words --format csv` can be imported again. \
            For Excel, add --bom: without a byte-order mark it reads the UTF-8 as another encoding and shows \
            the Japanese garbled (most other tools, Python's csv among them, would read the mark into the \
            first header, so it is not written unless asked).
            """, [
                ("kuchi export words --output words.csv", "the word bank as CSV, to import again"),
                ("kuchi export history --format json", "every answer, as JSON")
            ], exitCodes: "73 when the --output file exists (--force replaces it).")
    )

    @Argument(help: ArgumentHelp("What to export.", valueName: "table"))
    var table: ExportTable

    /// The refusal of `kuchi export` without its table, for the parser's (`Help: <table> What to export.`), which names
    /// no table: the tables and an example, then the parser's pointer to `--help`. `nil` for any other parsing `message`.
    static func missingTable(message: String) -> String? {
        guard message.contains("Missing expected argument '<table>'"), message.contains("Usage: kuchi export ") else { return nil }
        let tables = ExportTable.allCases.map(\.rawValue)
        let listed = tables.dropLast().joined(separator: ", ") + " or " + (tables.last ?? "")
        return "kuchi export needs what to export: \(listed), such as kuchi export words --output words.csv "
            + "(the word bank as CSV) or kuchi export history --format json."
            + "\n  See 'kuchi export --help' for more information."
    }

    @Option(help: ArgumentHelp("The file format (default: told by the --output file's extension, else csv).", valueName: "format"))
    var format: ExportFormat?

    @Option(help: ArgumentHelp("Only words of this deck and the decks under it (NAME::…), with their meanings there, and answers to them.", valueName: "name"),
            completion: BankCompletion.deckScopes)
    var deck: String?

    @Flag(name: .long, help: "Start CSV or TSV with a UTF-8 byte-order mark, so that Excel shows the Japanese (kuchi import reads it).")
    var bom = false

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        let (profile, output, force) = (outputOptions.profile, outputOptions.output, outputOptions.force)
        try reportingErrors(ifFull: "Nothing was written; the word bank was not changed. Free some space and export again.") { environment in
            try SettingsCheck.refuseBadSettings(environment: environment)
            let path = databaseOptions.path(environment: environment)
            let database = try KuchiDatabase.openForReading(path: path)
            var filter = ExportFilter(deck: deck)
            if let deck {
                let decks = try database.practice.deckNames()
                guard ReportStore.hasDeck(deck, in: decks) else {
                    throw CommandError.usage("--deck: no deck called “\(deck)”. Decks: \(decks.isEmpty ? "none yet" : decks.joined(separator: ", ")).")
                }
            }
            filter.since = try outputOptions.sinceDay()?.start(in: .current)
            if let profile {
                filter.profileID = try database.practice.learner(named: profile).id
            }
            if format == nil, let output, let spreadsheet = ExportFormat.unwritableSpreadsheet(output) {
                throw CommandError.usage("--output: Kuchi does not write .\(spreadsheet) files; name the file .csv (spreadsheets open it) "
                                         + "or .tsv, or choose a format with --format csv|tsv|json|jsonl.")
            }
            if format == nil, let output, let document = ExportFormat.unwritableDocument(output) {
                throw CommandError.usage("--output: kuchi export writes tables, and a .\(document) file would hold CSV; name it .csv, "
                                         + ".tsv, .json or .jsonl, or choose a format with --format csv|tsv|json|jsonl "
                                         + "(a progress report as a page to print: kuchi report --output progress.html).")
            }
            let chosen = format ?? output.flatMap(ExportFormat.init(extensionOf:)) ?? .csv
            if bom, chosen == .json || chosen == .jsonl {
                throw CommandError.usage("--bom goes with CSV or TSV (for Excel); JSON has no byte-order mark.")
            }
            // A file is written atomically; standard output is written as it goes, and a signal ends it as always.
            InterruptedWrite.sayOnInterrupt("Interrupted: the export was not written.")
            try Exporter.export(table, from: database.reports, filter: filter, format: chosen, to: output, force: force,
                                sparing: path, byteOrderMark: bom)
        }
    }
}
