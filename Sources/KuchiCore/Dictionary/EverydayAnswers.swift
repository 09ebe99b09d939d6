/// One line of the answer key (``WordDictionary/init(text:thesaurus:everyday:refusedSynonyms:)``): the everyday English a learner types for a word that no dictionary gloss says
/// (やっぱり "I knew it", たっぷり "lots", びっくりする "shocked"), each accepted as written, once the spelling rules
/// every meaning gets have been applied ("to", articles, plurals, US and UK spellings), and lending no synonyms.
public struct EverydayAnswers: Sendable, Equatable {
    /// The word's written form, as the bundled word lists write it.
    public var form: String
    /// The word's reading, in kana.
    public var reading: String
    /// The answers, each a whole answer ("that's a shame"), never a gloss's part.
    public var answers: [String]

    /// An answer key line for the word written `form` and read `reading`.
    public init(form: String, reading: String, answers: [String]) {
        self.form = form
        self.reading = reading
        self.answers = answers
    }
}
