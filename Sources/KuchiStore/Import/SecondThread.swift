import Foundation

/// A value worked out on a thread of its own while the calling thread goes on writing: on a machine with two
/// cores, an import's work that needs no database (a replay of the review log) then takes none of the
/// writing thread's time. ``value()`` waits for it.
public final class SecondThread<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<Value, any Error>?

    /// Starts `work` on a new thread.
    public init(_ work: @escaping @Sendable () throws -> Value) {
        let thread = Thread { [self] in
            let outcome = Result(catching: work)
            condition.lock()
            result = outcome
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = 1 << 22
        thread.start()
    }

    /// The value, once the work is done; rethrows its error.
    public func value() throws -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result { return try result.get() }
            condition.wait()
        }
    }
}

/// Frees `value` on a thread of its own: an import's large tables in memory (hundreds of thousands of reviews, the
/// package's notes), once nothing reads them, are then not freed on the thread that writes the bank while the other
/// core is idle. The caller gives up every reference it holds to `value` (and to the objects inside it).
public func freeBeside<Value>(_ value: consuming Value) {
    let held = HeldForFreeing(value)
    let thread = Thread { held.free() }
    thread.start()
}

/// A value handed to the one thread that frees it (``freeBeside(_:)``): nobody else uses it any more.
private final class HeldForFreeing<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    func free() { value = nil }
}
