/// Synonyms a gloss's thesaurus line lends that the word's other glosses say are another thing (judging round 23).
///
/// - A kind of person of a broader gloss: 画家 is glossed "painter" first and "artist" after, and "artist" lists
///   "painter" among its kinds without "painter" listing "artist" back; the word is that kind, so the broader gloss's
///   other kinds ("sculptor", "printmaker") are other people, though the thesaurus lends them to "artist".
/// - An adjective the word's glosses say only with a preposition: 飢える is "to be thirsty for (knowledge)", and its "to
///   be hungry" lends "thirsty" (WordNet's "desirous" sense of "hungry"); alone, "to be thirsty" is another need.
enum OwnGlossNarrowing {
    /// Whether the thesaurus synonym `synonym` (lower case, as the line lists it), lent by the word's gloss `gloss`,
    /// names another thing than the word whose glosses' simple keys (``WordDictionary/glossKeys(_:)``) are `ownKeys`.
    /// `senseKeys` are those of the glosses of `gloss`'s own sense; `mainKeys` those of the word's first meaning and first
    /// gloss, the kinds the rule may narrow to when they share that sense (娘 "daughter" narrows no "girl", a sense of its
    /// own). The adjective is left out only when the word says it with its preposition in another sense than `gloss`'s
    /// (引き受ける "to be responsible for" keeps "responsible", lent in the same sense).
    static func leavesOut(_ synonym: String, lentBy gloss: String, ownKeys: Set<String>, senseKeys: Set<String>,
                          mainKeys: Set<String>, in dictionary: WordDictionary) -> Bool {
        let key = WordDictionary.simpleKey(synonym)
        guard !ownKeys.contains(key) else { return false }
        let withPreposition = prepositions.map { key + " " + $0 }
        if dictionary.isAdjectiveOnly(key), withPreposition.contains(where: { ownKeys.contains($0) && !senseKeys.contains($0) }) {
            return true
        }
        return isSiblingKind(key, lentBy: WordDictionary.simpleKey(gloss), mainKeys: mainKeys.intersection(senseKeys), in: dictionary)
    }

    /// Whether `key` is lent by the broader gloss `broader` beside one of `mainKeys` that is a kind of it (listed under it,
    /// not listing it back) and that does not list `key` either: a sibling kind, another thing. People only: among
    /// things, verbs and adjectives a line that does not list another back is as often a capped or other-sense line as a
    /// kind's (倉庫 "storehouse" beside "warehouse", 飢える "to starve" beside "hungry" lost "depot" and "to crave" when the
    /// rule took every gloss); and only the word's main meaning is the kind (医者 "doctor" is no kind of its later
    /// "physician").
    static func isSiblingKind(_ key: String, lentBy broader: String, mainKeys: Set<String>, in dictionary: WordDictionary) -> Bool {
        guard dictionary.isPersonNoun(key), dictionary.isPersonNoun(broader) else { return false }
        let broaderLends = Set(dictionary.synonyms(of: broader).map(WordDictionary.simpleKey))
        return mainKeys.contains { narrower in
            guard narrower != broader, broaderLends.contains(narrower), dictionary.isPersonNoun(narrower) else { return false }
            let narrowerLends = Set(dictionary.synonyms(of: narrower).map(WordDictionary.simpleKey))
            return !narrowerLends.isEmpty && !narrowerLends.contains(broader) && !narrowerLends.contains(key)
        }
    }

    /// Prepositions a gloss says a synonym with ("thirsty for", "fond of").
    private static let prepositions = ["for", "of", "with", "to", "at", "on", "in", "about", "from", "into"]
}
