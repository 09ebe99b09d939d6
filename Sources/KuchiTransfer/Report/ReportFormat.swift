import Foundation
import KuchiStore

/// The formats `kuchi report` writes.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Markdown: for the terminal and Git forges.
    case markdown
    /// One self-contained HTML page with charts, for a browser or a printer.
    case html
    /// JSON, for scripts.
    case json

    /// The format called `name` (`markdown` or `md`, `html`, `json`; any case).
    public init?(name: String) {
        let lowered = name.lowercased()
        self.init(rawValue: lowered == "md" ? "markdown" : lowered)
    }

    /// The format a file's extension names (`.md`, `.markdown`, `.html`, `.htm`, `.json`; any case), or `nil`.
    public init?(extensionOf path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "md", "markdown": self = .markdown
        case "html", "htm": self = .html
        case "json": self = .json
        default: return nil
        }
    }

    /// The extension of `path` when it names a document format Kuchi does not write (`pdf`, `docx`, `odt` …, a
    /// spreadsheet's, ``ExportFormat/unwritableSpreadsheet(_:)``, or a table's, ``tableExtensions``): Markdown under
    /// that name would not open in the program its name promises.
    public static func unwritableDocument(_ path: String) -> String? {
        if let spreadsheet = ExportFormat.unwritableSpreadsheet(path) { return spreadsheet }
        let name = (path as NSString).pathExtension.lowercased()
        let documents = ["pdf", "doc", "docx", "odt", "rtf", "pages", "epub", "png", "jpg", "jpeg", "svg", "xml"]
        return documents.contains(name) || tableExtensions.contains(name) ? name : nil
    }

    /// Extensions of the tables `kuchi export` writes: a report is no table, the history exported is.
    public static let tableExtensions: Set<String> = ["csv", "tsv", "jsonl", "ndjson"]

    /// The report in this format.
    public func render(_ report: ProgressReport) -> String {
        switch self {
        case .markdown: MarkdownReport.render(report)
        case .html: HTMLReport.render(report)
        case .json: JSONReport.render(report)
        }
    }
}

/// Writes a rendered report to standard output or to a file, through ``OutputFile``.
public enum ReportWriter {
    /// Renders `report` and writes it: to standard output for `nil` or `-`, else atomically to a new file
    /// (mode 0600; an existing file is replaced only with `force`, and the word bank at `databasePath` never).
    /// - Throws: ``TransferError`` if the file exists, is the word bank, cannot be created or written.
    public static func write(_ report: ProgressReport, format: ReportFormat, to path: String?, force: Bool,
                             sparing databasePath: String? = nil) throws {
        let text = format.render(report)
        try OutputFile.write(to: path, force: force, sparing: databasePath) { sink in sink.write(text) }
    }
}
