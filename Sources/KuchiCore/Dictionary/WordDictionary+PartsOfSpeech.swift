/// What the dictionary knows of an English word's part of speech (``BundledPartsOfSpeech``, from WordNet and the
/// dictionary's own glosses), for the rules that move a gloss's words or add to them.
extension WordDictionary {
    /// The marks of `key` (a word): `n` a thing's noun, `a` an adjective that is never a noun, `j` an adjective that is a
    /// noun too, `h` a noun whose first sense is a person's, `c` one whose first sense is a conveyance; empty for a key the
    /// list does not hold. The place mark `l` is left out (``isPlaceNoun(_:)`` reads it): a word the lines hold only for it
    /// is, for every other rule, a word they do not hold.
    func partsOfSpeech(of key: String) -> Substring {
        let marks = allMarks(of: key)
        return marks.contains("l") ? Substring(marks.filter { $0 != "l" }) : marks
    }

    /// Every mark of `key`, the place mark included; empty for a key the list does not hold.
    private func allMarks(of key: String) -> Substring {
        partsOfSpeech.rows(withKey: key).first.flatMap { $0.count > 1 ? Substring($0[1]) : nil } ?? ""
    }

    /// Whether `word` (lower case) names a place one may be at, in or on in one of its first two WordNet senses ("hotel",
    /// "countryside", "train", "chair", "sea", "tokyo"; never "coat", "light", "problem" or a body part: "heel", "lap"), by
    /// itself or as the singular of a plural ("hotels").
    func isPlaceNoun(_ word: String) -> Bool {
        if allMarks(of: word).contains("l") { return true }
        let singular = EnglishSpelling.irregularSingular(word) ?? EnglishSpelling.singular(word)
        return singular != word && allMarks(of: singular).contains("l")
    }

    /// Whether `word` (lower case) names a thing or a person and is never an adjective or an adverb ("dish", "medicine",
    /// "book", "friend"; never "money", "words", "eye" or "cold"), by itself or as the singular of a plural ("dishes").
    func isThingNoun(_ word: String) -> Bool {
        if partsOfSpeech(of: word).contains("n") { return true }
        let singular = EnglishSpelling.irregularSingular(word) ?? EnglishSpelling.singular(word)
        return singular != word && partsOfSpeech(of: singular).contains("n")
    }

    /// The words of each WordNet sense of the noun `noun` (lower case), in WordNet's order: its synonyms, the nouns of its
    /// definition, its broader synsets, wholes and parts (``QualifiedGloss``). Empty for a noun of more than
    /// five senses, or one that is no gloss or key answer.
    func senseWords(of noun: String) -> [Set<String>] {
        guard let row = partsOfSpeech.rows(withKey: noun).first, row.count > 2 else { return [] }
        return row[2].split(separator: "|").map { Set($0.split(separator: " ").map(String.init)) }
    }

    /// Whether `word` (lower case) is a noun whose first WordNet sense names a person ("teacher", "worker", "junior";
    /// never "heater", "counter" or "holder").
    func isPersonNoun(_ word: String) -> Bool {
        partsOfSpeech(of: word).contains("h")
    }

    /// Whether `word` (lower case) names a conveyance in its first WordNet sense ("car", "bus", "bicycle"), by itself or as
    /// the singular of a plural ("cars").
    func isVehicleNoun(_ word: String) -> Bool {
        if partsOfSpeech(of: word).contains("c") { return true }
        let singular = EnglishSpelling.irregularSingular(word) ?? EnglishSpelling.singular(word)
        return singular != word && partsOfSpeech(of: singular).contains("c")
    }

    /// Whether `word` (lower case) is an adjective WordNet never lists as a noun ("traditional"; never "Japanese").
    func isAdjectiveOnly(_ word: String) -> Bool {
        partsOfSpeech(of: word).contains("a")
    }
}

extension WordDictionary {
    /// The English idioms (WordNet 3.0's spellings: "spill the beans") whose key is `key` (a verb and its object's words,
    /// articles and possessives left out: "spill beans", ``BundledVerbIdioms``): every one filed under it ("draw line"
    /// holds "draw a line" and "draw the line"); none when no idiom has that key.
    func idioms(filedUnder key: String) -> [String] {
        verbIdioms.rows(withKey: key).compactMap { $0.count > 1 ? $0[1] : nil }
    }
}
