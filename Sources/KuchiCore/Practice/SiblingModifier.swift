/// A noun said with the opposite modifier of the word's own gloss: "mental strength" for 体力 "physical strength",
/// "early riser" for 寝坊 "late riser", "private offering" for 公募 "public offering". Such an answer names a sibling of
/// the word's thing, no kind of it, though its head noun is the gloss's. Only WordNet's opposites count: a sibling
/// named otherwise ("car racing" for 競馬 "horse racing", "video recording" for 録音 "(audio) recording") is still
/// taken, as a rule for any other modifier also refused right answers ("tea towel" beside "dish towel").
enum SiblingModifier {
    /// Whether `input` ("M′ head") names a sibling of one of the noun glosses `own` ("M head"), by the word before the
    /// head, when that word is the opposite of the gloss's (WordNet's antonym: "early" beside "late riser", "private"
    /// beside "public offering", "mental" beside "physical strength"). Any other modifier may describe the same thing
    /// ("bad cold" beside 風邪 "cold", "tea towel" beside "dish towel", "well lit" beside a key's "brightly lit"). `own` are the word's meanings, dictionary glosses and answer key's answers; an answer
    /// that is one of the thesaurus's synonyms of a modified one is none.
    static func namesSibling(_ input: String, own: [String], in dictionary: WordDictionary) -> Bool {
        let typed = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        guard typed.count >= 2, let head = typed.last else { return false }
        guard namesSibling(typed, head: head, of: own, in: dictionary) else { return false }
        // One of the thesaurus's synonyms of a modified gloss is no sibling of it ("head cold" for "common cold"); a
        // one-word gloss's lists its kinds too ("room temperature" under "temperature").
        let key = MeaningMatcher.compact(typed.joined(separator: " "))
        return !own.contains { gloss in
            MeaningMatcher.normalizedGloss(gloss).contains(" ")
                && dictionary.synonyms(of: gloss).contains { MeaningMatcher.compact(MeaningMatcher.normalize($0)) == key }
        }
    }

    private static func namesSibling(_ typed: [String], head: String, of own: [String], in dictionary: WordDictionary) -> Bool {
        let typedModifier = typed[typed.count - 2]
        let phrases = own.filter { !$0.lowercased().hasPrefix("to ") }.compactMap(modifiedPhrase)
        let owned = phrases.filter { $0.last == head }
        guard !owned.isEmpty, !owned.contains(where: { $0.count >= 2 && $0[$0.count - 2] == typedModifier }) else { return false }
        return owned.contains { phrase in
            guard phrase.count >= 2 else { return false }
            let ownModifier = phrase[phrase.count - 2]
            // A slip of the gloss's modifier is the typo rule's to weigh ("Sauth America" for "South America").
            if EditDistance.between(typedModifier, ownModifier, limit: 2) != nil,
               !TypoWord.isAnotherWord(typedModifier, than: ownModifier, in: dictionary) { return false }
            return opposes(typedModifier, ownModifier, in: dictionary)
        }
    }

    /// A noun gloss's words with a one-word note read as its modifier ("(audio) recording", "temperature (body)":
    /// audio recording, body temperature); `nil` for a gloss of one word without such a note.
    static func modifiedPhrase(_ gloss: String) -> [String]? {
        let words = MeaningMatcher.normalizedGloss(gloss).split(separator: " ").map(String.init)
        if words.count >= 2 { return words }
        guard words.count == 1, let open = gloss.firstIndex(of: "("), let close = gloss[open...].firstIndex(of: ")") else { return nil }
        let note = gloss[gloss.index(after: open)..<close].lowercased().split(separator: " ")
        guard note.count == 1, let modifier = note.first, modifier.allSatisfy(\.isLetter) else { return nil }
        return [String(modifier)] + words
    }

    /// Whether the thesaurus lists `a` as `b` denied, or `b` as `a` denied ("late": not early).
    static func opposes(_ a: String, _ b: String, in dictionary: WordDictionary) -> Bool {
        dictionary.synonyms(of: a).contains("not " + b) || dictionary.synonyms(of: b).contains("not " + a)
    }
}
