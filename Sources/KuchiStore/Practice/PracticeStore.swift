import GRDB

/// The learner's practice in one bank: the words and their look-ups, learners, sessions and answers, cards,
/// favourites and suspended words, scopes, what is due. It is the ``WordBank`` a session runs on.
///
/// Given by ``KuchiDatabase/practice``; it shares the bank's connection with the bank's other stores.
public final class PracticeStore: BankStore, Sendable {
    let connection: BankConnection

    init(connection: BankConnection) {
        self.connection = connection
    }

    /// The bank's ``MediaFolder``, where the sounds its words play are; `nil` for an in-memory bank.
    public var mediaFolder: MediaFolder? { MediaFolder(databasePath: path) }

    /// The learner's most recent session when it was interrupted (its process was killed), so that the
    /// learner can be offered to resume it; `nil` when the last session ended normally or there is none.
    ///
    /// Call ``markInterruptedSessions()`` first: sessions left active by dead processes become interrupted there.
    public func interruptedSession(profileID: Int64) throws(StoreError) -> StoredSession? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM session WHERE profile_id = ? ORDER BY id DESC LIMIT 1",
                                             arguments: [profileID]) else { return nil }
            let session = try StoredSession(row: row)
            return session.status == .interrupted ? session : nil
        }
    }

    /// The words `session` answered right at the first try (a word missed comes back), for its continuation
    /// not to ask them again. No index finds a session's answers, but an interrupted session's are among the
    /// bank's last: they are looked for in its newest 10,000 answers.
    public func wordsAnsweredRight(in session: StoredSession) throws(StoreError) -> [Int64] {
        guard session.correctCount > 0 else { return [] }
        return try read { db in
            try Int64.fetchAll(db, sql: """
                SELECT word_id FROM (SELECT session_id, word_id, is_correct FROM answer ORDER BY id DESC LIMIT 10000)
                WHERE session_id = ? GROUP BY word_id HAVING min(is_correct) = 1
                """, arguments: [session.id])
        }
    }
}
