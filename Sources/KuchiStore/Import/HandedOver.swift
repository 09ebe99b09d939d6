import Foundation

/// Items worked out in order on a thread of their own and handed over, many at a time (one lock each time), to the
/// thread that uses them, with a summary at the end: on two cores the work takes none of the using thread's time,
/// which waits only when it catches up (``item(_:)``, ``summary()``). ``SecondThread`` is the same for one value.
public final class HandedOver<Item, Summary>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Item] = []
    private var finished: Summary?
    private var summaryTaken = false

    /// Starts `work` on a new thread: it passes each item to its argument in order and returns the summary. `expected`
    /// items are made room for; `perHandOver` are handed over at once.
    public init(expected: Int, perHandOver: Int, _ work: @escaping @Sendable (_ emit: (Item) -> Void) -> Summary) {
        items.reserveCapacity(expected)
        let thread = Thread { [self] in
            var batch: [Item] = []
            batch.reserveCapacity(perHandOver)
            let summary = work { item in
                batch.append(item)
                if batch.count == perHandOver {
                    hand(over: batch, summary: nil)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            hand(over: batch, summary: summary)
        }
        thread.stackSize = 1 << 22
        thread.start()
    }

    /// The item at `index` (in the order the work made them), once handed over.
    public func item(_ index: Int) -> Item {
        condition.lock()
        defer { condition.unlock() }
        while items.count <= index { condition.wait() }
        return items[index]
    }

    /// The summary, once the work is done.
    public func summary() -> Summary {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let finished { return finished }
            condition.wait()
        }
    }

    /// The summary, once the work is done, handed over: not kept here afterwards, so that the caller holds the only
    /// reference to what it stores and changes it without a copy. Asked for once, instead of ``summary()``.
    public func takeSummary() -> Summary {
        condition.lock()
        defer { condition.unlock() }
        precondition(!summaryTaken, "the summary is taken once")
        while true {
            if let taken = finished.take() {
                summaryTaken = true
                return taken
            }
            condition.wait()
        }
    }

    private func hand(over batch: [Item], summary: Summary?) {
        condition.lock()
        items += batch
        if let summary { finished = summary }
        condition.broadcast()
        condition.unlock()
    }
}
