import Foundation
import KuchiCore
import KuchiStore
import KuchiFiles

/// Imports word lists into the bank: all files in one transaction, so a refused or killed import leaves
/// the bank exactly as it was.
public struct WordImporter {
    /// What to import and how.
    public struct Options: Sendable {
        /// Forces a format instead of detecting it.
        public var format: ImportFormat?
        /// `--encoding`: the lists' encoding instead of the one told from their first lines (a UTF-16 byte-order mark
        /// still tells UTF-16).
        public var encoding: ImportEncoding?
        /// `--columns`: field=column pairs for CSV/TSV/JSON headers.
        public var columns: String?
        /// The deck for every word (default: each file's name without extension).
        public var deck: String?
        /// Tags added to every word.
        public var tags: [String] = []
        /// Import the good rows and list the bad ones, instead of refusing the whole import.
        public var skipInvalid = false
        /// Report what would happen, and write nothing.
        public var dryRun = false
        /// Import an Anki package's review log as answers (`--no-history` turns it off).
        public var history = true
        /// The learner whose answers an Anki review log becomes (default: `learner`).
        public var learner: String?
        /// The bank's unnamed import learner (``PracticeStore/unnamedImportLearner(called:)``) that `learner`, a name no
        /// learner has, takes over: renamed to it in the import's transaction before the first package's reviews are
        /// stored, as the first session at a terminal would rename it, so its history, cards and suspensions are kept.
        public var renamedPlaceholder: Profile?
        /// The study clock the import reads its time from (the system's unless the caller's runs elsewhere, as `KUCHI_NOW`
        /// sets Kuchi's): the day a card an Anki package buried comes back when the package does not say when it was
        /// buried, and when the learner its reviews made was made and its cards suspended. (The words' own time of
        /// adding stays the computer's, as a favourite's and a backup's do.)
        public var clock: @Sendable () -> Date = { Date() }

        /// Default options: detect formats, refuse bad rows, write.
        public init() {}
    }

    /// The outcome of an import.
    public struct Report: Sendable, Equatable {
        /// Added, merged, unchanged and rejected counts.
        public var counts: ImportCounts
        /// Every refused row as `file:line: reason`.
        public var problems: [String]
        /// The refused rows as a `--skip-invalid` import prints them: every one when there are at most ten, else the
        /// first five and a line counting the rest (a collection's thousands of bad notes are not a paragraph each).
        public var problemsListed: [String] {
            guard problems.count > 10 else { return problems }
            return Array(problems.prefix(5)) + ["… and \(problems.count - 5) more rejected, not listed "
                                                + "(kuchi import --dry-run without --skip-invalid lists the first \(WordImporter.problemsShown))."]
        }
        /// Whether the words were written (false for a dry run).
        public var committed: Bool
        /// Lines for the summary: what an Anki package held that Kuchi dropped or converted, its reviews.
        public var notes: [String] = []
        /// Rows the import wrote into the bank, in any table (words, decks, answers, cards): zero when the
        /// bank held everything already.
        public var rowsChanged = 0
        /// The decks the word lists' rows went into, sorted; `nil` when an Anki package was imported too (its
        /// decks are its own).
        public var decks: [String]? = []
        /// Every deck the import's words went into, an Anki package's too, sorted.
        public var decksWritten: [String] = []
        /// Anki packages' reviews stored (or, for a dry run, that would be) as the learner's answers.
        public var reviewsImported = 0
    }

    /// What an import is doing: reading and checking its files, then writing their rows into the bank.
    public enum Phase: Sendable {
        /// Reading and checking the files.
        case reading
        /// Writing the rows into the bank.
        case writing
        /// Every row is written: the indexes are built and the import is committed.
        case finishing
        /// The import is committed (the bank holds it); the log is being copied into the bank, which may still fail on a
        /// full disk. An error before this phase left the bank as it was.
        case committed
    }

    /// Progress: the phase, its rows so far, and its work done of its total (the lists' bytes, read and then
    /// written: each phase runs from 0 to the total on its own).
    public typealias Progress = (_ phase: Phase, _ rows: Int, _ done: Int, _ total: Int) -> Void

