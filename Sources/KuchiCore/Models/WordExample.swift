/// A sentence that uses a word, shown when the word is taught (``Lesson``). Optional: the bundled words
/// have none yet, and Kuchi never fetches one.
public struct WordExample: Sendable, Equatable, Hashable {
    /// The sentence in Japanese.
    public var japanese: String
    /// Its translation, when known.
    public var english: String?

    /// An example sentence, with its translation when there is one.
    public init(japanese: String, english: String? = nil) {
        self.japanese = japanese
        self.english = english
    }
}
