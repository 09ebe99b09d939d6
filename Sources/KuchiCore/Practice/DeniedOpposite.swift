/// A word said as its opposite denied: "to not trust", "doesn't trust" or "not trusting" for 疑う "to distrust"
/// (judging round 18). Only an opposite the gloss denies counts (``WordDictionary/opposites(of:)``): a verb's by a negative
/// prefix or by WordNet's definition, an adjective's as its note pins the sense ("gentle (slope)": not steep); and the
/// answer key's own negations said in another shape ("not believing" for its "not believe").
enum DeniedOpposite {
    /// What `input` denies, when it is said as a negation of a verb: "not trust", "to not trust", "not to trust", "don't
    /// trust", "does not trust", "doesn't trust" all give "trust"; "not trusting" gives "trusting". Nil for anything else,
    /// and for a double negative ("don't not trust" gives "not trust", which no opposite is).
    static func denied(_ input: String) -> String? {
        var words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        if let first = words.first, ["do", "does"].contains(first), words.count > 2, words[1] == "not" {
            words.removeFirst()
        } else if let first = words.first, ["dont", "doesnt"].contains(first), words.count > 1 {
            words[0] = "not"
        }
        guard words.count > 1, words[0] == "not" else { return nil }
        words.removeFirst()
        if words.count > 1, words[0] == "to" { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// The base forms `denied`'s first word may stand for: itself, and for a word in -ing its verb ("trusting": trust,
    /// "believing": believe, "stopping": stop, "lying": lie). A spelling that is no verb matches nothing it is compared with.
    static func bases(of denied: String) -> [String] {
        var words = denied.split(separator: " ").map(String.init)
        guard let first = words.first else { return [] }
        var found = [first]
        if first.hasSuffix("ing"), first.count >= 5 {
            let stem = String(first.dropLast(3))
            found += [stem, stem + "e"]
            if let last = stem.last, stem.dropLast().last == last, !"aeiou".contains(last) { found.append(String(stem.dropLast())) }
            if stem.hasSuffix("y") { found.append(String(stem.dropLast()) + "ie") }
        }
        return found.map { base in
            words[0] = base
            return words.joined(separator: " ")
        }
    }
}

extension AnswerJudge {
    /// The gloss `input` says as its opposite denied, if it does: the answer key's own negation in another shape ("not
    /// believing", "don't believe" for 疑う's "not believe"), or a gloss's opposite denied ("to not trust" for "to
    /// distrust", "not steep" for "gentle (slope, curve)"). Weighed only once every other rule has refused the answer.
    static func deniedOppositeGloss(_ input: String, word: Word, known: DictionaryKnowledge, in dictionary: WordDictionary) -> String? {
        guard let denied = DeniedOpposite.denied(input) else { return nil }
        let bases = DeniedOpposite.bases(of: denied)
        if !known.everydayKeys.exact.isEmpty,
           bases.contains(where: { MeaningMatcher.saysWordForWord("not " + $0, in: known.everydayKeys) }) {
            return word.primaryMeaning
        }
        for gloss in word.answerMeanings + known.glosses {
            // An adjective's opposite only as its note pins the sense ("gentle (slope)": not steep); a verb's only
            // without one, as a note names another sense ("to turn down (e.g. volume)", "to pass up (an opportunity)").
            let verb = WordDictionary.isVerbGloss(gloss)
            let listed = verb ? (gloss.contains("(") ? nil : gloss) : GlossVariants.withNoteWords(gloss)
            guard let listed else { continue }
            let opposites = dictionary.opposites(of: listed)
            if !opposites.isEmpty, bases.contains(where: opposites.contains) { return gloss }
        }
        return nil
    }
}
