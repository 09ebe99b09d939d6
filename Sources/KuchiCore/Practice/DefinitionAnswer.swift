/// An answer that says what a gloss is, in the words WordNet defines it with: "group of islands" for 列島
/// "archipelago" (a group of many islands in a large body of water), "soybean paste" for 味噌 "miso", "strong wind"
/// for 暴風 "gale". Only nouns', adjectives' and adverbs' glosses, only their first WordNet sense, and an alternative
/// after "or" is no part of it (`scripts/thesaurus_definitions.py`): "midday meal" is no "dinner", served in the
/// evening or at midday.
enum DefinitionAnswer {
    /// The gloss of `glosses` whose definition holds every content word of `input`, when it has two or more.
    static func gloss(for input: String, among glosses: [String], in dictionary: WordDictionary) -> String? {
        let typed = contentWords(of: input)
        guard typed.count >= 2 else { return nil }
        return glosses.first { gloss in
            dictionary.definitionWords(of: gloss).contains { typed.isSubset(of: $0) }
        }
    }

    /// The words of `input` that name something, without their endings, as `scripts/thesaurus_definitions.py` keeps a
    /// definition's: "a group of islands": group, island.
    static func contentWords(of input: String) -> Set<String> {
        let words = input.lowercased().split { !("a"..."z").contains($0) }.map(String.init)
        return Set(words.filter { !stopWords.contains($0) }.map(stem))
    }

    /// `word` without one of the endings -ing, -ed, -es, -s, -ly, three letters or more left.
    static func stem(_ word: String) -> String {
        for ending in ["ing", "ed", "es", "s", "ly"] where word.hasSuffix(ending) && word.count - ending.count >= 3 {
            return String(word.dropLast(ending.count))
        }
        return word
    }

    /// Words that name nothing, as the script leaves them out of a definition.
    static let stopWords: Set<String> = [
        "a", "an", "the", "of", "to", "in", "on", "at", "for", "with", "by", "from", "or", "and", "as", "be", "is", "are",
        "was", "were", "that", "which", "who", "whom", "whose", "what", "something", "someone", "somebody", "one", "you",
        "your", "it", "its", "their", "his", "her", "this", "these", "those", "being", "been", "do", "does", "done", "make",
        "made", "have", "has", "get", "very", "not", "no", "into", "out", "up", "down", "over", "about", "than", "more",
        "most", "some", "any", "all",
    ]
}
