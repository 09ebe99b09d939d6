/// A quantity or a negation added to one of the word's meanings: "all kinds" for 一種 "a kind", "many lines" for 一筋
/// "a line", "no direction" for 向き "direction", "lack of dignity" for 貫禄 "dignity". A rule that sets words before a
/// gloss aside (a modifier, a kind) would take them, but they count or deny the thing the meaning names: a teacher
/// marks them wrong. Only the meaning itself with such a word is refused: a meaning that has the word keeps it ("all
/// kinds" for 色々 "all kinds of", "every day" for 毎日, "no smoking" for 禁煙), and a negation that says the word's
/// meaning in other words stays right ("lacking courage" for 臆病 "cowardly").
enum AddedQuantifier {
    /// Whether `input` is one of `own` (the word's meanings, dictionary glosses and answer key's answers) with a word
    /// that counts or denies (``quantifiers``, with "of" or an article beside it) or a negating prefix on one of its
    /// words ("unusual usage" for "usual usage"), when no meaning of `own` (notes included: "(not) very") has that word.
    static func addsQuantifier(_ input: String, own: [String]) -> Bool {
        let typed = words(of: input)
        guard typed.count >= 2 else { return false }
        let owned = Set(own.flatMap(words(of:)))
        var rest: [String] = [], added = false
        for word in typed where !fillers.contains(word) {
            if owned.contains(word) {
                rest.append(word)
            } else if quantifiers.contains(word) {
                added = true
            } else if let prefix = negatingPrefixes.first(where: { word.hasPrefix($0) && word.count - $0.count >= 3 }),
                      owned.contains(String(word.dropFirst(prefix.count))) {
                added = true
                rest.append(String(word.dropFirst(prefix.count)))
            } else {
                rest.append(word)
            }
        }
        guard added, !rest.isEmpty else { return false }
        let meanings = Set(own.map { phrase(words(of: $0).filter { !fillers.contains($0) }) })
        return meanings.contains(phrase(rest))
    }

    /// `words` joined, the last one singular ("lines": line), as meanings are compared here.
    private static func phrase(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return (words.dropLast() + [EnglishSpelling.singular(last)]).joined(separator: " ")
    }

    /// The lower-case words of `text`, split at every character that is no letter ("non-smoker": non, smoker).
    private static func words(of text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    /// Words that count a thing or deny it, so that a phrase with them names another amount than the bare noun.
    private static let quantifiers: Set<String> = [
        "all", "every", "many", "several", "various", "few", "no", "none", "without", "lack", "lacking", "non",
    ]

    /// Words set aside on both sides: articles and the "of" of "lack of", "all kinds of".
    private static let fillers: Set<String> = ["a", "an", "the", "of", "any"]

    /// Prefixes that deny the word they go before, where the rest is a word of the meanings ("unusual": usual).
    private static let negatingPrefixes = ["un", "non"]
}
