import Foundation

/// The words of a bank as `kuchi export words --format jsonl` gives them: what the simulated learner
/// would know of each word if it remembered it, to answer the binary's questions.
struct BankWords {
    struct Word {
        var id: Int64
        var text: String
        var reading: String
        var meanings: [String]
    }

    /// Every word, in the bank's order (by id).
    let words: [Word]
    private let byTextAndReading: [String: Int]
    private let byMeaning: [String: Int]

    /// The words of an export in JSON Lines (`id`, `word`, `reading`, `meanings` joined by "; ").
    init(jsonLines: String) throws {
        var words: [Word] = []
        for line in jsonLines.split(separator: "\n") where !line.isEmpty {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let id = (object["id"] as? NSNumber)?.int64Value, let text = object["word"] as? String else {
                throw SimulationError.binary("kuchi export words: unreadable line \(line.prefix(80))")
            }
            let meanings = (object["meanings"] as? String ?? "").components(separatedBy: "; ").filter { !$0.isEmpty }
            words.append(Word(id: id, text: text, reading: object["reading"] as? String ?? "", meanings: meanings))
        }
        words.sort { $0.id < $1.id }
        self.words = words
        var byTextAndReading: [String: Int] = [:], byMeaning: [String: Int] = [:]
        for (index, word) in words.enumerated() {
            byTextAndReading[word.text + "\u{1F}" + word.reading] = byTextAndReading[word.text + "\u{1F}" + word.reading] ?? index
            byTextAndReading[word.text] = byTextAndReading[word.text] ?? index
            for meaning in word.meanings { byMeaning[Self.key(meaning)] = byMeaning[Self.key(meaning)] ?? index }
        }
        self.byTextAndReading = byTextAndReading
        self.byMeaning = byMeaning
    }

    /// The word a challenge asks about: by its written form and reading, else its form, else a meaning shown.
    func word(text: String?, reading: String?, meanings: [String]?) -> Word? {
        if let text, let reading, let index = byTextAndReading[text + "\u{1F}" + reading] { return words[index] }
        if let text, let index = byTextAndReading[text] { return words[index] }
        for meaning in meanings ?? [] {
            if let index = byMeaning[Self.key(meaning)] { return words[index] }
        }
        return nil
    }

    /// Whether `text` is one of `word`'s meanings (case and surrounding spaces set aside).
    static func isMeaning(_ text: String, of word: Word) -> Bool {
        word.meanings.contains { key($0) == key(text) }
    }

    static func key(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
