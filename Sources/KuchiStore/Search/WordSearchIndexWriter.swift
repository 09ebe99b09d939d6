import Foundation
import GRDB
import KuchiCore

extension WordSearchIndex {
    /// Writes a word's rows in both index tables through prepared statements, for imports and migrations.
    struct Writer {
        private let insertForms: Statement
        private let insertMeanings: Statement
        private let updateMeanings: Statement

        init(_ db: Database) throws {
            insertForms = try db.cachedStatement(sql: "INSERT INTO \(formsTable) (rowid, text, reading) VALUES (?, ?, ?)")
            insertMeanings = try db.cachedStatement(sql: "INSERT INTO \(meaningsTable) (rowid, meanings) VALUES (?, ?)")
            updateMeanings = try db.cachedStatement(sql: "UPDATE \(meaningsTable) SET meanings = ? WHERE rowid = ?")
        }

        /// Indexes a new word; `meanings` as stored (`; `-separated). Bound through SQLite's C API: this
        /// runs once per word of an import.
        func insert(id: Int64, text: String, reading: String, meanings: String) throws {
            let forms = insertForms.sqliteStatement
            RawStatement(forms).reset()
            RawStatement(forms).bind(int64: id, at: 1)
            WordImportBatch.bind(column(text) { $0.lowercased() }, 2, forms)
            WordImportBatch.bind(column(reading, key: SearchKey.reading), 3, forms)
            _ = try insertForms.stepThroughCAPI()
            let glosses = insertMeanings.sqliteStatement
            RawStatement(glosses).reset()
            RawStatement(glosses).bind(int64: id, at: 1)
            WordImportBatch.bind(meaningsColumn(meanings), 2, glosses)
            _ = try insertMeanings.stepThroughCAPI()
        }

        /// Reindexes a word whose meanings changed (a merge); `meanings` as stored. Bound through SQLite's C API:
        /// this runs once per merged word of an import.
        func update(id: Int64, meanings: String) throws {
            let statement = updateMeanings.sqliteStatement
            RawStatement(statement).reset()
            WordImportBatch.bind(meaningsColumn(meanings), 1, statement)
            RawStatement(statement).bind(int64: id, at: 2)
            _ = try updateMeanings.stepThroughCAPI()
        }

        /// Indexes a word whose written form or reading changed: its old rows go, new ones are written.
        func replace(id: Int64, text: String, reading: String, meanings: String, in db: Database) throws {
            try WordSearchIndex.remove(idsSelectedBy: "?", arguments: [id], in: db)
            try insert(id: id, text: text, reading: reading, meanings: meanings)
        }
    }
}
