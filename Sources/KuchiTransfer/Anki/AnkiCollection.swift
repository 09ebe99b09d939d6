import Foundation
import GRDB

/// An Anki collection opened read-only: its note types, decks, notes, cards and review log, in either
/// schema Anki writes (11, with note types and decks as JSON in `col`; 15–18, with tables for them).
struct AnkiCollection {
    /// A note type: its field names in order and each card template's question format.
    struct NoteType {
        var name: String
        var fields: [String]
        var questionFormats: [Int: String]
        var isCloze: Bool
    }

    struct Note {
        var id: Int64
        var typeID: Int64
        var fields: [String]
        var tags: [String]
        /// When the note was last edited in Anki (its `mod`, seconds since 1970), if the collection says.
        var modified: Int64? = nil
        /// Why the note cannot be read (a field that is not UTF-8, holds a NUL or is too long); its fields
        /// and tags are then empty.
        var problem: String?
    }

    struct Card {
        var id: Int64
        var noteID: Int64
        var deckID: Int64
        var templateOrdinal: Int
        /// FSRS memory Anki stored with the card (`data` holds `s` and `d` once FSRS has run).
        var stability: Double?
        var difficulty: Double?
    }

    struct Review {
        var cardID: Int64
        /// Milliseconds since 1970.
        var time: Int64
        var ease: Int
        var milliseconds: Int
        /// The review log's `type`: 0 learn, 1 review, 2 relearn, 3 filtered (``gradedReviews`` leaves out the others).
        var type: Int

        /// Whether the card was in review when reviewed (learn and relearn: no); `nil` for a filtered deck's review,
        /// which Anki logs alike for cards of either kind.
        var wasInReview: Bool? {
            switch type {
            case 1: true
            case 0, 2: false
            default: nil
            }
        }
    }

    /// Schema versions read.
    static let schemas = 11...18
    /// Review times read: from 1970 up to (not including) 2200, in milliseconds. A review outside them is
    /// skipped and counted (no clock ever gave it).
    static let reviewTimes: Range<Int64> = 0..<7_258_118_400_000

    let noteTypes: [Int64: NoteType]
    let decks: [Int64: String]
    let queue: DatabaseQueue
    private let limits: CollectionLimits
    private let budget: ReadingBudget
    private let heapLimit: HeapLimitHolder
    private let package: String

    /// Opens the collection at `path` (inside a package at `package`, for messages) within `limits`
    /// (see ``CollectionLimits``), checking it with `quick_check`, refusing a schema Kuchi does not know and
    /// a collection of another shape (``CollectionShape``). With `checksBeside` (``CollectionChecks`` run them on a
    /// thread of their own), only the shape of the tables read here and by ``notes()`` and ``cards()`` is checked:
    /// the review log must not be read before those checks passed.
    init(path: String, package: String, limits: CollectionLimits = .standard, checksBeside: Bool = false) throws {
        self.limits = limits
        self.package = package
        let budget = ReadingBudget(seconds: limits.seconds)
        self.budget = budget
        heapLimit = HeapLimitHolder(bytes: limits.heapBytes)
        do {
            queue = try Self.openQueue(path: path, limits: limits, budget: budget)
            if checksBeside {
                try queue.read { db in try CollectionShape.check(db, limits: limits, package: package, only: CollectionShape.readFirst) }
            } else {
                try Self.check(queue, limits: limits, package: package, budget: budget)
            }
            let version = try queue.read { db in try Int.fetchOne(db, sql: "SELECT ver FROM col") } ?? 0
            guard Self.schemas.contains(version) else { throw AnkiPackageError.unknownSchema(path: package, version: version) }
            (noteTypes, decks) = try queue.read { db in
                try db.tableExists("notetypes") ? (try Self.tableNoteTypes(db), try Self.tableDecks(db))
                    : try Self.jsonNoteTypesAndDecks(db, package: package)
            }
        } catch {
            throw Self.packageError(error, package: package, budget: budget, limits: limits)
        }
    }

