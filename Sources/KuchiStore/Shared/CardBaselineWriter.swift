import Foundation
import GRDB
import KuchiCore

extension CardBaselines {
    /// Writes baselines one statement each, bound through SQLite's C API (an import writes one per card, 17% of a
    /// large package's import when each took a look-up of its card in Swift and an insert through GRDB's arguments).
    /// SQL decides whether the card holds the baseline, so that it is stored compact (``CompactBaselines``).
    struct Writer {
        private let statement: Statement

        /// The baseline's values are parameters 1 to 12 in the order of ``CardColumns/Writer`` (key, memory,
        /// `introduced_ms`), then 13 `held_until_ms`, 14 `origin`, 15 `source`. Its memory columns are NULL when
        /// the card holds every one of them exactly; `held_until_ms` is NULL when it is the last review.
        static let sql: String = {
            let memory = CompactBaselines.memoryColumns
            let holds = memory.enumerated().map { "\($0.element) IS ?\($0.offset + 4)" }.joined(separator: " AND ")
            let kept = memory.indices.map { "CASE WHEN holds THEN NULL ELSE ?\($0 + 4) END" }.joined(separator: ", ")
            return """
                WITH card_holds (holds) AS (
                    SELECT EXISTS (SELECT 1 FROM card WHERE profile_id = ?1 AND word_id = ?2 AND kind = ?3 AND \(holds))
                )
                INSERT OR REPLACE INTO card_baseline (profile_id, word_id, kind, \(memory.joined(separator: ", ")), held_until_ms,
                                                      origin, source)
                SELECT ?1, ?2, ?3, \(kept), CASE WHEN ?13 IS ?9 THEN NULL ELSE ?13 END, ?14, ?15 FROM card_holds
                """
        }()

        init(_ db: Database) throws {
            statement = try db.makeStatement(sql: Self.sql)
        }

        /// A baseline's values as ``CompactBaselines/selection`` reads them, after the key: the memory columns,
        /// `held_until_ms`, `origin`.
        static func values(_ baseline: CardBaseline) -> [DatabaseValue] {
            let memory = baseline.memory
            let values: [DatabaseValueConvertible?] = [
                CardColumns.stateNames[memory.state] ?? "new", memory.step, memory.stability, memory.difficulty,
                AnswerTime.milliseconds(memory.due), memory.lastReview.map(AnswerTime.milliseconds), memory.reps, memory.lapses,
                AnswerTime.milliseconds(baseline.introducedAt), AnswerTime.milliseconds(baseline.heldUntil), baseline.origin.rawValue,
            ]
            return values.map { $0?.databaseValue ?? .null }
        }

        /// Stores the baseline of `key` (replacing an earlier one), compact when its card holds it.
        func write(_ key: HistoryReplay.CardKey, _ baseline: CardBaseline, source: String) throws {
            let handle = statement.sqliteStatement
            RawStatement(handle).reset()
            let card = CardUpdate(profileID: key.profileID, wordID: key.wordID, kind: key.kind, memory: baseline.memory)
            CardColumns.Writer.bind(card, introducedAt: baseline.introducedAt, to: handle, from: 1, lean: true)
            RawStatement(handle).bind(int64: AnswerTime.milliseconds(baseline.heldUntil), at: 13)
            RawStatement(handle).bind(text: baseline.origin.rawValue, at: 14)
            RawStatement(handle).bind(text: source, at: 15)
            _ = try statement.stepThroughCAPI()
        }
    }
}
