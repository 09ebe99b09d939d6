/// The dictionary whose glosses, spellings and readings a typed answer may give besides the bank's own.
public enum DictionaryKey: EnvironmentKey {
    /// No dictionary: only the bank's meanings count (the executable sets the bundled JMdict).
    public static let defaultValue = WordDictionary.empty
}

extension EnvironmentValues {
    /// The dictionary that judging consults for right answers the bank does not list (default: none).
    public var dictionary: WordDictionary {
        get { self[DictionaryKey.self] }
        set { self[DictionaryKey.self] = newValue }
    }
}
