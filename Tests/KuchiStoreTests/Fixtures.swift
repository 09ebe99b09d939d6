import Foundation
import KuchiCore
import KuchiStore

/// Words `語1`…`語n` read `ご1`… meaning `meaning 1`…, each with a distinct meaning.
func numberedWords(_ count: Int) -> [WordEntry] {
    (0..<count).map { WordEntry(text: "語\($0 + 1)", reading: "ご\($0 + 1)", meanings: ["meaning \($0 + 1)"], level: "N5") }
}

/// An in-memory bank with the production schema and `count` numbered words.
func makeBank(words count: Int) throws -> KuchiDatabase {
    try KuchiDatabase.inMemory(seedWords: numberedWords(count))
}

/// A clock that only moves when told to.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Date { lock.withLock { current } }

    func advance(seconds: Double) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}

/// A fresh temporary directory, removed when the test's scope ends.
struct TemporaryDirectory: ~Copyable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