    /// Whether importing `paths` can open no Anki collection: none is a package, nor standard input (`-`), which is
    /// read only later and may be one. Such an import may run SQLite without the memory statistics or the count that the
    /// collections' heap limit needs (``SQLiteSetup/turnOffMemoryStatistics()``). Only regular files are opened to
    /// look: a named pipe would block here (the import refuses it unopened).
    public static func readsNoAnkiCollection(_ paths: [String]) -> Bool {
        !paths.contains { $0 == "-" || (PathKind(of: $0) == .regularFile && AnkiPackage.isPackage($0)) }
    }

    /// Problems listed in an error message; the rest are counted.
    static let problemsShown = 100

    private let openDatabase: () throws -> KuchiDatabase
    private let options: Options
    /// For a bank not created yet: a bank holding what the new one will (the bundled words), on which rows
    /// lacking a reading are judged before the bank is created, so that their refusal creates none.
    public var standIn: (() throws -> KuchiDatabase)?
    /// Whether the bank opened is a new one set up aside under a hidden name (``NewBankAside``), which a refused
    /// package's checks may still throw away: only then are they not awaited before the bank is opened.
    public var opensAside = false

    /// An importer into `database`.
    public init(database: KuchiDatabase, options: Options) {
        self.init(opening: { database }, options: options)
    }

    /// An importer into the bank `open` opens (or creates), called only once the files passed every check
    /// that needs no bank: a refused import of a bank not yet there creates none.
    public init(opening open: @escaping () throws -> KuchiDatabase, options: Options) {
        openDatabase = open
        self.options = options
    }

    /// Imports `paths` (`-` is standard input, read whole before anything else).
    ///
    /// First each file is checked for what refuses it whole (missing, an archive, an unknown format,
    /// empty, a header naming no columns), reading no rows; then every list is parsed and its rows checked
    /// (a bad row refuses the import, unless `skipInvalid`); only then is the bank opened (created, when it is
    /// not there yet) and `beforeWriting` run (the pre-import backup, which a refused file should not cost),
    /// and then the import itself, in one
    /// transaction: the bank's write lock is held only while the rows are written.
    ///
    /// A kanji word given without its reading takes the reading of the word the bank has written the same
    /// way, when there is exactly one (猫 → ねこ); with several (日: ひ, にち) only the learner can choose,
    /// and the row is bad.
    /// - Throws: ``TransferError/invalidRows(_:more:)`` (nothing written) when rows are bad and
    ///   `skipInvalid` is off; ``TransferError`` for unreadable files and bad options; store errors.
    public func run(_ paths: [String], progress: Progress? = nil, beforeWriting: () throws -> Void = {}) throws -> Report {
        let overrides = try ColumnMapping.overrides(from: options.columns)
        try ImportNames.checkOptions(deck: options.deck, tags: options.tags)
        // `-` is standard input, copied whole first (its copy lives until the import is done).
        var standardInput: [StandardInputList] = []
        let paths = try StandardInputList.resolving(paths, into: &standardInput)
        defer { withExtendedLifetime(standardInput) {} }
        // Messages and the summary name standard input so, not by its private copy's path.
        guard let copy = standardInput.first?.path else {
            return try run(resolved: paths, overrides: overrides, progress: progress, beforeWriting: beforeWriting)
        }
        do {
            var report = try run(resolved: paths, overrides: overrides, progress: progress, beforeWriting: beforeWriting)
            report.problems = report.problems.map { $0.replacingOccurrences(of: copy, with: StandardInputList.name) }
            report.notes = report.notes.map { $0.replacingOccurrences(of: copy, with: StandardInputList.name) }
            return report
        } catch let error as TransferError {
            throw error.naming(copy, as: StandardInputList.name)
        }
    }

