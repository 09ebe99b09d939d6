/// A noun gloss said with a qualifier that names the word's own sense of it: "ceiling of a room" for 天井 "ceiling",
/// "snacks between meals" for おやつ (its key's "snacks"). Never a qualifier that names another sense of the English noun
/// ("bank of a river" for 銀行 "bank", "car of a train" for 車 "car", "room for improvement" for 部屋 "room"), nor one
/// that names no sense of it, unless the noun is a thing's of one WordNet sense and the qualifier a thing in, on, from or
/// for which it is ("lighthouse on the coast", "steam from a kettle", "fuel for a car").
///
/// Which sense a qualifier names is WordNet's word: ``BundledPartsOfSpeech`` lists, for a thing's noun (its `n` mark) of
/// five senses at most that is a gloss or key answer, each sense's words (its synonyms, the nouns of its definition, its
/// broader synsets, wholes and parts). The word's sense of the noun is the WordNet sense that shares the most words with
/// the other glosses of the word's sense holding it (車 "car; automobile; vehicle": the automobile, not the railway car),
/// WordNet's first of those that share as many, or WordNet's first for a gloss alone in its sense; the qualifier's noun
/// must be among its words. A noun of more senses ("bank", "hand", "key", "ring", "window") is never qualified: the
/// English word is too often another thing.
enum QualifiedGloss {
    /// The gloss `input` says with a qualifier, when `input` is a one-word noun gloss of the word, a preposition
    /// (``qualifying``) and one or two words (a possessive or article aside), the last a noun among the words of the
    /// word's sense of the gloss. `senses` are the word's glosses sense by sense (the deck's meanings one sense, the
    /// answer key's answers another).
    static func gloss(for input: String, senses: [[String]], in dictionary: WordDictionary) -> String? {
        guard input.split(whereSeparator: \.isWhitespace).first?.lowercased() != "to" else { return nil }
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
            .filter { !possessives.contains($0) }
        guard (3...4).contains(typed.count), qualifying.contains(typed[1]),
              typed.dropFirst(2).allSatisfy({ word in word.allSatisfy(\.isLetter) && !AnswerJudge.countingWords.contains(word) })
        else { return nil }
        // Only for a noun: a verb's key answer said as a noun ("leak" for こぼれる "to overflow") names no thing of its own.
        let glosses = senses.flatMap { $0 }
        guard !glosses.contains(where: isVerb) else { return nil }
        let heads = Set(forms(of: typed[0]))
        func isHead(_ gloss: String) -> Bool { heads.contains(MeaningMatcher.words(of: gloss)) }
        guard let gloss = glosses.first(where: isHead), !dictionary.isGloss(input) else { return nil }
        let noun = MeaningMatcher.words(of: gloss)
        let wordNetSenses = dictionary.senseWords(of: noun)
        guard !wordNetSenses.isEmpty else { return nil }
        // The noun itself after it names no sense: "eye for an eye" is an idiom, no eye.
        let named = Set(forms(of: typed[typed.count - 1]))
        guard named.isDisjoint(with: heads.union([noun])) else { return nil }
        for sense in senses where sense.contains(where: isHead) {
            let own = ownWords(of: sense, besides: heads.union([noun]))
            let shared = wordNetSenses.map { $0.intersection(own).count }
            // A sense of other glosses that name no WordNet sense of the noun says nothing of which it is ("well" beside
            // "um", "er"): only a gloss alone in its sense is taken in WordNet's first.
            guard shared.contains(where: { $0 > 0 }) || own.isEmpty else { continue }
            // Of senses sharing as many words, WordNet's first (its order is how often a sense is met).
            let borne = shared.indices.max { shared[$0] < shared[$1] || (shared[$0] == shared[$1] && $0 > $1) } ?? 0
            if !wordNetSenses[borne].isDisjoint(with: named) { return gloss }
        }
        // A thing's noun of one sense has no other for a qualifier to name: a place or thing after it says where it is or
        // what it is for ("lighthouse on the coast", "steam from a kettle", "fuel for a car"); never a person or an abstract
        // noun ("lighthouse of hope"), and never "of" or "at", which make another thing of a noun ("spirits of ammonia",
        // "salt of the earth"; "the desk at a hotel" is its front desk).
        if wordNetSenses.count == 1, placing.contains(typed[1]), noun.count > 2, dictionary.isThingNoun(noun), let last = typed.last,
           dictionary.isThingNoun(last), !dictionary.isPersonNoun(last) {
            return gloss
        }
        return nil
    }

    /// The words of `glosses` (each as written and singular) of three letters or more, none that counts or points, none
    /// of `heads`.
    private static func ownWords(of glosses: [String], besides heads: Set<String>) -> Set<String> {
        var own: Set<String> = []
        for gloss in glosses {
            for word in MeaningMatcher.words(of: gloss).split(separator: " ").map(String.init)
            where word.count >= 3 && !AnswerJudge.countingWords.contains(word) {
                let forms = forms(of: word)
                if heads.isDisjoint(with: forms) { own.formUnion(forms) }
            }
        }
        return own
    }

    /// Whether `gloss` is a verb's ("to be", "(respectful) to be").
    private static func isVerb(_ gloss: String) -> Bool {
        MeaningMatcher.withoutNotes(gloss).lowercased().split(whereSeparator: \.isWhitespace).first == "to"
    }

    /// `word` and its singular.
    private static func forms(of word: String) -> [String] {
        [word, EnglishSpelling.irregularSingular(word) ?? EnglishSpelling.singular(word)]
    }

    /// The prepositions that tie a qualifier to a noun ("ceiling of a room", "snacks between meals").
    static let qualifying: Set<String> = ["of", "in", "on", "for", "between", "at", "from"]

    /// The prepositions that say where a thing is or what it is for, after a noun of one sense.
    static let placing: Set<String> = ["in", "on", "from", "for"]

    /// Words before a qualifier's noun that say whose it is, set aside.
    static let possessives: Set<String> = ["my", "your", "his", "her", "their", "our", "one's", "someone's", "its"]
}
