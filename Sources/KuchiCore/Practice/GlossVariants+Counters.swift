/// Three shapes of gloss a learner says in fewer or other words: a counter ("counter for buildings (esp. houses)":
/// counter for houses, house counter), a sentence said by the speaker ("I'm sorry": sorry) and a compound of a number
/// word said with a space ("one-way": one way).
extension GlossVariants {
    /// The keys a counter's gloss is also met by: "counter for N" and "N counter" for each thing it counts, named
    /// outside its note or in it ("counter for machines, incl. vehicles": counter for vehicles; "counter for flat
    /// objects (e.g. sheets of paper)": counter for sheets, sheet counter), with its adjective or without ("counter for
    /// small animals": counter for animals), an "object" also a "thing". Only nouns the gloss names: a counter for
    /// animals is never one for books.
    static func counterKeys(of gloss: String) -> Set<String> {
        guard gloss.lowercased().contains("counter") else { return [] }
        let words = MeaningMatcher.normalize(withNoteWords(gloss) ?? gloss).split(separator: " ").map(String.init)
        let counted: ArraySlice<String>
        if words.count > 2, words[0] == "counter", words[1] == "for" {
            counted = words.dropFirst(2)
        } else if words.count > 1, words.last == "counter" {
            counted = words.dropLast()
        } else {
            return []
        }
        var keys: Set<String> = []
        let nouns = counted.filter { $0.count > 2 && $0.allSatisfy(\.isLetter) && !notCounted.contains($0) }
        for (index, noun) in nouns.enumerated() {
            var phrases = [noun]
            if index > 0 { phrases.append(nouns[index - 1] + noun) }   // "small animal", "flat object"
            for phrase in phrases {
                for said in phrase.hasSuffix("object") ? [phrase, String(phrase.dropLast("object".count)) + "thing"] : [phrase] {
                    keys.formUnion(["counterfor" + said, said + "counter"])
                }
            }
        }
        return keys
    }

    /// A sentence the speaker says of themself, met by what it says: "I'm sorry": sorry; "I feel guilty": guilty.
    static func firstPersonKeys(of normalised: String) -> Set<String> {
        let words = normalised.split(separator: " ")
        guard words.count > 2, words.count <= 4, words[0] == "i", ["am", "feel"].contains(words[1]) else { return [] }
        return [MeaningMatcher.compact(words.dropFirst(2).joined(separator: " "))]
    }

    /// The keys of `texts` (a gloss, and it with its note's words) said with a space where a hyphen joins a number word to
    /// another word: "one-way": one way, "second-hand": second hand, "one-on-one": one on one. Numbers are compared as digits
    /// ("one way" is "1 way"), and a word of a hyphen is no number, so without this "one way" would never meet "one-way".
    /// A number made of words alone ("twenty-one") is read whole already.
    static func spacedNumberCompoundKeys(of texts: [String]) -> Set<String> {
        var keys: Set<String> = []
        for text in texts where text.utf8.contains(0x2D) {
            var changed = false
            let words = text.lowercased().split(separator: " ").map { word -> String in
                let parts = word.split(separator: "-").map(String.init)
                let letters = parts.map { String($0.filter(\.isLetter)) }
                let numbers = letters.filter { EnglishSpelling.number(in: [$0], at: 0) != nil }
                guard parts.count > 1, !numbers.isEmpty, numbers.count < parts.count else { return String(word) }
                changed = true
                return parts.joined(separator: " ")
            }
            if changed { keys.insert(MeaningMatcher.compact(MeaningMatcher.normalize(words.joined(separator: " ")))) }
        }
        return keys
    }

    /// Words of a counter's gloss that name nothing counted.
    private static let notCounted: Set<String> = [
        "for", "and", "the", "incl", "including", "etc", "esp", "such", "other", "its", "their", "with", "now", "only",
        "in", "of", "or", "counter", "size", "two", "han",
    ]
}