    /// ``run(_:progress:beforeWriting:)`` once standard input is copied into a file: `paths` are files only.
    private func run(resolved paths: [String], overrides: [ColumnMapping.Field: String], progress: Progress?,
                     beforeWriting: () throws -> Void) throws -> Report {
        for path in paths { try ImportFile.refuseUnusualInput(path) }
        let packagePaths = options.format == nil ? paths.filter(AnkiPackage.isPackage) : []
        // A file that was no package when the process started (SQLite then runs with nothing to bound a collection's
        // memory) and is one now, as a download finishing, is not read this time.
        if let path = packagePaths.first, !SQLiteSetup.heapCanBeBounded {
            throw TransferError.unusableList(place: path, reason: "it became an Anki package after the import started; run the import again")
        }
        let lists = paths.filter { !packagePaths.contains($0) }
        // Every list refused whole is named at once (a spreadsheet, a UTF-16 file without its mark), with the bad rows
        // of the others: the learner fixes them all in one go.
        var refused: [(path: String, error: TransferError)] = []
        for path in lists {
            do {
                try ImportFile.probe(path: path, format: options.format, overrides: overrides)
            } catch let error as TransferError {
                refused.append((path, error))
            } catch let error as AnkiPackageError {
                refused.append((path, .package(error)))
            }
        }
        // Packages are unpacked and checked before the backup, like any file refused whole.
        var packages: [AnkiPackageImport] = []
        defer {
            packages.forEach { $0.close() }
            // Their notes, cards and review log freed beside whatever the process does next (its report, its exit).
            if !packages.isEmpty {
                freeBeside(packages)
                packages = []
            }
        }
        do {
            // Every package refused is named at once, with the lists refused whole: one run shows all there is to fix.
            var refusedPackages: [AnkiPackageError] = []
            for path in packagePaths {
                do {
                    let package = try AnkiPackageImport(path: path)
                    packages.append(package)
                    try package.check(overrides: overrides)
                } catch let error as AnkiPackageError {
                    // No temporary folder for one package is none for the next either.
                    if case .scratch = error { throw error }
                    refusedPackages.append(error)
                }
            }
            if let only = refusedPackages.first, refusedPackages.count == 1, refused.isEmpty { throw only }
            if !refusedPackages.isEmpty, let error = TransferError.combined(refusedPackages.map(TransferError.package) + refused.map(\.error)) {
                throw error
            }
            // The packages' cards read and their notes' words worked out at once (while a new bank is set up), when
            // nothing could refuse the import first: unreadable notes, or a word list's bad rows (parsed before the bank).
            if lists.isEmpty, options.skipInvalid || packages.allSatisfy({ $0.unreadableNotes.isEmpty }) {
                for package in packages { try package.start(options: options, overrides: overrides) }
            }
            return try run(lists: lists, refused: refused, packages: packages, overrides: overrides, progress: progress,
                           beforeWriting: beforeWriting)
        } catch {
            // A package's checks run beside the import: what they refuse is reported, as when they ran first.
            for package in packages { try package.checksPassed() }
            throw error
        }
    }

