/// An intransitive verb's gloss said as a passive or a change of state ("to be burned", "get broken", "become
/// opened" for a verb glossed "to burn", "to break", "to open"), as English often says a Japanese intransitive
/// verb (焼ける, 壊れる, 開く). Only for words the dictionary marks intransitive (``DictionaryKnowledge/isIntransitive``):
/// 焼く "to burn" (something) is no "to be burned".
enum PassiveAnswer {
    /// The verb gloss among `glosses` that `input` says as "be", "get" or "become" with its past participle
    /// ("be burned" for "to burn", "get burned down" for "to burn down"); `nil` when it says none.
    static func gloss(for input: String, among glosses: [String]) -> String? {
        var words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard words.count >= 2, ["be", "get", "become", "got", "been"].contains(words[0]) else { return nil }
        words.removeFirst()
        let rest = words.dropFirst()
        let bases = Set(baseForms(of: words[0]))
        return glosses.first { gloss in
            guard gloss.lowercased().hasPrefix("to ") else { return false }
            let verb = MeaningMatcher.words(of: gloss).split(separator: " ").map(String.init)
            guard let first = verb.first, verb.count == rest.count + 1 else { return false }
            return bases.contains(first) && verb.dropFirst().elementsEqual(rest)
        }
    }

    /// The verbs `participle` may be the past participle of: a listed irregular one ("broken": break), else the
    /// regular spellings ("burned": burn, "closed": close, "dried": dry, "stopped": stop).
    static func baseForms(of participle: String) -> [String] {
        if let base = irregular[participle] { return [base] }
        guard participle.count > 3, participle.hasSuffix("ed") else { return [] }
        let stem = String(participle.dropLast(2))
        var forms = [stem, stem + "e"]
        if stem.hasSuffix("i") { forms.append(stem.dropLast() + "y") }
        if let last = stem.last, stem.dropLast().last == last, !"aeiouls".contains(last) { forms.append(String(stem.dropLast())) }
        return forms
    }

    /// Past participles that are no verb with "-ed" (the usual ones of verbs that change state).
    private static let irregular: [String: String] = [
        "broken": "break", "burnt": "burn", "torn": "tear", "frozen": "freeze", "worn": "wear", "shaken": "shake",
        "fallen": "fall", "hidden": "hide", "woken": "wake", "stuck": "stick", "lost": "lose", "caught": "catch",
        "made": "make", "hung": "hang", "shut": "shut", "cut": "cut", "split": "split", "spread": "spread",
        "burst": "burst", "bent": "bend", "built": "build", "sold": "sell", "found": "find", "mistaken": "mistake",
        "dug": "dig", "spun": "spin", "swollen": "swell", "bound": "bind", "born": "bear", "done": "do",
        "seen": "see", "heard": "hear", "known": "know", "grown": "grow", "thrown": "throw", "blown": "blow",
        "drawn": "draw", "sunk": "sink", "shrunk": "shrink", "struck": "strike", "lit": "light", "fed": "feed",
    ]
}
