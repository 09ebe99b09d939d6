/// An English answer said as dictionaries say it, for a second look when it was judged wrong as typed: a learner
/// types "how you feel", "with your own eyes" or "to put something away"; JMdict and the answer key write "how one
/// feels", "with one's own eyes" and "to put away". Each shape says the same words, so nothing another word means
/// can come of it.
enum DictionaryPhrasing {
    /// `input` in each shape that applies, changed (empty when none does): a person inside a phrase ("you", "your",
    /// "yourself") said as "one", "one's" or "oneself", a verb after "you" in the third person
    /// ("how you feel": how one feels); a stand-in for a verb's object between the verb and its particle left out
    /// ("to put something away": to put away; "to give something to someone": to give to someone).
    static func variants(of input: String) -> [String] {
        let words = input.split(separator: " ").map(String.init)
        guard words.count >= 2, words.count <= 12 else { return [] }
        var variants: [[String]] = []
        let personal = asOne(words)
        if personal != words { variants.append(personal) }
        for base in [words] + variants {
            let withoutStandIn = withoutMiddleStandIn(base)
            if withoutStandIn != base { variants.append(withoutStandIn) }
        }
        return variants.map { $0.joined(separator: " ") }
    }

    /// `words` with a person said as dictionaries' "one": "your" → "one's", "you feel" → "one feels".
    static func asOne(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            // Never the first word: "your house" says whose house (お宅 is "your house", never "my house"); the judge's
            // own rules weigh that. Inside a phrase the person is anyone: "to do your best".
            guard index > 0, !(index == 1 && words[0].lowercased() == "to") else {
                result.append(word)
                index += 1
                continue
            }
            switch word.lowercased() {
            case "your", "yours": result.append("one's")
            case "yourself": result.append("oneself")
            case "you":
                result.append("one")
                // The verb after it, in the third person as after "one": "how you feel", "what you do".
                if index + 1 < words.count, let verb = thirdPerson(words[index + 1]) {
                    result.append(verb)
                    index += 1
                }
            default: result.append(word)
            }
            index += 1
        }
        return result
    }

    /// `words` without a stand-in for an object that sits between a verb and what follows it ("to put something away",
    /// "to let something fall"); one at the end is left to the judge's own rules.
    static func withoutMiddleStandIn(_ words: [String]) -> [String] {
        guard let index = words.indices.dropFirst().dropLast().first(where: { standIns.contains(words[$0].lowercased()) }),
              !standIns.contains(words[index - 1].lowercased()) else { return words }
        return Array(words[..<index] + words[(index + 1)...])
    }

    private static let standIns: Set<String> = ["something", "someone", "somebody", "sth", "sb"]

    /// The third person of a plain verb ("feel": feels, "do": does, "try": tries), or nil for a word that is no verb
    /// in that place (an auxiliary, a word already in the third person, a word not of letters).
    static func thirdPerson(_ word: String) -> String? {
        let lower = word.lowercased()
        guard lower.count >= 2, lower.allSatisfy({ $0.isASCII && $0.isLetter }), !notPlainVerbs.contains(lower),
              !standIns.contains(lower) else { return nil }
        if let irregular = ["have": "has", "do": "does", "go": "goes", "are": "is", "were": "was", "be": "is"][lower] { return irregular }
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            return lower + "es"
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return lower.dropLast() + "ies" }
        return lower + "s"
    }

    /// Words after "you" that are not a plain verb to put in the third person.
    private static let notPlainVerbs: Set<String> = [
        "can", "could", "will", "would", "shall", "should", "may", "might", "must", "had", "did", "are", "were", "and", "or",
        "the", "a", "an", "to", "in", "on", "at", "for", "with", "up", "down", "out", "off", "very", "really", "too", "all",
    ]
}
