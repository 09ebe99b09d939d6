/// One line of Kuchi's answer key (``WordDictionary/init(entries:synonyms:everyday:refusedSynonyms:)``): for the word
/// written `form` and read `reading`, either everyday English a learner types that no dictionary gloss says (やっぱり "I
/// knew it", たっぷり "lots"), met word for word (``MeaningMatcher/saysWordForWord(_:in:)``) and lending no synonyms, or
/// WordNet synonyms of another sense of its gloss that the thesaurus lends the word no more (泳ぐ: no "float").
public struct AnswerKeyLine: Sendable, Equatable {
    /// The word's written form, as the bundled word lists write it.
    public var form: String
    /// The word's reading, in kana.
    public var reading: String
    /// The answers (or refused synonyms), each whole ("that's a shame"), never a gloss's part.
    public var answers: [String]

    /// An answer key line for the word written `form` and read `reading`.
    public init(form: String, reading: String, answers: [String]) {
        self.form = form
        self.reading = reading
        self.answers = answers
    }
}
