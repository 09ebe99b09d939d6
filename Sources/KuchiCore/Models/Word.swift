/// A vocabulary entry of the word bank.
public struct Word: Sendable, Equatable, Hashable, Identifiable {
    /// The database id.
    public var id: Int64
    /// The written form: kanji when the word is usually written with kanji, otherwise kana.
    public var text: String
    /// The kana reading.
    public var reading: String
    /// English glosses, most common first; never empty for a stored word.
    public var meanings: [String]
    /// The JLPT level (`N5` … `N1`), when known.
    public var level: String?

    /// Creates a word.
    public init(id: Int64, text: String, reading: String, meanings: [String], level: String? = nil) {
        self.id = id
        self.text = text
        self.reading = reading
        self.meanings = meanings
        self.level = level
    }

    /// The gloss shown as this word's answer choice.
    public var primaryMeaning: String { meanings.first ?? "" }

    /// Whether the written form differs from the reading (it has kanji).
    public var hasDistinctWrittenForm: Bool { text != reading }

    /// The reading in Hepburn romaji, for showing how the word is pronounced.
    public var pronunciation: String { Romaji.fromKana(reading) }
}

extension Word {
    /// The separator between meanings in the `word.meanings` column and in word lists.
    public static let meaningSeparator = "; "

    /// Splits a stored meanings column into glosses.
    public static func meanings(fromColumn text: String) -> [String] {
        text.split(separator: ";").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }
}
