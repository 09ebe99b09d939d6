import Foundation
import Testing
import KuchiCore
import KuchiData

/// The bundled words judged as a session judges them: with the bundled dictionary.
enum BundledJudge {
    static let dictionary = WordDictionary(text: BundledDictionary.text, thesaurus: BundledThesaurus.text,
                                           everyday: BundledAnswerKey.everyday,
                                           refusedSynonyms: BundledAnswerKey.refusedSynonyms,
                                           partsOfSpeech: BundledPartsOfSpeech.text, verbIdioms: BundledVerbIdioms.text)

    /// The bundled words by written form and reading.
    static let words: [String: Word] = {
        var words: [String: Word] = [:]
        for (index, line) in BundledWordList.text.split(separator: "\n").dropFirst().enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { continue }
            words[fields[0] + "\t" + fields[1]] = Word(id: Int64(index + 1), text: fields[0], reading: fields[1],
                                                       meanings: Word.meanings(fromColumn: fields[2]))
        }
        return words
    }()

    /// The bundled N4–N1 words by written form and reading (a word listed at two levels: its first row, the other's
    /// meanings as another deck's, as a bank holds it).
    static let levelWords: [String: Word] = {
        var words: [String: Word] = [:]
        for (index, line) in BundledLevelWords.text.text.split(separator: "\n").dropFirst().enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { continue }
            let key = fields[0] + "\t" + fields[1]
            if words[key] != nil {
                words[key]?.otherDeckMeanings += Word.meanings(fromColumn: fields[2])
                continue
            }
            words[key] = Word(id: Int64(100_000 + index), text: fields[0], reading: fields[1], meanings: Word.meanings(fromColumn: fields[2]))
        }
        return words
    }()

    /// The bundled word written `text` and read `reading`: an N5 word, else an N4–N1 one; a word of several levels
    /// accepts the meanings of each, as a session on a bank does (its other decks' meanings).
    static func word(_ text: String, _ reading: String) -> Word? {
        let key = text + "\t" + reading
        guard var word = words[key] else { return levelWords[key] }
        if let level = levelWords[key] { word.otherDeckMeanings = level.meanings + level.otherDeckMeanings }
        return word
    }

    /// Whether `answer` is judged right for `word` at a question of `kind`, beside the bank's `sameWritten` words.
    static func accepts(_ answer: String, for word: Word, kind: ChallengeKind = .meaning, sameWritten: [Word] = []) -> Bool {
        let challenge = Challenge(word: word, kind: kind, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(answer, for: challenge, sameWritten: sameWritten, dictionary: dictionary) else {
            return false
        }
        return verdict.judgement.isCorrect
    }

    /// Whether `answer` is judged right for the bundled word written `text` and read `reading`, at a meaning question;
    /// a word the bundled lists lack fails the test.
    static func accepts(_ answer: String, text: String, reading: String) throws -> Bool {
        let word = try #require(Self.word(text, reading), "\(text) \(reading) is not in the bundled list")
        return accepts(answer, for: word)
    }

    /// Every bundled word, N5 and N4–N1, written `text`: what a bank holding them all finds written alike.
    static func words(writtenAs text: String) -> [Word] {
        let all: [Word] = Array(words.values) + Array(levelWords.values)
        return all.filter { $0.text == text }.sorted { $0.id < $1.id }
    }

    /// The rows of a fixture file (tab-separated, with a header line), as dictionaries by column name.
    static func rows(_ name: String) throws -> [[String: String]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        guard let header = lines.first?.split(separator: "\t").map(String.init) else { return [] }
        return lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Dictionary(uniqueKeysWithValues: zip(header, fields))
        }
    }
}
