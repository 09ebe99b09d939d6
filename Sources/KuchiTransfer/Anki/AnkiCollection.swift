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
    }

    /// Schema versions read.
    static let schemas = 11...18

    let noteTypes: [Int64: NoteType]
    let decks: [Int64: String]
    let queue: DatabaseQueue

    /// Opens the collection at `path` (inside a package at `package`, for messages), checking it with
    /// `quick_check` and refusing a schema Kuchi does not know.
    init(path: String, package: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        // Anki's newer schemas index names with its own case-insensitive collation; quick_check needs it.
        configuration.prepareDatabase { db in
            db.add(collation: DatabaseCollation("unicase") { left, right in
                left.lowercased() < right.lowercased() ? .orderedAscending : left.lowercased() > right.lowercased() ? .orderedDescending : .orderedSame
            })
        }
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
            let check = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            guard check == ["ok"] else {
                throw AnkiPackageError.corruptCollection(path: package, detail: "quick_check: \(check.prefix(2).joined(separator: "; "))")
            }
            let version = try queue.read { db in try Int.fetchOne(db, sql: "SELECT ver FROM col") } ?? 0
            guard Self.schemas.contains(version) else { throw AnkiPackageError.unknownSchema(path: package, version: version) }
            (noteTypes, decks) = try queue.read { db in
                try db.tableExists("notetypes") ? (try Self.tableNoteTypes(db), try Self.tableDecks(db)) : try Self.jsonNoteTypesAndDecks(db)
            }
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError.corruptCollection(path: package, detail: "\(error)".split(separator: "\n").first.map(String.init) ?? "")
        }
    }

    func notes() throws -> [Note] {
        try queue.read { db in
            // A cursor reads each row in place (fetchAll would copy every row first).
            var notes: [Note] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT id, mid, flds, tags FROM notes ORDER BY id")
            while let row = try rows.next() {
                notes.append(Note(id: row[0], typeID: row[1],
                                  fields: (row[2] as String).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                                  tags: (row[3] as String).split(separator: " ").map(String.init)))
            }
            return notes
        }
    }

    func cards() throws -> [Card] {
        try queue.read { db in
            var cards: [Card] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT id, nid, CASE WHEN odid <> 0 THEN odid ELSE did END, ord, data FROM cards ORDER BY id")
            while let row = try rows.next() {
                // Most cards' data is `{}` (no FSRS memory): only other data is worth parsing.
                let memory = (row[4] as String?).flatMap { data in
                    data.isEmpty || data == "{}" ? nil : try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
                }
                cards.append(Card(id: row[0], noteID: row[1], deckID: row[2], templateOrdinal: row[3],
                                  stability: (memory?["s"] as? NSNumber)?.doubleValue, difficulty: (memory?["d"] as? NSNumber)?.doubleValue))
            }
            return cards
        }
    }

    /// Graded reviews (ease 1–4; not manual rescheduling), oldest first.
    func reviews() throws -> [Review] {
        try queue.read { db in
            var reviews: [Review] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT cid, id, ease, time FROM revlog WHERE ease BETWEEN 1 AND 4 AND type BETWEEN 0 AND 3 ORDER BY id")
            while let row = try rows.next() {
                reviews.append(Review(cardID: row[0], time: row[1], ease: row[2], milliseconds: max(0, row[3])))
            }
            return reviews
        }
    }

    private static func tableNoteTypes(_ db: Database) throws -> [Int64: NoteType] {
        var types: [Int64: NoteType] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM notetypes") {
            types[row[0]] = NoteType(name: row[1], fields: [], questionFormats: [:], isCloze: false)
        }
        for row in try Row.fetchAll(db, sql: "SELECT ntid, name FROM fields ORDER BY ntid, ord") {
            types[row[0]]?.fields.append(row[1])
        }
        for row in try Row.fetchAll(db, sql: "SELECT ntid, ord, config FROM templates") {
            let format = ProtobufFields.string(1, in: [UInt8]((row[2] as Data?) ?? Data())) ?? ""
            types[row[0]]?.questionFormats[row[1]] = format
            if format.contains("{{cloze:") { types[row[0]]?.isCloze = true }
        }
        return types
    }

    private static func tableDecks(_ db: Database) throws -> [Int64: String] {
        var decks: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM decks") {
            decks[row[0]] = (row[1] as String).replacingOccurrences(of: "\u{1F}", with: "::")
        }
        return decks
    }

    private static func jsonNoteTypesAndDecks(_ db: Database) throws -> ([Int64: NoteType], [Int64: String]) {
        guard let row = try Row.fetchOne(db, sql: "SELECT models, decks FROM col") else { return ([:], [:]) }
        func object(_ text: String) -> [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        }
        var types: [Int64: NoteType] = [:]
        for (key, value) in object(row[0]) {
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
        for (key, value) in object(row[1]) {
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
            case 1: index += 8
            case 5: index += 4
            case 2:
                guard let length = varint(), index + Int(length) <= bytes.count else { return nil }
                if Int(key >> 3) == number { return String(decoding: bytes[index..<index + Int(length)], as: UTF8.self) }
                index += Int(length)
            default: return nil
            }
        }
        return nil
    }
}
