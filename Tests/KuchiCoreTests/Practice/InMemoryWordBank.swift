import Foundation
import KuchiCore

/// A small word bank held in memory, for tests of the session rules without a database.
final class InMemoryWordBank: WordBank, WordLookup {
    private(set) var words: [Word]
    /// Every answer recorded, in order.
    private(set) var answers: [AnswerRecord] = []
    /// Every session begun: its target, and its status once ended.
    private(set) var sessions: [(target: Int, status: SessionStatus)] = []

    /// A bank of `words`; ids are numbered from 1 in order.
    init(_ words: [(text: String, reading: String, meanings: [String])]) {
        self.words = words.enumerated().map { Word(id: Int64($0.offset + 1), text: $0.element.text, reading: $0.element.reading,
                                                   meanings: $0.element.meanings) }
    }

    /// Twelve JLPT N5 words.
    static func sample() -> InMemoryWordBank {
        InMemoryWordBank([
            ("猫", "ねこ", ["cat"]), ("犬", "いぬ", ["dog"]), ("水", "みず", ["water"]), ("山", "やま", ["mountain"]),
            ("川", "かわ", ["river"]), ("本", "ほん", ["book"]), ("魚", "さかな", ["fish"]), ("鳥", "とり", ["bird"]),
            ("花", "はな", ["flower"]), ("雨", "あめ", ["rain"]), ("車", "くるま", ["car"]), ("出口", "でぐち", ["exit"]),
        ])
    }

    func lookingUp<T>(_ body: (any WordLookup) throws -> T) throws -> T { try body(self) }

    func beginSession(profileID: Int64, target: Int, seed: UInt64?, at date: Date) throws -> Int64 {
        sessions.append((target, .active))
        return Int64(sessions.count)
    }

    func recordAnswer(_ answer: AnswerRecord) throws { answers.append(answer) }

    func endSession(id: Int64, status: SessionStatus, at date: Date) throws {
        sessions[Int(id) - 1].status = status
    }

    func wordCount(limit: Int) throws -> Int { min(words.count, limit) }
    func wordIDBounds() throws -> ClosedRange<Int64>? { words.isEmpty ? nil : 1...Int64(words.count) }
    func word(id: Int64) throws -> Word? { words.first { $0.id == id } }
    func primaryMeaning(id: Int64) throws -> String? { try word(id: id)?.primaryMeaning }
    func allWordIDs() throws -> [Int64] { words.map(\.id) }
    func words(writtenAs forms: [String], limit: Int) throws -> [Word] {
        Array(words.filter { forms.contains($0.text) || forms.contains($0.reading) }.prefix(limit))
    }
}
