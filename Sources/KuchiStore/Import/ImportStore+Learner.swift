import Foundation
import GRDB
import KuchiCore

extension WordImportBatch {
    /// Gives `placeholder` (the learner an earlier import made without a name, nobody's yet) the name `name`, inside
    /// the import's transaction, so that the reviews the import stores next for `name` join its history, cards and
    /// suspensions, as the first session at a terminal would have renamed it. Nothing changes, and `false` is
    /// returned, when that learner is gone or renamed meanwhile, or when another learner already answers to `name`.
    public func renameLearner(_ placeholder: Profile, to name: String) throws -> Bool {
        if try PracticeStore.profile(named: name, in: db) != nil { return false }
        try db.execute(sql: "UPDATE profile SET name = ? WHERE id = ? AND name = ?", arguments: [name, placeholder.id, placeholder.name])
        return db.changesCount > 0
    }
}
