import Foundation

/// What the core needs from storage: random access to words and durable recording of progress.
///
/// Implemented over SQLite by `KuchiStore.KuchiDatabase`. Every write method commits before it returns.
public protocol WordBank {
    // MARK: - Reads

    /// Runs `body` with random access to the words, all within one read of the storage: the several
    /// look-ups of one challenge then cost one round trip, not one each.
    func lookingUp<T>(_ body: (any WordLookup) throws -> T) throws -> T

    // MARK: - Writes

    /// Starts a session for a profile and returns its id.
    func beginSession(profileID: Int64, target: Int, seed: UInt64?, at date: Date) throws -> Int64
    /// Stores one answer and updates its session's counts, in one transaction.
    func recordAnswer(_ answer: AnswerRecord) throws
    /// Closes a session with its final status.
    func endSession(id: Int64, status: SessionStatus, at date: Date) throws
}

/// Random access to the words of a ``WordBank``, valid inside ``WordBank/lookingUp(_:)``.
public protocol WordLookup {
    /// The number of words in the bank, counting no further than `limit` (so it costs the same in any bank).
    func wordCount(limit: Int) throws -> Int
    /// The smallest and largest word ids, or `nil` when the bank is empty.
    func wordIDBounds() throws -> ClosedRange<Int64>?
    /// The word with this id, or `nil` if there is none (ids may have gaps).
    func word(id: Int64) throws -> Word?
    /// The first meaning of the word with this id, or `nil` if there is none (cheaper than ``word(id:)``).
    func primaryMeaning(id: Int64) throws -> String?
    /// Every word id, in ascending order. Used only when ids are too sparse to sample directly.
    func allWordIDs() throws -> [Int64]
    /// Up to `limit` words written or read exactly as one of `forms`. May scan the bank: only for a
    /// wrong answer that could name a synonym.
    func words(writtenAs forms: [String], limit: Int) throws -> [Word]
}
