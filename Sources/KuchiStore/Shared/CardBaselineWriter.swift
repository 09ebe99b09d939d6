import Foundation
import GRDB
import KuchiCore

extension CardBaselines {
    /// Writes baselines many to a statement (``RowBatch``), bound through SQLite's C API: an import writes one per
    /// card, and one statement each cost a sixth of a large package's import (each run of the statement builds its
    /// `CHECK (… IN (…))` lists anew). SQL decides, for each row, whether its card holds the baseline, so that it is
    /// stored compact (``CompactBaselines``): the rows are joined to their cards by key.
    ///
    /// Rows wait until a statement's worth is there: call ``finish()`` before anything reads the baselines.
    final class Writer {
        /// One baseline waiting to be written.
        struct Pending {
            var key: HistoryReplay.CardKey
            var baseline: CardBaseline
            var source: String
        }

        /// The values of a row, in the order of ``CardColumns/Writer`` (key, memory, `introduced_ms`), then
        /// `held_until_ms`, `origin`, `source`.
        static let columns: [String] = ["profile_id", "word_id", "kind"] + CompactBaselines.memoryColumns + ["held_until_ms", "origin", "source"]

        /// The statement around the rows: they are a common table `v`, each joined to its card only when the card
        /// holds every memory column of the baseline exactly (the comparison made once a row); a joined row's memory
        /// columns are then NULL. `held_until_ms` is NULL when it is the last review.
        static let head = "WITH v (\(columns.joined(separator: ", "))) AS ("
        static let tail: String = {
            let memory = CompactBaselines.memoryColumns
            let holds = memory.map { "c.\($0) IS v.\($0)" }.joined(separator: " AND ")
            let kept = memory.map { "CASE WHEN c.profile_id IS NULL THEN v.\($0) END" }.joined(separator: ", ")
            return """
                ) INSERT OR REPLACE INTO card_baseline (profile_id, word_id, kind, \(memory.joined(separator: ", ")), held_until_ms,
                                                        origin, source)
                SELECT v.profile_id, v.word_id, v.kind, \(kept),
                       CASE WHEN v.held_until_ms IS v.last_review_ms THEN NULL ELSE v.held_until_ms END, v.origin, v.source
                FROM v LEFT JOIN card c ON c.profile_id = v.profile_id AND c.word_id = v.word_id AND c.kind = v.kind AND \(holds)
                """
        }()
        /// The statement of a writer whose cards are known to hold every baseline: the rows compact as they are,
        /// no card joined (what ``tail`` would make of them).
        static let compactHead = "INSERT OR REPLACE INTO card_baseline (profile_id, word_id, kind, held_until_ms, origin, source)"
        private let batch: RowBatch<Pending>

        /// `cardsHoldThem`: every baseline written is known to be held exactly by its card (the cards were all
        /// written afresh from these baselines in this transaction), so each is written compact without a look at
        /// its card; the rows are the ones the join would write.
        init(_ db: Database, cardsHoldThem: Bool = false) {
            if cardsHoldThem {
                batch = RowBatch(db, head: Self.compactHead, values: "(?, ?, ?, ?, ?, ?)", columns: 6) { row, handle, first in
                    let statement = RawStatement(handle), baseline = row.baseline
                    statement.bind(int64: row.key.profileID, at: first)
                    statement.bind(int64: row.key.wordID, at: first + 1)
                    statement.bind(int64: Int64(CardKindCode.codes.code(row.key.kind)), at: first + 2)
                    // `NULL` when it is the last review, as the join's `CASE` makes it.
                    let heldUntil = AnswerTime.milliseconds(baseline.heldUntil)
                    if baseline.memory.lastReview.map(AnswerTime.milliseconds) == heldUntil {
                        statement.bindNull(at: first + 3)
                    } else {
                        statement.bind(int64: heldUntil, at: first + 3)
                    }
                    statement.bind(int64: Int64(BaselineOriginCode.codes.code(baseline.origin)), at: first + 4)
                    statement.bind(text: row.source, at: first + 5)
                }
                return
            }
            let values = "(" + Array(repeating: "?", count: Self.columns.count).joined(separator: ", ") + ")"
            batch = RowBatch(db, head: Self.head, values: values, columns: Int32(Self.columns.count), tail: Self.tail) { row, handle, first in
                let card = CardUpdate(profileID: row.key.profileID, wordID: row.key.wordID, kind: row.key.kind, memory: row.baseline.memory)
                CardColumns.Writer.bind(card, introducedAt: row.baseline.introducedAt, to: handle, from: first, lean: true, coded: true)
                RawStatement(handle).bind(int64: AnswerTime.milliseconds(row.baseline.heldUntil), at: first + 12)
                RawStatement(handle).bind(int64: Int64(BaselineOriginCode.codes.code(row.baseline.origin)), at: first + 13)
                RawStatement(handle).bind(text: row.source, at: first + 14)
            }
        }

        /// A baseline's values as ``CompactBaselines/selection`` reads them, after the key: the memory columns,
        /// `held_until_ms`, `origin`.
        static func values(_ baseline: CardBaseline) -> [DatabaseValue] {
            let memory = baseline.memory
            let values: [DatabaseValueConvertible?] = [
                CardStateCode.codes.code(memory.state), memory.step, memory.stability, memory.difficulty,
                AnswerTime.milliseconds(memory.due), memory.lastReview.map(AnswerTime.milliseconds), memory.reps, memory.lapses,
                AnswerTime.milliseconds(baseline.introducedAt), AnswerTime.milliseconds(baseline.heldUntil), BaselineOriginCode.codes.code(baseline.origin),
            ]
            return values.map { $0?.databaseValue ?? .null }
        }

        /// Stores the baseline of `key` (replacing an earlier one), compact when its card holds it; written with
        /// the next statement's worth of rows, or by ``finish()``.
        func write(_ key: HistoryReplay.CardKey, _ baseline: CardBaseline, source: String) throws {
            try batch.add(Pending(key: key, baseline: baseline, source: source))
        }

        /// Writes the baselines still waiting.
        func finish() throws {
            try batch.finish()
        }
    }
}
