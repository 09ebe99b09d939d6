/// An English answer said as dictionaries say it, for a second look when it was judged wrong as typed: a learner
/// types "how you feel", "with your own eyes" or "to do your best"; JMdict and the answer key write "how one feels",
/// "with one's own eyes" and "to do one's best"; "learn my lesson" is "to learn one's lesson". Only the generic person
/// (or the learner's own, or a third person's, where a dictionary says "one's") changes: whose thing it is, when the answer
/// says so ("your house", "at your home"), stays as typed, for the judge's own rules to weigh.
enum DictionaryPhrasing {
    /// `input` with a generic person inside a phrase said as "one", "one's" or "oneself", and a verb after "you" in the
    /// third person ("how you feel": how one feels); empty when nothing changes.
    static func variants(of input: String) -> [String] {
        let words = input.split(separator: " ").map(String.init)
        guard words.count >= 2, words.count <= 12 else { return [] }
        let personal = asOne(words)
        return (personal == words ? [] : [personal.joined(separator: " ")]) + asFirstPerson(words)
    }

    /// A person defined by what "you" do with them said as the answer key writes it, with "I": "someone you work with" →
    /// "someone I work with" (the key's phrasing of 同僚). Only right after "someone", "somebody" or "person" (an article
    /// first aside); empty for any other answer.
    static func asFirstPerson(_ words: [String]) -> [String] {
        let lowered = words.map { $0.lowercased() }
        let start = ["a", "the"].contains(lowered[0]) ? 1 : 0
        guard lowered.count > start + 2, ["someone", "somebody", "person"].contains(lowered[start]), lowered[start + 1] == "you"
        else { return [] }
        var changed = words
        changed[start + 1] = "I"
        return [changed.joined(separator: " ")]
    }

    /// `words` with a generic person said as dictionaries' "one": "to do your best" → "to do one's best", "you feel" →
    /// "one feels".
    static func asOne(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index].lowercased()
            let before = index > 0 ? words[index - 1].lowercased() : ""
            let after = index + 1 < words.count ? words[index + 1].lowercased() : ""
            // Never the first word ("your house" says whose house: お宅 is "your house", never "my house"), nor a
            // possessive after a preposition that begins the answer unless "own" follows ("at your home" is no 自宅 "one's
            // home"; "with your own eyes" is generic), nor "you" after a word that would make "one" a number ("only you",
            // "each of you"). After a verb and its preposition the possessive is generic ("standing on your hands",
            // "stop in your tracks": judging round 21).
            let first = index == 0 || (index == 1 && before == "to")
            let leads = index == 1 || (index == 2 && words[0].lowercased() == "to")
            let generic = !first && (after == "own" || !prepositions.contains(before) || !leads)
            switch word {
            case "your" where generic, "yours" where generic:
                result.append("one's")
            // The learner's own or another person's in the place of the dictionary's generic one ("learn my lesson": to
            // learn one's lesson); "her" only before a noun, as it is an object too ("tell her").
            case "my" where generic, "his" where generic, "their" where generic, "our" where generic,
                 "her" where generic && index + 1 < words.count:
                result.append("one's")
            case "yourself" where !first:
                result.append("oneself")
            case "you" where !first && !countingWords.contains(before):
                result.append("one")
                // The verb after it, in the third person as after "one": "how you feel", "what you do".
                if let verb = thirdPerson(after) {
                    result.append(verb)
                    index += 1
                }
            default:
                result.append(words[index])
            }
            index += 1
        }
        return result
    }

    /// Prepositions after which "your" says whose thing it is ("at your home", "in your room").
    private static let prepositions: Set<String> = [
        "at", "in", "on", "to", "into", "from", "for", "of", "by", "with", "near", "inside", "outside", "around", "about",
    ]

    /// Words before "you" after which "one" would read as a number ("only one", "each one", "not one").
    private static let countingWords: Set<String> = ["only", "just", "each", "every", "not", "and", "or", "no", "any", "of"]

    /// The third person of a plain verb ("feel": feels, "do": does, "try": tries), or nil for a word that is no plain
    /// verb in that place (an auxiliary, a past form, a word not of letters).
    static func thirdPerson(_ word: String) -> String? {
        let lower = word.lowercased()
        guard lower.count >= 2, lower.allSatisfy({ $0.isASCII && $0.isLetter }), !notPlainVerbs.contains(lower),
              !lower.hasSuffix("ed") else { return nil }
        if let irregular = ["have": "has", "do": "does", "go": "goes"][lower] { return irregular }
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            return lower + "es"
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return lower.dropLast() + "ies" }
        return lower + "s"
    }

    /// Words after "you" that are not a plain verb in the present to put in the third person.
    private static let notPlainVerbs: Set<String> = [
        "can", "could", "will", "would", "shall", "should", "may", "might", "must", "had", "did", "are", "were", "was",
        "am", "be", "and", "or", "the", "a", "an", "to", "in", "on", "at", "for", "with", "up", "down", "out", "off", "very",
        "really", "too", "all", "said", "made", "got", "went", "came", "took", "gave", "saw", "knew", "thought", "felt",
        "something", "someone", "somebody", "it", "them", "me", "him", "her", "us",
    ]
}
