import Foundation

/// Values worked out once and kept, by key, for a pure function whose result depends on the key alone (what
/// the dictionary knows of a word, the thesaurus's line for a gloss): safe to share between threads, and
/// bounded (when full it is emptied and refilled, so a long session never grows it past `limit`).
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let limit: Int

    /// An empty memo holding at most `limit` values.
    init(limit: Int) {
        self.limit = limit
    }

    /// The value kept for `key`, or `make()`'s, kept for the next time.
    func value(for key: Key, _ make: () -> Value) -> Value {
        if let kept = lock.withLock({ values[key] }) { return kept }
        let made = make()
        lock.withLock {
            if values.count >= limit { values.removeAll(keepingCapacity: true) }
            values[key] = made
        }
        return made
    }
}
