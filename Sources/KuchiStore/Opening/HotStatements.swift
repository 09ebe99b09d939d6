import Foundation
import GRDB

/// The statements of an answer and of the next card, prepared once per connection and held by it in slots
/// found by number (``BankConnection/hot``).
///
/// GRDB's statement cache finds a statement by its SQL text, and hashes the whole text on every call: a
/// `callgrind` count put that at about 20,000 instructions an answer (fifteen statements then). A slot costs an
/// array index. Used only inside the connection's serialized access (a `DatabaseQueue` closure), as
/// GRDB's own cache is; the statements are finalized before the connection closes (``removeAll()``).
final class HotStatements: @unchecked Sendable {
    /// One held statement: its slot and its SQL (each slot has one SQL text).
    struct Key: Sendable {
        let slot: Slot
        let sql: String
    }

    /// The slots, one a statement.
    enum Slot: Int, CaseIterable {
        case beginImmediate, beginDeferred, commit, restoreGeneration
        case card, insertAnswer, countCorrect, countWrong, updateCard, updateCardKeepingState, upsertCard
        case firstLearningCard, word, acceptedAnswers, wordInBank
    }

    private var statements = [Statement?](repeating: nil, count: Slot.allCases.count)

    /// The statement of `key`, prepared on `db` the first time.
    func statement(_ key: Key, in db: Database) throws -> Statement {
        if let statement = statements[key.slot.rawValue] {
            // GRDB gives a statement's SQL trimmed of white space and semicolons.
            assert(statement.sql == key.sql.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ";"))),
                   "two statements in slot \(key.slot)")
            return statement
        }
        let statement = try db.makeStatement(sql: key.sql)
        statements[key.slot.rawValue] = statement
        return statement
    }

    /// Runs the statement of `key` through GRDB (`BEGIN`, `COMMIT`: GRDB notes the transaction's start and end).
    /// One that fails is dropped, as GRDB's own cache drops it: GRDB resets a statement before running it, and
    /// the reset of a statement that failed reports its error again (a `BEGIN IMMEDIATE` refused as busy would
    /// be refused again after the other writer is done).
    func execute(_ key: Key, in db: Database) throws {
        let statement = try statement(key, in: db)
        do {
            try statement.execute()
        } catch {
            statements[key.slot.rawValue] = nil
            throw error
        }
    }

    /// Finalizes every held statement: SQLite closes no connection with statements left.
    func removeAll() {
        statements = [Statement?](repeating: nil, count: Slot.allCases.count)
    }
}

extension HotStatements.Key {
    /// The statement of this key: held by `hot` when there is one, else from GRDB's cache of `db`.
    func statement(heldBy hot: HotStatements?, in db: Database) throws -> Statement {
        if let hot { return try hot.statement(self, in: db) }
        return try db.cachedStatement(sql: sql)
    }

    static let beginImmediate = Self(slot: .beginImmediate, sql: "BEGIN IMMEDIATE")
    static let beginDeferred = Self(slot: .beginDeferred, sql: "BEGIN DEFERRED")
    static let commit = Self(slot: .commit, sql: "COMMIT")
}
