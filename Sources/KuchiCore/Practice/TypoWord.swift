/// Whether a near spelling of a gloss is a slip of the keys or another word: "Sauth America" is a slip of "South
/// America", but "North America" names another continent, "70th birthday" another birthday, "going on duty" the
/// opposite of "going off duty" and "decoloring" the undoing of "coloring", though each is a typo's distance away.
enum TypoWord {
    /// Whether `typed` (an answer) differs from `gloss` (the gloss it is a typo of) in a word that is another word in
    /// its own right: a word the thesaurus or the parts-of-speech lines hold (no inflection, spelling or thesaurus
    /// synonym of the gloss's word: "horses" for "horse", "colour" for "color", "bored" for "tired" stay slips, as does
    /// one linking verb for another), another number, or the gloss's word with a prefix
    /// that negates or undoes it ("decoloring", "unkind"). Only for answers of as many words as the gloss: a word
    /// run together or split is a slip.
    static func namesAnotherWord(_ typed: String, gloss: String, in dictionary: WordDictionary) -> Bool {
        let typedWords = MeaningMatcher.words(of: typed).split(separator: " ").map(String.init)
        let glossWords = MeaningMatcher.words(of: gloss).split(separator: " ").map(String.init)
        guard typedWords.count == glossWords.count else { return false }
        return zip(typedWords, glossWords).contains { typedWord, glossWord in
            typedWord != glossWord && isAnotherWord(typedWord, than: glossWord, in: dictionary)
        }
    }

    /// Whether `typed`, a word of an answer, names something else than `gloss`, the gloss's word in its place.
    static func isAnotherWord(_ typed: String, than gloss: String, in dictionary: WordDictionary) -> Bool {
        if typed.contains(where: \.isNumber) || gloss.contains(where: \.isNumber) { return true }
        if undoingPrefixes.contains(where: { typed == $0 + gloss || gloss == $0 + typed }) { return true }
        guard !isInflection(typed, of: gloss), EnglishSpelling.american(typed) != EnglishSpelling.american(gloss),
              !(lightVerbs.contains(typed) && lightVerbs.contains(gloss)), !isSynonym(typed, of: gloss, in: dictionary) else { return false }
        return dictionary.isGloss(typed) || !dictionary.partsOfSpeech(of: typed).isEmpty
    }

    /// Whether the thesaurus gives `a` as a synonym of `b` or `b` of `a` ("bored", "tired").
    static func isSynonym(_ a: String, of b: String, in dictionary: WordDictionary) -> Bool {
        dictionary.synonyms(of: a).contains(b) || dictionary.synonyms(of: b).contains(a)
    }

    /// Verbs that link or move without naming what changes: one for another says the same phrase ("to go hungry" for
    /// "to be hungry", "to move down" for "to come down").
    private static let lightVerbs: Set<String> = ["be", "get", "go", "become", "feel", "come", "move", "turn", "grow"]

    /// Whether one of `a` and `b` is the other with an inflection's ending ("horse", "horses"; "bake", "baked";
    /// "stop", "stopping"): one word, not two.
    static func isInflection(_ a: String, of b: String) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        if EnglishSpelling.singular(long) == short || EnglishSpelling.singular(short) == EnglishSpelling.singular(long) { return true }
        let stem = short.hasSuffix("e") ? String(short.dropLast()) : short
        return inflections.contains { long == short + $0 || long == stem + $0 || long == short + String(short.last ?? " ") + $0 }
    }

    /// Endings that inflect a word without making another.
    private static let inflections = ["s", "es", "d", "ed", "ing", "r", "er", "st", "est", "ly"]

    /// Prefixes that negate or undo the word they go before.
    private static let undoingPrefixes = ["un", "in", "im", "il", "ir", "dis", "non", "de", "anti", "mis"]
}
