import Foundation
import GRDB
import KuchiStore

/// A collection's checks (`quick_check`, then its shape: ``CollectionShape``) run on a thread of their own, on a
/// connection of their own, while the import reads the notes and writes them as words: on two cores they take none of
/// the writing thread's time.
///
/// What the checks refuse is refused as before, with the same error: the import asks ``passed()`` before anything
/// that cannot be taken back (a backup or the write lock of a bank that is there, the commit, the review log's
/// reads), and on any error of its own, so that a check's failure wins over whatever the import found after the
/// checks would have stopped it. A new bank written aside (``NewBankAside``) is thrown away then: nothing is created.
final class CollectionChecks: Sendable {
    private let outcome: SecondThread<Void>

    /// Starts checking the collection at `path` (of the package at `package`, for messages) within `limits`, SQLite's
    /// heap limit among them: held from before the thread starts until the checks end, whatever the collection's own
    /// open does meanwhile.
    init(path: String, package: String, limits: CollectionLimits) {
        let heapLimit = HeapLimitHolder(bytes: limits.heapBytes)
        outcome = SecondThread {
            try withExtendedLifetime(heapLimit) {
                let budget = ReadingBudget(seconds: limits.seconds)
                do {
                    let queue = try AnkiCollection.openQueue(path: path, limits: limits, budget: budget)
                    defer { try? queue.close() }
                    try AnkiCollection.check(queue, limits: limits, package: package, budget: budget)
                } catch {
                    throw AnkiCollection.packageError(error, package: package, budget: budget, limits: limits)
                }
            }
        }
    }

    /// Waits for the checks; throws the first failure, as the collection's open did before they ran beside.
    func passed() throws {
        try outcome.value()
    }

    /// Waits for the checks, whatever they found (before their collection is removed).
    func finish() {
        _ = try? outcome.value()
    }

    /// `error`, unless the checks failed: then their failure (waits for them).
    func failure(before error: any Error) -> any Error {
        do {
            try passed()
            return error
        } catch let failure {
            return failure
        }
    }
}