    /// A read-only connection to the collection at `path`, within `limits` and `budget`.
    static func openQueue(path: String, limits: CollectionLimits, budget: ReadingBudget) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        // The checks read on a connection of their own (``CollectionChecks``): in a collection in WAL mode, as Anki's
        // newer ones are, the first read of either rebuilds the log's index under a lock the other waits for.
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try budget.install(on: db, limits: limits)
            guard ValueTypeCheck.define(on: db) else {
                throw DatabaseError(resultCode: .SQLITE_ERROR, message: "cannot define the SQL function \(ValueTypeCheck.name)")
            }
            // Anki's newer schemas index names with its own case-insensitive collation; quick_check needs it.
            db.add(collation: DatabaseCollation("unicase") { left, right in
                left.lowercased() < right.lowercased() ? .orderedAscending : left.lowercased() > right.lowercased() ? .orderedDescending : .orderedSame
            })
        }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// The collection's checks, in the order their first failure is reported: `quick_check`, then its shape.
    static func check(_ queue: DatabaseQueue, limits: CollectionLimits, package: String, budget: ReadingBudget) throws {
        let check = try queue.read { db in
            try budget.checkpoint()
            return try CollectionShape.quickCheck(db)
        }
        guard check == ["ok"] else {
            let more = check.count > 1 ? " (and \(check.count - 1) more problem\(check.count == 2 ? "" : "s"))" : ""
            throw AnkiPackageError.corruptCollection(path: package, detail: "quick_check: \(check[0])\(more)")
        }
        try queue.read { db in try CollectionShape.check(db, limits: limits, package: package) }
    }

    /// Reads from the collection, any failure as the package's fault (exit 65) in one line.
    private func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            try budget.checkpoint()
            return try queue.read(body)
        } catch {
            throw Self.packageError(error, package: package, budget: budget, limits: limits)
        }
    }

    /// `error` as an ``AnkiPackageError`` saying in one line what went wrong.
    static func packageError(_ error: Error, package: String, budget: ReadingBudget, limits: CollectionLimits) -> AnkiPackageError {
        if let error = error as? AnkiPackageError { return error }
        if budget.isSpent {
            return .tooLarge(path: package, reason: "reading its collection took more than \(Int(limits.seconds)) seconds of SQLite's work")
        }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOMEM:
                return .tooLarge(path: package, reason: "reading its collection needs more than \(limits.heapBytes >> 20) MiB of memory")
            case .SQLITE_TOOBIG:
                return .tooLarge(path: package, reason: "its collection holds a value longer than \(limits.valueBytes >> 20) MiB")
            default:
                let message = (error.message ?? "\(error.resultCode)").split(separator: "\n").first.map(String.init) ?? ""
                return .corruptCollection(path: package, detail: String(message.prefix(200)))
            }
        }
        return .corruptCollection(path: package, detail: String(("\(error)".split(separator: "\n").first.map(String.init) ?? "").prefix(200)))
    }

    /// The notes, oldest first. A note whose fields or tags are not UTF-8, hold a NUL, or have a field longer
    /// than the limit comes with its ``Note/problem`` instead; all notes together are bounded too.
    func notes() throws -> [Note] {
        try read { db in
            // A cursor reads each row in place (fetchAll would copy every row first).
            var notes: [Note] = []
            notes.reserveCapacity(try Self.rowCount("notes", db))
            var total = 0
            var previousID: Int64?
            let mod = try db.columns(in: "notes").contains { $0.name == "mod" } ? "mod" : "NULL"
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, mid, CAST(flds AS BLOB) AS flds, CAST(tags AS BLOB) AS tags, \(mod) AS mod FROM notes ORDER BY id
                """)
            while let row = try rows.next() {
                let id: Int64 = row["id"], typeID: Int64 = row["mid"]
                // Anki's notes table keys each note by its id; a table made without that key may repeat one, and a
                // card or review could not tell which note it belongs to.
                if id == previousID { throw AnkiPackageError.corruptCollection(path: package, detail: "two of its notes share the id \(id)") }
                previousID = id
                let fieldBytes = (row["flds"] as Data?) ?? Data(), tagBytes = (row["tags"] as Data?) ?? Data()
                total += fieldBytes.count + tagBytes.count
                if total > limits.noteBytes {
                    throw AnkiPackageError.tooLarge(path: package, reason: "its notes hold more than \(limits.noteBytes >> 20) MiB of text")
                }
                switch NoteText.decode(fields: fieldBytes, tags: tagBytes, fieldLimit: limits.fieldBytes) {
                case let .success((fields, tags)):
                    var modified: Int64?
                    if case let .int64(seconds) = (row["mod"] as DatabaseValue).storage { modified = seconds }
                    notes.append(Note(id: id, typeID: typeID, fields: fields, tags: tags, modified: modified))
                case let .failure(problem):
                    notes.append(Note(id: id, typeID: typeID, fields: [], tags: [], problem: problem.reason))
                }
            }
            return notes
        }
    }

    /// How many rows `table` holds, to make room for them at once: an array or dictionary of tens of thousands of rows
    /// grown step by step copies itself at each step, into fresh memory the kernel must clear first.
    static func rowCount(_ table: String, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
    }

    func cards() throws -> [Card] {
        try read { db in
            var cards: [Card] = []
            cards.reserveCapacity(try Self.rowCount("cards", db))
            let rows = try Row.fetchCursor(db, sql: "SELECT id, nid, CASE WHEN odid <> 0 THEN odid ELSE did END AS deck, ord, data FROM cards ORDER BY id")
            while let row = try rows.next() {
                // Most cards' data is `{}` (no FSRS memory): only other data is worth parsing.
                let memory = (row[4] as String?).flatMap { data in
                    data.isEmpty || data == "{}" || data.utf8.count > 4096 ? nil : try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
                }
                cards.append(Card(id: row[0], noteID: row[1], deckID: row[2], templateOrdinal: row[3],
                                  stability: (memory?["s"] as? NSNumber)?.doubleValue, difficulty: (memory?["d"] as? NSNumber)?.doubleValue))
            }
            return cards
        }
    }

    /// The review log's rows that are graded reviews: a button pressed (ease 1–4), and neither a manual
    /// rescheduling (type 4, 5) nor a review in a filtered deck that does not reschedule (type 3 with no ease
    /// factor: a preview, or cramming with rescheduling off), which Anki's own FSRS leaves out of a card's memory.
    static let gradedReviews = "ease BETWEEN 1 AND 4 AND type BETWEEN 0 AND 3 AND NOT (type = 3 AND factor = 0)"

    /// Graded reviews (see ``gradedReviews``), oldest first.
    func reviews() throws -> [Review] {
        try read { db in
            var reviews: [Review] = []
            reviews.reserveCapacity(try Self.rowCount("revlog", db))   // an upper bound: the graded reviews are most of them
            let rows = try Row.fetchCursor(db, sql: "SELECT cid, id, ease, time, type FROM revlog WHERE \(Self.gradedReviews) ORDER BY id")
            // Columns read by position (a look-up by name costs more than the rest of the row, 200,000 times).
            while let row = try rows.next() {
                let time: Int64 = row[1]
                guard Self.reviewTimes.contains(time) else { continue }
                reviews.append(Review(cardID: row[0], time: time, ease: row[2], milliseconds: max(0, row[3]), type: row[4]))
            }
            return reviews
        }
    }

    /// How many graded reviews ``reviews()`` skips for a time outside ``reviewTimes``.
    func reviewsOutOfTime() throws -> Int {
        try read { db in
            try Int.fetchOne(db, sql: """
                SELECT count(*) FROM revlog WHERE \(Self.gradedReviews) AND (id < ? OR id >= ?)
                """, arguments: [Self.reviewTimes.lowerBound, Self.reviewTimes.upperBound]) ?? 0
        }
    }

    /// How many review log rows have an answer button (`ease` outside 0–4, or none) or a kind (`type` outside 0–5, or
    /// none) that Anki never writes: another tool's rows, skipped with ``gradedReviews``'s others but said in the summary.
    func reviewsOfUnknownKind() throws -> Int {
        try read { db in
            try Int.fetchOne(db, sql: """
                SELECT count(*) FROM revlog WHERE ease IS NULL OR type IS NULL OR ease NOT BETWEEN 0 AND 4 OR type NOT BETWEEN 0 AND 5
                """) ?? 0
        }
    }

    private static func tableNoteTypes(_ db: Database) throws -> [Int64: NoteType] {
        var types: [Int64: NoteType] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM notetypes") {
            types[row["id"]] = NoteType(name: row["name"], fields: [], questionFormats: [:], isCloze: false)
        }
        for row in try Row.fetchAll(db, sql: "SELECT ntid, name FROM fields ORDER BY ntid, ord") {
            types[row["ntid"]]?.fields.append(row["name"])
        }
        for row in try Row.fetchAll(db, sql: "SELECT ntid, ord, CAST(config AS BLOB) AS config FROM templates") {
            let format = ProtobufFields.string(1, in: [UInt8]((row["config"] as Data?) ?? Data())) ?? ""
            types[row["ntid"]]?.questionFormats[row["ord"]] = format
            if format.contains("{{cloze:") { types[row["ntid"]]?.isCloze = true }
        }
        return types
    }

    private static func tableDecks(_ db: Database) throws -> [Int64: String] {
        var decks: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM decks") {
            decks[row["id"]] = (row["name"] as String).replacingOccurrences(of: "\u{1F}", with: "::")
        }
        return decks
    }

    /// Schema 11's note types and decks, JSON objects in `col`. One that is there but no JSON object (damaged, or
    /// nested deeper than a JSON reader goes) refuses the package: read as none, every note would lose its note type,
    /// its cards their kind and its reviews with them, and every word its deck, without a word said.
    private static func jsonNoteTypesAndDecks(_ db: Database, package: String) throws -> ([Int64: NoteType], [Int64: String]) {
        guard let row = try Row.fetchOne(db, sql: "SELECT ifnull(CAST(models AS TEXT), '') AS models, ifnull(CAST(decks AS TEXT), '') AS decks FROM col") else { return ([:], [:]) }
        func object(_ column: String, _ what: String) throws -> [String: Any] {
            let text: String = row[column]
            guard !text.isEmpty else { return [:] }
            guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
                throw AnkiPackageError.corruptCollection(path: package, detail: "its \(what) (col.\(column)) cannot be read: they are no JSON object")
            }
            return object
        }
        var types: [Int64: NoteType] = [:]
        for (key, value) in try object("models", "note types") {
            guard let id = Int64(key), let model = value as? [String: Any] else { continue }
            let fields = ((model["flds"] as? [[String: Any]]) ?? []).sorted { ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0) }
            var formats: [Int: String] = [:]
            for template in (model["tmpls"] as? [[String: Any]]) ?? [] {
                formats[template["ord"] as? Int ?? formats.count] = template["qfmt"] as? String ?? ""
            }
            types[id] = NoteType(name: model["name"] as? String ?? "", fields: fields.map { $0["name"] as? String ?? "" },
                                 questionFormats: formats, isCloze: (model["type"] as? Int) == 1)
        }
        var decks: [Int64: String] = [:]
        for (key, value) in try object("decks", "decks") {
            if let id = Int64(key), let name = (value as? [String: Any])?["name"] as? String { decks[id] = name }
        }
        return (types, decks)
    }
}

/// Just enough protocol-buffer decoding to read a string field of a message (a template's question format).
enum ProtobufFields {
    /// The first length-delimited field `number` of `bytes` as UTF-8, or `nil`.
    static func string(_ number: Int, in bytes: [UInt8]) -> String? {
        var index = 0
        func varint() -> UInt64? {
            var value: UInt64 = 0, shift: UInt64 = 0
            while index < bytes.count, shift < 64 {
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        while index < bytes.count, let key = varint() {
            switch key & 7 {
            case 0: guard varint() != nil else { return nil }
            case 1: index = min(bytes.count, index + 8)
            case 5: index = min(bytes.count, index + 4)
            case 2:
                guard let length = varint(), index <= bytes.count, length <= UInt64(bytes.count - index) else { return nil }
                if Int(key >> 3) == number { return String(decoding: bytes[index..<index + Int(length)], as: UTF8.self) }
                index += Int(length)
            default: return nil
            }
        }
        return nil
    }
}
