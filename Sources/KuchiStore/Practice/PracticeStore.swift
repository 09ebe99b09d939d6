import GRDB

extension KuchiDatabase {
    /// The learner's most recent session when it was interrupted (its process was killed), so that the
    /// learner can be offered to resume it; `nil` when the last session ended normally or there is none.
    ///
    /// Call ``markInterruptedSessions()`` first: sessions left active by dead processes become interrupted there.
    public func interruptedSession(profileID: Int64) throws(StoreError) -> StoredSession? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM session WHERE profile_id = ? ORDER BY id DESC LIMIT 1",
                                             arguments: [profileID]) else { return nil }
            let session = StoredSession(row: row)
            return session.status == .interrupted ? session : nil
        }
    }
}
