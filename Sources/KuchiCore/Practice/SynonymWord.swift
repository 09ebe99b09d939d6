/// Another word with the meaning a word question asks, which the answer named instead of the word asked: a word of
/// the bank (みっつ for "three" when 三 was asked) or of the dictionary (ともに for 一緒 "together"). Right, and named.
public struct SynonymWord: Equatable, Sendable {
    /// The word as written.
    public var text: String
    /// Its reading, in kana.
    public var reading: String

    /// The word written `text` and read `reading`.
    public init(text: String, reading: String) {
        self.text = text
        self.reading = reading
    }

    /// The bank's `word`.
    public init(_ word: Word) {
        self.init(text: word.text, reading: word.reading)
    }

    /// Whether the written form differs from the reading (it has kanji).
    public var hasDistinctWrittenForm: Bool { text != reading }
}