    /// The import of `lists` and `packages` (unpacked, their checks running beside), once every file passed the checks
    /// that read no rows.
    private func run(lists: [String], refused: [(path: String, error: TransferError)], packages: [AnkiPackageImport], overrides: [ColumnMapping.Field: String],
                     progress: Progress?, beforeWriting: () throws -> Void) throws -> Report {
        let unreadable = packages.flatMap(\.unreadableNotes)
        if !unreadable.isEmpty, !options.skipInvalid {
            throw TransferError.invalidRows(Array(unreadable.prefix(Self.problemsShown)), more: max(0, unreadable.count - Self.problemsShown))
        }
        let totalBytes = lists.reduce(0) { $0 + ImportFile.size(of: $1) }
        // The import's one time on the study clock (KUCHI_NOW's in the command line), for the Anki packages' history.
        let now = options.clock()
        var problems: [String] = []
        var notes: [String] = []
        var rowsChanged = 0
        var decks = DecksSeen()
        var packageDecks: Set<String> = []
        var reviewsImported = 0
        let pipeline = ImportPipeline(paths: lists.filter { list in !refused.contains { $0.path == list } }, options: options, overrides: overrides)
        // Every list is parsed and checked before the bank's write lock is taken, so that sessions answering
        // meanwhile wait only for the writing, and a refused list never takes the lock at all.
        var parsedBatches: [ImportPipeline.Batch] = []
        var refusedFiles = refused.map(\.error)
        do {
            while let parsed = try pipeline.next() {
                parsedBatches.append(parsed)
                // Each phase runs from 0 to 100% of its own: its bar's rate and time left are its own.
                progress?(.reading, parsed.rowsSoFar, parsed.bytesSoFar, totalBytes)
            }
        } catch let error as TransferError {
            pipeline.cancel()
            refusedFiles.append(error)
        } catch {
            pipeline.cancel()
            throw error
        }
        if !refusedFiles.isEmpty {
            // The bad rows of the lists read whole are said too, unless they would be skipped.
            let rows = options.skipInvalid ? [] : parsedBatches.flatMap(\.rows).compactMap { row -> String? in
                if case let .failure(problem) = row, problem.withoutReading == nil { return problem.message }
                return nil
            }
            let rowErrors = rows.isEmpty ? [] : [TransferError.invalidRows(Array(rows.prefix(Self.problemsShown)),
                                                                         more: max(0, rows.count - Self.problemsShown))]
            if let error = TransferError.combined(refusedFiles + rowErrors) { throw error }
        }
        if !options.skipInvalid {
            // Rows refused whatever the bank holds (a row lacking only its reading may take the bank's).
            let refused = parsedBatches.lazy.flatMap(\.rows).compactMap { row -> String? in
                if case let .failure(problem) = row, problem.withoutReading == nil { return problem.message }
                return nil
            }
            var messages = Array(refused)
            if !messages.isEmpty {
                // The rows lacking a reading the bank cannot give are listed with them, in one run (README: every bad row):
                // judged on the stand-in for a bank not made yet, else on the bank (already open) in a transaction rolled
                // back. Should that check fail (the bank busy), the rows refused whatever the bank holds are said alone.
                if Self.hasRowLackingReading(parsedBatches),
                   let all = try? rowProblems(parsedBatches, on: try standIn.map { try $0() } ?? openDatabase()) {
                    messages = all
                }
                throw TransferError.invalidRows(Array(messages.prefix(Self.problemsShown)), more: max(0, messages.count - Self.problemsShown))
            }
        }
        // The stand-in (a bank of the bundled words in memory) is built only when a row needs it.
        if !options.skipInvalid, let standIn, Self.hasRowLackingReading(parsedBatches) {
            try refuseUnknownReadings(parsedBatches, on: try standIn())
        }
        // A bank is opened, or created in place, only for packages that passed their checks; a new bank set up aside
        // is written before they end (it is thrown away if one fails).
        if !opensAside { for package in packages { try package.checksPassed() } }
        let database = try openDatabase()
        if !database.writesAside { for package in packages { try package.checksPassed() } }
        try beforeWriting()
        let counts: ImportCounts
        // Sounds copied into the media folder go again unless the import is committed, and those no word plays
        // (their word had one already) go in any case: the folder stays all or nothing with the bank.
        var committed = false
        var everyRowRejected = false
        defer {
            for case let sounds? in packages.map(\.sounds) where !committed { sounds.discard() }
        }
        do {
            counts = try database.imports.importWords(afterCommit: { progress?(.committed, 0, totalBytes, totalBytes) }) { batch in
                var readingChanges = ReadingChanges()
                defer { notes += readingChanges.notes }
                // A list states the meanings of the decks it names (not the built-in ones): imported again, it replaces them.
                batch.deckMeanings = .replaced
                for parsed in parsedBatches {
                    readingChanges.add(parsed.readingChanges)
                    for row in parsed.rows {
                        switch row {
                        case let .success(entry):
                            try batch.add(entry)
                            decks.saw(entry.deck)
                        case let .failure(problem):
                            var message = problem.message
                            if var entry = problem.withoutReading {
                                let known = try batch.readings(of: entry.text)
                                if known.count == 1 {
                                    entry.reading = known[0]
                                    try batch.add(entry)
                                    decks.saw(entry.deck)
                                    continue
                                }
                                if !known.isEmpty { message += "; the bank has it with several: \(known.joined(separator: ", "))" }
                            }
                            batch.reject()
                            problems.append(message)
                        }
                    }
                    progress?(.writing, parsed.rowsSoFar, parsed.bytesSoFar, totalBytes)
                }
                parsedBatches.removeAll()
                batch.deckMeanings = .joined
                notes += ReplacedListMeanings.lines(batch.replacedMeanings, dryRun: options.dryRun)
                for package in packages {
                    let outcome = try package.run(into: batch, options: options, overrides: overrides, media: database.mediaFolder,
                                                  now: now) { done in
                        progress?(.writing, done, totalBytes, totalBytes)
                    }
                    problems += outcome.problems
                    packageDecks.formUnion(outcome.decks)
                    reviewsImported += outcome.reviewsAnswered
                    notes += outcome.summary.map { "\(package.path): \($0)" }
                }
                // Nothing is committed (nor a dry run reported) before the packages' checks passed.
                for package in packages { try package.checksPassed() }
                let counted = batch.counts
                everyRowRejected = counted.rejected > 0 && counted.added + counted.merged + counted.unchanged == 0
                let commits = !options.dryRun && (problems.isEmpty || options.skipInvalid) && !everyRowRejected
                if commits, packages.contains(where: { $0.sounds?.created.isEmpty == false }) {
                    let played = try batch.soundFiles()
                    for case let sounds? in packages.map(\.sounds) {
                        sounds.discard(keeping: played)
                        try sounds.sync()
                    }
                }
                rowsChanged = batch.rowsChanged
                if commits { progress?(.finishing, 0, totalBytes, totalBytes) }
                return commits
            }
            committed = !options.dryRun && (problems.isEmpty || options.skipInvalid) && !everyRowRejected
        }
        if !problems.isEmpty, !options.skipInvalid {
            throw TransferError.invalidRows(Array(problems.prefix(Self.problemsShown)), more: max(0, problems.count - Self.problemsShown))
        }
        // --skip-invalid with no good row: nothing to import, said as the other empty imports say it (exit 65).
        if everyRowRejected {
            throw TransferError.everyRowRejected(Array(problems.prefix(Self.problemsShown)), more: max(0, problems.count - Self.problemsShown))
        }
        return Report(counts: counts, problems: problems, committed: !options.dryRun, notes: notes,
                      rowsChanged: committed ? rowsChanged : 0, decks: packages.isEmpty ? decks.names : nil,
                      decksWritten: packageDecks.union(decks.names).sorted(), reviewsImported: reviewsImported)
    }

