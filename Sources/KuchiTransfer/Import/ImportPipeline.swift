import Foundation
import KuchiCore
import KuchiStore

/// Parses word lists on a second thread while the importing thread writes to SQLite: on a machine with
/// two cores a large import takes about as long as the slower of the two halves instead of their sum.
final class ImportPipeline: @unchecked Sendable {
    /// One batch of parsed rows.
    struct Batch: Sendable {
        var rows: [Result<WordEntry, ImportProblem>]
        /// Readings in this batch written in romaji or with する, changed (川 kawa → かわ, 経験 けいけんする → けいけん).
        var readingChanges = ReadingChanges()
        /// Rows parsed so far, and bytes read of all files, when the batch was sent.
        var rowsSoFar: Int
        var bytesSoFar: Int
    }

    /// Rows per batch, and batches that may wait in the queue (bounded memory).
    static let batchSize = 2048
    static let queueLength = 8

    private let condition = NSCondition()
    private var queue: [Batch] = []
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false

    /// Starts parsing `paths` on a new thread.
    init(paths: [String], options: WordImporter.Options, overrides: [ColumnMapping.Field: String]) {
        let thread = Thread { [self] in
            do {
                try produce(paths: paths, options: options, overrides: overrides)
                finish(with: nil)
            } catch {
                finish(with: error)
            }
        }
        thread.stackSize = 1 << 22
        thread.start()
    }

    /// The next batch, `nil` when all files are read. Rethrows the parser's error (an unreadable file).
    func next() throws -> Batch? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty, !finished { condition.wait() }
        if !queue.isEmpty {
            let batch = queue.removeFirst()
            condition.broadcast()
            return batch
        }
        if let failure { throw failure }
        return nil
    }

    /// Stops the parser early (the import failed); waits until it has stopped.
    func cancel() {
        condition.lock()
        cancelled = true
        queue.removeAll()
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    private func produce(paths: [String], options: WordImporter.Options, overrides: [ColumnMapping.Field: String]) throws {
        var rows = 0, bytesBefore = 0
        var readingChanges = ReadingChanges()
        var batch: [Result<WordEntry, ImportProblem>] = []
        batch.reserveCapacity(Self.batchSize)
        // A file refused whole does not stop the others being read: every file's problem is said at once.
        var refusals: [TransferError] = []
        for path in paths {
            do {
                try produce(path: path, options: options, overrides: overrides, rows: &rows, bytesBefore: &bytesBefore,
                            readingChanges: &readingChanges, batch: &batch)
            } catch let error as TransferError {
                refusals.append(error)
            } catch is Cancelled {
                return
            }
        }
        if let refused = TransferError.combined(refusals) { throw refused }
        _ = send(Batch(rows: batch, readingChanges: readingChanges, rowsSoFar: rows, bytesSoFar: bytesBefore))
    }

    /// The import was cancelled while a file was read.
    private struct Cancelled: Error {}

    /// Parses the list at `path` into `batch`, sending it whenever it is full.
    private func produce(path: String, options: WordImporter.Options, overrides: [ColumnMapping.Field: String], rows: inout Int,
                         bytesBefore: inout Int, readingChanges: inout ReadingChanges,
                         batch: inout [Result<WordEntry, ImportProblem>]) throws {
        let file = try ImportFile(path: path, format: options.format, encoding: options.encoding, overrides: overrides,
                                  skipInvalid: options.skipInvalid)
        let deck = options.deck ?? file.deck
        if options.deck == nil { try ImportNames.checkFileDeck(deck, path: path) }
        let rowsBefore = rows
        // Lists typed by hand: a row giving a word the list gave already is named (dictionaries and decks repeat words
        // by design: EDICT's and Yomitan's entries of one word, an Anki export's notes).
        var repeated: RepeatedRows? = [.csv, .tsv, .json, .jsonl].contains(file.format) ? RepeatedRows() : nil
        let itemWord = file.numbersLines ? "" : "item ", rowWord = file.numbersLines ? "line " : "item "
        while let item = try file.next() {
            rows += 1
            switch item.word.flatMap({ $0.entry(defaultDeck: deck, extraTags: options.tags, readingChanges: &readingChanges) }) {
            case let .success(entry):
                if let earlier = repeated?.earlierLine(of: entry, line: item.line) {
                    readingChanges.repeatedRows.add(example: "\(path):\(itemWord)\(item.line) repeats \(rowWord)\(earlier), "
                                                    + (entry.text == entry.reading || entry.reading.isEmpty ? entry.text : "\(entry.text) \(entry.reading)"))
                }
                batch.append(.success(entry))
            case let .failure(problem):
                batch.append(.failure(ImportProblem("\(path):\(itemWord)\(item.line): \(problem.reason)",
                                                    withoutReading: problem.withoutReading)))
            }
            if batch.count == Self.batchSize {
                guard send(Batch(rows: batch, readingChanges: readingChanges, rowsSoFar: rows,
                                 bytesSoFar: bytesBefore + file.bytesRead)) else { throw Cancelled() }
                batch.removeAll(keepingCapacity: true)
                readingChanges = ReadingChanges()
            }
        }
        try file.finish()
        readingChanges.clozeNotes += file.skippedClozeNotes
        readingChanges.entriesWithoutMeaning += file.skippedWithoutMeaning
        readingChanges.addUnread(file.unreadColumns)
        if let use = file.columnUse { readingChanges.addColumnUse(use) }
        // A list with nothing under its header (or an empty JSON array) is refused as an empty file is.
        if rows == rowsBefore {
            let reason = file.skippedClozeNotes > 0 ? "it holds only cloze notes: Kuchi practises words, not cloze sentences"
                : file.numbersLines ? "it holds no words, only a header row" : "it holds no words: the list is empty"
            throw TransferError.unusableList(place: path, reason: reason)
        }
        bytesBefore += file.originalSize
    }

    /// Queues a batch, waiting while the queue is full; `false` once cancelled.
    private func send(_ batch: Batch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= Self.queueLength, !cancelled { condition.wait() }
        guard !cancelled else { return false }
        queue.append(batch)
        condition.broadcast()
        return true
    }

    private func finish(with error: (any Error)?) {
        condition.lock()
        failure = error
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}

/// A refused row, as `file:line: reason`.
struct ImportProblem: Error, Sendable {
    let message: String
    /// A word that lacks only its reading, which the bank may know.
    var withoutReading: WordEntry?

    init(_ message: String, withoutReading: WordEntry? = nil) {
        self.message = message
        self.withoutReading = withoutReading
    }
}
