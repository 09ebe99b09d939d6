import KuchiStore

/// Streams a table of the database to a file or standard output.
public enum Exporter {
    /// Writes `table`'s rows that pass `filter` as `format` to `path` (`-` or `nil`: standard output), never over the
    /// word bank at `databasePath` (``OutputFile/write(to:force:sparing:_:)``). Returns the number of rows written.
    /// `byteOrderMark` starts CSV or TSV with U+FEFF, which Excel needs to read UTF-8 (and other tools read into the first
    /// header, so it is asked for, never the default).
    @discardableResult
    public static func export(_ table: ExportTable, from reports: ReportStore, filter: ExportFilter,
                              format: ExportFormat, to path: String?, force: Bool, sparing databasePath: String? = nil,
                              byteOrderMark: Bool = false) throws -> Int {
        var count = 0
        try OutputFile.write(to: path, force: force, sparing: databasePath) { sink in
            if byteOrderMark, format == .csv || format == .tsv { sink.write("\u{FEFF}") }
            var writer = ExportWriter(format: format, columns: table.columns, sink: sink, escapesMarkup: table == .words)
            writer.begin()
            try reports.export(table, filter: filter) { row in
                writer.write(row)
                count += 1
            }
            writer.end()
        }
        return count
    }
}
