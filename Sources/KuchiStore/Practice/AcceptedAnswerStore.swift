import Foundation
import GRDB
import KuchiCore

/// A learner's accepted answers (`:accept`, "I was right"), read and removed: `kuchi words accepted`.
///
/// They are written by ``PracticeStore/addAcceptedAnswer(profileID:wordID:text:at:)`` during a session,
/// and read back for judging by the session's word look-ups; this store is for looking at them afterwards.
public struct AcceptedAnswerStore: Sendable {
    let database: PracticeStore

    /// The accepted answers kept in `database`.
    public init(_ database: PracticeStore) {
        self.database = database
    }

    /// One word and the answers a learner accepted for it, oldest first.
    public struct WordAnswers: Equatable, Sendable {
        /// The word (as it shows in its home deck).
        public var word: Word
        /// The texts accepted for it, in the order they were accepted.
        public var texts: [String]
    }

    /// What ``remove(_:profileID:wordID:)`` did.
    public enum Removal: Equatable, Sendable {
        /// This accepted answer (as it was stored) was removed.
        case removed(String)
        /// No accepted answer of the word is that text; `remaining` are the word's accepted answers.
        case notFound(remaining: [String])
    }

    /// The learner's accepted answers, by word: every word's (in the order each word's first answer was
    /// accepted), or only `wordID`'s. Words of removed decks are left out.
    public func answers(profileID: Int64, wordID: Int64? = nil) throws(StoreError) -> [WordAnswers] {
        let rows = try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT a.word_id, a.text FROM accepted_answer a
                WHERE a.profile_id = ? AND (? IS NULL OR a.word_id = ?)
                ORDER BY a.added_at, a.text
                """, arguments: [profileID, wordID, wordID])
        }
        var order: [Int64] = []
        var texts: [Int64: [String]] = [:]
        for row in rows {
            let id: Int64 = row["word_id"]
            if texts[id] == nil { order.append(id) }
            texts[id, default: []].append(row["text"])
        }
        return try database.lookingUp { lookup in
            try order.compactMap { id in try lookup.word(id: id).map { WordAnswers(word: $0, texts: texts[id] ?? []) } }
        }
    }

    /// Removes the accepted answer `text` of a word for a learner: the one stored exactly so (after NFC
    /// normalisation), else the one it equals as an answer is judged (case, spaces, a leading article).
    /// - Throws: ``AcceptedAnswerText/Problem`` when no answer is `text` and `text` could never have been
    ///   accepted (empty, too long, control characters); storage errors.
    public func remove(_ text: String, profileID: Int64, wordID: Int64) throws -> Removal {
        let given = text.precomposedStringWithCanonicalMapping
        let (removed, stored) = try database.write { db in
            let stored = try String.fetchAll(db, sql: """
                SELECT text FROM accepted_answer WHERE profile_id = ? AND word_id = ? ORDER BY added_at, text
                """, arguments: [profileID, wordID])
            let wanted = MeaningMatcher.normalize(given)
            let sameAnswer = stored.filter { MeaningMatcher.normalize($0) == wanted }
            guard let match = stored.first(where: { $0 == given }) ?? (sameAnswer.count == 1 ? sameAnswer.first : nil) else {
                return (String?.none, stored)
            }
            try db.execute(sql: "DELETE FROM accepted_answer WHERE profile_id = ? AND word_id = ? AND text = ?",
                           arguments: [profileID, wordID, match])
            return (match, stored)
        }
        if let removed { return .removed(removed) }
        if let problem = AcceptedAnswerText.problem(with: text) { throw problem }
        return .notFound(remaining: stored)
    }
}
