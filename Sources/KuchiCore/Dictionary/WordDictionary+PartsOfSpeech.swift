/// What the dictionary knows of an English word's part of speech (``BundledPartsOfSpeech``, from WordNet and the
/// dictionary's own glosses), for the rules that move a gloss's words or add to them.
extension WordDictionary {
    /// The marks of `key` (a word, or words with spaces): `n` a thing's noun, `a` an adjective that is never a noun, `v`
    /// a verb whose sense turns on its object, `i` a WordNet verb idiom, `p` a verb and a noun another entry's note pairs;
    /// empty for a key the list does not hold.
    func partsOfSpeech(of key: String) -> Substring {
        partsOfSpeech.rows(withKey: key).first.flatMap { $0.count > 1 ? Substring($0[1]) : nil } ?? ""
    }

    /// Whether `word` (lower case) names a thing or a person and is never an adjective or an adverb ("dish", "medicine",
    /// "book", "friend"; never "money", "words", "eye" or "cold"), by itself or as the singular of a plural ("dishes").
    func isThingNoun(_ word: String) -> Bool {
        if partsOfSpeech(of: word).contains("n") { return true }
        let singular = EnglishSpelling.irregularSingular(word) ?? EnglishSpelling.singular(word)
        return singular != word && partsOfSpeech(of: singular).contains("n")
    }

    /// Whether `word` (lower case) is an adjective WordNet never lists as a noun ("traditional"; never "Japanese").
    func isAdjectiveOnly(_ word: String) -> Bool {
        partsOfSpeech(of: word).contains("a")
    }

    /// Whether the English verb `verb` is one whose sense turns on its object: the dictionary glosses it with a note of
    /// what it is done to in three entries or more ("to take (a photo)", "to play (a stringed or keyboard instrument)").
    func turnsOnItsObject(_ verb: String) -> Bool {
        partsOfSpeech(of: verb).contains("v")
    }

    /// Whether `phrase` (a verb and its object, lower case, "one's" for a possessive) is a verb WordNet lists whole, an
    /// idiom ("shake hands", "call the shots"), or a verb and noun another entry's note pairs ("win prize").
    func pairsVerbWithObject(_ phrase: String) -> Bool {
        let marks = partsOfSpeech(of: phrase)
        return marks.contains("i") || marks.contains("p")
    }
}
