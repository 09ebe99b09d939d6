import Foundation
import GRDB
import KuchiCore

/// Takes back stored answers (`:undo`): the one write a session makes besides recording and re-grading.
///
/// ``PracticeStore/undoAnswer(_:scheduler:)`` (the ``WordBank`` requirement) runs it; the view model knows what
/// the answer counted and hands it over in an ``AnswerUndo``. The card the answer graded is rebuilt from its
/// other answers as the bank holds them (``CardRebuild``), so a grade another session gave it since stays.
public struct AnswerUndoStore: Sendable {
    let database: PracticeStore

    /// The store of `database`.
    public init(_ database: PracticeStore) {
        self.database = database
    }

    /// Removes the answer, lowers the session count it added to and stores its card as the card's other
    /// graded answers give it through `scheduler`, in one transaction. An answer already gone (or of another
    /// session) changes nothing.
    public func undo(_ undo: AnswerUndo, scheduler: FSRSScheduler) throws(StoreError) {
        try database.write { db in
            let card = try CardRebuild.card(gradedBy: undo.answerID, in: db)
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
            if let card { try CardRebuild.rebuild(card, after: undo.answerID, scheduler: scheduler, in: db) }
        }
    }
}
