/// A noun phrase with its preposition left open (judging round 28, issue 19): "a tour of" for 見学 when "a tour" is
/// right, "preparation for" for 対策, "reflection of" for 反映. A learner names what the noun is of or for without saying
/// what; the noun keeps its sense. Never after a verb ("to come in", "to worry about" are phrasal verbs) or a gerund
/// ("looking for"), nor, for a verb's word, after a phrase with no article or possessive first ("come in", "go on" for
/// 出る are phrasal verbs without their "to"); never "before" or "after" ("the day before" is 前日), and never after a
/// noun that with its preposition names a quantity, a kind or another sense ("the rest of", "a lot of", "a kind of", "a
/// fan of", "a match for").
enum DanglingPreposition {
    /// The prepositions a noun phrase may end with, its complement left unsaid.
    static let prepositions: Set<String> = [
        "of", "for", "to", "with", "about", "on", "in", "at", "from", "between", "among", "toward", "towards", "against",
        "into",
    ]

    /// `input` without its open preposition ("a tour of": "a tour"), when it is a noun phrase ending with one; `nil` for
    /// any other shape. `verbWord`: the word asked about has a verb's meaning ("to …"), so a phrase that opens with no
    /// article or possessive may be a phrasal verb.
    static func head(of input: String, verbWord: Bool) -> String? {
        let words = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2, words.count <= 6, let last = words.last, prepositions.contains(last),
              let first = words.first, first != "to", !isGerund(first),
              !verbWord || determiners.contains(first) else { return nil }
        let noun = words[words.count - 2]
        guard !frameNouns.contains(noun), !prepositions.contains(noun) else { return nil }
        return words.dropLast().joined(separator: " ")
    }

    /// Articles and possessives (``QualifiedGloss/possessives``) that open a noun phrase.
    private static let determiners = QualifiedGloss.possessives.union(["a", "an", "the"])

    /// Whether `word` is an "-ing" form that opens a verb phrase ("looking", "taking"), not a noun in "-ing" after an article.
    private static func isGerund(_ word: String) -> Bool {
        word.count > 4 && word.hasSuffix("ing")
    }

    /// Nouns whose phrase with a preposition is a quantity, a kind or another sense than the noun's own: left open they
    /// say another word ("the rest of" is no 休み "rest", "a lot of" no 土地 "lot", "a fan of" no 扇風機 "fan").
    static let frameNouns: Set<String> = [
        "rest", "lot", "lots", "couple", "number", "kind", "sort", "bit", "deal", "plenty", "bunch", "pair", "majority",
        "most", "all", "some", "any", "none", "each", "both", "full", "fan", "match", "case", "piece", "part", "spot",
        "sense", "touch", "load", "loads", "handful", "host", "set", "head", "one", "out", "because", "instead", "ahead",
        "day", "time", "way",
    ]
}
