import Foundation
import GRDB
import KuchiCore

/// Takes back stored answers (`:undo`): the one write a session makes besides recording and re-grading.
///
/// ``KuchiDatabase/undoAnswer(_:)`` (the ``WordBank`` requirement) runs it; the view model knows what the
/// answer counted and what its card was before, and hands both over in an ``AnswerUndo``.
public struct AnswerUndoStore: Sendable {
    let database: KuchiDatabase

    /// The store of `database`.
    public init(_ database: KuchiDatabase) {
        self.database = database
    }

    /// Removes the answer, lowers the session count it added to and restores its card, in one transaction.
    /// An answer already gone (or of another session) changes nothing.
    public func undo(_ undo: AnswerUndo) throws(StoreError) {
        try database.write { db in
            try db.execute(sql: "DELETE FROM answer WHERE id = ? AND session_id = ?", arguments: [undo.answerID, undo.sessionID])
            guard db.changesCount == 1 else { return }
            switch undo.count {
            case .correct:
                try db.execute(sql: "UPDATE session SET correct_count = max(0, correct_count - 1) WHERE id = ?",
                               arguments: [undo.sessionID])
            case .wrong:
                try db.execute(sql: "UPDATE session SET wrong_count = max(0, wrong_count - 1) WHERE id = ?",
                               arguments: [undo.sessionID])
            case .none:
                break
            }
            guard let card = undo.card else { return }
            if let previous = card.previous {
                let update = CardUpdate(profileID: card.profileID, wordID: card.wordID, kind: card.kind, memory: previous)
                // The card exists (the answer graded it), so its introduction time stays as it is.
                try CardColumns.upsert(update, introducedAt: previous.lastReview ?? previous.due, in: db)
            } else {
                try db.execute(sql: "DELETE FROM card WHERE profile_id = ? AND word_id = ? AND kind = ?",
                               arguments: [card.profileID, card.wordID, card.kind.rawValue])
            }
        }
    }
}
