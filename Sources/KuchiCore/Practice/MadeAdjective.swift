/// A verb made of an adjective with -en said with "make" (judging round 25): "to make loose" or "to make looser" for
/// 緩める "to loosen", "to make sharp" for 研ぐ "to sharpen", "to make tighter" for "to tighten". The comparative only of an
/// adjective that is never a noun: "to make faster" is no "to fasten".
///
/// Only a gloss of one word in -en whose stem the parts-of-speech lines call an adjective (never "to threaten": a
/// threat is a noun, nor "to strengthen"), and only for a word that is no intransitive verb: 深まる "to deepen" deepens
/// by itself, and "to make deeper" is 深める. A verb spelt as its adjective ("to clear", "to light", "to fast", "to
/// short") is left out: it as often names another act than "make clear". "Make X" that is some entry's gloss in its own
/// right is never this rule's, nor "make" before a preposition ("to make like" pretends: 例える "to liken").
enum MadeAdjective {
    /// The verb gloss among `glosses` that `input` says as "make" and its adjective, plain or comparative; `nil` when none.
    static func gloss(for input: String, among glosses: [String], in dictionary: WordDictionary) -> String? {
        let words = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        guard words.count == 2, words[0] == "make", !dictionary.isGloss("to make " + words[1]),
              !MeaningMatcher.fixedPrepositions.contains(words[1]) else { return nil }
        let typed = words[1]
        return glosses.first { gloss in
            // Normalised, a verb gloss is said without its "to": "loosen".
            let verb = MeaningMatcher.normalizedGloss(gloss)
            guard WordDictionary.isVerbGloss(gloss), !verb.contains(" "), verb.hasSuffix("en") else { return false }
            return stems(of: verb).contains { stem in
                let marks = dictionary.partsOfSpeech(of: stem)
                // An adjective that is a noun too has other senses its comparative may say: "faster" is quicker, never
                // more firmly fixed ("to fasten"); only one that is never a noun takes its comparative.
                return typed == stem ? marks.contains("a") || marks.contains("j") : marks.contains("a") && forms(of: stem).contains(typed)
            }
        }
    }

    /// The adjectives a verb in -en may be made of: without "en" ("sharpen": sharp), without its doubled consonant too
    /// ("flatten": flat), or without "n" ("loosen": loose, "ripen": ripe).
    static func stems(of verb: String) -> [String] {
        let withoutEn = String(verb.dropLast(2))
        var found = [withoutEn, String(verb.dropLast())]
        if let last = withoutEn.last, withoutEn.count > 2, withoutEn.dropLast().last == last { found.append(String(withoutEn.dropLast())) }
        return found.filter { $0.count >= 3 }
    }

    /// The adjective and its comparative as typed after "make": "loose", "looser"; "flat", "flatter"; "tight", "tighter".
    static func forms(of adjective: String) -> Set<String> {
        var found: Set<String> = [adjective]
        if adjective.hasSuffix("e") {
            found.insert(adjective + "r")
        } else {
            found.insert(adjective + "er")
            if let last = adjective.last, "bdgmnpt".contains(last), let before = adjective.dropLast().last, "aeiou".contains(before),
               !"aeiou".contains(adjective.dropLast(2).last ?? "a") {
                found.insert(adjective + String(last) + "er")
            }
        }
        return found
    }
}
