/// A noun gloss's two adjectives said in the other order: "traditional Japanese clothing" for 着物's "Japanese
/// traditional clothing".
///
/// Two adjectives before a noun, one of them of origin ("Japanese", "Buddhist", "Western": the gloss's only capitalised
/// word, so never a name such as "New South Wales" or "World Wide Web") and the other one WordNet never lists as a noun
/// ("traditional", "wooden", "fierce"), say the same thing in either order; English usually puts the one of origin
/// after one that says what the thing is like. Only a gloss of those three words and nothing else: a noun before a noun
/// makes a compound whose order matters ("dog house", "house dog"), and a word that counts, points or joins changes
/// what is said. Never when the two adjectives, or the second with the noun, are a compound the dictionary glosses.
enum ReorderedModifiers {
    /// The noun gloss among `glosses` (deck meanings, dictionary glosses or key answers; verbs left out) that `input` says
    /// with its two adjectives swapped.
    static func gloss(for input: String, among glosses: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        guard typed.count == 3, !input.lowercased().hasPrefix("to ") else { return nil }
        return glosses.first { gloss in
            guard gloss.utf8.allSatisfy({ $0 < 0x80 }), !gloss.lowercased().hasPrefix("to ") else { return false }
            let written = MeaningMatcher.asciiWords(MeaningMatcher.withoutNotes(gloss))
            let words = MeaningMatcher.normalizedGloss(gloss).split(separator: " ").map(String.init)
            guard written.count == 3, words.count == 3, words[2] == typed[2], typed[0] == words[1], typed[1] == words[0],
                  let origin = written.indices.first(where: { written[$0].first?.isUppercase == true }), origin < 2,
                  !written[(origin + 1)...].contains(where: { $0.first?.isUppercase == true }) else { return false }
            let marks = dictionary.partsOfSpeech(of: words[origin])
            return (marks.contains("a") || marks.contains("j")) && dictionary.isAdjectiveOnly(words[1 - origin])
                && !dictionary.isGloss("\(words[1]) \(words[2])") && !dictionary.isGloss("\(words[0]) \(words[1])")
                && !dictionary.isGloss("\(typed[1]) \(typed[2])")
        }
    }
}