    /// The decks an import's rows went into, for the summary's next step: rows come mostly in runs of one deck,
    /// so a name is hashed only when it changes.
    private struct DecksSeen {
        private var seen: Set<String> = []
        private var last: String?

        mutating func saw(_ deck: String) {
            guard deck != last else { return }
            seen.insert(deck)
            last = deck
        }

        var names: [String] { seen.sorted() }
    }

    /// Whether a row of `batches` lacks only its reading, which the bank may give.
    private static func hasRowLackingReading(_ batches: [ImportPipeline.Batch]) -> Bool {
        batches.lazy.flatMap(\.rows).contains { row in
            if case let .failure(problem) = row { problem.withoutReading != nil } else { false }
        }
    }

    /// Throws ``TransferError/invalidRows(_:more:)`` for the rows lacking a reading that `bank` cannot give
    /// (none, or several), with the messages the import itself would give (``rowProblems(_:on:)``).
    private func refuseUnknownReadings(_ batches: [ImportPipeline.Batch], on bank: KuchiDatabase) throws {
        guard Self.hasRowLackingReading(batches) else { return }
        let refused = try rowProblems(batches, on: bank)
        if !refused.isEmpty {
            throw TransferError.invalidRows(Array(refused.prefix(Self.problemsShown)), more: max(0, refused.count - Self.problemsShown))
        }
    }

    /// Every bad row of `batches`, in order, with the messages the import itself would give: those refused whatever the
    /// bank holds, and those lacking a reading that `bank` cannot give (none, or several). The rows are written as the
    /// import writes them (a reading may come from a row before), and rolled back.
    private func rowProblems(_ batches: [ImportPipeline.Batch], on bank: KuchiDatabase) throws -> [String] {
        let rows = batches.lazy.flatMap(\.rows)
        var refused: [String] = []
        _ = try bank.imports.importWords { batch in
            for row in rows {
                switch row {
                case let .success(entry): try batch.add(entry)
                case let .failure(problem):
                    guard var entry = problem.withoutReading else {
                        refused.append(problem.message)
                        continue
                    }
                    let known = try batch.readings(of: entry.text)
                    if known.count == 1 {
                        entry.reading = known[0]
                        try batch.add(entry)
                    } else {
                        refused.append(problem.message + (known.isEmpty ? "" : "; the bank has it with several: \(known.joined(separator: ", "))"))
                    }
                }
            }
            return false
        }
        return refused
    }
}
